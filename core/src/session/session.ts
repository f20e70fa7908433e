// A session: one conversation with one agent. It reads the person's turns once, carries the
// signed history, and checks each tool call the agent proposes.
import { soughtInWords } from "./sought-results.js";
import { opensSoughtMessage } from "./opened-messages.js";
import type { CallFacts, Decision, HistoryView, Mark, SessionFacts, TurnFacts } from "../check/check.js";
import { callContext, planIdOf, type CallContext } from "../check/context.js";
import { keyDigest, valueDigest } from "../crypto/digest.js";
import { ToolgateError } from "../errors.js";
import type { Grammar, TurnReading } from "@toolgate/grammar-kit";
import { History, type HistoryEntry, type Outcome, type OutcomeStatus } from "../history/history.js";
import { after, sameHead, type Head, type HeadStore, type MaybePromise } from "../history/heads.js";
import { OUTCOME_STATUSES } from "../history/shape.js";
import type { EntryFields, Verification } from "../history/signing.js";
import { HistorySummary, type HistoryFacts } from "../history/history-summary.js";
import { storedEntry, type StoredHistories } from "../history/entries.js";
import { runPipeline, type PipelineResult, type TraceEntry } from "../check/pipeline.js";
import { signToken } from "../crypto/tokens.js";
import { valueKeys } from "./values.js";
import type { Engine } from "./engine.js";
import { Conversation } from "./conversation.js";
import { actReader } from "./acts.js";
import { turnWordsOf } from "./turn-words.js";
import { argumentFields, normaliseCall, readArguments, readOptions, requestKey, type CheckOptions } from "./call-input.js";
import { outcomeOf, reportKey, ResultIndexes } from "./outcomes.js";
import { newSessionId, staleHead } from "./resume.js";
import { NO_TENANT_USAGE, ruleFacts, tenantUsage } from "./rule-facts.js";
import { tenantUsageParams, type UsageHold, type UsageRecord } from "./usage.js";
import { markText } from "../check/facts.js";
import { deferredModule } from "../load/deferred-module.js";
import { nothingWorkedOut } from "./nothing-worked-out.js";
import { UnreadInputs } from "./unread-inputs.js";

/**
 * How a call's values came to be, worked out from what was said and reported: loaded when a check
 * first needs an origin it was not given, not when the engine is imported.
 */
const workedOut = deferredModule<typeof import("./worked-out.js")>(new URL("./worked-out.js", import.meta.url));

export type { CheckOptions } from "./call-input.js";

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
  /**
   * A stored session (the client needs `entries`): its entries are kept in the entry store, not
   * carried. `true` starts one; `{ session, head }` resumes one by its id and the head the caller
   * last saw (`session.head`; null for none), and a check or report refuses a head that is not
   * the session's newest (`rolled back`, `forked`). `{ session, newest: true }` resumes one at
   * whatever head the head store holds when it is checked, for a caller that keeps no head of its
   * own (a gateway resuming the session a token it verified names). Not given with `history`.
   */
  stored?: true | { session: string; head: Head | null } | { session: string; newest: true };
  /** Makes the id of a session this one starts (a new one, or after `history_invalid`); default random. */
  newSessionId?: () => string;
}

/** How many times a check reads the head again after another advanced it first, before it refuses. */
const MAX_ATTEMPTS = 3;

/** Answers a head store gave back for a request sent again: made by another check, maybe in another process. */
const givenBack = new WeakSet<CheckAnswer>();

/**
 * Whether a check's answer was given back from the head store for a request sent again (its
 * request id already answered, here before a restart or in another process), not made by this
 * check. Whoever holds such an answer does not know whether the call already ran.
 */
export function answeredBefore(answer: CheckAnswer): boolean {
  return givenBack.has(answer);
}

/** What checks read of a history that did not verify: nothing. */
const EMPTY_SUMMARY: HistoryFacts = HistorySummary.empty();

export class Session {
  readonly name: string;
  private _history: History;
  /** What was said: the turns, the answers and the context. */
  private readonly said: Conversation;
  /** Each reported result, read once when reported: by session and step, with the outcome's signature. */
  private readonly indexes = new ResultIndexes();
  /** What the session was given and could not read: while anything is, its checks refuse. */
  private readonly unreadInputs = new UnreadInputs();
  private readonly role: string | undefined;
  private planToken: string | undefined;
  private readonly newId: () => string;
  /** The entry store's sessions, for a stored session. */
  private readonly stored: StoredHistories | undefined;
  /** The head a resumed stored session's caller last saw, compared once with the session's. */
  private resumeAt: Head | null | undefined;
  /** False until a resumed stored session's history was read from the store. */
  private loaded = true;

  constructor(
    private readonly engine: Engine,
    name: string,
    given: SessionOptions = {},
  ) {
    if (typeof name !== "string") throw new ToolgateError("input_invalid", "a session's name is text", { path: "name" });
    const options = sessionOptions(given);
    this.name = name;
    this.newId = options.newSessionId ?? newSessionId;
    if (options.stored !== undefined) {
      if (!engine.stored) throw new ToolgateError("input_invalid", "a stored session needs a client with an entry store (`entries`)", { path: "stored" });
      if (options.history !== undefined) throw new ToolgateError("input_invalid", "a session is either stored or carries its history, not both", { path: "stored" });
      this.stored = engine.stored;
      if (options.stored === true) {
        this._history = History.start(this.newId());
      } else {
        const { session } = options.stored;
        if (typeof session !== "string" || session.length < 1 || session.length > 200) throw new ToolgateError("input_invalid", "a stored session's id is text of 1 to 200 characters", { path: "session" });
        this._history = History.start(session);
        // At the newest head, nothing is compared; else the caller's head must be the newest.
        if (!("newest" in options.stored && options.stored.newest === true)) this.resumeAt = ("head" in options.stored ? options.stored.head : undefined) ?? null;
        this.loaded = false;
      }
    } else {
      this._history = options.history === undefined ? History.start(this.newId()) : History.from(options.history);
      // A history from outside is verified, and what checks read of it summed up, as soon as it is
      // read, while its entries are still in the processor's caches; the check that follows (after
      // the turns are read) reuses both.
      if (options.history !== undefined && this._history.verify(engine.signer).valid) void this._history.summary;
    }
    if (options.language !== undefined && !engine.grammars.has(options.language)) {
      throw new ToolgateError("grammar_unavailable", `no installed grammar reads \`${options.language}\`; installed: ${[...engine.grammars.keys()].join(", ") || "none"}`, { path: "language" });
    }
    this.said = new Conversation((text, language, previous) => engine.readText(text, language, previous), options.language, actReader(engine.grammars), turnWordsOf(engine.grammars));
    this.role = options.role;
    if (options.context) this.context(options.context);
  }

  get id(): string {
    return this._history.session;
  }

  get history(): History {
    return this._history;
  }

  /** The session's newest head (null before its first call): what a stored session's caller sends to resume it. */
  get head(): Head | null {
    return this._history.point ?? null;
  }

  /**
   * For a stored session: the history as the store has it (the one held here when the head store
   * says it is the newest), and, once, whether the head the caller last saw is its newest.
   * Answers a problem that makes the call refused as `history_invalid`.
   */
  private async syncStored(): Promise<string | undefined> {
    const stored = this.stored!;
    const heads = this.engine.heads;
    const id = this._history.session;
    let seen = heads ? await heads.get(id) : undefined;
    // A report of this session may have moved the head while it was read: read it once more before reading the store.
    if (heads && this.loaded && !sameHead(seen, this._history.point)) seen = await heads.get(id);
    let read = false;
    const load = async (force: boolean): Promise<string | undefined> => {
      const loaded = await stored.load(id, seen, !!heads, force);
      this._history = loaded.history;
      this.loaded = true;
      read = loaded.read;
      return loaded.verification.valid ? undefined : `the stored session does not verify: ${loaded.verification.problem}`;
    };
    if (!this.loaded || (heads && !sameHead(seen, this._history.point))) {
      const problem = await load(false);
      if (problem) return problem;
    }
    const given = this.resumeAt;
    if (given === undefined) return undefined;
    this.resumeAt = undefined;
    const stale = staleHead(given, this._history.point);
    // With no head store, a copy held here may be behind another process's: the store is read again before refusing.
    if (!stale || read || heads) return stale;
    return (await load(true)) ?? staleHead(given, this._history.point);
  }

  /** The person's turn. Read once, here, never per call. */
  read(text: string): TurnReading {
    return this.unreadInputs.turn("turn", () => this.said.read(text));
  }

  /** The person's answer to a question. Trusted as an origin; its values ground a call. */
  reply(text: string): TurnReading {
    return this.unreadInputs.turn("reply", () => this.said.reply(text));
  }

  /** Values the application put in the run's context. */
  context(values: Record<string, unknown>): void {
    this.unreadInputs.context(() => this.said.context(values));
  }

  /** Remembers a plan token approved for this session: calls are checked against it. */
  usePlan(token: string | undefined): void {
    this.planToken = token;
  }

  /** The latest turn's reading. */
  get latestTurn(): TurnReading | undefined {
    return this.said.latestTurn;
  }

  /**
   * Checks one proposed call and records the answer in the history. Calls on one session are
   * checked one at a time, in the order they were proposed: each answer's entry is linked onto
   * the one before it, so two checks may not read the same head.
   */
  checkToolCall(tool: string, args: Record<string, unknown> = {}, options: CheckOptions = {}): Promise<CheckAnswer> {
    // The caller's arguments and options are read here, once: a check that runs again (the
    // head moved) or waits its turn reads nothing of the caller's again.
    let given: CheckOptions;
    let data: Record<string, unknown>;
    try {
      given = readOptions(options);
      data = readArguments(args);
    } catch (e) {
      return Promise.reject(e);
    }
    const run = this.queue.then(() => this.check(tool, data, given));
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private queue: Promise<void> = Promise.resolve();

  private check(tool: string, args: Record<string, unknown>, options: CheckOptions): Promise<CheckAnswer> {
    const holding = this.holdUsage(tool);
    // Most checks hold nothing: they are not made to wait on a hold that is not there.
    if (holding === undefined) return this.checkHeld(tool, args, options, undefined);
    return holding.then(async (hold) => {
      try {
        return await this.checkHeld(tool, args, options, hold);
      } finally {
        await hold.done();
      }
    });
  }

  /**
   * Holds the tenant's usage of the tool for this check, when the rules read it tenant-wide and
   * the store is shared by replicas: checks of it take turns until their answers are recorded.
   * Undefined, at once, when the check holds nothing.
   */
  private holdUsage(tool: unknown): Promise<UsageHold> | undefined {
    const engine = this.engine;
    if (!engine.usage.hold || typeof tool !== "string") return undefined;
    const read = tenantUsageParams(engine.rulebook?.rulesFor(tool) ?? []);
    if (!read.some((p) => (p.tool ?? tool) === tool)) return undefined;
    return Promise.resolve(engine.usage.hold(engine.tenantName, tool));
  }

  private async checkHeld(tool: string, args: Record<string, unknown>, options: CheckOptions, hold: UsageHold | undefined): Promise<CheckAnswer> {
    const engine = this.engine;
    const heads = engine.heads;
    const requestId = options.requestId;
    if (requestId !== undefined && (typeof requestId !== "string" || requestId.length === 0 || requestId.length > 200)) {
      throw new ToolgateError("input_invalid", "a request id is text of 1 to 200 characters", { path: "requestId" });
    }
    for (let attempt = 1; ; attempt++) {
      const storedProblem = this.stored ? await this.syncStored() : undefined;
      const history = this._history;
      let call: CallFacts;
      try {
        call = normaliseCall(tool, args, options, this.name, this.planToken, history.session);
      } catch (e) {
        // A getter, a toString or a proxy of the caller's that throws is bad input, not a crash.
        throw e instanceof ToolgateError ? e : new ToolgateError("input_invalid", "the call cannot be read as data", { path: "call" });
      }
      const seen = heads ? await heads.get(history.session) : undefined;
      const request = requestId === undefined ? undefined : requestKey(requestId, call, history);
      if (seen && request !== undefined && seen.call === request) {
        const recorded = this.recordedAnswer(history, seen);
        if (recorded) {
          givenBack.add(recorded);
          return recorded;
        }
      }
      // A stored session read at one head whose head moved since: read again at the new one.
      if (this.stored && heads && !storedProblem && attempt <= MAX_ATTEMPTS && !sameHead(seen, history.point)) continue;
      const now = engine.now();
      const point = history.point;
      // After losing the race for the head more often than this, the call is refused on a new history.
      const moved = attempt > MAX_ATTEMPTS ? `the session's head moved ${MAX_ATTEMPTS} times while this call was checked` : undefined;
      const verification: Verification = moved ? { valid: false, problem: moved } : storedProblem ? { valid: false, problem: storedProblem } : history.verifyAt(engine.signer, seen);
      const deciding = this.decide(call, verification, now);
      const decided = deciding instanceof Promise ? await deciding : deciding;
      // An outcome reported in this process while the checks ran: they run again on it.
      if (!moved && verification.valid && (this._history !== history || !sameHead(history.point, point))) continue;
      const { result, grammar } = decided;
      const sessionId = history.session;

      // A history that did not verify is never signed onto: the answer starts a new one at step 0.
      if (!verification.valid) {
        this._history = History.start(this.newId());
        result.detail = { ...result.detail, history: verification.problem, previous_session: sessionId };
      }
      const target = this._history;
      const entry = target.next(engine.signer, this.entryFields(call, result, decided.ctx, target, sessionId));
      const answer: CheckAnswer = { decision: result.decision, reasons: result.reasons, detail: result.detail, step: entry.step, session: target.session, trace: result.trace };
      if (result.decidedBy && result.decision === "refuse") answer.detail.plugin ??= result.decidedBy.replace(/^said:/, "");
      if (result.decision === "confirm") {
        answer.detail.wording = engine.word(grammar, result.reasons, (code) => ({ ...result.reasonDetail[code], tool: call.tool, arguments_given: call.arguments }));
        answer.confirmation = this.confirmationToken(call, result, entry, now);
      }
      // An allowed call counts toward the tenant's limits from now, while the tool is held.
      const reserved = hold && result.decision === "allow" ? { tenant: engine.tenantName, session: target.session, step: entry.step, tool: call.tool, at: now, numbers: entry.numbers } : undefined;
      if (reserved) await hold!.reserve(reserved);
      let advanced: boolean;
      try {
        advanced = heads ? await this.advanceHead(heads, history, target, entry, seen, request, answer) : true;
      } catch (e) {
        // The head did not move (a busy store, a store that failed): no answer was recorded and the
        // call will not run, so it stops counting now, not at the end of the limit's period.
        if (reserved) await this.unreserve(reserved);
        throw e;
      }
      if (!advanced) {
        if (reserved) await engine.usage.release?.(reserved.tenant, reserved.session, reserved.step);
        continue;
      }
      // Once the head moved, its reservation stays even if keeping the entry fails: the head holds
      // the answer, given back to the same request sent again, and that call then runs.
      // The history is where the entry was linked: without a store nothing was awaited since the
      // point was compared; with one, a report in between would have had to advance the same head.
      target.add(engine.signer, entry);
      // A read the person described in their words, or one that opens by its id the one message such a read found.
      if (engine.kinds.get(call.tool)?.kind === "read" && (soughtInWords(call.arguments, this.said.typedWords) || opensSoughtMessage(call.arguments, this.indexes.soughtResults(target.session)))) this.indexes.seek(target.session, entry.step);
      if (this.stored) await this.stored.write(target, entry.step, null);
      return answer;
    }
  }

  /**
   * Advances the head to a check's entry from the head the check read; false when another check
   * or report moved it first (in another process, or on another copy of the history), and the
   * check runs again on the new head.
   */
  private async advanceHead(heads: HeadStore, history: History, target: History, entry: HistoryEntry, seen: Head | undefined, request: string | undefined, answer: CheckAnswer): Promise<boolean> {
    const same = target === history;
    // The head carries the entry it points at, for a reader that finds the entry store without it.
    const next: Head = { step: entry.step, link: entry.link, outcome: null, call: same ? (request ?? null) : null, answer: same && request !== undefined ? JSON.stringify({ answer }) : null, entry: JSON.stringify(entry) };
    if (await heads.advance(target.session, same ? seen : undefined, next)) return true;
    this._history = history;
    // A new history whose id the head store already holds: `newSessionId` gave an id in use,
    // and would give it again at every attempt. Refused, never tried for ever.
    if (!same) throw new ToolgateError("input_invalid", `the new session's id \`${target.session}\` is already in use: \`newSessionId\` must give an id never given before`, { path: "newSessionId" });
    return false;
  }

  /**
   * Takes back the reservation of a check that failed. When the store cannot take it back either
   * (it too is busy), the check's own failure is the one the caller is told; the reservation then
   * counts until its period ends.
   */
  private async unreserve(reserved: UsageRecord): Promise<void> {
    try {
      await this.engine.usage.release?.(reserved.tenant, reserved.session, reserved.step);
    } catch {
      // The caller is told why the check failed; see above.
    }
  }

  /** The answer a head store recorded for this very request at this point, when it is sent again; undefined when it cannot be given back. */
  private recordedAnswer(history: History, seen: Head): CheckAnswer | undefined {
    if (seen.step !== history.length || !seen.answer || !history.verifyAt(this.engine.signer, undefined).valid) return undefined;
    let recorded: { entry?: unknown; answer?: CheckAnswer };
    try {
      recorded = JSON.parse(seen.answer) as typeof recorded;
    } catch {
      return undefined;
    }
    if (!recorded.answer) return undefined;
    // A head written before heads carried their entry keeps it with the answer.
    const entry = history.adopt(this.engine.signer, recorded.entry ?? storedEntry(seen.entry));
    if (!entry || entry.link !== seen.link) return undefined;
    return recorded.answer;
  }

  /** The confirmation token of a call that is asked, at the point of its entry. */
  private confirmationToken(call: CallFacts, result: PipelineResult, entry: HistoryEntry, now: number): string {
    const engine = this.engine;
    // Its fields written in canonical order: the token's text is the same, and is made without sorting them.
    return signToken(engine.signer, {
      digest: entry.digest,
      exp: now + engine.confirmationTtl,
      point: entry.link,
      reasons: result.reasons,
      session: entry.session,
      t: "confirm",
      tool: call.tool,
    });
  }

  /** The fields of the entry that records a call's answer in `target`; the call's digest was made for the session `digestFor`. */
  private entryFields(call: CallFacts, result: PipelineResult, ctx: CallContext, target: History, digestFor: string): EntryFields {
    // Its records taken by name, not spread: a spread into a literal is a generic copy at every call.
    const { args, numbers, origins } = argumentFields(target.session, call);
    return {
      at: ctx.now,
      agent: call.agent ?? null,
      tool: call.tool,
      digest: target.session === digestFor ? call.digest : valueDigest(target.session, call.arguments),
      args,
      numbers,
      origins,
      marks: markTexts(safeMarks(ctx)),
      decision: result.decision,
      reasons: result.reasons,
      compensationOf: call.compensationOf ?? null,
      plan: call.plan && ctx.plan?.valid ? planIdOf(call.plan) : null,
    };
  }

  /**
   * Runs the pipeline on a call, with the history as far as it verified. Answered at once when
   * the tenant's usage is read at once and every check answers at once: an in-process check
   * awaits nothing.
   */
  private decide(call: CallFacts, verification: Verification, now: number): Decided | Promise<Decided> {
    const engine = this.engine;
    const history = this._history;
    const entries: readonly HistoryEntry[] = verification.valid ? history.verifiedEntries : [];
    const summary: HistoryFacts = verification.valid ? history.summary : EMPTY_SUMMARY;
    const session = this;
    const sessionId = history.session;
    const compiled = engine.catalogue.get(call.tool);
    const kindInfo = engine.kinds.get(call.tool) ?? { kind: "write" as const, source: "default" as const };

    // A digest per value only where a reported result may hold it.
    const results = summary.resultsHeld();
    const said = (value: unknown) => valueKeys(value).some((k) => session.said.saidKeys.has(k) || (results && summary.resultHolds(keyDigest(sessionId, k))));
    const typed = (value: unknown) => valueKeys(value).some((k) => session.said.typedKeys.has(k));
    const historyView: HistoryView = {
      valid: verification.valid,
      problem: verification.valid ? undefined : verification.problem,
      entries,
      summary,
      entry: (step) => (verification.valid ? history.entry(step) : undefined),
      head: history.head,
    };
    // Made frozen through, so the call's context takes them as they are (check/frozen.ts): the
    // context data and each turn's reading were frozen when they were given.
    const latest = this.latestTurn;
    const contextData = this.said.contextData;
    const sessionFacts: SessionFacts = Object.freeze({
      id: sessionId,
      name: this.name,
      role: this.role,
      context: contextData,
      hasCredential: typeof contextData.credential_ref === "string" && contextData.credential_ref.length > 0,
      language: this.said.language ?? latest?.language,
    });
    const turnFacts: TurnFacts = Object.freeze({ latest, read: latest?.read ?? false, values: this.said.values, earlier: this.said.earlierTurns, said, typed, namesAct: (tool: string) => namesToolAct(actReader(engine.grammars), tool, this.said.typedStems) });
    const grammar = engine.grammarFor(sessionFacts.language);
    // Read before the checks run, so a shared store's answer time is not spent from a check's budget.
    const usage = engine.rulebook && compiled ? tenantUsage(engine, call.tool, now) : NO_TENANT_USAGE;
    return after(usage, (tenant): Decided | Promise<Decided> => {
      const ctx = callContext({
        call,
        tool: compiled,
        kind: kindInfo.kind,
        kindSource: kindInfo.source,
        catalogue: engine.catalogue,
        kindOf: engine.kindOf,
        session: sessionFacts,
        history: historyView,
        turns: turnFacts,
        tenant: engine.tenant,
        licence: engine.licenceAt(now),
        now,
        grammar,
        registry: engine.registry?.current(),
        signer: engine.signer,
        workedOut: () => nothingWorkedOut(call, kindInfo.kind) ?? workedOut().workOutCall({ engine, said: this.said, indexes: this.indexes }, call, compiled, kindInfo.kind, sessionId, entries),
        rulebook: (c) => (engine.rulebook && compiled ? engine.rulebook.decide(ruleFacts({ engine, role: this.role, context: this.said.contextData }, call, kindInfo.kind, summary, now, c, tenant)) : undefined),
      });

      // A turn or a result the session could not read: it holds less than the agent saw, and fails closed.
      const result = this.unreadInputs.refusal() ?? runPipeline(engine.pipeline, ctx, {
        allowedReasons: engine.allowedReasons,
        alreadyAsked: () => {
          const cover = ctx.confirmationCover();
          return new Set(cover && cover.covers ? cover.reasons : []);
        },
      });
      return after(result, (r): Decided => ({ result: r, ctx, grammar }));
    });
  }

  /**
   * What became of a call: ran, failed, outcome_unknown or compensated, with its result. The
   * outcome is signed over the entry, and with a head store the head advances to it (from the
   * head this report read); a call that ran counts once toward the tenant's usage. The same report
   * sent again is recorded once; an outcome once reported is not changed, but for
   * `outcome_unknown`, which a later report settles. Answers at once unless a store answers with
   * a promise.
   */
  report(step: number, status: OutcomeStatus, result?: unknown): MaybePromise<void> {
    if (!OUTCOME_STATUSES.includes(status)) {
      throw new ToolgateError("report_invalid", `unknown outcome \`${String(status)}\`; one of ${OUTCOME_STATUSES.join(", ")}`, { path: "status" });
    }
    if (this.stored) {
      return this.syncStored().then((problem) => {
        if (problem) throw new ToolgateError("report_invalid", `the history does not verify: ${problem}`, { path: "head" });
        return this.reportOn(step, status, result);
      });
    }
    return this.reportOn(step, status, result);
  }

  private reportOn(step: number, status: OutcomeStatus, result: unknown): MaybePromise<void> {
    const history = this._history;
    const reported = history.reportable(step);
    // A tool not declared to read only the caller's own data may return text an outsider wrote (worked-out.ts `textOutside`).
    const outside = this.engine.catalogue.get(reported.tool)?.spec.reads_outside !== false;
    const outcome = this.unreadInputs.result(step, outside, () => outcomeOf(this.engine, this.indexes, this.said.language, history.session, status, result, step, reported.tool));
    if (outcome === undefined) return;
    const heads = this.engine.heads;
    return after(heads ? heads.get(history.session) : undefined, (seen) => this.record(history, step, outcome, seen));
  }

  private record(history: History, step: number, outcome: Outcome, seen: Head | undefined): MaybePromise<void> {
    const engine = this.engine;
    const signer = engine.signer;
    const heads = engine.heads;
    const entry = history.reportable(step);
    const key = reportKey(history.session, entry, outcome);
    // Sent again after its answer was lost: the head recorded this very report, the copy has none.
    if (heads && seen && seen.step === step && seen.link === entry.link && entry.outcome === null && seen.outcome && seen.call === key && seen.answer && history.verifyAt(signer, undefined).valid) {
      const answered = JSON.parse(seen.answer) as Outcome;
      history.setOutcome(signer, step, answered);
      this.indexes.commit(history.session, step, answered);
      this.unreadInputs.recorded(step);
      // Counted again in case the first was cut short before it counted: a step counts once.
      return this.count(history, entry);
    }
    const verification = history.verifyAt(signer, seen);
    if (!verification.valid) throw new ToolgateError("report_invalid", `the history does not verify: ${verification.problem}`, { path: "history" });
    const previous = entry.outcome;
    if (previous) {
      if (reportKey(history.session, entry, previous) === key) return;
      if (previous.status !== "outcome_unknown") {
        throw new ToolgateError("report_invalid", `step ${step} was already reported \`${previous.status}\`: a reported outcome is not changed`, { path: "status" });
      }
    }
    const signed = history.signOutcome(signer, step, outcome);
    const next: Head = { step, link: entry.link, outcome: signed.sig, call: key, answer: JSON.stringify(signed), entry: JSON.stringify({ ...entry, outcome: signed }) };
    return after(heads ? heads.advance(history.session, seen, next) : true, (advanced) => {
      if (!advanced) throw new ToolgateError("report_invalid", `the session's head moved while step ${step}'s outcome was recorded (another check or report came first): check the history again`, { path: "step" });
      history.setOutcome(signer, step, signed);
      this.indexes.commit(history.session, step, signed);
      this.unreadInputs.recorded(step);
      return after(this.stored ? this.stored.write(history, step, previous?.sig ?? null) : undefined, () => this.count(history, entry));
    });
  }

  /** Counts an allowed call reported `ran` toward the tenant's usage: once per (session, step), however often it is reported. */
  private count(history: History, entry: HistoryEntry): MaybePromise<void> {
    const outcome = entry.outcome;
    const engine = this.engine;
    // A call reserved at its check that did not run (or was undone) stops counting.
    if ((outcome?.status === "failed" || outcome?.status === "compensated") && entry.decision === "allow" && engine.usage.release) return engine.usage.release(engine.tenantName, history.session, entry.step);
    if (outcome?.status !== "ran" || entry.decision !== "allow") return;
    return engine.usage.add({ tenant: engine.tenantName, session: history.session, step: entry.step, tool: entry.tool, at: outcome.at, numbers: entry.numbers });
  }


}

/**
 * A session's options as data: each read once, here (a stored session's id and head too), so a
 * getter or proxy of the caller's is not asked again where what it answered was checked; one
 * that throws, or a role or language that is not text, is `input_invalid`.
 */
function sessionOptions(options: SessionOptions): SessionOptions {
  if (options === undefined || options === null) return {};
  if (typeof options !== "object") throw new ToolgateError("input_invalid", "a session's options are an object", { path: "options" });
  let out: SessionOptions;
  try {
    const { history, language, role, context, stored, newSessionId } = options;
    out = { history, language, role, context, stored: storedOption(stored), newSessionId };
  } catch (e) {
    if (e instanceof ToolgateError) throw e;
    throw new ToolgateError("input_invalid", "a session's options cannot be read as data", { path: "options" });
  }
  if (out.language !== undefined && typeof out.language !== "string") throw new ToolgateError("input_invalid", "a session's language is text", { path: "options.language" });
  if (out.role !== undefined && typeof out.role !== "string") throw new ToolgateError("input_invalid", "a session's role is text", { path: "options.role" });
  return out;
}

function storedOption(stored: SessionOptions["stored"]): SessionOptions["stored"] {
  if (stored === undefined || stored === true || typeof stored !== "object" || stored === null) return stored;
  const { session, newest, head } = stored as { session: string; newest?: unknown; head?: unknown };
  if (newest === true) return { session, newest: true };
  if (typeof head !== "object" || head === null) return { session, head: head as null };
  const { step, link, outcome } = head as Head;
  return { session, head: { step, link, outcome } };
}

/** A call's answer from the pipeline, with the context it was worked out in. */
interface Decided {
  result: PipelineResult;
  ctx: CallContext;
  grammar: Grammar | undefined;
}

/** The marks' texts, each once, in order; most calls have none, and get a new empty list without a set made for it. */
function markTexts(marks: readonly Mark[]): string[] {
  return marks.length === 0 ? [] : [...new Set(marks.map(markText))];
}

function safeMarks(ctx: CallContext): readonly Mark[] {
  try {
    return ctx.marks;
  } catch {
    return [];
  }
}

/** Whether the person's turns name any term of a tool's name (`TurnFacts.namesAct`): read per call against the kept stems, never by reading a turn again. */
function namesToolAct(acts: ReturnType<typeof actReader>, tool: string, typed: ReadonlySet<string>): boolean {
  return acts.terms(tool).some((t) => typed.has(t));
}
