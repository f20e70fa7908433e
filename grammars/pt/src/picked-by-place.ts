// A value an earlier turn listed, picked in a later turn by its place in the list: `emita a do meio`,
// `a penúltima cancelou`, `o último dos três pediu pra remarcar`, `estorna o sinal do penúltimo`,
// `cancela os dois primeiros`, `cancele as duas últimas`. The kit says the place (placePick,
// TurnReading `picks`), and the confirm_read check finds the value at that place in each kind of value
// the earlier turn listed. One pass over the turn's words.
import { wordTable, type Place, type PlacePick } from "@toolgate/grammar-kit";
import { ID_KEYWORDS, NUMBER_WORDS } from "./lexicon.js";
import type { Token } from "./tokens.js";

/** Articles and their contractions a place word follows: `a penúltima`, `no último`, `do do meio`, `pro segundo`. */
const ARTICLES = new Set(["o", "a", "os", "as", "no", "na", "nos", "nas", "do", "da", "dos", "das", "pro", "pra", "pros", "pras", "ao", "aos", "pelo", "pela"]);
/** `de` joined to an article, between the article and `meio`, and before the list's count: `a do meio`, `o último dos três`. */
const OF = new Set(["do", "da", "dos", "das"]);

/** The words that name a place in a list, singular and plural (`os dois primeiros`), after an article. */
const PLACES: Readonly<Record<string, Place>> = wordTable<Place>({
  primeiro: 0, primeira: 0, primeiros: 0, primeiras: 0,
  segundo: 1, segunda: 1, terceiro: 2, terceira: 2, quarto: 3, quarta: 3, quinto: 4, quinta: 4,
  ultimo: -1, ultima: -1, ultimos: -1, ultimas: -1,
  penultimo: -2, penultima: -2, antepenultimo: -3, antepenultima: -3,
});
/**
 * Place words that are also a weekday or a thing (`na segunda` is Monday, `o quarto` a room, `a
 * quinta` Thursday or a farm): a place only where the list is named after them (`a segunda das
 * duas`, `o quarto da lista`) or a record's noun follows (`a segunda reserva`).
 */
const OTHER_SENSE = new Set(["segunda", "quarta", "quinta", "quarto"]);
/** Plural place words: a run of the list from one end, said with its length before them (`os dois primeiros`). */
const PLURAL = new Set(["primeiros", "primeiras", "ultimos", "ultimas"]);
/** Words before the article that turn the pick around: `menos o último`, `não a do meio`. */
const TURNED = new Set(["menos", "exceto", "excepto", "tirando", "salvo", "fora", "nao"]);
/** Nouns of a listed thing that may follow the place word: `a penúltima reserva`, `o segundo pedido`. */
const THINGS = new Set([
  ...Object.keys(ID_KEYWORDS),
  "marcacao", "consulta", "sessao", "aula", "hospedagem", "estadia", "mesa", "bicicleta", "carro", "quarto", "sala", "lugar",
  "cliente", "hospede", "paciente", "aluno", "aluna", "numero", "contacto", "contato", "email", "telefone", "telemovel", "celular",
]);
/** Words that may follow a place that ends its phrase: `o primeiro e o último`, `a do meio pro cliente`, `o segundo que chegou`. */
const AFTER = new Set(["e", "que", "q", "pra", "pro", "para", "ao", "com", "por", "ja", "tambem", "so", "se", "ai", "la", "entao", "inteiro", "inteira", "todo", "toda"]);
/** Where the list is named after the place: `da lista`, `da fila`. */
const LIST_NOUNS = new Set(["lista", "fila", "tabela"]);

/** A count said in words or digits: `dois`, `três`, `2`. */
function countOf(t: Token | undefined): number | undefined {
  if (t === undefined) return undefined;
  const n = /^\d{1,2}$/.test(t.fold) ? Number(t.fold) : NUMBER_WORDS[t.fold];
  return n !== undefined && n >= 2 && n <= 12 ? n : undefined;
}

/**
 * Whether a word is a verb's past form or its gerund (`cancelou`, `desistiu`, `pediu`, `avisando`): the
 * place is the subject or the object before it, not a word of a noun's phrase (`a primeira vez`).
 */
function verbAfter(t: Token): boolean {
  return t.fold.length >= 5 && /(?:ou|eu|iu|ando|endo|indo)$/.test(t.fold);
}

/** The place read at `i` (an article), its run's length, and the index of the token after the place's words; undefined where none. */
function placeAt(tokens: readonly Token[], i: number): { place: Place; span: number; word: string; next: number } | undefined {
  const a = tokens[i]!;
  if (!ARTICLES.has(a.fold) || a.breakAfter) return undefined;
  const w = tokens[i + 1];
  if (w === undefined) return undefined;
  // `a do meio`, `o dono do do meio`.
  if (OF.has(w.fold) && !w.breakAfter && tokens[i + 2]?.fold === "meio") return { place: "middle", span: 1, word: "meio", next: i + 3 };
  // `os dois primeiros`, `as 2 últimas`: the run's length between the article and the plural place word.
  const run = countOf(w);
  if (run !== undefined && !w.breakAfter) {
    const p = tokens[i + 2];
    const place = p === undefined ? undefined : PLACES[p.fold];
    if (p === undefined || place === undefined || !PLURAL.has(p.fold)) return undefined;
    return { place: place === 0 ? 0 : -run, span: run, word: p.fold, next: i + 3 };
  }
  const place = PLACES[w.fold];
  if (place === undefined || PLURAL.has(w.fold)) return undefined;
  return { place, span: 1, word: w.fold, next: i + 2 };
}

/**
 * How the place's words go on, where they speak of a listed thing: the count of the list said (`dos
 * três`, `das duas`), 0 where the list is named (`da lista`), a thing's noun follows or the phrase
 * ends; undefined otherwise (`a primeira vez`, `o primeiro de abril`, `na segunda` for Monday).
 */
function ofTheList(tokens: readonly Token[], found: { word: string; next: number }): number | undefined {
  const placeWord = tokens[found.next - 1]!;
  const w = tokens[found.next];
  if (!placeWord.breakAfter && w !== undefined && OF.has(w.fold) && !w.breakAfter) {
    const count = countOf(tokens[found.next + 1]);
    if (count !== undefined) return count;
    if (LIST_NOUNS.has(tokens[found.next + 1]?.fold ?? "")) return 0;
    return undefined;
  }
  if (!placeWord.breakAfter && w !== undefined && THINGS.has(w.fold)) return 0;
  if (OTHER_SENSE.has(found.word)) return undefined;
  if (placeWord.breakAfter || w === undefined) return 0;
  // `do meio` names no other thing: only `do meio da tarde` goes on to one.
  return AFTER.has(w.fold) || verbAfter(w) || found.word === "meio" ? 0 : undefined;
}

/**
 * The pick by place a turn says, where it says exactly one; undefined where it says none, two
 * different ones (`cancela o primeiro e estorna o último` asks for both), or turns it around (`menos
 * o último`).
 */
export function pickedByPlace(tokens: readonly Token[]): PlacePick | undefined {
  let picked: PlacePick | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const at = placeAt(tokens, i);
    if (at === undefined) continue;
    const of = ofTheList(tokens, at);
    if (of === undefined) continue;
    if (i > 0 && !tokens[i - 1]!.breakAfter && TURNED.has(tokens[i - 1]!.fold)) return undefined;
    if (picked !== undefined && (picked.place !== at.place || picked.of !== of || picked.span !== at.span)) return undefined;
    picked = { place: at.place, of, span: at.span };
    i = at.next - 1;
  }
  return picked;
}
