// Days told of another thing beside the day a bill falls due (`a avaliação é dia 12 e a fatura vence
// dia 20`, `vencimento dia 20 (a entrega é dia 9)`): the other thing's day says when it happens, as
// the story of the request; the due day is the one a call takes. Set aside as background only where
// the turn names a due day, so a call holding the other day is asked about.
import type { Span } from "@toolgate/grammar-kit";

/** How many characters before a day are read for the words it is said with. */
const REACH = 40;

/**
 * Words a day falls due by, as folded: the verb (`vence`, `vencer`, `vencendo`), its noun
 * (`vencimento`) and the limit (`prazo`). A real family of the language's bills.
 */
const DUE_WORDS: ReadonlySet<string> = new Set(["vence", "vencem", "vencer", "vencendo", "vencimento", "prazo"]);
/**
 * Things that fall due, whose day said with `é` is their due day (`a fatura é pra dia 20`), never
 * another thing's: the bill and its kinds, as folded.
 */
const BILLS: ReadonlySet<string> = new Set(["fatura", "factura", "boleto", "conta", "cobranca", "pagamento", "mensalidade", "parcela", "prestacao", "recibo"]);
/** Prepositions and articles between the words and the day: `para`, `no`, `o`, `em`. */
const LINKS: ReadonlySet<string> = new Set(["para", "pra", "pro", "no", "na", "em", "a", "o", "ao", "ate", "com", "de"]);
/** A thing's day said as a fact: `é`, `foi`, `será`, `fica` (folded, `é` is `e`). */
const COPULAS: ReadonlySet<string> = new Set(["e", "foi", "sera", "fica", "ficou"]);
/** Articles a thing's noun opens with: `a entrega`, `o exame`. */
const ARTICLES: ReadonlySet<string> = new Set(["a", "o"]);

/** The last words before a day, at most five, as folded: split on blanks and brackets. */
function wordsBefore(folded: string, v: Span): string[] {
  return folded.slice(Math.max(0, v.start - REACH), v.start).split(/[\s(),;:]+/).filter((w) => w !== "").slice(-5);
}

/** Whether the words before a day make it a due day: a due word, then links or a copula only. */
function saidDue(words: readonly string[]): boolean {
  let i = words.length - 1;
  while (i >= 0 && (LINKS.has(words[i]!) || COPULAS.has(words[i]!))) i--;
  return i >= 0 && DUE_WORDS.has(words[i]!);
}

/** Whether the words before a day tell it as another thing's: an article, a noun that is no bill nor due word, a copula, links. */
function toldOfAThing(words: readonly string[]): boolean {
  let i = words.length - 1;
  while (i >= 0 && LINKS.has(words[i]!)) i--;
  if (i < 2 || !COPULAS.has(words[i]!)) return false;
  const noun = words[i - 1]!;
  return ARTICLES.has(words[i - 2]!) && noun.length >= 3 && !BILLS.has(noun) && !DUE_WORDS.has(noun);
}

/** The days told as another thing's where the turn, folded, names a due day too: set aside. */
export function daysToldBesideADueDay(folded: string, values: readonly Span[]): Span[] {
  // Only a turn that names a due day is read: most have none.
  if (!folded.includes("venc") && !folded.includes("prazo")) return [];
  const told: Span[] = [];
  let due = false;
  for (const v of values) {
    if (v.kind !== "date") continue;
    const words = wordsBefore(folded, v);
    if (saidDue(words)) due = true;
    else if (toldOfAThing(words)) told.push(v);
  }
  return due ? told : [];
}
