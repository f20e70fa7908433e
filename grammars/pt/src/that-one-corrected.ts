// A value taken back by pointing at it, then the right one said: `reembolsa 15 na 9031... não, não é essa,
// é a 9013`, `estorna 30 no 5582 (não é esse, é o 5528)`, `cancela o 7710, não é este, é o 7701`. The value
// pointed at is the one of the same kind said right before. Read on the few characters between the two.
import type { Span } from "@toolgate/grammar-kit";
import { takenBackBetween } from "./taken-back-between.js";

/** Between the two values, folded: `… não, não é essa, é a `, `(não é esse, é o `, `, não foi isso, era o pedido `. */
const POINTED_BACK =
  /^[\s.,;:(…—–-]*(?:nao[\s,.!]+)?nao (?:e|foi|era) (?:essa|esse|esta|este|aquela|aquele|isso|isto)[\s,;:.!]+(?:(?:e|era)\s+)?(?:(?:o|a|no|na|do|da)\s+)?(?:(?:pedido|encomenda|fatura|factura|cliente|numero)\s+)?$/;
/** The words every match holds, searched for first: most turns hold none. */
const POINTING = /nao (?:e|foi|era) (?:ess|est|aquel|is)/;

/** The values taken back by `não é essa, é …` before one of their kind. */
export function pointedBack(folded: string, values: readonly Span[]): Span[] {
  return takenBackBetween(folded, values, { gate: POINTING, between: POINTED_BACK, reach: 48 });
}
