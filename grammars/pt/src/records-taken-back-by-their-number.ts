// A record taken back by its number alone: `estorna 200 no SURF-31... opa, nao é no 31, é no
// SURF-13`. People name a record they have just written by the digits that tell it apart; where the
// turn sets such a bare number apart, the record it shortens is set apart with it, if the turn names
// another record of the same letters to go instead. One pass over the values, only where a bare
// number is taken back.
import type { Span, TurnValue } from "@toolgate/grammar-kit";

/** The letters and the digits of an id: `SURF-31` → `SURF`, `31`; leading zeros dropped, the digits read one way (a number not starting with 0, or a lone 0), so the time is linear. */
const LETTERS_THEN_DIGITS = /^([a-z]+)[-/ ]?0*([1-9]\d*|0)$/i;

/** An id's letters and its number, or undefined where it is not letters then digits. */
function partsOf(v: Span): { letters: string; digits: string } | undefined {
  if (v.kind !== "id") return undefined;
  const m = LETTERS_THEN_DIGITS.exec(String(v.value));
  return m === null ? undefined : { letters: m[1]!.toUpperCase(), digits: m[2]! };
}

/**
 * The indexes of the ids the turn takes back by their number: an id said before a bare number the
 * turn sets apart, whose digits are that number, where another id of its letters stays asked.
 * Linear: the ids are indexed by their digits and their letters once.
 */
export function recordsTakenBackByTheirNumber(ordered: readonly Span[], values: readonly TurnValue[]): number[] {
  if (!values.some((v) => v.superseded === true && v.kind === "number")) return [];
  // Ids kept, by their digits; and per letters, how many different numbers are kept.
  const byDigits = new Map<string, { index: number; letters: string }[]>();
  const numbersOf = new Map<string, Set<string>>();
  ordered.forEach((v, i) => {
    const parts = partsOf(v);
    if (parts === undefined || values[i]!.superseded === true) return;
    const same = byDigits.get(parts.digits);
    if (same === undefined) byDigits.set(parts.digits, [{ index: i, letters: parts.letters }]);
    else same.push({ index: i, letters: parts.letters });
    numbersOf.set(parts.letters, (numbersOf.get(parts.letters) ?? new Set()).add(parts.digits));
  });
  if (byDigits.size === 0) return [];
  const out = new Set<number>();
  ordered.forEach((bare, i) => {
    if (bare.kind !== "number" || values[i]!.superseded !== true || !/^\d+$/.test(bare.text.trim())) return;
    for (const id of byDigits.get(String(Number(bare.text.trim()))) ?? []) {
      if (id.index < i && (numbersOf.get(id.letters)?.size ?? 0) >= 2) out.add(id.index);
    }
  });
  return [...out];
}
