// A sum said of a record written in brackets after the thing or person it names: `a Inês (cliente
// LI-51) deve 300 e o Duarte (LI-52) 450`, `o Bobi (processo VT-501) paga 95 e a Mimi (VT-502) 40`,
// `a Camélia Real (cliente FL-PT-7) por 210`, `a limpeza custou 60 (CD-42) e o branqueamento 240
// (CD-43)`. The bracket is the record's label; the sum stands right before it or right after its
// closing bracket, at most a verb of cost between (`deve`, `paga`, `custou`, `é`, `por`). Pairs
// are read only where two records or more each get one (one record is the request's). One pass
// over the values; the words between are read word by word.
import type { Span } from "@toolgate/grammar-kit";
import { isSum } from "./sum-spans.js";

/** How far a sum may stand from the bracket: bounds the words read between. */
const REACH = 24;
/** Verbs and words of what a thing costs or owes, said between the bracket and its sum (at most one): `deve`, `custou`, `saiu`, `deu`. */
const COST_WORDS = new Set(["deve", "devem", "paga", "pagam", "pagou", "custa", "custou", "custam", "custaram", "foi", "foram", "ficou", "ficaram", "fica", "sai", "saiu", "deu", "da", "sao", "e", "é", "vale", "por", "de", "tem"]);
/** The prepositions after a verb of cost that link it to its sum: `fica em 320`, `saiu por 30`. */
const LINKS = new Set(["em", "por", "de", "a"]);
/** A currency said before the sum: `deve € 300`, `por R$ 210`. */
const CURRENCIES = new Set(["€", "eur", "r$"]);

/** A closing bracket, blanks before it, at the start of what follows a record. */
const CLOSES = /^\s*\)/;

/** Whether the words between a closing bracket and a sum are at most one word of cost and a currency: `) deve `, `) `, `) por € `. */
function costBetween(between: string): boolean {
  // The bracket found once: its match tells where the words after it start.
  const closing = CLOSES.exec(between);
  if (closing === null) return false;
  // A comma right after the bracket closes the aside the bracket ends (`o Tiago (cliente EL-41), em 280 €`).
  const words = between.slice(closing[0].length).replace(/^\s*,/, "").trim().split(/\s+/).filter((w) => w !== "");
  let i = 0;
  if (words[i] !== undefined && COST_WORDS.has(words[i]!)) i++;
  // A verb of what it comes to and its preposition: `fica em`, `ficou em`, `saiu por`.
  // Or the preposition alone, its verb said of the record before (`fica em 320 € e o Tiago (EL-41), em 280 €`).
  if ((i === 1 || (i === 0 && words[0] === "em")) && words[i] !== undefined && LINKS.has(words[i]!) && (i === 0 || !LINKS.has(words[0]!))) i++;
  if (words[i] !== undefined && CURRENCIES.has(words[i]!)) i++;
  return i === words.length;
}

/** Whether the gap from a sum to a record is only an opening bracket: `240 (CD-43)`. */
function bracketOpensBetween(between: string): boolean {
  return /^\s*\(\s*(?:(?:cliente|processo|pedido|encomenda|conta|n\.?º)\s*)?$/.test(between);
}

/** Whether the record is in brackets: an opening bracket before it, the closing one after, on one line. */
function inBrackets(folded: string, record: Span): boolean {
  // Read back over REACH characters only, never the whole turn.
  const from = Math.max(0, record.start - REACH);
  const at = folded.slice(from, record.start).lastIndexOf("(");
  return at !== -1 && !/[()\n]/.test(folded.slice(from + at + 1, record.start)) && CLOSES.test(folded.slice(record.end, record.end + REACH));
}

/** A number, at most one word (what it counts) and a comma: `3 diárias, `, `2, `. */
const COUNT_THEN_COMMA = /^\s*(?:\p{L}+\s*)?,\s*(?:(?:€|r\$)\s*)?$/u;

/**
 * The sum of a record where the number right after its bracket counts something and the sum follows
 * it: `(reserva PH-88) ficou 3 diárias, 270 reais`, `(PH-89) ficou 2, 180`: a count, at most the word
 * of what it counts, a comma, then the sum, in one clause. Else the number after the bracket.
 */
function sumAfterCount(folded: string, after: Span, next: Span | undefined): Span {
  if (next === undefined || next.kind === "id" || !isSum(next) || next.start - after.end > REACH) return after;
  return COUNT_THEN_COMMA.test(folded.slice(after.end, next.start)) ? next : after;
}

/**
 * Each sum with the record in brackets it is said of, keyed by the sum: the number right before the
 * bracket (`240 (CD-43)`), else the number after the bracket closes (`(LI-52) deve 450`). Only
 * where two different records get one each.
 */
export function sumsOfBracketedRecords(folded: string, spans: readonly Span[]): Map<Span, Span> {
  const out = new Map<Span, Span>();
  if (!folded.includes("(")) return out;
  const values = spans.filter((s) => s.kind === "id" || s.kind === "number" || s.kind === "amount").sort((a, b) => a.start - b.start);
  values.forEach((record, i) => {
    if (record.kind !== "id" || !inBrackets(folded, record)) return;
    const before = values[i - 1];
    const after = values[i + 1];
    // A sum a verb of cost links to the bracket (`(cliente MA-8) deve 2.400`) is the record's before a
    // number that only stands before it, which may be part of a name (`o Albatroz 610 (cliente MA-8)`).
    const linked = after !== undefined && isSum(after) && after.start - record.end <= REACH && costBetween(folded.slice(record.end, after.start));
    if (!linked && before !== undefined && isSum(before) && !out.has(before) && record.start - before.end <= REACH && bracketOpensBetween(folded.slice(before.end, record.start))) out.set(before, record);
    else if (linked) out.set(sumAfterCount(folded, after, values[i + 2]), record);
  });
  return new Set([...out.values()].map((r) => String(r.value))).size >= 2 ? out : new Map();
}
