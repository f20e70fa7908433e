// The day told of a thing the turn sets aside: `lembra-me na quarta de cobrar a mensalidade, a reunião
// de pais não, essa é na sexta e já está marcada`. A thing named and denied on its own (`a reunião de
// pais não`), then a pronoun pointing back at it with a verb of being (`essa é`, `esse fica`, `isso
// foi`) and its day: the day is the thing's, not the request's. A `não` right after a mark (`quinta…
// não, essa é na sexta`) corrects the day instead, and is not read here. Each day is read on a bounded
// slice before it, the pattern's repeats bounded: linear.
import type { Span } from "@toolgate/grammar-kit";

/** How far before a day the denied thing and the pronoun are read. */
const REACH = 80;
/**
 * Right before the day: a mark, the thing's article and at most four words, `não`, a mark, the pronoun
 * pointing back, a verb of being, and at most the day's preposition.
 */
const SET_ASIDE_THEN_TOLD = /[,;.]\s*(?:a|o|as|os)\s+\p{L}+(?:\s+\p{L}+){0,3}\s+nao\s*[,;]\s*(?:essa|esse|essas|esses|isso|ela|ele)\s+(?:e|é|fica|ficou|sera|será|foi|era|vai\s+ser|esta|está|ta|tá)\s+(?:(?:marcad[oa]\s+)?(?:ja\s+)?(?:na|no|em|pra|para|pro|dia|a)\s+)?$/u;

/** The days a turn, folded, tells of a thing it set aside just before. */
export function daysOfThingsSetAside(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("nao")) return [];
  return values.filter((v) => v.kind === "date" && SET_ASIDE_THEN_TOLD.test(folded.slice(Math.max(0, v.start - REACH), v.start)));
}
