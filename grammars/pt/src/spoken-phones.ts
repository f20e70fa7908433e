// Phone numbers said digit by digit in words: `nove nove oito sete seis cinco quatro três dois`,
// `nove um dois, três quatro cinco, seis sete oito`, with Brazil's `meia` for six.
import type { Span, SpanSet } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";

/** The words of one digit. `meia` is six where a number is dictated (`nove oito meia meia…`). */
export const DIGIT_WORDS: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  zero: "0", um: "1", uma: "1", dois: "2", duas: "2", tres: "3", quatro: "4", cinco: "5", seis: "6", meia: "6", sete: "7", oito: "8", nove: "9",
});

/** The fewest digits a run must hold to be a phone: a landline without its area code has eight. */
const PHONE_DIGITS_MIN = 8;
/** The most: a number with its country and area codes (E.164 holds at most 15). */
const PHONE_DIGITS_MAX = 15;

/** What may stand between two digits of one number: blanks, and a comma or a dash between groups. */
export function joins(text: string, from: number, to: number): boolean {
  if (to - from > 3) return false;
  for (let k = from; k < to; k++) {
    const c = text[k]!;
    if (c !== " " && c !== "," && c !== "-" && c !== "\u2013" && c !== "\u00a0") return false;
  }
  return true;
}

/**
 * Runs of eight digit words or more, each after the last with only blanks, a comma or a dash
 * between them, read as one phone. Shorter runs are left to the number words (`um dois três
 * quatro`, a code). Read before the number words, which would take each word as a number.
 */
export function scanSpokenPhones(text: string, tokens: readonly Token[], spans: SpanSet): Span[] {
  const found: Span[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (DIGIT_WORDS[tokens[i]!.key] === undefined) {
      i++;
      continue;
    }
    let digits = "";
    let j = i;
    while (j < tokens.length && DIGIT_WORDS[tokens[j]!.key] !== undefined && (j === i || joins(text, tokens[j - 1]!.end, tokens[j]!.start))) {
      digits += DIGIT_WORDS[tokens[j]!.key]!;
      j++;
    }
    const start = tokens[i]!.start;
    const end = tokens[j - 1]!.end;
    if (digits.length >= PHONE_DIGITS_MIN && digits.length <= PHONE_DIGITS_MAX && spans.free(start, end)) {
      spans.collect(found, { start, end, kind: "phone", text: text.slice(start, end), value: digits });
    }
    i = j;
  }
  return found;
}
