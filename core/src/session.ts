// A session: one conversation with one agent. It reads the person's turns once, carries the
// signed history, and checks each tool call the agent proposes.
import { randomBytes } from "node:crypto";
import type { CallFacts, CheckContext, Decision, HistoryView, Mark, OriginVerdict, PlanFacts, SessionFacts, TurnFacts } from "./check.js";
import { keyDigest, valueDigest } from "./crypto/digest.js";
import { ToolgateError } from "./errors.js";
import { collectMarks, judgeOrigins, markText, taintOf } from "./facts.js";
import type { Grammar, TurnReading } from "./grammar/port.js";
import { History, OUTCOME_STATUSES, type HistoryEntry, type Outcome, type OutcomeStatus } from "./history.js";
import { runPipeline, type TraceEntry } from "./pipeline.js";
import type { RulebookDecision, UsageParams } from "./rulebook.js";
import { periodMs } from "./period.js";
import { confirmationCovers, openToken, signToken, type TokenCover } from "./tokens.js";
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
  /** Result digests of the verified history, rebuilt when the history changes. */
  private resultCache: { length: number; outcome: Outcome | null; set: Set<string> } | undefined;

  constructor(
    private readonly engine: Engine,
    name: string,
    options: SessionOptions = {},
  ) {
    this.name = name;
    this._history = options.history === undefined ? History.start(newSessionId()) : History.from(options.history);
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

  private resultDigests(entries: readonly HistoryEntry[]): Set<string> {
    const last = entries.at(-1)?.outcome ?? null;
    const c = this.resultCache;
    if (c && c.length === entries.length && c.outcome === last) return c.set;
    const set = new Set<string>();
    for (const e of entries) for (const d of e.outcome?.values ?? []) set.add(d);
    this.resultCache = { length: entries.length, outcome: last, set };
    return set;
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
    const verification = history.verify(engine.signer, engine.heads);
    const entries: readonly HistoryEntry[] = verification.valid ? history.verifiedEntries : [];
    const session = this;
    const sessionId = history.session;
    const digest = call.digest;
    const compiled = engine.catalogue.get(call.tool);
    const kindInfo = engine.kinds.get(call.tool) ?? { kind: "write" as const, source: "default" as const };

    const said = (value: unknown) => {
      const results = session.resultDigests(entries);
      return valueKeys(value).some((k) => session.saidKeys.has(k) || results.has(keyDigest(sessionId, k)));
    };
    const typed = (value: unknown) => valueKeys(value).some((k) => session.typedKeys.has(k));
    const memo = new Map<string, unknown>();
    const once = <T>(key: string, make: () => T): T => {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key) as T;
    };

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

    const ctx: CheckContext = {
      call,
      tool: compiled,
      kind: kindInfo.kind,
      kindSource: kindInfo.source,
      catalogue: engine.catalogue,
      kindOf: (name: string) => engine.kinds.get(name)?.kind ?? "write",
      session: sessionFacts,
      history: historyView,
      turns: turnFacts,
      get origins(): Record<string, OriginVerdict> {
        return once("origins", () => judgeOrigins(call, { session: sessionId, entries, catalogue: engine.catalogue, typed }));
      },
      get marks(): Mark[] {
        return once("marks", () => collectMarks(call, { entries, catalogue: engine.catalogue }));
      },
      get taint(): Mark[] {
        return once("taint", () => taintOf(ctx.marks, compiled, kindInfo.kind));
      },
      settings: {},
      tenant: engine.tenant,
      licence: { lapsed: engine.licenceLapsed(now), tenant: engine.tenantName },
      now,
      notes: [],
      grammar,
      rulebook: (): Promise<RulebookDecision | undefined> =>
        once("rulebook", () => (engine.rulebook && compiled ? engine.rulebook.decide(this.ruleFacts(call, kindInfo.kind, entries, now, ctx)) : Promise.resolve(undefined))),
      confirmationCover: (): TokenCover | undefined =>
        call.confirmation === undefined
          ? undefined
          : once("cover", () => confirmationCovers(engine.signer, call.confirmation, { tool: call.tool, digest, session: sessionId, head: history.head, now })),
      get plan(): PlanFacts | undefined {
        return once("plan", () => planFacts(engine, call.plan, sessionId, entries, now));
      },
      registry: engine.registry?.current(),
    };

    const result = await runPipeline(engine.pipeline, ctx, {
      allowedReasons: (check) => engine.reasonsOf(check),
      alreadyAsked: () => {
        const cover = ctx.confirmationCover();
        return new Set(cover && cover.covers ? cover.reasons : []);
      },
    });

    // A history that did not verify is never signed onto: the answer starts a new one at step 0.
    if (!verification.valid) {
      this._history = History.start(newSessionId());
      this.resultCache = undefined;
      result.detail = { ...result.detail, history: verification.problem, previous_session: sessionId };
    }
    const target = this._history;
    const planId = call.plan && ctx.plan?.valid ? planIdOf(call.plan) : null;
    const entry = target.append(
      engine.signer,
      {
        at: now,
        agent: call.agent ?? null,
        tool: call.tool,
        digest: target === history ? digest : valueDigest(target.session, call.arguments),
        args: Object.fromEntries(Object.entries(call.arguments).map(([k, v]) => [k, valueDigest(target.session, v)])),
        numbers: Object.fromEntries(Object.entries(call.arguments).filter(([, v]) => typeof v === "number" && Number.isFinite(v)) as Array<[string, number]>),
        origins: Object.fromEntries(Object.keys(call.arguments).map((k) => [k, call.origins[k] ?? "model"])),
        marks: [...new Set(safeMarks(ctx).map(markText))],
        decision: result.decision,
        reasons: result.reasons,
        compensationOf: call.compensationOf ?? null,
        plan: planId,
      },
      engine.heads,
    );
    const answer: CheckAnswer = { decision: result.decision, reasons: result.reasons, detail: result.detail, step: entry.step, session: target.session, trace: result.trace };
    if (result.decidedBy && result.decision === "refuse") answer.detail.plugin ??= result.decidedBy.replace(/^said:/, "");
    if (result.decision === "confirm") {
      answer.detail.wording = engine.word(grammar, result.reasons, (code) => ({ ...result.reasonDetail[code], tool: call.tool, arguments_given: call.arguments }));
      answer.confirmation = signToken(engine.signer, {
        t: "confirm",
        tool: call.tool,
        digest: entry.digest,
        session: target.session,
        point: entry.link,
        exp: now + engine.confirmationTtl,
        reasons: result.reasons,
      });
    }
    return answer;
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

  private ruleFacts(call: CallFacts, kind: "read" | "write" | "send", entries: readonly HistoryEntry[], now: number, ctx: CheckContext) {
    const ran: Record<string, number> = {};
    for (const e of entries) if (e.decision === "allow" && e.outcome?.status === "ran") ran[e.tool] = (ran[e.tool] ?? 0) + 1;
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
    return {
      tool: call.tool,
      kind,
      agent: call.agent ?? null,
      role: this.role ?? null,
      args: call.arguments as Record<string, unknown>,
      origins: call.origins as Record<string, string>,
      marks: ctx.marks.map(markText),
      context: this.contextData,
      history: { count: entries.length, ran },
      usage,
      now,
    };
  }
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
  const copy = JSON.parse(JSON.stringify(args)) as Record<string, unknown>;
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

