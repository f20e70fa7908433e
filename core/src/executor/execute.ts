// The executor (seed 003): check → on confirm, the pending action, never run → on allow, the
// handler under a timeout → sanitize → audit → report the outcome to the session's history.
// Retries only for idempotent reads; a write is never run twice.
import { createHash, randomBytes } from "node:crypto";
import type { Client } from "../client.js";
import type { Decision } from "../check.js";
import { ToolgateError } from "../errors.js";
import type { OutcomeStatus } from "../history.js";
import type { CheckAnswer, CheckOptions, Session } from "../session.js";
import { FINAL_OUTCOMES, SqliteAuditLog, type AuditLog, type AuditOutcome, type AuditRow } from "./audit.js";
import { capResult, type Cut } from "./cap.js";
import { Sanitizer, type SanitizerOptions } from "./sanitize.js";

/** A call the model proposed, with what the check needs to know about it. */
export interface ToolCall extends CheckOptions {
  tool: string;
  arguments?: Record<string, unknown>;
  /**
   * The call's id, unique in its session. A resumed approval carries the id of the call it
   * resumes; without one, the id is derived from the confirmation token, which does the same.
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
  /** The check's answer (absent for a duplicate, which is not checked again). */
  answer?: CheckAnswer;
  pending?: PendingAction;
  /** The result, sanitized and capped. */
  result?: unknown;
  /** Present when the cap cut records from the result. */
  cut?: Cut;
  /** A failure's message, sanitized. */
  error?: string;
  /** For a call that did not finish cleanly: true only for an idempotent read. */
  retryable?: boolean;
  attempts: number;
  durationMs?: number;
  /** The call was refused for want of a credential: the host should ask the person to sign in. */
  authRequired?: boolean;
  /** False when the audit row could not be written (the call went on; a log line says why). */
  audited: boolean;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RESULT_CHARS = 4_000;

const defaultAudits = new WeakMap<Client, AuditLog>();
const kindCache = new WeakMap<Client, Map<string, string>>();
const sessionLocks = new WeakMap<Session, Promise<unknown>>();

/** The audit log a client's executor uses when none is given. */
export function defaultAuditLog(client: Client): AuditLog {
  let audit = defaultAudits.get(client);
  if (!audit) {
    audit = new SqliteAuditLog(":memory:");
    defaultAudits.set(client, audit);
  }
  return audit;
}

/** The call id a confirmation token resumes. */
export function callIdOfToken(token: string): string {
  return `t_${createHash("sha256").update(token).digest("base64url").slice(0, 32)}`;
}

function kindOf(client: Client, tool: string): string | undefined {
  let kinds = kindCache.get(client);
  if (!kinds) {
    kinds = new Map(client.kinds().map((k) => [k.tool, k.kind]));
    kindCache.set(client, kinds);
  }
  return kinds.get(tool);
}

function stderrLog(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Records that the person declined a pending call: its id is spent. */
export function declinePending(audit: AuditLog, session: string, callId: string, log: (line: string) => void = stderrLog): boolean {
  try {
    const row = audit.get(session, callId);
    if (!row || row.outcome !== "pending") return false;
    return audit.record({ ...row, outcome: "declined", at: row.at });
  } catch (e) {
    log(JSON.stringify({ level: "error", msg: "audit write failed", session, call_id: callId, error: (e as Error).message }));
    return false;
  }
}

type Attempt = { kind: "value"; value: unknown } | { kind: "error"; error: unknown } | { kind: "timeout" };

async function attempt(handler: ToolHandler, args: Record<string, unknown>, context: Omit<HandlerContext, "signal">, timeoutMs: number): Promise<Attempt> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Attempt>((resolve) => {
    timer = setTimeout(() => resolve({ kind: "timeout" }), timeoutMs);
  });
  // The handler's promise never rejects here, so a late failure after a timeout is not unhandled.
  const run = Promise.resolve()
    .then(() => handler(structuredClone(args), { ...context, signal: controller.signal }))
    .then(
      (value): Attempt => ({ kind: "value", value }),
      (error): Attempt => ({ kind: "error", error }),
    );
  const outcome = await Promise.race([run, timeout]);
  clearTimeout(timer);
  if (outcome.kind === "timeout") controller.abort(new Error(`timed out after ${timeoutMs} ms`));
  return outcome;
}

function validate(call: ToolCall, handler: ToolHandler, options: ExecuteOptions): void {
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
}

/** Runs one call through the executor; calls in one session run one at a time. */
export function executeCall(client: Client, session: Session, call: ToolCall, handler: ToolHandler, options: ExecuteOptions = {}): Promise<ExecuteResult> {
  try {
    validate(call, handler, options);
  } catch (e) {
    return Promise.reject(e);
  }
  const previous = sessionLocks.get(session) ?? Promise.resolve();
  const next = previous.then(
    () => run(client, session, call, handler, options),
    () => run(client, session, call, handler, options),
  );
  sessionLocks.set(session, next.catch(() => undefined));
  return next;
}

async function run(client: Client, session: Session, call: ToolCall, handler: ToolHandler, options: ExecuteOptions): Promise<ExecuteResult> {
  const audit = options.audit ?? defaultAuditLog(client);
  const sanitizer = options.sanitizer instanceof Sanitizer ? options.sanitizer : new Sanitizer(options.sanitizer);
  const log = options.log ?? stderrLog;
  const args = call.arguments ?? {};
  const shownArgs = sanitizer.value(args);

  const writeRow = (row: AuditRow): boolean => {
    try {
      audit.record(row);
      return true;
    } catch (e) {
      log(JSON.stringify({ level: "error", msg: "audit write failed", session: row.session, call_id: row.callId, tool: row.tool, decision: row.decision, outcome: row.outcome, error: sanitizer.text((e as Error).message) }));
      return false;
    }
  };

  // A call id already spent is never run again: a resumed approval presented twice runs once.
  const knownId = call.id ?? (typeof call.confirmation === "string" ? callIdOfToken(call.confirmation) : undefined);
  if (knownId) {
    let row: AuditRow | undefined;
    try {
      row = audit.get(session.id, knownId);
    } catch (e) {
      log(JSON.stringify({ level: "error", msg: "audit read failed", session: session.id, call_id: knownId, tool: call.tool, error: sanitizer.text((e as Error).message) }));
    }
    if (row && FINAL_OUTCOMES.has(row.outcome)) {
      return { status: "duplicate", callId: knownId, decision: row.decision, reasons: row.reasons, detail: { outcome: row.outcome }, session: row.session, step: row.step, attempts: 0, audited: true };
    }
  }

  const { tool, arguments: _args, id: _id, ...checkOptions } = call;
  const answer = await session.checkToolCall(tool, args, checkOptions);
  const callId = call.id ?? (answer.decision === "confirm" && answer.confirmation ? callIdOfToken(answer.confirmation) : (knownId ?? `c_${randomBytes(12).toString("base64url")}`));
  const row: AuditRow = {
    session: answer.session,
    callId,
    at: session.history.entries[answer.step]?.at ?? Date.now(),
    agent: call.agent ?? (session.name || null),
    tool,
    step: answer.step,
    decision: answer.decision,
    reasons: answer.reasons,
    outcome: "not_run",
    asked: false,
    retryable: null,
    attempts: 0,
    durationMs: null,
    arguments: JSON.stringify(shownArgs),
    error: null,
    resultChars: null,
    cutFrom: null,
  };
  const base = { callId, decision: answer.decision, reasons: answer.reasons, detail: answer.detail, session: answer.session, step: answer.step, answer };

  if (answer.decision === "refuse") {
    const audited = writeRow(row);
    const result: ExecuteResult = { ...base, status: "refused", attempts: 0, audited };
    if (answer.reasons.includes("credential_unavailable")) result.authRequired = true;
    return result;
  }

  if (answer.decision === "confirm") {
    const audited = writeRow({ ...row, outcome: "pending" });
    const question = typeof answer.detail.wording === "string" ? answer.detail.wording : answer.reasons.join(", ");
    return {
      ...base,
      status: "pending",
      attempts: 0,
      audited,
      pending: { callId, tool, arguments: shownArgs, question, reasons: answer.reasons, confirmation: answer.confirmation ?? "", session: answer.session, step: answer.step },
    };
  }

  // Allowed: run it.
  const spec = client.catalogue.get(tool)?.spec;
  const timeoutMs = spec?.timeout_ms ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retrySafe = spec?.idempotent === true && kindOf(client, tool) === "read";
  const maxAttempts = retrySafe ? 1 + (options.retries ?? 1) : 1;
  const started = performance.now();
  let outcome: Attempt = { kind: "timeout" };
  let attempts = 0;
  while (attempts < maxAttempts) {
    attempts++;
    outcome = await attempt(handler, args, { attempt: attempts, callId, session: answer.session, step: answer.step }, timeoutMs);
    if (outcome.kind === "value") break;
  }
  const durationMs = performance.now() - started;

  let status: OutcomeStatus & AuditOutcome;
  let value: unknown;
  let cut: Cut | undefined;
  let error: string | undefined;
  if (outcome.kind === "value") {
    const capped = capResult(sanitizer.value(outcome.value), options.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS);
    value = capped.value;
    cut = capped.cut;
    status = options.failed?.(outcome.value) ? "failed" : "ran";
  } else if (outcome.kind === "error") {
    status = "failed";
    const e = outcome.error;
    error = sanitizer.text(e instanceof Error ? e.message : String(e));
  } else {
    status = "outcome_unknown";
    error = `timed out after ${timeoutMs} ms`;
  }

  try {
    await session.report(answer.step, status, status === "ran" ? value : undefined);
  } catch (e) {
    log(JSON.stringify({ level: "error", msg: "report failed", session: answer.session, call_id: callId, tool, error: sanitizer.text((e as Error).message) }));
  }

  const retryable = status === "ran" ? null : retrySafe;
  const audited = writeRow({
    ...row,
    outcome: status,
    retryable,
    attempts,
    durationMs,
    error: error ?? null,
    resultChars: value === undefined ? null : (JSON.stringify(value)?.length ?? 0),
    cutFrom: cut?.from ?? null,
  });
  const result: ExecuteResult = { ...base, status, attempts, durationMs, audited };
  if (value !== undefined) result.result = value;
  if (cut) result.cut = cut;
  if (error !== undefined) result.error = error;
  if (retryable !== null) result.retryable = retryable;
  return result;
}
