// The one interface every check is written against: a plain object `{ meta, run }`. `meta`
// is the single source for docs, settings validation and examples; `run` is pure.
import type { Decision } from "../model.js";
import type { CheckContext } from "./context.js";

export type { Decision } from "../model.js";
export type { CallFacts, CheckContext, CheckNote, HistoryView, Mark, OriginVerdict, PlanFacts, SessionFacts, TenantSettings, TurnFacts } from "./context.js";

/**
 * What a check says of a call.
 * - `pass`: nothing to say.
 * - `note`: reasons for the write gate (tool check) or for the person (said-checks); does not end
 *   the chain. A tool-check note whose reason the write gate does not take stays in the trace.
 * - `decide`: the answer, ending the tool check (first that answers decides).
 */
export type Verdict =
  | { outcome: "pass"; detail?: Record<string, unknown> }
  | { outcome: "note"; reasons: string[]; detail?: Record<string, unknown>; lifts?: string[] }
  | { outcome: "decide"; decision: Decision; reasons: string[]; detail?: Record<string, unknown> };

/**
 * The verdict of a check with nothing to say and no detail: one frozen value, which the pipeline
 * takes as it is instead of checking its shape and copying it (most checks pass most calls).
 */
export const PASS: Verdict = Object.freeze({ outcome: "pass" });
export const pass = (detail?: Record<string, unknown>): Verdict => (detail ? { outcome: "pass", detail } : PASS);
export const note = (reasons: string[], detail?: Record<string, unknown>): Verdict => ({ outcome: "note", reasons, detail });
/** A note that lifts reasons for the checks after it (declared in `meta.provides.lifts`): a later check need not ask for them. */
export const lift = (lifts: string[], detail?: Record<string, unknown>): Verdict => ({ outcome: "note", reasons: [], lifts, detail });
export const refuse = (reason: string, detail?: Record<string, unknown>): Verdict => ({ outcome: "decide", decision: "refuse", reasons: [reason], detail });
export const decide = (decision: Decision, reasons: string[], detail?: Record<string, unknown>): Verdict => ({ outcome: "decide", decision, reasons, detail });

/** One example of seed 004's shape, run by the tester and rendered into the docs. */
export interface CheckExample {
  tool: string;
  arguments: Record<string, unknown>;
  /** The person's turns, oldest first; the last is the latest. */
  turns?: string[];
  /** Marks on the call (`web`, `untrusted:read_inbox`). */
  labels?: string[];
  origins?: Record<string, string>;
  agent?: string;
  role?: string;
  context?: Record<string, unknown>;
  /** Calls made before this one in the session, each reported with its outcome. */
  history?: Array<{
    tool: string;
    arguments: Record<string, unknown>;
    outcome?: "ran" | "failed" | "outcome_unknown";
    result?: unknown;
    origins?: Record<string, string>;
    /** The earlier call was the undo of this step. */
    compensation_of?: number;
  }>;
  /** The person approved exactly this call: a confirmation token is obtained and presented. */
  approved?: boolean;
  /** A token approved for another call (the same tool, other values) is presented. */
  approved_for_other?: boolean;
  /** The session's history was edited by hand before the call. */
  tampered?: boolean;
  /** The call is the undo of this step of `history`. */
  compensation_of?: number;
  /** A plan approved before the call: the tools and arguments of its steps. */
  plan?: Array<{ tool: string; arguments: Record<string, unknown> }>;
  /** Settings for checks, as `setting(id, …)` would give them. */
  settings?: Record<string, Record<string, unknown>>;
  note?: string;
}

/** A JSON Schema for a check's settings: an object whose every property has a description. */
export interface SettingsSchema {
  type: "object";
  additionalProperties?: boolean;
  properties: Record<string, { description: string; default?: unknown; [k: string]: unknown }>;
  required?: string[];
}

export interface CheckMeta {
  /** Seed 004's setting name: the folder, the manifest entry, the docs section. */
  id: string;
  title: string;
  /** What it does, simply (the docs table). */
  simply: string;
  catches: string;
  cannotCatch: string;
  /** When it stops a call: "refused", "asked", … */
  stops: string;
  reads: string[];
  switchable: boolean;
  /** False for a check that is present and documented but passes every call today. */
  active?: boolean;
  /** Every reason code this check can answer with. */
  reasons: string[];
  settings?: SettingsSchema;
  /** True for checks with modes off / refuse / confirm (the said-checks). */
  modes?: boolean;
  /**
   * How long this check's answer is waited for by default, in milliseconds (1 to 60000; 50 when
   * not given). An operator sets it per check with `setting(id, { timeout_ms })`.
   */
  timeoutMs?: number;
  examples: { allowed: CheckExample[]; stopped: CheckExample[] };
  /** What this check gives the engine and the checks after it; what it does not declare it cannot give. */
  provides?: CheckProvides;
  /** What this check takes from the checks before it: each must be provided by a check placed earlier. */
  needs?: CheckNeeds;
}

/**
 * The channels a check provides. The engine knows the channels, never the checks: a check that
 * decides tools' kinds says so here and returns them from `create`, and no code names its id.
 */
export interface CheckProvides {
  /** Reasons it notes for the checks after it to act on (the write gate's reasons). */
  notes?: string[];
  /** Reasons it may lift for the checks after it (a note with `lifts`): a later check need not ask for them. */
  lifts?: string[];
  /** It decides each tool's kind, once per client: its `create` returns `kinds`. */
  kinds?: boolean;
  /** It owns how long a confirmation token is valid: its `create` returns `tokenLifetimeMs`. */
  tokenLifetime?: boolean;
  /** It names the registry of withdrawn tools: its `create` returns `registry`. */
  registry?: boolean;
  /** It answers with the rulebook's rule names as reasons, beyond its declared ones. */
  ruleReasons?: boolean;
}

/** The channels a check reads from the checks placed before it. */
export interface CheckNeeds {
  /** Reasons noted by earlier checks; `ctx.notes` shows this check only these. */
  notes?: string[];
  /** Reasons lifted by earlier checks; `ctx.notes` shows this check only these lifts. */
  lifts?: string[];
}

/** What a check's `create` step gives the engine, once per client; each key must be declared in `meta.provides`. */
export interface CheckSetup {
  /** How each tool's kind is decided: a kinds file (which always wins) and whether to infer the rest. */
  kinds?: { file?: string; infer: boolean };
  /** How long a confirmation token is valid, in milliseconds. */
  tokenLifetimeMs?: number;
  /** The YAML file of withdrawn tools, re-read whenever it changes. */
  registry?: string;
}

export interface Check<S = Record<string, unknown>> {
  readonly meta: CheckMeta;
  /**
   * Run once per client, when it is created, with this check's settings (defaults filled in):
   * what it returns is what it provides the engine (see `meta.provides`). A throw stops
   * `Client.create`.
   */
  create?(settings: S): CheckSetup;
  run(ctx: CheckContext<S>): Verdict | Promise<Verdict>;
}

/**
 * Defines a check. Keeps the settings type where the check is written and erases it for the
 * registry, so checks with different settings sit in one list.
 */
export function defineCheck<S = Record<string, unknown>>(check: Check<S>): Check {
  return check as unknown as Check;
}

/**
 * A check that is present and documented but not active yet: it passes every call, answers with
 * no reason and says so in its metadata. Only what differs between such checks is given.
 */
export function defineInactiveCheck(meta: Pick<CheckMeta, "id" | "title" | "simply" | "reads"> & { allowed: CheckExample[] }): Check {
  return defineCheck({
    meta: {
      id: meta.id,
      title: meta.title,
      simply: meta.simply,
      catches: "Nothing yet.",
      cannotCatch: "Anything: it lets every call through today.",
      stops: "never (not active yet)",
      reads: meta.reads,
      switchable: true,
      active: false,
      reasons: [],
      examples: { allowed: meta.allowed, stopped: [] },
    },
    run: () => pass(),
  });
}
