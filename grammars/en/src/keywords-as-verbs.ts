// A record's keyword that leads its clause as the verb: `invoice 480 to customer CA-10`, `bill 75
// to account AC-3`, `order 12 for client C-9`. Many keywords of records are verbs as well (to
// invoice, to order, to file), and a clause that begins with one, whose number is followed by
// `to`/`for` and another record, is built as verb, sum, recipient: the number is what the act
// takes, not the record's number (that is the one after `to`/`for`). Read before the ids, so that
// the keyword's pattern does not take the number as `invoice 480`.
import { type Span, type SpanSet } from "@toolgate/grammar-kit";
import { ID_KEYWORDS } from "./lexicon.js";

const KEYWORDS = Object.keys(ID_KEYWORDS).join("|");

/**
 * The clause's start (the turn's, after a stop, or after a word that joins a new request), the
 * keyword, the number (group 1), then `to`/`for` and a record: a code with a digit, with the
 * article and a keyword of its own before it if any. Every part is bounded, so the match is linear.
 */
const VERB_SUM_RECIPIENT = new RegExp(
  String.raw`(?:^|[.;:!?—–]\s*|\b(?:and|then|please|pls|also|now|ok|okay|so)\s+)(?:${KEYWORDS})\s+(\d{1,7}(?:[.,]\d{1,2})?)\s+(?:to|for)\s+(?:the\s+)?(?:(?:${KEYWORDS})\s*(?:#\s*)?)?(?=[A-Za-z]{0,8}-?\d)`,
  "dgi",
);

/** The numbers of clauses led by a keyword used as their verb, read as numbers before the ids are. */
export function sumsOfKeywordVerbs(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  VERB_SUM_RECIPIENT.lastIndex = 0;
  for (let m = VERB_SUM_RECIPIENT.exec(text); m !== null; m = VERB_SUM_RECIPIENT.exec(text)) {
    const digits = m[1]!;
    // The `d` flag gives the number's place; the pattern's number (seven digits, two decimals at most) is always finite.
    const [start, end] = m.indices![1]!;
    spans.collect(found, { start, end, kind: "number", text: digits, value: Number(digits.replace(",", ".")) });
  }
  return found;
}
