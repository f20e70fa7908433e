// The commonest numbers in words (`two`, `twelve`, `forty-two`, `twenty five`) read without
// compromise's number parser, which parses a dozen match strings for each number it reads: the
// value and the unit its `parse` gives, for a number of one cardinal word from zero to ninety, or
// a ten and a unit, and nothing else (any other number is left to compromise). A test compares
// every reading with compromise's own.

/** The fields of a compromise term read here. */
export interface NumberTerm {
  normal?: string;
  root?: string;
  implicit?: string;
  machine?: string | null;
  pre?: string;
  post?: string;
  tags?: Set<string>;
}

const UNITS: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** Tags that make compromise read a number otherwise than its words' sum (or name its unit in the number). */
const OTHER_READINGS = ["Ordinal", "Fraction", "Multiple", "Unit", "NumericValue"];

/** The word compromise's parser reads of a term (its `reduced` text: the root, else the normal form). */
function wordOf(term: NumberTerm): string | undefined {
  if (term.implicit !== undefined || (term.pre ?? "") !== "") return undefined;
  return term.root || term.normal;
}

/** Whether a term is a cardinal number word compromise's parser reads alone. */
function plainCardinal(term: NumberTerm): boolean {
  const tags = term.tags;
  if (tags === undefined || !tags.has("Cardinal") || !tags.has("TextValue")) return false;
  for (const tag of OTHER_READINGS) if (tags.has(tag)) return false;
  return true;
}

function own(table: Record<string, number>, word: string | undefined): number | undefined {
  return word !== undefined && Object.hasOwn(table, word) ? table[word] : undefined;
}

/** What may stand between a number's two words: a space or a hyphen. */
const JOIN = /^(?:-| )$/;
/**
 * What may follow a number's last word or its unit, that compromise's `reduced` and `machine`
 * texts drop: spaces, maybe after a comma, colon or semicolon. They keep a stop (`seven!`), and
 * compromise's parser then reads no number in it.
 */
const AFTER = /^[,;:]?\s*$/;

/**
 * The value and unit compromise's number parser gives a number of these `terms`, with `next` the
 * term after it in its sentence; undefined where the number is not one read here.
 */
export function smallNumber(terms: readonly NumberTerm[], next: NumberTerm | undefined): { num: number; unit: string } | undefined {
  if (terms.length === 0 || terms.length > 2 || !terms.every(plainCardinal) || !AFTER.test(terms[terms.length - 1]!.post ?? "")) return undefined;
  let num: number | undefined;
  if (terms.length === 1) {
    const word = wordOf(terms[0]!);
    num = own(UNITS, word) ?? own(TEENS, word) ?? own(TENS, word);
  } else {
    const tens = own(TENS, wordOf(terms[0]!));
    const unit = own(UNITS, wordOf(terms[1]!));
    if (tens !== undefined && unit !== undefined && unit !== 0 && JOIN.test(terms[0]!.post ?? "")) num = tens + unit;
  }
  if (num === undefined) return undefined;
  // compromise's parser takes a unit from the term right after the number (`seven km`).
  if (next === undefined || next.tags?.has("Unit") !== true) return { num, unit: "" };
  if (next.implicit !== undefined || (next.pre ?? "") !== "" || !AFTER.test(next.post ?? "")) return undefined;
  const word = next.machine || next.normal;
  return word ? { num, unit: word } : undefined;
}
