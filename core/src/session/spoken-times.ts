// Times of day a text says in words: "twenty to twelve", "twenty past two", "a quarter to nine",
// "half past six", "ten to nine", "noon", "midnight", "three o'clock". A letter that moves a slot
// writes its new time as the old one was written, and a chat post or a correction says it aloud
// as often as in figures; read only in figures, a time said in words gave the text no time at all,
// and every rule that sets a text's time against another (a correction's, a revision's, a time a
// thing "is … now") passed it by. An hour said in words names no half of the day: both readings
// are given (`twenty past two` is 02:20 and 14:20), as a reader would take either; noon and
// midnight name one. Read with the figures (origins.ts `timesOfDay`), in linear time: one pattern
// of fixed words and single blanks, no nested repeat.
import { COUNT_WORDS } from "./count-words.js";

/** The minutes said before `past` or `to`. */
const MINUTES: Readonly<Record<string, number>> = {
  five: 5, ten: 10, quarter: 15, twenty: 20, "twenty five": 25, half: 30,
};

const HOUR = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|[1-9]|noon|midday|midnight";

/**
 * `<minutes> past|to <hour>` (an article before a quarter or a half allowed), `<hour> o'clock`, and
 * noon, midday or midnight alone. Half is said only past the hour. Words are whole words.
 */
const SPOKEN_TIME = new RegExp(
  `\\b(?:(?:a\\s)?(five|ten|quarter|twenty[- ]five|twenty|half)\\s(past|after|to|till|before)\\s(${HOUR})\\b|(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\so'?clock\\b|(noon|midday|midnight)\\b)`,
  "gi",
);

/** The word that opens a range of hours just before a match (`from ten to twelve`, `between five to six`). */
const RANGE_BEFORE = /\b(?:from|between)\s$/i;

/** The Portuguese minutes said after `e` or `menos`. */
const PT_MINUTES: Readonly<Record<string, number>> = {
  cinco: 5, dez: 10, "um quarto": 15, quarto: 15, quinze: 15, vinte: 20, "vinte e cinco": 25, meia: 30,
};
/** The Portuguese hours, feminine as a time says them (`às duas`, `à uma`). */
const PT_HOUR = "uma|duas|tr[eê]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze";
/**
 * (Portuguese) A time said after `às`, `das` or `pelas` (`às cinco e meia`, `às oito menos um
 * quarto`): the word before keeps counts out ("duas e meia doses" is no time).
 */
const PT_SPOKEN_TIME = new RegExp(
  `(?<![\\p{L}])(?:[àa]s?|das|pelas)\\s(${PT_HOUR})\\s(e|menos)\\s(vinte\\se\\scinco|um\\squarto|quarto|quinze|vinte|dez|cinco|meia)(?![\\p{L}])`,
  "giu",
);

/** The hour a spoken hour names, 0–12, or 12 for noon and 0 for midnight: an hour in words is read as the count it is (count-words.ts). */
function hourOf(word: string): number {
  const w = word.toLowerCase();
  if (w === "noon" || w === "midday") return 12;
  if (w === "midnight") return 0;
  return Number(COUNT_WORDS.get(w) ?? w);
}

/** Both halves of the day an hour said in words may be, or the one noon and midnight are. */
function readings(hour: number, minute: number, oneHalf: boolean): Array<[number, string]> {
  const m = String(minute).padStart(2, "0");
  const h = ((hour % 24) + 24) % 24;
  if (oneHalf) return [[h, m]];
  return [[h % 12, m], [(h % 12) + 12, m]];
}

/** One time said in words: where the text says it, and the readings it gives. */
interface SpokenTime {
  readonly start: number;
  readonly end: number;
  readonly readings: Array<[number, string]>;
}

/** The times a text says in words, in the order written, at most `max` of them (English ones first). */
function spokenTimes(text: string, max: number): SpokenTime[] {
  const out: SpokenTime[] = [];
  for (const m of text.matchAll(SPOKEN_TIME)) {
    if (out.length >= max) break;
    const at = { start: m.index, end: m.index + m[0].length };
    if (m[1] !== undefined) {
      // `twenty-five` and `twenty five` are one key.
      const minutes = MINUTES[m[1].toLowerCase().replace("-", " ")]!;
      const ahead = /^(?:to|till|before)$/i.test(m[2]!);
      if (ahead && minutes === 30) continue;
      // `from ten to twelve` is a range of hours, not 11:50.
      if (ahead && minutes <= 10 && RANGE_BEFORE.test(text.slice(Math.max(0, m.index - 9), m.index))) continue;
      const base = hourOf(m[3]!);
      const named = /^(?:noon|midday|midnight)$/i.test(m[3]!);
      // `twenty to twelve` is 11:40; `ten to noon` 11:50, `ten past midnight` 00:10.
      const total = base * 60 + (ahead ? -minutes : minutes);
      const hour = Math.floor((total + 24 * 60) / 60) % 24;
      out.push({ ...at, readings: readings(hour, ((total % 60) + 60) % 60, named) });
    } else if (m[4] !== undefined) out.push({ ...at, readings: readings(hourOf(m[4]), 0, false) });
    else out.push({ ...at, readings: readings(hourOf(m[5]!), 0, true) });
  }
  for (const m of text.matchAll(PT_SPOKEN_TIME)) {
    if (out.length >= max) break;
    const minutes = PT_MINUTES[m[3]!.toLowerCase().replace(/\s+/g, " ")]!;
    const before = m[2]!.toLowerCase() === "menos";
    if (before && minutes === 30) continue;
    const total = hourOf(m[1]!) * 60 + (before ? -minutes : minutes);
    // The time starts at its hour: the word before it (`às`) stays the sentence's.
    out.push({ start: m.index + m[0].search(/\s/) + 1, end: m.index + m[0].length, readings: readings(Math.floor(total / 60), total % 60, false) });
  }
  return out;
}

/** The times of day a text says in words, as hour and minute, at most `max` of them. */
export function spokenTimesOf(text: string, max: number): Array<[number, string]> {
  return spokenTimes(text, max).flatMap((t) => t.readings).slice(0, max);
}

/** The most times said in words written as figures in one text. */
const MAX_WRITTEN = 32;

/**
 * The text with each time it says in words written in figures (`starts ten to nine now` as
 * `starts 08:50 now`), and a map from a place in that text back to the same place in the text:
 * the patterns that read a time's place in a sentence (time-change-sentences.ts) read figures
 * only, so a time in words is found where a time in figures would be, and the sentence given back
 * is the text's own. `undefined` where the text says no time in words.
 */
export function spokenTimesAsFigures(text: string): { text: string; back: (at: number) => number } | undefined {
  const found = spokenTimes(text, MAX_WRITTEN).sort((a, b) => a.start - b.start);
  if (found.length === 0) return undefined;
  const parts: string[] = [];
  const shifts: Array<{ at: number; written: number; start: number; end: number }> = [];
  let from = 0;
  let written = 0;
  for (const t of found) {
    if (t.start < from) continue;
    parts.push(text.slice(from, t.start));
    written += t.start - from;
    const [h, m] = t.readings[0]!;
    const figures = `${String(h).padStart(2, "0")}:${m}`;
    parts.push(figures);
    shifts.push({ at: written, written: figures.length, start: t.start, end: t.end });
    written += figures.length;
    from = t.end;
  }
  parts.push(text.slice(from));
  const back = (at: number): number => {
    let delta = 0;
    for (const s of shifts) {
      if (at < s.at) break;
      // Inside the figures: the start of the words; at or after their end: past the words.
      if (at < s.at + s.written) return at === s.at ? s.start : s.end;
      delta = s.end - (s.at + s.written);
    }
    return at + delta;
  };
  return { text: parts.join(""), back };
}
