import { expect } from "chai";
import { SpanSet } from "@toolgate/grammar-kit";
import { DATE_PATTERNS, scanDates } from "./dates.js";
import { devTurns } from "./dev-turns.test.helper.js";

/** Monday 2 March 2026, 10:00 UTC: the clock every relative date below counts from. */
const now = new Date("2026-03-02T10:00:00Z");

/** The dates read in `text`, in text order, an anchor (a date another is counted from) marked `told:`. */
function dates(text: string): string[] {
  const spans = new SpanSet(text.length);
  const { dates: found, anchors } = scanDates(text, now, spans);
  return [...found].sort((a, b) => a.start - b.start).map((s) => `${anchors.has(s) ? "told:" : ""}${s.value}`);
}

const CASES: ReadonlyArray<[string, string[]]> = [
  // A weekday gone by: the latest such day before today, or that day of last week.
  ["the invoice we sent last Tuesday", ["2026-02-24"]],
  ["it came this past Friday", ["2026-02-27"]],
  ["last Monday", ["2026-02-23"]],
  ["we met Tuesday last week", ["2026-02-24"]],
  ["last week on Thursday", ["2026-02-26"]],
  ["the last Friday of the month", ["2026-03-27"]],
  ["next Tuesday", ["2026-03-03"]],
  // A weekday and a day of the month, no month: the next such day on that weekday.
  ["book until Monday 16th - late checkout isn't offered", ["2026-03-16"]],
  ["the prize-giving is on Thursday the 2nd", ["2026-04-02"]],
  ["Friday 13th at 7pm", ["2026-03-13"]],
  ["Friday 14th December", ["2026-12-14"]],
  ["Monday 10th", ["2026-03-09"]],
  // The day written bare where it closes the phrase; a count or an hour after it keeps the weekday alone.
  ["rate applies to 2-night stays only (check out Monday 16).", ["2026-03-16"]],
  ["the slot is Tue 10 at 11:00", ["2026-03-10"]],
  ["from Friday 13 to Sunday 15 March", ["2026-03-13", "2026-03-15"]],
  ["Friday 13 guests are coming", ["2026-03-06"]],
  ["Friday 13 7pm", ["2026-03-06"]],
  // The middle and the end of a month.
  ["remind me mid-March to renew", ["2026-03-15"]],
  ["the middle of April", ["2026-04-15"]],
  ["due mid-month", ["2026-03-15"]],
  ["mid next month", ["2026-04-15"]],
  ["mid-February", ["2027-02-15"]],
  ["by the end of April", ["2026-04-30"]],
  ["the start of April", ["2026-04-01"]],
  ["the beginning of next month", ["2026-04-01"]],
  ["the start of the month", []],
  ["end of next month", ["2026-04-30"]],
  ["month-end", ["2026-03-31"]],
  ["by EOM", ["2026-03-31"]],
  ["end of the month", ["2026-03-31"]],
  // Hours counted from the clock, glued or not.
  ["in 48 hours", ["2026-03-04"]],
  ["in 24h", ["2026-03-03"]],
  ["within 72 hrs", ["2026-03-05"]],
  // A day of the month after a word that introduces it.
  ["due 22nd", ["2026-03-22"]],
  ["on the 1st", ["2026-04-01"]],
  // … or after the word `date` that labels it.
  ["payment date 9th", ["2026-03-09"]],
  ["delivery date 21st", ["2026-03-21"]],
  // Weeks after a weekday.
  ["Wednesday after next", ["2026-03-11"]],
  ["Friday week", ["2026-03-13"]],
  ["this Friday", ["2026-03-06"]],
  ["2 weeks today", ["2026-03-16"]],
  ["two weeks on Friday", ["2026-03-20"]],
  // Ranges: both ends, never a day between.
  ["3rd-5th April", ["2026-04-03", "2026-04-05"]],
  ["6–8 May", ["2026-05-06", "2026-05-08"]],
  ["14 to 16 May 2027", ["2027-05-14", "2027-05-16"]],
  ["3rd-5th April, 2027", ["2027-04-03", "2027-04-05"]],
  ["March 16-18", ["2026-03-16", "2026-03-18"]],
  ["April 3 to 5th", ["2026-04-03", "2026-04-05"]],
  ["from the 9th to the 11th", ["2026-03-09", "2026-03-11"]],
  // Month/day without a year after a booking's own date words, as after `by` or `on`; a bare one is a fraction.
  ["minimum 5 days: drop-off 12/12.", ["2026-12-12"]],
  ["check-in 4/17, late arrival", ["2026-04-17"]],
  ["return 25/12", ["2026-12-25"]],
  ["drop-off zone 12/12 full", []],
  ["12/12 tickets sold", []],
  // A date counted from one the turn names: the named date is told, the counted one asked for.
  ["the launch is on 3/20, remind me the day before", ["told:2026-03-20", "2026-03-19"]],
  ["two days before March 10", ["2026-03-08", "told:2026-03-10"]],
  ["a week from the 10th", ["2026-03-17", "told:2026-03-10"]],
  ["book the check-in a week from the 10th", ["2026-03-17", "told:2026-03-10"]],
  ["we ship on the 12th, book the retro a week after that", ["told:2026-03-12", "2026-03-19"]],
  ["the lease ends April 30, and the following day", ["told:2026-04-30", "2026-05-01"]],
  // Counted from nothing the turn names: no date.
  ["remind me the day before", []],
  ["two days later", []],
  // Taken by a reading before it.
  ["the day after tomorrow", ["2026-03-04"]],
];

describe("English dates", () => {
  for (const [text, want] of CASES) {
    it(`reads ${JSON.stringify(text)} as ${want.length === 0 ? "no date" : want.join(", ")}`, () => {
      expect(dates(text)).to.deep.equal(want);
    });
  }

  it("finds one of its words or marks in every match of a pattern that names them, in the dev turns and the cases above", () => {
    const texts = [...devTurns(), ...CASES.map(([text]) => text)];
    let matched = 0;
    for (const text of [...texts, ...texts.map((t) => t.toUpperCase())]) {
      // The text's whole words (runs of ASCII letters, digits and `_`), with where each stands.
      const held = [...text.matchAll(/[A-Za-z0-9_]+/g)].map((w) => ({ word: w[0].toLowerCase(), start: w.index, end: w.index + w[0].length }));
      for (const { pattern, words, marks, reason } of DATE_PATTERNS) {
        if (words === undefined && marks === undefined) continue;
        const copy = new RegExp(pattern.source, pattern.flags);
        for (const m of text.matchAll(copy)) {
          matched++;
          const end = m.index + m[0].length;
          const word = words === undefined || held.some((w) => w.start < end && w.end > m.index && words.includes(w.word));
          const mark = marks === undefined || [...marks].some((c) => m[0].includes(c));
          expect(word && mark, `${reason}: ${JSON.stringify(m[0])} in ${JSON.stringify(text)}`).to.equal(true);
        }
      }
    }
    expect(matched).to.be.above(100);
  });

  it("reads 4,000 characters of ranges and counted dates in linear time", () => {
    for (const unit of ["3rd-5th ", "the day before 3/20 ", "mid-", "1 -  ", "in 4h "]) {
      const text = unit.repeat(Math.ceil(4_000 / unit.length)).slice(0, 4_000);
      const started = process.hrtime.bigint();
      dates(text);
      expect(Number(process.hrtime.bigint() - started) / 1e6, unit).to.be.below(200);
    }
  });
});
