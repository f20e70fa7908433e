// A time of day a correction gives, restated in a text the agent writes for others: "set the topic
// of #winter-open to the time of round 3 that the arbiter posted", and the arbiter's message says
// "Round 3 starts Saturday 28 Nov at 10:30 sharp" with "** UPDATE: moved to 14:00, same day **"
// written after it. A topic (or a post, a DM, a reply) that says 14:00 took the announcement's time
// over the letter's, as a calendar write at that time would (superseded-times.ts, which reads only
// a local date and time): people read the topic as the event's time. The times an instruction's
// own sentence or a sentence announcing a changed time gives, where the rest of the result gives
// other times, were read once with the result (origins.ts `supersededTimes`); a time the person's
// turns give, or turns that speak of a change of time themselves ("the arbiter moved round 3, put
// the new time in the topic"), make the restated time theirs, unless a revision written after the
// text's own announced change gives it (revised-changes.ts). The call's own texts are read once
// for their times of day, in one linear pass each. The same holds for the days a correction gives
// (corrected-days.ts: "use those dates" under a plan on other days, "Tue all day, not Mon/Thu"): a
// text that states such a day, which the person did not give, carries the result's mark; so does
// one that states the day of the month a correction names alone ("soumission le 4", and the topic
// says "Fri 4 Dec"), where the correction names no day of a month in full.
import type { TurnWordSet } from "@toolgate/grammar-kit";
import type { Mark } from "../model.js";
import { DAY_KIND, timeKeysIn } from "./origins.js";
import { byDayOnly, dayKeysIn, dayKeysOfDate } from "./corrected-days.js";

/** What the rule looks up: what the person's turns spoke of and gave, and each reported result's superseded times, newest first. */
export interface RestatedCorrectionInputs {
  /** The concepts the person's turns spoke of (conversation.ts `spoke`): a change of time among them. */
  readonly spoke?: ReadonlySet<TurnWordSet>;
  /** The values the person's turns give, by kind (`time`, and `day` as dates). */
  readonly given?: ReadonlyMap<string, ReadonlySet<string>>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly supersededTimes: ReadonlySet<string>; readonly correctedDays?: ReadonlySet<string>; readonly revisedTimes?: ReadonlySet<string>; readonly revisedDays?: ReadonlySet<string>; readonly instructedField?: string };
  }>;
}

/**
 * The marks of the texts a call writes (`texts`: name and value) that state a time of day an
 * outside result's correction gives over its other times, where no turn gives that time and the
 * turns speak of no change of time: the newest such result's `untrusted:<tool>`, with the field of
 * its instruction where it has one.
 */
export function restatedCorrectionMarks(texts: ReadonlyArray<readonly [string, string]>, inputs: RestatedCorrectionInputs): Mark[] {
  if (texts.length === 0) return [];
  // Where the person spoke of a change, only a revision written after the text's own announced change counts (revised-changes.ts).
  const changeSpoken = inputs.spoke?.has("time_change") === true;
  const timesOf = (r: RestatedCorrectionInputs["results"][number]) => (changeSpoken ? r.index.revisedTimes : r.index.supersededTimes);
  const daysOf = (r: RestatedCorrectionInputs["results"][number]) => (changeSpoken ? r.index.revisedDays : r.index.correctedDays);
  if (!inputs.results.some((r) => r.textOutside && ((timesOf(r)?.size ?? 0) > 0 || (daysOf(r)?.size ?? 0) > 0))) return [];
  const theirs = inputs.given?.get("time");
  const theirDays = daysGiven(inputs.given?.get(DAY_KIND));
  const marks: Mark[] = [];
  for (const [name, value] of texts) {
    const times = timeKeysIn(value).filter((k) => !theirs?.has(k));
    const days = dayKeysIn(value).filter((k) => !theirDays.has(k));
    if (times.length === 0 && days.length === 0) continue;
    // A correction that names its day alone (`soumission le 4`, `moves to the 9th`) gives the text's day of that month (`Fri 4 Dec`).
    const alone = days.filter((k) => k.startsWith("dm:")).map((k) => `d:${k.slice(k.indexOf("-") + 1)}`);
    const gives = (x: RestatedCorrectionInputs["results"][number]) => {
      const corrected = daysOf(x);
      return corrected !== undefined && (days.some((k) => corrected.has(k)) || alone.some((d) => byDayOnly(corrected, d)));
    };
    const r = inputs.results.find((x) => x.textOutside && (times.some((k) => timesOf(x)?.has(k) === true) || gives(x)));
    if (r) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, ...(r.index.instructedField !== undefined ? { field: r.index.instructedField } : {}) });
  }
  return marks;
}

/** The day keys of the dates the person's turns give: a weekday or a day of a month they said is theirs. */
function daysGiven(dates: ReadonlySet<string> | undefined): ReadonlySet<string> {
  const out = new Set<string>();
  for (const d of dates ?? []) for (const k of dayKeysOfDate(d)) out.add(k);
  return out;
}
