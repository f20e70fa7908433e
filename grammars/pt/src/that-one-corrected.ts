// A value taken back by pointing at it, then the right one said: `reembolsa 15 na 9031... não, não é essa,
// é a 9013`, `estorna 30 no 5582 (não é esse, é o 5528)`, `cancela o 7710, não é este, é o 7701`, `anula a
// 3317, essa não, a 3371`. The value pointed at is the one of the same kind said right before. Read on the
// few characters between the two.
import type { Span } from "@toolgate/grammar-kit";
import { takenBackBetween } from "./taken-back-between.js";

/** Between the two values, folded: `… não, não é essa, é a `, `(não é esse, é o `, `, não foi isso, era o pedido `. */
const POINTED_BACK =
  /^[\s.,;:(…—–-]*(?:nao[\s,.!]+)?nao (?:e|foi|era) (?:essa|esse|esta|este|aquela|aquele|isso|isto)[\s,;:.!]+(?:(?:e|era)\s+)?(?:(?:o|a|no|na|do|da)\s+)?(?:(?:pedido|encomenda|fatura|factura|cliente|numero)\s+)?$/;
/** The words every match holds, searched for first: most turns hold none. */
const POINTING = /nao (?:e|foi|era) (?:ess|est|aquel|is)/;

/** Between the two values, folded: `, essa não, a `, `, não essa, a `. */
const THAT_ONE_NOT =
  /^[\s.,;:(…—–-]*(?:(?:essa|esse|esta|este) nao|nao (?:essa|esse|esta|este))[\s,;:.!…—–)-]+(?:(?:e|era)\s+)?(?:(?:o|a|no|na|do|da)\s+)?(?:(?:pedido|encomenda|fatura|factura|cliente|numero)\s+)?$/;
/** The words every match of `essa não` holds. */
const THAT_ONE = /(?:ess|est)[ae] nao|nao (?:ess|est)[ae]/;

/** The values taken back by `não é essa, é …` or `essa não, …` before one of their kind. */
export function pointedBack(folded: string, values: readonly Span[]): Span[] {
  return [...takenBackBetween(folded, values, { gate: POINTING, between: POINTED_BACK, reach: 48 }), ...takenBackBetween(folded, values, { gate: THAT_ONE, between: THAT_ONE_NOT, reach: 48 })];
}
