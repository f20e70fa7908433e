// A labelled sum a text gives twice, the second time another: a ferry receipt's "Share per household:
// 192.00 EUR" and, under it, "Share per household (Byrne - car deck supplement): 262.00 EUR"; an
// invoice's "TOTAL DUE (GBP) 575.00" and a later "REVISED TOTAL DUE (GBP) … 715.00". A bill or a
// receipt states each of its sums once; a second row under the same label that gives another sum
// speaks over the first, as a revision does (revised-sums.ts), whoever appended it. The later sum is
// kept with the text's revised sums, so a payment at it that no turn, context or answer gives
// carries the text's mark (revised-sum-writes.ts). A label that only ends with an earlier one is
// another row ("Grand total" under "Total"), unless a word of revision opens it ("Revised total").
// Only labels that name a sum owed are read. Read once per text, when its result is reported: one
// pass over its first lines, each cut at its first bracket, colon or figure.
import { numberKey, parseLooseNumber } from "./values.js";

/** The most lines of one text read. */
const MAX_LINES = 400;
/** The longest line read. */
const MAX_LINE = 200;
/** A label's end: its first bracket, colon or figure. */
const LABEL_END = /[(:\d]/;
/** The figures of a line; the last is the row's sum. Bounded by the line's length. */
const FIGURES = /\d[\d,.]*/g;
/** Words that say a row holds a sum owed. */
const SUM_WORDS: ReadonlySet<string> = new Set(["total", "due", "share", "amount", "balance", "deposit", "price", "fee", "cost", "owed", "payable", "sum"]);
/** Words of revision that may open a later row's label ("Revised total due"). */
const REVISION_WORDS: ReadonlySet<string> = new Set(["revised", "updated", "corrected", "amended", "new", "adjusted"]);

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
  let lines = 0;
  for (const raw of text.split("\n", MAX_LINES)) {
    if (++lines > MAX_LINES) break;
    const line = raw.length > MAX_LINE ? raw.slice(0, MAX_LINE) : raw;
    const label = labelOf(line);
    if (!label) continue;
    const sum = sumOf(line);
    if (sum === undefined) continue;
    const own = label.join(" ");
    // The earlier row this one restates: the same label, or the same after a word of revision.
    const restated = first.get(own) ?? (REVISION_WORDS.has(label[0]!) ? first.get(label.slice(1).join(" ")) : undefined);
    if (restated !== undefined && restated !== sum) out.add(numberKey(sum));
    if (!first.has(own)) first.set(own, sum);
  }
  return out;
}
