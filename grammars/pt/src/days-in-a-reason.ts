// A day said in the reason given after the request's own day (`melhor dia 9, que dia 10 é feriado`,
// `marca pra sexta, porque quinta estou fora`, `põe dia 12, pois dia 11 não dá`): the reason tells
// why the other day will not do; the day asked for is the one before it. Set aside as the story's.
import type { Span } from "@toolgate/grammar-kit";

/** The most characters before a day read for the reason word that opens its clause. */
const REACH = 60;
/** A reason opened after a comma or a dash: `, que`, `, porque`, `, pois`, `, já que`, `- que`. */
const REASON_OPENS = /[,–—-]\s*(?:que|porque|pois|ja que|visto que|uma vez que)\s/gu;
/** What ends a sentence: a reason opened before it is no longer this day's. */
const SENTENCE_END = /[.;!?\n]/u;

/** Where the reason holding the day opens, within REACH before it and in its sentence; -1 where none. */
function reasonOpening(folded: string, at: number): number {
  const from = Math.max(0, at - REACH);
  const before = folded.slice(from, at);
  let open = -1;
  REASON_OPENS.lastIndex = 0;
  for (let m = REASON_OPENS.exec(before); m !== null; m = REASON_OPENS.exec(before)) open = m.index;
  if (open < 0 || SENTENCE_END.test(before.slice(open))) return -1;
  return from + open;
}

/** The days said in a reason given after another day of the turn, said before the reason opens. */
export function daysInAReason(folded: string, values: readonly Span[]): Set<Span> {
  const out = new Set<Span>();
  const dates = values.filter((v) => v.kind === "date");
  if (dates.length < 2) return out;
  for (const v of dates) {
    const open = reasonOpening(folded, v.start);
    if (open >= 0 && dates.some((d) => d !== v && d.end <= open && d.value !== v.value)) out.add(v);
  }
  return out;
}
