// The words of a place the model wrote (a postal address, an event's location) that the person's
// turns do not say: what rewritten-addresses.ts and steered-places.ts look for in an outside
// text's words. Bounded, so that a long text in a place's argument is read as no place.
import { wordsOf } from "./origins.js";

/** The longest place read: an address, not a text. */
const MAX_PLACE = 200;
/** The most words of a place read. */
const MAX_WORDS = 16;

/** Whether a word holds a digit: a house number, a postcode, a kilometre. */
export const numbered = (w: string) => /\d/.test(w);

/** The words of a place no turn says, where one of them is numbered; none for a value too long to be a place. */
export function untypedPlaceWords(value: string, typedWords: ReadonlySet<string>): string[] {
  const untyped = untypedWords(value, typedWords);
  return untyped.some(numbered) ? untyped : [];
}

/** The words of a place no turn says, numbered or not; none for a value too long to be a place. */
export function untypedWords(value: string, typedWords: ReadonlySet<string>): string[] {
  if (value.length > MAX_PLACE) return [];
  const words = wordsOf(value);
  if (words.length > MAX_WORDS) return [];
  return words.filter((w) => !typedWords.has(w));
}

/** The fewest letters of a word that names a place (`Havrommet`, `Virtus`), not one every place has (`hall`, `via`). */
const NAME_LETTERS = 5;

/** The words of a place that name it: of `NAME_LETTERS` letters or more, no digit. */
export function namingWords(words: readonly string[]): string[] {
  return words.filter((w) => w.length >= NAME_LETTERS && !numbered(w));
}
