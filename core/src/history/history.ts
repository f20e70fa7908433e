// The session's signed history. Each answer appends an entry; its link hashes the link and the
// signature before it, the outcome reported for the entry before it, and the entry itself; its
// signature signs the link. A reported outcome is signed too, over the entry's link and
// signature and the outcome itself, so the newest entry's outcome (which no link binds yet)
// cannot be edited either. Verifying a history is one signature check on the head (the report's
// when the newest entry has an outcome, else the entry's) and a hash chain; a history this
// process signed is not verified again.
import type { HistoryEntry, Outcome, OutcomeStatus } from "../model.js";
import { toBase64Url, type Signer } from "../crypto/ed25519.js";
import { ToolgateError } from "../errors.js";
import { chainLink } from "./history-link.js";
import { HistorySummary, type HistoryFacts } from "./history-summary.js";
import { historyShapeProblem, readEntry, readHistory, type HistoryJSON } from "./shape.js";
import { after, type Head, type HeadStore, type MaybePromise } from "./heads.js";
import { changedField, copyEntry, copyOutcome, genesisLink, headSigned, reportMessage, sameValue, signLink, sortedRecord, type EntryFields, type Verification } from "./signing.js";
import { signedBy, signedPrefix } from "./signed-histories.js";

export type { HistoryEntry, Outcome, OutcomeStatus } from "../model.js";

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
  /**
   * The entry `next` made last, the newest entry it was linked after and that entry's outcome
   * then: `add` takes it without hashing it again while the history still ends there.
   */
  private made: HistoryEntry | undefined;
  private madeAfter: HistoryEntry | undefined;
  private madeAfterOutcome: Outcome | null = null;
  /** The answer of a verification that failed, and the signer it failed for: asked again, with nothing changed since, it is the answer. */
  private refused: { signer: Signer; verification: Verification } | undefined;

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
    try {
      return History.read(input);
    } catch (e) {
      // A proxy's trap or a getter of the caller's that throws: not data, and never an exception out.
      return new History("?", [], false, `the history cannot be read as data (${e instanceof Error ? e.message.split("\n")[0] : "it threw"})`);
    }
  }

  private static read(input: unknown): History {
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
    // Each value is read once, and what is kept is what was read (shape.ts).
    const read = readHistory(data, !parsedHere);
    if (read) return new History(read.session, read.entries, false);
    // Refused: the schema names the problem. Nothing read from here on is kept, and a history the
    // reader refuses is never taken, whatever the schema says of it (a value JSON does not write,
    // as an infinite number, or an object not made as data).
    const problem = historyShapeProblem(data) ?? "the history is malformed: a value in it is not JSON data";
    const session = (data as { session?: unknown } | null)?.session;
    return new History(typeof session === "string" ? session : "?", [], false, problem);
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
          let changed: string | undefined;
          try {
            changed = changedField(shown[i]!, own[i]!, true);
          } catch {
            // What the caller put there throws when it is read (a proxy, a getter): changed, not an exception out.
            changed = "entry";
          }
          if (changed) return { valid: false, problem: `entry ${i} was changed (\`${changed}\`)` };
        }
      }
      return { valid: true };
    }
    // Not verified yet: what the caller holds now is what is verified, read as a history from
    // outside is (each value once, of the history's shape), never taken as it is.
    if (shown) {
      const read = readShown(shown);
      if (typeof read === "string") return { valid: false, problem: read };
      this.own.splice(0, this.own.length, ...read);
      this.facts = undefined;
    } else if (this.refused?.signer === signer) {
      return this.refused.verification;
    }
    const chain = this.verifyChain(signer);
    if (!chain.valid) {
      this.refused = shown ? undefined : { signer, verification: chain };
      return chain;
    }
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
    this.made = entry;
    this.madeAfter = prev;
    this.madeAfterOutcome = prev?.outcome ?? null;
    return entry;
  }

  /**
   * Adds an entry `next` made; refused if the history moved since (an entry added, an outcome
   * reported). The entry `next` made last, on the head the history still has (the same newest
   * entry, the same outcome object: a report replaces it), is the link it was made as; any other
   * is linked again and compared.
   */
  add(signer: Signer, entry: HistoryEntry): void {
    const prev = this.own.at(-1);
    const madeOnThisHead = entry === this.made && prev === this.madeAfter && (prev?.outcome ?? null) === this.madeAfterOutcome;
    this.made = this.madeAfter = undefined;
    if (entry.step !== this.own.length || entry.session !== this.session || (!madeOnThisHead && chainLink(prev?.link ?? this.head, prev?.sig ?? "", prev?.outcome ?? null, entry) !== entry.link)) {
      throw new ToolgateError("input_invalid", `the entry for step ${entry.step} was made on another head of this history`, { path: "entry" });
    }
    this.push(signer, entry);
  }

  private push(signer: Signer, entry: HistoryEntry): void {
    this.refused = undefined;
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
    this.refused = undefined;
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

/** The caller's copy of the entries read as entries from outside are, or the problem with it. */
function readShown(shown: readonly HistoryEntry[]): HistoryEntry[] | string {
  try {
    const n = shown.length;
    const out: HistoryEntry[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const e = readEntry(shown[i], true);
      if (!e) return `entry ${i} was changed by hand into something that is not an entry`;
      out[i] = e;
    }
    return out;
  } catch (e) {
    return `the entries cannot be read as data (${e instanceof Error ? e.message.split("\n")[0] : "it threw"})`;
  }
}
