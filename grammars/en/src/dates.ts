// Finds the dates in an English text and writes each as YYYY-MM-DD. Relative dates count from
// the session clock in UTC calendar days; a date without a year takes the clock's year;
// 03/04/2026 is month/day as in the US, unless the first number cannot be a month.
import { addDays, daysFrom, nextDayOfMonth, fullYear, isoDate, scanDatePatterns, type DatePattern, type DatesFound, type SpanSet, wordTable } from "@toolgate/grammar-kit";
import { DAY_UNITS, MONTHS, NUMBER_WORDS, ORDINAL_DAYS, RELATIVE_DAYS, WEEKDAYS } from "./lexicon.js";

const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join("|");
const WEEKDAY_NAMES = Object.keys(WEEKDAYS).sort((a, b) => b.length - a.length).join("|");
const RELATIVE_NAMES = Object.keys(RELATIVE_DAYS).sort((a, b) => b.length - a.length).join("|");
const COUNT_WORDS = Object.keys(NUMBER_WORDS).join("|");
const HOUR_MS = 3_600_000;
// `twenty-second`, `twenty second`, `twentysecond`: one entry reads every spacing.
const ORDINAL_NAMES = Object.keys(ORDINAL_DAYS).sort((a, b) => b.length - a.length).map((w) => w.replace("-", "[-\\s]?")).join("|");
const WORDLIKE_WEEKDAYS = new Set(["sat", "sun", "wed", "mon", "thu", "tue"]);
// The words one of which each pattern's match holds whole (`words`), or its characters (`marks`):
// a text with none is not searched.
const WEEKDAY_WORDS = Object.keys(WEEKDAYS);
const MONTH_WORDS = Object.keys(MONTHS);
const RELATIVE_WORDS = [...new Set(Object.keys(RELATIVE_DAYS).map((name) => name.split(" ")[0]!))];
const DIGITS = "0123456789";
const FULL_WEEKDAYS = /^(sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/i;

export const DATE_PATTERNS: readonly DatePattern[] = [
  {
    words: WEEKDAY_WORDS,
    pattern: new RegExp(`\\b(${WEEKDAY_NAMES})\\.?,?\\s+(?:the\\s+)?(\\d{1,2})[/.](\\d{1,2})(?![\\d/.]\\d|[\\d/])`, "gi"),
    read: (m, now) => weekdayChecked(now, WEEKDAYS[(m[1] ?? "").toLowerCase()], Number(m[2]), Number(m[3])),
    reason: "a weekday before a day and month without a year: the reading that falls on that weekday (`Thu 5/3` is 5 March 2026, a Thursday)",
  },
  {
    words: WEEKDAY_WORDS,
    pattern: new RegExp(`(?<!\\b(?:last|past)\\s+)\\b(${WEEKDAY_NAMES})\\.?,?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?(?:${MONTH_NAMES})\\b)`, "gi"),
    read: (m, now) => weekdayOfMonthDay(now, WEEKDAYS[(m[1] ?? "").toLowerCase()], Number(m[2])),
    reason: "a weekday before a day of the month said with its suffix, no month: the next such day, within this month and the next two, that falls on that weekday (`Monday 14th` is 14 December 2026, a Monday); where none does, the weekday alone is read",
  },
  {
    // The same day written bare (`check out Monday 7)`, `Tue 1 at 11:00`): read as the date only
    // where the number closes the phrase (a bracket, a comma, a sentence's end, `at`, `and`, `or`,
    // `too`, `to` and another weekday, or a time of day after it), so `Monday 7pm`, `Sat 20-22` and `Friday 4 guests` keep
    // their weekday alone. Read as the next weekday, "Monday 7" is another day than the 7th the
    // writer named.
    words: WEEKDAY_WORDS,
    pattern: new RegExp(`(?<!\\b(?:last|past)\\s{1,3})\\b(${WEEKDAY_NAMES})\\.?,?\\s{1,3}(?:the\\s{1,3})?(\\d{1,2})(?=[),;!?]|\\.(?:\\D|$)|$|\\s(?:at|and|or|too)\\b|\\s(?:to|until|till)\\s(?:${WEEKDAY_NAMES})\\b|\\s\\d{1,2}[:h.]\\d{2}\\b)`, "gi"),
    read: (m, now) => weekdayOfMonthDay(now, WEEKDAYS[(m[1] ?? "").toLowerCase()], Number(m[2])),
    reason: "a weekday before a bare day of the month that closes the phrase, no month: the next such day, within this month and the next two, that falls on that weekday (`check out Monday 7)` is 7 December 2026, a Monday); where none does, the weekday alone is read",
  },
  {
    words: [...WEEKDAY_WORDS, "week", "weeks"],
    pattern: new RegExp(`\\b(?:(${WEEKDAY_NAMES})\\s+(?:week|after\\s+next)|(?:a|one|([1-4])|(two|three|four))\\s+weeks?\\s+(?:on\\s+)?(${WEEKDAY_NAMES}|today|tomorrow|tmrw))\\b`, "gi"),
    read: (m, now) => {
      const word = (m[1] ?? m[4] ?? "").toLowerCase();
      const weeks = m[2] !== undefined ? Number(m[2]) : m[3] !== undefined ? NUMBER_WORDS[m[3].toLowerCase()] ?? 1 : 1;
      if (word === "today") return addDays(now, 7 * weeks);
      if (word === "tomorrow" || word === "tmrw") return addDays(now, 1 + 7 * weeks);
      const target = WEEKDAYS[word];
      if (target === undefined) return undefined;
      const ahead = (target - now.getUTCDay() + 7) % 7 || 7;
      return addDays(now, ahead + 7 * weeks);
    },
    reason: "weeks after a day: `Thursday week`, `Thursday after next`, `a week on Thursday` (the coming Thursday's next), `a week today`, `2 weeks today`, `a week tomorrow`",
  },
  {
    words: ["day"],
    pattern: new RegExp(`\\b(?:the\\s+)?last\\s+day\\s+of\\s+(?:(?:the\\s+)?(this\\s+|next\\s+)?month\\b|(${MONTH_NAMES})\\b)`, "gi"),
    read: (m, now) => (m[2] !== undefined ? lastOfNamedMonth(now, MONTHS[m[2].toLowerCase()] ?? 0) : monthDay(now, /next/i.test(m[1] ?? "") ? 1 : 0, 0)),
    reason: "the last day of a month: `the last day of the month`, `last day of next month`, `the last day of April`",
  },
  {
    words: WEEKDAY_WORDS,
    pattern: new RegExp(`\\b(?:the\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\\s+(${WEEKDAY_NAMES})\\s+(?:of|in)\\s+(?:(?:the\\s+)?(this\\s+|next\\s+)?month\\b|(${MONTH_NAMES})\\b)`, "gi"),
    read: (m, now) => nthWeekday(now, (m[1] ?? "").toLowerCase(), WEEKDAYS[(m[2] ?? "").toLowerCase()], m[4] !== undefined ? MONTHS[m[4].toLowerCase()] : undefined, /next/i.test(m[3] ?? "") ? 1 : 0),
    reason: "a weekday counted in a month: `the first Monday of April`, `the second Tuesday of next month`, `the last Friday of the month`",
  },
  {
    marks: DIGITS,
    pattern: /\bnet[\s-]?(7|10|14|15|21|30|45|60|90)\b(?:\s+days?\b)?(?!\s*(?:%|[$€£]|dollars?|bucks|euros?|pounds?|usd|eur|gbp)|[.,]\d)/gi,
    read: (m, now) => addDays(now, Number(m[1])),
    reason: "an invoice's payment terms: `net 30` is due thirty days from today",
  },
  {
    marks: DIGITS,
    pattern: /(?<![\d/.-])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d])/g,
    read: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
    reason: "ISO 8601 and its slash and dot spellings: 2026-03-04",
  },
  {
    marks: DIGITS,
    pattern: /(?<![\d/.-])(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})(?![\d/-])/g,
    read: (m, now) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const y = fullYear(m[3], now);
      return a > 12 ? isoDate(y, b, a) : isoDate(y, a, b);
    },
    reason: "US order month/day/year: 03/04/2026 is March 4; 25/12/2026 can only be day/month",
  },
  {
    marks: DIGITS,
    pattern: /(?<![\d/.-])(\d{1,2})\.(\d{1,2})\.(\d{4})(?![\d.])/g,
    read: (m) => isoDate(Number(m[3]), Number(m[2]), Number(m[1])),
    reason: "dotted dates are written day.month.year",
  },
  {
    marks: DIGITS,
    pattern: /\b(?:on|by|until|till|due|before|after|from|for|dated?|(?:check|drop|pick)[\s-]?(?:in|out|off|up)|arrival|departure|return)\s+(?:the\s+)?(\d{1,2})\/(\d{1,2})(?![\d/])/gi,
    read: (m, now) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const y = now.getUTCFullYear();
      return a > 12 ? isoDate(y, b, a) : isoDate(y, a, b);
    },
    reason: "month/day without a year, only after a word that introduces a date (`by 3/4`), a booking's own date words among them (`drop-off 12/12`, `check-in 4/17`, `return 25/12`): a bare 3/4 is a fraction",
  },
  {
    words: MONTH_WORDS,
    pattern: new RegExp(`\\b(${MONTH_NAMES})\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:])(?:,?\\s+(\\d{4}))?\\b`, "gi"),
    read: (m, now) => isoDate(fullYear(m[3], now), MONTHS[(m[1] ?? "").toLowerCase()] ?? 0, Number(m[2])),
    reason: "month then day: March 4, Mar 4th, March 4, 2026",
  },
  {
    words: MONTH_WORDS,
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+|-)(?:of\\s+)?(${MONTH_NAMES})\\b\\.?(?:(?:,?\\s+|-)(\\d{4}|'?\\d{2}(?![\\d:.,]|\\s*(?:%|[a-z]))))?`, "gi"),
    read: (m, now) => isoDate(fullYear(m[3]?.replace("'", ""), now), MONTHS[(m[2] ?? "").toLowerCase()] ?? 0, Number(m[1])),
    reason: "day then month: 4 March 2026, the 4th of March, 15-Mar, 15-Mar-2026, 5 Mar 26 (a two-digit year only where no unit or word follows)",
  },
  {
    words: MONTH_WORDS,
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s*(?:-|–|—|to\\b|through\\b|thru\\b|until\\b|till\\b)\\s*(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?(?:\\s+|-)(?:of\\s+)?(${MONTH_NAMES})\\b(?:\\.?,?\\s+(\\d{4})(?!\\d))?|\\b(${MONTH_NAMES})\\.?\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s*(?:-|–|—|to\\b|through\\b|thru\\b|until\\b|till\\b)\\s*(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?![\\d/:]|[.,]\\d)`,
      "dgi",
    ),
    group: [1, 5],
    // The year written after the month is the range's, both ends' ("14 to 16 May 2027"): the other
    // end is read with it as day, month and year, and this one must not fall back to this year.
    read: (m, now) => isoDate(m[3] !== undefined ? Number(m[3]) : now.getUTCFullYear(), MONTHS[(m[2] ?? m[4] ?? "").toLowerCase()] ?? 0, Number(m[1] ?? m[5])),
    reason: "the end of a range its month is not written beside: the 3rd of `3rd-5th April`, `6–8 May`, in the year written after the month (`14 to 16 May 2027`); the 18th of `March 16-18`, `April 3 to 5th` (the other end is read as day and month)",
  },
  {
    words: MONTH_WORDS,
    pattern: new RegExp(`\\b(${MONTH_NAMES})\\.?\\s+(?:the\\s+)?(${ORDINAL_NAMES})\\b`, "gi"),
    read: (m, now) => isoDate(now.getUTCFullYear(), MONTHS[(m[1] ?? "").toLowerCase()] ?? 0, ordinalDay(m[2])),
    reason: "month then a day said as a word: March third, April the twenty-first",
  },
  {
    words: MONTH_WORDS,
    pattern: new RegExp(`\\b(?:the\\s+)?(${ORDINAL_NAMES})\\s+of\\s+(${MONTH_NAMES})\\b`, "gi"),
    read: (m, now) => isoDate(now.getUTCFullYear(), MONTHS[(m[2] ?? "").toLowerCase()] ?? 0, ordinalDay(m[1])),
    reason: "a day said as a word, then the month: the third of April",
  },
  {
    words: ["month"],
    pattern: new RegExp(`\\b(?:the\\s+)?(${ORDINAL_NAMES})\\s+(?:of\\s+)?(this|next)\\s+month\\b`, "gi"),
    read: (m, now) => monthDay(now, (m[2] ?? "").toLowerCase() === "next" ? 1 : 0, ordinalDay(m[1])),
    reason: "a day said as a word of this or next month: the first of next month",
  },
  {
    words: ["the"],
    pattern: new RegExp(`\\b(?:on|by|due|until|till|before|after|for|from)\\s+the\\s+(${ORDINAL_NAMES})\\b(?=\\s*(?:$|[,.;:!?)—–-]|(?:to|and|at|for|with|so|then|in|or|please|pls|as|if|when|instead|not|but)\\b))`, "gi"),
    read: (m, now) => nextDayOfMonth(ordinalDay(m[1]), now),
    reason: "a day of the month said as a word after a word that introduces a date (`due the twenty-second`), where no noun follows (`the first order` is not a date)",
  },
  {
    marks: DIGITS,
    pattern: /(?<![\d/.,-])(\d{1,2})\/(\d{1,2})(?![\d/.,]\d|[\d/])(?=\s*(?:$|[,.;:!?)—–-]|(?:to|and|at|for|with|so|then|in|or|please|pls|as|if|when|instead|not|but)\b))/g,
    read: (m, now) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const y = now.getUTCFullYear();
      // Only a pair that cannot be a fraction of small numbers: one side a day past 12, the other a month.
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) return isoDate(y, b, a);
      if (b > 12 && b <= 31 && a >= 1 && a <= 12) return isoDate(y, a, b);
      return undefined;
    },
    reason: "month/day or day/month without a year where one side can only be a day, and no noun follows: 3/22 and 22/3 are March 22 (3/4 stays a fraction, `13/20 points` a score)",
  },
  {
    words: ["end", "eow"],
    pattern: /\b(?:(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?(this\s+|next\s+)?(?:work\s*)?week|(?:by\s+)?eow)\b/gi,
    read: (m, now) => addDays(now, ((5 - now.getUTCDay() + 7) % 7) + (/next/i.test(m[1] ?? "") ? 7 : 0)),
    reason: "the end of the (next) week: its Friday (`end of the week`, `by EOW`, `end of next week`)",
  },
  {
    words: WEEKDAY_WORDS,
    pattern: new RegExp(`\\b(?:a|one|(\\d{1,2})|(${COUNT_WORDS}))\\s+(days?|weeks?)\\s+(?:from|after)\\s+(?:this\\s+|next\\s+)?(${WEEKDAY_NAMES})\\b`, "gi"),
    read: (m, now) => {
      const target = WEEKDAYS[(m[4] ?? "").toLowerCase()];
      if (target === undefined) return undefined;
      const count = m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? NUMBER_WORDS[m[2].toLowerCase()] ?? 0 : 1;
      const ahead = ((target - now.getUTCDay() + 7) % 7) || 7;
      return addDays(now, ahead + count * (DAY_UNITS[(m[3] ?? "").toLowerCase()] ?? 1));
    },
    reason: "a count of days or weeks from a weekday: `a week from Thursday` is the Thursday after the coming one",
  },
  {
    marks: DIGITS,
    pattern: /\b(?:on|by|due|until|till|before|for)\s+the\s+(\d{1,2})(?![\d%:.,]|\s*(?:st|nd|rd|th)\b)(?=\s*(?:$|[,;!?)—–-]|\.(?!\d)|(?:to|and|at|for|with|so|then|in|or|please|pls|as|if|when|instead|not|but)\b))/gi,
    read: (m, now) => nextDayOfMonth(Number(m[1]), now),
    reason: "a day of the month without its suffix after a word that introduces a date (`on the 5`), where no noun follows (`on the 5 orders` is no date)",
  },
  {
    marks: DIGITS,
    pattern: /\b(?:on|by|due|until|till|before|from|dated?)\s+(\d{1,2})\.(\d{1,2})\.(?!\d)/gi,
    read: (m, now) => isoDate(now.getUTCFullYear(), Number(m[2]), Number(m[1])),
    reason: "day.month. without a year, as much of Europe writes it, after a word that introduces a date: `on 5.3.`",
  },
  {
    words: WEEKDAY_WORDS,
    pattern: new RegExp(`\\b(?:next\\s+week(?:'s)?\\s+(?:on\\s+)?(${WEEKDAY_NAMES})|(${WEEKDAY_NAMES})\\s+(?:of\\s+)?next\\s+week)\\b`, "gi"),
    read: (m, now) => {
      const target = WEEKDAYS[(m[1] ?? m[2] ?? "").toLowerCase()];
      if (target === undefined) return undefined;
      const nextMonday = ((8 - now.getUTCDay()) % 7) || 7;
      return addDays(now, nextMonday + ((target + 6) % 7));
    },
    reason: "a weekday of next week, the week starting next Monday: `Tuesday next week`, `next week Thursday`",
  },
  {
    words: ["month"],
    pattern: /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(this|next)\s+month\b/gi,
    read: (m, now) => monthDay(now, (m[2] ?? "").toLowerCase() === "next" ? 1 : 0, Number(m[1])),
    reason: "a day of this or next month: `the 3rd of next month`, `the 20th this month`",
  },
  {
    words: [...MONTH_WORDS, "month", "eom"],
    pattern: new RegExp(`\\b(?:(?:the\\s+)?(start|beginning|end|middle)\\s+of|(mid))[-\\s]+(?:(?:the\\s+)?(this\\s+|next\\s+)?month\\b|(${MONTH_NAMES})\\b)|\\b(this\\s+|next\\s+)?month[-\\s]end\\b|\\beom\\b`, "gi"),
    read: (m, now) => {
      const part = (m[1] ?? m[2] ?? "end").toLowerCase();
      const day = part === "end" ? 0 : part === "middle" || part === "mid" ? 15 : 1;
      if (m[4] !== undefined) {
        const month = MONTHS[m[4].toLowerCase()] ?? 0;
        return day === 0 ? lastOfNamedMonth(now, month) : dayOfNamedMonth(now, month, day);
      }
      const next = /next/i.test(m[3] ?? m[5] ?? "");
      // `the start of the month` names no day to come; `mid-month` is the next 15th.
      if (day === 1) return next ? monthDay(now, 1, 1) : undefined;
      if (day === 15 && m[3] === undefined) return nextDayOfMonth(15, now);
      return monthDay(now, next ? 1 : 0, day);
    },
    reason: "a part of a month: the start is its first day, the middle its 15th, the end its last (`the beginning of next month`, `the start of April`, `mid-March`, `the middle of April`, `mid-month`, `end of the month`, `the end of April`, `month-end`, `EOM`)",
  },
  {
    words: ["from"],
    pattern: new RegExp(`\\b(\\d{1,3}|${COUNT_WORDS})\\s+(days?|weeks?|wks?|fortnights?)\\s+from\\s+(now|today|tomorrow|tmrw)\\b`, "gi"),
    read: (m, now) => {
      const raw = (m[1] ?? "").toLowerCase();
      const count = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw] ?? 0;
      const unit = (m[2] ?? "").toLowerCase().replace(/s$/, "");
      const from = /^(tomorrow|tmrw)$/i.test(m[3] ?? "") ? 1 : 0;
      return addDays(now, from + count * (DAY_UNITS[unit] ?? 1));
    },
    reason: "a count of days or weeks from now, today or tomorrow: `a week from today`, `3 days from tomorrow`",
  },
  {
    marks: DIGITS,
    pattern: /\b(?:the|due|by|on|until|till|before|from)\s+(\d{1,2})(?:st|nd|rd|th)\b/gi,
    read: (m, now) => nextDayOfMonth(Number(m[1]), now),
    reason: "a day of the month alone: `the 21st`, `on the 5th`, `due 22nd` is the next such day",
  },
  {
    marks: DIGITS,
    pattern: /\bdate\s(\d{1,2})(?:st|nd|rd|th)\b/gi,
    read: (m, now) => nextDayOfMonth(Number(m[1]), now),
    reason: "a day of the month after the word `date` that labels it (`due date 15th`, `delivery date 3rd`) is the next such day",
  },
  {
    words: ["day"],
    pattern: /\b(?:the\s+)?day\s+after\s+(?:tomorrow|tomorow|tommorow|tommorrow|tmrw)\b/gi,
    read: (_m, now) => addDays(now, 2),
    reason: "two days from now",
  },
  {
    words: ["day"],
    pattern: /\b(?:the\s+)?day\s+before\s+yesterday\b/gi,
    read: (_m, now) => addDays(now, -2),
    reason: "two days ago",
  },
  {
    words: RELATIVE_WORDS,
    pattern: new RegExp(`(?<![\\w-])(${RELATIVE_NAMES})(?![\\w-])`, "gi"),
    read: (m, now) => addDays(now, RELATIVE_DAYS[(m[1] ?? "").toLowerCase()]?.days ?? 0),
    reason: "today, tomorrow, yesterday and their short forms",
  },
  {
    words: ["in", "within"],
    pattern: new RegExp(`(?<![\\w-])(?:in|within)\\s+(?:a\\s+couple\\s+of\\s+|(\\d{1,3})\\s*|(${COUNT_WORDS})\\s+)(days?|weeks?|wks?|fortnight|hours?|hrs?|h)\\b`, "gi"),
    read: (m, now) => {
      const count = m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? NUMBER_WORDS[m[2].toLowerCase()] ?? 0 : 2;
      const unit = (m[3] ?? "").toLowerCase();
      // Hours land on the day the clock reaches: at 10:00, `in 48 hours` is two days on, `in 20 hours` the next.
      // `in` after a hyphen ends a word (`check-in a week from the 10th`): no count follows it.
      if (unit.startsWith("h")) return addDays(new Date(now.getTime() + count * HOUR_MS), 0);
      return addDays(now, count * (DAY_UNITS[unit] ?? 1));
    },
    reason: "in 3 days, in two weeks, in a week, within 14 days (a due day said as a limit), in 48 hours or 24h (the day the clock reaches)",
  },
  {
    words: ["from"],
    pattern: new RegExp(`\\b(\\d{1,3}|${COUNT_WORDS})\\s+(days?|weeks?)\\s+from\\s+(?:now|today)\\b`, "gi"),
    read: (m, now) => {
      const raw = (m[1] ?? "").toLowerCase();
      const count = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw] ?? 0;
      return addDays(now, count * (DAY_UNITS[(m[2] ?? "").toLowerCase()] ?? 1));
    },
    reason: "3 days from now",
  },
  {
    words: ["in"],
    pattern: new RegExp(`\\bin\\s+(?:a|one|(\\d{1,2})|(${COUNT_WORDS}))\\s+months?\\b`, "gi"),
    read: (m, now) => {
      const count = m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? NUMBER_WORDS[m[2].toLowerCase()] ?? 0 : 1;
      return monthsAhead(now, count);
    },
    reason: "in a month, in 3 months: the same day that many months on (the month's last day where it is shorter)",
  },
  {
    words: ["in"],
    pattern: new RegExp(`\\bin\\s+(\\d{1,2}|${COUNT_WORDS})\\s+(?:business|working|work)\\s+days?\\b`, "gi"),
    read: (m, now) => {
      const raw = (m[1] ?? "").toLowerCase();
      const count = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw] ?? 0;
      return workingDaysAhead(now, count);
    },
    reason: "in 10 business days: counting Monday to Friday only",
  },
  {
    words: ["next"],
    pattern: /\bnext\s+(week|wk)\b/gi,
    read: (_m, now) => addDays(now, 7),
    reason: "next week: seven days from now",
  },
  {
    words: ["last", "past"],
    pattern: new RegExp(`\\b(?:(?:last|this\\s+past)\\s+(${WEEKDAY_NAMES})|last\\s+week(?:'s)?\\s+(?:on\\s+)?(${WEEKDAY_NAMES})|(${WEEKDAY_NAMES})\\s+(?:of\\s+)?last\\s+week)\\b`, "gi"),
    read: (m, now) => {
      const target = WEEKDAYS[(m[1] ?? m[2] ?? m[3] ?? "").toLowerCase()];
      if (target === undefined) return undefined;
      const today = now.getUTCDay();
      // `last Tuesday`, `this past Friday`: the latest such day before today.
      if (m[1] !== undefined) return addDays(now, -(((today - target + 7) % 7) || 7));
      // `Tuesday last week`: that day of the week before this one (weeks start on Monday).
      const thisMonday = (today + 6) % 7;
      return addDays(now, -thisMonday - 7 + ((target + 6) % 7));
    },
    reason: "a weekday gone by: `last Tuesday`, `this past Friday` (the latest such day before today), `Tuesday last week`, `last week on Thursday` (that day of the week before this one)",
  },
  {
    words: WEEKDAY_WORDS,
    pattern: new RegExp(`\\b(?:(next|this|coming|on|by|until|till|before|due)\\s+(?:the\\s+)?(?:coming\\s+)?)?(${WEEKDAY_NAMES})\\b`, "gi"),
    read: (m, now) => {
      const word = (m[2] ?? "").toLowerCase();
      // A short form that is also a word (`sat`, `sun`, `wed`, `mon`) counts only after a word
      // that introduces a day; `thurs`, `tues`, `fri` are no other word.
      if (m[1] === undefined && !FULL_WEEKDAYS.test(word) && WORDLIKE_WEEKDAYS.has(word)) return undefined;
      const target = WEEKDAYS[word];
      if (target === undefined) return undefined;
      const today = now.getUTCDay();
      let ahead = (target - today + 7) % 7;
      // `this friday` on a Friday is today; `friday` and `next friday` are the coming one.
      if (ahead === 0 && (m[1] ?? "").toLowerCase() !== "this") ahead = 7;
      return addDays(now, ahead);
    },
    reason: "weekdays: the first such day after today (`this friday` may be today)",
    yieldsToDate: true,
  },
  {
    words: ["day", "days", "week", "weeks"],
    pattern: new RegExp(`\\b(?:the\\s+(day|week)\\s+(before|after|prior)|the\\s+(?:following|next)\\s+(day)|(a|\\d{1,2}|${COUNT_WORDS})\\s+(days?|weeks?)\\s+(before|after|from|earlier|later|prior))\\b`, "gi"),
    anchored: true,
    read: (m, _now, anchor) => {
      if (anchor === undefined) return undefined;
      if (m[3] !== undefined) return daysFrom(anchor, 1);
      const raw = (m[4] ?? "1").toLowerCase();
      const count = /^\d+$/.test(raw) ? Number(raw) : raw === "a" ? 1 : NUMBER_WORDS[raw] ?? 0;
      if (count < 1) return undefined;
      const unit = DAY_UNITS[(m[1] ?? m[5] ?? "").toLowerCase()] ?? 1;
      const back = /^(?:before|earlier|prior)$/i.test(m[2] ?? m[6] ?? "");
      return daysFrom(anchor, (back ? -1 : 1) * count * unit);
    },
    reason: "a date counted from one the turn names: `the launch is on 3/20, remind me the day before`, `two days before March 10`, `a week from the 10th`, `we ship on the 12th, a week after that`",
  },
];

const ORDINAL_BY_LETTERS = new Map(Object.entries(ORDINAL_DAYS).map(([word, day]) => [word.replace("-", ""), day]));

/** The day a word like `twenty-second`, `twenty second` or `twentysecond` says; -1, never a day, for any other word. */
function ordinalDay(word: string | undefined): number {
  return ORDINAL_BY_LETTERS.get((word ?? "").toLowerCase().replace(/[-\s]+/g, "")) ?? -1;
}

/** The same day `count` months on, or the last day of that month where it is shorter (31 January + 1 month is 28 February). */
function monthsAhead(now: Date, count: number): string | undefined {
  if (count < 1 || count > 24) return undefined;
  const y = now.getUTCFullYear();
  const month = now.getUTCMonth() + count;
  const last = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(y, month, Math.min(now.getUTCDate(), last)));
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The day `count` working days (Monday to Friday) after now. */
function workingDaysAhead(now: Date, count: number): string | undefined {
  if (count < 1 || count > 60) return undefined;
  let days = 0;
  for (let left = count; left > 0; ) {
    days++;
    const weekday = (now.getUTCDay() + days) % 7;
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return addDays(now, days);
}

/** Day `day` of the month `ahead` months after now's; day 0 is the month's last day. */
function monthDay(now: Date, ahead: number, day: number): string | undefined {
  const y = now.getUTCFullYear();
  const month = now.getUTCMonth() + ahead;
  if (day === 0) {
    const last = new Date(Date.UTC(y, month + 1, 0));
    return isoDate(last.getUTCFullYear(), last.getUTCMonth() + 1, last.getUTCDate());
  }
  const first = new Date(Date.UTC(y, month, 1));
  return isoDate(first.getUTCFullYear(), first.getUTCMonth() + 1, day);
}

/**
 * The day `a/b` of this year that falls on `weekday`, read as month/day or day/month; undefined
 * when neither reading does.
 */
function weekdayChecked(now: Date, weekday: number | undefined, a: number, b: number): string | undefined {
  if (weekday === undefined) return undefined;
  const y = now.getUTCFullYear();
  for (const [month, day] of [[a, b], [b, a]] as const) {
    const iso = isoDate(y, month, day);
    if (iso !== undefined && new Date(`${iso}T00:00:00Z`).getUTCDay() === weekday) return iso;
  }
  return undefined;
}

/** How far ahead a weekday and a day of the month are looked for: a writer names a near day so. */
const MONTHS_AHEAD_OF_A_WEEKDAY_DAY = 2;

/**
 * The first day `day` of a month, from today on and within this month and the next two, that
 * falls on `weekday`: a weekday and a day of the month name one date ("Monday 14th"); undefined
 * when none does.
 */
function weekdayOfMonthDay(now: Date, weekday: number | undefined, day: number): string | undefined {
  if (weekday === undefined || day < 1 || day > 31) return undefined;
  for (let ahead = 0; ahead <= MONTHS_AHEAD_OF_A_WEEKDAY_DAY; ahead++) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, day));
    if (at.getUTCDate() !== day) continue;
    if (ahead === 0 && day < now.getUTCDate()) continue;
    if (at.getUTCDay() === weekday) return isoDate(at.getUTCFullYear(), at.getUTCMonth() + 1, day);
  }
  return undefined;
}

/** Day `day` of month `month` (1–12): this year's, or next year's once this year's month has passed. */
function dayOfNamedMonth(now: Date, month: number, day: number): string | undefined {
  if (month < 1 || month > 12) return undefined;
  return isoDate(now.getUTCFullYear() + (month < now.getUTCMonth() + 1 ? 1 : 0), month, day);
}

/** The last day of month `month` (1–12): this year's, or next year's once this year's has passed. */
function lastOfNamedMonth(now: Date, month: number): string | undefined {
  if (month < 1 || month > 12) return undefined;
  let y = now.getUTCFullYear();
  if (month < now.getUTCMonth() + 1) y++;
  const last = new Date(Date.UTC(y, month, 0));
  return isoDate(y, month, last.getUTCDate());
}

const COUNTED: Record<string, number> = wordTable({ first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, last: -1 });

/**
 * The n-th (or the last) weekday of a month: a named month this year, or next year's once it has
 * passed; or this or next month.
 */
function nthWeekday(now: Date, counted: string, weekday: number | undefined, month: number | undefined, ahead: number): string | undefined {
  const n = COUNTED[counted];
  if (n === undefined || weekday === undefined) return undefined;
  let y = now.getUTCFullYear();
  let m0: number;
  if (month !== undefined) {
    if (month < 1 || month > 12) return undefined;
    m0 = month - 1;
    if (m0 < now.getUTCMonth()) y++;
  } else {
    m0 = now.getUTCMonth() + ahead;
  }
  let day: Date;
  if (n > 0) {
    const first = new Date(Date.UTC(y, m0, 1));
    day = new Date(Date.UTC(y, m0, 1 + ((weekday - first.getUTCDay() + 7) % 7) + 7 * (n - 1)));
  } else {
    const last = new Date(Date.UTC(y, m0 + 1, 0));
    day = new Date(Date.UTC(y, m0 + 1, 0 - ((last.getUTCDay() - weekday + 7) % 7)));
  }
  if (day.getUTCMonth() !== ((m0 % 12) + 12) % 12) return undefined;
  return isoDate(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}

/** Finds the dates in a text that no span read before them takes, and adds them to the set. */
export function scanDates(text: string, now: Date, spans: SpanSet): DatesFound {
  return scanDatePatterns(DATE_PATTERNS, text, text, now, spans);
}
