// A date corrected by a weekday alone: `pra quinta, não, pera, sexta`, `na terça, aliás, quarta`,
// `dia 5, ou melhor, sexta`. A bare ordinal weekday (`segunda` … `sexta`) is no day by itself (`a segunda
// via`), and the weekday patterns skip one after a mark; right after a date and words of a correction its
// only sense is the day that replaces the one before, so it is read as a date (the next such weekday),
// which the correction then sets over the date before it.
import type { SpanSet } from "@toolgate/grammar-kit";
import { nextWeekday } from "./weekdays-said-bare.js";

/**
 * Right after a date, folded: one or two words of a correction, each closed by a mark (`, não, pera, `,
 * `, ou melhor, `), then a weekday and the end of its clause. A bare `não` corrects only with a mark
 * after it (`não, sexta`): `não sexta` may deny the day. Linear: anchored, each part a choice among
 * fixed words apart by marks and blanks.
 */
const CORRECTED_WEEKDAY = new RegExp(
  String.raw`^\s*[.,;:—–-]\s*(?:(?:nao|pera|perai|espera|ou antes|ou melhor|quer dizer|queria dizer|quis dizer|melhor dizendo|melhor|perdao|alias|digo|desculpa|desculpe|enganei-me|me enganei|opa|ops|oops|na verdade|na real|afinal|corrigindo|corrijo|retifico|rectifico)\s*[,;:—–-]\s*){1,2}(?:(?:na|no|pra|para|a)\s+)?(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:-feira)?(?=\s*(?:$|[.;,!?)]))`,
);
/** The most characters read after a date. */
const REACH = 48;

/** Adds, for each date read followed by a correction and a bare weekday, that weekday as a date. */
export function scanWeekdaysCorrectedAlone(text: string, folded: string, now: Date, spans: SpanSet): void {
  // Only the dates read are looked after: a turn without one pays nothing.
  const found = spans.spans.length;
  for (let k = 0; k < found; k++) {
    const date = spans.spans[k]!;
    if (date.kind !== "date") continue;
    const m = CORRECTED_WEEKDAY.exec(folded.slice(date.end, date.end + REACH));
    if (m === null) continue;
    const value = nextWeekday(m[1], now);
    if (value === undefined) continue;
    const start = date.end + m[0].length - m[1]!.length;
    const end = start + m[1]!.length;
    spans.add({ kind: "date", start, end, text: text.slice(start, end), value });
  }
}
