// A phone or an address said to stay as it is, beside a new one the turn gives: `o novo é (31)
// 98765-1020. o da dona Cida (SZ-5) continua (31) 99111-2233`, `muda o da minha para 934 221 870; o
// dela fica como está, 965 110 432`. The place that stays is told, not asked for, and so is the record
// its clause names (`(SZ-5)`): the change is the other record's. Without another place of its kind the
// words tell a story the request acts on, and nothing is set apart.
import type { Span } from "@toolgate/grammar-kit";

/** How far before a place the words that say it stays are read. */
const REACH = 32;
/**
 * Right before the place, folded: a verb of staying (`continua`, `segue`, `permanece`, `fica como
 * está,`, `mantém`), at most `a ser` or `sendo` after it. Linear: anchored at the end, fixed words apart by blanks.
 */
const STAYS = /(?:^|[^\p{L}])(?:continua|continuam|segue|seguem|permanece|permanecem|mantem|mantém|fica\s+como\s+esta|ficam\s+como\s+estao)[\s,]*(?:(?:a\s+ser|sendo|o\s+mesmo|igual)[\s,:]*)?$/u;
const PLACES = new Set(["phone", "email"]);

/** The places said to stay where the turn gives another of their kind, and the record each one's clause names. */
export function placesSaidToStay(folded: string, values: readonly Span[]): Span[] {
  // Gate: most turns say no verb of staying.
  if (!/continua|segue|permanece|mant[eé]m|como esta/.test(folded)) return [];
  const out: Span[] = [];
  for (let k = 0; k < values.length; k++) {
    const place = values[k]!;
    if (!PLACES.has(place.kind) || !STAYS.test(folded.slice(Math.max(0, place.start - REACH), place.start))) continue;
    if (!values.some((v) => v !== place && v.kind === place.kind && v.value !== place.value)) continue;
    out.push(place);
    // The record named in the place's clause, before it: back to the clause's mark.
    for (let j = k - 1; j >= 0; j--) {
      const v = values[j]!;
      if (/[.;!?\n]/.test(folded.slice(v.end, place.start))) break;
      if (v.kind === "id") {
        out.push(v);
        break;
      }
    }
  }
  return out;
}
