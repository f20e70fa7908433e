// The executor (seed 003): check → on confirm, the pending action, never run → on allow, the
// call written `started` to the audit log (the insert decides whether it runs at all), the
// handler under a timeout → sanitize → the row completed → report the outcome to the history.
// Retries only for idempotent reads; a write is never run twice, not even after a crash.
import { randomBytes } from "node:crypto";
import type { Client } from "@toolgate/core";
import type { Decision } from "@toolgate/core";
import { makeSigner, type Signer } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import type { OutcomeStatus } from "@toolgate/core";
import type { ExecuteCode } from "@toolgate/core";
import type { CheckAnswer, CheckOptions, Session } from "@toolgate/core";
import { tokenId } from "@toolgate/core";
import { FINAL_OUTCOMES, SqliteAuditLog, type AuditLog, type AuditRow } from "./audit.js";
import { storeBusy } from "@toolgate/core";
import { capResult, type Cut } from "@toolgate/core";
import { Sanitizer, type SanitizerOptions } from "@toolgate/core";

/** A call the model proposed, with what the check needs to know about it. */
export interface ToolCall extends CheckOptions {
  tool: string;
  arguments?: Record<string, unknown>;
  /**
   * The call's id, unique in its session. A resumed approval carries the id of the call it
   * resumes; without one, the id is the approval's, from the confirmation token's signed content.
   */
  id?: string;
}

export interface HandlerContext {
  /** Aborted when the call times out: a handler that can stop should. */
  signal: AbortSignal;
  /** 1 for the first attempt; more only for idempotent reads. */
  attempt: number;
  callId: string;
  session: string;
  step: number;
}

/** Runs the call for real. Its return value is the result; a throw is a failure. */
export type ToolHandler = (args: Record<string, unknown>, context: HandlerContext) => unknown;

export interface ExecuteOptions {
  /** Milliseconds before a call is given up as `outcome_unknown` (the tool's `timeout_ms` wins). Default 30 000. */
  timeoutMs?: number;
  /** Extra attempts after a timeout or a throw, for tools declared `idempotent` that read. Default 1. */
  retries?: number;
  /** Where decisions are audited. Default: one in-memory SQLite audit log per client. */
  audit?: AuditLog;
  /** The sanitizer, or the patterns to configure one with. */
  sanitizer?: Sanitizer | SanitizerOptions;
  /** The most characters of JSON a result may keep; it is cut at a record boundary. Default 4 000. */
  maxResultChars?: number;
  /** Whether a returned result reports a failure (an MCP result with `isError`). */
  failed?: (result: unknown) => boolean;
  /** Where a failed audit write is reported. Default: a JSON line on stderr. */
  log?: (line: string) => void;
  /**
   * Shadow mode (log-only): a call the check refuses or asks about runs anyway, as an allowed one
   * does; its audit row and the history keep the decision as it was made.
   */
  shadow?: boolean;
}

export type ExecuteStatus = "ran" | "failed" | "outcome_unknown" | "pending" | "refused" | "duplicate";

/** A call waiting for a person: shown to them, run only when they approve it. */
export interface PendingAction {
  callId: string;
  tool: string;
  /** The arguments, sanitized: what the person is shown. */
  arguments: Record<string, unknown>;
  question: string;
  reasons: string[];
  /** The token to present, with the same call, once the person approves. */
  confirmation: string;
  session: string;
  step: number;
}

export interface ExecuteResult {
  status: ExecuteStatus;
  callId: string;
  decision: Decision;
  reasons: string[];
  detail: Record<string, unknown>;
  session: string;
  step: number;
  /** The check's answer (absent when the call was not checked again: a duplicate, a call found started). */
  answer?: CheckAnswer;
  pending?: PendingAction;
  /** The result, sanitized and capped. */
  result?: unknown;
  /** Present when the cap cut records from the result. */
  cut?: Cut;
  /** For a call let run that did not finish cleanly: why, from the closed set (`EXECUTOR_CODES`). */
  code?: ExecuteCode;
  /** A failure's message, sanitized. */
  error?: string;
  /** For a call that did not finish cleanly: true only for an idempotent read. */
  retryable?: boolean;
  attempts: number;
  durationMs?: number;
  /** The call was refused for want of a credential: the host should ask the person to sign in. */
  authRequired?: boolean;
  /** True only when the audit row holds what this answer says (a log line says why it does not). */
  audited: boolean;
  /** Shadow mode let this call run though the check refused it or asked about it. */
  shadow?: true;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RESULT_CHARS = 4_000;

/** Error codes of a handler that could not reach its service (node's, undici's, the MCP SDK's closed connection). */
const UNAVAILABLE = new Set<unknown>(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ENETDOWN", "ETIMEDOUT", "EPIPE", "UND_ERR_CONNECT_TIMEOUT", "UND_ERR_SOCKET", "upstream_unavailable", -32000]);

/** The closed code of a handler's throw: `upstream_unavailable` when it (or its cause) says so, else `handler_failed`. */
export function failureCode(error: unknown): ExecuteCode {
  let e: unknown = error;
  try {
    for (let depth = 0; depth < 4 && typeof e === "object" && e !== null; depth++) {
      if (UNAVAILABLE.has((e as { code?: unknown }).code)) return "upstream_unavailable";
      e = (e as { cause?: unknown }).cause;
    }
  } catch {
    // A getter that throws says nothing about the upstream.
  }
  return "handler_failed";
}

function stderrLog(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** What a client's executor keeps between calls: its default audit log, the tools' kinds, a verifier, one queue per session. */
class Executor {
  private ownAudit: AuditLog | undefined;
  private kinds: Map<string, string> | undefined;
  readonly verifier: Signer;
  private readonly queues = new WeakMap<Session, Promise<unknown>>();

  constructor(readonly client: Client) {
    this.verifier = makeSigner({ publicKey: client.publicKey });
  }

  get audit(): AuditLog {
    return (this.ownAudit ??= new SqliteAuditLog(":memory:"));
  }

  /** Retry-safety is a property of the tool: declared idempotent, and a read. */
  retrySafe(tool: string): boolean {
    this.kinds ??= new Map(this.client.kinds().map((k) => [k.tool, k.kind]));
    return this.client.catalogue.get(tool)?.spec.idempotent === true && this.kinds.get(tool) === "read";
  }

  /** Calls in one session run one at a time, in the order they were made. */
  queue(session: Session, run: () => Promise<ExecuteResult>): Promise<ExecuteResult> {
    const previous = this.queues.get(session) ?? Promise.resolve();
    const next = previous.then(run, run);
    this.queues.set(session, next.catch(() => undefined));
    return next;
  }
}

const executors = new WeakMap<Client, Executor>();

function executorOf(client: Client): Executor {
  let e = executors.get(client);
  if (!e) {
    e = new Executor(client);
    executors.set(client, e);
  }
  return e;
}

/** The audit log a client's executor uses when none is given. */
export function defaultAuditLog(client: Client): AuditLog {
  return executorOf(client).audit;
}

/** Records that the person declined a pending call: its id is spent. */
export async function declinePending(audit: AuditLog, session: string, callId: string, log: (line: string) => void = stderrLog): Promise<boolean> {
  try {
    const row = await audit.get(session, callId);
    if (!row || row.outcome !== "pending") return false;
    return await audit.record({ ...row, outcome: "declined", at: row.at });
  } catch (e) {
    log(JSON.stringify({ level: "error", msg: "audit write failed", session, call_id: callId, error: (e as Error).message }));
    return false;
  }
}

type Attempt = { kind: "value"; value: unknown } | { kind: "error"; error: unknown } | { kind: "timeout" };

async function attempt(handler: ToolHandler, argsText: string, context: Omit<HandlerContext, "signal">, timeoutMs: number): Promise<Attempt> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Attempt>((resolve) => {
    timer = setTimeout(() => resolve({ kind: "timeout" }), timeoutMs);
  });
  // The handler's promise never rejects here, so a late failure after a timeout is not unhandled.
  // Each attempt gets its own copy of exactly the values checked: the JSON the check judged.
  const run = Promise.resolve()
    .then(() => handler(JSON.parse(argsText) as Record<string, unknown>, { ...context, signal: controller.signal }))
    .then(
      (value): Attempt => ({ kind: "value", value }),
      (error): Attempt => ({ kind: "error", error }),
    );
  const outcome = await Promise.race([run, timeout]);
  clearTimeout(timer);
  if (outcome.kind === "timeout") controller.abort(new Error(`timed out after ${timeoutMs} ms`));
  return outcome;
}

/** The arguments as JSON text: what is checked, audited and handed over is this text's value. */
function argumentsText(call: ToolCall): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(call.arguments ?? {});
  } catch (e) {
    throw new ToolgateError("input_invalid", `a call's arguments must be JSON: ${(e as Error).message}`, { path: "call.arguments" });
  }
  if (typeof text !== "string" || !text.startsWith("{")) throw new ToolgateError("input_invalid", "a call's arguments are an object", { path: "call.arguments" });
  return text;
}

function validate(call: ToolCall, handler: ToolHandler, options: ExecuteOptions): string {
  if (typeof call !== "object" || call === null) throw new ToolgateError("input_invalid", "execute takes a call object `{ tool, arguments }`", { path: "call" });
  if (typeof call.tool !== "string" || call.tool.length === 0) throw new ToolgateError("input_invalid", "a call names its tool", { path: "call.tool" });
  if (call.arguments !== undefined && (typeof call.arguments !== "object" || call.arguments === null || Array.isArray(call.arguments))) {
    throw new ToolgateError("input_invalid", "a call's arguments are an object", { path: "call.arguments" });
  }
  if (call.id !== undefined && (typeof call.id !== "string" || call.id.length === 0 || call.id.length > 200)) {
    throw new ToolgateError("input_invalid", "a call id is a string of 1 to 200 characters", { path: "call.id" });
  }
  if (typeof handler !== "function") throw new ToolgateError("input_invalid", "execute needs a handler function that runs the call", { path: "handler" });
  for (const k of ["timeoutMs", "maxResultChars"] as const) {
    const v = options[k];
    if (v !== undefined && (!Number.isFinite(v) || v <= 0)) throw new ToolgateError("input_invalid", `\`${k}\` must be a positive number`, { path: k });
  }
  if (options.retries !== undefined && (!Number.isInteger(options.retries) || options.retries < 0)) throw new ToolgateError("input_invalid", "`retries` must be a whole number, 0 or more", { path: "retries" });
  return argumentsText(call);
}

/** Runs one call through the executor; calls in one session run one at a time. */
export function executeCall(client: Client, session: Session, call: ToolCall, handler: ToolHandler, options: ExecuteOptions = {}): Promise<ExecuteResult> {
  let argsText: string;
  try {
    argsText = validate(call, handler, options);
  } catch (e) {
    return Promise.reject(e);
  }
  const executor = executorOf(client);
  return executor.queue(session, () => new CallRun(executor, session, call, handler, options, argsText).run());
}

/** One call on its way through the executor, step by step. */
class CallRun {
  private readonly audit: AuditLog;
  private readonly sanitizer: Sanitizer;
  private readonly log: (line: string) => void;
  /** The values checked, as the check and the handler see them. */
  private readonly args: Record<string, unknown>;
  private readonly shownArgs: Record<string, unknown>;
  /** The approval the presented token carries, when its signature verifies. */
  private readonly approval: { id: string; tool: string } | undefined;
  private readonly retrySafe: boolean;

  constructor(
    private readonly executor: Executor,
    private readonly session: Session,
    private readonly call: ToolCall,
    private readonly handler: ToolHandler,
    private readonly options: ExecuteOptions,
    private readonly argsText: string,
  ) {
    this.audit = options.audit ?? executor.audit;
    this.sanitizer = options.sanitizer instanceof Sanitizer ? options.sanitizer : new Sanitizer(options.sanitizer);
    this.log = options.log ?? stderrLog;
    this.args = JSON.parse(argsText) as Record<string, unknown>;
    this.shownArgs = this.sanitizer.value(this.args);
    const approval = typeof call.confirmation === "string" ? tokenId(executor.verifier, call.confirmation) : undefined;
    this.approval = approval && approval.payload.t === "confirm" && approval.payload.session === session.id ? { id: approval.id, tool: approval.payload.tool } : undefined;
    this.retrySafe = executor.retrySafe(call.tool);
  }

  private logError(msg: string, fields: Record<string, unknown>, e: unknown): void {
    this.log(JSON.stringify({ level: "error", msg, ...fields, error: this.sanitizer.text(String((e as Error)?.message ?? e)) }));
  }

  async run(): Promise<ExecuteResult> {
    const spent = await this.spent();
    if (spent) return spent;
    const { tool, arguments: _args, id, ...checkOptions } = this.call;
    // With a lasting audit log the call's id names the check too: a host that lost the answer (a
    // crash after the check) and presents the call again from the history it holds gets the answer
    // recorded for it, and the audit row decides whether it runs. An audit log that died with the
    // host cannot say that the call already ran, so there the rollback refusal stands.
    const requestId = checkOptions.requestId ?? (this.audit.lasting === true ? id : undefined);
    let answer: CheckAnswer;
    try {
      answer = await this.session.checkToolCall(tool, this.args, { ...checkOptions, requestId });
    } catch (e) {
      if (!storeBusy(e)) throw e;
      return this.storeWasBusy(e);
    }
    if (this.options.shadow === true && (answer.decision === "refuse" || answer.decision === "confirm")) {
      return { ...(await this.allowed(answer)), shadow: true };
    }
    if (answer.decision === "refuse") return this.refused(answer);
    if (answer.decision === "confirm") return this.pending(answer);
    if (answer.decision === "allow") return this.allowed(answer);
    // Nothing but allow runs a handler.
    return this.refused({ ...answer, decision: "refuse", reasons: ["check_failed"] });
  }

  /**
   * The check could not be recorded: another process held the session store's lock. Refused, and
   * nothing is written to the audit log either: a row would mark the call's id spent, and the same
   * call presented again once the lock is free must be checked afresh, not answered `duplicate`.
   */
  private storeWasBusy(e: unknown): ExecuteResult {
    const callId = this.call.id ?? this.approval?.id ?? this.newId();
    this.logError("session store busy: the call was refused and not run", { session: this.session.id, call_id: callId, tool: this.call.tool }, e);
    const detail = { store: "the session store is busy (another process holds its lock, or wrote first): nothing was recorded; present the call again" };
    return { callId, decision: "refuse", reasons: ["check_failed"], detail, session: this.session.id, step: this.session.history.length, status: "refused", attempts: 0, audited: false };
  }

  /** A call id (or approval) already recorded is not checked or run again. */
  private async spent(): Promise<ExecuteResult | undefined> {
    const id = this.call.id ?? this.approval?.id;
    if (!id) return undefined;
    let row: AuditRow | undefined;
    try {
      row = (await this.audit.get(this.session.id, id)) ?? (this.approval ? await this.audit.byToken(this.session.id, this.approval.id) : undefined);
    } catch (e) {
      // The claim before the handler decides; a read that fails here only skips the shortcut.
      this.logError("audit read failed", { session: this.session.id, call_id: id, tool: this.call.tool }, e);
      return undefined;
    }
    if (!row) return undefined;
    if (FINAL_OUTCOMES.has(row.outcome)) return this.duplicate(row);
    if (row.outcome === "started" && !this.retrySafe) return this.alreadyStarted(row);
    return undefined;
  }

  private duplicate(row: AuditRow): ExecuteResult {
    return { status: "duplicate", callId: row.callId, decision: row.decision, reasons: row.reasons, detail: { outcome: row.outcome }, session: row.session, step: row.step, attempts: 0, audited: true };
  }

  /** A call found started: it ran, runs, or was cut off; whether it took effect is unknown. */
  private alreadyStarted(row: AuditRow): ExecuteResult {
    return {
      status: "outcome_unknown",
      code: "already_started",
      callId: row.callId,
      decision: row.decision,
      reasons: row.reasons,
      detail: { outcome: row.outcome },
      session: row.session,
      step: row.step,
      error: "the call was already started and recorded no outcome; it is not run again",
      retryable: false,
      attempts: 0,
      audited: true,
    };
  }

  private baseRow(answer: CheckAnswer, callId: string): AuditRow {
    return {
      session: answer.session,
      callId,
      at: this.session.history.entry(answer.step)?.at ?? Date.now(),
      agent: this.call.agent ?? (this.session.name || null),
      tool: this.call.tool,
      step: answer.step,
      decision: answer.decision,
      reasons: answer.reasons,
      outcome: "not_run",
      asked: false,
      retryable: null,
      attempts: 0,
      durationMs: null,
      arguments: JSON.stringify(this.shownArgs),
      error: null,
      resultChars: null,
      cutFrom: null,
      code: null,
      token: null,
    };
  }

  private base(answer: CheckAnswer, callId: string) {
    return { callId, decision: answer.decision, reasons: answer.reasons, detail: answer.detail, session: answer.session, step: answer.step, answer };
  }

  /** Writes a row for a decision that runs nothing; true only when the row now says it. */
  private async record(row: AuditRow): Promise<boolean> {
    try {
      return await this.audit.record(row);
    } catch (e) {
      this.logError("audit write failed", { session: row.session, call_id: row.callId, tool: row.tool, decision: row.decision, outcome: row.outcome }, e);
      return false;
    }
  }

  private newId(): string {
    return `c_${randomBytes(12).toString("base64url")}`;
  }

  private async refused(answer: CheckAnswer): Promise<ExecuteResult> {
    const callId = this.call.id ?? this.approval?.id ?? this.newId();
    const audited = await this.record(this.baseRow(answer, callId));
    const result: ExecuteResult = { ...this.base(answer, callId), status: "refused", attempts: 0, audited };
    if (answer.reasons.includes("credential_unavailable")) result.authRequired = true;
    return result;
  }

  private async pending(answer: CheckAnswer): Promise<ExecuteResult> {
    const asked = answer.confirmation ? tokenId(this.executor.verifier, answer.confirmation)?.id : undefined;
    const callId = this.call.id ?? asked ?? this.newId();
    const audited = await this.record({ ...this.baseRow(answer, callId), outcome: "pending", token: asked ?? null });
    const question = typeof answer.detail.wording === "string" ? answer.detail.wording : answer.reasons.join(", ");
    return {
      ...this.base(answer, callId),
      status: "pending",
      attempts: 0,
      audited,
      pending: { callId, tool: this.call.tool, arguments: this.shownArgs, question, reasons: answer.reasons, confirmation: answer.confirmation ?? "", session: answer.session, step: answer.step },
    };
  }

  private async report(answer: CheckAnswer, callId: string, status: OutcomeStatus, value?: unknown): Promise<void> {
    try {
      await this.session.report(answer.step, status, status === "ran" ? value : undefined);
    } catch (e) {
      this.logError("report failed", { session: answer.session, call_id: callId, tool: this.call.tool }, e);
    }
  }

  private async allowed(answer: CheckAnswer): Promise<ExecuteResult> {
    // An approval the check accepted is spent by this call: no other id runs it again.
    const spends = this.approval && answer.reasons.includes("confirmed") && this.approval.tool === this.call.tool ? this.approval.id : null;
    const wanted = this.call.id ?? this.approval?.id ?? this.newId();
    const row: AuditRow = { ...this.baseRow(answer, wanted), outcome: "started", token: spends };

    // Write-ahead: the row says `started` before the handler runs, or the handler does not run.
    let claimed: AuditRow;
    try {
      const claim = await this.audit.claim(row);
      if (!claim.claimed) {
        if (claim.row.outcome !== "started" || !this.retrySafe) return this.lost(answer, claim.row);
      }
      claimed = claim.claimed ? claim.row : { ...claim.row, ...row, callId: claim.row.callId, outcome: "started" };
    } catch (e) {
      this.logError("audit write failed", { session: row.session, call_id: row.callId, tool: row.tool, decision: row.decision, outcome: "started" }, e);
      await this.report(answer, wanted, "failed");
      return {
        ...this.base(answer, wanted),
        status: "failed",
        code: "audit_unavailable",
        error: "the audit log could not record the call before it ran, so it did not run",
        retryable: this.retrySafe,
        attempts: 0,
        audited: false,
      };
    }
    return this.runHandler(answer, claimed);
  }

  /** Another run holds the call: it is not run here. */
  private async lost(answer: CheckAnswer, found: AuditRow): Promise<ExecuteResult> {
    if (found.outcome === "started") {
      await this.report(answer, found.callId, "outcome_unknown");
      return { ...this.alreadyStarted(found), answer, session: answer.session, step: answer.step, decision: answer.decision, reasons: answer.reasons, detail: { ...answer.detail, outcome: found.outcome } };
    }
    return { ...this.duplicate(found), answer };
  }

  /** Runs the claimed call: the handler within its time budget, then the outcome reported to the session and written to the audit log. */
  private async runHandler(answer: CheckAnswer, row: AuditRow): Promise<ExecuteResult> {
    const ran = await this.attempts(answer, row.callId);
    const ending = this.readEnding(ran.outcome, ran.timeoutMs);
    await this.report(answer, row.callId, ending.status, ending.value);
    const retryable = ending.status === "ran" ? null : this.retrySafe;
    const audited = await this.finish({
      ...row,
      outcome: ending.status,
      code: ending.code ?? null,
      retryable,
      attempts: ran.attempts,
      durationMs: ran.durationMs,
      error: ending.error ?? null,
      resultChars: ending.value === undefined ? null : (JSON.stringify(ending.value)?.length ?? 0),
      cutFrom: ending.cut?.from ?? null,
    });
    const result: ExecuteResult = { ...this.base(answer, row.callId), status: ending.status, attempts: ran.attempts, durationMs: ran.durationMs, audited };
    if (ending.value !== undefined) result.result = ending.value;
    if (ending.cut) result.cut = ending.cut;
    if (ending.code) result.code = ending.code;
    if (ending.error !== undefined) result.error = ending.error;
    if (retryable !== null) result.retryable = retryable;
    return result;
  }

  /** The handler run within its time budget: once, or, for a retry-safe tool, until it answers or the retries run out. */
  private async attempts(answer: CheckAnswer, callId: string): Promise<{ outcome: Attempt; attempts: number; durationMs: number; timeoutMs: number }> {
    const { options } = this;
    const spec = this.executor.client.catalogue.get(this.call.tool)?.spec;
    const timeoutMs = spec?.timeout_ms ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxAttempts = this.retrySafe ? 1 + (options.retries ?? 1) : 1;
    const started = performance.now();
    let outcome: Attempt = { kind: "timeout" };
    let attempts = 0;
    while (attempts < maxAttempts) {
      attempts++;
      outcome = await attempt(this.handler, this.argsText, { attempt: attempts, callId, session: answer.session, step: answer.step }, timeoutMs);
      if (outcome.kind === "value") break;
    }
    return { outcome, attempts, durationMs: performance.now() - started, timeoutMs };
  }

  /**
   * `ending`, for any value a handler returns or throws: one that cannot be read as JSON data (a
   * BigInt, a `toJSON` or getter that throws, nesting deeper than the stack, a throw with no
   * primitive value) is a failed call, so the claimed row is still finished and the outcome
   * reported, instead of the row left `started` and the run thrown out of `executeCall`.
   */
  private readEnding(outcome: Attempt, timeoutMs: number): ReturnType<CallRun["ending"]> {
    try {
      return this.ending(outcome, timeoutMs);
    } catch (e) {
      const why = e instanceof Error ? e.message : "unreadable";
      return { status: "failed", code: "handler_failed", error: `${outcome.kind === "value" ? "the handler's result cannot be read as JSON data" : "the handler threw a value that cannot be read as text"}: ${this.sanitizer.text(why.slice(0, 200))}` };
    }
  }

  /** What became of the call, from the handler's last attempt: its status, and the result as shown (sanitized, capped) or the error. */
  private ending(outcome: Attempt, timeoutMs: number): { status: "ran" | "failed" | "outcome_unknown"; code?: ExecuteCode; value?: unknown; cut?: Cut; error?: string } {
    if (outcome.kind === "value") {
      // Sanitized (a cycle named), then read as JSON once: what is capped, reported and audited is data.
      const text = JSON.stringify(this.sanitizer.value(outcome.value));
      const value: unknown = text === undefined ? undefined : JSON.parse(text);
      const capped = capResult(value, this.options.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS);
      const failed = Boolean(this.options.failed?.(outcome.value));
      return { status: failed ? "failed" : "ran", ...(failed ? { code: "tool_error" as const } : {}), value: capped.value, ...(capped.cut ? { cut: capped.cut } : {}) };
    }
    if (outcome.kind === "error") {
      const e = outcome.error;
      return { status: "failed", code: failureCode(e), error: this.sanitizer.text(e instanceof Error ? e.message : String(e)) };
    }
    return { status: "outcome_unknown", code: "timeout", error: `timed out after ${timeoutMs} ms` };
  }

  /** Writes the call's final row over its `started` one; true only when the row now says it. */
  private async finish(final: AuditRow): Promise<boolean> {
    try {
      const audited = await this.audit.finish(final);
      if (!audited) this.log(JSON.stringify({ level: "error", msg: "audit row was not started", session: final.session, call_id: final.callId, tool: final.tool, outcome: final.outcome }));
      return audited;
    } catch (e) {
      this.logError("audit write failed", { session: final.session, call_id: final.callId, tool: final.tool, decision: final.decision, outcome: final.outcome }, e);
      return false;
    }
  }
}
