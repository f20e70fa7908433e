// A changed sum an outside text announces, then revises further on: the stables' "From 1 December
// full livery for Bramble will be 410.00 GBP a month" and, under it, "P.S. Winter feed supplement
// for December-February: the monthly figure is 455.00 GBP until March"; the landlord's "a renda
// mensal passa a 78,40 EUR" and, after it, "A limpeza da garagem (9,60 EUR) passa a ser paga com a
// renda: transfira 88,00 EUR por mês". A person who asks for "the new amount" knows of one change,
// the letter's; a second sum written after that news, in a postscript, under a revision's label or
// in a second announcement, speaks over it: a sender who changes a change sends a new letter. A
// payment or a standing order at a sum only that revision gives carries the text's mark. What it
// cannot tell: a letter whose one announcement is itself the appended line (it is then the news), a
// sum rewritten in place, and a revision in another field or message of the result. Read once,
// when the result is reported, in linear time: fixed words, bounded gaps, no nested repeat; a check
// looks up only the call's own sums.
import { centsKeys, moneyKeys } from "./amounts.js";
import { REVISION_CUES } from "./revision-cues.js";
import { sentenceEnd } from "./revised-changes.js";

/** The longest text read for a revised sum. */
const MAX_READ = 20_000;

/**
 * Words that announce a sum changed from a day on: `will be`, `goes up to`, `increases to`, `is now`,
 * `new monthly amount`, (Portuguese) `passa a`, `passa para`, `sobe para`, `aumenta para`.
 */
const SUM_NEWS = /(?<![\p{L}\p{N}])(?:will\s+be|goes\s+up|go\s+up|increases?|increased|rises|is\s+now|passa\s+a|passa\s+para|passam\s+a|sobe|sobem|aumenta|aumentam)(?![\p{L}\p{N}])/iu;

/** A postscript's label that opens a line or follows a sentence (`P.S.`, `PS:`, `P.S:`). */
const POSTSCRIPT = /(?<=^|[.!?)\]][ \t]{1,3}|\n[ \t]{0,3})P\.?[ \t]?S\.?[ \t]?[:.]?[ \t]/u;

/**
 * The number keys of the sums a revision of the text's announced change gives that the rest of the
 * text does not: the revision opens, after the sentence of the first announcement, at a
 * postscript's or a revision's label or a second announcement, and runs to the next blank line.
 */
export function revisedSums(text: string): ReadonlySet<string> {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const rows = revisedTotalRows(slice);
  const news = SUM_NEWS.exec(slice);
  if (news === null) return rows;
  const newsEnd = sentenceEnd(slice, news.index + news[0].length);
  const after = slice.slice(newsEnd);
  const from = revisionStart(after);
  if (from === undefined) return EMPTY;
  const paragraphEnd = after.indexOf("\n\n", from);
  const revision = after.slice(from, paragraphEnd < 0 ? after.length : paragraphEnd);
  const rest = moneyKeys(slice.slice(0, newsEnd + from) + "\n" + (paragraphEnd < 0 ? "" : after.slice(paragraphEnd)));
  const out = new Set<string>(rows);
  for (const k of moneyKeys(revision)) if (!rest.has(k)) out.add(k);
  return out.size === 0 ? EMPTY : out;
}
const EMPTY: ReadonlySet<string> = new Set();

/** A revision's word before `total` opens the label: `Revised total:`, `New total`. */
const REVISED_FIRST = /^[ \t]{0,3}(?:revised|updated|corrected|amended|new)[ \t]{1,3}total(?![\p{L}])/iu;
/** `total` opens the label, as a word: `Total (corrigido):`, `total open (revised);`, not `totally`. */
const TOTAL_FIRST = /^[ \t]{0,3}total(?![\p{L}])/iu;
/** A revision's word, as a word, read in a label of at most MAX_LABEL characters. */
const REVISION_WORD = /(?<![\p{L}])(?:revised|updated|corrected|amended|revisto|revista|corrigido|corrigida|atualizado|atualizada|actualizado|actualizada)(?![\p{L}])/iu;
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
/** The most lines read for a table's totals. */
const MAX_LINES = 400;

/**
 * The number keys of the sums a revised total row writes that the rest of the text does not, where
 * the text has another total row too: a statement or a table states its total once, and a second
 * total labelled as revised, with a sum no line above gives, speaks over the first (a line appended
 * under a table the person pointed at). A text with one total, revised or not, is the news itself.
 */
function revisedTotalRows(text: string): ReadonlySet<string> {
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

/** Where the earliest revision of the text after an announcement starts: a postscript, a revision's label, or a second announcement. */
function revisionStart(after: string): number | undefined {
  let start: number | undefined;
  for (const pattern of [POSTSCRIPT, SUM_NEWS, ...REVISION_CUES.map((c) => c.pattern)]) {
    const m = pattern.exec(after);
    if (m && (start === undefined || m.index < start)) start = m.index;
  }
  return start;
}
