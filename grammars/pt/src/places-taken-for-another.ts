// A place taken back for a place of another kind: `manda mensagem para o 916 223 445 vírgula não,
// manda mas é email para o rui@…`, `liga pro 912…, aliás, manda email pra ana@…`. The kit's
// corrections go within a kind (a phone for a phone); a person who changes how to reach someone
// changes the kind too, and the first place is then no place to send to.
import type { Span } from "@toolgate/grammar-kit";

/** Kinds of value a person is reached at. */
const PLACES = new Set(["email", "phone", "handle"]);

/**
 * The words between the two places: a word that takes back what was said (`não`, `aliás`, `ou
 * melhor`, `espera`, `desculpa`), set off by a mark or a dictated `vírgula`, then at most six words
 * that restate the send (`manda mas é email para o`).
 */
// Linear: anchored at both ends; a word is letters only and the blanks or marks after it end it (a
// hyphen is a mark: `e-mail` is two words), so no run is read two ways.
const TAKEN_FOR_ANOTHER = /^[\s,.;:…—–!-]*(?:virgula\s+)?(?:nao|alias|ou melhor|espera|pera|desculpa)\s*[,.;:…—–!-][\s,.;:…—–!-]*(?:\p{L}+[\s,.;:…—–!-]+){0,6}$/u;

/** Indexes, among the turn's values in order, of the places taken back for a place of another kind. */
export function placesTakenForAnother(folded: string, values: readonly Span[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < values.length; i++) {
    const a = values[i]!;
    const b = values[i + 1]!;
    if (!PLACES.has(a.kind) || !PLACES.has(b.kind) || a.kind === b.kind || b.start - a.end > 80) continue;
    if (TAKEN_FOR_ANOTHER.test(folded.slice(a.end, b.start))) out.push(i);
  }
  return out;
}
