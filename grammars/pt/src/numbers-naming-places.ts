// A number that names a place or a unit (`a sala 5`, `o quarto 8`, `a mesa 12`) is its name, not a
// sum: `a sala 2 custou 35 e a sala 5 custou 60; fatura a sala 5` gives no amount 2 or 5. And where
// two or more such places are each given a sum (`a sala 2 custou 35 e a sala 5 custou 60`) and the
// text after the last sum names exactly one of them again, the sums of the others are set aside, as
// `asideByLabel` does for days and phones; the sum of the one named again is the request's, though
// told as a fact (`custou 60`). Read only where two places or more are told apart by number. Gated on a place noun followed by a digit; read by one
// pass of a pattern without nested quantifiers over the folded text: linear.
import type { Span } from "@toolgate/grammar-kit";

/**
 * Nouns of places and units a number names, folded: rooms, tables, lots, berths, flats, classes.
 * Not record nouns (`pedido`, `fatura`, `cliente`): a number after those is a record, read elsewhere.
 */
const PLACE_NOUNS = String.raw`sala|salas|quarto|quartos|mesa|mesas|lote|lotes|box|boxe|vaga|vagas|cabine|cabina|apartamento|apto|ap|andar|bloco|turma|camarote|bangalo|suite|baia|doca|pista|quadra|estande|banca|loja|consultorio|gabinete|cacifo|armario|sala de ensaio|sala de reuniao|estudio|chale`;

/** A place noun and the bare number that names it: `sala 5`, `quarto nº 8`. */
const PLACE_NUMBER = new RegExp(String.raw`(?<![\p{L}\d])(?:${PLACE_NOUNS})\s+(?:n\.?º\s*|#\s*)?(\d{1,4})(?![\p{L}\d.,-])`, "gu");

/** Cheap gate: a place noun followed by blanks and a digit somewhere in the turn. */
const GATE = new RegExp(String.raw`(?<![\p{L}\d])(?:${PLACE_NOUNS})\s+(?:n\.?º\s*|#\s*)?\d`, "u");

/** Words between a named place and its sum that give the sum to it: `custou`, `é`, `sai por`, `:`. */
const SUM_OF_PLACE = /^\s*(?:[:=—–-]\s*|(?:custou|custa|custaram|ficou|fica|ficou em|fica em|sai|saiu|sai por|saiu por|sai a|saiu a|e|é|era|foi|foi de|deu|paga|pagou|vale|de|por|a)\s+)?(?:r\$\s?|€\s?)?$/u;

/** Most characters between a named place and the sum said of it. */
const SUM_REACH = 20;

/** What the places of a turn set apart: the numbers that name them and the sums of those not named again, and the sum of the one named again. */
export interface PlacesRead {
  readonly aside: Span[];
  /** The sum of the place the request names again: the request's, though told as a fact (`custou 60`). */
  readonly picked: Span[];
}

const NONE: PlacesRead = { aside: [], picked: [] };

/** The turn's values that are the number a place is named by, the sums of places not named again, and the one named again. */
export function numbersNamingPlaces(folded: string, values: readonly Span[]): PlacesRead {
  if (!GATE.test(folded)) return NONE;
  // The places said, read once: each one's name (folded `sala 5`) and where its number starts.
  const said = [...folded.matchAll(PLACE_NUMBER)].map((m) => ({ name: placeName(m[0]), numberStart: m.index + m[0].length - m[1]!.length }));
  // Only where two places or more are told apart by their numbers are the numbers names for sure: one
  // place beside a record (`o da mesa 12 são 30, o da encomenda 5521 são 45`) is paired like a record.
  if (new Set(said.map((p) => p.name)).size < 2) return NONE;
  const byStart = new Map<number, Span>(values.map((v) => [v.start, v]));
  const out: Span[] = [];
  // Each place said with a sum after it: its name and the sum's span.
  const placed: Array<{ name: string; sum: Span }> = [];
  for (const { name, numberStart } of said) {
    const named = byStart.get(numberStart);
    if (named === undefined || named.kind !== "number") continue;
    out.push(named);
    const sum = values.find((v) => (v.kind === "number" || v.kind === "amount") && v.start > named.end && v.start - named.end <= SUM_REACH);
    if (sum !== undefined && SUM_OF_PLACE.test(folded.slice(named.end, sum.start))) placed.push({ name, sum });
  }
  if (placed.length < 2 || new Set(placed.map((p) => p.name)).size !== placed.length) return { aside: out, picked: [] };
  const after = folded.slice(placed[placed.length - 1]!.sum.end);
  const namedAgain = new Set<string>();
  for (const m of after.matchAll(PLACE_NUMBER)) namedAgain.add(placeName(m[0]));
  const picked = placed.filter((p) => namedAgain.has(p.name));
  if (picked.length !== 1) return { aside: out, picked: [] };
  for (const p of placed) if (p !== picked[0]) out.push(p.sum);
  return { aside: out, picked: [picked[0]!.sum] };
}

/** A place's name as compared: its noun and number, blanks and number signs dropped. */
function placeName(said: string): string {
  return said.replace(/n\.?º|#/g, "").replace(/\s+/g, " ").trim();
}
