// The shared types of the engine's data: the decision, a check's mode, a history entry with its
// outcome, the call as proposed with its origins and marks. The check interface, the call
// context, the pipeline, the settings, the history and the history's link and summary all name
// them; kept here, none of those files imports another for its types, so the engine's modules
// form no cycle.
import type { TrustLevel } from "./catalogue/catalogue.js";

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

/** The call as proposed. */
export interface CallFacts {
  readonly tool: string;
  readonly arguments: Readonly<Record<string, unknown>>;
  readonly agent: string | undefined;
  /** Origin per argument name; an absent origin is `model`. */
  readonly origins: Readonly<Record<string, string>>;
  readonly labels: { readonly call: readonly string[]; readonly arguments: Readonly<Record<string, readonly string[]>> };
  readonly compensationOf: number | undefined;
  readonly confirmation: string | undefined;
  readonly plan: string | undefined;
  /** Digest of the canonical arguments, salted with the session (what tokens and plans cover). */
  readonly digest: string;
}

/** How far each argument's origin is trusted (seed 000, "Where each argument came from"). */
export interface OriginVerdict {
  readonly origin: string;
  readonly trusted: boolean;
  /** Why it is not trusted, in a few words. */
  readonly why?: string;
}

/** A mark on the call: where less trusted content came from. */
export interface Mark {
  readonly source: string;
  readonly level: TrustLevel;
  /** `call`, or the argument the mark is on. */
  readonly on: string;
  /**
   * A weaker mark: the whole value of a structured field of a tool that reads outside (an id, a
   * sender's IBAN). Reported, written `outside:<tool>`, but it does not by itself taint a call.
   */
  readonly weak?: boolean;
  /** The mark is on an argument that names where the call goes: it holds a read too. */
  readonly destination?: boolean;
  /** The reported step and result field the marked value came from, when the session found it there. */
  readonly step?: number;
  readonly field?: string;
}
