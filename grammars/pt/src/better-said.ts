// A value taken back by `ou melhor dizendo` and its kin, then the right one said: `o valor é 45, ou melhor
// dizendo, 54`, `cancela o 4471, ou melhor dizendo, o 4417`, `estorna 30 ou melhor falando 35`, `12, ou antes
// dizendo, 21`. The correction pattern of `read.ts` takes `ou melhor` and stops at the gerund after it; a
// longer alternation there is past what the linearity analyser proves, so the phrase is read here, on the
// few characters between two values of one kind.
import type { Span } from "@toolgate/grammar-kit";
import { takenBackBetween } from "./taken-back-between.js";

/** Between the two values, folded: each part a word or a run of one class, so the match is linear. */
const BETTER_SAID =
  /^[\s.,;:(…—–-]*(?:ou[\s,]+)?(?:melhor|antes)[\s,]+(?:dizendo|falando|escrevendo)[\s,;:.!…—–-]*(?:(?:o|a|no|na|e|sao)\s+)?(?:(?:pedido|encomenda|fatura|factura|cliente|numero)\s+)?$/;
/** The gerunds every match holds, searched for first: most turns hold none. */
const GERUND = /(?:melhor|antes)[\s,]+(?:dizendo|falando|escrevendo)/;

/** The values taken back by `ou melhor dizendo` before one of their kind. */
export function betterSaid(folded: string, values: readonly Span[]): Span[] {
  return takenBackBetween(folded, values, { gate: GERUND, between: BETTER_SAID, reach: 40 });
}
