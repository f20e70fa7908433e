// What was said in a session: the person's turns and answers, read once each, and the run's
// context, kept as the keys that ground a call's values and work out its origins.
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { ToolgateError } from "../errors.js";
import type { ActReader } from "./acts.js";
import { dateTimeKeys, leafKeys, pointsAtLinks, textKeys, textWords } from "./origins.js";
import { jsonData, numberKey, turnValueKeys, valueKeys } from "./values.js";
import { delegationCue } from "./delegation.js";
import { speaksOfChange } from "./instructions.js";
import { frozen, frozenCopy } from "../check/frozen.js";

interface Said {
  text: string;
  reading: TurnReading;
  kind: "turn" | "reply";
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
  /**
   * The number keys of the sums the person's turns ask for: an amount said in the request, not in
   * its background (`Sam paid 120 pounds, send him my share, 40 pounds`: 40 is asked, 120 is the
   * story), not taken back, not a bound (`between 300 and 400 euros`): origins.ts `swappedSum`.
   */
  readonly askedSums = new Set<string>();
  /** Whether a turn sent the agent to the links some content holds. */
  linksPointed = false;
  /** Whether a turn handed a choice to a text it points at ("do what she asks", "the address she gave": delegation.ts). */
  delegated = false;
  /** Whether a turn spoke of a changed account, address or recipient ("her new account": instructions.ts). */
  changeTyped = false;
  /** Whether a turn spoke of a changed sum ("the fee went up": changed-values.ts). */
  sumChangeTyped = false;
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
    for (const [k, v] of Object.entries(values)) if (k !== "credential_ref") for (const leaf of [v].flat(64)) for (const key of leafKeys(leaf)) this.contextKeys.add(key);
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
    // Frozen where it is read, once: every call's context shows it to the checks as it is.
    const reading = frozen(this.readText(text, this.language, previous));
    this.said.push({ text, reading, kind });
    this.valuesMade = undefined;
    const facts = textFacts(text, reading, this.acts);
    const turn = kind === "turn";
    for (const key of facts.valueKeys) {
      this.saidKeys.add(key);
      if (turn) this.typedKeys.add(key);
    }
    const into = turn ? this.typedKeys : this.replyKeys;
    for (const key of facts.readingKeys) into.add(key);
    if (turn && facts.pointsAtLinks) this.linksPointed = true;
    if (turn && facts.delegates) this.delegated = true;
    if (turn && facts.speaksOfChange) this.changeTyped = true;
    if (turn && facts.speaksOfSumChange) this.sumChangeTyped = true;
    if (turn) for (const s of facts.stems) this.typedStems.add(s);
    if (turn) for (const w of facts.words) this.typedWords.add(w);
    if (turn) for (const k of facts.askedSums) this.askedSums.add(k);
    // Destinations are values a person typed too: an address they gave can be used as given.
    for (const key of facts.destinationKeys) {
      this.saidKeys.add(key);
      if (turn) this.typedKeys.add(key);
    }
    return reading;
  }

  /** The values every turn's and answer's reading found, oldest first; made once per text read, frozen. */
  get values(): readonly TurnValue[] {
    if (this.valuesMade === undefined) this.valuesMade = Object.freeze(this.said.flatMap((s) => s.reading.values));
    return this.valuesMade;
  }
  private valuesMade: readonly TurnValue[] | undefined;

  /** The latest turn's reading. */
  get latestTurn(): TurnReading | undefined {
    for (let i = this.said.length - 1; i >= 0; i--) if (this.said[i]!.kind === "turn") return this.said[i]!.reading;
    return undefined;
  }
}

/** What a conversation takes from a text and its reading: the same for every session that reads it. */
interface TextFacts {
  readonly text: string;
  /** Keys of the values the reading found. */
  readonly valueKeys: ReadonlySet<string>;
  /** Keys of the values in the text as origins look them up (origins.ts). */
  readonly readingKeys: ReadonlySet<string>;
  /** Keys of the destinations the reading found. */
  readonly destinationKeys: ReadonlySet<string>;
  readonly pointsAtLinks: boolean;
  readonly delegates: boolean;
  readonly speaksOfChange: boolean;
  /** Whether the text speaks of a changed sum (instructions.ts `speaksOfChange(…, "sum")`). */
  readonly speaksOfSumChange: boolean;
  /** The act keys of the text's words, and the grammars' reader that gave them (acts.ts). */
  readonly stems: ReadonlySet<string>;
  readonly acts: ActReader;
  /** The text's words, lower-cased (origins.ts `textWords`): the same words its keys are made of. */
  readonly words: ReadonlySet<string>;
  /** The number keys of the amounts the reading found in the request, not in its background nor as a bound. */
  readonly askedSums: ReadonlySet<string>;
}

// Kept with the reading they come from, for as long as it lives: a reading is frozen and a
// service's cache hands the same one to every request that carries its text, so the keys are
// worked out once per reading, not once per request. Weak: the facts go when the reading goes.
// Each set holds each key once, in the order first met: adding it to a session's set gives that
// set as adding every key would. The sets are never handed out of this file.
const factsOf = new WeakMap<TurnReading, TextFacts>();

function textFacts(text: string, reading: TurnReading, acts: ActReader): TextFacts {
  const kept = factsOf.get(reading);
  // A reading is of one text; a store that gave one reading for two texts gets the facts of each,
  // and a store shared by clients of other grammars gets each client's act words.
  if (kept && kept.text === text && kept.acts === acts) return kept;
  const values = new Set<string>();
  for (const v of reading.values) for (const k of turnValueKeys(v)) values.add(k);
  const destinations = new Set<string>();
  // Found once: the words keyed (runs with a number) and the words kept are the same words.
  const words = textWords(text);
  for (const d of reading.destinations) for (const k of valueKeys(d.value)) destinations.add(k);
  const askedSums = new Set<string>();
  // A bound the grammar read (`between 300 and 400 euros`, `até 50`) is not a sum asked for.
  for (const v of reading.values) {
    if (v.kind !== "amount" || typeof v.value !== "number" || v.superseded || v.background || v.bound) continue;
    askedSums.add(numberKey(v.value));
  }
  const facts: TextFacts = Object.freeze({
    text,
    valueKeys: values,
    // A value the person wrote as a run of words with a number (`member 00417`, `Rua das Flores
    // 12`) is theirs however a result writes it (`Member 00417 November`): keyed as free text is.
    readingKeys: dateTimeKeys(text, reading, textKeys(text, reading, new Set(), words)),
    destinationKeys: destinations,
    pointsAtLinks: pointsAtLinks(text),
    delegates: delegationCue(text) !== undefined,
    speaksOfChange: speaksOfChange(text),
    speaksOfSumChange: speaksOfChange(text, "sum"),
    stems: acts.textWords(text),
    acts,
    words: new Set(words),
    askedSums,
  });
  factsOf.set(reading, facts);
  return facts;
}
