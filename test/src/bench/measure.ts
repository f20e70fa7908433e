// Timing for the benchmark: warm-up, then many samples, each timing one operation (its setup
// left out by the sample itself), summarised as median and p99 in microseconds.

export interface Figure {
  /** Stable key in bench-results.json. */
  key: string;
  /** What was measured, as the table shows it. */
  label: string;
  group: string;
  median: number;
  /** The 95th percentile, where the row's samples were timed one by one. */
  p95?: number;
  p99: number;
  mean: number;
  samples: number;
  /** The floor's median measured during this row, interleaved with its samples. */
  floor?: number;
  /** Set when the row could not be measured in this run, with the reason. */
  skipped?: string;
  /** Extra facts about the row (answer given, sizes). */
  note?: string;
  /** What median and p99 are in, when not microseconds (then no ratio to the floor is shown). */
  unit?: string;
  /** CPU time per call (user + system, every thread of the process): median and p99, µs. */
  cpu?: number;
  cpuP95?: number;
  cpuP99?: number;
  /** The floor's CPU median and p99 latency measured in alternation with this row. */
  floorCpu?: number;
  floorP99?: number;
  /** What the floor of this row is: the signatures its call needs. */
  floorName?: string;
  /** The pause between calls, in ms, when the row was paced as an agent loop calls. */
  pause?: [number, number];
}

export interface MeasureOptions {
  /** Samples run and thrown away first. */
  warmup?: number;
  /** At least this many samples are kept … */
  minSamples?: number;
  /** … and at most this many. */
  maxSamples?: number;
  /** Keep sampling until this much wall time has passed (setup included), within the bounds above. */
  budgetMs?: number;
}

/** Microseconds since an arbitrary point, from the monotonic clock. */
export function nowUs(): number {
  return Number(process.hrtime.bigint()) / 1000;
}

/** Runs `fn` once and returns how long it took, in microseconds. */
export async function timed(fn: () => unknown): Promise<number> {
  const t0 = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t0) / 1000;
}

export function timedSync(fn: () => unknown): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1000;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[i]!;
}

/** A sample returns the microseconds of the one operation it ran, or its wall and CPU time. */
export type Sample = () => number | Cost | Promise<number | Cost>;

let reference: (() => number) | undefined;

/**
 * A sample of the floor, taken between a row's samples so that each row's ratio to the floor is
 * of the same minutes: on a shared machine the speed drifts between rows.
 */
export function interleaveFloor(sample: () => number): void {
  reference = sample;
}

export async function measure(key: string, label: string, group: string, sample: Sample, options: MeasureOptions = {}): Promise<Figure> {
  const warmup = options.warmup ?? 100;
  const minSamples = options.minSamples ?? 200;
  const maxSamples = options.maxSamples ?? 3000;
  const budgetMs = options.budgetMs ?? 1500;
  for (let i = 0; i < warmup; i++) await sample();
  const times: number[] = [];
  const cpus: number[] = [];
  const floors: number[] = [];
  const start = Date.now();
  while (times.length < maxSamples && (times.length < minSamples || Date.now() - start < budgetMs)) {
    const taken = await sample();
    if (typeof taken === "number") times.push(taken);
    else {
      times.push(taken.wall);
      cpus.push(taken.cpu);
    }
    if (reference && times.length % 2 === 0) floors.push(reference());
  }
  const sorted = [...times].sort((a, b) => a - b);
  const floorSorted = floors.sort((a, b) => a - b);
  const figure: Figure = {
    key,
    label,
    group,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    samples: times.length,
  };
  if (floorSorted.length) figure.floor = percentile(floorSorted, 0.5);
  if (cpus.length === times.length) {
    const cpuSorted = cpus.sort((a, b) => a - b);
    figure.cpu = percentile(cpuSorted, 0.5);
    figure.cpuP95 = percentile(cpuSorted, 0.95);
    figure.cpuP99 = percentile(cpuSorted, 0.99);
  }
  return figure;
}

/** Runs `fn` once and returns its wall time and its CPU time (user + system, every thread), in µs. */
export function costedSync(fn: () => unknown): Cost {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  fn();
  const wall = Number(process.hrtime.bigint() - t0) / 1000;
  const c = process.cpuUsage(c0);
  return { wall, cpu: c.user + c.system };
}

/**
 * Two rows measured in alternation, a sample of one then of the other, for a ratio between
 * them that the machine's drift does not move.
 */
export async function measurePair(
  a: { key: string; label: string; sample: () => number | Promise<number> },
  b: { key: string; label: string; sample: () => number | Promise<number> },
  group: string,
  options: MeasureOptions = {},
): Promise<[Figure, Figure]> {
  let turn = 0;
  const times: [number[], number[]] = [[], []];
  const both = async (): Promise<number> => {
    const t = turn++ % 2;
    const v = await (t === 0 ? a.sample() : b.sample());
    times[t]!.push(v);
    return v;
  };
  const doubled: MeasureOptions = { ...options, minSamples: (options.minSamples ?? 200) * 2, maxSamples: (options.maxSamples ?? 3000) * 2, warmup: (options.warmup ?? 100) * 2 };
  const joint = await measure(`${a.key}+${b.key}`, "", group, both, doubled);
  const warm = doubled.warmup!;
  const figureOf = (which: 0 | 1, key: string, label: string): Figure => {
    const kept = times[which]!.slice(warm / 2);
    const sorted = [...kept].sort((x, y) => x - y);
    const figure: Figure = { key, label, group, median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), mean: kept.reduce((x, y) => x + y, 0) / kept.length, samples: kept.length };
    if (joint.floor !== undefined) figure.floor = joint.floor;
    return figure;
  };
  return [figureOf(0, a.key, a.label), figureOf(1, b.key, b.label)];
}

export function skipped(key: string, label: string, group: string, why: string): Figure {
  return { key, label, group, median: Number.NaN, p99: Number.NaN, mean: Number.NaN, samples: 0, skipped: why };
}

/** One timed operation: its wall time and the CPU time the process spent in it, in µs. */
export interface Cost {
  wall: number;
  cpu: number;
}

/** Runs `fn` once and returns its wall time and its CPU time (user + system, every thread). */
export async function costed(fn: () => unknown): Promise<Cost> {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await fn();
  const wall = Number(process.hrtime.bigint() - t0) / 1000;
  const c = process.cpuUsage(c0);
  return { wall, cpu: c.user + c.system };
}

export function addCost(a: Cost, b: Cost): Cost {
  return { wall: a.wall + b.wall, cpu: a.cpu + b.cpu };
}

/**
 * A call of one shape: `prepare` makes what the caller would hold (a history signed elsewhere),
 * untimed, before the pause; `run` makes the call and answers with what it cost.
 */
export interface CallShape<P> {
  prepare: () => P | Promise<P>;
  run: (prepared: P) => Promise<Cost>;
}

export interface PacedOptions {
  /** Pairs (a call and a floor) kept after the warm-up. */
  pairs: number;
  warmup: number;
  /** Pause before every call and every floor, in ms, drawn evenly from [min, max]; none back to back. */
  pause?: [number, number];
  /** Stop once this much wall time has passed, if `pairs / 4` pairs were kept. */
  budgetMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fixed sequence of pauses (a linear congruential generator), the same in every run. */
function pauses(range: [number, number]): () => number {
  let x = 0x2545f491;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return range[0] + ((x >>> 8) / 0x1000000) * (range[1] - range[0]);
  };
}

/**
 * A call and its floor (the signatures that call needs, made the same way), measured in
 * alternation: a call, then a floor, each after its own pause when paced, as an agent loop makes
 * calls seconds apart and the process is idle between them. Nothing is collected or warmed
 * between samples: what garbage a call leaves is collected during whatever comes next, as in use.
 */
export async function measureAgainstFloor<P, Q>(key: string, label: string, group: string, call: CallShape<P>, floor: CallShape<Q> & { name: string }, options: PacedOptions): Promise<Figure> {
  const next = options.pause ? pauses(options.pause) : () => 0;
  const calls: Cost[] = [];
  const floors: Cost[] = [];
  const start = Date.now();
  for (let i = 0; i < options.warmup + options.pairs; i++) {
    const p = await call.prepare();
    if (options.pause) await sleep(next());
    const c = await call.run(p);
    const q = await floor.prepare();
    if (options.pause) await sleep(next());
    const f = await floor.run(q);
    if (i >= options.warmup) {
      calls.push(c);
      floors.push(f);
    }
    if (options.budgetMs !== undefined && calls.length >= options.pairs / 4 && Date.now() - start > options.budgetMs) break;
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const wall = sorted(calls.map((c) => c.wall));
  const cpu = sorted(calls.map((c) => c.cpu));
  const fWall = sorted(floors.map((c) => c.wall));
  const fCpu = sorted(floors.map((c) => c.cpu));
  const figure: Figure = {
    key,
    label,
    group,
    median: percentile(wall, 0.5),
    p99: percentile(wall, 0.99),
    mean: wall.reduce((a, b) => a + b, 0) / wall.length,
    samples: wall.length,
    cpu: percentile(cpu, 0.5),
    cpuP99: percentile(cpu, 0.99),
    floor: percentile(fWall, 0.5),
    floorP99: percentile(fWall, 0.99),
    floorCpu: percentile(fCpu, 0.5),
    floorName: floor.name,
  };
  if (options.pause) figure.pause = options.pause;
  return figure;
}
