// Finds the dates in a Portuguese text and writes each as YYYY-MM-DD. Numeric dates are
// day/month (04/03/2026 is 4 March); relative dates count from the session clock in UTC
// calendar days; a date without a year takes the clock's year. Patterns run on the folded text
// (lower case, no accents), which keeps the offsets of the original.
import { addDays, daysFrom, nextDayOfMonth, fullYear, isoDate, scanDatePatterns, wordTable, type DatePattern, type DatesFound, type FoldedWord, type SpanSet } from "@toolgate/grammar-kit";
import { DAY_UNITS, MONTHS, NUMBER_WORDS, RELATIVE_DAYS, WEEKDAYS } from "./lexicon.js";
import { WEEKDAYS_SAID_BARE } from "./weekdays-said-bare.js";
import { DAYS_AFTER_A } from "./days-after-a.js";

function count(word: string | undefined): number {
  if (word === undefined) return 1;
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word] ?? 1;
}

/** English months, for an English clause in a Portuguese turn (`March 5th`). */
const EN_MONTHS: Record<string, number> = wordTable({
  january: 1, jan: 1, february: 2, feb: 2, march: 3, april: 4, apr: 4, may: 5, june: 6, july: 7,
  august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10, november: 11, december: 12, dec: 12,
});
const EN_MONTH_NAMES = Object.keys(EN_MONTHS).sort((a, b) => b.length - a.length).join("|");
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join("|");
const WEEKDAY_NAMES = Object.keys(WEEKDAYS).join("|");
const RELATIVE_NAMES = Object.keys(RELATIVE_DAYS).join("|");
/** Words that make `outra segunda`, `outra sexta` an ordinal (`a outra segunda via`), not a weekday. */
const NOT_AFTER_ORDINAL = "via|vias|vez|vezes|parcela|prestacao|fase|etapa|parte|opcao|linha|pagina|tentativa|chamada|versao|edicao|conta|mao|classe";
const COUNT_WORDS = Object.keys(NUMBER_WORDS).join("|");
const UNIT_NAMES = Object.keys(DAY_UNITS).join("|");
const HOUR_MS = 3_600_000;

/** Days of the month in words, each folded: `primeiro`, `quinze`, `vinte e cinco`, `trinta e um`. Portuguese words only. */
const DAY_WORDS: Record<string, number> = (() => {
  const days: Record<string, number> = { primeiro: 1, vinte: 20, trinta: 30, "trinta e um": 31 };
  const words = "um uma dois duas tres quatro cinco seis sete oito nove dez onze doze treze catorze quatorze quinze dezasseis dezesseis dezassete dezessete dezoito dezanove dezenove";
  for (const word of words.split(" ")) {
    const n = NUMBER_WORDS[word] ?? 0;
    days[word] = n;
    if (n <= 9) days[`vinte e ${word}`] = 20 + n;
  }
  return days;
})();
export const DAY_WORD_NAMES = Object.keys(DAY_WORDS).sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, "\\s+")).join("|");

function dayOfWords(words: string): number {
  return DAY_WORDS[words.replace(/\s+/g, " ")] ?? 0;
}

/** A day of the month written in digits (`15`) or in words (`quinze`). */
export function dayOfDigitsOrWords(day: string): number {
  return /^\d+$/.test(day) ? Number(day) : dayOfWords(day);
}

/** Words after a bare number that make it a count, a sum or a time, never a day said like the one before: `até 30 euros`, `a 2 vezes`. */
const ELIDED_DAY_NOT_BEFORE = "euros?|eur|reais|real|r|dolares|libras|centimos|centavos|pila|contos?|paus|mil|vezes|horas?|minutos?|pessoas|unidades|itens|pecas|anos|meses|por\\s+cento";

/** How far back, in characters, a day with its month may be said for a bare day to take that month. */
const ELIDED_DAY_REACH = 120;

/** A day with its month after each word a bare day may follow: `até vinte de março`, `a 10 de abril`. */
const SAID_WITH_MONTH = new Map(["ate", "a", "para", "pra"].map((w) => [w, new RegExp(`\\b${w}\\s+(?:o\\s+)?(?:dia\\s+)?(?:\\d{1,2}|${DAY_WORD_NAMES})\\s+(?:de\\s+)?(?:${MONTH_NAMES})\\b`)]));

/**
 * Whether the same sentence, shortly before `index` of `input`, says a day with its month after the same
 * word (`até vinte de março, … até trinta e um`): the bare day is said like that one, with its
 * month left out. Read on a window of at most ELIDED_DAY_REACH characters, cut at the sentence's start.
 */
function saidBeforeWithMonth(input: string, index: number, word: string): boolean {
  const window = input.slice(Math.max(0, index - ELIDED_DAY_REACH), index);
  const sentence = window.slice(Math.max(window.lastIndexOf(";"), window.lastIndexOf("."), window.lastIndexOf("!"), window.lastIndexOf("?")) + 1);
  return SAID_WITH_MONTH.get(word)?.test(sentence) === true;
}

/** The word right before a match that a bare day may share with a day said before it with its month (`… para dia um de abril, não para dia dois`). */
const SHARED_WORD_BEFORE = /(?:^|[^\p{L}])(ate|a|para|pra)\s+(?:o\s+)?$/u;

/**
 * Whether a bare `dia N` is said like a day before it with its month, after the same word (`para dia
 * um de abril, não para dia dois`): it is left to the pattern that gives it that month, not read as
 * the next day N. Looks at the few characters before the match, then as `saidBeforeWithMonth` does.
 */
function sharesMonthBefore(m: RegExpExecArray): boolean {
  const start = Math.max(0, m.index - 8);
  const before = SHARED_WORD_BEFORE.exec(m.input.slice(start, m.index));
  if (before === null) return false;
  // The window before the shared word, not before `dia`: that word of this day is not the other day's.
  const at = start + before.index + before[0].indexOf(before[1]!);
  return saidBeforeWithMonth(m.input, at, before[1]!);
}

/*
 * Each pattern's `words`: the words one of which a text holds wherever the pattern matches (in the
 * folded text, as `\b` parts it), so that a turn without any of them skips the pattern; `marks`
 * likewise for signs. Where every match holds a word, the rarest such word is named (`semana` of
 * `semana que vem`, not `que`); a pattern whose matches hold no word in common, or only words as
 * common as `a`, names none. The names of a table (months, weekdays) are whole words wherever a
 * pattern reads them: each is followed by `\b`, a sign or a space.
 */
const MONTH_WORDS = Object.keys(MONTHS);
const WEEKDAY_WORDS = Object.keys(WEEKDAYS);
/** `2ª`, `3.ª`, `6a`: the weekdays' ordinals, as words (`ª` is no word's letter). */
const WEEKDAY_ORDINALS = ["2", "3", "4", "5", "6", "2a", "3a", "4a", "5a", "6a"];
/** `1st` … `99th`, `05th`: a day of one or two digits with an English ordinal's ending, as one word. */
const EN_ORDINALS = Array.from({ length: 110 }, (_, i) => (i < 10 ? String(i) : i < 20 ? `0${i - 10}` : String(i - 10))).flatMap((d) => ["st", "nd", "rd", "th"].map((end) => d + end));

/**
 * A weekday word after `-feira` or ` feira`, not followed by a noun it counts (`segunda via`,
 * `sexta parcela`: ordinals, not days).
 */
const WEEKDAY_NOT_COUNTING = "(?:-feira|\\s+feira)?\\b(?!\\s+(?:via|vez|parte|opcao|chamada|parcela|fase|etapa|mao|edicao|versao)\\b)";

/** The next day (never today, as an ISO date) of the weekday a match names in its first or second group. */
function nextNamedWeekday(m: RegExpExecArray, now: Date): string | undefined {
  const target = WEEKDAYS[m[1] ?? m[2] ?? ""];
  if (target === undefined) return undefined;
  return addDays(now, ((target - now.getUTCDay() + 7) % 7) || 7);
}

export const DATE_PATTERNS: DatePattern[] = [
  {
    pattern: /(?<![\d/.-])(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/g,
    read: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
    reason: "ISO 8601: 2026-03-04",
    marks: "-",
  },
  {
    pattern: /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/.-])/g,
    read: (m, now) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const y = fullYear(m[3], now);
      return b > 12 ? isoDate(y, a, b) : isoDate(y, b, a);
    },
    reason: "dia/mês/ano: 04/03/2026 é 4 de março; 03/25/2026 só pode ser mês/dia",
    marks: "/.-",
  },
  {
    pattern: /\b(?:dia|em|ate|para|pra|no dia|desde|a partir de|vence|vencimento|entrega|prazo|lembrete|(?:lembr[ae]|lembrar)(?:-me|\s+me)?(?:\s+(?:a|no|em|na))?|marca|marque|agenda|agende|remarca|reuniao|consulta|visita|data)\s+(\d{1,2})\/(\d{1,2})(?![\d/])|(?<![\w.,/-])(\d{1,2})\/(\d{1,2})(?=,?\s+(?:as|a)\s+\d{1,2}(?:h|:\d{2}))|(?<=\d,\s?nao(?:\s+mais)?\s{1,3})(\d{1,2})\/(\d{1,2})(?![\d/])/g,
    read: (m, now) => isoDate(now.getUTCFullYear(), Number(m[2] ?? m[4] ?? m[6]), Number(m[1] ?? m[3] ?? m[5])),
    reason: "dia/mês sem ano, só depois de uma palavra que introduz uma data (`vence 3/12`, `lembrete 3/12`, `lembra-me a 3/4`) ou antes da hora (`3/12 às 10h`), ou posto de parte por `não` (ou `não mais`, já não) logo a seguir a outra data (`3/4, não 2/4`, `pra 10/3, não mais 9/3`): 3/4 sozinho é uma fração",
    marks: "/",
  },
  ...DAYS_AFTER_A,
  {
    pattern: /\b(?:dia|no dia|ate)\s+(\d{1,2})[.-](\d{1,2})(?![\d/.,-])/g,
    read: (m, now) => isoDate(now.getUTCFullYear(), Number(m[2]), Number(m[1])),
    reason: "`dia 15.03`, `até 10-03`: dia e mês com ponto ou hífen depois de `dia` ou `até`",
    words: ["dia", "ate"],
    marks: ".-",
  },
  {
    pattern: /\b(?:para|pra|pro|em|desde|a partir de|marca|marque|agenda|agende)\s+(\d{2})\.(\d{2})(?![\d/.,-])(?!\s*(?:€|eur|euros?|reais|real|r\$|dolares|libras|pila|conto|paus)(?![a-z]))/g,
    read: (m, now) => isoDate(now.getUTCFullYear(), Number(m[2]), Number(m[1])),
    reason: "`pra 05.03`, `agenda 12.03`: dois dígitos, ponto e dois dígitos depois de uma palavra que introduz a data são dia e mês (um preço não vem assim, nem com a moeda depois)",
    words: ["para", "pra", "pro", "em", "desde", "partir", "marca", "marque", "agenda", "agende"],
    marks: ".",
  },
  {
    pattern: new RegExp(`\\b(?:${WEEKDAY_NAMES}|seg|ter|qua|qui|sex|sab|dom|[2-6][ªa])\\.?(?:-feira|\\s+feira)?,?\\s+(?:dia\\s+)?(\\d{1,2})[/.](\\d{1,2})(?![\\d/.,])`, "g"),
    read: (m, now) => isoDate(now.getUTCFullYear(), Number(m[2]), Number(m[1])),
    reason: "`quinta 5/3`, `sáb. 7/3`: um dia da semana e o dia/mês dele",
    words: [...WEEKDAY_WORDS, "seg", "ter", "qua", "qui", "sex", "sab", "dom", ...WEEKDAY_ORDINALS],
    marks: "/.",
  },
  {
    // Only where the weekday is the day's: a weekday that is not (`terça dia 11`) is left to the
    // patterns below, which read the two as the two dates they are, for the check to ask about.
    // A stop or a comma after the day ends the sentence or the clause (`… e domingo dia 8.`); one
    // followed by a digit is a decimal, a time or a day/month, not this day.
    pattern: new RegExp(`\\b(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?,?\\s+dia\\s+(\\d{1,2})(?:\\s+(?:de\\s+)?(${MONTH_NAMES})\\b)?(?![\\d/h]|[.,:]\\d|\\s*(?:h\\b|%|€|\\$))`, "g"),
    read: (m, now) => {
      const month = m[3] === undefined ? undefined : MONTHS[m[3]];
      const date = month === undefined ? nextDayOfMonth(Number(m[2]), now) : isoDate(now.getUTCFullYear(), month, Number(m[2]));
      return date !== undefined && new Date(`${date}T00:00:00Z`).getUTCDay() === WEEKDAYS[m[1] ?? ""] ? date : undefined;
    },
    reason: "`terça dia 10`, `pra sexta-feira, dia 13`, `quinta dia 5 de março`: um dia da semana e o dia do mês que ele é, uma só data",
    words: WEEKDAY_WORDS,
  },
  {
    pattern: /(?<![\d/.,-])(\d{2})\/(\d{2})(?![\d/]|[.,]\d)/g,
    read: (m, now) => isoDate(now.getUTCFullYear(), Number(m[2]), Number(m[1])),
    reason: "`05/03`: dois dígitos e dois dígitos são dia/mês mesmo sem palavra antes (uma fração não se escreve assim)",
    marks: "/",
  },
  {
    pattern: new RegExp(
      `\\b(?:dia\\s+)?(\\d{1,2})\\.?[ºo°]?\\s+(?:de\\s+)?(${MONTH_NAMES})\\b\\.?(?:,?\\s+(?:de\\s+)?(\\d{4}))?|\\b(\\d{1,2})(?=(?:\\s+(?:a|ao|ate|e)\\s+|\\s*[-–]\\s*)(?:o\\s+)?(?:dia\\s+)?\\d{1,2}\\s+(?:de\\s+)?(${MONTH_NAMES})\\b)`,
      "g",
    ),
    read: (m, now) => isoDate(fullYear(m[3], now), MONTHS[m[2] ?? m[5] ?? ""] ?? 0, Number(m[1] ?? m[4])),
    reason: "4 de março, 4 de março de 2026, dia 4 de mar, 1.º de abril; o primeiro dia de um intervalo ou de uma lista antes do mês (o 23 de `de 23 a 27 de março`, `entre 16 e 18 de abril`, `6-8 de maio`)",
    words: MONTH_WORDS,
  },
  {
    pattern: new RegExp(`\\b(meados|meio|inicio|comeco|principio|fim|final|ultimo\\s+dia)\\s+(?:de|do)\\s+(?:(${MONTH_NAMES})\\b|(mes\\s+que\\s+vem|proximo\\s+mes|mes\\s+seguinte|mes)\\b)`, "g"),
    read: (m, now) => {
      const part = m[1] ?? "";
      // Day 0 is the month's last day.
      const day = part === "meados" || part === "meio" ? 15 : part === "inicio" || part === "comeco" || part === "principio" ? 1 : 0;
      let year = now.getUTCFullYear();
      let month: number;
      if (m[2] !== undefined) {
        month = MONTHS[m[2]] ?? 0;
        if (month < 1) return undefined;
        if (month < now.getUTCMonth() + 1) year++;
      } else if (m[3] === "mes") {
        // `meados do mês` is this month's 15th, or the next one's once past; `início do mês` says no day.
        if (day === 15) return nextDayOfMonth(15, now);
        if (day === 1) return undefined;
        month = now.getUTCMonth() + 1;
      } else {
        month = now.getUTCMonth() + 2;
      }
      const first = new Date(Date.UTC(year, month - 1, 1));
      const last = new Date(Date.UTC(year, month, 0));
      return isoDate(first.getUTCFullYear(), first.getUTCMonth() + 1, day === 0 ? last.getUTCDate() : day);
    },
    reason: "uma parte de um mês: `meados de abril` e `a meio do mês` são o dia 15, `início de abril` e `começo do mês que vem` o dia 1, `fim do mês`, `até ao final do mês`, `último dia do mês`, `fim do mês que vem` e `fim de abril` o último dia",
    words: ["meados", "meio", "inicio", "comeco", "principio", "fim", "final", "ultimo"],
  },
  {
    pattern: new RegExp(`\\b(primeir[oa]|ultim[oa])\\s+(dia\\s+util|${WEEKDAY_NAMES})(?:-feira|\\s+feira)?\\s+(?:de|do)\\s+(?:(${MONTH_NAMES})\\b|(mes\\s+que\\s+vem|proximo\\s+mes|mes\\s+seguinte|mes)\\b)`, "g"),
    read: (m, now) => {
      let year = now.getUTCFullYear();
      let month = now.getUTCMonth() + 1;
      if (m[3] !== undefined) {
        const named = MONTHS[m[3]] ?? 0;
        if (named < 1) return undefined;
        if (named < month) year++;
        month = named;
      } else if (m[4] !== "mes") month++;
      const first = new Date(Date.UTC(year, month - 1, 1));
      const last = new Date(Date.UTC(year, month, 0));
      const y = last.getUTCFullYear();
      const mo = last.getUTCMonth() + 1;
      const firstDay = first.getUTCDay();
      const lastDay = last.getUTCDay();
      const fromStart = m[1] === "primeiro" || m[1] === "primeira";
      if (m[2] !== undefined && m[2].startsWith("dia")) {
        // A working day: Monday to Friday (a holiday is not known here).
        if (fromStart) return isoDate(y, mo, 1 + (firstDay === 6 ? 2 : firstDay === 0 ? 1 : 0));
        return isoDate(y, mo, last.getUTCDate() - (lastDay === 6 ? 1 : lastDay === 0 ? 2 : 0));
      }
      const target = WEEKDAYS[m[2] ?? ""];
      if (target === undefined) return undefined;
      if (fromStart) return isoDate(y, mo, 1 + ((target - firstDay + 7) % 7));
      return isoDate(y, mo, last.getUTCDate() - ((lastDay - target + 7) % 7));
    },
    reason: "um dia pela sua ordem no mês: `primeiro dia útil de abril`, `último dia útil do mês`, `última sexta do mês`, `primeira segunda de abril`",
    words: ["primeiro", "primeira", "ultimo", "ultima"],
  },
  {
    pattern: new RegExp(`\\b(${MONTH_NAMES}),?\\s+(?:no\\s+)?dia\\s+(\\d{1,2})\\b(?![/.:]\\d)`, "g"),
    read: (m, now) => isoDate(now.getUTCFullYear(), MONTHS[m[1] ?? ""] ?? 0, Number(m[2])),
    reason: "`em abril, dia 10`, `março dia 5`: o mês e depois o dia",
    words: MONTH_WORDS,
  },
  {
    pattern: /\b(?:fim\s+de\s+semana|fds)\b/g,
    // The Saturday after today (on a Saturday, the one a week on).
    read: (_m, now) => addDays(now, ((6 - now.getUTCDay() + 7) % 7) || 7),
    reason: "`no fim de semana`, `pro fds`: o próximo sábado",
    words: ["fim", "fds"],
  },
  {
    pattern: new RegExp(`\\b(?:(${EN_MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?|(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)(?:\\s+of\\s+(${EN_MONTH_NAMES}))?)(?![\\w])`, "g"),
    read: (m, now) => {
      const month = EN_MONTHS[m[1] ?? m[4] ?? ""];
      const day = Number(m[2] ?? m[3]);
      return month === undefined ? nextDayOfMonth(day, now) : isoDate(now.getUTCFullYear(), month, day);
    },
    reason: "English in a Portuguese turn: `the 22nd`, `March 5th`, `5th of March`",
    words: [...Object.keys(EN_MONTHS), ...EN_ORDINALS],
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})[/-](${MONTH_NAMES})\\b(?:[/-](\\d{4}|\\d{2})(?![\\d/-]))?`, "g"),
    read: (m, now) => isoDate(fullYear(m[3], now), MONTHS[m[2] ?? ""] ?? 0, Number(m[1])),
    reason: "`12/mar`, `10-mar-2026`: o dia e o mês abreviado",
    words: MONTH_WORDS,
    marks: "/-",
  },
  {
    pattern: new RegExp(`\\b(?:dia\\s+)?(${DAY_WORD_NAMES})\\s+(?:de\\s+)(${MONTH_NAMES})\\b(?:,?\\s+(?:de\\s+)?(\\d{4}))?`, "g"),
    read: (m, now) => isoDate(fullYear(m[3], now), MONTHS[m[2] ?? ""] ?? 0, dayOfWords(m[1] ?? "")),
    reason: "o dia por extenso: `quinze de abril`, `primeiro de maio`, `vinte e cinco de março`",
    words: MONTH_WORDS,
  },
  {
    pattern: new RegExp(`\\bdia\\s+(${DAY_WORD_NAMES})\\b(?!\\s+(?:de|do)\\s+(?:mes|semana|proximo\\s+mes)|\\s+e\\s+(?:um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove)\\b)`, "g"),
    read: (m, now) => (sharesMonthBefore(m) ? undefined : nextDayOfMonth(dayOfWords(m[1] ?? ""), now)),
    reason: "`dia vinte`, `no dia vinte e cinco`: o próximo dia desse número (não o `vinte` de `dia vinte e três do próximo mês`, lido inteiro mais abaixo)",
    words: ["dia"],
  },
  {
    pattern: /\bdepois\s+(?:de\s+|d['’]\s?)amanha\b/g,
    read: (_m, now) => addDays(now, 2),
    reason: "daqui a dois dias (`depois de amanhã`, e `depois d'amanhã` como se escreve em Portugal)",
    words: ["depois"],
  },
  {
    pattern: /\banteontem\b/g,
    read: (_m, now) => addDays(now, -2),
    reason: "há dois dias",
    words: ["anteontem"],
  },
  {
    pattern: new RegExp(`\\b(?:ha|faz)\\s+(\\d{1,3}|${COUNT_WORDS})\\s+(${UNIT_NAMES})\\b|\\b(\\d{1,3}|${COUNT_WORDS})\\s+(${UNIT_NAMES})\\s+(?:atras|a\\s+(?:contar|partir)\\s+de\\s+(hoje|amanha))\\b`, "g"),
    read: (m, now) => {
      const days = count(m[1] ?? m[3]) * (DAY_UNITS[m[2] ?? m[4] ?? ""] ?? 1);
      // `uma semana a contar de hoje` counts forward, from today or tomorrow.
      if (m[5] !== undefined) return addDays(now, (m[5] === "amanha" ? 1 : 0) + days);
      return addDays(now, -days);
    },
    reason: "`há 3 dias`, `2 semanas atrás`: para trás; `uma semana a contar de hoje`, `3 dias a partir de amanhã`: para a frente",
    words: ["ha", "faz", "atras", "contar", "partir"],
  },
  {
    pattern: new RegExp(`(?<![\\w-])(?:(${RELATIVE_NAMES})|de\\s+(hoje|amanha)\\s+a\\s+(oito|quinze|8|15))(?![\\w-])`, "g"),
    read: (m, now) => {
      // `de hoje a oito` is a week today (the eighth day counting today), `de amanhã a quinze` two weeks tomorrow.
      if (m[2] !== undefined) return addDays(now, (m[2] === "amanha" ? 1 : 0) + (m[3] === "oito" || m[3] === "8" ? 7 : 14));
      return addDays(now, RELATIVE_DAYS[m[1] ?? ""]?.days ?? 0);
    },
    reason: "hoje, amanhã, ontem; `de hoje a oito` (daqui a uma semana), `de amanhã a quinze`",
    words: Object.keys(RELATIVE_DAYS),
  },
  {
    pattern: new RegExp(`\\b(?:(?:ultim[oa]|passad[oa])\\s+(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?|(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?\\s+(passad[oa]|(?:da|na)\\s+semana\\s+passada)|semana\\s+passada,?\\s+(?:(?:na|no)\\s+)?(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?)\\b`, "g"),
    read: (m, now) => {
      const target = WEEKDAYS[m[1] ?? m[2] ?? m[4] ?? ""];
      if (target === undefined) return undefined;
      const today = now.getUTCDay();
      // `terça passada`, `no último sábado`: the latest such day before today.
      if (m[1] !== undefined || (m[3] !== undefined && m[3].startsWith("passad"))) return addDays(now, -(((today - target + 7) % 7) || 7));
      // `terça da semana passada`, `semana passada, na quinta`: that day of the week before this one (weeks start on Monday).
      return addDays(now, -((today + 6) % 7) - 7 + ((target + 6) % 7));
    },
    reason: "`terça passada`, `no último sábado` (o mais recente antes de hoje), `quinta da semana passada`, `semana passada, na terça` (esse dia da semana anterior): um dia da semana que já passou",
    words: ["passada", "passado", "ultima", "ultimo"],
  },
  {
    pattern: new RegExp(`\\b(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?\\s+(?:da|na)\\s+(?:semana\\s+que\\s+vem|proxima\\s+semana|semana\\s+seguinte|outra\\s+semana)\\b|\\b(?:semana\\s+que\\s+vem|proxima\\s+semana|outra\\s+semana),?\\s+(?:(?:na|no)\\s+)?(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?\\b(?!\\s+(?:${NOT_AFTER_ORDINAL})\\b)|\\boutra\\s+(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?\\b(?!\\s+(?:${NOT_AFTER_ORDINAL})\\b)|\\b(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?\\s+seguinte\\b`, "g"),
    read: (m, now) => {
      const target = WEEKDAYS[m[1] ?? m[2] ?? m[3] ?? m[4] ?? ""];
      if (target === undefined) return undefined;
      // Weeks start on Monday: next week's Monday, then the day's place in the week.
      const toMonday = ((8 - now.getUTCDay()) % 7) || 7;
      return addDays(now, toMonday + ((target + 6) % 7));
    },
    reason: "`terça da semana que vem`, `quinta da outra semana`, `semana que vem na quarta`, `próxima semana, quarta`, `na outra segunda`, `quinta seguinte`: esse dia na semana seguinte (o de depois do mais perto, como `quinta da outra semana`)",
    words: ["semana", "outra", "seguinte"],
  },
  {
    pattern: new RegExp(`\\b(?:daqui(?:\\s+a)?|em|dentro\\s+de)\\s+(\\d{1,2}|${COUNT_WORDS})\\s+(?:mes|meses)\\b`, "g"),
    read: (m, now) => {
      const n = count(m[1]);
      const month = now.getUTCMonth() + n;
      return isoDate(now.getUTCFullYear() + Math.floor(month / 12), (month % 12) + 1, now.getUTCDate());
    },
    reason: "`daqui a um mês`, `em 2 meses`: o mesmo dia, meses depois",
    words: ["mes", "meses"],
  },
  {
    pattern: new RegExp(`\\b(?:daqui(?:\\s+a)?|em|dentro\\s+de)\\s+(\\d{1,2}|${COUNT_WORDS})\\s+dias\\s+uteis\\b`, "g"),
    read: (m, now) => {
      let left = count(m[1]);
      let days = 0;
      while (left > 0 && days < 400) {
        days++;
        const d = (now.getUTCDay() + days) % 7;
        if (d !== 0 && d !== 6) left--;
      }
      return addDays(now, days);
    },
    reason: "`em 5 dias úteis`: contando só de segunda a sexta",
    words: ["uteis"],
  },
  {
    pattern: new RegExp(`\\b(?:daqui(?:\\s+a)?|em|dentro\\s+de)\\s+(?:(\\d{1,3})\\s*|(${COUNT_WORDS})\\s+)(${UNIT_NAMES}|horas?|hrs?|h)\\b`, "g"),
    read: (m, now) => {
      const n = count(m[1] ?? m[2]);
      const unit = m[3] ?? "";
      // Hours land on the day the clock reaches: às 10h, `em 48 horas` é daqui a dois dias.
      if (unit.startsWith("h")) return addDays(new Date(now.getTime() + n * HOUR_MS), 0);
      return addDays(now, n * (DAY_UNITS[unit] ?? 1));
    },
    reason: "daqui a 3 dias, em duas semanas, dentro de uma semana, em 48 horas (o dia a que o relógio chega)",
    words: ["daqui", "em", "dentro"],
  },
  {
    pattern: /\b(?:daqui(?:\s+a)?|em|dentro\s+de)\s+(uma|meia)\s+duzia\s+de\s+(dias|semanas)\b/g,
    read: (m, now) => addDays(now, (m[1] === "meia" ? 6 : 12) * (DAY_UNITS[m[2] ?? ""] ?? 1)),
    reason: "`daqui a uma dúzia de dias`, `em meia dúzia de dias`: doze, seis",
    words: ["duzia"],
  },
  {
    pattern: /\b(?:semana\s+que\s+vem|proxima\s+semana)\b/g,
    read: (_m, now) => addDays(now, 7),
    reason: "a semana que vem: daqui a sete dias",
    words: ["semana"],
  },
  {
    pattern: new RegExp(`\\b(?:no\\s+)?dia\\s+(\\d{1,2}|${DAY_WORD_NAMES})\\s+(?:do|no)\\s+(?:mes\\s+que\\s+vem|proximo\\s+mes|mes\\s+seguinte|outro\\s+mes)\\b`, "g"),
    read: (m, now) => {
      const month = now.getUTCMonth() + 1;
      const day = dayOfDigitsOrWords(m[1]!);
      return month === 12 ? isoDate(now.getUTCFullYear() + 1, 1, day) : isoDate(now.getUTCFullYear(), month + 1, day);
    },
    reason: "`dia 3 do mês que vem`, `dia quinze do próximo mês`, `dia 5 do outro mês`: esse dia do mês seguinte ao do relógio, em algarismos ou por extenso",
    words: ["dia"],
  },
  {
    // The month said first and the day after it, a few words apart at most: `mês que vem, dia 2`,
    // `pro mês que vem, vencimento dia 10`, `próximo mês, no dia 3`. Bounded repeats: linear.
    pattern: new RegExp(`\\b(?:mes\\s+que\\s+vem|proximo\\s+mes|mes\\s+seguinte)[,;:]?\\s+(?:(?:no|com|o|e|de|a)\\s+){0,2}(?:(?:vencimento|vence|prazo|pagamento|data)[,:]?\\s+(?:(?:no|em|a|ao|para|pro|pra)\\s+)?)?dia\\s+(\\d{1,2}|${DAY_WORD_NAMES})\\b(?![\\d/]|[.,:]\\d|\\s+(?:de|do)\\s+(?:${MONTH_NAMES}))`, "g"),
    read: (m, now) => {
      const month = now.getUTCMonth() + 1;
      const day = dayOfDigitsOrWords(m[1]!);
      return month === 12 ? isoDate(now.getUTCFullYear() + 1, 1, day) : isoDate(now.getUTCFullYear(), month + 1, day);
    },
    reason: "`mês que vem, dia 2`, `pro próximo mês, no dia 3`, `mês que vem, vencimento dia 10`: o mês dito antes do dia, o dia desse mês",
    words: ["dia"],
  },
  {
    pattern: new RegExp(`\\b(?:no\\s+)?dia\\s+(\\d{1,2}|${DAY_WORD_NAMES})\\s+do\\s+mes\\s+(?:passado|anterior)\\b`, "g"),
    read: (m, now) => {
      const month = now.getUTCMonth() + 1;
      const day = dayOfDigitsOrWords(m[1]!);
      return month === 1 ? isoDate(now.getUTCFullYear() - 1, 12, day) : isoDate(now.getUTCFullYear(), month - 1, day);
    },
    reason: "`dia 5 do mês passado`, `dia cinco do mês anterior`: esse dia do mês anterior ao do relógio, em algarismos ou por extenso",
    words: ["dia"],
  },
  {
    pattern: /\bdia\s+(?:primeiro|um)\b(?!\s+(?:de|do)\s+(?:mes|semana))/g,
    read: (m, now) => (sharesMonthBefore(m) ? undefined : nextDayOfMonth(1, now)),
    reason: "`dia primeiro`, `dia um`: o próximo dia 1",
    words: ["dia"],
  },
  {
    pattern: new RegExp(`\\b(?:a|com\\s+prazo\\s+de|prazo\\s+de|vencimento\\s+a|vencimento\\s+em|vence\\s+a|vence\\s+em|pagamento\\s+a)\\s+(\\d{1,3}|${COUNT_WORDS})\\s+dias\\b(?!\\s+(?:atras|uteis))`, "g"),
    read: (m, now) => addDays(now, count(m[1])),
    reason: "`fatura a 30 dias`, `vencimento a 60 dias`, `prazo de 15 dias`: o prazo de pagamento, contado de hoje",
    words: ["dias"],
  },
  {
    pattern: /\b(?:dia|vencimento\s+a|vencimento\s+em|vence\s+a|vence\s+em|vence\s+no|ate\s+ao)\s+(\d{1,2})(?![\d/]|[.,:]\d)(?!\s*(?:h\b|horas|%))/g,
    read: (m, now) => (sharesMonthBefore(m) ? undefined : nextDayOfMonth(Number(m[1]), now)),
    reason: "`dia 4`, `com vencimento a 10`: o próximo dia 4 (deste mês, ou do seguinte se já passou; não o `dia dois` de `para dia um de abril, não para dia dois`, lido com o mês do de antes mais abaixo)",
    words: ["dia", "vencimento", "vence", "ate"],
  },
  {
    // A stay's, a trip's or a rental's ends name their day by its number alone after `a`, `em` or
    // `no dia`: `saída a 7`, `entrada no dia 4`, `chegada em 12`, a car's `devolução a 6`. A word after the number (`a 3 minutos`, `a
    // 7 de dezembro`, read whole above) makes it no bare day; nor does a time (`saída a 11h`).
    pattern: /\b(?:saida|entrada|chegada|partida|regresso|check-?out|check-?in|devolucao|levantamento)\s+(?:a|em|no\s+dia)\s+(\d{1,2})(?![\d/]|[.,:]\d)(?!\s*(?:h\b|horas|%|[a-z]))/g,
    read: (m, now) => (sharesMonthBefore(m) ? undefined : nextDayOfMonth(Number(m[1]), now)),
    reason: "`saída a 7`, `entrada no dia 4`: o próximo dia 7 dito só pelo número, depois de uma palavra de estadia ou viagem",
    words: ["saida", "entrada", "chegada", "partida", "regresso", "check", "checkout", "checkin", "devolucao", "levantamento"],
  },
  {
    // `no dia novo, 21`, `o dia certo é 12`, `pro dia combinado, 3`: the day named by what it is, then its number.
    pattern: /\bdia\s+(?:novo|certo|marcado|combinado|remarcado|escolhido|acertado)(?:\s*,\s*|\s+(?:e|era|sera|fica)\s+(?:o\s+)?)(\d{1,2})(?![\d/]|[.,:]\d)(?!\s*(?:h\b|horas|%|[a-z€$]))/g,
    read: (m, now) => (sharesMonthBefore(m) ? undefined : nextDayOfMonth(Number(m[1]), now)),
    reason: "`no dia novo, 21`, `o dia certo é 12`: o próximo dia 21, dito pelo número depois de `dia` e do que esse dia é",
    words: ["dia"],
  },
  {
    pattern: /\b(?:(proxima|nesta|esta|na|ate|ate a|pra|para a|para)\s+)?([2-6])\.?[ªa](-feira|\s+feira)?(?![\w])/g,
    read: (m, now) => {
      const cue = m[1];
      // `2ª via`, `3ª parcela` are ordinals: a weekday has `-feira` or a cue word before it.
      if (cue === undefined && m[3] === undefined) return undefined;
      // `na 2ª parcela`: a noun after the ordinal is what it counts.
      const after = m.input.slice(m.index + m[0].length, m.index + m[0].length + 24);
      if (m[3] === undefined && /^\s+[a-z]{2,}/.test(after) && !/^\s+(?:as|de|e|ou|dia|pela|pelas|a tarde|a noite)\b/.test(after)) return undefined;
      const target = Number(m[2]) - 1;
      let ahead = (target - now.getUTCDay() + 7) % 7;
      if (ahead === 0 && cue !== "esta" && cue !== "nesta") ahead = 7;
      return addDays(now, ahead);
    },
    reason: "`na 6ª feira`, `próxima 3ª`, `3.ª feira`: dias da semana escritos como ordinais",
    words: WEEKDAY_ORDINALS,
    yieldsToDate: true,
  },
  {
    pattern: new RegExp(
      `\\b(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?(?=,?\\s+(?:(?:(?:as|a|ao)\\s+)?(?:\\d{1,2}(?:h\\d{2}|h|:\\d{2})|\\d{1,2}\\s+(?:da|de)\\s+(?:manha|tarde|noite)|meio[-\\s]dia|de\\s+manha|de\\s+tarde|de\\s+noite|a\\s+tarde|a\\s+noite|pela\\s+manha|cedo)|(?:nao|alias|digo|quer\\s+dizer|ou\\s+melhor)[,\\s]+(?:(?:na|no|para|pra)\\s+)?(?:${WEEKDAY_NAMES}))\\b)|\\b(${WEEKDAY_NAMES})(?<=\\b(?:reuniao|call|consulta|entrega|visita|marca|marque|agenda|agende|remarca|remarque|adia|adie|passa|passe|nao|alias|digo|dizer|melhor|vence|vencer|vencendo|vencimento|prazo|lembrete|lembra|lembre|lembrar|lembra-me|lembre-me|lembrar-me)[,\\s]+(?:${WEEKDAY_NAMES}))${WEEKDAY_NOT_COUNTING}`,
      "g",
    ),
    read: nextNamedWeekday,
    // The words before the weekday are looked at only once a weekday is matched (a look-behind after
    // it, not before it): a look-behind first would be tried at every character of the text.
    reason: "`sexta às 15h`, `quinta às 15h30`, `terça às 3 da tarde`, `segunda de manhã`, `quinta, não, sexta`, `reunião sexta`, `vence sexta`, `me lembra sexta`, `terça… não, quarta`: um dia da semana com a hora, o que se marca, o prazo ou a correção antes",
    words: WEEKDAY_WORDS,
    yieldsToDate: true,
  },
  {
    // Apart from the pattern above, which is not linear: adding these cues to its look-behind made it worse.
    pattern: new RegExp(`\\b(${WEEKDAY_NAMES})(?<=\\b(?:afinal|afinal[,\\s]+e|sera|seria|(?:dia|data)(?:\\s+(?:certo|certa|correto|correta))?\\s+e|[,;:]\\s*e|(?:reuniao|call|consulta|entrega|visita|tecnica|vencimento|prazo|apresentacao|evento)\\s+era|ligar|ligue|ligo|liga-me|ligue-me|corrijo|corrigindo|retifico|rectifico|retificando|rectificando|pensando\\s+bem|ou\\s+antes|na\\s+verdade|na\\s+real|perdao|desculpa|desculpe|errei|opa|ops|oops|ups|mudei\\s+de\\s+ideias?)[,:\\s]+(?:${WEEKDAY_NAMES}))${WEEKDAY_NOT_COUNTING}`, "g"),
    read: nextNamedWeekday,
    reason: "`afinal é sexta`, `a apresentação será sexta`, `seria quinta`, `o dia certo é quinta`, `enganei-me, é quarta`, `ops, quinta`, `a visita era quarta`, `ligar quinta`, `corrijo: sexta`, `pensando bem, quarta`, `mudei de ideias: quinta`: um dia da semana depois de uma correção, de ser dito do que se marca ou de um telefonema pedido",
    words: WEEKDAY_WORDS,
    yieldsToDate: true,
  },
  {
    // Apart from the patterns above, whose look-behinds are at the linearity analyser's limit.
    pattern: new RegExp(
      `\\b(${WEEKDAY_NAMES})(?:-feira|\\s+feira)?(?=,?\\s+(?:ou\\s+(?:(?:na|no|a|o|em)\\s+)?(?:${WEEKDAY_NAMES})|(?:fica|e|seria|sera|era)\\s+(?:bem\\s+)?melhor|(?:me|nos|lhe|te)\\s+(?:serve|convem|da\\s+jeito))\\b)|\\b(${WEEKDAY_NAMES})(?<=\\b(?:prefiro|preferia|preferimos|prefere|preferem|pode\\s+ser|podia\\s+ser|(?:${WEEKDAY_NAMES})(?:-feira)?\\s+ou|que\\s+vem\\s+ou)[,:\\s]+(?:${WEEKDAY_NAMES}))${WEEKDAY_NOT_COUNTING}`,
      "g",
    ),
    read: nextNamedWeekday,
    reason: "`quarta ou quinta`, `quinta fica melhor`, `sexta é melhor pra mim`, `prefiro sexta`, `pode ser terça`, `terça me serve`: dias da semana oferecidos como alternativas ou escolhidos por preferência",
    words: WEEKDAY_WORDS,
    yieldsToDate: true,
  },
  {
    pattern: new RegExp(`\\b(?:(proxima|proximo|nesta|neste|nessa|nesse|esta|este|essa|esse|na|no|ate|para|pra|de|ate a)\\s+)?(${WEEKDAY_NAMES})(-feira|\\s+feira)?(\\s+que\\s+vem)?\\b`, "g"),
    read: (m, now) => {
      const cue = m[1];
      const word = m[2] ?? "";
      // `segunda` and `sexta` are also ordinals: they are weekdays with `-feira`, a cue word before
      // or `que vem` after (`terça que vem`: the next one, as `na terça que vem`).
      if (cue === undefined && m[3] === undefined && m[4] === undefined && word !== "sabado" && word !== "domingo") return undefined;
      const target = WEEKDAYS[word];
      if (target === undefined) return undefined;
      let ahead = (target - now.getUTCDay() + 7) % 7;
      // `esta sexta`, `essa sexta` (as Brazil says this one): today, where today is that day.
      if (ahead === 0 && !THIS_ONE.has(cue ?? "")) ahead = 7;
      return addDays(now, ahead);
    },
    reason: "dias da semana: o primeiro depois de hoje (`esta sexta`, `essa sexta` pode ser hoje; `terça que vem` é a próxima)",
    words: WEEKDAY_WORDS,
    yieldsToDate: true,
  },
  ...WEEKDAYS_SAID_BARE,
  {
    pattern: new RegExp(`\\b(?:(?:na\\s+)?(vespera)|(?:no\\s+)?dia\\s+(seguinte|anterior)|(um|uma|\\d{1,2}|${COUNT_WORDS})\\s+(dias?|semanas?)\\s+(antes|depois|mais\\s+tarde))\\b`, "g"),
    anchored: true,
    read: (m, _now, anchor) => {
      if (anchor === undefined) return undefined;
      if (m[1] !== undefined) return daysFrom(anchor, -1);
      if (m[2] !== undefined) return daysFrom(anchor, m[2] === "anterior" ? -1 : 1);
      const n = count(m[3]);
      return daysFrom(anchor, (m[5] === "antes" ? -1 : 1) * n * (DAY_UNITS[m[4] ?? ""] ?? 1));
    },
    reason: "uma data contada de outra que o turno diz: `a reunião é a 20/03, lembrete na véspera`, `dois dias antes de 10 de março`, `a entrega é dia 12, uma semana depois`",
    words: ["vespera", "seguinte", "anterior", "antes", "depois", "tarde"],
  },
  {
    pattern: new RegExp(`\\b(ate|a|para|pra)\\s+(?:o\\s+)?(?:dia\\s+)?(\\d{1,2}|${DAY_WORD_NAMES})\\b(?![\\d/]|[.,:]\\d|\\s*(?:h\\b|%|€|\\$)|\\s+(?:de\\s+|do\\s+)?(?:${MONTH_NAMES}|${UNIT_NAMES}|${ELIDED_DAY_NOT_BEFORE})\\b)`, "g"),
    anchored: true,
    read: (m, _now, anchor) => {
      if (anchor === undefined || !saidBeforeWithMonth(m.input, m.index, m[1] ?? "")) return undefined;
      return isoDate(Number(anchor.slice(0, 4)), Number(anchor.slice(5, 7)), dayOfDigitsOrWords((m[2] ?? "").replace(/\\s+/g, " ")));
    },
    reason: "um dia sem mês dito como o de antes, com a mesma palavra (`até vinte de março, e a do C-62 até trinta e um`, `vence a 10 de abril e a outra a 25`): o mês e o ano são os da data de antes",
  },
];

/** The words before a weekday that say this week's: `esta sexta`, `nessa terça`. */
const THIS_ONE = new Set(["esta", "este", "nesta", "neste", "essa", "esse", "nessa", "nesse"]);

/**
 * Finds the dates in the folded text that no span read before them takes, and adds them to the
 * set. `words`, where given, are the turn's tokens (tokens.ts) of the whole text: the patterns are
 * gated by their folds rather than by another walk of the text.
 */
export function scanDates(text: string, folded: string, now: Date, spans: SpanSet, words?: readonly FoldedWord[]): DatesFound {
  return scanDatePatterns(DATE_PATTERNS, text, folded, now, spans, words);
}
