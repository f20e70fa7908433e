// The call context: every fact a check may read about one call — what each fact is and how it
// is computed — built once per call, frozen, and shown to each check with its own settings and notes.
import type { Grammar, Kind, TurnReading, TurnValue } from "@toolgate/grammar-kit";
import type { Catalogue, CompiledTool } from "../catalogue/catalogue.js";
import type { CallFacts, HistoryEntry, Mark, OriginVerdict } from "../model.js";
import type { HistoryFacts } from "../history/history-summary.js";
import type { RulebookDecision } from "../rulebook/rulebook.js";
import { confirmationCovers, openToken, type TokenCover } from "../crypto/tokens.js";
import type { Signer } from "../crypto/ed25519.js";
import type { RegistrySnapshot } from "./registry.js";
import { collectMarks, judgeOrigins, taintOf } from "./facts.js";
import { ownValue } from "../session/values.js";
import { frozen, frozenCopy } from "./frozen.js";

export type { CallFacts, Mark, OriginVerdict } from "../model.js";

export interface HistoryView {
  /** False when the history did not verify: checks that read it pass and leave it to `session_record`. */
  readonly valid: boolean;
  readonly problem: string | undefined;
  /**
   * The verified entries (empty when not valid), for export and audit. A check reads `summary`
   * and `entry` instead: walking the entries makes every check cost more as the history grows.
   */
  readonly entries: readonly HistoryEntry[];
  /** What checks read of the verified entries, answered without walking them (empty when not valid). */
  readonly summary: HistoryFacts;
  /** The verified entry at `step`, or undefined. */
  entry(step: number): HistoryEntry | undefined;
  /** The link of the newest entry (the point a token is bound to). */
  readonly head: string;
}

export interface SessionFacts {
  readonly id: string;
  readonly name: string;
  readonly role: string | undefined;
  readonly context: Readonly<Record<string, unknown>>;
  /** True when the context holds a credential reference (never the credential). */
  readonly hasCredential: boolean;
  readonly language: string | undefined;
}

export interface TurnFacts {
  /** The latest turn's reading, when turns were given. */
  readonly latest: TurnReading | undefined;
  /** Whether a grammar read the latest turn. */
  readonly read: boolean;
  /**
   * The values the readings of every turn and answer found, oldest first: a value said in another
   * form (`cust 7702` for `CUST-7702`) grounds a call in whichever turn it was said.
   */
  readonly values: readonly TurnValue[];
  /**
   * The readings of the person's turns before the latest, newest first (up to EARLIER_TURNS_KEPT):
   * a turn that only points back (`yes, go ahead`, `do it for 40 instead`) leaves the call's other
   * values where an earlier turn gave them. Made once per turn read, never per call.
   */
  readonly earlier: readonly TurnReading[];
  /** True when a turn, a reply, the context or a reported tool result holds the value: what grounding trusts. */
  said(value: unknown): boolean;
  /** True when the person's own turns hold the value as typed. */
  typed(value: unknown): boolean;
  /**
   * True when the person's turns name some act or thing a tool's name says, in any word (`invoice`
   * of `create_invoice` in `faz a fatura`, `refund` of `refund_card` in `um estorno`): the turns
   * speak of that tool's act, asked or told.
   */
  namesAct(tool: string): boolean;
}

/**
 * Everything a check may read of one call. Built once per call by `callContext`, frozen: facts
 * that cost something are computed when first read, once, and shared by every check of the call.
 */
export interface CheckContext<S = Record<string, unknown>> {
  readonly call: CallFacts;
  /** The catalogue entry, or undefined for a tool the catalogue does not have. */
  readonly tool: CompiledTool | undefined;
  readonly kind: Kind;
  /** Where the kind came from: `file`, `catalogue`, `annotations`, `inferred`, `default`. */
  readonly kindSource: string;
  readonly catalogue: Catalogue;
  /** The kind of any catalogue tool, as decided at registration. */
  kindOf(tool: string): Kind;
  readonly session: SessionFacts;
  readonly history: HistoryView;
  readonly turns: TurnFacts;
  readonly origins: Readonly<Record<string, OriginVerdict>>;
  readonly marks: readonly Mark[];
  /** Marks less trusted than the tool requires (empty for reads). */
  readonly taint: readonly Mark[];
  /** This check's settings, defaults filled in. */
  readonly settings: Readonly<S>;
  readonly tenant: Readonly<TenantSettings>;
  readonly licence: { readonly lapsed: boolean; readonly tenant: string };
  /** The session clock, in milliseconds since the epoch. */
  readonly now: number;
  /** Reasons noted so far by the checks before this one (tool check stage only). */
  readonly notes: readonly CheckNote[];
  readonly grammar: Grammar | undefined;
  /**
   * The rulebook's decision on this call (compiled once at registration), or undefined without a
   * rulebook: answered at once when the rules that can match the tool are compiled, a promise when
   * json-rules-engine evaluates one of them (`await` takes either). Throws, or rejects, when a
   * fact a rule reads cannot be read.
   */
  rulebook(): RulebookDecision | undefined | Promise<RulebookDecision | undefined>;
  /** Whether a confirmation token covers exactly this call at this point of the history. */
  confirmationCover(): TokenCover | undefined;
  /** Whether a signed plan token is valid for this session, and its next step. */
  readonly plan: PlanFacts | undefined;
  /** The registry of withdrawn tools as it is now, when a check that provides `registry` names a file. */
  readonly registry?: RegistrySnapshot;
}

/**
 * A note an earlier check of the tool check stage gave: only the reasons and lifts this check
 * declares in `meta.needs` are shown, so what it reads is what its metadata says it reads.
 */
export interface CheckNote {
  readonly check: string;
  readonly reasons: readonly string[];
  readonly lifts: readonly string[];
  readonly detail?: Record<string, unknown>;
}

export interface PlanFacts {
  readonly valid: boolean;
  readonly problem?: string;
  readonly steps: ReadonlyArray<{ tool: string; digest: string }>;
  /** Index of the next step, counted from calls of this plan reported `ran`. */
  readonly next: number;
}

export interface TenantSettings {
  taint_policy: "confirm" | "refuse";
  lapsed: "writes" | "all";
  [k: string]: unknown;
}


/** The context of one call before it is shown to a check: its settings are none, its notes none. */
export type CallContext = CheckContext;

/** The facts a call's context is given as they are: known when the call arrives, frozen when it is built. */
type GivenFacts = Pick<CheckContext, "call" | "tool" | "kind" | "kindSource" | "catalogue" | "kindOf" | "session" | "history" | "turns" | "tenant" | "licence" | "now" | "grammar">;

/** What a call's context is built from: the facts known when the call arrives, and how the costly ones are found. */
export interface CallInputs extends GivenFacts {
  readonly registry: RegistrySnapshot | undefined;
  /** What verifies confirmation and plan tokens. */
  readonly signer: Signer;
  /** Origins and marks worked out for the arguments the caller gave no origin (session/origins.ts); run once, when first read. */
  workedOut(): { origins: Record<string, OriginVerdict>; marks: Mark[] };
  /** The rulebook's decision, given the context (rules read its marks); run once, when first asked. */
  rulebook(ctx: CallContext): RulebookDecision | undefined | Promise<RulebookDecision | undefined>;
}

const NO_NOTES: readonly CheckNote[] = Object.freeze([]);
const NO_SETTINGS: Readonly<Record<string, unknown>> = Object.freeze({});

/** What the checks of one call share: its given facts, frozen, and each costly fact once worked out. */
interface Shared {
  readonly inputs: CallInputs;
  readonly call: CallFacts;
  readonly session: SessionFacts;
  readonly history: HistoryView;
  readonly turns: TurnFacts;
  readonly tenant: Readonly<TenantSettings>;
  readonly licence: CheckContext["licence"];
  worked?: { origins: Record<string, OriginVerdict>; marks: Mark[] };
  origins?: Readonly<Record<string, OriginVerdict>>;
  marks?: readonly Mark[];
  taint?: readonly Mark[];
  /** The rulebook's answer, or what it threw: asked once whatever the checks ask again. */
  rulebook?: { value: RulebookDecision | undefined | Promise<RulebookDecision | undefined> } | { threw: unknown };
  cover?: { value: TokenCover | undefined };
  plan?: { value: PlanFacts | undefined };
}

/**
 * The context a check reads. Each fact is defined once, here, as a getter over what the call's
 * checks share: given facts were frozen when the call's context was built; costly ones (origins,
 * marks, taint, the rulebook, the tokens) are worked out on first read, once for all the checks,
 * and frozen. One class for every call and check, so that reading a fact stays a plain property
 * read; each instance is frozen, so a check can change nothing the next check reads.
 */
class Context implements CheckContext {
  readonly #s: Shared;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly notes: readonly CheckNote[];

  constructor(shared: Shared, settings: Readonly<Record<string, unknown>>, notes: readonly CheckNote[]) {
    this.#s = shared;
    this.settings = settings;
    this.notes = notes;
    Object.freeze(this);
  }

  /**
   * The same call's context with one check's settings and notes. The settings are the check's
   * own, frozen in place the first time (and taken as they are after); notes the pipeline froze
   * are taken as they are, others copied frozen.
   */
  static view(base: CallContext, settings: Record<string, unknown>, notes: readonly CheckNote[]): Context {
    if (!(base instanceof Context)) throw new TypeError("a check's view is made on a call context");
    return new Context(base.#s, frozen(settings), notes.length === 0 ? NO_NOTES : Object.isFrozen(notes) ? notes : Object.freeze(notes.map((n) => frozenCopy(n) as CheckNote)));
  }

  get call() {
    return this.#s.call;
  }
  get tool() {
    return this.#s.inputs.tool;
  }
  get kind() {
    return this.#s.inputs.kind;
  }
  get kindSource() {
    return this.#s.inputs.kindSource;
  }
  get catalogue() {
    return this.#s.inputs.catalogue;
  }
  kindOf(tool: string): Kind {
    return this.#s.inputs.kindOf(tool);
  }
  get session() {
    return this.#s.session;
  }
  get history() {
    return this.#s.history;
  }
  get turns() {
    return this.#s.turns;
  }
  get tenant() {
    return this.#s.tenant;
  }
  get licence() {
    return this.#s.licence;
  }
  get now() {
    return this.#s.inputs.now;
  }
  get grammar() {
    return this.#s.inputs.grammar;
  }
  get registry() {
    return this.#s.inputs.registry;
  }
  get origins(): Readonly<Record<string, OriginVerdict>> {
    const s = this.#s;
    if (s.origins) return s.origins;
    const { call, session, inputs } = s;
    const judged = judgeOrigins(call, { session: session.id, entry: inputs.history.entry, catalogue: inputs.catalogue, typed: inputs.turns.typed });
    // An argument given no origin takes the one worked out; an origin given is judged as given.
    const given = worked(s).origins;
    for (const name of Object.keys(given)) if (ownValue(call.origins, name) === undefined) judged[name] = given[name]!;
    // The verdicts were made for this call (facts.ts, origins.ts): frozen as they are, not copied.
    for (const name of Object.keys(judged)) Object.freeze(judged[name]);
    return (s.origins = Object.freeze(judged));
  }
  get marks(): readonly Mark[] {
    const s = this.#s;
    if (s.marks) return s.marks;
    // Made for this call, as the origins: frozen as they are.
    const marks = [...collectMarks(s.call, { entry: s.inputs.history.entry, catalogue: s.inputs.catalogue, session: s.session.id }), ...worked(s).marks];
    for (const m of marks) Object.freeze(m);
    return (s.marks = Object.freeze(marks));
  }
  get taint(): readonly Mark[] {
    const s = this.#s;
    return (s.taint ??= Object.freeze(taintOf(this.marks, s.inputs.tool, s.inputs.kind)));
  }
  rulebook(): RulebookDecision | undefined | Promise<RulebookDecision | undefined> {
    const s = this.#s;
    if (!s.rulebook) {
      try {
        s.rulebook = { value: s.inputs.rulebook(this) };
      } catch (e) {
        s.rulebook = { threw: e };
      }
    }
    if ("threw" in s.rulebook) throw s.rulebook.threw;
    return s.rulebook.value;
  }
  confirmationCover(): TokenCover | undefined {
    const s = this.#s;
    const token = s.call.confirmation;
    if (token === undefined) return undefined;
    s.cover ??= { value: frozen(confirmationCovers(s.inputs.signer, token, { tool: s.call.tool, digest: s.call.digest, session: s.session.id, head: s.history.head, now: s.inputs.now })) };
    return s.cover.value;
  }
  get plan(): PlanFacts | undefined {
    const s = this.#s;
    s.plan ??= { value: frozen(planFacts(s.inputs.signer, s.call.plan, s.session.id, s.history.summary, s.inputs.now)) };
    return s.plan.value;
  }
}

/** The origins and marks worked out for arguments given none, once per call. */
function worked(s: Shared): { origins: Record<string, OriginVerdict>; marks: Mark[] } {
  return (s.worked ??= s.inputs.workedOut());
}

/**
 * The context of one call, built once: what every check of the call reads through its own view.
 * The given facts are frozen through in place; the session gives them frozen already (the call
 * where it is read, the session's context when it is set, the turn's reading the first time a
 * call reads it), so here they are taken as they are, not walked again for every call.
 */
export function callContext(inputs: CallInputs): CallContext {
  const shared: Shared = {
    inputs,
    call: frozen(inputs.call),
    session: frozen(inputs.session),
    history: historyView(inputs.history),
    turns: frozen(inputs.turns),
    tenant: frozen(inputs.tenant),
    licence: frozen(inputs.licence),
  };
  return new Context(shared, NO_SETTINGS, NO_NOTES);
}

/**
 * What one check sees: the call's context with its own settings and the notes shown to it,
 * reading the same facts (worked out once for all the checks of the call), frozen.
 */
export function checkView(base: CallContext, settings: Record<string, unknown>, notes: readonly CheckNote[]): CheckContext {
  return Context.view(base, settings, notes);
}

/**
 * The history as checks see it: its entries are the session's own, so a check is given frozen
 * copies, made when read. A class, its reader on the prototype: a getter written in an object
 * literal gives every call's object an accessor of its own, which V8 keeps in the old
 * generation, and through its closure every object of the call would outlive the next scavenges.
 */
class CheckHistory implements HistoryView {
  readonly valid: boolean;
  readonly problem: string | undefined;
  readonly summary: HistoryFacts;
  readonly head: string;
  readonly #history: HistoryView;
  #entries: readonly HistoryEntry[] | undefined;
  #copies: Map<number, HistoryEntry | undefined> | undefined;

  constructor(history: HistoryView) {
    this.#history = history;
    this.valid = history.valid;
    this.problem = history.problem;
    this.summary = history.summary;
    this.head = history.head;
    Object.freeze(this);
  }

  get entries(): readonly HistoryEntry[] {
    return (this.#entries ??= Object.freeze(this.#history.entries.map((e) => frozenCopy(e) as HistoryEntry)));
  }

  /** A function of its own, as before, so that it may be passed on unbound. */
  readonly entry = (step: number): HistoryEntry | undefined => {
    const copies = (this.#copies ??= new Map());
    if (!copies.has(step)) {
      const e = this.#history.entry(step);
      copies.set(step, e === undefined ? undefined : (frozenCopy(e) as HistoryEntry));
    }
    return copies.get(step);
  };
}

function historyView(history: HistoryView): HistoryView {
  return new CheckHistory(history);
}

/** A plan token's id: what the history records of the plan a call belongs to. */
export function planIdOf(token: string): string {
  return token.split(".")[1]?.slice(0, 43) ?? token;
}

function planFacts(signer: Signer, token: string | undefined, session: string, history: HistoryFacts, now: number): PlanFacts | undefined {
  if (token === undefined) return undefined;
  const opened = openToken(signer, token);
  if ("problem" in opened) return { valid: false, problem: opened.problem, steps: [], next: 0 };
  const p = opened.payload;
  if (p.t !== "plan") return { valid: false, problem: "not a plan token", steps: [], next: 0 };
  if (p.session !== session) return { valid: false, problem: "it was approved in another session", steps: p.steps, next: 0 };
  if (now > p.exp) return { valid: false, problem: "it expired", steps: p.steps, next: 0 };
  return { valid: true, steps: p.steps, next: history.planRan(planIdOf(token)) };
}
