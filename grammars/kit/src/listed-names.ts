// A count said by listing: names joined by commas and a last `and` (`Leo and Mia`, `Priya, Tom and
// Aisha`, `o Leo e a Mia`) stand in one place of one act, as its subject or its object, so the list
// says how many they are as plainly as `two` would. Language-neutral: each grammar finds its own
// names and says what may stand between two of them.
import type { TurnValue } from "./port.js";

/** A name a grammar found, by where it stands in the turn. */
export interface NamePlace {
  readonly start: number;
  readonly end: number;
}

/** How a grammar joins the names of a list. */
export interface ListJoiners {
  /**
   * The whole of what may stand between two names of a list (commas, the word for `and`, an
   * article before a name), tested on at most MAX_GAP characters.
   */
  readonly gap: RegExp;
  /** The word for `and`, lower case: a gap that holds it is the one before a list's last name. */
  readonly and: string;
}

/** What splits a gap into its words. */
const GAP_WORDS = /[\s,]+/;

/** The most characters between two names of one list (`, and the ` with room to spare). */
const MAX_GAP = 16;
/** The most names read as one list: a list longer than this is a roster, not a count anyone says. */
const MAX_NAMES = 12;

/**
 * The counts said by lists of two or more of `names` (sorted by start, not overlapping), each
 * joined to the next by a `gap`, the last one by a gap that is also `last`: one `number` value per
 * list, its text the list as written. A list whose last gap has no `and` (`Leo, Mia`) is no list
 * said whole, and a list of more than MAX_NAMES is not read. One pass; each gap tested once.
 */
export function countsOfListedNames(text: string, names: readonly NamePlace[], joiners: ListJoiners): TurnValue[] {
  const counts: TurnValue[] = [];
  let first = 0;
  const close = (after: number) => {
    const length = after - first + 1;
    if (length >= 2 && length <= MAX_NAMES) {
      const start = names[first]!.start;
      const end = names[after]!.end;
      counts.push({ kind: "number", text: text.slice(start, end), value: length, count: true });
    }
  };
  for (let i = 1; i <= names.length; i++) {
    const gap = i < names.length ? text.slice(names[i - 1]!.end, names[i]!.start) : undefined;
    const joined = gap !== undefined && gap.length <= MAX_GAP && joiners.gap.test(gap);
    if (joined && !gap.toLowerCase().split(GAP_WORDS).includes(joiners.and)) {
      // A comma goes on the list; a list is closed only by its `and`.
      continue;
    }
    if (joined) {
      // The `and` before this name: the list ends here unless a further `and` or comma follows.
      const next = i + 1 < names.length ? text.slice(names[i]!.end, names[i + 1]!.start) : undefined;
      if (next !== undefined && next.length <= MAX_GAP && joiners.gap.test(next)) continue;
      close(i);
      first = i + 1;
      i++;
      continue;
    }
    first = i;
  }
  return counts;
}
