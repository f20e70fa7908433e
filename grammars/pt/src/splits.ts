// A sum split among the records or people a turn lists after it: `reparte os 90 euros pelos pedidos
// 8801 e 8802`, `estorna 60 dividido entre o 8801 e o 8802`, `divide os 100 entre a Ana e o Rui`,
// `meio a meio: 80 entre …`. Each gets its part; the sum named is not what one call carries.
import type { Span } from "@toolgate/grammar-kit";

/** Verbs that split the sum after them, by their stems: `divide (os)`, `reparte`, `rateia`, `racha`. */
const SPLIT_STEMS = ["divid", "repart", "rate", "rach"];
/** Words that may stand between such a verb and the sum: an article, a demonstrative, a currency. */
const BEFORE_SUM = new Set(["os", "as", "o", "a", "esses", "essas", "estes", "estas", "r$", "€"]);
/** Halves said before the sum, as their last words: `meio a meio: 80`, `a meias, 50`. */
const HALVES = [["meio", "a", "meio"], ["a", "meias"]];
/** Words after the sum that split it: `dividido`, `em partes iguais`, `meio a meio`. */
const SPLIT_AFTER = /^\s*(?:(?:€|euros?|reais|real|d[oó]lares)\s+)?(?:dividid[oa]s?|repartid[oa]s?|rachad[oa]s?|ratead[oa]s?|em partes iguais|por igual|igualmente|(meio a meio|a meias))(?![\p{L}\d])/u;
/** A count said of the list: `entre os dois`, `pelas três`. */
const COUNTED = /^\s*(?:\p{L}+\s+){0,4}?(?:entre|pel[oa]s|por)\s+(?:os|as)\s+(dois|duas|tres|quatro|cinco)(?![\p{L}\d])/u;
const COUNTS: Readonly<Record<string, number>> = { dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5 };
/**
 * What every split holds, before or after its sum: a splitting verb's stem, the halves, the words
 * of SPLIT_AFTER (`igua` of `iguais`, `igual`, `igualmente`). A turn with none splits nothing.
 */
const SPLIT_WORDS = /divid|repart|rate|rach|meio|meias|igua/;
/** The end of the clause the list is said in. */
const CLAUSE_END = /[.;!?\n]/;
/** How far before a sum its splitting verb is looked for, and after it the list. */
const BEFORE = 40;
const AFTER = 160;
/** At most this many sums split in one turn, and this many parts of one. */
const MOST_SPLITS = 12;
const MOST_PARTS = 12;

/**
 * Where the words before a sum that split it start: a splitting verb (`reparte os`), or the
 * halves (`meio a meio:`). Read from the last word back, at most three words, so that no pattern
 * is tried at every place of the text.
 */
function splitBefore(before: string, from: number): { verb?: number; halves?: number } {
  const words: Array<{ word: string; at: number }> = [];
  for (const m of before.matchAll(/[^\s:,]+/g)) words.push({ word: m[0], at: from + m.index });
  let w = words.length - 1;
  if (w >= 0 && (words[w]!.word === "r$" || words[w]!.word === "€")) w--;
  for (let k = w; k >= 0 && k >= w - 1; k--) {
    const word = words[k]!.word;
    if (SPLIT_STEMS.some((stem) => word.startsWith(stem))) return { verb: words[k]!.at };
    if (!BEFORE_SUM.has(word)) break;
  }
  for (const halves of HALVES) {
    const first = w - halves.length + 1;
    if (first >= 0 && halves.every((h, j) => words[first + j]!.word === h)) return { halves: words[first]!.at };
  }
  return {};
}

export interface SplitSum {
  /** The index of the sum among the values in order. */
  index: number;
  /** Each part: the sum over the parts, to the cent. */
  part: number;
  /** The words that say the split, as written. */
  text: string;
}

/** A record or a person a sum may be split among: an id, a number of three digits or more, a name. */
function sharer(v: Span): boolean {
  return v.kind === "id" || v.kind === "name" || (v.kind === "number" && /^\d{3,}$/.test(v.text.trim()));
}

/**
 * The sums a turn splits, each with its part: the sum has a splitting verb before it or splitting
 * words after it, and the clause after it lists two records or people or more (`8801 e 8802`, `a
 * Ana e o Rui`) or says how many (`entre os dois`); halves need no list. A sum with no list and no
 * count after it (`divide o pedido 8801 em dois envios`) is left as it is.
 */
export function splitSums(text: string, folded: string, values: readonly Span[]): SplitSum[] {
  const out: SplitSum[] = [];
  if (!SPLIT_WORDS.test(folded)) return out;
  for (let i = 0; i < values.length && out.length < MOST_SPLITS; i++) {
    const sum = values[i]!;
    if ((sum.kind !== "amount" && sum.kind !== "number") || typeof sum.value !== "number") continue;
    const from = Math.max(0, sum.start - BEFORE);
    const { verb, halves } = splitBefore(folded.slice(from, sum.start), from);
    const rest = folded.slice(sum.end, sum.end + AFTER);
    const after = SPLIT_AFTER.exec(rest);
    if (verb === undefined && halves === undefined && !after) continue;
    const stop = CLAUSE_END.exec(rest);
    const clauseEnd = sum.end + (stop ? stop.index : rest.length);
    let parts = 0;
    for (let j = i + 1; j < values.length && values[j]!.start < clauseEnd; j++) if (sharer(values[j]!)) parts++;
    const counted = COUNTED.exec(rest.slice(0, clauseEnd - sum.end));
    if (halves !== undefined || after?.[1] !== undefined) parts = 2;
    else if (counted) parts = COUNTS[counted[1]!]!;
    if (parts < 2 || parts > MOST_PARTS) continue;
    const start = verb ?? halves ?? sum.start;
    const end = after ? sum.end + after[0].length : sum.end;
    out.push({ index: i, part: Math.round((sum.value / parts) * 100) / 100, text: text.slice(start, end).trim() });
  }
  return out;
}
