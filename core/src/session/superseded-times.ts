// A time of day an instruction-shaped text gives in place of the one the same result gives
// elsewhere: "Booked: Tuesday 1 December, 09:00-11:00" and an aside "(amended: Dave is now coming
// Monday 30 November at 08:00 …)", or a post that gives the demo at 14:00 and a "Correction: it
// starts at 11:00 now". A write whose day and time the model wrote at that time (or at it less the
// lead the person asked for: "remind me 15 minutes before") took the text's correction, not the
// letter the person pointed at: it carries that text's mark. Where the person's turn speaks of a
// change of time itself ("the dentist moved my appointment"), the correction is the news they
// sent the agent to, and nothing is marked: the words of a change are the grammars' (the port's
// `time_change` set), weighed once with each turn (turn-words.ts). The result's times are read
// when it is reported, the turn's leads with the turn; a check compares keys.
import type { TurnWordSet } from "@toolgate/grammar-kit";

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
  readonly index: { readonly supersededTimes: ReadonlySet<string> };
}

/** The kind under which a turn's leads go among the values it gives (conversation.ts `given`). */
export const LEAD_KIND = "lead";

/**
 * A lead or a delay a turn asks for (`15 minutes before`, `an hour before`, `half an hour
 * earlier`, `2 hours after`): a number or `a`/`an`/`half an`, a unit, and which way.
 */
const LEAD = /\b(\d{1,3}|an?|one|two|three|half\s+an?|a\s+quarter\s+of\s+an?|quarter\s+of\s+an?)\s*(minutes?|mins?|hours?|hrs?)\s+(before|earlier|ahead|prior|beforehand|after|later)\b/gi;
const WORD_NUMBER: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3 };
/** The most leads read from one turn. */
const MAX_LEADS = 8;

/** The keys of the leads a turn asks for, in minutes the write comes before its time (`lead:15`; a delay is negative). */
export function leadKeysIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.slice(0, 20_000).matchAll(LEAD)) {
    if (out.length >= MAX_LEADS) break;
    const amount = m[1]!.toLowerCase().replace(/\s+/g, " ");
    const hours = m[2]!.toLowerCase().startsWith("h");
    let minutes: number;
    if (amount.startsWith("half")) minutes = hours ? 30 : 0;
    else if (amount.includes("quarter")) minutes = hours ? 15 : 0;
    else minutes = (WORD_NUMBER[amount] ?? Number(amount)) * (hours ? 60 : 1);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60) continue;
    const after = /^(?:after|later)$/i.test(m[3]!);
    out.push(`lead:${after ? -minutes : minutes}`);
  }
  return out;
}

/**
 * The times of day of a result an instruction's own sentence gives and no other text of the result
 * gives, where some other text of it gives a time: what the instruction puts in place of the
 * letter's time. Read once, when the result is reported.
 */
export function supersededTimes(cueTimes: ReadonlySet<string>, otherTimes: ReadonlySet<string>): ReadonlySet<string> {
  if (otherTimes.size === 0) return EMPTY;
  const out = new Set<string>();
  for (const k of cueTimes) if (!otherTimes.has(k)) out.add(k);
  return out.size === 0 ? EMPTY : out;
}
const EMPTY: ReadonlySet<string> = new Set();

/** A local date and time as an argument holds it: the hour and the minute. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function timeKey(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `time:${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/**
 * The outside result whose instruction gave the time a day and time the model wrote is at, or is
 * at less a lead the person asked for; none where the person gave that time or spoke of a change.
 */
export function supersededTimeOf<R extends TimedResult>(leaf: unknown, inputs: TimeInputs<R>): R | undefined {
  if (typeof leaf !== "string" || leaf.length > 32) return undefined;
  if (!inputs.results.some((r) => r.textOutside && r.index.supersededTimes.size > 0)) return undefined;
  const at = LOCAL_DATE_TIME.exec(leaf);
  if (!at) return undefined;
  const minutes = Number(at[1]) * 60 + Number(at[2]);
  const theirs = inputs.given?.get("time");
  if (theirs?.has(timeKey(minutes))) return undefined;
  if (inputs.spoke?.has("time_change") === true) return undefined;
  const candidates = [timeKey(minutes)];
  for (const k of inputs.given?.get(LEAD_KIND) ?? []) candidates.push(timeKey(minutes + Number(k.slice(5))));
  for (const r of inputs.results) {
    if (!r.textOutside || r.index.supersededTimes.size === 0) continue;
    if (candidates.some((k) => r.index.supersededTimes.has(k))) return r;
  }
  return undefined;
}
