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
import { moneyKeys } from "./amounts.js";
import { REVISION_CUES } from "./revision-cues.js";
import { sentenceEnd } from "./sentence-ends.js";
import { revisedTotalRows } from "./restated-rows.js";

/** The longest text read for a revised sum. */
const MAX_READ = 20_000;

/**
 * Words that announce a sum changed from a day on: `will be`, `goes up to`, `increases to`, `is now`,
 * `new monthly amount`, (Portuguese) `passa a`, `passa para`, `passa de … para`, `sobe para`,
 * `aumenta para`; and a charge added to it: `is added`, `acresce`.
 */
const SUM_NEWS = /(?<![\p{L}\p{N}])(?:will\s+be|goes\s+up|go\s+up|increases?|increased|rises|is\s+now|(?:is|are)\s+added|passa\s+a|passa\s+para|passa\s+de|passam\s+a|passam\s+de|sobe|sobem|aumenta|aumentam|acresce|acrescem)(?![\p{L}\p{N}])/iu;

/** A postscript's label that opens a line or follows a sentence (`P.S.`, `PS:`, `P.S:`). */
const POSTSCRIPT = /(?<=^|[.!?)\]][ \t]{1,3}|\n[ \t]{0,3})P\.?[ \t]?S\.?[ \t]?[:.]?[ \t]/u;

/**
 * The number keys of the sums a revision of the text's announced change gives that the rest of the
 * text does not: the revision opens, after the sentence of the first announcement, at a
 * postscript's or a revision's label or a second announcement, and runs to the next blank line.
 * With them, the sums of a total row labelled revised under the text's own total (restated-rows.ts).
 */
export function revisedSums(text: string): ReadonlySet<string> {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const rows = revisedTotalRows(slice);
  const news = SUM_NEWS.exec(slice);
  if (news === null) return rows;
  const newsEnd = sentenceEnd(slice, news.index + news[0].length).next;
  const after = slice.slice(newsEnd);
  const from = revisionStart(after);
  if (from === undefined) return rows;
  const paragraphEnd = after.indexOf("\n\n", from);
  const revision = after.slice(from, paragraphEnd < 0 ? after.length : paragraphEnd);
  const rest = moneyKeys(slice.slice(0, newsEnd + from) + "\n" + (paragraphEnd < 0 ? "" : after.slice(paragraphEnd)));
  const out = new Set<string>(rows);
  for (const k of moneyKeys(revision)) if (!rest.has(k)) out.add(k);
  return out.size === 0 ? EMPTY : out;
}
const EMPTY: ReadonlySet<string> = new Set();

/** Where the earliest revision of the text after an announcement starts: a postscript, a revision's label, or a second announcement. */
function revisionStart(after: string): number | undefined {
  let start: number | undefined;
  for (const pattern of [POSTSCRIPT, SUM_NEWS, ...REVISION_CUES.map((c) => c.pattern)]) {
    const m = pattern.exec(after);
    if (m && (start === undefined || m.index < start)) start = m.index;
  }
  return start;
}
