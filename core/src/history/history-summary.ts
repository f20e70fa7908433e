// What checks read from a history, kept as the history grows: runs per tool, usage records,
// plan progress, undos, the first allowed call of each tool and the digests of reported results.
// A check asks it a question instead of walking the entries, so its cost does not grow with the
// history's length. Only the newest entry's outcome can still change (a report); the summary
// takes that entry out and puts it back with its new outcome, so every count stays exact.
// The digests of reported results are indexed only when a check first asks for one, from the
// entries counted so far: most checks never ask, and indexing every digest of a long history
// from outside was most of the summary's cost.
import type { HistoryEntry } from "../model.js";

/** A call that ran, as limits per period count it: when it ran and its numeric arguments. */
export interface RunRecord {
  readonly step: number;
  readonly at: number;
  readonly numbers: Readonly<Record<string, number>>;
}

/** The questions checks ask of a verified history. */
export interface HistoryFacts {
  /** How many entries the history has. */
  readonly count: number;
  /** How many allowed calls of `tool` ran. */
  ran(tool: string): number;
  /** Allowed calls of `tool` that ran, by tool. */
  ranByTool(): Record<string, number>;
  /** Allowed calls of `tool` that are not undos and did not fail (what `at_most` counts). */
  used(tool: string): number;
  /** The step of the first allowed call of `tool`, or undefined. */
  firstAllowed(tool: string): number | undefined;
  /** Tools with an allowed call, with the step of the first one. */
  allowedTools(): ReadonlyMap<string, number>;
  /** Allowed calls of `tool` that ran, oldest first. */
  runs(tool: string): readonly RunRecord[];
  /** Allowed calls under the plan `id` that ran. */
  planRan(id: string): number;
  /** Whether an allowed undo of `step` did not fail (with `failed` too: any allowed undo). */
  undone(step: number, evenFailed?: boolean): boolean;
  /** Allowed calls that ran and are not undos, by step, with their tool. */
  ranWrites(): ReadonlyMap<number, string>;
  /** Whether a reported result holds this value digest. */
  resultHolds(digest: string): boolean;
  /** Whether any reported result holds a value: when none does, a value's digest need not be made to look for it. */
  resultsHeld(): boolean;
}

function bump<K>(m: Map<K, number>, k: K, by: number): void {
  const n = (m.get(k) ?? 0) + by;
  if (n === 0) m.delete(k);
  else m.set(k, n);
}

const ranOf = (e: HistoryEntry) => e.decision === "allow" && e.outcome?.status === "ran";

export class HistorySummary implements HistoryFacts {
  count = 0;
  private readonly ranCount = new Map<string, number>();
  private readonly usedCount = new Map<string, number>();
  private readonly first = new Map<string, number>();
  private readonly runList = new Map<string, RunRecord[]>();
  private readonly plans = new Map<string, number>();
  /** Allowed undos per step undone: all of them, and those that did not fail. */
  private readonly undos = new Map<number, number>();
  private readonly liveUndos = new Map<number, number>();
  private readonly writes = new Map<number, string>();
  /** How many result digests the counted entries' outcomes hold, and (once asked for) how many hold each. */
  private valuesHeld = 0;
  private results: Map<string, number> | undefined;

  /** `entries` is the list this summary counts, kept by its owner: its first `count` entries are the ones added. */
  private constructor(private readonly entries: readonly HistoryEntry[]) {}

  /** A summary of `entries`, kept up to date by `add` and `remove` as that list changes. */
  static of(entries: readonly HistoryEntry[]): HistorySummary {
    const s = new HistorySummary(entries);
    for (let i = 0; i < entries.length; i++) s.add(entries[i]!);
    return s;
  }

  /** The summary of no entries. */
  static empty(): HistorySummary {
    return new HistorySummary([]);
  }

  /** Counts a new newest entry. */
  add(e: HistoryEntry): void {
    this.count++;
    this.apply(e, 1);
    if (e.decision === "allow" && !this.first.has(e.tool)) this.first.set(e.tool, e.step);
  }

  /** Takes the newest entry's outcome out (before it changes): `add` puts the entry back. */
  remove(e: HistoryEntry): void {
    this.count--;
    this.apply(e, -1);
    if (this.first.get(e.tool) === e.step) this.first.delete(e.tool);
  }

  private apply(e: HistoryEntry, by: 1 | -1): void {
    const allowed = e.decision === "allow";
    const ran = ranOf(e);
    if (ran) {
      bump(this.ranCount, e.tool, by);
      let list = this.runList.get(e.tool);
      if (by === 1) {
        if (!list) this.runList.set(e.tool, (list = []));
        list.push({ step: e.step, at: e.outcome!.at, numbers: e.numbers });
      } else if (list?.at(-1)?.step === e.step) {
        list.pop();
        if (list.length === 0) this.runList.delete(e.tool);
      }
      if (e.plan !== null) bump(this.plans, e.plan, by);
      if (e.compensationOf === null) {
        if (by === 1) this.writes.set(e.step, e.tool);
        else this.writes.delete(e.step);
      }
    }
    if (allowed && e.compensationOf === null && e.outcome?.status !== "failed") bump(this.usedCount, e.tool, by);
    if (allowed && e.compensationOf !== null) {
      bump(this.undos, e.compensationOf, by);
      if (e.outcome?.status !== "failed") bump(this.liveUndos, e.compensationOf, by);
    }
    const values = e.outcome?.values;
    if (values === undefined) return;
    this.valuesHeld += by * values.length;
    const results = this.results;
    if (results) for (let i = 0; i < values.length; i++) bump(results, values[i]!, by);
  }

  /** The digests the counted entries' results hold, with how many hold each: indexed when first asked for. */
  private resultIndex(): Map<string, number> {
    if (this.results) return this.results;
    const results = new Map<string, number>();
    for (let i = 0; i < this.count; i++) {
      const values = this.entries[i]!.outcome?.values;
      if (values) for (let j = 0; j < values.length; j++) bump(results, values[j]!, 1);
    }
    return (this.results = results);
  }

  ran(tool: string): number {
    return this.ranCount.get(tool) ?? 0;
  }

  ranByTool(): Record<string, number> {
    const out: Record<string, number> = Object.create(null) as Record<string, number>;
    for (const [k, v] of this.ranCount) out[k] = v;
    return out;
  }

  used(tool: string): number {
    return this.usedCount.get(tool) ?? 0;
  }

  firstAllowed(tool: string): number | undefined {
    return this.first.get(tool);
  }

  allowedTools(): ReadonlyMap<string, number> {
    return this.first;
  }

  runs(tool: string): readonly RunRecord[] {
    return this.runList.get(tool) ?? [];
  }

  planRan(id: string): number {
    return this.plans.get(id) ?? 0;
  }

  undone(step: number, evenFailed = false): boolean {
    return (evenFailed ? this.undos : this.liveUndos).has(step);
  }

  ranWrites(): ReadonlyMap<number, string> {
    return this.writes;
  }

  resultHolds(digest: string): boolean {
    return this.valuesHeld > 0 && this.resultIndex().has(digest);
  }

  resultsHeld(): boolean {
    return this.valuesHeld > 0;
  }
}
