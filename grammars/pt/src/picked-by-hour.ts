// A thing picked from an earlier turn's list by the hour each was told (kit hour-picks.ts): by the
// hour itself (`o das 10h30 desmarcou`, `avise quem encomendou a das 12h`, `a consulta das 9h`), by
// the part of the day (`a da manhã`, `o da noite`, `a sessão da tarde`; `a da manhã cedo` is the
// first of all) or by the day's end (`a última do dia`, `o primeiro de amanhã`). A pick corrected in
// the turn (`a da manhã — não, espera, a da noite`) is the one after the correction. The picking turn
// names no record; the listing turn's hours say which. A scan of the folded words: linear.
import { DAY_PART_PICKS, DAY_PICKS, hourPick, minutesOfHour, stemOfPick, type TurnValue } from "@toolgate/grammar-kit";

/** Articles and contractions a picked thing follows: `o das 10h30`, `a da manhã`, `pra da noite`. */
const ARTICLES = new Set(["o", "a", "os", "as", "do", "da", "no", "na", "pro", "pra", "pelo", "pela", "ao", "aos"]);
/** `de` with an article, between the thing and its hour or part of the day: `o das 10h30`, `a da tarde`. */
const OF = new Set(["da", "das", "do"]);
/** The parts of a day, as said after `da`. */
const PARTS: ReadonlyMap<string, string> = new Map([["manha", DAY_PART_PICKS.morning], ["tarde", DAY_PART_PICKS.afternoon], ["noite", DAY_PART_PICKS.evening]]);
/** The first and the last, said of a day: `a última do dia`, `o primeiro de amanhã`. */
const ENDS: ReadonlyMap<string, string> = new Map([
  ["primeiro", DAY_PICKS.earliest], ["primeira", DAY_PICKS.earliest], ["ultimo", DAY_PICKS.latest], ["ultima", DAY_PICKS.latest],
]);
/** What a day is said by after the first or the last: `do dia`, `de hoje`, `de amanhã`. */
const DAYS = new Set(["dia", "hoje", "amanha"]);
/** Words that turn a pick around: `não a da manhã`, `menos o das 10h`. */
const NOT = new Set(["nao", "menos", "exceto", "excepto", "tirando"]);
/** Words that take back what was just said: `a da manhã — não, espera, a da noite`. */
const CORRECTING = new Set(["nao", "espera", "digo", "alias"]);
/** Place words: `a primeira da manhã` is a pick by place (picked-by-place.ts), not by the part of the day. */
const PLACES = new Set(["primeiro", "primeira", "segundo", "segunda", "terceiro", "terceira", "ultimo", "ultima", "penultimo", "penultima"]);
/** A word, an hour written `10:30`, or one mark. */
const TOKEN = /[\p{L}\p{N}]+(?::\d{2})?|[^\p{L}\p{N}\s]/gu;
/** An hour as one word: `10h30`, `10h`, `10:30`. Anchored, bounded: linear. */
const HOUR_WORD = /^(\d{1,2})(?:h(\d{2})?|:(\d{2}))$/;
/** A word of letters only, long enough to be a thing's noun: `consulta`, `sessão`. */
const NOUN = /^\p{L}{3,}$/u;
/** An infinitive: `a partir das 18h` says from when, no thing. */
const INFINITIVE = /^\p{L}{2,}[aei]r$/u;
/** The marks a quote opens and closes with: what is quoted is the message's, no pick. */
const QUOTES = new Set(["'", '"', "\u2018", "\u2019", "\u201c", "\u201d"]);

/** The pick of the words at `i` (the `da`/`das` or the place word), with where the thing's article stands. */
interface HourPick {
  stem: string;
  article: number;
}

/** Whether an article stands at `a`, or a noun right after one (`a consulta das 9h`). */
function thingAt(words: readonly string[], i: number): number | undefined {
  if (ARTICLES.has(words[i - 1] ?? "")) return i - 1;
  if (NOUN.test(words[i - 1] ?? "") && !PLACES.has(words[i - 1]!) && !INFINITIVE.test(words[i - 1]!) && ARTICLES.has(words[i - 2] ?? "")) return i - 2;
  return undefined;
}

/** The pick the words at `i` say, if any. */
function pickAt(words: readonly string[], i: number): HourPick | undefined {
  const w = words[i]!;
  const end = ENDS.get(w);
  if (end !== undefined) {
    // `a última do dia`, `a última marcação do dia`.
    const of = OF.has(words[i + 1] ?? "") || words[i + 1] === "de" ? i + 1 : NOUN.test(words[i + 1] ?? "") && (OF.has(words[i + 2] ?? "") || words[i + 2] === "de") ? i + 2 : -1;
    if (of < 0 || !DAYS.has(words[of + 1] ?? "") || !ARTICLES.has(words[i - 1] ?? "")) return undefined;
    return { stem: end, article: i - 1 };
  }
  if (!OF.has(w)) return undefined;
  const article = thingAt(words, i);
  if (article === undefined) return undefined;
  const next = words[i + 1] ?? "";
  const hour = HOUR_WORD.exec(next);
  if (hour !== null) {
    const minutes = minutesOfHour(hour[1]!, hour[2] ?? hour[3]);
    return minutes === undefined ? undefined : { stem: hourPick(minutes), article };
  }
  const part = PARTS.get(next);
  if (part === undefined) return undefined;
  // `a da manhã cedo`: the first of the day, whichever of the morning's it is.
  return { stem: next === "manha" && words[i + 2] === "cedo" ? DAY_PICKS.earliest : part, article };
}

/** The stems of the parts of the day's words, as a list's words are stemmed (kit `stemOfPick`). */
const PART_STEMS: ReadonlyMap<string, string> = new Map([...PARTS].map(([word, part]) => [stemOfPick(word), part]));

/**
 * Marks a listed value told a part of the day by its word (`a sessão da manhã, PT-1; a da tarde,
 * PT-2`) with that part's stem, as a list told by the hour is (kit `markListedHours`): a later pick by
 * the part of the day (`a da tarde`) meets both. A value told two parts is marked with none.
 */
export function markDayPartsByWord(values: readonly TurnValue[]): void {
  for (const v of values) {
    if (v.toldAs === undefined) continue;
    const parts = new Set(v.toldAs.map((w) => PART_STEMS.get(w)).filter((p) => p !== undefined));
    if (parts.size === 1 && !v.toldAs.some((w) => Object.values(DAY_PART_PICKS).includes(w as never))) v.toldAs = [...v.toldAs, ...parts];
  }
}

/**
 * The stem a turn picks an earlier listed thing by, by its hour; undefined where it picks none, picks
 * one set apart (`não a da manhã`), or two different ones with no correction between.
 */
export function pickedByHour(folded: string): string | undefined {
  // The words of a quote are left out, each kept as a mark so no phrase runs across it.
  let quoted = false;
  const words = [...folded.matchAll(TOKEN)].map((m) => {
    if (QUOTES.has(m[0])) quoted = !quoted;
    return quoted || QUOTES.has(m[0]) ? "'" : m[0];
  });
  let chosen: HourPick | undefined;
  let at = -1;
  for (let i = 1; i < words.length; i++) {
    const found = pickAt(words, i);
    if (found === undefined) continue;
    if (NOT.has(words[found.article - 1] ?? "")) return undefined;
    if (chosen !== undefined && chosen.stem !== found.stem && !words.slice(at, found.article).some((w) => CORRECTING.has(w))) return undefined;
    chosen = found;
    at = i;
  }
  return chosen?.stem;
}
