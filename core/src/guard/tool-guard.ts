// The part every framework adapter shares: one conversation's session, the person's turns read
// once each, each proposed call checked once by its call id, a confirmation token kept here and
// never handed to the model, an approved call run exactly once, and every result sanitized,
// capped and reported to the history before the model reads it.
import type { Client } from "../client.js";
import type { Decision } from "../check/check.js";
import { ToolgateError } from "../errors.js";
import { capResult } from "./cap.js";
import { Sanitizer, type SanitizerOptions } from "./sanitize.js";
import { answeredBefore, type CheckAnswer, type Session, type SessionOptions } from "../session/session.js";
import { canonical } from "../crypto/digest.js";
import { readArguments } from "../session/call-input.js";

export interface ToolGuardOptions {
  /** The agent the session acts as (its name in the catalogue). */
  agent?: string;
  /** Options of the session (language, role, context, a history to resume). */
  session?: SessionOptions;
  /** The sanitizer results pass through, or its patterns. */
  sanitizer?: Sanitizer | SanitizerOptions;
  /** The most characters of JSON a result keeps; cut at a record boundary. Default 4 000. */
  maxResultChars?: number;
  /**
   * Milliseconds a tool may take before its outcome is given up as `outcome_unknown` and the
   * conversation's next call is checked (the tool's `timeout_ms` in the catalogue wins). Default 30 000.
   */
  timeoutMs?: number;
}

/** What the check said of a proposed call, in the words a framework needs. */
export interface Proposal {
  callId: string;
  tool: string;
  decision: Decision;
  reasons: string[];
  /** On confirm: the question to show the person. Never the token. */
  question?: string;
  /** A text the model can read: why the call was refused, or that it waits for a person. */
  message: string;
  step: number;
}

export type GuardedStatus = "ran" | "refused" | "pending" | "declined" | "duplicate";

export interface GuardedRun {
  status: GuardedStatus;
  /** The tool's result, sanitized and capped, when it ran. */
  result?: unknown;
  /** When it did not run: a result the model can read, saying why. */
  refusal?: ToolRefusal;
  reasons: string[];
}

/** The tool result a model reads in place of a call that did not run. */
export interface ToolRefusal {
  toolgate: "refused" | "waiting_for_approval" | "declined" | "already_ran";
  tool: string;
  reasons: string[];
  message: string;
}

type CallState = "proposed" | "running" | "done";

interface Tracked {
  tool: string;
  digest: string;
  answer: CheckAnswer;
  state: CallState;
  declined?: boolean;
  /** What the run returned, sanitized and capped, or the error it threw. */
  result?: unknown;
  error?: string;
  /** The reasons of the answer the call ran under. */
  reasons?: string[];
  /** Whether the framework was already handed the outcome. */
  delivered?: boolean;
  /**
   * The answer was given back for a call id another guard checked first (another worker, or this
   * one before a restart): that guard runs it, or ran it; this one never does.
   */
  elsewhere?: boolean;
}

type Handler = (args: Record<string, unknown>) => unknown;

/** How a handler's run ended. */
type Ended = { kind: "value"; value: unknown } | { kind: "error"; error: unknown } | { kind: "timeout"; ms: number };

const DEFAULT_MAX_RESULT_CHARS = 4_000;
const DEFAULT_TIMEOUT_MS = 30_000;

export class ToolGuard {
  readonly session: Session;
  private readonly sanitizer: Sanitizer;
  private readonly maxResultChars: number;
  private readonly timeoutMs: number;
  /** The person's turns read so far, in order. */
  private readonly heard: string[] = [];
  private readonly calls = new Map<string, Tracked>();
  private turn: Promise<unknown> = Promise.resolve();

  constructor(readonly client: Client, options: ToolGuardOptions = {}) {
    this.session = client.session(options.agent ?? "", options.session ?? {});
    this.sanitizer = options.sanitizer instanceof Sanitizer ? options.sanitizer : new Sanitizer(options.sanitizer ?? {});
    this.maxResultChars = options.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS;
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new ToolgateError("input_invalid", "a tool's timeout is a whole number of milliseconds, at least 1", { path: "timeoutMs" });
    this.timeoutMs = timeoutMs;
  }

  /**
   * Reads the person's turns, oldest first, as the framework's messages hold them: each turn is
   * read once, however often the whole conversation is handed over again.
   */
  hear(turns: readonly string[]): void {
    if (!Array.isArray(turns)) throw new ToolgateError("input_invalid", "the person's turns are a list of texts", { path: "turns" });
    turns.forEach((text, i) => {
      if (typeof text !== "string" || text.trim() === "") return;
      if (this.heard[i] === text) return;
      this.heard[i] = text;
      this.heard.length = i + 1;
      this.session.read(text);
    });
  }

  /**
   * Checks a proposed call once: the same call id asked about again gets the answer it had, so
   * an approval hook and an execute step never record one proposal twice. The call id is the
   * check's `requestId`, so with a head store the same holds for a guard that never saw the
   * first answer but holds the history it was made on. The same id with
   * another tool or other arguments is an `input_invalid` error: it is not the call that was
   * checked.
   *
   * Given the handler, an allowed call is run at once, and its outcome reported before the next
   * call is checked: frameworks ask about every call of a step before they execute any, and the
   * history hears each outcome in the order the calls were checked. `run` then hands over the
   * result without running anything again.
   */
  async propose(callId: string, tool: string, args: unknown, handler?: Handler): Promise<Proposal> {
    const id = callIdOf(callId);
    const input = argumentsOf(args);
    return this.inTurn(async () => {
      const tracked = await this.tracked(id, tool, input);
      if (handler && tracked.answer.decision === "allow" && tracked.state === "proposed" && !tracked.elsewhere) await this.execute(tracked, tracked.answer, input, handler);
      return this.proposal(id, tracked.tool, tracked.answer);
    });
  }

  /**
   * Runs a call the check allowed, or one the person approved (`approved: true`, said only by
   * the framework's own approval flow), or hands over the result of the allowed call `propose`
   * ran. Anything else runs nothing and answers with a refusal the model can read. A call id
   * runs at most once.
   */
  async run(callId: string, tool: string, args: unknown, handler: Handler, options: { approved?: boolean } = {}): Promise<GuardedRun> {
    const id = callIdOf(callId);
    const input = argumentsOf(args);
    return this.inTurn(async () => {
      const tracked = await this.tracked(id, tool, input);
      const proposal = this.proposal(id, tracked.tool, tracked.answer);
      if (tracked.state === "done") return this.handOver(tracked, tool);
      if (tracked.declined) return this.notRun("declined", proposal);
      if (tracked.elsewhere && proposal.decision === "allow") return this.ranElsewhere(tracked, tool);
      if (proposal.decision === "refuse") {
        tracked.state = "done";
        tracked.delivered = true;
        return this.notRun("refused", proposal);
      }
      let answer = tracked.answer;
      if (proposal.decision === "confirm") {
        if (options.approved !== true) return this.notRun("pending", proposal);
        answer = await this.session.checkToolCall(tool, input, { confirmation: tracked.answer.confirmation, requestId: id });
        // The same approval already allowed the call in another guard: it runs there, not here.
        if (answeredBefore(answer) && answer.decision === "allow") return this.ranElsewhere(tracked, tool);
        if (answer.decision !== "allow") {
          tracked.state = "done";
          tracked.delivered = true;
          return this.notRun("refused", this.proposal(id, tool, answer));
        }
      }
      await this.execute(tracked, answer, input, handler);
      return this.handOver(tracked, tool);
    });
  }

  /** The person said no: the call never runs, whatever comes later with its id. */
  decline(callId: string): void {
    const tracked = this.calls.get(callIdOf(callId));
    if (tracked) tracked.declined = true;
  }

  /** The recorded answer for a call id, if it was proposed. */
  answerOf(callId: string): CheckAnswer | undefined {
    return this.calls.get(callId)?.answer;
  }

  /** One call at a time: a check, its run and its report finish before the next call is checked. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.turn.then(work, work);
    this.turn = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  private async tracked(id: string, tool: string, input: Record<string, unknown>): Promise<Tracked> {
    const digest = canonical({ tool, input });
    const known = this.calls.get(id);
    if (known) {
      if (known.digest !== digest) throw mismatch(id);
      return known;
    }
    // The call id is the check's request id: a proposal sent again to a guard that lost its
    // answer (another process holding the same history, a restart) gets the recorded answer
    // from the head store instead of a second entry.
    const answer = await this.session.checkToolCall(tool, input, { requestId: id });
    const tracked: Tracked = { tool, digest, answer, state: "proposed", elsewhere: answeredBefore(answer) };
    this.calls.set(id, tracked);
    return tracked;
  }

  /**
   * Runs the handler once, on a copy of the arguments that were checked, and reports what became
   * of it under the step that allowed it. A handler that throws, or answers what cannot be read as
   * data, has failed; one that does not answer within its time is `outcome_unknown`, and what it
   * answers later is not taken. The report is awaited: the next call is checked on the outcome.
   */
  private async execute(tracked: Tracked, answer: CheckAnswer, input: Record<string, unknown>, handler: Handler): Promise<void> {
    tracked.state = "running";
    tracked.reasons = answer.reasons;
    const ended = await this.attempt(handler, structuredClone(input), this.timeoutOf(tracked.tool));
    let status: "ran" | "failed" | "outcome_unknown" = "failed";
    if (ended.kind === "value") {
      try {
        tracked.result = capResult(this.sanitizer.value(ended.value), this.maxResultChars).value;
        status = "ran";
      } catch {
        tracked.error = "the tool's result cannot be read as data";
      }
    } else if (ended.kind === "error") {
      tracked.error = this.sanitizer.text(errorText(ended.error));
    } else {
      tracked.error = `the tool did not answer within ${ended.ms} ms; whether it ran is not known`;
      status = "outcome_unknown";
    }
    tracked.state = "done";
    await this.session.report(answer.step, status, status === "ran" ? tracked.result : undefined);
  }

  /** The handler's answer, its throw, or its time running out; a late answer or throw is dropped. */
  private async attempt(handler: Handler, args: Record<string, unknown>, ms: number): Promise<Ended> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<Ended>((resolve) => {
      timer = setTimeout(() => resolve({ kind: "timeout", ms }), ms);
    });
    // Never rejects: a handler that throws, at once or late, is an answer here, never unhandled.
    const ran = new Promise<unknown>((resolve) => resolve(handler(args))).then(
      (value): Ended => ({ kind: "value", value }),
      (error: unknown): Ended => ({ kind: "error", error }),
    );
    try {
      return await Promise.race([ran, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private timeoutOf(tool: string): number {
    return this.client.catalogue.get(tool)?.spec.timeout_ms ?? this.timeoutMs;
  }

  /** A call another guard was allowed to run first: nothing runs here, and the model is told so. */
  private ranElsewhere(tracked: Tracked, tool: string): GuardedRun {
    tracked.state = "done";
    tracked.delivered = true;
    const reasons = [...tracked.answer.reasons];
    return { status: "duplicate", reasons, refusal: { toolgate: "already_ran", tool, reasons, message: `This call to \`${tool}\` was already allowed where it was first checked (another worker, or before a restart); it does not run again here.` } };
  }

  /** The outcome of a call that ran, the first time it is asked for; `duplicate` after that. */
  private handOver(tracked: Tracked, tool: string): GuardedRun {
    const reasons = tracked.reasons ?? tracked.answer.reasons;
    if (tracked.delivered) {
      return { status: "duplicate", reasons, refusal: { toolgate: "already_ran", tool, reasons, message: `This call to \`${tool}\` was already handled; it does not run again.` } };
    }
    tracked.delivered = true;
    if (tracked.error !== undefined) throw new Error(tracked.error);
    return { status: "ran", result: tracked.result, reasons };
  }

  private proposal(callId: string, tool: string, answer: CheckAnswer): Proposal {
    const question = answer.decision === "confirm" ? (typeof answer.detail.wording === "string" ? answer.detail.wording : `Run \`${tool}\`?`) : undefined;
    return { callId, tool, decision: answer.decision, reasons: [...answer.reasons], question, message: messageOf(tool, answer.decision, answer.reasons, question), step: answer.step };
  }

  private notRun(status: "refused" | "pending" | "declined", p: Proposal): GuardedRun {
    const toolgate = status === "pending" ? "waiting_for_approval" : status;
    const message = status === "declined" ? `The person declined this call to \`${p.tool}\`. Nothing ran.` : p.message;
    return { status, reasons: p.reasons, refusal: { toolgate, tool: p.tool, reasons: p.reasons, message } };
  }
}

function messageOf(tool: string, decision: Decision, reasons: readonly string[], question: string | undefined): string {
  if (decision === "refuse") return `Toolgate refused this call to \`${tool}\` (${reasons.join(", ")}). Nothing ran.`;
  if (decision === "confirm") return `This call to \`${tool}\` waits for a person's approval (${reasons.join(", ")}): ${question} Nothing ran yet.`;
  return `Toolgate allowed this call to \`${tool}\`.`;
}

function mismatch(callId: string): ToolgateError {
  return new ToolgateError("input_invalid", `call \`${callId}\` was checked with another tool or other arguments`, { path: "callId" });
}

function callIdOf(callId: unknown): string {
  if (typeof callId !== "string" || callId.length === 0 || callId.length > 200) throw new ToolgateError("input_invalid", "a call id is 1 to 200 characters", { path: "callId" });
  return callId;
}

function argumentsOf(args: unknown): Record<string, unknown> {
  if (args === undefined || args === null) return {};
  if (typeof args === "string") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(args);
    } catch {
      throw new ToolgateError("input_invalid", "a call's arguments are not JSON", { path: "arguments" });
    }
    return argumentsOf(parsed);
  }
  if (typeof args !== "object" || Array.isArray(args)) throw new ToolgateError("input_invalid", "a call's arguments are an object", { path: "arguments" });
  // Read once, as data: the digest, the check and the handler all take this copy, so a getter or
  // proxy of the caller's cannot answer the check one value and the tool another.
  return readArguments(args as Record<string, unknown>);
}

/** What a handler threw, as text; a throw that cannot be made text is named as such. */
function errorText(e: unknown): string {
  try {
    const text = e instanceof Error ? e.message : e;
    return typeof text === "string" ? text : String(text);
  } catch {
    return "the tool threw what cannot be read as text";
  }
}
