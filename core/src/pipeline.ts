// The pipeline: runs the placed checks in manifest order on one call. Stages kinds, admission
// and tool_check: the first check that decides answers. Stage said: only ever stricter.
import type { Check, CheckContext, Decision, Verdict } from "./check.js";
import type { Mode } from "./settings.js";

export interface TraceEntry {
  check: string;
  stage: string;
  /** `off` (not selected), `skipped` (a refusal already stands), or the verdict's outcome. */
  outcome: "off" | "skipped" | Verdict["outcome"];
  decision?: Decision;
  reasons?: string[];
  detail?: Record<string, unknown>;
}

export interface PipelineCheck {
  check: Check;
  stage: string;
  on: boolean;
  mode: Mode | undefined;
  settings: Record<string, unknown>;
}

export interface PipelineResult {
  decision: Decision;
  reasons: string[];
  detail: Record<string, unknown>;
  trace: TraceEntry[];
  /** Which check decided, or `said:<id>` for a said-check that made the answer stricter. */
  decidedBy: string | undefined;
  /** For each reason, the detail of the verdict that gave it: what its question is worded from. */
  reasonDetail: Record<string, Record<string, unknown>>;
}

type Note = { check: string; reasons: string[]; detail?: Record<string, unknown> };

/**
 * A view of the shared context with one check's settings and the notes so far. A class of its
 * own, rather than an object made on the shared context, so that making one per check is cheap.
 */
class ContextView implements CheckContext {
  readonly #base: CheckContext;
  constructor(
    base: CheckContext,
    readonly settings: Record<string, unknown>,
    readonly notes: Note[],
  ) {
    this.#base = base;
  }
  get call() {
    return this.#base.call;
  }
  get tool() {
    return this.#base.tool;
  }
  get kind() {
    return this.#base.kind;
  }
  get kindSource() {
    return this.#base.kindSource;
  }
  get catalogue() {
    return this.#base.catalogue;
  }
  kindOf(tool: string) {
    return this.#base.kindOf(tool);
  }
  get session() {
    return this.#base.session;
  }
  get history() {
    return this.#base.history;
  }
  get turns() {
    return this.#base.turns;
  }
  get origins() {
    return this.#base.origins;
  }
  get marks() {
    return this.#base.marks;
  }
  get taint() {
    return this.#base.taint;
  }
  get tenant() {
    return this.#base.tenant;
  }
  get licence() {
    return this.#base.licence;
  }
  get now() {
    return this.#base.now;
  }
  get grammar() {
    return this.#base.grammar;
  }
  rulebook() {
    return this.#base.rulebook();
  }
  confirmationCover() {
    return this.#base.confirmationCover();
  }
  get plan() {
    return this.#base.plan;
  }
  get registry() {
    return this.#base.registry;
  }
}

function viewFor(base: CheckContext, settings: Record<string, unknown>, notes: Note[]): CheckContext {
  return new ContextView(base, settings, notes);
}

const OUTCOMES: ReadonlySet<unknown> = new Set(["pass", "note", "decide"]);

function failed(c: PipelineCheck, e: unknown): Verdict {
  return { outcome: "decide", decision: "refuse", reasons: ["check_failed"], detail: { plugin: c.check.meta.id, error: (e as Error)?.message ?? String(e) } };
}

/** A verdict as the pipeline takes it: a known outcome, and only reasons the check declares. */
function judged(c: PipelineCheck, v: Verdict, allowedReasons: (check: Check) => ReadonlySet<string>): Verdict {
  if (!v || typeof v !== "object" || !OUTCOMES.has(v.outcome)) return failed(c, new Error("it returned no verdict"));
  if (v.outcome === "note" || v.outcome === "decide") {
    let stray: string[];
    try {
      const allowed = allowedReasons(c.check);
      stray = v.reasons.filter((r) => !allowed.has(r));
    } catch (e) {
      return failed(c, e);
    }
    if (stray.length) return failed(c, new Error(`it answered with reasons it does not declare: ${stray.join(", ")}`));
  }
  return v;
}

/**
 * Runs one check. A check that answers at once is taken at once; one that answers with a
 * promise is awaited. A check that throws, rejects or answers wrongly refuses: the gate fails closed.
 */
function runOne(c: PipelineCheck, ctx: CheckContext, allowedReasons: (check: Check) => ReadonlySet<string>): Verdict | Promise<Verdict> {
  let v: Verdict | Promise<Verdict>;
  try {
    v = c.check.run(ctx);
  } catch (e) {
    return failed(c, e);
  }
  if (v !== null && (typeof v === "object" || typeof v === "function") && typeof (v as { then?: unknown }).then === "function") {
    return Promise.resolve(v).then(
      (verdict) => judged(c, verdict, allowedReasons),
      (e) => failed(c, e),
    );
  }
  return judged(c, v as Verdict, allowedReasons);
}

const STRICTNESS: Record<Decision, number> = { allow: 0, confirm: 1, refuse: 2 };

export async function runPipeline(
  checks: readonly PipelineCheck[],
  base: CheckContext,
  options: {
    allowedReasons: (check: Check) => ReadonlySet<string>;
    /** Reasons a confirmation token already showed the person: not asked again. */
    alreadyAsked: () => ReadonlySet<string>;
  },
): Promise<PipelineResult> {
  const trace: TraceEntry[] = [];
  const notes: Note[] = [];
  let answer: { decision: Decision; reasons: string[]; detail: Record<string, unknown> } | undefined;
  let decidedBy: string | undefined;
  const reasonDetail: Record<string, Record<string, unknown>> = {};
  const explain = (reasons: readonly string[], detail: Record<string, unknown> | undefined) => {
    for (const r of reasons) reasonDetail[r] ??= detail ?? {};
  };

  for (const c of checks) {
    const id = c.check.meta.id;
    if (c.stage === "said") continue;
    if (answer) {
      trace.push({ check: id, stage: c.stage, outcome: "skipped" });
      continue;
    }
    if (!c.on) {
      trace.push({ check: id, stage: c.stage, outcome: "off" });
      continue;
    }
    let v = runOne(c, viewFor(base, c.settings, notes), options.allowedReasons);
    if (v instanceof Promise) v = await v;
    trace.push(traceOf(id, c.stage, v));
    if (v.outcome === "note") {
      notes.push({ check: id, reasons: v.reasons, detail: v.detail });
      explain(v.reasons, v.detail);
    }
    if (v.outcome === "decide") {
      explain(v.reasons, v.detail);
      answer = { decision: v.decision, reasons: [...v.reasons], detail: { ...(v.detail ?? {}) } };
      decidedBy = id;
    }
  }
  if (!answer) {
    // Steps 11–12: an undo that passed every step above, otherwise a call nothing held back.
    answer = { decision: "allow", reasons: [base.call.compensationOf === undefined ? "allow" : "compensation"], detail: {} };
  }

  for (const c of checks) {
    if (c.stage !== "said") continue;
    const id = c.check.meta.id;
    if (!c.on) {
      trace.push({ check: id, stage: c.stage, outcome: "off" });
      continue;
    }
    if (answer.decision === "refuse") {
      trace.push({ check: id, stage: c.stage, outcome: "skipped" });
      continue;
    }
    let v = runOne(c, viewFor(base, c.settings, notes), options.allowedReasons);
    if (v instanceof Promise) v = await v;
    trace.push(traceOf(id, c.stage, v));
    if (v.outcome === "decide" && v.decision === "refuse") {
      // A said-check that throws refuses (check_failed): the gate fails closed.
      answer = { decision: "refuse", reasons: [...v.reasons], detail: { ...answer.detail, ...(v.detail ?? {}) } };
      decidedBy = id;
      continue;
    }
    if (v.outcome !== "note" && v.outcome !== "decide") continue;
    const asked = answer.reasons.includes("confirmed") ? options.alreadyAsked() : new Set<string>();
    const fresh = v.reasons.filter((r) => !asked.has(r) && !answer!.reasons.includes(r));
    if (fresh.length === 0) continue;
    const wanted: Decision = c.mode === "refuse" ? "refuse" : "confirm";
    if (STRICTNESS[wanted] > STRICTNESS[answer.decision]) {
      answer.decision = wanted;
      decidedBy = `said:${id}`;
    }
    if (answer.reasons.length === 1 && (answer.reasons[0] === "allow" || answer.reasons[0] === "confirmed" || answer.reasons[0] === "compensation")) {
      // A said-check turned an allow into a question: the allow's own reason no longer holds.
      answer.reasons = [];
    }
    answer.reasons.push(...fresh);
    explain(fresh, v.detail);
    answer.detail = mergeDetail(answer.detail, v.detail ?? {});
  }
  answer.detail = mergeDetail(collectNotesDetail(notes, answer.decision), answer.detail);
  return { ...answer, trace, decidedBy, reasonDetail };
}

function traceOf(id: string, stage: string, v: Verdict): TraceEntry {
  const t: TraceEntry = { check: id, stage, outcome: v.outcome };
  if (v.outcome === "decide") t.decision = v.decision;
  if (v.outcome === "note" || v.outcome === "decide") t.reasons = [...v.reasons];
  if (v.detail) t.detail = v.detail;
  return t;
}

/** Merges details; `arguments` lists are joined, not replaced. */
function mergeDetail(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (k === "arguments" && Array.isArray(out[k]) && Array.isArray(v)) out[k] = [...new Set([...(out[k] as unknown[]), ...v])];
    else if (!(k in out)) out[k] = v;
  }
  return out;
}

function collectNotesDetail(notes: Note[], decision: Decision): Record<string, unknown> {
  if (decision !== "confirm") return {};
  return notes.reduce<Record<string, unknown>>((acc, n) => mergeDetail(acc, n.detail ?? {}), {});
}
