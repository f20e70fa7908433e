// Stored sessions: the service keeps a session's entries, signed and chained as a carried history
// is, so the caller sends only the session id and the head it last saw. The store holds entries;
// `StoredHistories` holds, per session, the history this process verified from them, so a check
// on a session it already holds reads no entry, however long the session.
import { History, type HistoryEntry } from "./history.js";
import { after, sameHead, type Head, type MaybePromise } from "./heads.js";
import type { HistoryJSON } from "./shape.js";
import type { Verification } from "./signing.js";
import type { Signer } from "../crypto/ed25519.js";

/**
 * Keeps sessions' entries. Either method may answer with a promise (a store across the network).
 * An entry is written after the head store let the head advance to it, and written again when
 * its outcome is reported; the head store stays the one truth of where a session is. A step may
 * be written by more than one process (its writer, and a reader that found it missing and took
 * it from the head), in any order: a write never takes a kept step back.
 */
export interface EntryStore {
  /**
   * The session's entries with step `from` (default 0) and after, in step order; empty when none.
   * A row that cannot be read back as an entry is given as `null` in its place, never left out.
   */
  entries(session: string, from?: number): MaybePromise<HistoryEntry[]>;
  /**
   * Records an entry by (session, step): a new one (the next step), or a step already kept whose
   * reported outcome's signature is still `replaces` (null: none reported), rewritten with its
   * new outcome (the rest of an entry never changes once written). A step kept with another
   * outcome is left as it is: that write came late, after a newer one. A step past the next is
   * an error.
   */
  put(session: string, entry: HistoryEntry, replaces: string | null): MaybePromise<void>;
}

/** Where a row cannot be read back: not an entry, so the session does not verify. */
const UNREADABLE = null as unknown as HistoryEntry;

/**
 * A stored row's entry, for stores that keep entries as JSON text: the entry, or `null` in its
 * place when the row is not JSON text (half written, or changed by hand), so that the session
 * does not verify (`EntryStore.entries`) instead of a parse error escaping the store.
 */
export function storedEntry(text: unknown): HistoryEntry {
  if (typeof text !== "string") return UNREADABLE;
  try {
    return JSON.parse(text) as HistoryEntry;
  } catch {
    return UNREADABLE;
  }
}

export class MemoryEntryStore implements EntryStore {
  private readonly bySession = new Map<string, HistoryEntry[]>();

  entries(session: string, from = 0): HistoryEntry[] {
    return (this.bySession.get(session) ?? []).slice(from).map((e) => structuredClone(e));
  }

  put(session: string, entry: HistoryEntry, replaces: string | null): void {
    let list = this.bySession.get(session);
    if (!list) this.bySession.set(session, (list = []));
    if (entry.step > list.length) throw new Error(`step ${entry.step} is not the next step of session ${session} (it has ${list.length})`);
    const kept = list[entry.step];
    if (kept && (kept.outcome?.sig ?? null) !== replaces) return;
    list[entry.step] = structuredClone(entry);
  }
}

/** The sessions this process holds, verified from an entry store, newest used last. */
export class StoredHistories {
  /** How many sessions are held at most; the one used least recently is let go first. */
  static readonly KEEP = 1_000;
  /** How many times the entries are read while the head is ahead of them, the waits between doubling from `WAIT_MS` (5+10+…+160 ms). */
  static readonly READS = 6;
  static readonly WAIT_MS = 5;
  private readonly held = new Map<string, History>();

  constructor(
    readonly store: EntryStore,
    private readonly signer: Signer,
  ) {}

  /**
   * The session's history as the store has it, verified: the one held here when it is at the
   * head `seen` (or, with no head store, always), else (or with `force`) read again. A history
   * that does not verify is answered so, and not held; `read` says whether the store was read.
   */
  load(session: string, seen: Head | undefined, hasHeads: boolean, force = false): MaybePromise<{ history: History; verification: Verification; read: boolean }> {
    const held = this.held.get(session);
    if (held && !force && (!hasHeads || sameHead(seen, held.point))) {
      this.held.delete(session);
      this.held.set(session, held);
      return { history: held, verification: { valid: true }, read: false };
    }
    return this.read(session, hasHeads ? seen : undefined, 1);
  }

  /**
   * Reads the session's entries. Another process advances the head before it writes the entry
   * (or the outcome) the head points at. A head that carries that entry, one step ahead of the
   * entries read, gives it: verified against the head and written here (`fromHead`). Otherwise,
   * while the head seen is ahead of the entries, they are read again after a short wait, `READS`
   * times at most, and then answered as not verifying.
   */
  private read(session: string, seen: Head | undefined, reads: number): MaybePromise<{ history: History; verification: Verification; read: boolean }> {
    return after(this.store.entries(session), (entries) => {
      const json: HistoryJSON = { version: 1, session, entries };
      const history = History.from(json);
      // A row the store could not read back (half written, or changed by hand) is never skipped
      // over nor waited on: the session does not verify.
      const unreadable = Array.isArray(entries) ? entries.findIndex((e) => typeof e !== "object" || e === null || Array.isArray(e)) : 0;
      if (unreadable !== -1) {
        this.held.delete(session);
        return { history, verification: { valid: false, problem: `the entry store holds an entry it cannot read back (row ${unreadable})` }, read: true };
      }
      if (seen && behind(history.point, seen)) {
        if (oneStepBehind(entries, seen)) return this.fromHead(session, entries, seen);
        if (reads < StoredHistories.READS) return wait(StoredHistories.WAIT_MS * 2 ** (reads - 1)).then(() => this.read(session, seen, reads + 1));
        this.held.delete(session);
        const problem = `the head store is at step ${seen.step}${seen.outcome === null ? "" : " with its outcome"} and the entry store still behind it after ${reads} reads`;
        return { history, verification: { valid: false, problem }, read: true };
      }
      const verification = history.verify(this.signer);
      if (verification.valid) this.hold(history);
      else this.held.delete(session);
      return { history, verification, read: true };
    });
  }

  /**
   * The session with the entry the head carries in place of the newest one the store is missing
   * (a step, or its reported outcome), verified as a whole against that head (the chain, the
   * entry's signature and its outcome's, the head's link and outcome), and the entry written to
   * the store. A carried entry that does not verify is never written: the session does not verify.
   */
  private fromHead(session: string, entries: HistoryEntry[], seen: Head): MaybePromise<{ history: History; verification: Verification; read: boolean }> {
    const carried = storedEntry(seen.entry);
    const missing = seen.step === entries.length;
    const history = History.from({ version: 1, session, entries: missing ? [...entries, carried] : [...entries.slice(0, -1), carried] });
    const verification = carried === UNREADABLE ? { valid: false as const, problem: "it is not JSON text" } : history.verifyAt(this.signer, seen);
    if (!verification.valid) {
      this.held.delete(session);
      return { history, verification: { valid: false, problem: `the head store is at step ${seen.step} and the entry it carries does not verify: ${verification.problem}` }, read: true };
    }
    // The step as the store keeps it now is what this write may replace: a newer write made in between is kept.
    const replaces = missing ? null : (entries.at(-1)!.outcome?.sig ?? null);
    return after(this.store.put(session, carried, replaces), () => {
      this.hold(history);
      return { history, verification, read: true };
    });
  }

  /** Holds a history made or extended here (a new stored session, or one after `history_invalid`). */
  hold(history: History): void {
    this.held.delete(history.session);
    this.held.set(history.session, history);
    while (this.held.size > StoredHistories.KEEP) this.held.delete(this.held.keys().next().value!);
  }

  /** Writes the entry at `step` of a held history: new (`replaces` null), or with its outcome in place of the one signed `replaces`. */
  write(history: History, step: number, replaces: string | null): MaybePromise<void> {
    const entry = history.entry(step);
    if (!entry) return;
    this.hold(history);
    return this.store.put(history.session, entry, replaces);
  }
}

/** Whether the head store's head is past the entries read: a step, or a reported outcome, not written yet. */
function behind(point: Head | undefined, seen: Head): boolean {
  if (!point) return true;
  if (point.step !== seen.step) return point.step < seen.step;
  return point.link === seen.link && seen.outcome !== null && (point.outcome ?? null) !== seen.outcome;
}

/**
 * Whether the entries read miss only what the head carries: its step, the next one, or the
 * reported outcome of the newest step kept. A head carries its newest entry only, so a store
 * further behind cannot be made whole from it.
 */
function oneStepBehind(entries: readonly HistoryEntry[], seen: Head): boolean {
  return typeof seen.entry === "string" && (seen.step === entries.length || seen.step === entries.length - 1);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
