// Times of day a text says in words: "twenty to twelve", "twenty past two", "a quarter to nine",
// "half past six", "ten to nine", "noon", "midnight", "three o'clock". A letter that moves a slot
// writes its new time as the old one was written, and a chat post or a correction says it aloud
// as often as in figures; read only in figures, a time said in words gave the text no time at all,
// and every rule that sets a text's time against another (a correction's, a revision's, a time a
// thing "is … now") passed it by. An hour said in words names no half of the day: both readings
// are given (`twenty past two` is 02:20 and 14:20), as a reader would take either; noon and
// midnight name one. Read with the figures (origins.ts `timesOfDay`), in linear time: one pattern
// of fixed words and single blanks, no nested repeat.

/** The hours said as words, and as figures after `past` or `to`. */
const HOURS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** The minutes said before `past` or `to`. */
const MINUTES: Readonly<Record<string, number>> = {
  five: 5, ten: 10, quarter: 15, twenty: 20, "twenty-five": 25, "twenty five": 25, half: 30,
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

/**
 * A time said in words, with no group of its own, for the patterns that read a time's place in a
 * sentence (time-change-sentences.ts `TIME`): fixed words, single blanks, no repeat.
 */
export const SPOKEN_TIME_WORDS = `(?:(?:a\\s)?(?:five|ten|quarter|twenty[- ]five|twenty|half)\\s(?:past|after|to|till|before)\\s(?:${HOUR})\\b|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\so'?clock\\b|(?:noon|midday|midnight)\\b)`;

/** The word that opens a range of hours just before a match (`from ten to twelve`, `between five to six`). */
const RANGE_BEFORE = /\b(?:from|between)\s$/i;

/** The Portuguese hours, feminine as a time says them (`às duas`, `à uma`). */
const PT_HOURS: Readonly<Record<string, number>> = {
  uma: 1, duas: 2, "três": 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12,
};
/** The Portuguese minutes said after `e` or `menos`. */
const PT_MINUTES: Readonly<Record<string, number>> = {
  cinco: 5, dez: 10, "um quarto": 15, quarto: 15, quinze: 15, vinte: 20, "vinte e cinco": 25, meia: 30,
};
const PT_HOUR = "uma|duas|tr[eê]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze";
/**
 * (Portuguese) A time said after `às`, `das` or `pelas` (`às cinco e meia`, `às oito menos um
 * quarto`): the word before keeps counts out ("duas e meia doses" is no time).
 */
const PT_SPOKEN_TIME = new RegExp(
  `(?<![\\p{L}])(?:[àa]s?|das|pelas)\\s(${PT_HOUR})\\s(e|menos)\\s(vinte\\se\\scinco|um\\squarto|quarto|quinze|vinte|dez|cinco|meia)(?![\\p{L}])`,
  "giu",
);

/** The hour a spoken hour names, 0–12, or 12 for noon and 0 for midnight. */
function hourOf(word: string): number {
  const w = word.toLowerCase();
  if (w === "noon" || w === "midday") return 12;
  if (w === "midnight") return 0;
  return HOURS[w] ?? Number(w);
}

/** Both halves of the day an hour said in words may be, or the one noon and midnight are. */
function readings(hour: number, minute: number, oneHalf: boolean): Array<[number, string]> {
  const m = String(minute).padStart(2, "0");
  const h = ((hour % 24) + 24) % 24;
  if (oneHalf) return [[h, m]];
  return [[h % 12, m], [(h % 12) + 12, m]];
}

/** The times of day a text says in words, as hour and minute, at most `max` of them. */
export function spokenTimesOf(text: string, max: number): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  for (const m of text.matchAll(SPOKEN_TIME)) {
    if (out.length >= max) break;
    if (m[1] !== undefined) {
      const minutes = MINUTES[m[1].toLowerCase().replace("-", " ")] ?? MINUTES[m[1].toLowerCase()]!;
      const ahead = /^(?:to|till|before)$/i.test(m[2]!);
      if (ahead && minutes === 30) continue;
      // `from ten to twelve` is a range of hours, not 11:50.
      if (ahead && minutes <= 10 && RANGE_BEFORE.test(text.slice(Math.max(0, m.index - 9), m.index))) continue;
      const base = hourOf(m[3]!);
      const named = /^(?:noon|midday|midnight)$/i.test(m[3]!);
      // `twenty to twelve` is 11:40; `ten to noon` 11:50, `ten past midnight` 00:10.
      const total = base * 60 + (ahead ? -minutes : minutes);
      const hour = Math.floor((total + 24 * 60) / 60) % 24;
      out.push(...readings(hour, ((total % 60) + 60) % 60, named));
    } else if (m[4] !== undefined) out.push(...readings(hourOf(m[4]), 0, false));
    else out.push(...readings(hourOf(m[5]!), 0, true));
  }
  for (const m of text.matchAll(PT_SPOKEN_TIME)) {
    if (out.length >= max) break;
    const minutes = PT_MINUTES[m[3]!.toLowerCase().replace(/\s+/g, " ")]!;
    const before = m[2]!.toLowerCase() === "menos";
    if (before && minutes === 30) continue;
    const total = PT_HOURS[m[1]!.toLowerCase()]! * 60 + (before ? -minutes : minutes);
    out.push(...readings(Math.floor(total / 60), total % 60, false));
  }
  return out.slice(0, max);
}
