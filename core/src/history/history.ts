// The session's signed history. Each answer appends an entry; its link hashes the link and the
// signature before it, the outcome reported for the entry before it, and the entry itself; its
// signature signs the link. A reported outcome is signed too, over the entry's link and
// signature and the outcome itself, so the newest entry's outcome (which no link binds yet)
// cannot be edited either. Verifying a history is one signature check on the head (the report's
// when the newest entry has an outcome, else the entry's) and a hash chain; a history this
// process signed is not verified again.
import type { Decision, HistoryEntry, Outcome, OutcomeStatus } from "../model.js";
import { canonical, inOrder, sha256 } from "../crypto/digest.js";
import { fromBase64Url, toBase64Url, type Signer } from "../crypto/ed25519.js";
import { ToolgateError } from "../errors.js";
import { chainLink } from "./history-link.js";
import { HistorySummary, type HistoryFacts } from "./history-summary.js";
import type { ValidateFunction } from "ajv";
import { callAjv } from "../load/ajv.js";

export type { HistoryEntry, Outcome, OutcomeStatus } from "../model.js";
export const OUTCOME_STATUSES: readonly OutcomeStatus[] = ["ran", "failed", "outcome_unknown", "compensated"];

export interface HistoryJSON {
  version: 1;
  session: string;
  entries: HistoryEntry[];
}

const digestText = { type: "string", minLength: 1, maxLength: 128 };
const historySchema = {
  type: "object",
  additionalProperties: false,
  required: ["version", "session", "entries"],
  properties: {
    version: { const: 1 },
    session: { type: "string", minLength: 1, maxLength: 200 },
    entries: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["step", "at", "session", "agent", "tool", "digest", "args", "numbers", "origins", "marks", "decision", "reasons", "compensationOf", "plan", "outcome", "link", "sig"],
        properties: {
          step: { type: "integer", minimum: 0 },
          at: { type: "number" },
          session: { type: "string" },
          agent: { type: ["string", "null"] },
          tool: { type: "string" },
          digest: digestText,
          args: { type: "object", additionalProperties: digestText },
          numbers: { type: "object", additionalProperties: { type: "number" } },
          origins: { type: "object", additionalProperties: { type: "string" } },
          marks: { type: "array", items: { type: "string" } },
          decision: { enum: ["allow", "confirm", "refuse"] },
          reasons: { type: "array", items: { type: "string" } },
          compensationOf: { type: ["integer", "null"] },
          plan: { type: ["string", "null"] },
          outcome: {
            oneOf: [
              { type: "null" },
              {
                type: "object",
                additionalProperties: false,
                required: ["status", "at"],
                properties: {
                  status: { enum: OUTCOME_STATUSES },
                  at: { type: "number" },
                  fields: { type: "object", additionalProperties: digestText },
                  values: { type: "array", items: digestText },
                  sig: { type: "string", minLength: 1 },
                },
              },
            ],
          },
          link: { type: "string", pattern: "^[0-9a-f]{64}$" },
          sig: { type: "string", minLength: 1 },
        },
      },
    },
  },
};
// The schema is the definition; it names the first problem of a history that does not fit. It is
// compiled when a history first needs it, not when the engine is imported.
let validateHistory: ValidateFunction<HistoryJSON> | undefined;

/** What is wrong with a history's shape, by the schema, or undefined when it fits. */
export function historyShapeProblem(data: unknown): string | undefined {
  validateHistory ??= callAjv().compile<HistoryJSON>(historySchema);
  if (validateHistory(data)) return undefined;
  const e = validateHistory.errors?.[0];
  return `the history is malformed at ${e ? `${e.instancePath || "/"} ${e.message ?? e.keyword}` : "/"}`;
}

// The same shape read by hand, for speed: a history that passes here passes the schema (the
// reverse need not hold: anything this reader does not take is left to the schema), but for the
// spelling of each link, which is only measured here: the chain check compares every link with
// the one it computes, lowercase hex, and refuses any other (so no pattern is run twice). With
// `copy`, what it returns is fresh, so a caller's objects are never kept; without, it returns
// what it was given (objects JSON.parse made here).
const DECISIONS: ReadonlySet<unknown> = new Set(["allow", "confirm", "refuse"]);
const STATUSES: ReadonlySet<unknown> = new Set(OUTCOME_STATUSES);
const LINK_LENGTH = 64;

function plainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}
const isDigest = (x: unknown) => typeof x === "string" && x.length >= 1 && x.length <= 128;
const isString = (x: unknown) => typeof x === "string";
const isFiniteNumber = (x: unknown) => typeof x === "number" && Number.isFinite(x);

function recordOf<T>(x: unknown, ok: (v: unknown) => boolean, copy: boolean): Record<string, T> | undefined {
  if (!plainObject(x)) return undefined;
  for (const k of Object.keys(x)) if (!ok(x[k])) return undefined;
  return (copy ? { ...x } : x) as Record<string, T>;
}

function stringsOf(x: unknown, ok: (v: unknown) => boolean, copy: boolean): string[] | undefined {
  if (!Array.isArray(x)) return undefined;
  for (let i = 0; i < x.length; i++) if (!ok(x[i])) return undefined;
  return (copy ? x.slice() : x) as string[];
}

const OUTCOME_KEYS: ReadonlySet<string> = new Set(["status", "at", "fields", "values", "sig"]);

function readOutcome(x: unknown, copy: boolean): Outcome | null | undefined {
  if (x === null) return null;
  if (!plainObject(x) || !STATUSES.has(x.status) || !isFiniteNumber(x.at)) return undefined;
  for (const k of Object.keys(x)) if (!OUTCOME_KEYS.has(k)) return undefined;
  const fields = x.fields === undefined ? undefined : recordOf<string>(x.fields, isDigest, copy);
  const values = x.values === undefined ? undefined : stringsOf(x.values, isDigest, copy);
  if ((x.fields !== undefined && !fields) || (x.values !== undefined && !values)) return undefined;
  if (x.sig !== undefined && !(typeof x.sig === "string" && x.sig.length > 0)) return undefined;
  if (!copy) return x as unknown as Outcome;
  const out: Outcome = { status: x.status as OutcomeStatus, at: x.at as number };
  if (fields) out.fields = fields;
  if (values) out.values = values;
  if (x.sig !== undefined) out.sig = x.sig as string;
  return out;
}

const ENTRY_KEYS = 17;

function readEntry(x: unknown, copy: boolean): HistoryEntry | undefined {
  if (!plainObject(x) || Object.keys(x).length !== ENTRY_KEYS) return undefined;
  const { step, at, session, agent, tool, digest, decision, compensationOf, plan, link, sig } = x;
  if (!Number.isInteger(step) || (step as number) < 0 || !isFiniteNumber(at) || typeof session !== "string") return undefined;
  if (!(agent === null || typeof agent === "string") || typeof tool !== "string" || !isDigest(digest) || !DECISIONS.has(decision)) return undefined;
  if (!(compensationOf === null || Number.isInteger(compensationOf)) || !(plan === null || typeof plan === "string")) return undefined;
  if (typeof link !== "string" || link.length !== LINK_LENGTH || typeof sig !== "string" || sig.length === 0) return undefined;
  const args = recordOf<string>(x.args, isDigest, copy);
  const numbers = recordOf<number>(x.numbers, isFiniteNumber, copy);
  const origins = recordOf<string>(x.origins, isString, copy);
  const marks = stringsOf(x.marks, isString, copy);
  const reasons = stringsOf(x.reasons, isString, copy);
  const outcome = readOutcome(x.outcome, copy);
  if (!args || !numbers || !origins || !marks || !reasons || outcome === undefined) return undefined;
  if (!copy) return x as unknown as HistoryEntry;
  return {
    at: at as number,
    agent: agent as string | null,
    tool,
    digest: digest as string,
    args,
    numbers,
    origins,
    marks,
    decision: decision as Decision,
    reasons,
    compensationOf: compensationOf as number | null,
    plan: plan as string | null,
    step: step as number,
    session,
    outcome,
    link,
    sig,
  };
}

function readHistory(x: unknown, copy: boolean): { session: string; entries: HistoryEntry[] } | undefined {
  if (!plainObject(x) || Object.keys(x).length !== 3 || x.version !== 1 || !Array.isArray(x.entries)) return undefined;
  const session = x.session;
  if (typeof session !== "string" || session.length < 1 || session.length > 200) return undefined;
  const given = x.entries as unknown[];
  const entries: HistoryEntry[] = new Array(given.length);
  for (let i = 0; i < given.length; i++) {
    const e = readEntry(given[i], copy);
    if (!e) return undefined;
    entries[i] = e;
  }
  return { session, entries };
}

const GENESIS = "toolgate/history/v1\n";
const SIGNED = "toolgate/link/v1:";

export function genesisLink(session: string): string {
  return sha256(GENESIS + session);
}

function signLink(signer: Signer, link: string): string {
  return toBase64Url(signer.sign(Buffer.from(SIGNED + link)));
}

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
}

/**
 * Keeps the newest head per session, so an older but validly signed history is refused and two
 * copies of one history cannot both be extended. Advancing is a compare-and-set: it succeeds only
 * from the head the caller read, compared by step, link and outcome (on (session, step) and the
 * rest for a database). Either method may answer with a promise (a store across the network).
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
    this.heads.set(session, { step: next.step, link: next.link, outcome: next.outcome ?? null, call: next.call ?? null, answer: next.answer ?? null });
    return true;
  }
}

export type Verification = { valid: true } | { valid: false; problem: string };

/** What a caller gives for a new entry; the history adds its step, session, link and signature. */
export type EntryFields = Omit<HistoryEntry, "step" | "session" | "outcome" | "link" | "sig">;

const SIGNED_REPORT = "toolgate/report/v1:";

/**
 * What a report's signature signs: the entry's link and signature, and the SHA-256 of the
 * canonical outcome without its `sig`.
 */
export function reportMessage(entry: Pick<HistoryEntry, "link" | "sig">, outcome: Outcome): Buffer {
  const { sig: _sig, ...body } = outcome;
  return Buffer.from(`${SIGNED_REPORT}${entry.link}\n${entry.sig}\n${sha256(canonical(body))}`);
}

function isPromise<T>(x: MaybePromise<T>): x is Promise<T> {
  return typeof (x as { then?: unknown } | undefined)?.then === "function";
}

/** `then` for a value that may or may not be a promise: stays synchronous for a value. */
export function after<T, U>(x: MaybePromise<T>, f: (v: T) => MaybePromise<U>): MaybePromise<U> {
  return isPromise(x) ? x.then(f) : f(x);
}

/**
 * A record with its keys in canonical order (itself when they already are). Entries made here keep
 * their records so: the link writer, which every check from outside runs over every entry, then
 * never sorts them. Integer-like keys cannot be put in that order (JavaScript lists them first,
 * by value); the writer sorts those.
 */
function sortedRecord<T>(r: Record<string, T>): Record<string, T> {
  const keys = Object.keys(r);
  if (keys.length < 2 || inOrder(keys)) return r;
  keys.sort();
  const out: Record<string, T> = {};
  // Defined, not assigned: an argument named `__proto__` stays an own key of the record.
  for (const k of keys) Object.defineProperty(out, k, { value: r[k]!, enumerable: true, writable: true, configurable: true });
  return out;
}

function copyOutcome(o: Outcome | null): Outcome | null {
  if (o === null) return null;
  const out: Outcome = { status: o.status, at: o.at };
  if (o.fields !== undefined) out.fields = { ...o.fields };
  if (o.values !== undefined) out.values = [...o.values];
  if (o.sig !== undefined) out.sig = o.sig;
  return out;
}

/** A copy of an entry of the known shape (made here, or validated by the history schema). */
function copyEntry(e: HistoryEntry): HistoryEntry {
  return {
    at: e.at,
    agent: e.agent,
    tool: e.tool,
    digest: e.digest,
    args: { ...e.args },
    numbers: { ...e.numbers },
    origins: { ...e.origins },
    marks: [...e.marks],
    decision: e.decision,
    reasons: [...e.reasons],
    compensationOf: e.compensationOf,
    plan: e.plan,
    step: e.step,
    session: e.session,
    outcome: copyOutcome(e.outcome),
    link: e.link,
    sig: e.sig,
  };
}

/** Whether two values give the same canonical JSON; plain records and lists are compared directly. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return canonical(a) === canonical(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return canonical(a) === canonical(b);
    for (let i = 0; i < a.length; i++) {
      if (!(i in a) || !(i in b)) return canonical(a) === canonical(b);
      if (!sameValue(a[i], b[i])) return false;
    }
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let defined = 0;
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (v === undefined) continue;
    defined++;
    if (!Object.prototype.propertyIsEnumerable.call(y, k) || y[k] === undefined || !sameValue(v, y[k])) return false;
  }
  for (const k of Object.keys(y)) if (y[k] !== undefined) defined--;
  return defined === 0;
}

const SHALLOW: ReadonlyArray<keyof HistoryEntry> = ["step", "at", "session", "agent", "tool", "digest", "decision", "compensationOf", "plan", "link", "sig"];
const DEEP: ReadonlyArray<keyof HistoryEntry> = ["args", "numbers", "origins", "marks", "reasons"];

/** The first field in which the caller's entry differs from the one signed, or undefined. */
function changedField(shown: HistoryEntry, signed: HistoryEntry, compareOutcome: boolean): string | undefined {
  if (typeof shown !== "object" || shown === null) return "entry";
  for (const k of SHALLOW) if (shown[k] !== signed[k]) return k;
  for (const k of DEEP) if (!sameValue(shown[k], signed[k])) return k;
  if (compareOutcome && !sameValue(shown.outcome, signed.outcome)) return "outcome";
  return undefined;
}

/**
 * The histories a signer made, by session: when one comes back from outside (a stateless
 * service gets each history back with the next call), the entries it still holds unchanged are
 * compared with what was signed instead of being hashed again. Bounded: the sessions touched
 * last are kept, up to a number of sessions and of entries.
 */
class SignedHistories {
  private static readonly KEEP_SESSIONS = 4096;
  private static readonly KEEP_ENTRIES = 50_000;
  private readonly bySession = new Map<string, { entries: HistoryEntry[]; counted: number }>();
  private held = 0;

  /** Records that `entries` (a history's own, growing list) is what was signed for `session`. */
  touch(session: string, entries: HistoryEntry[]): void {
    const old = this.bySession.get(session);
    if (old) {
      this.bySession.delete(session);
      this.held -= old.counted;
    }
    this.bySession.set(session, { entries, counted: entries.length });
    this.held += entries.length;
    while (this.bySession.size > SignedHistories.KEEP_SESSIONS || (this.held > SignedHistories.KEEP_ENTRIES && this.bySession.size > 1)) {
      const [oldest, kept] = this.bySession.entries().next().value!;
      this.bySession.delete(oldest);
      this.held -= kept.counted;
    }
  }

  get(session: string): HistoryEntry[] | undefined {
    return this.bySession.get(session)?.entries;
  }
}

const signedHistories = new WeakMap<Signer, SignedHistories>();

function signedBy(signer: Signer): SignedHistories {
  let h = signedHistories.get(signer);
  if (!h) signedHistories.set(signer, (h = new SignedHistories()));
  return h;
}

/**
 * How many leading entries of `given` are entries this signer made, unchanged: every field the
 * links bind, and the outcome of each but the last of them (the last one's outcome is bound by
 * the entry after it, which is hashed, or by its report's signature, which is verified).
 */
function signedPrefix(given: readonly HistoryEntry[], signed: readonly HistoryEntry[]): number {
  const n = Math.min(given.length, signed.length);
  for (let i = 0; i < n; i++) {
    if (changedField(given[i]!, signed[i]!, false)) return i;
    if (!sameValue(given[i]!.outcome, signed[i]!.outcome)) return i + 1;
  }
  return n;
}

/**
 * A session's history. `entries` is public and plain, as the caller carries it: a copy, made
 * when first asked for, of the entries this process verified or signed. Checks read those
 * entries themselves. A history nobody asked to see cannot have been changed by hand, so it is
 * not compared; once the caller holds the copy, each check compares it with what was signed,
 * so an edit by hand is still caught, the newest outcome's included (an outcome is recorded by
 * `report`, which signs it, never by editing the copy).
 */
export class History {
  readonly session: string;
  /** The entries as verified, or as this process signed them. */
  private readonly own: HistoryEntry[];
  /** The caller's copy, once `entries` was read. */
  private shown: HistoryEntry[] | undefined;
  /** True once `own` verified or was made here: from then on it is not verified again. */
  private sealed: boolean;
  /** A structural problem found when the history was given, reported at the next check. */
  private readonly malformed: string | undefined;
  private genesis: string | undefined;
  /** What checks read of `own`, made when first asked for and kept up to date as it changes. */
  private facts: HistorySummary | undefined;

  private constructor(session: string, entries: HistoryEntry[], sealed: boolean, malformed?: string) {
    this.session = session;
    this.own = entries;
    this.sealed = sealed;
    this.malformed = malformed;
  }

  static start(session: string): History {
    return new History(session, [], true);
  }

  /** A history that arrives from outside (a JSON object or text). Never throws: a malformed one fails verification. */
  static from(input: unknown): History {
    let data = input;
    // Text is parsed here, so its entries are ours; an object's are copied, as the caller keeps it.
    const parsedHere = typeof input === "string";
    if (parsedHere) {
      try {
        data = JSON.parse(input);
      } catch (e) {
        return new History("?", [], false, `not JSON: ${(e as Error).message}`);
      }
    }
    const read = readHistory(data, !parsedHere);
    if (read) return new History(read.session, read.entries, false);
    const problem = historyShapeProblem(data);
    if (problem) {
      const session = typeof (data as { session?: unknown })?.session === "string" ? (data as { session: string }).session : "?";
      return new History(session, [], false, problem);
    }
    const valid = data as HistoryJSON;
    return new History(valid.session, parsedHere ? valid.entries : valid.entries.map(copyEntry), false);
  }

  /** The entries, as the caller carries them. Changing them by hand makes the history fail at the next check. */
  get entries(): HistoryEntry[] {
    return (this.shown ??= this.own.map(copyEntry));
  }

  /** The entries as verified or signed here: what checks read once `verify` said valid. */
  get verifiedEntries(): readonly HistoryEntry[] {
    return this.own;
  }

  /**
   * What checks read of the verified entries (runs per tool, usage, plans, undos, result digests),
   * answered without walking them. Read only once `verify` said valid, as `verifiedEntries`.
   */
  get summary(): HistoryFacts {
    return (this.facts ??= HistorySummary.of(this.own));
  }

  /** A verified entry by step, or undefined. */
  entry(step: number): HistoryEntry | undefined {
    return Number.isInteger(step) && step >= 0 ? this.own[step] : undefined;
  }

  get length(): number {
    return (this.shown ?? this.own).length;
  }

  /** The link of the newest entry, or the genesis link. */
  get head(): string {
    return this.own.at(-1)?.link ?? (this.genesis ??= genesisLink(this.session));
  }

  /** The newest point as a head store keeps it (undefined for an empty history). */
  get point(): Head | undefined {
    const last = this.own.at(-1);
    return last && { step: last.step, link: last.link, outcome: last.outcome?.sig ?? null };
  }

  toJSON(): HistoryJSON {
    return { version: 1, session: this.session, entries: this.shown ? structuredClone(this.shown) : this.own.map(copyEntry) };
  }

  /**
   * Verifies the history: its shape, each entry's step and session, the hash chain, the head's
   * signature (the newest report's, when it has one), and (with a head store) that it is not
   * older than the newest head seen nor another branch of it. Answers at once unless the store
   * answers with a promise.
   */
  verify(signer: Signer): Verification;
  verify(signer: Signer, options: { full: true }): Verification;
  verify(signer: Signer, heads: HeadStore | undefined): MaybePromise<Verification>;
  verify(signer: Signer, heads?: HeadStore | { full: true }): MaybePromise<Verification> {
    if (heads && "full" in heads) return heads.full === true ? this.verifyFull(signer) : this.verifyAt(signer, undefined);
    if (!heads) return this.verifyAt(signer, undefined);
    return after(heads.get(this.session), (seen) => this.verifyAt(signer, seen));
  }

  /** Verifies the history as `verify` does, against a head already read from a store (or none). */
  verifyAt(signer: Signer, seen: Head | undefined): Verification {
    const own = this.verifyOwn(signer);
    return own.valid ? this.checkHead(seen) : own;
  }

  /**
   * The full verification an audit makes: every link from the genesis, every entry's signature
   * and every reported outcome's signature, as the entries stand now (the caller's copy, when it
   * was handed out), whatever this process signed or verified before. Does not seal the history.
   */
  private verifyFull(signer: Signer): Verification {
    if (this.malformed) return { valid: false, problem: this.malformed };
    const entries = this.shown ?? this.own;
    let link = (this.genesis ??= genesisLink(this.session));
    let sig = "";
    let outcome: Outcome | null = null;
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i]!;
      if (e.step !== i) return { valid: false, problem: `entry ${i} says it is step ${e.step}` };
      if (e.session !== this.session) return { valid: false, problem: `entry ${i} belongs to another session` };
      link = chainLink(link, sig, outcome, e);
      if (e.link !== link) return { valid: false, problem: `entry ${i} does not match its link` };
      if (!headSigned(signer, { ...e, outcome: null }).valid) return { valid: false, problem: `entry ${i}'s signature does not verify` };
      if (e.outcome !== null && !headSigned(signer, e).valid) return { valid: false, problem: `entry ${i}'s reported outcome does not verify` };
      sig = e.sig;
      outcome = e.outcome;
    }
    return { valid: true };
  }

  /** Everything `verify` checks but the head store. */
  private verifyOwn(signer: Signer): Verification {
    if (this.malformed) return { valid: false, problem: this.malformed };
    const shown = this.shown;
    if (this.sealed) {
      if (shown) {
        // The caller holds a copy: compare it with what was signed, every outcome included.
        const own = this.own;
        if (shown.length !== own.length) return { valid: false, problem: `entries were ${shown.length < own.length ? "removed" : "added"} by hand` };
        for (let i = 0; i < own.length; i++) {
          const changed = changedField(shown[i]!, own[i]!, true);
          if (changed) return { valid: false, problem: `entry ${i} was changed (\`${changed}\`)` };
        }
      }
      return { valid: true };
    }
    // Not verified yet: what the caller holds now is what is verified.
    if (shown) {
      this.own.splice(0, this.own.length, ...structuredClone(shown));
      this.facts = undefined;
    }
    const chain = this.verifyChain(signer);
    if (!chain.valid) return chain;
    this.sealed = true;
    return chain;
  }

  /** The chain from the first entry this signer did not make as it stands, and the head's signature. */
  private verifyChain(signer: Signer): Verification {
    const entries = this.own;
    // Entries this signer made and still holds as they were need no hashing: the chain resumes after them.
    const signed = entries.length > 0 ? signedBy(signer).get(this.session) : undefined;
    const from = signed ? signedPrefix(entries, signed) : 0;
    let link = from > 0 ? entries[from - 1]!.link : (this.genesis ??= genesisLink(this.session));
    let sig = from > 0 ? entries[from - 1]!.sig : "";
    let outcome: Outcome | null = from > 0 ? entries[from - 1]!.outcome : null;
    for (let i = from; i < entries.length; i++) {
      const e = entries[i]!;
      if (e.step !== i) return { valid: false, problem: `entry ${i} says it is step ${e.step}` };
      if (e.session !== this.session) return { valid: false, problem: `entry ${i} belongs to another session` };
      link = chainLink(link, sig, outcome, e);
      if (e.link !== link) return { valid: false, problem: `entry ${i} does not match its link` };
      sig = e.sig;
      outcome = e.outcome;
    }
    const last = entries.at(-1);
    // The head's signature, unless this signer made that head as it is (its outcome included).
    if (!last || (signed && from === entries.length && from === signed.length && sameValue(last.outcome, signed[from - 1]!.outcome))) return { valid: true };
    return headSigned(signer, last);
  }

  private checkHead(seen: Head | undefined): Verification {
    if (!seen) return { valid: true };
    const mine = this.own.length - 1;
    if (seen.step > mine) return { valid: false, problem: `rolled back: step ${seen.step} was seen, the history ends at ${mine}` };
    const at = this.own[seen.step];
    if (at?.link !== seen.link) return { valid: false, problem: `forked at step ${seen.step}` };
    const reported = seen.outcome ?? null;
    if (reported !== null && at.outcome?.sig !== reported) {
      return { valid: false, problem: at.outcome ? `forked at step ${seen.step}: another outcome was reported for it` : `rolled back: an outcome was reported for step ${seen.step}, the history has none` };
    }
    return { valid: true };
  }

  /** Appends an entry, links and signs it. The history must have verified (or be new). */
  append(signer: Signer, fields: EntryFields): HistoryEntry {
    const entry = this.next(signer, fields);
    this.add(signer, entry);
    return entry;
  }

  /**
   * The next entry, linked and signed, without adding it: a check adds it (`add`) once the head
   * store let the session's head advance to it.
   */
  next(signer: Signer, fields: EntryFields): HistoryEntry {
    const prev = this.own.at(-1);
    // Written out field by field: one shape for every entry, and no field the caller added comes along.
    const entry: HistoryEntry = {
      at: fields.at,
      agent: fields.agent,
      tool: fields.tool,
      digest: fields.digest,
      args: sortedRecord(fields.args),
      numbers: sortedRecord(fields.numbers),
      origins: sortedRecord(fields.origins),
      marks: fields.marks,
      decision: fields.decision,
      reasons: fields.reasons,
      compensationOf: fields.compensationOf,
      plan: fields.plan,
      step: this.own.length,
      session: this.session,
      outcome: null,
      link: "",
      sig: "",
    };
    entry.link = chainLink(prev?.link ?? (this.genesis ??= genesisLink(this.session)), prev?.sig ?? "", prev?.outcome ?? null, entry);
    entry.sig = signLink(signer, entry.link);
    return entry;
  }

  /** Adds an entry `next` made; refused if the history moved since (an entry added, an outcome reported). */
  add(signer: Signer, entry: HistoryEntry): void {
    const prev = this.own.at(-1);
    if (entry.step !== this.own.length || entry.session !== this.session || chainLink(prev?.link ?? this.head, prev?.sig ?? "", prev?.outcome ?? null, entry) !== entry.link) {
      throw new ToolgateError("input_invalid", `the entry for step ${entry.step} was made on another head of this history`, { path: "entry" });
    }
    this.push(signer, entry);
  }

  private push(signer: Signer, entry: HistoryEntry): void {
    this.own.push(entry);
    this.facts?.add(entry);
    this.shown?.push(copyEntry(entry));
    signedBy(signer).touch(this.session, this.own);
  }

  /**
   * Adds an entry made elsewhere (an answer recorded in a head store, given back when its call is
   * sent again) if it is the next link of this verified history and its signature verifies.
   */
  adopt(signer: Signer, given: unknown): HistoryEntry | undefined {
    const entry = readEntry(given, true);
    const prev = this.own.at(-1);
    if (!entry || entry.outcome !== null || entry.step !== this.own.length || entry.session !== this.session) return undefined;
    if (chainLink(prev?.link ?? (this.genesis ??= genesisLink(this.session)), prev?.sig ?? "", prev?.outcome ?? null, entry) !== entry.link) return undefined;
    if (!headSigned(signer, entry).valid) return undefined;
    this.push(signer, entry);
    return entry;
  }

  /**
   * The outcome as it is recorded for the newest step: its fields in order, signed over the
   * entry. Nothing is recorded yet (see `setOutcome`).
   */
  signOutcome(signer: Signer, step: number, outcome: Outcome): Outcome {
    const entry = this.reportable(step);
    const out: Outcome = { status: outcome.status, at: outcome.at };
    if (outcome.fields !== undefined) out.fields = sortedRecord({ ...outcome.fields });
    if (outcome.values !== undefined) out.values = [...outcome.values];
    out.sig = toBase64Url(signer.sign(reportMessage(entry, out)));
    return out;
  }

  /** Records a signed outcome of the newest step; refused when its signature does not verify for that entry. */
  setOutcome(signer: Signer, step: number, outcome: Outcome): void {
    const entry = this.reportable(step);
    if (!headSigned(signer, { ...entry, outcome }).valid) throw new ToolgateError("report_invalid", `the outcome given for step ${step} is not signed for it`, { path: "outcome" });
    this.facts?.remove(entry);
    entry.outcome = copyOutcome(outcome);
    this.facts?.add(entry);
    if (this.shown?.[step]) this.shown[step]!.outcome = copyOutcome(outcome);
  }

  /** Signs and records what became of the newest step (`signOutcome`, then `setOutcome`). An earlier step's outcome is already bound by a link. */
  report(step: number, outcome: Outcome, signer: Signer): Outcome {
    const signed = this.signOutcome(signer, step, outcome);
    this.setOutcome(signer, step, signed);
    return signed;
  }

  /** The newest entry, when it is step `step`; a report of any other step is refused. */
  reportable(step: number): HistoryEntry {
    const last = this.own.length - 1;
    if (!Number.isInteger(step) || step < 0 || step > last) {
      throw new ToolgateError("report_invalid", `no step ${step} in this history (it has ${this.own.length})`, { path: "step" });
    }
    if (step !== last) {
      throw new ToolgateError("report_invalid", `step ${step} is already bound by step ${step + 1}: report a call's outcome before the next call is checked`, { path: "step" });
    }
    return this.own[step]!;
  }
}

/** Whether the newest entry is signed: its report's signature when it has an outcome (which covers the entry's), else its own. */
function headSigned(signer: Signer, last: HistoryEntry): Verification {
  let ok = false;
  try {
    if (last.outcome === null) ok = signer.verify(Buffer.from(SIGNED + last.link), fromBase64Url(last.sig));
    else if (typeof last.outcome.sig !== "string") return { valid: false, problem: "the newest entry's outcome is not signed" };
    else ok = signer.verify(reportMessage(last, last.outcome), fromBase64Url(last.outcome.sig));
  } catch {
    ok = false;
  }
  if (ok) return { valid: true };
  return { valid: false, problem: last.outcome === null ? "the newest entry's signature does not verify" : "the newest entry's reported outcome does not verify" };
}
