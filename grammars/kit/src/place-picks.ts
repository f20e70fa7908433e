// The pick of an earlier listed value by its place in the list (`the middle one`, `the last of the
// three`, `the second of the two`, `the later of the two`, `the second-to-last one`), the same in every
// grammar: a grammar reads the place and says it in TurnReading `picks` with placePick, and the
// confirm_read check finds the value at that place among each kind of value the earlier turn lists
// (plugins/src/confirm_read/picked-by-place.ts). A place picks in any list, so a pick of a day, a
// phone or a record is read the same way; the words that tell of each value (told-of-each.ts) are not needed.

/** The start of a pick by place, told apart from a word told of a value (`$` starts no word). */
const PLACE = "$place:";

/** Where the picked value stands: counted from the first (0, 1, …), from the last (-1, -2, …), or the middle of an odd list. */
export type Place = number | "middle";

/**
 * A pick by place: where, how many the turn says the list holds (`of the three`), 0 where it says
 * none, and how many values from that place on it takes (`os dois primeiros`, `as duas últimas`: 2),
 * 1 for a single value.
 */
export interface PlacePick {
  place: Place;
  of: number;
  span: number;
}

/** The `picks` a grammar says for a pick by place; a span of one is left unsaid. */
export function placePick(place: Place, of = 0, span = 1): string {
  return `${PLACE}${place}/${of}${span > 1 ? `/${span}` : ""}`;
}

/** The pick by place a turn's `picks` says, or undefined where it picks by anything else. */
export function readPlacePick(picks: string | undefined): PlacePick | undefined {
  if (picks === undefined || !picks.startsWith(PLACE)) return undefined;
  const [place, of, span = "1"] = picks.slice(PLACE.length).split("/");
  const at = place === "middle" ? "middle" : Number(place);
  const count = Number(of);
  const taken = Number(span);
  if ((at !== "middle" && !Number.isInteger(at)) || !Number.isInteger(count) || !Number.isInteger(taken) || taken < 1) return undefined;
  return { place: at, of: count, span: taken };
}

/**
 * The indexes a pick by place names in a list of `length`, in order, or undefined where the list
 * cannot hold them (the count said differs, no middle, too short) or they would be the whole list
 * (`os dois primeiros` of two leaves nothing to tell apart).
 */
export function indexesOfPlace(pick: PlacePick, length: number): number[] | undefined {
  if (length < 2 || (pick.of > 0 && pick.of !== length) || pick.span >= length) return undefined;
  if (pick.place === "middle") return length % 2 === 1 && length >= 3 && pick.span === 1 ? [(length - 1) / 2] : undefined;
  const at = pick.place >= 0 ? pick.place : length + pick.place;
  return at >= 0 && at + pick.span <= length ? Array.from({ length: pick.span }, (_, k) => at + k) : undefined;
}
