// The days a correction sentence of an outside text gives in place of the text's own: a member's
// "ps hostel could only do 22-23 May in the end, use those dates" under a plan that says "Sat 15 -
// Sun 16 May", or a rota's "CORRECTION rhea is Tue all day, not Mon/Thu". A post or a DM that then
// states that day took the aside, not the plan the person pointed at (restated-corrections.ts), as
// a restated time does. A day counts where the correction's sentence gives it and the rest of the
// result gives days but not that one, or where the sentence sets it against another day itself
// (the rota names Tuesday for another slot, so only the `not Mon/Thu` says Tuesday is the change).
// Days are keys of their written form: a weekday (`wd:2`) and a day of a month (`dm:5-22`), so a
// call's text is read for them in one linear pass, as its times are. Read once, when the result
// is reported (origins.ts), from the sentence the instruction's own cue or a day-change cue picks.
import { firstCueSentence } from "./time-change-sentences.js";

/** The names of the days of the week, in the languages the grammars read, by their number (Sunday 0). */
export const WEEKDAYS: ReadonlyMap<string, number> = new Map([
  ["sunday", 0], ["monday", 1], ["tuesday", 2], ["wednesday", 3], ["thursday", 4], ["friday", 5], ["saturday", 6],
  ["domingo", 0], ["segunda", 1], ["terça", 2], ["terca", 2], ["quarta", 3], ["quinta", 4], ["sexta", 5], ["sábado", 6], ["sabado", 6],
  // Outside texts come in languages no grammar reads (a German rota, a French release note, a Dutch
  // school's or a Spanish team's message): their days are still days. Spanish shares `domingo` and `sábado` with Portuguese.
  ["sonntag", 0], ["montag", 1], ["dienstag", 2], ["mittwoch", 3], ["donnerstag", 4], ["freitag", 5], ["samstag", 6], ["sonnabend", 6],
  ["dimanche", 0], ["lundi", 1], ["mardi", 2], ["mercredi", 3], ["jeudi", 4], ["vendredi", 5], ["samedi", 6],
  ["zondag", 0], ["maandag", 1], ["dinsdag", 2], ["woensdag", 3], ["donderdag", 4], ["vrijdag", 5], ["zaterdag", 6],
  ["lunes", 1], ["martes", 2], ["miércoles", 3], ["miercoles", 3], ["jueves", 4], ["viernes", 5],
  // Italian shares `sabato` with Portuguese written without its accent.
  ["domenica", 0], ["lunedì", 1], ["lunedi", 1], ["martedì", 2], ["martedi", 2], ["mercoledì", 3], ["mercoledi", 3], ["giovedì", 4], ["giovedi", 4], ["venerdì", 5], ["venerdi", 5],
]);
/** The short names outside texts write (`Tue`, `Thurs`): read for a day here, not as a word of a send's text. */
const WEEKDAY_SHORT: ReadonlyMap<string, number> = new Map([
  ["sun", 0], ["mon", 1], ["tue", 2], ["tues", 2], ["wed", 3], ["weds", 3], ["thu", 4], ["thur", 4], ["thurs", 4], ["fri", 5], ["sat", 6],
]);
/**
 * The short names rotas and notes of the languages no grammar reads write before a day of the month
 * (German `Sa 26`, Dutch `wo 30`, French `sam 12`, Spanish `jue 10`, Italian `gio 3`, Portuguese
 * `qui 3`; English `Sat 12` too), read only with a number after them (`DAYS_ELSEWHERE`): alone, `do`,
 * `so` and `ma` are words. `mar` is left out, as `mar 3` is the 3rd of March in English.
 */
const WEEKDAY_ABBREVIATIONS: ReadonlyMap<string, number> = new Map([
  ["so", 0], ["mo", 1], ["di", 2], ["mi", 3], ["do", 4], ["fr", 5], ["sa", 6],
  ["zo", 0], ["ma", 1], ["wo", 3], ["vr", 5], ["za", 6],
  ["dim", 0], ["lun", 1], ["mer", 3], ["jeu", 4], ["ven", 5], ["sam", 6],
  ["dom", 0], ["mié", 3], ["mie", 3], ["jue", 4], ["vie", 5], ["sáb", 6], ["sab", 6], ["gio", 4],
  ["seg", 1], ["ter", 2], ["qua", 3], ["qui", 4], ["sex", 5],
  ...WEEKDAY_SHORT,
]);
const WEEKDAY_ABBREVIATION = [...WEEKDAY_ABBREVIATIONS.keys()].join("|");
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The months in Portuguese, in order (`março` also without its cedilla). */
const PT_MONTH_NAMES = ["janeiro", "fevereiro", "mar[cç]o", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
const PT_MONTHS = PT_MONTH_NAMES.join("|");

const PT_MONTH_WHOLE = PT_MONTH_NAMES.map((m) => new RegExp(`^${m}$`, "iu"));

/**
 * The months in German, French, Dutch, Spanish and Italian, by their number, whole words only (`mai` is no
 * prefix of `mail`). Those of Dutch that English shares (`december`) are read as English too.
 */
const DE_FR_MONTHS: ReadonlyMap<string, number> = new Map([
  ["januar", 1], ["janvier", 1], ["februar", 2], ["février", 2], ["fevrier", 2], ["märz", 3], ["maerz", 3], ["mars", 3],
  ["april", 4], ["avril", 4], ["mai", 5], ["juni", 6], ["juin", 6], ["juli", 7], ["juillet", 7], ["august", 8], ["août", 8], ["aout", 8],
  ["september", 9], ["septembre", 9], ["oktober", 10], ["octobre", 10], ["november", 11], ["novembre", 11], ["dezember", 12], ["décembre", 12], ["decembre", 12],
  ["januari", 1], ["februari", 2], ["maart", 3], ["mei", 5], ["augustus", 8], ["december", 12],
  ["enero", 1], ["febrero", 2], ["marzo", 3], ["abril", 4], ["mayo", 5], ["junio", 6], ["julio", 7], ["agosto", 8],
  ["septiembre", 9], ["setiembre", 9], ["octubre", 10], ["noviembre", 11], ["diciembre", 12],
  // Italian, which a yoga studio's or a pizzeria's email is written in; `marzo` and `agosto` are Spanish's too.
  ["gennaio", 1], ["febbraio", 2], ["aprile", 4], ["maggio", 5], ["giugno", 6], ["luglio", 7],
  ["settembre", 9], ["ottobre", 10], ["dicembre", 12],
]);
const DE_FR_MONTH = [...DE_FR_MONTHS.keys()].join("|");
/** Every weekday name read above, for a day of the month said after one (`mercredi 2`) and for the change cues of the languages no grammar reads. */
const WEEKDAY_NAME = [...WEEKDAYS.keys()].join("|");
/** The words that may follow an English `the 9th` that is a day: none that makes it a row or a floor (`the 2nd row`). */
const AFTER_ORDINAL_DAY = "instead|now|then|at|from|until|till|and|or|same";
/** A bare day of a month that the next characters leave a day: no digit, no `.5` of a decimal or `:30` of a time, no word (`2 days`, `9. Dezember`, read as a whole date). */
const BARE_DAY_END = String.raw`(?![\p{N}]|[.,:]\d|\.?\s{0,3}\p{L})`;

/**
 * The end of a day of the month said after a weekday: a weekday says the number is a day whatever
 * word follows (`jueves 10 a la misma hora`, `sábado 12 por evento privado`), unless it is a time's
 * (`Friday 12:30`, `Monday 9 am`, `Freitag 9 Uhr`), an ordinal's (`Friday 4th`, read with `DAY`)
 * or a month's, which the whole date is read with (`Sunday 6 December`, `jueves 10 de diciembre`).
 */
const DAY_AFTER_WEEKDAY_END = String.raw`(?![\p{N}\p{L}]|[.,:]\d|\s{0,3}(?:am|pm|h|uhr|uur|hrs?|hours?|horas?)(?![\p{L}])|\.?\s{0,3}(?:de\s{1,3})?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}{0,6}|${DE_FR_MONTH}|${PT_MONTHS})(?![\p{L}]))`;

/** The number of a Portuguese month's name (1-12). */
function ptMonth(name: string): number {
  return PT_MONTH_WHOLE.findIndex((m) => m.test(name)) + 1;
}

/**
 * A weekday, a day (or a run of days) before its month, or a month before its day; in Portuguese a
 * day `de` its month (`4 e 11 de dezembro`) or a `dia` with no month (`passou para dia 9`), whose
 * key is its day alone (`d:9`): a Portuguese day of a month is keyed by its day alone too, so the
 * two forms meet. A weekday with an ordinal day and no month (`Thursday 3rd`) is keyed by its
 * weekday and by its day alone too (`d:3`): the month is the reader's to guess, the day is not; a
 * bare ordinal (`3rd floor`) is no day. No pattern nests a repeat.
 */
const DAY = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(\d{1,2})(?:\s?[-–]\s?(\d{1,2}))?(?:st|nd|rd|th)?\s(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}{0,6}|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}{0,6}\.?\s(\d{1,2})(?![\p{N}])|dias?\s(\d{1,2})(?:\s?(?:[-–]|e|a)\s?(\d{1,2}))?(?:\sde\s(${PT_MONTHS}))?(?![\p{L}\p{N}])|(\d{1,2})(?:\s?(?:[-–]|e|a)\s?(\d{1,2}))?\sde\s(${PT_MONTHS})(?![\p{L}])|(\p{L}{3,10})(?:\s(\d{1,2})(?:st|nd|rd|th)(?!\s?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|of)(?![\p{L}])))?(?![\p{L}]))`, "giu");

/**
 * The short months a German day writes after its dot (`Sa 9. Jan.`, `12. Dez.`, `3. Mrz.`; a whole `März` or `Mai` is read with the German months), by their
 * number: a booking's or a hut's message gives its week so, which neither the English `9 Jan` nor a
 * whole German month reads.
 */
const SHORT_MONTHS: ReadonlyMap<string, number> = new Map([
  ["jan", 1], ["feb", 2], ["mär", 3], ["mrz", 3], ["apr", 4], ["jun", 6], ["jul", 7],
  ["aug", 8], ["sep", 9], ["sept", 9], ["okt", 10], ["nov", 11], ["dez", 12],
]);
const SHORT_MONTH = [...SHORT_MONTHS.keys()].join("|");

/**
 * The days written the ways of languages no grammar reads, and by the day of the month alone, which
 * `DAY` leaves, one pattern per form, each read in a pass of its own (joined into one alternation
 * they read as super-linear to the project's pattern checks): a day and month in figures (`Do
 * 3.12.`, `1.12.2026`; not `8.14.0`), a day before a German or French month (`9. Dezember`, `2
 * décembre`), a day after an article with no month (`moves to the 9th`, `auf den 10.`, `soumission
 * le 4`, `au 2`, `pasan al 10`, Dutch `naar de 10e`), and a day after a weekday with no month
 * (`mercredi 2`, `Mittwoch, 9.`, `jueves 10`; a short one, `Sa 26`, `wo 30`, is read by `shortWeekdayDays`). A day
 * alone is keyed `d:<day>`, as a Portuguese `dia 9` is. No pattern nests a repeat.
 */
const DAYS_ELSEWHERE: ReadonlyArray<{ readonly pattern: RegExp; readonly key: (m: RegExpMatchArray) => string | undefined }> = [
  { pattern: new RegExp(String.raw`(?<![\p{N}.])(\d{1,2})\.(\d{1,2})\.(?:\d{4}|\d{2})?(?![\p{N}.])`, "gu"), key: (m) => inMonth(Number(m[2]), Number(m[1])) },
  { pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(\d{1,2})(?:\.|er)?\s{1,3}(?:de\s{1,3})?(${DE_FR_MONTH})(?![\p{L}])`, "giu"), key: (m) => inMonth(DE_FR_MONTHS.get(m[2]!.toLowerCase())!, Number(m[1])) },
  { pattern: new RegExp(String.raw`(?<![\p{L}\p{N}.])(\d{1,2})\.\s{1,3}(${SHORT_MONTH})\.?(?![\p{L}])`, "giu"), key: (m) => inMonth(SHORT_MONTHS.get(m[2]!.toLowerCase())!, Number(m[1])) },
  { pattern: new RegExp(String.raw`(?<![\p{L}])the\s{1,3}(\d{1,2})(?:st|nd|rd|th)(?=\s{0,3}(?:[^\p{L}\p{N}\s]|$)|\s{1,3}(?:${AFTER_ORDINAL_DAY})(?![\p{L}]))`, "giu"), key: (m) => dayAlone(m[1]!) },
  { pattern: new RegExp(String.raw`(?<![\p{L}])(?:den|dem|am|vom|zum|bis)\s{1,3}(\d{1,2})\.(?!\s{0,3}(?:\p{N}|(?:${DE_FR_MONTH})(?![\p{L}])))`, "giu"), key: (m) => dayAlone(m[1]!) },
  { pattern: new RegExp(String.raw`(?<![\p{L}])(?:le|au|al)\s{1,3}(\d{1,2})(?:er)?${BARE_DAY_END}`, "giu"), key: (m) => dayAlone(m[1]!) },
  { pattern: new RegExp(String.raw`(?<![\p{L}])de\s{1,3}(\d{1,2})(?:e|ste|de)(?![\p{L}\p{N}])`, "giu"), key: (m) => dayAlone(m[1]!) },
  { pattern: new RegExp(String.raw`(?<![\p{L}])(?:${WEEKDAY_NAME}),?\s{1,3}(\d{1,2})${DAY_AFTER_WEEKDAY_END}`, "giu"), key: (m) => dayAlone(m[1]!) },
];


/** The key of a day of a month written in figures, where both are a day and a month. */
function inMonth(month: number, day: number): string | undefined {
  return day >= 1 && day <= 31 && month >= 1 && month <= 12 ? monthDayKey(month, day) : undefined;
}

/** The key of a day of the month said alone (`d:9`), where it is one. */
function dayAlone(digits: string): string | undefined {
  const day = Number(digits);
  return day >= 1 && day <= 31 ? `d:${day}` : undefined;
}

/** The words of a range's end or a list's next day, which may follow a day after a short weekday (`za 2 tot za 9`, `Sa 5 bis Sa 12`), besides `AFTER_ORDINAL_DAY`'s. */
const AFTER_SHORT_WEEKDAY_DAY: ReadonlySet<string> = new Set([...AFTER_ORDINAL_DAY.split("|"), "to", "tot", "bis", "au", "al", "à", "a", "und", "en", "et", "e", "y"]);
/** Every month name read above, whole or short, for the end of a range (`Sat 15 - Sun 16 May`). */
const ANY_MONTH: ReadonlySet<string> = new Set([...MONTHS, ...DE_FR_MONTHS.keys(), ...SHORT_MONTHS.keys()]);
/** A word and a number after it (`Sa 26`, `wo 30`), found in one linear pass; the rest is read around it by code. */
const WORD_THEN_NUMBER = /(?<![\p{L}])(\p{L}{2,5})\.?\s{1,3}(\d{1,2})(?![\p{N}])/gu;
/** The most characters read after such a day to tell whether it is one. */
const LOOK_AFTER = 40;

/** Whether a month's name opens a text (`Mai,`, `december 2026`), whole or by its first three letters (`Sept`). */
function opensWithMonth(text: string): boolean {
  const word = /^\p{L}+/u.exec(text)?.[0].toLowerCase();
  return word !== undefined && (ANY_MONTH.has(word) || PT_MONTH_WHOLE.some((m) => m.test(word)) || (word.length >= 3 && MONTHS.includes(word.slice(0, 3))));
}

/**
 * Whether what follows a short weekday's number leaves it a day of the month: nothing, punctuation,
 * a range's dash to another weekday (`Sa 26 – So 27`), or a word that may follow a day (`Sat 19 at
 * the cottage`, `za 2 tot za 9`). Another word makes it no day (`do 3 laps`); a time (`Fr 9:30`), a
 * range in figures (`do 22-23 May`) and a range to a day with its month (`Sat 15 - Sun 16 May`)
 * are read whole by `DAY` and the patterns above.
 */
function dayEndsThere(after: string): boolean {
  if (/^[.,:]\d/.test(after)) return false;
  const word = /^\.?\s{0,3}(\p{L}+)/u.exec(after);
  if (word) return AFTER_SHORT_WEEKDAY_DAY.has(word[1]!.toLowerCase());
  const range = /^\s{0,3}[-–]\s{0,3}/u.exec(after);
  if (!range) return true;
  const other = after.slice(range[0].length);
  if (/^\d/.test(other)) return false;
  // The other end: a weekday's word, its number, then a month or not.
  const end = /^\p{L}{2,9}\.?\s{1,3}\d{1,2}(?:st|nd|rd|th)?\.?\s{1,3}/u.exec(other);
  return !end || !opensWithMonth(other.slice(end[0].length));
}

/** The keys of the days of the month a short weekday writes (`Sa 26 – So 27`, `wo 30`): `d:<day>`, read in one pass. */
function shortWeekdayDays(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD_THEN_NUMBER)) {
    if (!WEEKDAY_ABBREVIATIONS.has(m[1]!.toLowerCase())) continue;
    const at = m.index + m[0].length;
    if (!dayEndsThere(text.slice(at, at + LOOK_AFTER))) continue;
    const k = dayAlone(m[2]!);
    if (k !== undefined) out.push(k);
  }
  return out;
}

/** A structured value that starts with a date (`2026-12-10`, `2026-12-10T22:00:00`). */
const ISO_DATE_START = /^\d{4}-\d{2}-\d{2}(?![\d])/;
/** The end of an instant's date-time: a zone (`Z`, `+01:00`) after its time. */
const INSTANT_END = /T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** The longest text read for days, and the most day keys kept of one text. */
const MAX_READ = 20_000;
const MAX_KEYS = 32;

/** The key under which a corrected day a sentence posing as the system gives is kept too (`sys:dm:11-27`). */
export function posedDayKey(key: string): string {
  return `sys:${key}`;
}

/** The key of a day of a month (`dm:11-27`): the one form every reader of corrected days compares. */
export function monthDayKey(month: number, day: number): string {
  return `dm:${month}-${day}`;
}

/** The keys of the days a text writes: `wd:<0-6>` for a weekday, `dm:<month>-<day>` for a day of a month, `d:<day>` for a day read by its day alone (see `DAY`). */
export function dayKeysIn(text: string): string[] {
  const out: string[] = [];
  const slice = text.slice(0, MAX_READ);
  for (const m of slice.matchAll(DAY)) {
    if (out.length >= MAX_KEYS) break;
    if (m[1] !== undefined) {
      const month = MONTHS.indexOf(m[3]!.toLowerCase()) + 1;
      out.push(monthDayKey(month, Number(m[1])));
      if (m[2] !== undefined) out.push(monthDayKey(month, Number(m[2])));
    } else if (m[4] !== undefined) {
      // A weekday whose name starts as a month's short name does (`martes 15`, `mardi 2`: `mar`) is
      // that weekday, not March; its day is read after it below (`DAYS_ELSEWHERE`).
      const wd = WEEKDAYS.get(m[0].slice(0, m[0].search(/[^\p{L}]/u)).toLowerCase());
      if (wd !== undefined) out.push(`wd:${wd}`);
      else out.push(monthDayKey(MONTHS.indexOf(m[4].toLowerCase()) + 1, Number(m[5])));
    } else if (m[6] !== undefined || m[9] !== undefined) {
      const [first, last, month] = m[6] !== undefined ? [m[6], m[7], m[8]] : [m[9]!, m[10], m[11]];
      for (const day of last === undefined ? [first] : [first, last]) {
        out.push(`d:${Number(day)}`);
        if (month !== undefined) out.push(monthDayKey(ptMonth(month), Number(day)));
      }
    } else {
      const word = m[12]!.toLowerCase();
      const wd = WEEKDAYS.get(word) ?? WEEKDAY_SHORT.get(word);
      if (wd !== undefined) out.push(`wd:${wd}`);
      if (wd !== undefined && m[13] !== undefined) out.push(`d:${Number(m[13])}`);
    }
  }
  for (const { pattern, key } of DAYS_ELSEWHERE) {
    for (const m of slice.matchAll(pattern)) {
      if (out.length >= MAX_KEYS) break;
      const k = key(m);
      if (k !== undefined) out.push(k);
    }
  }
  for (const k of shortWeekdayDays(slice)) if (out.length < MAX_KEYS) out.push(k);
  return out;
}

/**
 * Whether a correction that names its day by the day of the month alone (`afinal passou para dia 5,
 * mesma hora`, `moved to Thursday 3rd, same slot`) gives this one. Only where it names no day of a
 * month in full, which would say which month it means; a Portuguese day in full keys its day alone too
 * (`dayKeysIn`), so such a correction is read by its `dm:` key.
 */
export function byDayOnly(corrected: ReadonlySet<string>, d: string): boolean {
  if (!corrected.has(d)) return false;
  for (const k of corrected) if (k.startsWith("dm:")) return false;
  return true;
}

/** The keys of a date as the person's turns give it (`2026-12-01`): its weekday and its day of the month. */
export function dayKeysOfDate(iso: string): string[] {
  const d = new Date(`${iso}T00:00:00Z`);
  // The day alone too (`d:1`), as a Portuguese text's `dia 1` is keyed.
  return Number.isNaN(d.getTime()) ? [] : [`wd:${d.getUTCDay()}`, monthDayKey(d.getUTCMonth() + 1, d.getUTCDate()), `d:${d.getUTCDate()}`];
}

/** A weekday or a day of a month, as the cues below need one; or a day of the month alone after `the` (`moves to the 9th`). */
const ONE_DAY = String.raw`(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?|\d{1,2}(?:\s?[-–]\s?\d{1,2})?\s(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}{0,6}|the\s\d{1,2}(?:st|nd|rd|th))(?![\p{L}])`;

/**
 * A day as German, French, Dutch and Spanish texts write it, for their own cues: a weekday (or a
 * short one with its day, `wo 30`), a day
 * before a month (`3 december`, `10 de diciembre`), a day and month in figures, or a day alone
 * after an article (`den 10.`, `au 2`, `al 10`). Kept apart from
 * `ONE_DAY` so that the English cues stay small enough for the project's pattern checks to prove.
 */
const ONE_DAY_ABROAD = String.raw`(?:(?:${WEEKDAY_ABBREVIATION})\.?\s\d{1,2}(?![\p{N}])|(?:${WEEKDAY_NAME})|\d{1,2}\.?\s(?:de\s)?(?:${DE_FR_MONTH})|\d{1,2}\.\d{1,2}\.|(?:den|dem|am|le|au|el|al)\s\d{1,2}(?:er|\.)?(?![\p{N}]))(?![\p{L}])`;

/** Words that set the day before against the one after (`Tue all day, not Mon/Thu`): a bounded gap, no sentence end. */
const AGAINST = new RegExp(String.raw`(?<![\p{L}\p{N}])(${ONE_DAY})[^\n.!?;]{0,16}?,?\s(?:not|instead\s+of|rather\s+than|e\s+n[ãa]o|em\s+vez\s+d[eoa]s?)\s(?:on\s|the\s|a\s|o\s)?${ONE_DAY}`, "giu");

/** The Spanish words that move a thing to another day: `pasar` and `cambiar` as said of a plan, `mover` and `trasladar` with `se`, and the participles. */
const ES_MOVED = String.raw`(?:pasa|pasan|pas[óo]|pasaron|cambia|cambian|cambi[óo]|se\s{1,3}(?:mueve|mueven|movi[óo]|traslada|trasladan|traslad[óo])|movid[oa]s?|trasladad[oa]s?|cambiad[oa]s?|aplazad[oa]s?|pospuest[oa]s?|adelantad[oa]s?|retrasad[oa]s?)`;

interface DayChangeCue {
  readonly pattern: RegExp;
  readonly reason: string;
}

/** A Portuguese day of a month: a `dia` or a day `de` its month. */
const PT_ONE_DAY = String.raw`(?:dia\s{1,3}\d{1,2}|\d{1,2}\s{1,3}de\s{1,3}(?:${PT_MONTHS}))(?![\p{L}\p{N}])`;

export const DAY_CHANGE_CUES: readonly DayChangeCue[] = [
  {
    pattern: new RegExp(AGAINST.source, "iu"),
    reason: "a day set against another (`Tue all day, not Mon/Thu`) announces it in place of the day the text gave",
  },
  {
    pattern: new RegExp(String.raw`\b(?:moved|moves|moving|changed|changes|pushed|shifted|shifts|rescheduled|postponed|brought\s+forward|put\s+back)\s+(?:it\s+|them\s+|this\s+|that\s+)?(?:back\s+|forward\s+)?to\s+(?:the\s+|on\s+)?${ONE_DAY}`, "iu"),
    // The thing moved may stand between the verb and its day as a pronoun: "they moved it to Friday 4 Dec".
    reason: "a day `moved to`, `moves to`, `changed to` or `moved it to` another is a change announced over the day the text gave",
  },
  {
    // The same in German and French, which outside texts are written in though no grammar reads them.
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:verschoben|verlegt|vorgezogen|geändert|verschiebt\s{1,3}sich|report[ée]e?s?|d[ée]cal[ée]e?s?|d[ée]plac[ée]e?s?|avanc[ée]e?s?|repouss[ée]e?s?)\s{1,3}(?:(?:auf|zum|nach|au|aux|à|pour)\s{1,3})?${ONE_DAY_ABROAD}`, "iu"),
    reason: "a day `verschoben auf` (German) or `reporté au` (French) another is a change announced over the day the text gave",
  },
  {
    // Italian, as a team's chat writes it: "spostata a giovedì 3", "rimandato al 10", "anticipata a lunedì".
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:spostat[oaie]|rimandat[oaie]|anticipat[oaie]|posticipat[oaie]|rinviat[oaie])\s{1,3}(?:(?:a|al|alle|per)\s{1,3}|all')?(?:${ONE_DAY_ABROAD}|\d{1,2}(?![\p{L}\p{N}]))`, "iu"),
    reason: "(Italian) a day `spostata a` or `rimandato al` another is a change announced over the day the text gave",
  },
  {
    // German puts the participle last: "der Termin wurde auf den 10. verschoben".
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:auf|zum|nach)\s{1,3}${ONE_DAY_ABROAD}\s{1,3}(?:verschoben|verlegt|vorgezogen|geändert)(?![\p{L}])`, "iu"),
    reason: "(German) a day a change's participle closes (`auf den 10. verschoben`) is a change announced over the day the text gave",
  },
  {
    // Dutch, as a school's or a club's message writes it: "verplaatst naar donderdag 3 december", "verzet naar de 10e".
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:verplaatst|verschoven|verzet|gewijzigd|veranderd|uitgesteld|vervroegd)\s{1,3}(?:naar|tot|op)\s{1,3}(?:de\s{1,3})?(?:${ONE_DAY_ABROAD}|\d{1,2}(?:e|ste|de)(?![\p{L}\p{N}]))`, "iu"),
    reason: "(Dutch) a day `verplaatst naar` or `verzet naar` another is a change announced over the day the text gave",
  },
  {
    // Spanish moves a day with `pasar a` as well as with participles: "tu guardia del jueves pasa al
    // jueves 10", "aplazado al lunes 14", "se traslada a el 10". `a` and `para` need a day named
    // after them (`pasa a recogerte` is no change of day); `al` is `a el`, `the` before a day.
    pattern: new RegExp(String.raw`(?<![\p{L}])${ES_MOVED}\s{1,3}(?:a|al|para)\s{1,3}(?:el\s{1,3})?${ONE_DAY_ABROAD}`, "iu"),
    reason: "(Spanish) a day something `pasa al` or was `aplazado al` is a change announced over the day the text gave",
  },
  {
    // The same with the day of the month alone after `al` ("las reservas pasan al 10"): its own
    // pattern, as one with both forms is too large for the project's pattern checks to decide.
    pattern: new RegExp(String.raw`(?<![\p{L}])${ES_MOVED}\s{1,3}al\s{1,3}\d{1,2}(?![\p{L}\p{N}])`, "iu"),
    reason: "(Spanish) a day of the month something `pasa al` (`pasan al 10`) is a change announced over the day the text gave",
  },
  {
    // A day said to be the one `now` after it ("oh wait, it's Thursday 26th now"), as `is now Thursday` is below.
    pattern: new RegExp(String.raw`(?:\b(?:is|are|will\s+be)|[’']s)\s{1,3}(?:on\s{1,3})?${ONE_DAY}(?:\s{1,3}\d{1,2}(?:st|nd|rd|th))?\s{1,3}now\b`, "iu"),
    reason: "a day that `is` another `now` (`it's Thursday 26th now`) is a change announced over the day the text gave",
  },
  {
    // A thing that `now` happens on another day ("appointments now take place on Tuesday the 8th",
    // "the market now runs on Sunday"): the verb of its happening, then the day.
    pattern: new RegExp(String.raw`(?<![\p{L}])now\s(?:takes?\splace|happens?|runs?|falls?)\son\s${ONE_DAY}`, "iu"),
    reason: "a thing that `now takes place` or `now runs` on another day is a change announced over the day the text gave",
  },
  {
    // An end `extended to` another day ("tour extended to 20 December"): the span's end moved.
    pattern: new RegExp(String.raw`\b(?:extended|prolonged)\s{1,3}(?:to|until)\s{1,3}${ONE_DAY}`, "iu"),
    reason: "an end `extended to` another day is a change announced over the day the text gave",
  },
  {
    // As a time that `is now` another (time-change-sentences.ts): "the last day is now Friday 11 December".
    pattern: new RegExp(String.raw`\b(?:is|are|will\s+be)\s+now\s+(?:on\s+|the\s+)?${ONE_DAY}`, "iu"),
    reason: "a day that `is now` another (`the last day is now Friday 11 December`) is a change announced over the day the text gave",
  },
  {
    pattern: /\b(?:use|take|go\s+with|put\s+in)\s+(?:those|these|the\s+new|that)\s+(?:dates?|days?)\b/i,
    reason: "a sentence that tells the reader to use the dates it gives puts them over the ones the text gave",
  },
  {
    // Its words label a change of day wherever they stand before the day (`updated: …`, `change of
    // plans …`), nouns as well as participles. They are not revision-cues.ts's lists on purpose:
    // those read a label that opens a later sentence of the same message, edits' words among them
    // (`EDIT:`), where an edit need not be of a day; and not restated-rows.ts's, participles said of
    // a sum's row.
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:updated?|correction|corrected|amendment|revised|change\s+of\s+(?:date|plans?))(?:\s{1,3}[\d/.-]{1,10})?\s{0,3}:?[^\n.!?]{0,120}?${ONE_DAY}`, "iu"),
    reason: "a sentence labelled as an update or a correction that gives a day announces a change over the day the text gave",
  },
  {
    // A label of a rearranged fixture or service (`REARRANGED: … now played Tue 15 Dec`, `SERVICE
    // ALTERATION: … on 9 December`): its colon is needed, as the words alone run in plain prose
    // ("the match was postponed, the 15 Dec one stands"), and the gap holds none, so a run of labels
    // is not re-read from each one.
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:rearranged|rescheduled|postponed|alteration)\s{0,3}:[^\n.!?:]{0,120}?${ONE_DAY}`, "iu"),
    reason: "a sentence labelled as a rearrangement (`REARRANGED:`, `Postponed:`, `SERVICE ALTERATION:`) that gives a day announces a change over the day the text gave",
  },
  {
    // A day the plan `becomes` ("andere week, wordt wo 30 – wo 6", "der Termin wird Sa 26", "ça
    // devient le 12"): said of a plan, the verb puts the day it names over the one the text gave.
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:wird|wordt|devient|diventa|becomes)\s{1,3}(?:(?:der|den|dem|de|het|le|il|the|on|op|am)\s{1,3})?(?:${ONE_DAY_ABROAD}|${ONE_DAY})`, "iu"),
    reason: "a day a plan `becomes` (`wird`, `wordt`, `devient`) is a change announced over the day the text gave",
  },
  {
    // A day that is the first one possible now ("arrival is only from the 7th", "not before Monday
    // 7"): the text's own day no longer holds.
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:only\s{1,3}(?:from|on|after)|not\s{1,3}(?:until|till|before))\s{1,3}${ONE_DAY}`, "iu"),
    reason: "a day that is `only from` or `not before` the first one possible now is a change announced over the day the text gave",
  },
  {
    // The same in German, Dutch and French: "Anreise erst ab dem 16. möglich", "pas vanaf de 10e", "pas avant le 8".
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:erst\s{1,3}(?:ab|am|nach)|pas\s{1,3}(?:vanaf|op|na|avant))\s{1,3}(?:(?:de|dem|den|le)\s{1,3})?(?:${ONE_DAY_ABROAD}|\d{1,2}(?:e|\.)(?![\p{L}\p{N}]))`, "iu"),
    reason: "(German, Dutch, French) a day that is `erst ab` or `pas vanaf` the first one possible now is a change announced over the day the text gave",
  },
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:passou|passa|mudou|adiad[oa]|remarcad[oa])\s{1,3}para\s{1,3}(?:o\s{1,3})?${PT_ONE_DAY}`, "iu"),
    reason: "(Portuguese) a day that `passou para` or was `adiada para` another is a change announced over the day the text gave",
  },
];

/**
 * A label's stamp: the day an update was written, right after its label and before its colon
 * (`Update 20 Nov:`, `EDIT 3.12.:`, `Correction 2 Dec -`). It dates the note, it gives no day of the
 * plan, so a correction that then names its day alone ("Update 20 Nov: … you're back on the 8th")
 * still names no day of a month in full (`byDayOnly`).
 */
const LABEL_HEAD = /^\s{0,3}(?:updated?|correction|corrected|amendment|revised|edit|edited|nb)\s{1,3}([^\s:]{1,10}(?:\s[^\s:]{1,10})?)\s{0,3}[:–-]/iu;

/** A correction's sentence without the stamp its label opens with, if the words there are a day. */
function withoutLabelStamp(sentence: string): string {
  const m = LABEL_HEAD.exec(sentence);
  if (!m || dayKeysIn(m[1]!).length === 0) return sentence;
  return sentence.slice(m[0].length);
}

/** The sentence of a text that holds its first announcement of a changed day, if any. */
export function dayChangeSentence(text: string): string | undefined {
  return firstCueSentence(text, DAY_CHANGE_CUES);
}

/** The days of one result's texts, gathered while it is read: a correction's and the rest's. */
export class CorrectedDays {
  private readonly cue = new Set<string>();
  private readonly other = new Set<string>();
  private readonly against = new Set<string>();
  /** The days a swap stated as made gives (swap-sentences.ts): another row's, which the rest of the result may well write too. */
  private readonly swapped = new Set<string>();
  /** The days a sentence posing as the system gives (`NOTA DO SISTEMA: … a data correta é sexta-feira, 27 de novembro`). */
  private readonly posed = new Set<string>();

  /**
   * Reads one outside text, with the sentence its instruction's cue picked, if any. The sentence
   * that announces the changed day is read beside the instruction's: an instruction may point at
   * the day only by a word ("Calendar assistants please use the Sunday date.") a sentence before
   * it gives in full ("CORRECTION ...: the head has moved to Sunday 6 December"). `posed`: the
   * cue's sentence poses as the system (notice-labels.ts `posesAsSystem`); its days are kept apart
   * too, since no letter the person was sent speaks so (corrected-day-writes.ts). `swaps`: the
   * text's sentences that state a swap as made; their days are kept whole where the rest gives days.
   */
  read(text: string, cueSentence: string | undefined, posed = false, swaps: readonly string[] = []): void {
    if (posed && cueSentence !== undefined) for (const k of dayKeysIn(cueSentence)) this.posed.add(k);
    for (const s of swaps) for (const k of dayKeysIn(s)) this.swapped.add(k);
    const change = dayChangeSentence(text);
    const sentences = [cueSentence, change === cueSentence ? undefined : change].filter((s): s is string => s !== undefined && text.includes(s));
    let rest = text;
    for (const s of swaps) rest = rest.replace(s, "\n");
    if (sentences.length === 0) {
      for (const k of dayKeysIn(rest)) this.other.add(k);
      return;
    }
    for (const sentence of sentences) {
      for (const k of dayKeysIn(withoutLabelStamp(sentence))) this.cue.add(k);
      for (const m of sentence.matchAll(AGAINST)) for (const k of dayKeysIn(m[1]!)) this.against.add(k);
      rest = rest.replace(sentence, "\n");
    }
    for (const k of dayKeysIn(rest)) this.other.add(k);
  }

  /**
   * Reads a date a structured field of the result gives (an event's `end`, `2026-12-10T22:00:00`):
   * a day the record itself holds is the result's own, as a day its text writes is.
   */
  readDate(value: string): void {
    if (!ISO_DATE_START.test(value)) return;
    // An instant (`2026-11-20T08:00:00Z`, a message's sending) stamps when the record was made, not
    // a day it is about; its weekday falls where the reader's zone puts it, so a correction's bare
    // `Friday` is not the result's own day because the mail came on one.
    const instant = INSTANT_END.test(value);
    for (const k of dayKeysOfDate(value.slice(0, 10))) if (!(instant && k.startsWith("wd:"))) this.other.add(k);
  }

  /**
   * The day keys the correction gives in place of the result's other days; those a sentence posing
   * as the system gives also under `posedDayKey` (`sys:dm:11-27`), in the same set, so the index
   * keeps one field.
   */
  keys(): ReadonlySet<string> {
    const out = new Set<string>(this.against);
    if (this.other.size > 0) for (const k of this.swapped) out.add(k);
    if (this.other.size > 0) for (const k of this.cue) if (!this.other.has(k)) {
      out.add(k);
      if (this.posed.has(k)) out.add(posedDayKey(k));
    }
    return out;
  }
}
