// A reported outcome: what is kept of a tool's result (the digests of its fields and values), and
// each result's index, kept once its outcome is recorded, for origins worked out later.
import type { TurnReading, Grammar } from "@toolgate/grammar-kit";
import type { Catalogue } from "../catalogue/catalogue.js";
import { canonical, keyDigest, sha256 } from "../crypto/digest.js";
import type { HistoryEntry, Outcome, OutcomeStatus } from "../model.js";
import type { ResultIndex } from "./origins.js";
import { actKeys, actReader } from "./acts.js";
import { turnWordsOf } from "./turn-words.js";
import { jsonData, turnValueKeys, valueKeys } from "./values.js";
import { put } from "./call-input.js";
import { budgetedReader } from "./reading-budget.js";
import { deferredModule } from "../load/deferred-module.js";

/** The readers of a result's texts, loaded when a result is first reported. */
const origins = deferredModule<typeof import("./origins.js")>(new URL("./origins.js", import.meta.url));

/** What an outcome is read with: the session clock, the catalogue and the grammars. */
export interface OutcomeReader {
  now(): number;
  readonly catalogue: Catalogue;
  readText(text: string, language: string | undefined): TurnReading;
  /** The installed grammars: an instruction-shaped text's act words are theirs (acts.ts), and the words a name says nothing with (turn-words.ts). */
  readonly grammars: ReadonlyMap<string, Grammar>;
}

/** What recognises a report sent again: the entry it is of, and the outcome without its time and signature. */
export function reportKey(session: string, entry: HistoryEntry, o: Outcome): string {
  return sha256(canonical(["toolgate/report/v1", session, entry.step, entry.link, o.status, o.fields ?? null, o.values ?? null]));
}

/** Each reported result's index, by session and step: pending until its outcome is recorded, then kept with the outcome's signature. */
export class ResultIndexes {
  private readonly kept = new Map<string, { sig: string | undefined; index: ResultIndex }>();
  private readonly pending = new Map<string, ResultIndex>();
  /** The reads asked with the person's description of their source (sought-results.ts), by session and step. */
  private readonly soughtSteps = new Set<string>();
  /** The same steps by session, for the reads that open a message one of them found. */
  private readonly soughtBySession = new Map<string, number[]>();

  pend(session: string, step: number, index: ResultIndex): void {
    this.pending.set(`${session}:${step}`, index);
  }

  /** The reported result's index, kept once its outcome is recorded, bound to the outcome's signature. */
  commit(session: string, step: number, outcome: Outcome): void {
    const key = `${session}:${step}`;
    const index = this.pending.get(key);
    this.pending.delete(key);
    if (index && outcome.status === "ran") this.kept.set(key, { sig: outcome.sig, index });
  }

  seek(session: string, step: number): void {
    this.soughtSteps.add(`${session}:${step}`);
    let steps = this.soughtBySession.get(session);
    if (!steps) this.soughtBySession.set(session, (steps = []));
    steps.push(step);
  }

  /** The kept indexes of the session's sought reads (opened-messages.ts). */
  *soughtResults(session: string): Iterable<ResultIndex> {
    for (const step of this.soughtBySession.get(session) ?? []) {
      const kept = this.kept.get(`${session}:${step}`);
      if (kept) yield kept.index;
    }
  }

  /** Whether the read of that step was asked with the person's description of its source. */
  sought(session: string, step: number): boolean {
    return this.soughtSteps.has(`${session}:${step}`);
  }

  get(session: string, step: number): { sig: string | undefined; index: ResultIndex } | undefined {
    return this.kept.get(`${session}:${step}`);
  }
}

/** The outcome of a report, unsigned: its status and time, and the digests of its result. */
export function outcomeOf(engine: OutcomeReader, indexes: ResultIndexes, language: string | undefined, session: string, status: OutcomeStatus, result: unknown, step?: number, tool_ = ""): Outcome {
  const outcome: Outcome = { status, at: engine.now() };
  if (result !== undefined) result = jsonData(result, "report_invalid", "the result", "result");
  if (result !== undefined) {
    const fields: Record<string, string> = {};
    const values = new Set<string>();
    const flat = leaves(result);
    // The grammar reads the result's texts up to a budget (reading-budget.ts); the keys of every leaf, below, are kept whatever its length.
    const read = budgetedReader((text) => engine.readText(text, language));
    const extra = new Map<string, Set<string>>();
    for (const [path, leaf] of flat) {
      const keys = valueKeys(leaf);
      if (path && keys[0]) {
        // Every distinct leaf of a field, not only its first: `to`, `to[1]`, `to[2]` … for a list.
        const d = keyDigest(session, keys[0]);
        if (!Object.hasOwn(fields, path)) put(fields, path, d);
        else {
          const distinct = extra.get(path) ?? new Set([fields[path]!]);
          extra.set(path, distinct);
          if (!distinct.has(d)) put(fields, `${path}[${distinct.add(d).size - 1}]`, d);
        }
      }
      for (const k of keys) values.add(keyDigest(session, k));
      if (typeof leaf === "string" && leaf.length <= 20_000) {
        const reading = read(leaf);
        for (const v of reading.values) for (const k of turnValueKeys(v)) values.add(keyDigest(session, k));
        for (const d of reading.destinations) for (const k of valueKeys(d.value)) values.add(keyDigest(session, k));
      }
    }
    if (status === "ran" && step !== undefined) {
      const tool = engine.catalogue.get(tool_);
      const index = origins().indexResult(step, tool, tool_, flat, read, actReader(engine.grammars), turnWordsOf(engine.grammars));
      indexes.pend(session, step, index);
      // The act words of its instruction-shaped text, kept for a session resumed from its history.
      for (const k of actKeys(index.instructedStems, index.addressed, index.addressedUnread)) values.add(keyDigest(session, k));
    }
    outcome.fields = fields;
    outcome.values = [...values].sort();
  }
  return outcome;
}

/**
 * Flattens a result into dotted paths of its leaves, each with the record it sits in: the number
 * of the object that holds it, so that the leaves of one contact or one transaction of a list are
 * known to belong together.
 */
function leaves(value: unknown, prefix = "", out: Array<[string, unknown, number]> = [], record = { at: 0, next: 1 }): Array<[string, unknown, number]> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const outer = record.at;
    record.at = record.next++;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) leaves(v, prefix ? `${prefix}.${k}` : k, out, record);
    record.at = outer;
  } else if (Array.isArray(value)) {
    for (const v of value) leaves(v, prefix, out, record);
  } else if (prefix || value !== undefined) {
    out.push([prefix, value, record.at]);
  }
  return out;
}
