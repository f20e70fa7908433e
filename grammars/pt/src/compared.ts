// A record said only as the model of the request: `estorna 35 no 8810 como no 8809`, `igual ao que
// fizemos no 8809`, `o mesmo valor da encomenda 3301`. The request is for the other record.
import type { Span } from "@toolgate/grammar-kit";

/** Words that may stand between the comparison and the record: `ao que fizemos no`, `da encomenda`. */
const BETWEEN = new Set(["ao", "a", "o", "no", "na", "do", "da", "de", "que", "fizemos", "fiz", "fez", "fizeram", "feito", "foi", "com", "pedido", "encomenda", "fatura", "factura"]);
/** The most such words read back from a record. */
const REACH = 5;
/** How far back from a record its words are read. */
const CHARS_BACK = 60;

/** A record of the turn: an id, or a bare number of three digits or more. */
function isRecord(v: Span): boolean {
  return v.kind === "id" || (v.kind === "number" && /^\d{3,}$/.test(v.text.trim()));
}

/**
 * Whether the words before a record compare the request with it: `como` then a preposition (`como no
 * 8809`), `igual` then `ao`/`a` (`igual ao 8809`; not `e igual no 8811`, the same again for another
 * record), `mesmo valor`/`mesmo montante` then `do`/`da`/`de`/`que` (not `o mesmo no 8811`).
 */
function comparedBefore(words: readonly string[]): boolean {
  for (let k = words.length - 1; k >= 0 && words.length - k <= REACH + 1; k--) {
    const w = words[k]!;
    const next = words[k + 1];
    if (w === "como" && next !== undefined && BETWEEN.has(next)) return true;
    if (w === "igual" && (next === "ao" || next === "a" || next === "aos")) return true;
    if ((w === "mesmo" || w === "mesma") && (next === "valor" || next === "montante" || next === "quantia" || next === "soma")) {
      const after = words[k + 2];
      return after === "do" || after === "da" || after === "de" || after === "que";
    }
    if (!BETWEEN.has(w) && w !== "valor" && w !== "montante" && w !== "quantia" && w !== "soma") return false;
  }
  return false;
}

/** The records a turn names only as the model of its request, where it names another record too. */
export function modelRecords(folded: string, values: readonly Span[]): Span[] {
  const records = values.filter(isRecord);
  if (records.length < 2) return [];
  const models: Span[] = [];
  for (const r of records) {
    const from = Math.max(0, r.start - CHARS_BACK);
    const words = Array.from(folded.slice(from, r.start).matchAll(/[\p{L}\d]+/gu), (m) => m[0]);
    if (comparedBefore(words)) models.push(r);
  }
  // Every record a model: nothing is left to ask for, so nothing is set apart.
  return models.length < records.length ? models : [];
}
