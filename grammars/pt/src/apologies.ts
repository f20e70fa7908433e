// A clause that owns a mistake and gives the right value: `peço desculpa, é 53`, `foi gralha, é 210`,
// `lapso meu, é na 3312`, `desculpa a confusão, é o 2213`, `perdão pelo erro, são 90`, `— peço desculpa —
// 54`. The correction pattern takes `desculpa` or `gralha` alone; here the words of an apology or of a
// mistake are read one by one from a closed set, so a clause of any other words (`desculpa a demora, são
// 53`) is not one.

/** Words that name the apology or the mistake: at least one stands in the clause. */
const OWNED = new Set(["desculpa", "desculpas", "desculpe", "perdao", "erro", "gralha", "lapso", "engano", "confusao", "equivoco", "mal", "errado", "errada", "troquei"]);
/** Words that may stand beside them: `peço`, `mil`, `as minhas`, `foi um`, `de digitação`, `pelo`, `escrevi (mal) o valor`, `(troquei) os números`. */
const AROUND = new Set([
  "peco", "pedimos", "mil", "as", "minhas", "minha", "meu", "meus", "nosso", "nossa", "foi", "um", "uma", "de", "do", "da", "pelo", "pela",
  "o", "a", "os", "digitacao", "escrita", "teclado", "ah", "opa", "ops", "ups",
  "escrevi", "digitei", "pus", "coloquei", "falei", "disse", "valor", "montante", "numero", "numeros", "digitos", "algarismos", "ordem",
]);
/** The verb that gives the right value, last but for an article or a preposition: `é`, `são`, `era`; it may be left out. */
const GIVING = new Set(["e", "sao", "era", "eram", "seria"]);
const BEFORE_VALUE = new Set(["o", "a", "no", "na", "em", "pra", "para", "pro"]);
/** The most words an apology's clause holds before its verb. */
const MOST_WORDS = 6;

const WORD = /[\p{L}\d]+/gu;

/**
 * Whether a folded text, from a mark that opens a clause up to a value, is an apology or a mistake
 * owned followed by the verb that gives that value, or by the value itself: `, peço desculpa, é `, `. foi
 * gralha, é `, ` — peço desculpa — `.
 */
export function apologyGivesValue(folded: string): boolean {
  const words = folded.match(WORD);
  if (words === null) return false;
  let k = words.length - 1;
  if (BEFORE_VALUE.has(words[k] ?? "")) k--;
  // Without the verb (`— peço desculpa — 54`), every word up to the value is the apology's.
  if (!GIVING.has(words[k] ?? "")) k++;
  if (k === 0 || k > MOST_WORDS) return false;
  let owned = false;
  for (let i = 0; i < k; i++) {
    const w = words[i]!;
    if (OWNED.has(w)) owned = true;
    else if (!AROUND.has(w)) return false;
  }
  return owned;
}

/** Verbs of one's own mistake that open a turn (`enganei-me`, `me enganei`, `errei`, `troquei`), as folded, beside OWNED's nouns. */
const MISTAKE_VERBS = new Set(["enganei", "errei", "troquei", "confundi", "equivoquei", "me", "foi"]);
/** What the right value is said of, before its verb (`o pedido é 55210`, `o valor são 53`): the thing corrected. */
const THING_CORRECTED = new Set(["pedido", "encomenda", "valor", "montante", "numero", "fatura", "factura", "conta", "soma", "total", "cliente", "reserva", "id", "certo", "certa", "correto", "correta"]);
/** The verb that gives the right value in a turn of its own: GIVING's and the past of what was said (`foram 53 €`). */
const GIVING_AGAIN = new Set(["foram", "fica", "ficam"]);

/**
 * Whether a turn opens by owning a mistake and then gives the right value (`desculpa, enganei-me,
 * foram 53 €`, `opa foi mal, o pedido é 55210`, `erro meu, é o 7705`): the folded words before the
 * turn's first value, at most MOST_WORDS beside the thing and the verb, every one of the closed sets
 * and one of them the mistake. Such a turn asks nothing new: it says the turn before's request again.
 */
export function opensWithOwnedMistake(foldedBeforeFirstValue: string): boolean {
  const words = foldedBeforeFirstValue.match(WORD);
  if (words === null || words.length > MOST_WORDS + 3) return false;
  let owned = false;
  for (const w of words) {
    if (OWNED.has(w) || (MISTAKE_VERBS.has(w) && w !== "me" && w !== "foi")) owned = true;
    else if (!AROUND.has(w) && !MISTAKE_VERBS.has(w) && !GIVING.has(w) && !GIVING_AGAIN.has(w) && !BEFORE_VALUE.has(w) && !THING_CORRECTED.has(w)) return false;
  }
  return owned;
}
