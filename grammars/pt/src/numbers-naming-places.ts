// A number that names a place or a unit (`a sala 5`, `o quarto 8`, `a mesa 12`) is its name, not a
// sum: `a sala 2 custou 35 e a sala 5 custou 60; fatura a sala 5` gives no amount 2 or 5. And where
// two or more such places are each given a sum (`a sala 2 custou 35 e a sala 5 custou 60`) and the
// text after the last sum names exactly one of them again, the sums of the others are set aside, as
// `asideByLabel` does for days and phones; the sum of the one named again is the request's, though
// told as a fact (`custou 60`). Read only where two places or more are told apart by number. Gated on a place noun followed by a digit; read by one
// pass of a pattern without nested quantifiers over the folded text: linear.
import type { Span } from "@toolgate/grammar-kit";
import { endsSentenceOrItem } from "./sentence-ends.js";

/**
 * Nouns of places and units a number names, folded: rooms, tables, lots, berths, flats, classes,
 * seats and berths (`poltrona 22`, `lugar 14`, `leito 3`).
 * Not record nouns (`pedido`, `fatura`, `cliente`): a number after those is a record, read elsewhere.
 */
const PLACE_NOUNS = String.raw`sala|salas|quarto|quartos|mesa|mesas|lote|lotes|box|boxe|vaga|vagas|cabine|cabina|apartamento|apto|ap|andar|bloco|turma|camarote|bangalo|suite|baia|doca|pista|quadra|estande|banca|loja|consultorio|gabinete|cacifo|armario|sala de ensaio|sala de reuniao|estudio|chale|poltrona|poltronas|assento|assentos|lugar|lugares|cadeira|cadeiras|leito|leitos|beliche|beliches`;

/** A place noun and the bare number that names it: `sala 5`, `quarto nº 8`. */
// A stop right after the number ends the sentence (`usou só a sala 2.`); a digit after it makes a decimal.
const PLACE_NUMBER = new RegExp(String.raw`(?<![\p{L}\d])(?:${PLACE_NOUNS})\s+(?:n\.?º\s*|#\s*)?(\d{1,4})(?![\p{L}\d-]|[.,]\d)`, "gu");
/** The article right before a place noun, folded (`a sala`, `do quarto`, `pela mesa`): its gender, for the places said after it without the noun. */
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:(o|do|no|pelo|ao)|(a|da|na|pela|à))\s+$/u;
/** A bare number of up to three digits after an article (`e a 3`, `, o 14`): a place whose noun is left out. */
const ELIDED = /(?:^|[^\p{L}\d])(o|a)\s+(\d{1,3})(?![\p{L}\d]|[.,]\d)/gu;
/** Money right after such a number makes it a sum (`a 20 euros`), no place. Anchored at the start of a short slice. */
const MONEY_AFTER = /^\s{0,3}(?:€|euros?|reais|real|r\$)/u;
/** Most characters before a place noun read for its article. */
const ARTICLE_REACH = 8;

/** Cheap gate: a place noun followed by blanks and a digit somewhere in the turn. */
const GATE = new RegExp(String.raw`(?<![\p{L}\d])(?:${PLACE_NOUNS})\s+(?:n\.?º\s*|#\s*)?\d`, "u");

/** Words between a named place and its sum that give the sum to it: `custou`, `é`, `sai por`, `:`. */
const SUM_OF_PLACE = /^\s*(?:[:=—–-]\s*|(?:custou|custa|custaram|ficou|fica|ficou em|fica em|fica a|ficou a|fica por|sai|saiu|sai por|saiu por|sai a|saiu a|e|é|era|foi|foi de|deu|paga|pagou|vale|de|por|a)\s+)?(?:r\$\s?|€\s?)?$/u;

/** Most characters between a named place and the sum said of it. */
const SUM_REACH = 20;

/** Between a sum and the place said right after it, whose price it is: the place's article alone (`150 o quarto 12`, `180 o 14`). */
const SUM_BEFORE_PLACE = /^\s+(?:o|a)\s+$/u;

/** What the places of a turn set apart: the numbers that name them and the sums of those not named again, and the sum of the one named again. */
export interface PlacesRead {
  readonly aside: Span[];
  /** The sum of the place the request names again: the request's, though told as a fact (`custou 60`). */
  readonly picked: Span[];
  /** Each place said with its sum, after it (`o quarto 3 fica a 120`) or right before it (`150 o quarto 12`): what a later turn that names the place again asks for. */
  readonly sums: ReadonlyArray<{ readonly place: Span; readonly sum: Span }>;
}

const NONE: PlacesRead = { aside: [], picked: [], sums: [] };

/** The turn's values that are the number a place is named by, the sums of places not named again, and the one named again. */
export function numbersNamingPlaces(folded: string, values: readonly Span[]): PlacesRead {
  if (!GATE.test(folded)) return NONE;
  // The places said, read once: each one's name (folded `sala 5`) and where its number starts.
  const named = [...folded.matchAll(PLACE_NUMBER)].map((m) => ({ name: placeName(m[0]), numberStart: m.index + m[0].length - m[1]!.length, start: m.index, end: m.index + m[0].length }));
  const said: Array<{ name: string; numberStart: number; start: number }> = [...named, ...placesWithoutTheirNoun(folded, named)].sort((a, b) => a.numberStart - b.numberStart);
  // Only where two places or more are told apart by their numbers are the numbers names for sure: one
  // place beside a record (`o da mesa 12 são 30, o da encomenda 5521 são 45`) is paired like a record.
  if (new Set(said.map((p) => p.name)).size < 2) return NONE;
  const byStart = new Map<number, Span>(values.map((v) => [v.start, v]));
  const out: Span[] = [];
  // Each place said with a sum after it: its name and the sum's span.
  const placed: Array<{ name: string; place: Span; sum: Span }> = [];
  const sums = (v: Span) => v.kind === "number" || v.kind === "amount";
  const sumBefore = (start: number) => values.find((v) => sums(v) && v.end <= start && start - v.end <= SUM_REACH && SUM_BEFORE_PLACE.test(folded.slice(v.end, start)));
  // A list says its prices one way throughout: before each place where the first place has its price
  // right before it (`150 o quarto 12, 180 o 14 e 95 o 21`), after each place otherwise (`o quarto 3
  // fica a 120, o 5 a 90`). Read each way, `180 o 14 e 95 o 21` would give the 14 the 21's price.
  const first = said.find(({ numberStart }) => byStart.get(numberStart)?.kind === "number");
  const pricedFirst = first !== undefined && sumBefore(first.start) !== undefined;
  for (const { name, numberStart, start } of said) {
    const number = byStart.get(numberStart);
    if (number === undefined || number.kind !== "number") continue;
    out.push(number);
    if (pricedFirst) {
      const before = sumBefore(start);
      if (before !== undefined) placed.push({ name, place: number, sum: before });
      continue;
    }
    const sum = values.find((v) => sums(v) && v.start > number.end && v.start - number.end <= SUM_REACH);
    if (sum !== undefined && SUM_OF_PLACE.test(folded.slice(number.end, sum.start))) placed.push({ name, place: number, sum });
  }
  if (placed.length < 2 || new Set(placed.map((p) => p.name)).size !== placed.length) return { aside: out, picked: [], sums: [] };
  const told = placed.map(({ place, sum }) => ({ place, sum }));
  // The list ends after its last place and its sum, whichever is said last (`… e 95 o 21`).
  const last = placed[placed.length - 1]!;
  const after = folded.slice(Math.max(last.sum.end, last.place.end));
  const namedAgain = new Set<string>();
  for (const m of after.matchAll(PLACE_NUMBER)) namedAgain.add(placeName(m[0]));
  // A place of the list named again by its number alone (`o 14`, as in `fature o 12 — não, espera, o
  // 14`) is named again too: two named again pick none.
  for (const m of after.matchAll(ELIDED)) {
    if (MONEY_AFTER.test(after.slice(m.index + m[0].length, m.index + m[0].length + 10))) continue;
    for (const p of placed) if (p.name.endsWith(` ${m[2]}`)) namedAgain.add(p.name);
  }
  const picked = placed.filter((p) => namedAgain.has(p.name));
  if (picked.length !== 1) return { aside: out, picked: [], sums: told };
  for (const p of placed) if (p !== picked[0]) out.push(p.sum);
  return { aside: out, picked: [picked[0]!.sum], sums: told };
}

/**
 * The places a sentence goes on naming without their noun, after one named with it: `a sala 2 custou
 * 35 e a 3 custou 50`, `150 o quarto 12, 180 o 14 e 95 o 21`. A bare number of up to three digits
 * after an article of the noun's gender, in the same sentence, after the place: the noun's place of
 * that number, with no sentence's end nor semicolon between (sentence-ends.ts). Records run longer
 * (`o 8812`); money after the number makes it a sum. One pass of the pattern, the places and the
 * sentence ends walked alongside: linear.
 */
function placesWithoutTheirNoun(folded: string, named: ReadonlyArray<{ name: string; start: number; end: number }>): Array<{ name: string; numberStart: number; start: number }> {
  const out: Array<{ name: string; numberStart: number; start: number }> = [];
  if (named.length === 0) return out;
  let k = -1;
  // The last sentence end or semicolon before the number read, walked forward with the matches.
  let lastEnd = -1;
  let c = 0;
  for (const m of folded.matchAll(ELIDED)) {
    while (k + 1 < named.length && named[k + 1]!.end <= m.index) k++;
    if (k < 0) continue;
    const place = named[k]!;
    if (MONEY_AFTER.test(folded.slice(m.index + m[0].length, m.index + m[0].length + 10))) continue;
    const numberStart = m.index + m[0].length - m[2]!.length;
    for (; c < numberStart; c++) if (endsSentenceOrItem(folded, c)) lastEnd = c;
    if (lastEnd >= place.end) continue;
    const article = ARTICLE_BEFORE.exec(folded.slice(Math.max(0, place.start - ARTICLE_REACH), place.start));
    if (article === null || (article[1] !== undefined) !== (m[1] === "o")) continue;
    out.push({ name: `${place.name.split(" ")[0]} ${m[2]}`, numberStart, start: numberStart });
  }
  return out;
}

/** A place's name as compared: the first word of its noun and its number (`sala de ensaio 3` is `sala 3`, as said again), number signs dropped. */
function placeName(said: string): string {
  const words = said.replace(/n\.?º|#/g, "").trim().split(/\s+/);
  return `${words[0]} ${words[words.length - 1]}`;
}
