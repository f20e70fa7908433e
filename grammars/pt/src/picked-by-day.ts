// Records listed each with its day in one turn, then one picked in a later turn by coming first or
// last: `hospedagens: a Nina, HP-71, sai sexta; o Pingo, HP-72, sai domingo; a Luna, HP-73, sai
// quarta`, then `estorna a que sai primeiro` (the Luna's, on Wednesday) or `avisa o que chega mais
// tarde`. The later turn names no record; the days said before say which one it is. As for a pick by
// price (picked-by-price.ts), the listing turn tells the earliest and the latest of its list by the
// kit's DAY_PICKS (TurnValue `toldAs`) and the picking turn says which it picks by (TurnReading
// `picks`); confirm_read matches them. The text is read by one fixed-word pattern (linear).
import { DAY_PICKS, markDayExtremes, type TurnValue } from "@toolgate/grammar-kit";

/**
 * A pick by day: a thing, then `que`, one verb of what happens on the day (`sai`, `chega`, `vence`,
 * `termina`), and first or last (`primeiro`, `mais cedo`; `mais tarde`, `por último`, `em último`).
 * The article before the thing keeps a message's `que` out (`diz-lhe que falo mais tarde` picks
 * nothing); `antes` and `depois` are left out, since they tell of the story as often as of a day
 * (`a que pagou antes`). Folded text. Linear: fixed words and bounded words.
 */
const PICKED_BY_DAY = /(?:^|[^\p{L}\d])(?:o|a|os|as|do|da|no|na|pro|pra|pelo|pela|ao)\s+(?:\p{L}{2,16}\s+)?que\s+\p{L}{2,16}\s+(primeir[oa]|mais\s+cedo|mais\s+tarde|por\s+ultimo|em\s+ultimo)(?![\p{L}\d])/u;

/** The stem a turn picks an earlier listed record by, by its day; undefined where it picks none. */
export function pickedByDay(folded: string): string | undefined {
  const m = PICKED_BY_DAY.exec(folded);
  if (m === null) return undefined;
  return m[1]!.startsWith("primeir") || m[1]!.endsWith("cedo") ? DAY_PICKS.earliest : DAY_PICKS.latest;
}

/**
 * Marks the records of a turn that each have one day the reading says is theirs (`of`) with the
 * earliest and the latest, for a later pick by day; only where every record of the turn has one.
 */
export function markDatedList(values: readonly TurnValue[]): void {
  const records = values.filter((v) => v.kind === "id" && v.superseded !== true);
  const list: Array<{ value: TurnValue; day: number }> = [];
  for (const record of records) {
    const days = values.filter((v) => v.kind === "date" && v.of === String(record.value) && v.superseded !== true);
    const day = days.length === 1 ? Date.parse(String(days[0]!.value)) : Number.NaN;
    if (Number.isNaN(day)) return;
    list.push({ value: record, day });
  }
  markDayExtremes(list);
}
