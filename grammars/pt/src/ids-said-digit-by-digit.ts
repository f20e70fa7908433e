// A record's number dictated digit by digit after its noun: `no pedido oito oito um` is order 881,
// `a encomenda quatro quatro sete um` 4471. Number words never run so (`oito oito` is no number):
// three digit words or more, right after the noun, are one id. Two or fewer stay numbers (`pedido
// dois` may be the second order). Runs of eight or more were read as phones before (spoken-phones.ts).
import type { SpanSet } from "@toolgate/grammar-kit";
import { ID_KEYWORDS } from "./lexicon.js";
import { DIGIT_WORDS, joins } from "./spoken-phones.js";
import type { Token } from "./tokens.js";

/** The fewest digit words an id dictated after its noun holds. */
const FEWEST_DIGITS = 3;
/** The most: longer runs are no record's number said aloud. */
const MOST_DIGITS = 12;

/** Marks as ids, in `spans`, the runs of digit words said right after a record's noun. */
export function scanIdsSaidDigitByDigit(text: string, tokens: readonly Token[], spans: SpanSet): void {
  for (let i = 0; i + FEWEST_DIGITS < tokens.length; i++) {
    const noun = tokens[i]!;
    if (ID_KEYWORDS[noun.key] === undefined || noun.breakAfter) continue;
    let digits = "";
    let j = i + 1;
    while (j < tokens.length && digits.length < MOST_DIGITS && DIGIT_WORDS[tokens[j]!.key] !== undefined && (j === i + 1 || joins(text, tokens[j - 1]!.end, tokens[j]!.start))) {
      digits += DIGIT_WORDS[tokens[j]!.key]!;
      j++;
    }
    if (digits.length < FEWEST_DIGITS) continue;
    const start = tokens[i + 1]!.start;
    const end = tokens[j - 1]!.end;
    if (spans.free(start, end)) spans.add({ start, end, kind: "id", text: text.slice(start, end), value: digits });
    i = j - 1;
  }
}
