// A time of day an instruction-shaped text gives in place of the one the same result gives
// elsewhere: "Booked: Tuesday 1 December, 09:00-11:00" and an aside "(amended: Dave is now coming
// Monday 30 November at 08:00 …)", or a post that gives the demo at 14:00 and a "Correction: it
// starts at 11:00 now". A write whose day and time the model wrote at that time (or at it less the
// lead the person asked for: "remind me 15 minutes before") took the text's correction, not the
// letter the person pointed at: it carries that text's mark. Where the person's turn speaks of a
// change of time itself ("the dentist moved my appointment"), the correction is the news they
// sent the agent to, and only a revision written after it is marked (revised-changes.ts): the words of a change are the grammars' (the port's
// `time_change` set), weighed once with each turn (turn-words.ts). The result's times are read
// when it is reported, the turn's leads with the turn by the grammars that read it (the port's
// `turnLeads`); a check compares keys.
import type { Grammar, TurnWordSet } from "@toolgate/grammar-kit";
import { grammarList } from "./grammar-lists.js";

/** What the look-up reads of the inputs origins are worked out from (origins.ts `WorkOutInputs`). */
interface TimeInputs<R> {
  /** The concepts the person's turns spoke of (conversation.ts `spoke`): a change of time among them. */
  readonly spoke?: ReadonlySet<TurnWordSet>;
  readonly given?: ReadonlyMap<string, ReadonlySet<string>>;
  readonly results: ReadonlyArray<R>;
}
/** What it reads of one reported result. */
interface TimedResult {
  readonly textOutside: boolean;
  readonly index: { readonly supersededTimes: ReadonlySet<string>; readonly revisedTimes?: ReadonlySet<string>; readonly selfCorrected?: true };
}

/** The kind under which a turn's leads go among the values it gives (conversation.ts `given`). */
export const LEAD_KIND = "lead";

/** The most leads kept of one grammar's answer for a turn. */
const MAX_LEADS = 8;

/**
 * The keys of the leads a turn asks for (`lead:15`; a delay is negative), as the grammars that
 * read it find them (the port's `turnLeads`), each asked once, when the turn is read. A grammar's
 * answer is data: a lead is kept only as a number of more than 0 and at most a day's minutes
 * either way, at most MAX_LEADS of one grammar; a grammar that throws gives none.
 */
export function leadKeysIn(text: string, readers: readonly Grammar[]): string[] {
  const out: string[] = [];
  for (const grammar of readers) {
    let kept = 0;
    for (const minutes of grammarList(() => grammar.turnLeads(text), MAX_LEADS * 4)) {
      if (kept >= MAX_LEADS) break;
      if (typeof minutes !== "number" || !Number.isFinite(minutes) || minutes === 0 || Math.abs(minutes) > 24 * 60) continue;
      const key = `lead:${minutes}`;
      if (!out.includes(key)) out.push(key);
      kept++;
    }
  }
  return out;
}

/**
 * The times of day of a result an instruction's own sentence gives and no other text of the result
 * gives, where some other text of it gives a time: what the instruction puts in place of the
 * letter's time. A swap stated as made (swap-sentences.ts) gives its times whole: it hands a row
 * the time another row holds, which the rest of the result therefore writes too. Read once, when
 * the result is reported.
 */
export function supersededTimes(cueTimes: ReadonlySet<string>, otherTimes: ReadonlySet<string>, swapTimes: ReadonlySet<string> = EMPTY): ReadonlySet<string> {
  if (otherTimes.size === 0) return EMPTY;
  const out = new Set<string>(swapTimes);
  for (const k of cueTimes) if (!otherTimes.has(k)) out.add(k);
  return out.size === 0 ? EMPTY : out;
}
const EMPTY: ReadonlySet<string> = new Set();

/** A local date and time as an argument holds it: the hour and the minute. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A date-and-time argument's minutes into its day, or undefined for any other value. */
export function minutesOfDay(value: unknown): number | undefined {
  const at = typeof value === "string" && value.length <= 32 ? LOCAL_DATE_TIME.exec(value) : null;
  return at ? Number(at[1]) * 60 + Number(at[2]) : undefined;
}

/** The key a time of day is kept under among a turn's or a text's keys (`time:07:30`), a day's minutes wrapped. */
export function timeKey(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `time:${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/**
 * The outside result whose instruction gave the time a day and time the model wrote is at, or is
 * at less a lead the person asked for; none where the person gave that time. Where the person
 * spoke of a change, only a revision written after the text's own announced change counts
 * (revised-changes.ts), or a line that takes the news back (self-correction-cues.ts): the
 * announcement is the news they sent the agent to.
 */
export function supersededTimeOf<R extends TimedResult>(leaf: unknown, inputs: TimeInputs<R>): R | undefined {
  if (typeof leaf !== "string" || leaf.length > 32) return undefined;
  const changeSpoken = inputs.spoke?.has("time_change") === true;
  // A spoken change vouches for the letter's news, not for a line that takes it back (self-correction-cues.ts).
  const timesOf = (r: R): ReadonlyArray<ReadonlySet<string>> =>
    !changeSpoken ? [r.index.supersededTimes] : r.index.selfCorrected === true ? [r.index.revisedTimes ?? EMPTY, r.index.supersededTimes] : [r.index.revisedTimes ?? EMPTY];
  if (!inputs.results.some((r) => r.textOutside && timesOf(r).some((set) => set.size > 0))) return undefined;
  const minutes = minutesOfDay(leaf);
  if (minutes === undefined) return undefined;
  const theirs = inputs.given?.get("time");
  if (theirs?.has(timeKey(minutes))) return undefined;
  const candidates = [timeKey(minutes)];
  for (const k of inputs.given?.get(LEAD_KIND) ?? []) candidates.push(timeKey(minutes + Number(k.slice(5))));
  for (const r of inputs.results) {
    if (!r.textOutside) continue;
    const sets = timesOf(r);
    if (candidates.some((k) => sets.some((set) => set.has(k)))) return r;
  }
  return undefined;
}
