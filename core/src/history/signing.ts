// An entry's signed form: the genesis link, what a link's and a report's signatures sign, the
// canonical copies of entries, and whether the newest entry of a history is signed.
import type { HistoryEntry, Outcome } from "../model.js";
import { canonical, inOrder, sha256 } from "../crypto/digest.js";
import { fromBase64Url, toBase64Url, type Signer } from "../crypto/ed25519.js";
import { outcomeBodyDigest } from "./history-link.js";

const GENESIS = "toolgate/history/v1\n";
export const SIGNED = "toolgate/link/v1:";

export function genesisLink(session: string): string {
  return sha256(GENESIS + session);
}

export function signLink(signer: Signer, link: string): string {
  return toBase64Url(signer.sign(Buffer.from(SIGNED + link)));
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
  return Buffer.from(`${SIGNED_REPORT}${entry.link}\n${entry.sig}\n${outcomeBodyDigest(outcome)}`);
}

/**
 * A record with its keys in canonical order (itself when they already are). Entries made here keep
 * their records so: the link writer, which every check from outside runs over every entry, then
 * never sorts them. Integer-like keys cannot be put in that order (JavaScript lists them first,
 * by value); the writer sorts those.
 */
export function sortedRecord<T>(r: Record<string, T>): Record<string, T> {
  const keys = Object.keys(r);
  if (keys.length < 2 || inOrder(keys)) return r;
  keys.sort();
  const out: Record<string, T> = {};
  // Defined, not assigned: an argument named `__proto__` stays an own key of the record.
  for (const k of keys) Object.defineProperty(out, k, { value: r[k]!, enumerable: true, writable: true, configurable: true });
  return out;
}

export function copyOutcome(o: Outcome | null): Outcome | null {
  if (o === null) return null;
  const out: Outcome = { status: o.status, at: o.at };
  if (o.fields !== undefined) out.fields = { ...o.fields };
  if (o.values !== undefined) out.values = [...o.values];
  if (o.sig !== undefined) out.sig = o.sig;
  return out;
}

/** A copy of an entry of the known shape (made here, or validated by the history schema). */
export function copyEntry(e: HistoryEntry): HistoryEntry {
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
export function sameValue(a: unknown, b: unknown): boolean {
  return plainlyEqual(a, b) || sameCanonical(a, b);
}

const enumerable = Object.prototype.propertyIsEnumerable;

/**
 * A quick yes for values that are equal as they stand: the same primitive, or records and lists
 * of them whose own keys and items are all defined and equal. It walks own keys with `for…in`,
 * which allocates nothing (a history coming back is compared entry by entry on every check it
 * comes with). False is no answer: `sameCanonical` decides (NaN, -0, holes, undefined values,
 * inherited keys, a key on one side only).
 */
function plainlyEqual(a: unknown, b: unknown): boolean {
  if (a === b) return a !== undefined;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!plainlyEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k) || !enumerable.call(y, k) || !plainlyEqual(x[k], y[k])) return false;
    keys++;
  }
  for (const k in y) {
    if (!Object.hasOwn(y, k)) return false;
    keys--;
  }
  return keys === 0;
}

/** Whether two values give the same canonical JSON, whatever they are. */
function sameCanonical(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return canonical(a) === canonical(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return canonical(a) === canonical(b);
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      // A hole is not a value: canonical() writes none for it (so `[<hole>]` and `[]` write
      // alike), JSON writes null. A list with a hole where the other has a value is another list.
      const has = i in a;
      if (has !== i in b) return false;
      if (has && !sameValue(a[i], b[i])) return false;
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
    if (!enumerable.call(y, k) || y[k] === undefined || !sameValue(v, y[k])) return false;
  }
  for (const k of Object.keys(y)) if (y[k] !== undefined) defined--;
  return defined === 0;
}

/**
 * The first field in which the caller's entry differs from the one signed, or undefined. Written
 * out field by field (named reads, not a loop over key names): it runs for every entry of a
 * history that comes back to the process that signed it.
 */
export function changedField(shown: HistoryEntry, signed: HistoryEntry, compareOutcome: boolean): string | undefined {
  if (typeof shown !== "object" || shown === null) return "entry";
  if (shown.step !== signed.step) return "step";
  if (shown.at !== signed.at) return "at";
  if (shown.session !== signed.session) return "session";
  if (shown.agent !== signed.agent) return "agent";
  if (shown.tool !== signed.tool) return "tool";
  if (shown.digest !== signed.digest) return "digest";
  if (shown.decision !== signed.decision) return "decision";
  if (shown.compensationOf !== signed.compensationOf) return "compensationOf";
  if (shown.plan !== signed.plan) return "plan";
  if (shown.link !== signed.link) return "link";
  if (shown.sig !== signed.sig) return "sig";
  if (!sameValue(shown.args, signed.args)) return "args";
  if (!sameValue(shown.numbers, signed.numbers)) return "numbers";
  if (!sameValue(shown.origins, signed.origins)) return "origins";
  if (!sameValue(shown.marks, signed.marks)) return "marks";
  if (!sameValue(shown.reasons, signed.reasons)) return "reasons";
  if (compareOutcome && !sameValue(shown.outcome, signed.outcome)) return "outcome";
  return undefined;
}

/** Whether the newest entry is signed: its report's signature when it has an outcome (which covers the entry's), else its own. */
export function headSigned(signer: Signer, last: HistoryEntry): Verification {
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
