// A session: one conversation with one agent. It reads the person's turns once, carries the
// signed history, and checks each tool call the agent proposes.
import { randomBytes } from "node:crypto";
import type { CallFacts, CheckContext, Decision, HistoryView, Mark, OriginVerdict, PlanFacts, SessionFacts, TurnFacts } from "./check.js";
import { keyDigest, valueDigest } from "./crypto/digest.js";
import { ToolgateError } from "./errors.js";
import { collectMarks, judgeOrigins, markText, taintOf } from "./facts.js";
import type { Catalogue, CompiledTool } from "./catalogue.js";
import type { Grammar, Kind, TurnReading } from "./grammar/port.js";
import { History, OUTCOME_STATUSES, type HistoryEntry, type Outcome, type OutcomeStatus, type Verification, type EntryFields } from "./history.js";
import { runPipeline, type PipelineResult, type TraceEntry } from "./pipeline.js";
import type { RuleFacts, RulebookDecision, UsageParams } from "./rulebook.js";
import { periodMs } from "./period.js";
import { confirmationCovers, openToken, signTokenLater, type TokenCover } from "./tokens.js";
import { turnValueKeys, valueKeys } from "./values.js";
import type { Engine } from "./engine.js";

export interface CheckOptions {
  /** Origin per argument name: typed, reply, context, computed, result:<step>[.<field>], model. */
  origins?: Record<string, string>;
  /** Marks: `{ call: [...] }` and/or per argument name; a plain list marks the call. */
  labels?: Record<string, string[]> | string[];
  /** A confirmation token the person approved. */
  confirmation?: string;
  /** The agent making the call, when it is not the session's. */
  agent?: string;
  /** The step this call undoes. */
  compensationOf?: number;
  /** A signed plan token; defaults to the plan approved for this session. */
  plan?: string;
}

export interface CheckAnswer {
  decision: Decision;
  reasons: string[];
  detail: Record<string, unknown>;
  /** On confirm: the token that covers exactly this call once the person approves it. */
  confirmation?: string;
  /** The history step this answer was recorded as. */
  step: number;
  /** The session the answer belongs to (a new one after `history_invalid`). */
  session: string;
  trace: TraceEntry[];
}

export interface SessionOptions {
  /** A history to resume, as `history.toJSON()` gave it (object or JSON text). */
  history?: unknown;
  /** The session's language (`en`, `pt`); detected per turn when not set. */
  language?: string;
  /** The caller's role, for tools that list `roles`. */
  role?: string;
  /** Values the application put in the run's context (the signed-in customer, a credential reference). */
  context?: Record<string, unknown>;
  /** Makes the id of a session this one starts (a new one, or after `history_invalid`); default random. */
  newSessionId?: () => string;
}

interface Said {
  text: string;
  reading: TurnReading;
  kind: "turn" | "reply";
}

function newSessionId(): string {
  return `s_${randomBytes(12).toString("base64url")}`;
}

/** Flattens a result into dotted paths of its leaves. */
function leaves(value: unknown, prefix = "", out: Array<[string, unknown]> = []): Array<[string, unknown]> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(value)) {
    for (const v of value) leaves(v, prefix, out);
  } else if (prefix || value !== undefined) {
    out.push([prefix, value]);
  }
  return out;
}

export class Session {
  readonly name: string;
  private _history: History;
  private readonly said: Said[] = [];
  private readonly typedKeys = new Set<string>();
  private readonly saidKeys = new Set<string>();
  private contextData: Record<string, unknown>;
  private language: string | undefined;
  private readonly role: string | undefined;
  private planToken: string | undefined;
  private readonly newId: () => string;
  /** Result digests of the verified history's entries before its newest, added to as it grows. */
  private resultCache: { entries: readonly HistoryEntry[]; upTo: number; set: Set<string> } | undefined;

  constructor(
    private readonly engine: Engine,
    name: string,
    options: SessionOptions = {},
  ) {
    this.name = name;
    this.newId = options.newSessionId ?? newSessionId;
    this._history = options.history === undefined ? History.start(this.newId()) : History.from(options.history);
    this.language = options.language;
    if (options.language !== undefined && !engine.grammars.has(options.language)) {
      throw new ToolgateError("grammar_unavailable", `no installed grammar reads \`${options.language}\`; installed: ${[...engine.grammars.keys()].join(", ") || "none"}`, { path: "language" });
    }
    this.role = options.role;
    this.contextData = {};
    if (options.context) this.context(options.context);
  }

  get id(): string {
    return this._history.session;
  }

  get history(): History {
    return this._history;
  }

  /** The person's turn. Read once, here, never per call. */
  read(text: string): TurnReading {
    return this.remember(text, "turn");
  }

  /** The person's answer to a question. Trusted as an origin; its values ground a call. */
  reply(text: string): TurnReading {
    return this.remember(text, "reply");
  }

  /** Values the application put in the run's context. */
  context(values: Record<string, unknown>): void {
    if (typeof values !== "object" || values === null || Array.isArray(values)) {
      throw new ToolgateError("input_invalid", "context must be an object of values", { path: "context" });
    }
    this.contextData = { ...this.contextData, ...values };
    for (const [k, v] of Object.entries(values)) if (k !== "credential_ref") for (const key of valueKeys(v)) this.saidKeys.add(key);
  }

  /** Remembers a plan token approved for this session: calls are checked against it. */
  usePlan(token: string | undefined): void {
    this.planToken = token;
  }

  private remember(text: string, kind: "turn" | "reply"): TurnReading {
    if (typeof text !== "string") throw new ToolgateError("input_invalid", `a ${kind} is text`, { path: kind });
    const previous = [...this.said].reverse().find((x) => x.reading.read)?.reading.language;
    const reading = this.engine.readText(text, this.language, previous);
    this.said.push({ text, reading, kind });
    for (const v of reading.values) {
      for (const key of turnValueKeys(v)) {
        this.saidKeys.add(key);
        if (kind === "turn") this.typedKeys.add(key);
      }
    }
    // Destinations are values a person typed too: an address they gave can be used as given.
    for (const d of reading.destinations) {
      for (const key of valueKeys(d.value)) {
        this.saidKeys.add(key);
        if (kind === "turn") this.typedKeys.add(key);
      }
    }
    return reading;
  }

  /** The latest turn's reading. */
  get latestTurn(): TurnReading | undefined {
    for (let i = this.said.length - 1; i >= 0; i--) if (this.said[i]!.kind === "turn") return this.said[i]!.reading;
    return undefined;
  }

  /**
   * Whether a reported result of the verified history holds this digest. The outcomes of all but
   * the newest entry are bound by a link and never change, so they are gathered once; the newest
   * is read as it is now.
   */
  private resultHolds(entries: readonly HistoryEntry[], digest: string): boolean {
    let c = this.resultCache;
    if (!c || c.entries !== entries || c.upTo > entries.length - 1) c = this.resultCache = { entries, upTo: 0, set: new Set() };
    for (; c.upTo < entries.length - 1; c.upTo++) for (const d of entries[c.upTo]!.outcome?.values ?? []) c.set.add(d);
    return c.set.has(digest) || (entries.at(-1)?.outcome?.values?.includes(digest) ?? false);
  }

  /**
   * Checks one proposed call and records the answer in the history. Calls on one session are
   * checked one at a time, in the order they were proposed: each answer's entry is linked onto
   * the one before it, so two checks may not read the same head.
   */
  checkToolCall(tool: string, args: Record<string, unknown> = {}, options: CheckOptions = {}): Promise<CheckAnswer> {
    const run = this.queue.then(() => this.check(tool, args, options));
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private queue: Promise<void> = Promise.resolve();

  private async check(tool: string, args: Record<string, unknown>, options: CheckOptions): Promise<CheckAnswer> {
    const engine = this.engine;
    const now = engine.now();
    const history = this._history;
    const call = normaliseCall(tool, args, options, this.name, this.planToken, history.session);
    // The head's signature is verified beside while the checks run on the rest of the
    // verification; the answer waits for it, and if it fails the checks run again on a history
    // that did not verify (a check may so run twice for a call whose history was forged).
    const pending = history.beginVerify(engine.signer, engine.heads);
    let verification = pending.now;
    let decided = await this.decide(call, verification, now);
    // While the head's signature is still being verified, the entry is linked and signed and, for
    // a call that is asked, the token signed (beside too, where the signer can, as the check
    // waits for that thread anyway); none of it leaves unless the history verifies.
    let prepared = verification.valid ? history.prepare(this.entryFields(call, decided.result, decided.ctx, history, history.session)) : undefined;
    let token = prepared && decided.result.decision === "confirm" ? this.confirmationToken(call, decided.result, prepared.entry, now, pending.running) : undefined;
    if (prepared) prepared = history.sign(prepared, engine.signer);
    if (verification.valid) {
      const whole = pending.finish();
      if (!whole.valid) {
        verification = whole;
        decided = await this.decide(call, verification, now);
        prepared = undefined;
        token = undefined;
      }
    }
    const { result, grammar } = decided;
    const sessionId = history.session;

    // A history that did not verify is never signed onto: the answer starts a new one at step 0.
    if (!verification.valid) {
      this._history = History.start(this.newId());
      this.resultCache = undefined;
      result.detail = { ...result.detail, history: verification.problem, previous_session: sessionId };
    }
    const target = this._history;
    const entry = target.commit(engine.signer, prepared ?? target.prepare(this.entryFields(call, result, decided.ctx, target, sessionId)), engine.heads);
    const answer: CheckAnswer = { decision: result.decision, reasons: result.reasons, detail: result.detail, step: entry.step, session: target.session, trace: result.trace };
    if (result.decidedBy && result.decision === "refuse") answer.detail.plugin ??= result.decidedBy.replace(/^said:/, "");
    if (result.decision === "confirm") {
      answer.detail.wording = engine.word(grammar, result.reasons, (code) => ({ ...result.reasonDetail[code], tool: call.tool, arguments_given: call.arguments }));
      // Signed again if the entry was linked again (its outcome before it was reported meanwhile).
      answer.confirmation = (token && token.point === entry.link ? token : this.confirmationToken(call, result, entry, now, false)).text();
    }
    return answer;
  }

  /** The confirmation token of a call that is asked, at the point of its entry: `text()` gives it; with `beside`, signed on the crypto thread meanwhile where the signer can. */
  private confirmationToken(call: CallFacts, result: PipelineResult, entry: HistoryEntry, now: number, beside: boolean): { text: () => string; point: string } {
    const engine = this.engine;
    const text = signTokenLater(
      engine.signer,
      {
        t: "confirm",
        tool: call.tool,
        digest: entry.digest,
        session: entry.session,
        point: entry.link,
        exp: now + engine.confirmationTtl,
        reasons: result.reasons,
      },
      beside,
    );
    return { text, point: entry.link };
  }

  /** The fields of the entry that records a call's answer in `target`; the call's digest was made for the session `digestFor`. */
  private entryFields(call: CallFacts, result: PipelineResult, ctx: CallContext, target: History, digestFor: string): EntryFields {
    return {
      at: ctx.now,
      agent: call.agent ?? null,
      tool: call.tool,
      digest: target.session === digestFor ? call.digest : valueDigest(target.session, call.arguments),
      ...argumentFields(target.session, call),
      marks: [...new Set(safeMarks(ctx).map(markText))],
      decision: result.decision,
      reasons: result.reasons,
      compensationOf: call.compensationOf ?? null,
      plan: call.plan && ctx.plan?.valid ? planIdOf(call.plan) : null,
    };
  }

  /** Runs the pipeline on a call, with the history as far as it verified. */
  private async decide(call: CallFacts, verification: Verification, now: number): Promise<{ result: PipelineResult; ctx: CallContext; grammar: Grammar | undefined }> {
    const engine = this.engine;
    const history = this._history;
    const entries: readonly HistoryEntry[] = verification.valid ? history.verifiedEntries : [];
    const session = this;
    const sessionId = history.session;
    const compiled = engine.catalogue.get(call.tool);
    const kindInfo = engine.kinds.get(call.tool) ?? { kind: "write" as const, source: "default" as const };

    const said = (value: unknown) => valueKeys(value).some((k) => session.saidKeys.has(k) || session.resultHolds(entries, keyDigest(sessionId, k)));
    const typed = (value: unknown) => valueKeys(value).some((k) => session.typedKeys.has(k));
    const historyView: HistoryView = {
      valid: verification.valid,
      problem: verification.valid ? undefined : verification.problem,
      entries,
      head: history.head,
    };
    const sessionFacts: SessionFacts = {
      id: sessionId,
      name: this.name,
      role: this.role,
      context: this.contextData,
      hasCredential: typeof this.contextData.credential_ref === "string" && this.contextData.credential_ref.length > 0,
      language: this.language ?? this.latestTurn?.language,
    };
    const latest = this.latestTurn;
    const turnFacts: TurnFacts = { latest, read: latest?.read ?? false, said, typed };
    const grammar = engine.grammarFor(sessionFacts.language);
    const ctx = new CallContext(engine, call, compiled, kindInfo.kind, kindInfo.source, sessionFacts, historyView, turnFacts, now, grammar, typed, (c) =>
      engine.rulebook && compiled ? engine.rulebook.decide(this.ruleFacts(call, kindInfo.kind, entries, now, c)) : Promise.resolve(undefined),
    );

    const result = await runPipeline(engine.pipeline, ctx, {
      allowedReasons: (check) => engine.reasonsOf(check),
      alreadyAsked: () => {
        const cover = ctx.confirmationCover();
        return new Set(cover && cover.covers ? cover.reasons : []);
      },
    });
    return { result, ctx, grammar };
  }

  /** What became of a call: ran, failed, outcome_unknown or compensated, with its result. */
  report(step: number, status: OutcomeStatus, result?: unknown): void {
    if (!OUTCOME_STATUSES.includes(status)) {
      throw new ToolgateError("report_invalid", `unknown outcome \`${String(status)}\`; one of ${OUTCOME_STATUSES.join(", ")}`, { path: "status" });
    }
    const history = this._history;
    const entry = history.verifiedEntries[step];
    const outcome: Outcome = { status, at: this.engine.now() };
    if (result !== undefined) {
      const fields: Record<string, string> = {};
      const values = new Set<string>();
      for (const [path, leaf] of leaves(result)) {
        const keys = valueKeys(leaf);
        if (path && keys[0] && !(path in fields)) fields[path] = keyDigest(history.session, keys[0]);
        for (const k of keys) values.add(keyDigest(history.session, k));
        if (typeof leaf === "string" && leaf.length <= 20_000) {
          const reading = this.engine.readText(leaf, this.language);
          for (const v of reading.values) for (const k of turnValueKeys(v)) values.add(keyDigest(history.session, k));
          for (const d of reading.destinations) for (const k of valueKeys(d.value)) values.add(keyDigest(history.session, k));
        }
      }
      outcome.fields = fields;
      outcome.values = [...values].sort();
    }
    history.report(step, outcome);
    if (status === "ran" && entry && entry.decision === "allow") {
      this.engine.usage.add({ tenant: this.engine.tenantName, session: history.session, tool: entry.tool, at: outcome.at, numbers: entry.numbers });
    }
  }

  /** The call's facts as rules see them; the history's summary and the marks are made only if a rule reads them. */
  private ruleFacts(call: CallFacts, kind: "read" | "write" | "send", entries: readonly HistoryEntry[], now: number, ctx: CheckContext): RuleFacts {
    const engine = this.engine;
    const usage = (params: UsageParams): number => {
      const tool = params.tool ?? call.tool;
      const since = now - (periodMs(params.period) ?? 0);
      const own = tool === call.tool ? (params.sum ? Number(call.arguments[params.sum] ?? 0) || 0 : 1) : 0;
      const records =
        params.scope === "tenant"
          ? engine.usage.since(engine.tenantName, tool, since).map((r) => r.numbers)
          : entries.filter((e) => e.tool === tool && e.decision === "allow" && e.outcome?.status === "ran" && e.outcome.at >= since).map((e) => e.numbers);
      return records.reduce((acc, n) => acc + (params.sum ? (n[params.sum] ?? 0) : 1), 0) + own;
    };
    let marks: string[] | undefined;
    let summary: RuleFacts["history"] | undefined;
    return {
      tool: call.tool,
      kind,
      agent: call.agent ?? null,
      role: this.role ?? null,
      args: call.arguments as Record<string, unknown>,
      origins: call.origins as Record<string, string>,
      get marks() {
        return (marks ??= ctx.marks.map(markText));
      },
      context: this.contextData,
      get history() {
        if (!summary) {
          const ran: Record<string, number> = {};
          for (const e of entries) if (e.decision === "allow" && e.outcome?.status === "ran") ran[e.tool] = (ran[e.tool] ?? 0) + 1;
          summary = { count: entries.length, ran };
        }
        return summary;
      },
      usage,
      now,
    };
  }
}

/** Everything the checks of one call may read. Facts two checks need are computed once, when first read. */
class CallContext implements CheckContext {
  readonly settings: Record<string, unknown> = {};
  readonly notes: CheckContext["notes"] = [];
  readonly catalogue: Catalogue;
  readonly tenant: CheckContext["tenant"];
  readonly licence: CheckContext["licence"];
  readonly registry: CheckContext["registry"];
  readonly #engine: Engine;
  readonly #typed: (value: unknown) => boolean;
  readonly #decide: (ctx: CheckContext) => Promise<RulebookDecision | undefined>;
  #origins: Record<string, OriginVerdict> | undefined;
  #marks: Mark[] | undefined;
  #taint: Mark[] | undefined;
  #rulebook: Promise<RulebookDecision | undefined> | undefined;
  #cover: { value: TokenCover | undefined } | undefined;
  #plan: { value: PlanFacts | undefined } | undefined;

  constructor(
    engine: Engine,
    readonly call: CallFacts,
    readonly tool: CompiledTool | undefined,
    readonly kind: Kind,
    readonly kindSource: string,
    readonly session: SessionFacts,
    readonly history: HistoryView,
    readonly turns: TurnFacts,
    readonly now: number,
    readonly grammar: Grammar | undefined,
    typed: (value: unknown) => boolean,
    decide: (ctx: CheckContext) => Promise<RulebookDecision | undefined>,
  ) {
    this.#engine = engine;
    this.#typed = typed;
    this.#decide = decide;
    this.catalogue = engine.catalogue;
    this.tenant = engine.tenant;
    this.licence = { lapsed: engine.licenceLapsed(now), tenant: engine.tenantName };
    this.registry = engine.registry?.current();
  }

  kindOf(name: string): Kind {
    return this.#engine.kinds.get(name)?.kind ?? "write";
  }

  get origins(): Record<string, OriginVerdict> {
    return (this.#origins ??= judgeOrigins(this.call, { session: this.session.id, entries: this.history.entries, catalogue: this.catalogue, typed: this.#typed }));
  }

  get marks(): Mark[] {
    return (this.#marks ??= collectMarks(this.call, { entries: this.history.entries, catalogue: this.catalogue }));
  }

  get taint(): Mark[] {
    return (this.#taint ??= taintOf(this.marks, this.tool, this.kind));
  }

  rulebook(): Promise<RulebookDecision | undefined> {
    return (this.#rulebook ??= this.#decide(this));
  }

  confirmationCover(): TokenCover | undefined {
    const token = this.call.confirmation;
    if (token === undefined) return undefined;
    this.#cover ??= { value: confirmationCovers(this.#engine.signer, token, { tool: this.call.tool, digest: this.call.digest, session: this.session.id, head: this.history.head, now: this.now }) };
    return this.#cover.value;
  }

  get plan(): PlanFacts | undefined {
    this.#plan ??= { value: planFacts(this.#engine, this.call.plan, this.session.id, this.history.entries, this.now) };
    return this.#plan.value;
  }
}

/** What an entry keeps of a call's arguments: each one's digest, the numbers, each one's origin. */
function argumentFields(session: string, call: CallFacts): Pick<HistoryEntry, "args" | "numbers" | "origins"> {
  const args: Record<string, string> = {};
  const numbers: Record<string, number> = {};
  const origins: Record<string, string> = {};
  for (const k of Object.keys(call.arguments)) {
    const v = call.arguments[k];
    put(args, k, valueDigest(session, v));
    if (typeof v === "number" && Number.isFinite(v)) put(numbers, k, v);
    put(origins, k, call.origins[k] ?? "model");
  }
  return { args, numbers, origins };
}

/** Sets a property as its own, even one named `__proto__`. */
function put<T>(o: Record<string, T>, k: string, v: T): void {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

function safeMarks(ctx: CheckContext): readonly Mark[] {
  try {
    return ctx.marks;
  } catch {
    return [];
  }
}

function normaliseCall(tool: string, args: Record<string, unknown>, options: CheckOptions, sessionName: string, planToken: string | undefined, session: string): CallFacts {
  if (typeof tool !== "string" || tool.length === 0) throw new ToolgateError("input_invalid", "a call names its tool", { path: "tool" });
  if (typeof args !== "object" || args === null || Array.isArray(args)) throw new ToolgateError("input_invalid", "a call's arguments are an object", { path: "arguments" });
  const labels = options.labels;
  let call: string[] = [];
  const perArg: Record<string, string[]> = {};
  if (Array.isArray(labels)) call = labels.map(String);
  else if (labels) {
    for (const [k, v] of Object.entries(labels)) {
      if (!Array.isArray(v)) throw new ToolgateError("input_invalid", `labels.${k} must be a list`, { path: `labels.${k}` });
      if (k === "call") call = v.map(String);
      else perArg[k] = v.map(String);
    }
  }
  const origins = options.origins ?? {};
  if (typeof origins !== "object" || origins === null) throw new ToolgateError("input_invalid", "origins must map argument names to origins", { path: "origins" });
  if (options.compensationOf !== undefined && (!Number.isInteger(options.compensationOf) || options.compensationOf < 0)) {
    throw new ToolgateError("input_invalid", "compensationOf is a step number", { path: "compensationOf" });
  }
  const copy = plainCopy(args) ?? (JSON.parse(JSON.stringify(args)) as Record<string, unknown>);
  return {
    tool,
    arguments: copy,
    digest: valueDigest(session, copy),
    agent: options.agent ?? (sessionName || undefined),
    origins: Object.fromEntries(Object.entries(origins).map(([k, v]) => [k, String(v)])),
    labels: { call, arguments: perArg },
    compensationOf: options.compensationOf,
    confirmation: options.confirmation,
    plan: options.plan ?? planToken,
  };
}

/**
 * The arguments as JSON would give them back, made directly when they are a plain object of
 * strings, finite numbers (not -0), booleans and nulls; undefined otherwise (then JSON makes it).
 */
function plainCopy(args: Record<string, unknown>): Record<string, unknown> | undefined {
  const proto = Object.getPrototypeOf(args);
  if ((proto !== Object.prototype && proto !== null) || typeof (args as { toJSON?: unknown }).toJSON === "function") return undefined;
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(args)) {
    const v = args[k];
    if (v === undefined) continue;
    if (!(typeof v === "string" || typeof v === "boolean" || v === null || (typeof v === "number" && Number.isFinite(v) && !Object.is(v, -0)))) return undefined;
    put(copy, k, v);
  }
  return copy;
}

function planIdOf(token: string): string {
  return token.split(".")[1]?.slice(0, 43) ?? token;
}

function planFacts(engine: Engine, token: string | undefined, session: string, entries: readonly HistoryEntry[], now: number): PlanFacts | undefined {
  if (token === undefined) return undefined;
  const opened = openToken(engine.signer, token);
  if ("problem" in opened) return { valid: false, problem: opened.problem, steps: [], next: 0 };
  const p = opened.payload;
  if (p.t !== "plan") return { valid: false, problem: "not a plan token", steps: [], next: 0 };
  if (p.session !== session) return { valid: false, problem: "it was approved in another session", steps: p.steps, next: 0 };
  if (now > p.exp) return { valid: false, problem: "it expired", steps: p.steps, next: 0 };
  const id = planIdOf(token);
  const next = entries.filter((e) => e.plan === id && e.decision === "allow" && e.outcome?.status === "ran").length;
  return { valid: true, steps: p.steps, next };
}

