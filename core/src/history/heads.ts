// Heads: the newest point of a session's history, and the store that keeps it so that an older
// history is refused and two copies of one cannot both be extended (a compare-and-set).

/** A value, or a promise of it: what a store that answers at once (memory, SQLite) or later (PostgreSQL) gives. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * The newest point of a session's history: what a head store keeps to refuse rollbacks and
 * forks. A head is its step, its link and the signature of the outcome reported for it (none
 * while nothing was reported): reporting an outcome moves the head as a new entry does.
 */
export interface Head {
  step: number;
  link: string;
  /** The signature of the newest entry's reported outcome (`Outcome.sig`), or null while none was reported. */
  outcome?: string | null;
  /**
   * What recognises the request that made this head when it is sent again (its answer was lost):
   * the digest of the call, or of the report, and where it was made. Null when none is kept.
   */
  call?: string | null;
  /** The answer recorded for that request (JSON text), given back when it is sent again. */
  answer?: string | null;
  /**
   * The newest entry as JSON text, with its reported outcome when it has one: what the entry store
   * is written next, so that a reader finding that store one step behind (its writer stalled or
   * died after the head moved) can verify the entry against this head and write it itself. Null
   * or absent in a head written before heads carried it.
   */
  entry?: string | null;
}

/**
 * Keeps the newest head per session, so an older but validly signed history is refused and two
 * copies of one history cannot both be extended. Advancing is a compare-and-set: it succeeds only
 * from the head the caller read, compared by step, link and outcome (on (session, step) and the
 * rest for a database), and keeps every field of the head it is given, its carried entry too.
 * Either method may answer with a promise (a store across the network).
 */
export interface HeadStore {
  get(session: string): MaybePromise<Head | undefined>;
  /**
   * Sets the session's head to `next` if it is still `expected` (undefined: the store has no
   * head for the session yet); true when it did, false when another advance came first.
   */
  advance(session: string, expected: Head | undefined, next: Head): MaybePromise<boolean>;
}

/** Whether two heads are the same point of a history: step, link and reported outcome. */
export function sameHead(a: Head | undefined, b: Head | undefined): boolean {
  if (!a || !b) return a === b;
  return a.step === b.step && a.link === b.link && (a.outcome ?? null) === (b.outcome ?? null);
}

export class MemoryHeadStore implements HeadStore {
  private readonly heads = new Map<string, Head>();
  get(session: string): Head | undefined {
    const h = this.heads.get(session);
    return h && { ...h };
  }
  advance(session: string, expected: Head | undefined, next: Head): boolean {
    if (!sameHead(this.heads.get(session), expected)) return false;
    this.heads.set(session, { step: next.step, link: next.link, outcome: next.outcome ?? null, call: next.call ?? null, answer: next.answer ?? null, entry: next.entry ?? null });
    return true;
  }
}

function isPromise<T>(x: MaybePromise<T>): x is Promise<T> {
  return typeof (x as { then?: unknown } | undefined)?.then === "function";
}

/** `then` for a value that may or may not be a promise: stays synchronous for a value. */
export function after<T, U>(x: MaybePromise<T>, f: (v: T) => MaybePromise<U>): MaybePromise<U> {
  return isPromise(x) ? x.then(f) : f(x);
}
