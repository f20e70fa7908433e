// Log lines written together once per turn of the event loop. Under load a service answers
// several requests in one turn, and a line written alone to a pipe or a terminal is a system
// call of its own (stderr writes synchronously there) and a wake-up of whatever reads it: about
// a tenth of the service's CPU per request. Lines keep their order and none is dropped: what is
// pending is written at the next turn, when the owner flushes, or as the process exits.

export interface LogBatch {
  /** Takes one line (without its newline). */
  line: (line: string) => void;
  /** Writes what is pending now; the batch stays usable. */
  flush: () => void;
  /** Flushes and stops watching the process's exit. */
  close: () => void;
}

export function logBatch(write: (text: string) => void): LogBatch {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = `${pending.join("\n")}\n`;
    pending = [];
    write(text);
  };
  process.on("exit", flush);
  return {
    line: (line) => {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
    close: () => {
      flush();
      process.off("exit", flush);
    },
  };
}
