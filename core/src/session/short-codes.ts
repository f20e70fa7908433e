// A code of three characters that mixes letters and figures: a seat (`22C`), a stall (`D04`), a
// gate or a bay (`B17`). An outside text that says "assign 22C" or "stall B17 becomes D04" names
// the value a write then takes, as it names a longer identifier; a word of three characters is not
// one unless both kinds are in it, so `122`, `the` and `EUR` stay words. Ordinals and units
// (`3rd`, `5km`, `9am`) are keyed too: no argument holds them as its whole value unless a text said it.

/** A letter (any script) and a figure from 0 to 9. */
const LETTER = /\p{L}/u;
const FIGURE = /\d/;

/** Whether a word of a text, lower-cased, is a code of three characters with a letter and a figure. */
export function isShortCode(word: string): boolean {
  return word.length === 3 && FIGURE.test(word) && LETTER.test(word);
}
