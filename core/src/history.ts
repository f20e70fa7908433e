// The session's signed history. Each answer appends an entry; its link hashes the link and the
// signature before it, the outcome reported for the entry before it, and the entry itself; its
// signature signs the link. Verifying a history is one signature check on the head and a hash
// chain; a history this process signed is not verified again.
import type { Decision } from "./check.js";
import { canonical, inOrder, sha256 } from "./crypto/digest.js";
import { fromBase64Url, toBase64Url, type Signer } from "./crypto/ed25519.js";
import { ToolgateError } from "./errors.js";
import { chainLink } from "./history-link.js";
import { callAjv } from "./load/ajv.js";

export type OutcomeStatus = "ran" | "failed" | "outcome_unknown" | "compensated";
export const OUTCOME_STATUSES: readonly OutcomeStatus[] = ["ran", "failed", "outcome_unknown", "compensated"];

/** What became of a call: the caller's report, bound by the next entry's link. */
export interface Outcome {
  status: OutcomeStatus;
  at: number;
  /** Digest of each result field, by dotted path. */
  fields?: Record<string, string>;
  /** Digests of the value keys a grammar found in the result's text, and of its leaves. */
  values?: string[];
}

export interface HistoryEntry {
  step: number;
  at: number;
  session: string;
  agent: string | null;
  tool: string;
  /** Digest of the canonical arguments. */
  digest: string;
  /** Digest of each argument, by name. */
  args: Record<string, string>;
  /** Numeric arguments as numbers, for limits per period. */
  numbers: Record<string, number>;
  origins: Record<string, string>;
  marks: string[];
  decision: Decision;
  reasons: string[];
  compensationOf: number | null;
  /** The signed plan this call belonged to, by its digest, or null. */
  plan: string | null;
  outcome: Outcome | null;
  link: string;
  sig: string;
}

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
// The schema is the definition; it names the first problem of a history that does not fit.
const validateHistory = callAjv.compile<HistoryJSON>(historySchema);

/** What is wrong with a history's shape, by the schema, or undefined when it fits. */
export function historyShapeProblem(data: unknown): string | undefined {
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

const OUTCOME_KEYS: ReadonlySet<string> = new Set(["status", "at", "fields", "values"]);

function readOutcome(x: unknown, copy: boolean): Outcome | null | undefined {
  if (x === null) return null;
  if (!plainObject(x) || !STATUSES.has(x.status) || !isFiniteNumber(x.at)) return undefined;
  for (const k of Object.keys(x)) if (!OUTCOME_KEYS.has(k)) return undefined;
  const fields = x.fields === undefined ? undefined : recordOf<string>(x.fields, isDigest, copy);
  const values = x.values === undefined ? undefined : stringsOf(x.values, isDigest, copy);
  if ((x.fields !== undefined && !fields) || (x.values !== undefined && !values)) return undefined;
  if (!copy) return x as unknown as Outcome;
  const out: Outcome = { status: x.status as OutcomeStatus, at: x.at as number };
  if (fields) out.fields = fields;
  if (values) out.values = values;
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

/** The newest point of a session's history: what a head store keeps to refuse rollbacks. */
export interface Head {
  step: number;
  link: string;
}

/** Keeps the newest head per session, so an older but validly signed history is refused. */
export interface HeadStore {
  get(session: string): Head | undefined;
  put(session: string, head: Head): void;
}

export class MemoryHeadStore implements HeadStore {
  private readonly heads = new Map<string, Head>();
  get(session: string): Head | undefined {
    return this.heads.get(session);
  }
  put(session: string, head: Head): void {
    const old = this.heads.get(session);
    if (!old || head.step >= old.step) this.heads.set(session, head);
  }
}

export type Verification = { valid: true } | { valid: false; problem: string };

/** What a caller gives for a new entry; the history adds its step, session, link and signature. */
export type EntryFields = Omit<HistoryEntry, "step" | "session" | "outcome" | "link" | "sig">;

/** An entry linked onto a history but not yet signed or added (see `History.prepare`). */
export interface PreparedEntry {
  readonly entry: HistoryEntry;
  /** The newest entry when it was prepared, and that entry's outcome then. */
  readonly after: HistoryEntry | undefined;
  readonly afterOutcome: Outcome | null;
  /** Who signed it when it was prepared, if anyone did. */
  readonly signer: Signer | undefined;
}

/** A verification whose last part (the head's signature) may still be running: see `History.beginVerify`. */
export interface PendingVerification {
  /** Everything but what is still running. */
  now: Verification;
  /** Whether the head's signature is still being checked (`finish` will wait for it). */
  running: boolean;
  /** The whole answer; waits for what is still running. */
  finish(): Verification;
}

function settled(v: Verification): PendingVerification {
  return { now: v, running: false, finish: () => v };
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
 * the entry after it, which is hashed).
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
 * so an edit by hand is still caught.
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

  get length(): number {
    return (this.shown ?? this.own).length;
  }

  /** The link of the newest entry, or the genesis link. */
  get head(): string {
    return this.own.at(-1)?.link ?? (this.genesis ??= genesisLink(this.session));
  }

  toJSON(): HistoryJSON {
    return { version: 1, session: this.session, entries: this.shown ? structuredClone(this.shown) : this.own.map(copyEntry) };
  }

  /**
   * Verifies the history: its shape, each entry's step and session, the hash chain, the head's
   * signature, and (with a head store) that it is not older than the newest head seen.
   */
  verify(signer: Signer, heads?: HeadStore): Verification {
    return this.beginVerify(signer, heads).finish();
  }

  /**
   * Verifies the history as `verify` does, but leaves the head's signature running beside (where
   * the signer can verify on another thread): `now` is the answer without it, `finish()` the
   * whole answer. A check runs on `now` while the signature is verified, and answers only once
   * `finish()` said valid.
   */
  beginVerify(signer: Signer, heads?: HeadStore): PendingVerification {
    if (this.malformed) return settled({ valid: false, problem: this.malformed });
    const shown = this.shown;
    if (this.sealed) {
      if (shown) {
        // The caller holds a copy: compare it with what was signed. The newest outcome is the caller's own report.
        const own = this.own;
        if (shown.length !== own.length) return settled({ valid: false, problem: `entries were ${shown.length < own.length ? "removed" : "added"} by hand` });
        for (let i = 0; i < own.length; i++) {
          const changed = changedField(shown[i]!, own[i]!, i < own.length - 1);
          if (changed) return settled({ valid: false, problem: `entry ${i} was changed (\`${changed}\`)` });
        }
        const last = own.length - 1;
        if (last >= 0 && !sameValue(shown[last]!.outcome, own[last]!.outcome)) own[last]!.outcome = structuredClone(shown[last]!.outcome);
      }
      return settled(this.checkHead(heads));
    }
    // Not verified yet: what the caller holds now is what is verified.
    if (shown) this.own.splice(0, this.own.length, ...structuredClone(shown));
    const chain = this.verifyChain(signer);
    if (!chain.valid) return settled(chain);
    const now = this.checkHead(heads);
    const head = chain.head;
    if (!now.valid) return settled(now);
    if (!head) {
      this.sealed = true;
      return settled(now);
    }
    let whole: Verification | undefined;
    return {
      now,
      running: true,
      finish: () => {
        if (whole) return whole;
        let ok = false;
        try {
          ok = head();
        } catch {
          ok = false;
        }
        if (!ok) return (whole = { valid: false, problem: "the newest entry's signature does not verify" });
        this.sealed = true;
        return (whole = now);
      },
    };
  }

  /** The chain from the first entry this signer did not make as it stands; `head`, when set, gives the head's signature check. */
  private verifyChain(signer: Signer): Verification & { head?: () => boolean } {
    const entries = this.own;
    // Entries this signer made and still holds as they were need no hashing: the chain resumes after them.
    const signed = entries.length > 0 ? signedBy(signer).get(this.session) : undefined;
    const from = signed ? signedPrefix(entries, signed) : 0;
    const last = entries.at(-1);
    // The head's signature is verified beside while the chain is hashed, unless this signer made that head as it is.
    let head: (() => boolean) | undefined;
    if (last && !(signed && from === entries.length && from === signed.length)) {
      const message = Buffer.from(SIGNED + last.link);
      const signature = fromBase64Url(last.sig);
      head = signer.verifyLater ? signer.verifyLater(message, signature) : () => signer.verify(message, signature);
    }
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
    return head ? { valid: true, head } : { valid: true };
  }

  private checkHead(heads: HeadStore | undefined): Verification {
    if (!heads) return { valid: true };
    const seen = heads.get(this.session);
    if (!seen) return { valid: true };
    const mine = this.own.length - 1;
    if (seen.step > mine) return { valid: false, problem: `rolled back: step ${seen.step} was seen, the history ends at ${mine}` };
    if (this.own[seen.step]?.link !== seen.link) return { valid: false, problem: `forked at step ${seen.step}` };
    return { valid: true };
  }

  /** Appends an entry, links and signs it. The history must have verified (or be new). */
  append(signer: Signer, fields: EntryFields, heads?: HeadStore): HistoryEntry {
    return this.commit(signer, this.prepare(fields), heads);
  }

  /**
   * Links the next entry without adding it, so the work can be done while something else is
   * awaited: a check prepares (and `sign`s) its entry while the head's signature is verified
   * beside, and commits it once it is. Nothing prepared is part of the history, or leaves it,
   * until `commit`.
   */
  prepare(fields: EntryFields): PreparedEntry {
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
    return { entry, after: prev, afterOutcome: prev?.outcome ?? null, signer: undefined };
  }

  /** Signs a prepared entry, still without adding it. */
  sign(prepared: PreparedEntry, signer: Signer): PreparedEntry {
    prepared.entry.sig = signLink(signer, prepared.entry.link);
    return { ...prepared, signer };
  }

  /** Signs (unless it was, by this signer) and adds a prepared entry; linked again if the newest entry or its reported outcome changed since it was prepared. */
  commit(signer: Signer, prepared: PreparedEntry, heads?: HeadStore): HistoryEntry {
    const prev = this.own.at(-1);
    let entry = prepared.entry;
    if (entry.session !== this.session || entry.step !== this.own.length || prepared.after !== prev || (prev?.outcome ?? null) !== prepared.afterOutcome) {
      const { step: _step, session: _session, outcome: _outcome, link: _link, sig: _sig, ...fields } = entry;
      entry = this.prepare(fields).entry;
    }
    if (entry !== prepared.entry || prepared.signer !== signer || entry.sig === "") entry.sig = signLink(signer, entry.link);
    this.own.push(entry);
    this.shown?.push(copyEntry(entry));
    signedBy(signer).touch(this.session, this.own);
    heads?.put(this.session, { step: entry.step, link: entry.link });
    return entry;
  }

  /** Records what became of the newest step. An earlier step's outcome is already bound by a link. */
  report(step: number, outcome: Outcome): void {
    const last = this.own.length - 1;
    if (!Number.isInteger(step) || step < 0 || step > last) {
      throw new ToolgateError("report_invalid", `no step ${step} in this history (it has ${this.own.length})`, { path: "step" });
    }
    if (step !== last) {
      throw new ToolgateError("report_invalid", `step ${step} is already bound by step ${step + 1}: report a call's outcome before the next call is checked`, { path: "step" });
    }
    const own = (this.own[step]!.outcome = outcome.fields === undefined ? outcome : { ...outcome, fields: sortedRecord(outcome.fields) });
    if (this.shown?.[step]) this.shown[step]!.outcome = copyOutcome(own);
  }
}
