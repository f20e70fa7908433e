// The pipeline: runs the placed checks in manifest order on one call. Stages kinds, admission
// and tool_check: the first check that decides answers. Stage said: only ever stricter.
import { PASS, type Check, type CheckContext, type CheckNote, type Decision, type Verdict } from "./check.js";
import type { Mode } from "../model.js";
import { checkView, type CallContext } from "./context.js";
import { frozenCopy } from "./frozen.js";

export interface TraceEntry {
  check: string;
  stage: string;
  /** `off` (not selected), `skipped` (a refusal already stands), or the verdict's outcome. */
  outcome: "off" | "skipped" | Verdict["outcome"];
  decision?: Decision;
  reasons?: string[];
  /** Reasons a note lifted for the checks after it. */
  lifts?: string[];
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

/** A note as the pipeline keeps it: its detail as the check gave it (merged into the answer) and, once shown to a check, frozen. */
interface Note extends CheckNote {
  shownDetail?: Readonly<Record<string, unknown>>;
}

const NO_NOTES: readonly CheckNote[] = Object.freeze([]);

/**
 * The notes a check is shown: only the reasons and lifts its `meta.needs` declares, so that
 * what it reads from the checks before it is what its metadata says (and the manifest checked).
 * Made frozen, each note's detail a frozen copy made once however many checks are shown it.
 */
function notesFor(check: Check, notes: readonly Note[]): readonly CheckNote[] {
  const needs = check.meta.needs;
  if (!needs || notes.length === 0) return NO_NOTES;
  const reasons = needs.notes ?? NO_CODES;
  const lifts = needs.lifts ?? NO_CODES;
  // Lists made only for a note that holds something the check needs: most checks need nothing noted.
  let shown: CheckNote[] | undefined;
  for (const n of notes) {
    if (!n.reasons.some((x) => reasons.includes(x)) && !n.lifts.some((x) => lifts.includes(x))) continue;
    const r = n.reasons.filter((x) => reasons.includes(x));
    const l = n.lifts.filter((x) => lifts.includes(x));
    const base = { check: n.check, reasons: Object.freeze(r), lifts: Object.freeze(l) };
    (shown ??= []).push(Object.freeze(n.detail ? { ...base, detail: (n.shownDetail ??= frozenCopy(n.detail) as Readonly<Record<string, unknown>>) } : base));
  }
  return shown === undefined ? NO_NOTES : Object.freeze(shown);
}

const NO_CODES: readonly string[] = Object.freeze([]);

const OUTCOMES: ReadonlySet<unknown> = new Set(["pass", "note", "decide"]);
const DECISIONS: ReadonlySet<unknown> = new Set(["allow", "confirm", "refuse"]);
/** The keys each outcome's verdict may have: anything else is outside the closed shape. */
const VERDICT_KEYS: Readonly<Record<string, ReadonlySet<string>>> = {
  pass: new Set(["outcome", "detail"]),
  note: new Set(["outcome", "reasons", "detail", "lifts"]),
  decide: new Set(["outcome", "decision", "reasons", "detail"]),
};

/** How long a check's answer is waited for when its own settings do not say (`timeout_ms`). */
export const DEFAULT_CHECK_TIMEOUT_MS = 50;

function failed(c: PipelineCheck, e: unknown): Verdict {
  return { outcome: "decide", decision: "refuse", reasons: ["check_failed"], detail: { plugin: c.check.meta.id, error: errorText(e) } };
}

/** The most characters of a check's error kept in the answer's detail. */
const ERROR_TEXT_LIMIT = 500;

/** A thrown value as text, cut to a bound; never throws itself (a thrown object may have a throwing getter). */
function errorText(e: unknown): string {
  let text: string;
  try {
    text = e instanceof Error ? String(e.message) : typeof e === "string" ? e : shown(e);
  } catch {
    return "it threw a value that cannot be read";
  }
  return text.length > ERROR_TEXT_LIMIT ? `${text.slice(0, ERROR_TEXT_LIMIT)}…` : text;
}

/** A value a check answered with, for a message: short, and never through the value's own methods. */
function shown(x: unknown): string {
  if (typeof x === "string") return x.length > 40 ? `${x.slice(0, 40)}…` : x;
  if (typeof x === "number" || typeof x === "boolean" || typeof x === "bigint" || x === undefined || x === null) return String(x);
  if (Array.isArray(x)) return "a list";
  return typeof x === "object" ? "an object" : `a ${typeof x}`;
}

/** How deep a check's detail may nest: deeper is a cycle or not a detail a person reads. */
const DETAIL_DEPTH = 16;

/**
 * Why a check's detail is not JSON data, or undefined when it is: strings, finite numbers,
 * booleans, null, lists and plain objects (absent values allowed), no deeper than DETAIL_DEPTH.
 * The detail reaches the answer, the trace and the head a request id writes as JSON, so a value
 * JSON cannot write (a BigInt, a cycle, a function) or writes as something else (a Map, a Date,
 * NaN) would make the answer leave as an exception, or differently from how the check gave it.
 */
function notJsonData(x: unknown, depth: number): string | undefined {
  if (x === null || x === undefined || typeof x === "string" || typeof x === "boolean") return undefined;
  if (typeof x === "number") return Number.isFinite(x) ? undefined : String(x);
  if (typeof x !== "object") return `a ${typeof x}`;
  if (depth >= DETAIL_DEPTH) return `values nested more than ${DETAIL_DEPTH} deep`;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const why = notJsonData(x[i], depth + 1);
      if (why !== undefined) return why;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(x);
  if (proto !== Object.prototype && proto !== null) return "an object that is not plain data";
  if (Object.getOwnPropertySymbols(x).length > 0) return "an object with symbol keys";
  for (const k of Object.keys(x)) {
    const why = notJsonData((x as Record<string, unknown>)[k], depth + 1);
    if (why !== undefined) return why;
  }
  return undefined;
}

/** An own property, or undefined: a verdict's fields are never read from its prototype. */
function own(o: object, key: string): unknown {
  return Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : undefined;
}

/**
 * A fresh copy of a verdict when it is inside the closed shape (the frozen `PASS` as it is); else
 * why it is outside, as text. Written as loops that allocate little but the copy while the verdict
 * is well formed: it runs for every check of every call. Its own keys are read as names and
 * symbols (88 bytes for a small verdict), not `Reflect.ownKeys` (392 bytes, in Node 20's V8).
 */
function verdictShape(v: unknown, allowed: ReadonlySet<string>, liftable: readonly string[]): Verdict | string {
  if (v === PASS) return PASS;
  if (typeof v !== "object" || v === null || Array.isArray(v)) return `it answered ${shown(v)}, not a verdict`;
  const outcome = own(v, "outcome");
  if (!OUTCOMES.has(outcome)) return `it answered the outcome \`${shown(outcome)}\`, not pass, note or decide`;
  const keys = VERDICT_KEYS[outcome as string]!;
  const names = Object.getOwnPropertyNames(v);
  let inShape = Object.getOwnPropertySymbols(v).length === 0;
  for (let i = 0; inShape && i < names.length; i++) inShape = keys.has(names[i]!);
  if (!inShape) {
    const stray = Reflect.ownKeys(v).filter((f) => typeof f !== "string" || !keys.has(f));
    return `its ${String(outcome)} verdict has fields it may not have: ${stray.map((f) => `\`${String(f)}\``).join(", ")}`;
  }
  const given = own(v, "detail");
  if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given))) return `its detail is ${shown(given)}, not an object`;
  // Copied here: a check cannot change its verdict after it was judged (nor a late promise after the budget).
  const detail = given === undefined ? undefined : { ...(given as Record<string, unknown>) };
  const notData = detail === undefined ? undefined : notJsonData(detail, 0);
  if (notData !== undefined) return `its detail holds ${notData}, not JSON data`;
  if (outcome === "pass") return detail ? { outcome: "pass", detail } : PASS;
  const listed = own(v, "reasons");
  if (!Array.isArray(listed)) return `its reasons are ${shown(listed)}, not a list`;
  const reasons: string[] = [];
  for (let i = 0; i < listed.length; i++) {
    const r: unknown = listed[i];
    if (typeof r !== "string") return `its reasons hold ${shown(r)}, not a reason code`;
    reasons.push(r);
  }
  for (let i = 0; i < reasons.length; i++) {
    if (!allowed.has(reasons[i]!)) return `it answered with reasons it does not declare: ${reasons.filter((r) => !allowed.has(r)).join(", ")}`;
  }
  if (outcome === "note") {
    const givenLifts = own(v, "lifts");
    if (givenLifts === undefined) return { outcome: "note", reasons, detail };
    if (!Array.isArray(givenLifts)) return `its lifts are ${shown(givenLifts)}, not a list`;
    const lifts: string[] = [];
    for (let i = 0; i < givenLifts.length; i++) {
      const r: unknown = givenLifts[i];
      if (typeof r !== "string") return `its lifts hold ${shown(r)}, not a reason code`;
      if (!liftable.includes(r)) return `it lifted a reason it does not declare in provides.lifts: ${r}`;
      lifts.push(r);
    }
    return { outcome: "note", reasons, detail, lifts };
  }
  const decision = own(v, "decision");
  if (!DECISIONS.has(decision)) return `it answered the decision \`${shown(decision)}\`, not allow, confirm or refuse`;
  if (reasons.length === 0) return `it decided \`${String(decision)}\` with no reason`;
  return { outcome: "decide", decision: decision as Decision, reasons, detail };
}

const NO_LIFTS: readonly string[] = Object.freeze([]);

/**
 * A verdict as the pipeline takes it: exactly the closed shape (a known outcome; for decide, a
 * known decision; reasons a list of codes the check declares; detail an object), copied. Anything
 * else — a missing field, a stray one, a non-object, a getter that throws — refuses the call.
 */
function judged(c: PipelineCheck, v: unknown, allowedReasons: (check: Check) => ReadonlySet<string>): Verdict {
  // Most checks of a call pass: the shared PASS is in shape, and needs no reason set looked up.
  if (v === PASS) return PASS;
  try {
    const shape = verdictShape(v, allowedReasons(c.check), c.check.meta.provides?.lifts ?? NO_LIFTS);
    return typeof shape === "string" ? failed(c, new Error(shape)) : shape;
  } catch (e) {
    return failed(c, e);
  }
}

/** A check's time budget: its `timeout_ms` setting (see settings.ts), or the default. */
function budgetOf(c: PipelineCheck): number {
  const t = c.settings.timeout_ms;
  return typeof t === "number" && Number.isFinite(t) && t > 0 ? t : DEFAULT_CHECK_TIMEOUT_MS;
}

/**
 * Runs one check. A check that answers at once is taken at once; one that answers with a
 * promise is awaited, up to its time budget. A check that throws, rejects, answers wrongly or
 * has not answered when its budget runs out refuses: the gate fails closed.
 *
 * The budget is a timer on the event loop: it fires only once the loop is free, so a check's own
 * synchronous or promise-only work is never cut short (the same input gets the same answer);
 * what it bounds is waiting — on I/O, on a timer, on a promise that never settles.
 */
function runOne(c: PipelineCheck, ctx: CheckContext, allowedReasons: (check: Check) => ReadonlySet<string>): Verdict | Promise<Verdict> {
  let v: unknown;
  let then: unknown;
  try {
    v = c.check.run(ctx);
    then = v !== null && (typeof v === "object" || typeof v === "function") ? (v as { then?: unknown }).then : undefined;
  } catch (e) {
    return failed(c, e);
  }
  return typeof then === "function" ? awaited(c, v, then, allowedReasons) : judged(c, v, allowedReasons);
}

/**
 * A check's answer that is a promise (or any thenable), waited for up to its budget. A function of
 * its own: the closures here would make `runOne` allocate their context for every check of every
 * call, the ones that answer at once too.
 */
function awaited(c: PipelineCheck, v: unknown, then: unknown, allowedReasons: (check: Check) => ReadonlySet<string>): Promise<Verdict> {
  const budget = budgetOf(c);
  return new Promise<Verdict>((resolve) => {
    let done = false;
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      resolve(failed(c, new Error(`it did not answer within its time budget of ${budget} ms`)));
    }, budget);
    const settle = (verdict: () => Verdict) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(verdict());
    };
    // The thenable is handed a native promise's own resolve and reject, so what it resolves with
    // is taken as `await` takes it: a promise or thenable is followed, a `then` getter that throws
    // rejects. Given its own callbacks, it judged a promise as the verdict (refused, where the same
    // answer through a promise passed) and a throwing `then` as a stray field (another error). Its
    // `then` is still called once, and a throw after it answered changes nothing.
    new Promise<unknown>((ok, no) => {
      (then as (ok: (x: unknown) => void, no: (e: unknown) => void) => unknown).call(v, ok, no);
    }).then(
      (verdict) => settle(() => judged(c, verdict, allowedReasons)),
      (e) => settle(() => failed(c, e)),
    );
  });
}

/** The reasons' detail of an answer no check gave a reason for. */
const NO_REASON_DETAIL: Record<string, Record<string, unknown>> = Object.freeze(Object.create(null) as Record<string, Record<string, unknown>>);

const STRICTNESS: Record<Decision, number> = { allow: 0, confirm: 1, refuse: 2 };

/** What the pipeline is given besides the checks and the call. */
export interface PipelineOptions {
  allowedReasons: (check: Check) => ReadonlySet<string>;
  /** Reasons a confirmation token already showed the person: not asked again. */
  alreadyAsked: () => ReadonlySet<string>;
}

/**
 * Runs the checks on a call. Answered at once when every check that runs answers at once; a
 * promise from the first check that answers with one (awaited within its budget, then the rest
 * run as before). A call whose checks all answer at once meets no promise, no await and no timer.
 */
export function runPipeline(checks: readonly PipelineCheck[], base: CallContext, options: PipelineOptions): PipelineResult | Promise<PipelineResult> {
  return new PipelineRun(checks, base, options).from(0);
}

/**
 * One call's run of the pipeline: the checks of the first stages by manifest order (positions 0
 * to n-1), then the said-checks (positions n to 2n-1), each the same check list walked again.
 */
class PipelineRun {
  private readonly trace: TraceEntry[] = [];
  private readonly notes: Note[] = [];
  private answer: { decision: Decision; reasons: string[]; detail: Record<string, unknown> } | undefined;
  private decidedBy: string | undefined;
  // Keyed by reason codes, which a rulebook names: a record with no prototype to read through,
  // made when a reason is first given (a call every check passes gives none).
  private reasonDetail: Record<string, Record<string, unknown>> | undefined;

  constructor(
    private readonly checks: readonly PipelineCheck[],
    private readonly base: CallContext,
    private readonly options: PipelineOptions,
  ) {}

  /** Runs the checks from position `at` on; a promise only once a check answers with one. */
  from(at: number): PipelineResult | Promise<PipelineResult> {
    const checks = this.checks;
    const n = checks.length;
    for (let i = at; i < 2 * n; i++) {
      if (i === n) this.settle();
      const said = i >= n;
      const c = checks[said ? i - n : i]!;
      if ((c.stage === "said") !== said) continue;
      const skip = said ? this.answer!.decision === "refuse" : this.answer !== undefined;
      if (!c.on || skip) {
        // A said-check off is traced off even after a refusal; any other check after an answer, skipped.
        this.trace.push({ check: c.check.meta.id, stage: c.stage, outcome: !c.on && (said || !skip) ? "off" : "skipped" });
        continue;
      }
      const v = runOne(c, checkView(this.base, c.settings, notesFor(c.check, this.notes)), this.options.allowedReasons);
      if (v instanceof Promise) return this.later(v, i, c);
      this.taken(said, c, v);
    }
    this.settle();
    return this.result();
  }

  /**
   * The run once the check at `at` answered with a promise. A method of its own: a closure in
   * `from`'s loop would make every turn of it allocate a context for `at` and `c`.
   */
  private later(v: Promise<Verdict>, at: number, c: PipelineCheck): Promise<PipelineResult> {
    return v.then((verdict) => {
      this.taken(at >= this.checks.length, c, verdict);
      return this.from(at + 1);
    });
  }

  /** The answer of the first stages, once they ran: a call nothing held back is allowed. */
  private settle(): void {
    // Steps 11–12: an undo that passed every step above, otherwise a call nothing held back.
    this.answer ??= { decision: "allow", reasons: [this.base.call.compensationOf === undefined ? "allow" : "compensation"], detail: {} };
  }

  private explain(reasons: readonly string[], detail: Record<string, unknown> | undefined): void {
    for (const r of reasons) (this.reasonDetail ??= Object.create(null) as Record<string, Record<string, unknown>>)[r] ??= detail ?? {};
  }

  private taken(said: boolean, c: PipelineCheck, v: Verdict): void {
    const id = c.check.meta.id;
    this.trace.push(traceOf(id, c.stage, v));
    if (!said) {
      if (v.outcome === "note") {
        this.notes.push(v.detail ? { check: id, reasons: v.reasons, lifts: v.lifts ?? [], detail: v.detail } : { check: id, reasons: v.reasons, lifts: v.lifts ?? [] });
        this.explain(v.reasons, v.detail);
      }
      if (v.outcome === "decide") {
        this.explain(v.reasons, v.detail);
        this.answer = { decision: v.decision, reasons: [...v.reasons], detail: { ...(v.detail ?? {}) } };
        this.decidedBy = id;
      }
      return;
    }
    const answer = this.answer!;
    if (v.outcome === "decide" && v.decision === "refuse") {
      // A said-check that throws refuses (check_failed): the gate fails closed.
      this.answer = { decision: "refuse", reasons: [...v.reasons], detail: { ...answer.detail, ...(v.detail ?? {}) } };
      this.decidedBy = id;
      return;
    }
    if (v.outcome !== "note" && v.outcome !== "decide") return;
    const asked = answer.reasons.includes("confirmed") ? this.options.alreadyAsked() : new Set<string>();
    const fresh = v.reasons.filter((r) => !asked.has(r) && !answer.reasons.includes(r));
    if (fresh.length === 0) return;
    const wanted: Decision = c.mode === "refuse" ? "refuse" : "confirm";
    if (STRICTNESS[wanted] > STRICTNESS[answer.decision]) {
      answer.decision = wanted;
      this.decidedBy = `said:${id}`;
    }
    if (answer.reasons.length === 1 && (answer.reasons[0] === "allow" || answer.reasons[0] === "confirmed" || answer.reasons[0] === "compensation")) {
      // A said-check turned an allow into a question: the allow's own reason no longer holds.
      answer.reasons = [];
    }
    answer.reasons.push(...fresh);
    this.explain(fresh, v.detail);
    answer.detail = mergeDetail(answer.detail, v.detail ?? {});
  }

  private result(): PipelineResult {
    const answer = this.answer!;
    // The notes' detail goes into a question only; any other answer's detail is already the pipeline's own copy.
    if (answer.decision === "confirm") answer.detail = mergeDetail(collectNotesDetail(this.notes), answer.detail);
    // Written out key by key: an object made by a spread and then given more keys gets a hidden
    // class of its own at every call (V8), in the old generation.
    return { decision: answer.decision, reasons: answer.reasons, detail: answer.detail, trace: this.trace, decidedBy: this.decidedBy, reasonDetail: this.reasonDetail ?? NO_REASON_DETAIL };
  }
}

/**
 * A verdict's trace entry, made whole in one literal for its outcome (the fields in the order they
 * always had): an entry given its fields one by one after it was made grows a second store.
 */
function traceOf(check: string, stage: string, v: Verdict): TraceEntry {
  const detail = v.detail;
  if (v.outcome === "pass") return detail ? { check, stage, outcome: "pass", detail } : { check, stage, outcome: "pass" };
  const reasons = [...v.reasons];
  if (v.outcome === "decide") return detail ? { check, stage, outcome: "decide", decision: v.decision, reasons, detail } : { check, stage, outcome: "decide", decision: v.decision, reasons };
  if (v.lifts?.length) {
    const lifts = [...v.lifts];
    return detail ? { check, stage, outcome: "note", reasons, lifts, detail } : { check, stage, outcome: "note", reasons, lifts };
  }
  return detail ? { check, stage, outcome: "note", reasons, detail } : { check, stage, outcome: "note", reasons };
}

/** Merges details; `arguments` lists are joined, not replaced. Keys are own properties, `__proto__` and `constructor` as any other. */
function mergeDetail(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (k === "arguments" && Array.isArray(out[k]) && Array.isArray(v)) out[k] = [...new Set([...(out[k] as unknown[]), ...v])];
    else if (!Object.hasOwn(out, k)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function collectNotesDetail(notes: Note[]): Record<string, unknown> {
  return notes.reduce<Record<string, unknown>>((acc, n) => mergeDetail(acc, n.detail ?? {}), {});
}
