// Records listed each with its day in one turn, then one picked in a later turn by coming first or
// last: `hospedagens: a Nina, HP-71, sai sexta; o Pingo, HP-72, sai domingo; a Luna, HP-73, sai
// quarta`, then `estorna a que sai primeiro` (the Luna's, on Wednesday) or `avisa o que chega mais
// tarde`. The later turn names no record; the days said before say which one it is. As for a pick by
// price (picked-by-price.ts), the listing turn tells the earliest and the latest of its list by the
// kit's DAY_PICKS (TurnValue `toldAs`) and the picking turn says which it picks by (TurnReading
// `picks`); confirm_read matches them. The text is read by a scan of its words (linear).
import { DAY_PICKS, markDayExtremes, type TurnValue } from "@toolgate/grammar-kit";

/** Articles and contractions a picked thing follows: `a (hospedagem) que`, `pro (cliente) que`. */
const ARTICLES = new Set(["o", "a", "os", "as", "do", "da", "no", "na", "pro", "pra", "pelo", "pela", "ao"]);
/** First or last, by the words after the verb: one word, or `mais`, `por`, `em` and one word. */
const FIRST = new Set(["primeiro", "primeira"]);
const LAST_AFTER: ReadonlyMap<string, ReadonlyMap<string, boolean>> = new Map([
  ["mais", new Map([["cedo", true], ["tarde", false]])],
  ["por", new Map([["ultimo", false], ["ultima", false]])],
  ["em", new Map([["ultimo", false], ["ultima", false]])],
]);
/** A word of the folded text (letters), or one mark: what the pick's words are read from in one pass. */
const TOKEN = /\p{L}+|[^\p{L}\s]/gu;

/**
 * A pick by day: a thing after an article, then `que`, one verb of what happens on the day (`sai`,
 * `chega`, `vence`, `termina`), and first or last (`primeiro`, `mais cedo`; `mais tarde`, `por
 * último`, `em último`), no mark between. The article keeps a message's `que` out (`diz-lhe que falo
 * mais tarde` picks nothing); `antes` and `depois` are left out, since they tell of the story as often
 * as of a day (`a que pagou antes`). Whether it picks the earliest; undefined where the words at `q`
 * (the `que`) make no pick. A word scan: linear.
 */
function pickAt(words: readonly string[], q: number): boolean | undefined {
  const article = ARTICLES.has(words[q - 1] ?? "") || (ARTICLES.has(words[q - 2] ?? "") && /^\p{L}{2,}$/u.test(words[q - 1] ?? ""));
  if (!article || !/^\p{L}{2,}$/u.test(words[q + 1] ?? "")) return undefined;
  const first = words[q + 2] ?? "";
  if (FIRST.has(first)) return true;
  return LAST_AFTER.get(first)?.get(words[q + 3] ?? "");
}

/** The stem a turn picks an earlier listed record by, by its day; undefined where it picks none. */
export function pickedByDay(folded: string): string | undefined {
  if (!folded.includes("que")) return undefined;
  const words = [...folded.matchAll(TOKEN)].map((m) => m[0]);
  for (let q = 1; q < words.length; q++) {
    if (words[q] !== "que") continue;
    const earliest = pickAt(words, q);
    if (earliest !== undefined) return earliest ? DAY_PICKS.earliest : DAY_PICKS.latest;
  }
  return undefined;
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
