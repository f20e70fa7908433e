// What was said in a session: the person's turns and answers, read once each, and the run's
// context, kept as the keys that ground a call's values and work out its origins.
import type { Grammar, TurnReading, TurnValue, TurnWordSet } from "@toolgate/grammar-kit";
import { ToolgateError } from "../errors.js";
import type { ActReader } from "./acts.js";
import type { TurnWords } from "./turn-words.js";
import type { KeySink } from "./origins.js";
import { addNearPairs, type NearPairs } from "./flag-phrases.js";
import { jsonData, numberKey, turnValueKeys, valueKeys } from "./values.js";
import { nextYearOfYearless } from "./yearless-dates.js";
import { frozen, frozenCopy } from "../check/frozen.js";
import { deferredModule } from "../load/deferred-module.js";
import { pairedAcrossTurns } from "./paired-across-turns.js";
import { daysCorrectedInALaterTurn } from "./days-corrected-in-a-later-turn.js";
import { pickedAcrossTurns, QUIET_TURNS_PASSED, turnPickedFrom } from "./picked-across-turns.js";
import { NO_GRAMMAR_READS_ITS_LANGUAGE } from "./unread-language.js";
import { TurnFlags } from "./turn-flags.js";

// The readers of a turn's text, loaded when a turn is first read (or context first given): a
// session that reads none, as a `toolgate check` with no turn, never loads them.
/** The keys of values and texts, and the readers of results they belong with. */
const origins = deferredModule<typeof import("./origins.js")>(new URL("./origins.js", import.meta.url));
/** The times and counts a turn gives, for a text that says another in their place. */
const saidInstead = deferredModule<typeof import("./said-instead.js")>(new URL("./said-instead.js", import.meta.url));
/** The values a text types alike in every language, kept of a turn no grammar reads. */
const kit = deferredModule<typeof import("@toolgate/grammar-kit")>(new URL(import.meta.resolve("@toolgate/grammar-kit")));

interface Said {
  text: string;
  reading: TurnReading;
  kind: "turn" | "reply";
  /**
   * The reading a later turn's pick left it, where the later turn picked one of the records this
   * turn listed (picked-across-turns.ts): what a call is read against as an earlier turn.
   */
  picked?: TurnReading;
}

/** Reads a text in a language (undefined: detected), after the language the last read text was in. */
export type ReadText = (text: string, language: string | undefined, previous?: string) => TurnReading;

export class Conversation {
  private readonly said: Said[] = [];
  /** Keys of the values the person typed in their turns. */
  readonly typedKeys = new Set<string>();
  /** Keys of the values a turn, an answer or the context holds: what grounding trusts. */
  readonly saidKeys = new Set<string>();
  /** Keys of the run's context and of the person's answers, for origins worked out (origins.ts). */
  readonly contextKeys = new Set<string>();
  readonly replyKeys = new Set<string>();
  /** The act keys of the words of the person's turns: which acts they spoke of (acts.ts). */
  readonly typedStems = new Set<string>();
  /** The words of the person's turns, lower-cased: a choice of a closed set they named (origins.ts `namedChoice`). */
  readonly typedWords = new Set<string>();
  /** The near pairs of the words of the person's turns: a switch named as a phrase (flag-phrases.ts). */
  get typedPairs(): ReadonlyMap<string, ReadonlySet<string>> {
    this.settle();
    return this.pairsMade;
  }
  private readonly pairsMade = new Map<string, Set<string>>();
  /** The concepts the person's turns spoke of, in the words of the grammars that read each (turn-words.ts). */
  readonly spoke = new Set<TurnWordSet>();
  /**
   * The number keys of the sums the person's turns ask for: an amount said in the request, not in
   * its background (`Sam paid 120 pounds, send him my share, 40 pounds`: 40 is asked, 120 is the
   * story), not taken back, not a bound (`between 300 and 400 euros`): origins.ts `swappedSum`.
   */
  readonly askedSums = new Set<string>();
  /**
   * The number keys of the sums the person's turns tell and do not ask for (the grammar's
   * background: `Ines sent me 1 cent`, `Sam paid 120 pounds`): a record that holds one as its sum
   * is one the person named (told-sums.ts).
   */
  readonly toldSums = new Set<string>();
  /** The times of day and the counts of things the person's turns give, by kind (said-instead.ts). */
  get given(): ReadonlyMap<string, ReadonlySet<string>> {
    this.settle();
    return this.givenMade;
  }
  private readonly givenMade = new Map<string, Set<string>>();
  /**
   * The work of each turn read that only a check's question needs (its near pairs, the times, counts
   * and days it gives), in the order the turns came: done when `typedPairs` or `given` is first
   * asked after it, not on every read (some 2% of a Portuguese read). Run in order, it makes the
   * same maps, in the same order, as doing it as each turn came.
   */
  private readonly pending: Array<() => void> = [];

  private settle(): void {
    let done = 0;
    try {
      // A work counts as done only once it returned: one that threw stays first, to be done again
      // at the next question (its adds are to sets, so doing it twice gives the same maps), never
      // dropped to leave the maps without its turn.
      for (; done < this.pending.length; done++) this.pending[done]!();
    } finally {
      this.pending.splice(0, done);
    }
  }
  /** The person's turns as the flags below read them, when a check first asks (turn-flags.ts). */
  private readonly flags = new TurnFlags();
  /** Whether a turn sent the agent to the links some content holds. */
  get linksPointed(): boolean {
    return this.flags.has("linksPointed");
  }
  /** Whether a turn handed a choice to a text it points at ("do what she asks", "the address she gave": delegation.ts). */
  get delegated(): boolean {
    return this.flags.has("delegated");
  }
  /** Whether a turn had the agent copy values from a text it points at ("the time it mentions", "what the note says": copied-from-text-cues.ts). */
  get copied(): boolean {
    return this.flags.has("copied");
  }
  /** Whether a turn spoke of a changed account, address or recipient ("her new account": instructions.ts). */
  get changeTyped(): boolean {
    return this.flags.has("changeTyped");
  }
  /** Whether a turn spoke of a changed sum ("the fee went up": changed-values.ts). */
  get sumChangeTyped(): boolean {
    return this.flags.has("sumChangeTyped");
  }
  /**
   * The values the application put in the run's context, merged: a frozen copy made when they are
   * set, so that every call's context shows checks the same values without copying them per call.
   */
  contextData: Readonly<Record<string, unknown>> = Object.freeze({});

  constructor(
    private readonly readText: ReadText,
    /** The session's language, when it was set; else each text's is detected. */
    readonly language: string | undefined,
    /** The session's grammars' act words (acts.ts). */
    private readonly acts: ActReader,
    /** The session's grammars' words a turn is compared with (turn-words.ts). */
    private readonly words: TurnWords,
  ) {}

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
    // Read as JSON would write it: a cycle, a throwing getter or deep nesting is bad input, not a crash.
    jsonData(values, "input_invalid", "the context", "context");
    this.contextData = frozenCopy({ ...this.contextData, ...values }) as Readonly<Record<string, unknown>>;
    for (const [k, v] of Object.entries(values)) if (k !== "credential_ref") for (const key of valueKeys(v)) this.saidKeys.add(key);
    for (const [k, v] of Object.entries(values)) if (k !== "credential_ref") for (const leaf of [v].flat(64)) for (const key of origins().leafKeys(leaf)) this.contextKeys.add(key);
  }

  private remember(text: string, kind: "turn" | "reply"): TurnReading {
    if (typeof text !== "string") throw new ToolgateError("input_invalid", `a ${kind} is text`, { path: kind });
    let previous: string | undefined;
    for (let i = this.said.length - 1; i >= 0; i--) {
      if (this.said[i]!.reading.read) {
        previous = this.said[i]!.reading.language;
        break;
      }
    }
    const given = typedKept(this.readText(text, this.language, previous), text);
    // A reading that comes frozen was kept by a store of readings and may be handed again, to this
    // session or another: what is worked out from it is kept with it, and added from there. One
    // read for this turn alone is frozen here, once (every call's context shows it to the checks
    // as it is), and its keys go straight into the session's sets: kept, its facts would outlive
    // the turn as long as the session keeps it, and be gathered twice.
    const turn = kind === "turn";
    // A turn that corrects the day of the turn before by the bare day is read as days (days-corrected-in-a-later-turn.ts).
    const corrected = turn ? this.readDayCorrection(given) : undefined;
    const shared = corrected === undefined && Object.isFrozen(given);
    const reading = corrected ?? (shared ? given : frozen(given));
    // The reading a call is read against: this turn's, with the records its sums go to where only the turn before names them.
    const readAgainst = (turn ? this.readPick(text, reading) : undefined) ?? reading;
    this.said.push({ text, reading: readAgainst, kind });
    this.valuesMade = undefined;
    this.earlierMade = undefined;
    const into: FactSinks = {
      // Values and destinations are values a person typed: an address they gave can be used as given.
      valueKeys: turn ? new BothSets(this.saidKeys, this.typedKeys) : this.saidKeys,
      readingKeys: turn ? this.typedKeys : this.replyKeys,
      turn: turn ? { stems: this.typedStems, words: this.typedWords, pairs: this.pairsMade, askedSums: this.askedSums, toldSums: this.toldSums, given: this.givenMade, later: (work) => this.pending.push(work) } : undefined,
    };
    const flags = shared ? addKept(keptFacts(text, reading, this.acts, this.words), into) : gatherFacts(text, reading, this.acts, this.words, into);
    // A sum the turn asks for by counting things a turn before priced one of (`refund two of the four
    // tickets` after `28 each`) is said as surely as if typed: the person named the count and the price.
    if (turn) for (const sum of kit().countedPrices(readAgainst, this.earlierTurns)) this.saidKeys.add(numberKey(sum));
    if (turn && flags) this.flags.add(text, flags.readers);
    if (turn && flags) for (const set of flags.spokenOf) this.spoke.add(set);
    return readAgainst;
  }

  /** The person's turn before this one that gives values, past a few that give none (picked-across-turns.ts `turnPickedFrom`). */
  private turnBefore(): Said | undefined {
    const turns: Said[] = [];
    for (let i = this.said.length - 1; i >= 0 && turns.length <= QUIET_TURNS_PASSED; i--) if (this.said[i]!.kind === "turn") turns.push(this.said[i]!);
    return turnPickedFrom(turns);
  }

  /**
   * This turn's reading with the bare days it corrects the turn before by read as days, that turn's
   * own reading keeping the day taken back apart; undefined where the turn corrects no day so.
   */
  private readDayCorrection(reading: TurnReading): TurnReading | undefined {
    const before = this.turnBefore();
    const both = before === undefined ? undefined : daysCorrectedInALaterTurn(before.picked ?? before.reading, reading);
    if (both === undefined) return undefined;
    before!.picked = both.earlier;
    return both.later;
  }

  /**
   * Reads the person's previous turn that gives values (past a few that give none: `blz, vou ver
   * aqui`) and this one as one text, where this one may pick one of the records that one listed;
   * returns this turn's reading with the records its sums go to, where the joint reading pairs them
   * (paired-across-turns.ts), or undefined.
   */
  private readPick(text: string, reading: TurnReading): TurnReading | undefined {
    const before = this.turnBefore();
    if (before === undefined) return undefined;
    let joint: TurnReading | undefined;
    const picked = pickedAcrossTurns(before, { text, reading }, (both) => (joint = this.readText(both, reading.language, reading.language)));
    if (picked !== undefined) before.picked = picked;
    return joint === undefined || !joint.read ? undefined : pairedAcrossTurns(before.reading, reading, joint);
  }

  /** The values every turn's and answer's reading found, oldest first; made once per text read, frozen. */
  get values(): readonly TurnValue[] {
    // One text read (most sessions a check meets): its reading's own values, frozen with it, not a copy.
    if (this.valuesMade === undefined) this.valuesMade = this.said.length === 1 && Object.isFrozen(this.said[0]!.reading.values) ? this.said[0]!.reading.values : Object.freeze(this.said.flatMap((s) => s.reading.values));
    return this.valuesMade;
  }
  private valuesMade: readonly TurnValue[] | undefined;

  /**
   * The readings of the person's turns before the latest, newest first, at most EARLIER_TURNS_KEPT:
   * what a turn that only points back leaves to them. Answers are not among them: an answer is
   * to a question the guardrail asked, and its values ground a call already. Made once per text read, frozen.
   */
  get earlierTurns(): readonly TurnReading[] {
    if (this.earlierMade === undefined) {
      const out: TurnReading[] = [];
      let latestSeen = false;
      for (let i = this.said.length - 1; i >= 0 && out.length < EARLIER_TURNS_KEPT; i--) {
        if (this.said[i]!.kind !== "turn") continue;
        if (latestSeen) out.push(this.said[i]!.picked ?? this.said[i]!.reading);
        latestSeen = true;
      }
      this.earlierMade = out.length === 0 ? NO_READINGS : Object.freeze(out);
    }
    return this.earlierMade;
  }
  private earlierMade: readonly TurnReading[] | undefined;

  /** The latest turn's reading. */
  get latestTurn(): TurnReading | undefined {
    for (let i = this.said.length - 1; i >= 0; i--) if (this.said[i]!.kind === "turn") return this.said[i]!.reading;
    return undefined;
  }
}

/**
 * The most earlier turns a check is shown: a value given further back than this many turns is
 * not read as one the latest turn points at, and a long session costs a call no more than this.
 */
export const EARLIER_TURNS_KEPT = 16;

const NO_READINGS: readonly TurnReading[] = Object.freeze([]);

/** What a turn says beside its keys. */
interface TurnSaid {
  /** The grammars that read the text, for its flags (turn-flags.ts), read when a check asks. */
  readonly readers: readonly Grammar[];
  /** The concepts the text's words speak of, in the words of the grammars that read it (turn-words.ts). */
  readonly spokenOf: readonly TurnWordSet[];
}

/**
 * Where the facts of a text go as they are worked out, in the order a session adds them: the keys
 * of the values the reading found, then the keys of the text as origins look them up (origins.ts),
 * then the destinations' keys (to the values' sets: an address a person gave can be used as
 * given). `turn` is where a turn's act keys, words and asked sums go, with what its flags are read
 * with returned: none for a reply, whose are not kept.
 */
interface FactSinks {
  readonly valueKeys: KeySink;
  readonly readingKeys: KeySink;
  readonly turn?: TurnSinks;
}

/** Where a turn's act keys, words, near pairs, sums and what it gives go. */
interface TurnSinks {
  /** The act keys of the text's words (acts.ts). */
  readonly stems: Set<string>;
  /** The text's words, lower-cased (origins.ts `textWords`): the same words its keys are made of. */
  readonly words: KeySink;
  /** The near pairs of the text's words, in order (flag-phrases.ts `addNearPairs`). */
  readonly pairs: Map<string, Set<string>>;
  /** The number keys of the amounts the reading found in the request, not in its background nor as a bound. */
  readonly askedSums: KeySink;
  /** The number keys of the amounts the reading found in the request's background, not as a bound. */
  readonly toldSums: KeySink;
  /** The times of day and the counts of things the text gives, by kind (said-instead.ts `givenInTurn`). */
  readonly given: Map<string, Set<string>>;
  /** Where the work on `pairs` and `given` is left for later (a session's, done when a check asks); else it is done at once. */
  readonly later?: (work: () => void) => void;
}

/** Adds each key to two sets: a value a person typed is said too. */
class BothSets implements KeySink {
  constructor(
    private readonly a: Set<string>,
    private readonly b: Set<string>,
  ) {}

  add(key: string): void {
    this.a.add(key);
    this.b.add(key);
  }
}

/** What a conversation takes from a shared reading and its text: the same for every session that reads it. */
interface TextFacts extends TurnSaid {
  readonly text: string;
  readonly valueKeys: ReadonlySet<string>;
  readonly readingKeys: ReadonlySet<string>;
  readonly destinationKeys: ReadonlySet<string>;
  readonly stems: ReadonlySet<string>;
  /** The grammars' reader that gave the stems (acts.ts). */
  readonly acts: ActReader;
  /** The grammars' words that gave `spokenOf` (turn-words.ts). */
  readonly turnWords: TurnWords;
  readonly words: ReadonlySet<string>;
  readonly pairs: NearPairs;
  readonly askedSums: ReadonlySet<string>;
  readonly toldSums: ReadonlySet<string>;
  readonly given: ReadonlyMap<string, ReadonlySet<string>>;
}

// Kept with a shared reading, for as long as it lives: a service's cache hands the same frozen
// reading to every request that carries its text, so the keys are worked out once per reading,
// not once per request. Weak: the facts go when the reading goes. Each set holds each key once,
// in the order first met: adding it to a session's set gives that set as adding every key would.
// The sets are never handed out of this file.
const factsOf = new WeakMap<TurnReading, TextFacts>();

/** The facts of a shared reading: kept with it, worked out the first time it is met. */
function keptFacts(text: string, reading: TurnReading, acts: ActReader, turnWords: TurnWords): TextFacts {
  const kept = factsOf.get(reading);
  // A reading is of one text; a store that gave one reading for two texts gets the facts of each,
  // and a store shared by clients of other grammars gets each client's act words and turn words.
  if (kept && kept.text === text && kept.acts === acts && kept.turnWords === turnWords) return kept;
  const valueKeys = new Set<string>();
  const destinationKeys = new Set<string>();
  const readingKeys = new Set<string>();
  const stems = new Set<string>();
  const words = new Set<string>();
  const pairs = new Map<string, Set<string>>();
  const askedSums = new Set<string>();
  const toldSums = new Set<string>();
  const given = new Map<string, Set<string>>();
  const flags = gatherFacts(text, reading, acts, turnWords, { valueKeys, readingKeys, destinationKeys, turn: { stems, words, pairs, askedSums, toldSums, given } })!;
  const facts: TextFacts = Object.freeze({ text, valueKeys, readingKeys, destinationKeys, stems, acts, turnWords, words, pairs, askedSums, toldSums, given, ...flags });
  factsOf.set(reading, facts);
  return facts;
}

/** Adds a shared reading's kept facts where a session's go, as gathering them there would. */
function addKept(facts: TextFacts, into: FactSinks): TurnSaid | undefined {
  for (const key of facts.valueKeys) into.valueKeys.add(key);
  for (const key of facts.readingKeys) into.readingKeys.add(key);
  for (const key of facts.destinationKeys) into.valueKeys.add(key);
  const turn = into.turn;
  if (!turn) return undefined;
  for (const s of facts.stems) turn.stems.add(s);
  for (const w of facts.words) turn.words.add(w);
  for (const k of facts.askedSums) turn.askedSums.add(k);
  for (const k of facts.toldSums) turn.toldSums.add(k);
  (turn.later ?? now)(() => addKeptPairsAndGiven(facts, turn));
  return facts;
}

/** Adds a shared reading's near pairs and what it gives where a session's go. */
function addKeptPairsAndGiven(facts: TextFacts, turn: TurnSinks): void {
  const pairs = turn.pairs;
  for (const [first, after] of facts.pairs) {
    const kept = pairs.get(first) ?? pairs.set(first, new Set()).get(first)!;
    for (const second of after) kept.add(second);
  }
  const given = turn.given;
  for (const [kind, keys] of facts.given) for (const k of keys) (given.get(kind) ?? given.set(kind, new Set()).get(kind)!).add(k);
}

/** Work done at once, where no session leaves it for later. */
function now(work: () => void): void {
  work();
}

/**
 * Works out what a text and its reading give and adds it where `into` says, as it is found (no
 * list or set of its own in between). `destinationKeys`, where given, takes the destinations'
 * keys apart from the values' (a shared reading's facts keep them apart).
 */
function gatherFacts(text: string, reading: TurnReading, acts: ActReader, turnWords: TurnWords, into: FactSinks & { destinationKeys?: KeySink }): TurnSaid | undefined {
  // Each value's keys are made once: they go to the values' keys here and to the text's keys below.
  const keysOfValues = reading.values.map(turnValueKeys);
  for (const keys of keysOfValues) for (const k of keys) into.valueKeys.add(k);
  const { DAY_KIND, ISO_DAY, dateTimeKeys, textKeys, textWords } = origins();
  // Found once: the words keyed (runs with a number) and the words kept are the same words.
  const words = textWords(text);
  // A value the person wrote as a run of words with a number (`member 00417`, `Rua das Flores
  // 12`) is theirs however a result writes it (`Member 00417 November`): keyed as free text is.
  dateTimeKeys(text, reading, textKeys(text, reading, into.readingKeys, words, keysOfValues));
  const destinations = into.destinationKeys ?? into.valueKeys;
  for (const d of reading.destinations) for (const k of valueKeys(d.value)) destinations.add(k);
  const turn = into.turn;
  if (!turn) return undefined;
  // A bound the grammar read (`between 300 and 400 euros`, `até 50`) is not a sum asked for.
  for (const v of reading.values) {
    if (v.kind !== "amount" || typeof v.value !== "number" || v.superseded || v.bound) continue;
    (v.background ? turn.toldSums : turn.askedSums).add(numberKey(v.value));
  }
  // The grammars are handed a set of their own, not the session's.
  for (const s of acts.textWords(text)) turn.stems.add(s);
  for (const w of words) turn.words.add(w);
  // A common choice named in the turn's language (`só para leitura`, `canal privado`) is named in
  // the words a tool's enum or flag writes it with (`view`, `private`): origins.ts `namedChoice`,
  // flags-turned-off.ts.
  for (const v of turnWords.choiceValues(words, reading)) turn.words.add(v);
  // The grammars that read the turn, for what they read of it beside its reading (its leads, its cues).
  const readers = turnWords.readersOf(reading);
  // Its near pairs and what it gives are asked only by a check: a session leaves them for then. Their
  // reader is loaded now, so that one that cannot load holds this turn unread (unread-inputs.test.ts).
  saidInstead();
  (turn.later ?? now)(() => {
    addNearPairs(words, turn.pairs);
    saidInstead().givenInTurn(text, words, readers, turn.given);
    // The days the request asks for, not its background nor one it takes back: a day a call takes
    // in place of them from an outside text is that text's (origins.ts `swappedDay`). A day written
    // with no year asks for the coming one too, as it is keyed (yearless-dates.ts).
    for (const v of reading.values) {
      if (v.kind !== "date" || typeof v.value !== "string" || v.superseded || v.background || !ISO_DAY.test(v.value)) continue;
      const days = turn.given.get(DAY_KIND) ?? turn.given.set(DAY_KIND, new Set()).get(DAY_KIND)!;
      days.add(v.value);
      const next = nextYearOfYearless(v);
      if (next !== undefined) days.add(next);
    }
  });
  // Whether the turn points at links, delegates, copies or speaks of a change is read from its
  // text when a check first asks (turn-flags.ts), with these readers.
  return { readers, spokenOf: turnWords.spokenOf(words, reading) };
}

/**
 * A reading of the person's words in a language no installed grammar reads, with the values the
 * text types (its addresses, its numbers and ids in digits): the words stay unread, but these the
 * person typed in any language, and they ground a call. Only a turn's or an answer's: a tool
 * result's text left unread is outside content, and gains no values here. A turn a grammar failed
 * on keeps nothing: that fails closed.
 */
function typedKept(reading: TurnReading, text: string): TurnReading {
  if (reading.read || reading.note !== NO_GRAMMAR_READS_ITS_LANGUAGE || reading.values.length > 0) return reading;
  let values: TurnValue[];
  try {
    values = kit().typedValues(text);
  } catch {
    // Readers that cannot load keep nothing: grounding then asks about every value, as before.
    return reading;
  }
  return values.length === 0 ? reading : { ...reading, values };
}
