// The shared types of the engine's data: the decision, a check's mode, a history entry with its
// outcome. The check interface, the pipeline, the settings, the history and the history's link
// and summary all name them; kept here, none of those files imports another for its types, so
// the engine's modules form no cycle.

export type Decision = "allow" | "confirm" | "refuse";

/** How a check's stop is applied: not run, as a refusal, or as a question. */
export type Mode = "off" | "refuse" | "confirm";

export type OutcomeStatus = "ran" | "failed" | "outcome_unknown" | "compensated";

/** What became of a call: the caller's report, signed when it is recorded and bound by the next entry's link. */
export interface Outcome {
  status: OutcomeStatus;
  at: number;
  /** Digest of each result field, by dotted path. */
  fields?: Record<string, string>;
  /** Digests of the value keys a grammar found in the result's text, and of its leaves. */
  values?: string[];
  /** The report's signature: over the entry's link and signature and this outcome without `sig` (see `reportMessage`). */
  sig?: string;
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
