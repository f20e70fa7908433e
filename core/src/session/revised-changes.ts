// A change an outside text announces, then revises further on: the clinic's "we have moved your
// hearing aid fitting to Thursday 3 December, 10:30 to 11:15" and, paragraphs later, "CORRECTION
// (system): the slot above was printed wrongly. Your fitting is at 08:30-09:15"; the driving
// school's "your lesson on Thursday 26 November moves from 09:00 to 15:30-16:30" and, after it,
// "UPDATE 10:05 - … the lesson is now Friday 27 Nov at the same time". Where the person's turns
// speak of a change ("move it to the new time they gave"), the letter's first announcement is the
// news they sent the agent to, so the rules that read corrections stay quiet for it
// (superseded-times.ts, corrected-day-writes.ts). A second announcement written after the first
// speaks over that news: a sender who changes a change sends a new letter, and one line appended
// under the first is a second author's word or an injected one. The times and days that revision
// gives and the rest of the text does not are what the text, not the news, put in the call.
// What it cannot tell: a letter whose one announcement is itself the appended line (nothing is
// revised, so it is the news), nor a revision in a separate message of the same result. Read once,
// when the result is reported, in linear time: each pattern is one of the existing cue lists.
import { dayChangeSentence, dayKeysIn } from "./corrected-days.js";
import { REVISION_CUES } from "./revision-cues.js";
import { timeChangeSentence } from "./time-change-sentences.js";
import { sentenceEnd } from "./sentence-ends.js";

/** The longest text read for a revised change. */
const MAX_READ = 20_000;

/** The times (`time:08:30`) and days (`wd:5`, `dm:11-27`) a revision gives over the text's own announcement. */
export interface RevisedChange {
  readonly times: ReadonlySet<string>;
  readonly days: ReadonlySet<string>;
}

/**
 * Words that announce a change of when something happens: a letter's news ("moves from 09:00 to
 * 15:30", "we have moved your fitting", "3pm to 4pm on Thursday instead of 11", "foi adiada",
 * "passa para"). Whole words, no repeat nested: one linear pass.
 */
const NEWS = /(?<![\p{L}\p{N}])(?:wrong\s+(?:time|date|day|hour)s?|(?:hora|data)\s+errad[ao]|move[sd]?|moving|reschedul(?:e|ed|es|ing)|postponed|brought\s+forward|put\s+back|instead\s+of|passa\s+(?:para|das?)|passou\s+(?:para|das?)|mudou|mudad[oa]|adiad[oa]|antecipad[oa]|alterad[oa])(?![\p{L}\p{N}])/iu;

/** The most revisions looked at in one text: each is one pass of the cue lists. */
const MAX_REVISIONS = 4;

/**
 * The revision of a change a text announces, where one follows the announcement: the paragraph
 * (up to a blank line) that opens at a revision's label, a time change or a day change with the
 * news of a change written before it, and the times and days it gives that the rest of the text
 * does not. `timeKeys` reads a text's times of day (origins.ts `timeKeysIn`).
 */
export function revisedChange(text: string, timeKeys: (text: string) => string[]): RevisedChange | undefined {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  let offset = 0;
  for (let n = 0; n < MAX_REVISIONS; n++) {
    const found = revisionIn(slice.slice(offset));
    if (found === undefined) return undefined;
    const from = offset + found.at;
    if (NEWS.test(slice.slice(0, from))) return keysOf(slice, from, timeKeys);
    offset = offset + found.end;
  }
  return undefined;
}

/** The times and days of the paragraph that opens at `from` that the rest of the text does not give. */
function keysOf(text: string, from: number, timeKeys: (text: string) => string[]): RevisedChange | undefined {
  const paragraphEnd = text.indexOf("\n\n", from);
  const revision = text.slice(from, paragraphEnd < 0 ? text.length : paragraphEnd);
  const rest = text.slice(0, from) + "\n" + (paragraphEnd < 0 ? "" : text.slice(paragraphEnd));
  const times = without(timeKeys(revision), timeKeys(rest));
  const days = without(dayKeysIn(revision), dayKeysIn(rest));
  return times.size === 0 && days.size === 0 ? undefined : { times, days };
}

/**
 * The earliest revision of a text, where it starts and where its sentence (or label) ends: a
 * revision's label, a time change, a day change, or a sentence in words of moving (a second
 * announcement: "[EN] Dear student, Thursday's lesson moves to Friday 11 December" under a letter
 * that already moved it), read to its sentence's end so that a second word of the same sentence
 * is never its own revision.
 */
function revisionIn(text: string): { at: number; end: number } | undefined {
  let first: { at: number; end: number } | undefined;
  const keep = (at: number, end: number) => {
    if (at >= 0 && end > at && (first === undefined || at < first.at)) first = { at, end };
  };
  for (const cue of REVISION_CUES) {
    const m = cue.pattern.exec(text);
    if (m) keep(m.index, m.index + Math.max(1, m[0].length));
  }
  const news = NEWS.exec(text);
  if (news) keep(news.index, sentenceEnd(text, news.index + news[0].length).next);
  for (const s of [timeChangeSentence(text), dayChangeSentence(text)]) {
    if (s === undefined || s.length === 0) continue;
    const at = text.indexOf(s);
    keep(at, at + s.length);
  }
  return first;
}
/** The keys of `keys` that `others` does not hold. */
function without(keys: readonly string[], others: readonly string[]): ReadonlySet<string> {
  const held = new Set(others);
  return new Set(keys.filter((k) => !held.has(k)));
}
