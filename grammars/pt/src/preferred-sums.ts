// Sums offered as alternatives and one of them then chosen: `quer 30 € de volta, ou então 50 € se
// contarmos os portes. Fica pelos 50.`, `pode ser 120 ou 150; prefiro 150`. The sums offered and not
// chosen are set apart, as `preferred-days` does for days. Read on a few characters around each
// sum, so the time is linear in the number of values.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** Most characters between two sums offered as alternatives (`30 € de volta na encomenda 8120, ou então 50 €`). */
const OFFER_REACH = 64;
/** The words right before the second sum offered, folded: `ou 50`, `, ou então 50`, `ou talvez uns 50`. */
const OFFERED_BEFORE = /(?:^|[^\p{L}])ou(?:\s+(?:entao|talvez|senao))?\s+(?:(?:uns|umas|so|apenas)\s+)?(?:(?:r\$|€|us\$)\s*)?$/u;
/** A sentence's end between two sums: the second is then no alternative to the first. */
const SENTENCE_END = /[.;!?\n]/;
/** Words right before a sum that choose it: `fica pelos 50`, `prefiro 150`, `fico com os 50`, `vamos de 50`. */
const CHOSEN_BEFORE = /(?:^|[^\p{L}])(?:prefiro|preferia|preferimos|pode ser|fica|ficamos|fico|vamos|vai ser|escolho|escolhemos)(?:\s+(?:pel[oa]s?|com|em|n[oa]s?|de))?(?:\s+(?:o|a|os|as))?\s+(?:(?:r\$|€|us\$)\s*)?$/u;
/** How many characters before a sum the words that choose it are looked for in. */
const CHOSEN_REACH = 24;

function isSum(v: Span): boolean {
  return (v.kind === "amount" || v.kind === "number") && typeof v.value === "number" && !isRecordSpan(v);
}

/** The sums offered as alternatives that a later sum chosen by preference leaves out. */
export function sumsNotPreferred(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("ou ")) return [];
  const sums = values.filter(isSum);
  for (let i = 0; i + 1 < sums.length; i++) {
    const first = sums[i]!;
    const second = sums[i + 1]!;
    const between = folded.slice(first.end, second.start);
    if (between.length > OFFER_REACH || SENTENCE_END.test(between) || !OFFERED_BEFORE.test(between)) continue;
    if (first.value === second.value) continue;
    const chosen = sums.slice(i + 2).find((s) => CHOSEN_BEFORE.test(folded.slice(Math.max(0, s.start - CHOSEN_REACH), s.start)));
    if (chosen === undefined) return [];
    if (chosen.value === first.value) return [second];
    if (chosen.value === second.value) return [first];
    return [];
  }
  return [];
}
