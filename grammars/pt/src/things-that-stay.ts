// A thing the turn says stays, its record named right after: `reembolsa a torradeira (encomenda 4471,
// 39 €); a máquina de café fica, é a 4472, 129 €`, `o casaco fica, é o pedido 8810`. The record is the
// thing's, told so the reader knows which one stays: it is set apart, and the sums said of it with it, where
// the turn names another record for the request. Read on the few words before each record, so the
// time is linear.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far before a record the thing and the words that keep it are looked for; bounds the pattern. */
const BEFORE_REACH = 64;
/** Words between `é o` and the record: `é a encomenda 4472`, `é o nº 8810`. */
const RECORD_WORDS = new Set(["encomenda", "pedido", "compra", "fatura", "factura", "nº", "n.º", "#"]);
const ARTICLES = new Set(["o", "a", "os", "as"]);
/** Words after `fica` that keep it where it is: `fica aqui`, `fica comigo`. */
const STAYS_WHERE = new Set(["ca", "aqui", "comigo"]);
/** The most words a thing said to stay is named in: `a máquina de café`, `o casaco azul do Rui`. */
const MOST_THING_WORDS = 5;
/** A mark that ends a clause, at a word's end: the thing's article opens a clause after it. */
const CLAUSE_MARK = /[;.!?(,]$/;

/** Whether the folded words before a record say a thing stays and then name the record: `a máquina de café fica, é a`. */
function staysThenNamed(before: string): boolean {
  const words = before.split(/\s+/).filter((w) => w !== "");
  let i = words.length - 1;
  while (i >= 0 && RECORD_WORDS.has(words[i]!)) i--;
  if (i < 0 || !ARTICLES.has(words[i]!)) return false;
  i--;
  if (words[i] === "e" || words[i] === "sao") i -= words[i - 1] === "que" ? 2 : 1;
  else return false;
  if (i >= 0 && /^[,:—–-]$/.test(words[i]!)) i--;
  if (i >= 0 && STAYS_WHERE.has(words[i]!.replace(/[,:]$/, ""))) i--;
  const stays = words[i]?.replace(/[,:]$/, "");
  if (stays !== "fica" && stays !== "ficam") return false;
  // The thing: one to five words back to its article, which opens its clause.
  for (let j = i - 1; j >= Math.max(0, i - 1 - MOST_THING_WORDS); j--) {
    if (!ARTICLES.has(words[j]!) || j === i - 1) continue;
    const previous = words[j - 1];
    return previous !== undefined && (CLAUSE_MARK.test(previous) || previous === "e" || previous === "mas");
  }
  return false;
}

/** The records said to stay by the words before them, where the turn names another record (the sums paired with one go with it). */
export function recordsOfThingsThatStay(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("fica")) return [];
  const records = values.filter((v) => isRecordSpan(v));
  return records.filter((r) => staysThenNamed(folded.slice(Math.max(0, r.start - BEFORE_REACH), r.start)) && records.some((o) => String(o.value) !== String(r.value)));
}
