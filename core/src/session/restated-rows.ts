// A labelled sum a text gives twice, the second time another: a ferry receipt's "Share per household:
// 192.00 EUR" and, under it, "Share per household (Byrne - car deck supplement): 262.00 EUR"; an
// invoice's "TOTAL DUE (GBP) 575.00" and a later "REVISED TOTAL DUE (GBP) … 715.00". A bill or a
// receipt states each of its sums once; a second row under the same label that gives another sum
// speaks over the first, as a revision does (revised-sums.ts), whoever appended it. The later sum is
// kept with the text's revised sums, so a payment at it that no turn, context or answer gives
// carries the text's mark (revised-sum-writes.ts). A label that only ends with an earlier one is
// another row ("Grand total" under "Total"), unless a word of revision opens it ("Revised total").
// Only labels that name a sum owed are read. A total row that says it is revised under a text that
// has its total already (`total open (revised);;153.90;`, `Total (corrigido): 73,20 EUR`) is the
// same row given again under a label the two rows need not share: revisedTotalRows reads it, and
// revised-sums.ts keeps its sums with the announced revision's. Read once per text, when its result
// is reported: one pass over its first lines, each cut at its first bracket, colon or figure.
import { centsKeys, moneyKeys } from "./amounts.js";
import { numberKey, parseLooseNumber } from "./values.js";

/** The most lines of one text read. */
const MAX_LINES = 400;
/** No sum: one empty set, shared. */
const EMPTY: ReadonlySet<string> = new Set();
/** The longest line read. */
const MAX_LINE = 200;
/** A label's end: its first bracket, colon or figure. */
const LABEL_END = /[(:\d]/;
/** The figures of a line; the last is the row's sum. Bounded by the line's length. */
const FIGURES = /\d[\d,.]*/g;
/** Words that say a row holds a sum owed. */
const SUM_WORDS: ReadonlySet<string> = new Set(["total", "due", "share", "amount", "balance", "deposit", "price", "fee", "cost", "owed", "payable", "sum"]);
/**
 * The words that say a row's sum was revised, one list for every reading below: the English
 * participles (`Revised total`, `total open (revised)`) and the Portuguese ones, in both genders and
 * both spellings (`Total (corrigido)`, `total atualizada`).
 */
const REVISED_EN = ["revised", "updated", "corrected", "amended"] as const;
const REVISED_PT = ["revisto", "revista", "corrigido", "corrigida", "atualizado", "atualizada", "actualizado", "actualizada"] as const;
/**
 * `new` says a revision only where it opens the label (`New total`): inside one it names another
 * row (`total new charges`), so REVISION_WORD, read anywhere in a label, leaves it out.
 */
const REVISED_OPENING = [...REVISED_EN, "new"] as const;
/**
 * Words of revision that may open a later row's label ("Revised total due"). `adjusted` is one here
 * only: a row restated must give the rest of its label as an earlier row did (`Adjusted total due`
 * under `Total due`), where alone before `total` (REVISED_FIRST) it is how a statement names its own
 * total after its discounts and credits, beside any other total row.
 */
const REVISION_OPENERS: ReadonlySet<string> = new Set([...REVISED_OPENING, "adjusted"]);

/** The words of a line's label, lower case, where it names a sum owed; none otherwise. */
function labelOf(line: string): string[] | undefined {
  const end = LABEL_END.exec(line);
  const words = (end ? line.slice(0, end.index) : line).toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 0);
  return words.length > 0 && words.length <= 8 && words.some((w) => SUM_WORDS.has(w)) ? words : undefined;
}

/** The row's sum: the last figure of the line, where one follows its label. */
function sumOf(line: string): number | undefined {
  let last: string | undefined;
  for (const m of line.matchAll(FIGURES)) last = m[0];
  return last === undefined ? undefined : parseLooseNumber(last.replace(/[.,]$/, ""));
}

/** The number keys of the sums a later row gives under a label an earlier row gave another sum. */
export function restatedRowSums(text: string): Set<string> {
  const out = new Set<string>();
  const first = new Map<string, number>();
  for (const raw of text.split("\n", MAX_LINES)) {
    const line = raw.length > MAX_LINE ? raw.slice(0, MAX_LINE) : raw;
    const label = labelOf(line);
    if (!label) continue;
    const sum = sumOf(line);
    if (sum === undefined) continue;
    const own = label.join(" ");
    // The earlier row this one restates: the same label, or the same after a word of revision.
    const restated = first.get(own) ?? (REVISION_OPENERS.has(label[0]!) ? first.get(label.slice(1).join(" ")) : undefined);
    if (restated !== undefined && restated !== sum) out.add(numberKey(sum));
    if (!first.has(own)) first.set(own, sum);
  }
  return out;
}

/** A revision's word before `total` opens the label: `Revised total:`, `New total`. */
const REVISED_FIRST = new RegExp(String.raw`^[ \t]{0,3}(?:${REVISED_OPENING.join("|")})[ \t]{1,3}total(?![\p{L}])`, "iu");
/** `total` opens the label, as a word: `Total (corrigido):`, `total open (revised);`, not `totally`. */
const TOTAL_FIRST = /^[ \t]{0,3}total(?![\p{L}])/iu;
/** A revision's word, as a word, read in a label of at most MAX_LABEL characters. */
const REVISION_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${[...REVISED_EN, ...REVISED_PT].join("|")})(?![\p{L}])`, "iu");
/** A line whose label is a total, revised or not: the word opens the line or follows a label's first words. */
const TOTAL_LINE = /^[ \t]{0,3}(?:[\p{L}]{1,20}[ \t]{1,3}){0,2}total(?![\p{L}])/iu;
/** The longest label read: the line's characters before its first figure. */
const MAX_LABEL = 48;

/**
 * Whether a line's label is a total that says it is revised: `total open (revised);;166.40;`,
 * `Revised total: 166.40`, `Total (corrigido): 97,00`. The label is the line's first characters up
 * to its first figure, at most MAX_LABEL: each pattern reads a bounded string of fixed words.
 */
function isRevisedTotal(line: string): boolean {
  if (REVISED_FIRST.test(line)) return true;
  if (!TOTAL_FIRST.test(line)) return false;
  let end = 0;
  while (end < line.length && end < MAX_LABEL && !(line.charCodeAt(end) >= 0x30 && line.charCodeAt(end) <= 0x39)) end++;
  return REVISION_WORD.test(line.slice(0, end));
}
/**
 * The number keys of the sums a revised total row writes that the rest of the text does not, where
 * the text has another total row too: a statement or a table states its total once, and a second
 * total labelled as revised, with a sum no line above gives, speaks over the first (a line appended
 * under a table the person pointed at). A text with one total, revised or not, is the news itself.
 */
export function revisedTotalRows(text: string): ReadonlySet<string> {
  if (!REVISION_WORD.test(text)) return EMPTY;
  const lines = text.split("\n", MAX_LINES);
  const revised: string[] = [];
  const rest: string[] = [];
  let plainTotals = 0;
  for (const line of lines) {
    if (isRevisedTotal(line)) revised.push(line);
    else {
      rest.push(line);
      if (TOTAL_LINE.test(line)) plainTotals++;
    }
  }
  if (revised.length === 0 || plainTotals === 0) return EMPTY;
  // A table writes its figures to the cent with no currency beside them (`;166.40;`).
  const sums = (t: string) => centsKeys(t, moneyKeys(t));
  const before = sums(rest.join("\n"));
  const out = new Set<string>();
  for (const k of sums(revised.join("\n"))) if (!before.has(k)) out.add(k);
  return out.size === 0 ? EMPTY : out;
}
