// The CPU a piece of work took in this process, for the tests that bound a reading's cost. CPU,
// not the wall clock: on a loaded machine the wait for a core is other processes' work, and a
// wall-clock bound failed there on code that is linear. Named `.test.kit` so that the package
// leaves it out and the runner does not run it alone.

/** Milliseconds of this process's CPU (user and system) that `run` took. */
export function cpuMs(run: () => unknown): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1_000;
}
