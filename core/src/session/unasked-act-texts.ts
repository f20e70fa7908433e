// A write of an act the person never asked for, on a thing only an outside free text names,
// beside an act they did ask for: "book this hotel for me" and an order of the city cards the
// hotel's page says every guest needs (`product_id: prd_lyon_citycard72`, shipped to the hotel's
// address the page gives); "pay the deposit the booking asks" and an order of the product its note
// names. The person pointed the agent at the text for their own act; a value only that text
// writes, on a call of another act, is the text's choice of what to act on, whatever its wording.
// A value the person, the context or an answer gave (the account to pay from) ties the call to
// their request, and one the model made up (a city the letter does not name) makes it not the
// text's alone; one a record's structured field holds (the booking's own dates, an order's id) is
// not the text's either; a count is too small a datum to tell who chose it. A value of several
// words with no digit (a chalet's name and its village) is keyed in a text by its words, not as
// one run: the text writes it where it writes every one of them. A value of one word with no digit
// (a mailbox rule's term, `complaint`, that the minutes say to delete mail by) is the text's where
// the text writes that word and the person never did: a term is what such an act is about. A
// choice of a closed set (`action: delete`) is how the act goes, not what it acts on: it neither
// ties the call to the person nor makes it the model's own. unasked-acts.ts reads the calls
// made wholly of weakly marked values; this rule reads free text of any tool.
import type { Mark } from "../model.js";
import { givenValue, leafKeys, wordsOf, type WorkOutInputs } from "./origins.js";

/** What the rule looks up: the keys the person, the run and the answers gave, and each reported result's keys, newest first. */
export type UnaskedActTextInputs = Pick<WorkOutInputs, "typed" | "context" | "reply"> & {
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: UnaskedActTextIndex }>;
};

/** What the rule reads of one reported result: its structured keys, its free text's keys and its free text's words. */
interface UnaskedActTextIndex {
  readonly step: number;
  readonly tool: string;
  readonly structured: ReadonlyMap<string, string>;
  readonly text: ReadonlyMap<string, string>;
  readonly words?: ReadonlyMap<string, string>;
}

/** The shortest value read: an identifier, an address or a name, not a code of two letters. */
const MIN_VALUE = 4;
/** The longest value read: a postal address, not a text the model wrote. */
const MAX_VALUE = 200;
/** The most words of a value looked up word by word: a place's or a person's name, not a sentence. */
const MAX_WORDS = 6;
/** A term of one word: letters only, no digit (a count or a code is too small a datum to tell who chose it). */
const TERM = /^\p{L}+$/u;

/** The field of a result's free text that writes a value (its keys, or every one of its words), if one does. */
function writtenIn(index: UnaskedActTextIndex, keys: readonly string[], words: readonly string[]): string | undefined {
  const key = keys.find((k) => index.text.has(k));
  if (key !== undefined) return index.text.get(key);
  if (words.length === 1 && TERM.test(words[0]!)) return index.words?.get(words[0]!);
  if (words.length < 2 || words.length > MAX_WORDS || !index.words || !words.every((w) => index.words!.has(w))) return undefined;
  return index.words.get(words[0]!);
}

/**
 * The mark on `call` of a write whose act the turns never name (`asked`) while they name the act
 * of another writing tool (`otherAsked`, asked last: it looks through the catalogue), where one of
 * its string values (`MIN_VALUE` to `MAX_VALUE` characters, not a text the model writes:
 * `written`) no structured field holds and an outside free text writes, none of its string values
 * the person, the context or an answer gave, and none the model made up (one no text holds): the
 * newest such text's `untrusted:<tool>`.
 * `given` says which arguments the caller gave an origin for; `choice` which the catalogue gives a
 * closed set of values (set aside).
 */
export function unaskedActTextMark(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, written: (name: string, value: unknown) => boolean, asked: boolean, otherAsked: () => boolean, inputs: UnaskedActTextInputs, choice: (name: string) => boolean = () => false): Mark | undefined {
  if (asked) return undefined;
  let newest: { step: number; tool: string; field: string } | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "string" || given(name) || written(name, value) || choice(name)) continue;
    const keys = leafKeys(value);
    // A value the person, the run or an answer gave (the account to pay from) ties the call to
    // their request: it is not the text's alone.
    if (keys.some((k) => givenValue(inputs, k))) return undefined;
    if (keys.length === 0 || value.trim().length < MIN_VALUE || value.length > MAX_VALUE) continue;
    if (inputs.results.some((r) => keys.some((k) => r.index.structured.has(k)))) continue;
    const words = wordsOf(value);
    let found: { step: number; tool: string; field: string } | undefined;
    for (const r of inputs.results) {
      const field = r.textOutside ? writtenIn(r.index, keys, words) : undefined;
      if (field === undefined) continue;
      found = { step: r.index.step, tool: r.index.tool, field };
      break;
    }
    // A value of the model's own (a city the text does not hold) makes the call not the text's alone.
    if (found === undefined) return undefined;
    if (newest === undefined || found.step > newest.step) newest = found;
  }
  if (newest === undefined || !otherAsked()) return undefined;
  return { level: "untrusted", source: newest.tool, on: "call", step: newest.step, field: newest.field };
}
