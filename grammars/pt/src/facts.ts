// Sums a turn tells as facts, not as what to do: `reembolsa 40 no 5101 (o cliente pagou 120)`,
// `não reembolses o pedido todo (120), só os 40`. Such a sum is set aside as background where the
// turn gives another sum for the request, so a call that takes the fact's sum is asked about.
import type { Span } from "@toolgate/grammar-kit";

/** Words right before a sum that tell what something cost or was paid, in the past or as a fact. */
// A word ends where no letter follows: `oso` read as `o so` and as `os o` made 2^n ways to fail.
const FACT_BEFORE = /(?:\b(?:custou|custava|custa|pagou|pagaram|paguei|pagamos|pagámos|valia|vale|totaliza|totalizou|saiu por|ficou em|era de|eram|foi de|foram)\s+(?:(?:r\$|€|us\$|(?:o|os|a|as|uns|umas|só|so)(?![\wà-ÿ]))\s*)*|\(\s*(?:(?:r\$|€|us\$)\s*)?)$/i;

/** Words of a request: a sum in brackets with one of them is no fact (`(reembolsa 20)`). */
const ASKING = /\b(?:reembols|cancel|devolv|estorn|transfir|transfer|credit|pag[au]e?\b|fatur[ae]\b|cobr[ae]\b)/i;

const SUMS = new Set(["amount", "number"]);

/** The sums told as facts, where the turn holds another sum that is not one. */
export function factSums(text: string, values: readonly Span[]): Set<Span> {
  const facts = new Set<Span>();
  for (const v of values) {
    if (!SUMS.has(v.kind)) continue;
    const before = text.slice(Math.max(0, v.start - 40), v.start);
    if (!FACT_BEFORE.test(before)) continue;
    // In brackets, the words up to the bracket's close must ask for nothing.
    if (/\(\s*(?:(?:r\$|€|us\$)\s*)?$/i.test(before)) {
      const close = text.indexOf(")", v.end);
      if (close === -1 || close - v.end > 60 || ASKING.test(text.slice(v.end, close))) continue;
    }
    facts.add(v);
  }
  const others = values.filter((v) => SUMS.has(v.kind) && !facts.has(v) && !/^\d{3,}$/.test(v.text));
  return others.length > 0 ? facts : new Set();
}
