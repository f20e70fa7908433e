// A date corrected by its day alone: `marca para dia 10, quer dizer, 12`, `vencimento a 20 de março, ou antes,
// a 25`, `lembra-me a 14 de março, aliás, a 16`, `a 22 de março. Retifico: 23.`, `dia 22. Ops, 23.`, `dia catorze de abril. Não, quinze`. The day said after the correction is read as a date in the
// month and year of the date before it, so the correction reads date for date, as `dia 10, ou antes, dia 12`.
import type { SpanSet } from "@toolgate/grammar-kit";
import { DAY_WORD_NAMES, dayOfDigitsOrWords } from "./dates.js";

/**
 * A correction right after a date, folded, then the day alone, in digits or words, and its own word: `, ou antes, a 25`,
 * `, perdão, dia 12`, `. Não, quinze`. A bare `não` corrects only with a mark after it (`não, 15`): `não 15` may
 * deny the day. Linear: anchored, each part a choice among fixed words apart by marks and blanks.
 */
const CORRECTED_DAY = new RegExp(
  String.raw`^\s*(?:[.,;:—–-]\s*)?(?:nao\s*[,;:—–-]\s*|(?:ou antes|ou melhor|quer dizer|queria dizer|quis dizer|melhor dizendo|melhor|perdao|alias|digo|desculpa|desculpe|enganei-me|me enganei|opa|ops|oops|na verdade|na real|afinal|corrigindo|corrijo|retifico|rectifico|retificando|rectificando)\s*(?:[,;:—–-]\s*)?)(?:(?:dia|a|no|para|pra)\s+)?(\d{1,2}|${DAY_WORD_NAMES})(?=\s*(?:$|[.;,!?)]|(?:e|por|se)\s))`,
);
/** The most characters read after a date. */
const REACH = 48;
const ISO = /^(\d{4}-\d{2})-\d{2}$/;

function daysIn(yearMonth: string): number {
  const [y, m] = yearMonth.split("-").map(Number);
  return new Date(Date.UTC(y!, m!, 0)).getUTCDate();
}

/** Adds, for each date read followed by a correction and a bare day, that day as a date of the same month. */
export function scanDaysCorrectedAlone(text: string, folded: string, spans: SpanSet): void {
  const found = spans.spans.length;
  for (let k = 0; k < found; k++) {
    const date = spans.spans[k]!;
    if (date.kind !== "date") continue;
    const month = ISO.exec(String(date.value))?.[1];
    const m = month === undefined ? null : CORRECTED_DAY.exec(folded.slice(date.end, date.end + REACH));
    if (m === null) continue;
    const day = dayOfDigitsOrWords(m[1]!);
    if (day < 1 || day > daysIn(month!)) continue;
    const start = date.end + m[0].length - m[1]!.length;
    spans.add({ kind: "date", start, end: start + m[1]!.length, text: text.slice(start, start + m[1]!.length), value: `${month}-${String(day).padStart(2, "0")}` });
  }
}
