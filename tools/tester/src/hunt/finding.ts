// What the hunter reports: a coded finding at a place, with the call that shows it and the
// answer the engine gave when the hunter replayed that call.
import type { ErrorPlace } from "@toolgate/core";
import type { Severity } from "./codes.js";

/** A call, in a session whose earlier calls ran, with the facts no call carries (usage, time). */
export interface Counterexample {
  tool: string;
  arguments: Record<string, unknown>;
  origins?: Record<string, string>;
  agent?: string;
  role?: string;
  context?: Record<string, unknown>;
  /** What the person typed before the call, oldest first. */
  turns?: string[];
  /** Earlier calls of the session, each approved where asked and reported `ran` with its result. */
  history: Array<{ tool: string; arguments: Record<string, unknown>; origins?: Record<string, string>; result?: unknown }>;
  /** Undo of this history step. */
  compensationOf?: number;
  /** Rule facts set for the replay: `usage` by its params, `history` counts, `marks`, `kind`. */
  facts?: Record<string, unknown>;
  /** The session clock, ISO-8601. */
  now?: string;
}

/**
 * The answer a counterexample must get:
 * - `call`: the guardrail's answer to the call: its decision, reasons it holds and reasons it
 *   does not, and the rule its detail names;
 * - `rules`: what the rulebook decides on the call's facts (the deciding rule, `null` for none,
 *   left out when not claimed) and whether one rule, asked alone, fires;
 * - `load`: loading the file fails with this code at this path.
 */
export type Claim =
  | {
      kind: "call";
      /** The decision, when the claim names one. */
      decision?: string;
      /** Reasons the answer holds (it may hold others). */
      reasons: string[];
      /** Reasons (rule names) the answer must not hold. */
      absent?: string[];
      /** The rule the answer's detail names. */
      rule?: string;
      /**
       * The checks turned on for the replay, by what they declare: the check that answers with the
       * rulebook's rule names, and those that answer with these reasons. The settings' when not given.
       */
      replayWith?: { rulebook?: boolean; reasons?: string[] };
    }
  | { kind: "rules"; decides?: { type: "refuse" | "ask" | "allow"; rule: string } | null; alone: { rule: string; fires: boolean } }
  | { kind: "load"; code: string; path: string };

export interface Finding {
  code: string;
  severity: Severity;
  message: string;
  place: ErrorPlace;
  counterexample?: Counterexample;
  claim: Claim;
  /** What the replay answered, in the claim's terms. */
  replayed?: unknown;
}

/** A finding before its replay. */
export type Candidate = Omit<Finding, "severity" | "replayed">;
