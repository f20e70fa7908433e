// A record picked by one word told of it before: `a 6610 que é pequena e a 6611 que é a grande; reembolsa 20
// na grande`, `temos a 3301, a cara, e a 3302, a barata. anule a barata`, `o 7701 é o mais antigo e o 7702 o
// mais novo. estorna 35 no mais antigo`; and by age, where each record is told with its day: `o 5120 de ontem e
// o 5133 de hoje. cancela o mais recente`; and by whose it is or what it holds, said after `de`: `a encomenda da
// Rita é a 5561 e a do Nuno a 5562. cancela a da Rita`, `o 4410, de 80, e o 4411, de 35: estorna o de 35
// inteiro`. The records not picked are left. One pass over the words.
import { LISTED_SUM, PICK_STEM, type ListWording, type Span, type TurnValue } from "@toolgate/grammar-kit";
import { verbActKey } from "./act-words.js";
import { MONTHS } from "./lexicon.js";
import type { Token } from "./tokens.js";
import { isTitle, SPOKEN_TITLES, TITLES } from "./titles.js";
import { isRecordSpan } from "./record-spans.js";
import { endsSentenceOrItem } from "./sentence-ends.js";

/** The article, contraction or pointing word before the word: `na grande`, `a barata`, `no mais antigo`, `naquele da caixa amassada`. */
const POINTERS = new Set(["o", "a", "no", "na", "do", "da", "pro", "pra", "pelo", "pela", "ao", "aquele", "aquela", "naquele", "naquela", "daquele", "daquela"]);
/** Words that may follow the picking word in its clause: `na grande, se faz favor`, `o mais recente e avisa`, `a barata por favor`. */
// `que` opens what is told of the thing picked: `a da dona cida, que é a cliente C-512`, `q é`.
const AFTER = new Set(["e", "por", "se", "pfv", "pf", "pls", "ai", "la", "entao", "inteiro", "inteira", "todo", "toda", "para", "pra", "pro", "que", "q"]);
/**
 * Words that open where the act is done, after the thing picked: `estorna o dele no pedido TAT-D1`,
 * `devolve a da Rita na encomenda 77`. The phrase that picks ends before them.
 */
const WHERE_AFTER = new Set(["no", "na", "nos", "nas", "em"]);
/** `de` and its contractions between the article and the picking word: `a da Rita`, `o do João`, `o de 35`. */
const OF = new Set(["de", "do", "da", "dos", "das"]);
/** Words that pick no record by themselves: records' nouns, people, places in a sentence, pronouns. */
const PLAIN = new Set([
  "pedido", "encomenda", "fatura", "factura", "compra", "conta", "cliente", "numero", "registo", "registro", "nota", "ticket",
  "mesma", "mesmo", "outra", "outro", "primeira", "primeiro", "segunda", "segundo", "terceira", "terceiro", "ultima", "ultimo", "certa", "certo", "errada", "errado",
  "dele", "dela", "minha", "minho", "nossa", "nosso", "sua", "seu", "tudo", "toda", "todo", "anterior", "seguinte", "valor", "total",
]);
/** The newest and the oldest, said with `mais`: `o mais recente`, `a mais antiga`. */
const NEWEST = new Set(["recente", "novo", "nova"]);
const OLDEST = new Set(["antigo", "antiga", "velho", "velha"]);
/** Acts that tell someone rather than do something to a record: `avisa a Maria` names whom. */
const TELLING_ACTS = new Set(["notif", "send"]);
/** Verbs that do whatever the request is, said of the record picked: `faz a da Graça`, `gera a de abril`. */
const DOING = new Set(["faz", "faca", "fazer", "gera", "gere", "gerar"]);
/** Words that narrow an object to the one named, said between the verb and its article: `só`, `apenas`, `somente`. */
const FOCUS = new Set(["so", "apenas", "somente", "unicamente"]);
/**
 * Words of a share of the thing picked, said between the verb and its article: `devolve metade da do
 * Sr. Almeida`, `estorna parte do da Carla`, `cobra o resto da da Rita`. The act is on the record the
 * article picks; how much of it is the amount's business.
 */
const SHARES = new Set(["metade", "parte", "resto", "restante", "terco"]);
/**
 * How many words right before `p` say the act is done again, between the verb and its object: `emite
 * de novo a pendente`, `manda outra vez a da Rita`, `gera novamente a de abril`.
 */
function again(tokens: readonly Token[], p: number): number {
  const one = tokens[p - 1];
  if (one === undefined || one.breakAfter) return 0;
  if (one.fold === "novamente") return 1;
  const two = tokens[p - 2];
  const pair = two !== undefined && !two.breakAfter && ((two.fold === "de" && one.fold === "novo") || (two.fold === "outra" && one.fold === "vez"));
  return pair ? 2 : 0;
}
/** Whether the pointer at `p` is the object of an act verb on a record: `anule a barata`, `reembolsa 20 na grande`, `estornar 35 no mais antigo`. */
function objectOfAct(tokens: readonly Token[], p: number, money: boolean): boolean {
  // A word that only narrows the object, or a share of it, stands between the verb and it: `reembolsa só o de volta`, `devolve metade da do Rui`.
  const narrowing = (t: Token | undefined) => t !== undefined && (FOCUS.has(t.fold) || SHARES.has(t.fold)) && !t.breakAfter;
  const narrowed = narrowing(tokens[p - 1]) ? (narrowing(tokens[p - 2]) || tokens[p - 2]?.fold === "o" || tokens[p - 2]?.fold === "a" ? 2 : 1) : 0;
  const before = tokens[p - 1 - narrowed - again(tokens, p - narrowed)];
  const verb = before !== undefined && /^\d/.test(before.fold) && !before.breakAfter ? tokens[p - 2 - narrowed] : before;
  if (verb !== undefined && !verb.breakAfter && DOING.has(verb.fold)) return true;
  const act = verb === undefined || verb.breakAfter ? undefined : verbActKey(verb.key);
  // Money sent to an account or a bill (`paga a da Ana`) is a sending, and its object is the thing picked.
  return act !== undefined && (!TELLING_ACTS.has(act) || (money && act === "send"));
}
/**
 * Words before the article that set the thing it picks apart rather than ask for it: `cancela tudo
 * menos o de sexta`, `estorna todos exceto o da Rita`, `tirando o de 50, cancela os outros`.
 */
// `não`: `estorna não o de 50, o outro` denies the one picked, as `menos` does.
const EXCEPT = new Set(["menos", "exceto", "excepto", "tirando", "salvo", "fora", "nao"]);
/**
 * Words are matched by their first letters, so `grande` meets `grandes`: the kit's stem length, since the
 * stems told here (`toldAs`) must meet a pick stemmed by another grammar.
 */
const STEM = PICK_STEM;
/** Joins between two records' pieces, as written (`é` is no join): `e`, `mas`, `porém`, `enquanto`. */
const JOINS = new Set(["e", "E", "mas", "Mas", "porém", "porem", "enquanto"]);
/** How many picking words a turn may try: each is matched against every piece. */
const MOST_TRIES = 4;

/** How many days back the words of a record's piece place it: `hoje` 0, `ontem` 1, `desta semana` 3, `de janeiro` by the month. */
function daysBack(words: readonly string[], month: number): number | undefined {
  let back: number | undefined;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const m = MONTHS[w];
    const days =
      w === "hoje" ? 0
      : w === "ontem" ? 1
      : w === "anteontem" ? 2
      : w === "semana" ? (words[k + 1] === "passada" ? 7 : 3)
      : m !== undefined && w.length > 3 ? (m === month ? 10 : 30 * ((month - m + 12) % 12))
      : undefined;
    if (days === undefined) continue;
    if (back !== undefined && back !== days) return undefined;
    back = days;
  }
  return back;
}

/** The one record whose piece holds the word, or by age the newest or oldest where every record's piece tells its day. */
function chosen(word: string, more: boolean, pieces: ReadonlyMap<string, string[]>, month: number): string | undefined {
  const stem = word.slice(0, STEM);
  const holding = [...pieces].filter(([, words]) => words.some((w) => w.slice(0, STEM) === stem));
  if (holding.length === 1) return holding[0]![0];
  if (holding.length > 1 || !more || !(NEWEST.has(word) || OLDEST.has(word))) return undefined;
  const aged = [...pieces].map(([record, words]) => [record, daysBack(words, month)] as const);
  if (aged.some(([, days]) => days === undefined)) return undefined;
  const sorted = [...aged].sort((a, b) => a[1]! - b[1]!);
  const [first, second] = NEWEST.has(word) ? [sorted[0]!, sorted[1]!] : [sorted[sorted.length - 1]!, sorted[sorted.length - 2]!];
  return first[1] === second[1] ? undefined : first[0];
}

const NONE: ReadonlySet<number> = new Set();
const NO_SPANS: ReadonlySet<Span> = new Set();

/** Only blanks, a few: what stands between a row's opening word and its record. */
const BLANKS_ONLY = /^[ \t]{1,3}$/;

/**
 * Words then what links them to the record right after: a bracket opening (` do irmão (` in `…, a do
 * irmão (AL-2)`), with the row's sum before it or not (` da Estrela 220 (` in `…, a da Estrela 220
 * (H-12)`: the sum beside a bracketed record is that record's), or `é` and an article (` de agora e o `
 * in `…, o de agora e o TUK-512`, the `é` often written without its accent; `e` joining two records
 * has a record before it, not words alone). Linear: letters and blanks, then digits and marks, then
 * the link, each class apart from the next.
 */
const WORDS_TO_BRACKET = /^[\p{L}\s]*(?:\d[\d.,]*\s*(?:€\s*)?\(\s*|\(\s*|\s(?:e|é)\s+(?:o|a)\s+)$/u;
/** A mark between two phrases of a list: `, `, `; `. A comma between two digits is a number's (`1,5 mil`, `2,400`), no phrase's end. */
const PHRASE_MARK = /;|(?<!\d),|,(?!\d)/;
/** Most characters read on either side of the word: keeps the pass over the words linear. */
const ROW_REACH = 60;

/**
 * Whether the word opens the row of the record after it: only words stand between them and a bracket
 * or an `é` before it, and a comma stands between the record before and the word (`(AL-1) 890, a do
 * irmão (AL-2)`, `era o TUK-500, o de agora e o TUK-512`): the words name the next record.
 */
function opensBracketedRow(text: string, t: Token, before: Span | undefined, next: Span | undefined): boolean {
  if (before === undefined || next === undefined || t.end > next.start || before.end > t.start) return false;
  if (next.start - t.end > ROW_REACH || t.start - before.end > ROW_REACH) return false;
  // Read up to the word's first character, so that a comma right before a digit is seen as a number's.
  return WORDS_TO_BRACKET.test(text.slice(t.end, next.start)) && PHRASE_MARK.test(text.slice(before.end, t.start + 1));
}

/**
 * Each record's piece of the turn, the words up to `end`: from the join (`e`, `mas`) or sentence end
 * before it to the one after it; words before any join go to the record before them.
 */
function piecesOf(text: string, tokens: readonly Token[], records: ReadonlyArray<{ v: Span }>, end: number, ownerAt?: Map<number, string>): Map<string, string[]> {
  const pieces = new Map<string, string[]>(records.map(({ v }) => [String(v.value), []]));
  // Where the sentence holding each record starts: the last sentence end before it, found in one pass.
  const starts: number[] = [];
  let lastEnd = -1;
  let c = 0;
  for (const { v } of records) {
    for (; c < v.start; c++) if (endsSentenceOrItem(text, c)) lastEnd = c;
    starts.push(lastEnd);
  }
  let k = 0;
  let current: string | undefined;
  let joined = false;
  for (const t of tokens) {
    if (t.start >= end) break;
    while (k < records.length && records[k]!.v.end <= t.start) {
      current = String(records[k]!.v.value);
      joined = false;
      k++;
    }
    const ahead = k < records.length && t.end > starts[k]! ? String(records[k]!.v.value) : undefined;
    if (JOINS.has(t.text)) joined = true;
    // A word right before a record, only blanks between, opens that record's row (`…, Miguel 1202 22 euros`): the row's, not the one before.
    const opensRow = ahead !== undefined && t.end <= records[k]!.v.start && BLANKS_ONLY.test(text.slice(t.end, records[k]!.v.start));
    const owner = current === undefined || joined || opensRow || opensBracketedRow(text, t, records[k - 1]?.v, records[k]?.v) ? ahead : current;
    if (owner !== undefined) pieces.get(owner)!.push(t.fold);
    if (owner !== undefined) ownerAt?.set(t.start, owner);
    if (t.breakAfter && endsSentenceOrItem(text, t.end)) current = undefined;
  }
  return pieces;
}

/**
 * What a turn lists to pick from: its records where it names two or more; else two accounts or more
 * (`a da Ana Costa … para o PT50 …, e a do Rui Lima … para o PT50 …`), else two sums or more of money
 * (`a da luz, 230 euros, e a da internet, 120 euros`): what tells each thing apart. A bare number
 * written as a sum of money the turn says is (as many digits) is one of the sums, not a record:
 * `a de março é 780 reais, e a de abril é 810`. `money` says whether the list is of sums or accounts.
 */
function listed(values: readonly Span[], sumsOfRecords: ReadonlySet<number> = NONE, wholes: ReadonlySet<Span> = NO_SPANS): { items: Array<{ v: Span; i: number }>; money: boolean } | undefined {
  const of = (keep: (v: Span, i: number) => boolean) => {
    const items: Array<{ v: Span; i: number }> = [];
    values.forEach((v, i) => {
      if (keep(v, i)) items.push({ v, i });
    });
    return new Set(items.map(({ v }) => String(v.value))).size >= 2 ? items : undefined;
  };
  const sumDigits = new Set(values.filter((v) => v.kind === "amount" && typeof v.value === "number").map((v) => String(Math.trunc(Math.abs(v.value as number))).length));
  const sumLike = (v: Span) => v.kind === "number" && sumDigits.has(v.text.length) && /^\d+$/.test(v.text);
  // A number the turn says of a record (`o 7311 do Rui foi 120`) is that record's sum, not a record of the list.
  const record = (v: Span, i: number) => isRecordSpan(v) && !sumLike(v) && !sumsOfRecords.has(i);
  if (values.some((v, i) => record(v, i))) {
    const records = of(record);
    if (records !== undefined) return { items: records, money: false };
  }
  // Where the turn names no money, its numbers too short for a record are the sums of what it lists
  // (`o bilhete de ida custa 18 e o de volta 22`, `o da Ana são 30, o do Rui 45`), beside one record or none.
  const bareSum = (v: Span) => sumDigits.size === 0 && v.kind === "number" && !isRecordSpan(v) && /^\d+$/.test(v.text);
  // A whole told with the share each pays of it (`os 300, metade cada, 150`) is one thing, no two to pick from.
  const money = of((v) => v.kind === "iban") ?? of((v) => !wholes.has(v) && (v.kind === "amount" || sumLike(v) || bareSum(v)));
  return money && { items: money, money: true };
}

/** Whether values list sums, not records (`900, 1200 e 1450 euros`; not `o 8120, de 90 reais, e o 8134, de 150`), as `listed` tells them. */
export function listsSums(values: readonly Span[]): boolean {
  return listed(values)?.money === true;
}

/**
 * Indexes, among the turn's values in order, of the records left where a word after an article picks
 * one (`na grande`, `o mais recente`) at a clause's end, as the object of an act on a record (not of a
 * telling: `avisa a maria`), and not a name: two records or more said before it, in sentences ended
 * before it, and none after. `wholes` are sums the turn splits into shares (wholes-of-fractions-said.ts): no item of a list. After a word that excepts it (`menos o de sexta`), the record picked is
 * the one left.
 */
export function leftByPickingWord(text: string, tokens: readonly Token[], values: readonly Span[], month: number, sumsOfRecords: ReadonlySet<number>, wholes: ReadonlySet<Span> = NO_SPANS): number[] {
  const list = listed(values, sumsOfRecords, wholes);
  if (list === undefined) return [];
  const { money } = list;
  // A list of sums holds no record of the request's: only a list of records is cut before the request.
  const records = money ? list.items : toldBeforeTheRequest(text, list.items);
  const closed = listEnd(text, tokens, records);
  let pieces: Map<string, string[]> | undefined;
  let tries = 0;
  let best: { found: PickingWord; pick: string } | undefined;
  for (const found of pickingWords(text, tokens, closed, money)) {
    if (++tries > MOST_TRIES) break;
    pieces ??= piecesOf(text, tokens, records, closed);
    const pick = chosen(found.word, found.more, pieces, month);
    if (pick === undefined) continue;
    // A pick after a correction takes the place of the one before it (`… o dia da azul — não, espera, o do tandem`).
    if (best === undefined || correctedBetween(tokens, best.found.at, found.at)) best = { found, pick };
    else break;
  }
  if (best === undefined) return [];
  const { found, pick } = best;
  // A request that goes on to name another thing by whose it is (`fatura 650 pra da Ana e 480 pra do
  // Beto`) asks for both: none is left.
  if (!found.except && picksAnotherAfter(tokens, found.at, pick, pieces!, month)) return [];
  return leaving(records, { pick, except: found.except });
}

/**
 * Whether, in the same run of words after the token at `at` (no punctuation between), an article and
 * `de` name by whose it is a record other than `pick` (`… pra da Ana e 480 pra do Beto`). One said
 * after a comma or a stop is told of apart (`devolve 45 ao da Inês, o do Tiago fica`).
 */
function picksAnotherAfter(tokens: readonly Token[], at: number, pick: string, pieces: ReadonlyMap<string, string[]>, month: number): boolean {
  for (let r = at + 1; r + 1 < tokens.length; r++) {
    if (tokens[r - 1]!.breakAfter) return false;
    if (!POINTERS.has(tokens[r - 1]!.fold) || !OF.has(tokens[r]!.fold) || tokens[r]!.breakAfter) continue;
    const other = chosen(tokens[r + 1]!.fold, false, pieces, month);
    if (other !== undefined && other !== pick) return true;
  }
  return false;
}

/** The indexes of the records a pick leaves: the others, or the one picked where the word excepts it. */
function leaving(records: ReadonlyArray<{ v: Span; i: number }>, found: { pick: string; except: boolean }): number[] {
  return records.filter(({ v }) => (String(v.value) === found.pick) === found.except).map(({ i }) => i);
}

/**
 * The records of a list told in sentences of their own, without those of a later sentence: the
 * request's own records (`… o dos cartazes (GRA-78) 15 mil. gera a fatura dos panfletos pro cliente
 * CLI-400`, `… o da Carla 150. estorna o dele no pedido TAT-D1`) are where the act is done, no item
 * the pick chooses among. The list ends with the sentence in which its second record is told. The
 * whole list is kept where a later sentence names a listed record again (`faz o do 3302`: the pick
 * is among all), or where the records told before are not all of one kind (`deu 280 no pedido
 * BK-1207`: a bare number beside an id may be its sum). One pass over the text up to that end.
 */
function toldBeforeTheRequest(text: string, records: ReadonlyArray<{ v: Span; i: number }>): ReadonlyArray<{ v: Span; i: number }> {
  const distinct = new Set<string>();
  let at = 0;
  let cut = records.length;
  for (let k = 0; k < records.length && cut === records.length; k++) {
    const { v } = records[k]!;
    for (; at < v.start && cut === records.length; at++) if (distinct.size >= 2 && endsSentenceOrItem(text, at)) cut = k;
    if (cut === records.length) distinct.add(String(v.value));
  }
  if (cut === records.length) return records;
  const told = records.slice(0, cut);
  if (records.slice(cut).some(({ v }) => distinct.has(String(v.value)))) return records;
  return told.every(({ v }) => v.kind === told[0]!.v.kind) ? told : records;
}

/**
 * Where the list's last clause ends: at its sentence's end, or at the first comma after its last
 * record where the next clause opens with a verb of an act (`… e a dona cida 60, faz a fatura da dona
 * cida`, `… e a do Tiago 55, estorna apenas a do Tiago`): the request begins there.
 */
function listEnd(text: string, tokens: readonly Token[], records: ReadonlyArray<{ v: Span }>): number {
  const last = records[records.length - 1]!.v.end;
  let closed = last;
  while (closed < text.length && !endsSentenceOrItem(text, closed)) closed++;
  for (let t = 0; t + 1 < tokens.length && tokens[t]!.end < closed; t++) {
    const token = tokens[t]!;
    if (token.end < last || text[token.end] !== ",") continue;
    const next = tokens[t + 1]!;
    if (DOING.has(next.fold) || verbActKey(next.key) !== undefined) return token.end;
  }
  return closed;
}


/** Whether the token at `n` is a noun right after an article, both in one run of words: `a fatura`, `o pedido`. */
function nounAfterArticle(tokens: readonly Token[], n: number): boolean {
  const noun = tokens[n]!;
  return POINTERS.has(tokens[n - 1]!.fold) && !tokens[n - 1]!.breakAfter && !noun.breakAfter && /^\p{L}{3,}$/u.test(noun.fold) && !OF.has(noun.fold) && noun.fold !== "mais";
}

/** Signs that make the word right after them a channel or a handle (`#secretaria`, `@atelier`), not a word told of a record. */
const PLACE_SIGNS = new Set(["#", "@"]);
/** Whether the token is written right after a channel's or a handle's sign. */
function namesAPlaceToSend(text: string, w: Token): boolean {
  return PLACE_SIGNS.has(text[w.start - 1] ?? "");
}

/** Third-person possessives that say whose a thing is by pointing at a person: `cancela a dele`, `estorna o dela`. */
const POINTING_OWNERS = new Set(["dele", "dela"]);
/** How many words back a pointing possessive looks for the person it points at. */
const OWNER_LOOKBACK = 12;

/**
 * The name a pointing possessive stands for: the nearest name before it, written with a capital and
 * not merely opening its sentence (or after a title: `O Sr. Fernando desistiu: cancela a dele`),
 * within the sentence before and its own. Undefined where none is that close.
 */
function ownerPointedAt(text: string, tokens: readonly Token[], p: number): string | undefined {
  let sentences = 0;
  for (let r = p - 1; r >= 1 && r >= p - OWNER_LOOKBACK; r--) {
    const t = tokens[r]!;
    if (t.breakAfter && endsSentenceOrItem(text, t.end) && ++sentences > 1) return undefined;
    const before = tokens[r - 1]!;
    const opensSentence = before.breakAfter && endsSentenceOrItem(text, before.end);
    const titled = TITLES.has(before.fold) || SPOKEN_TITLES.has(before.fold);
    if (t.capital && /^\p{L}{3,}$/u.test(t.fold) && (titled || !opensSentence)) return t.fold;
  }
  return undefined;
}

/** Nouns of a day said of a thing: `o dia do Volvo`, `a data da Rita`. */
const DAY_NOUNS = new Set(["dia", "data"]);

/**
 * The thing a day is said of, after an article and `dia`: `põe um lembrete para o dia do Volvo`,
 * `lembrete pro dia que o Pingo sai`, `marca na data da D. Rosa`. The day is the one an earlier list
 * told of that thing, so the thing is the pick: after `do`/`da` (past a title) the word, or after
 * `que` and an article a name written with a capital. `o dia de hoje`, `o dia que for` pick nothing.
 */
function dayOfAThing(text: string, tokens: readonly Token[], r: number): PickingWord | undefined {
  const pointer = tokens[r - 1]!;
  if (!POINTERS.has(pointer.fold) || pointer.breakAfter || tokens[r]!.breakAfter) return undefined;
  const link = tokens[r + 1];
  if (link === undefined || link.breakAfter) return undefined;
  let k: number;
  if (link.fold === "do" || link.fold === "da") k = r + 2 + (tokens[r + 2] !== undefined && isTitle(text, tokens[r + 2]!) ? 1 : 0);
  else if (RELATIVE.has(link.fold) && POINTERS.has(tokens[r + 2]?.fold ?? "") && !tokens[r + 2]!.breakAfter) k = r + 3;
  else return undefined;
  const w = tokens[k];
  if (w === undefined || PLAIN.has(w.fold) || !/^\p{L}{2,}$/u.test(w.fold)) return undefined;
  // After `que` the thing is the clause's subject, a name: `que o Pingo sai`, not `que a gente marcou`.
  if (k === r + 3 && !w.capital) return undefined;
  if (k !== r + 3 && !w.capital && w.fold.length < 4) return undefined;
  return { at: k, word: w.fold, more: false, except: false, day: true };
}

/** `que` opening what a clause tells of the thing an article points at: `a que tá em atraso`. */
const RELATIVE = new Set(["que", "q", "quem"]);
/** Small words between a clause's verb and the word it tells the thing by: `em atraso`, `para o pátio`, `no sábado`. */
const CLAUSE_LINKS = new Set(["em", "no", "na", "nos", "nas", "para", "pra", "pro", "o", "a", "os", "as", "de", "do", "da", "com", "por", "ate", "ja"]);
/** Most small words read between the clause's verb and its word. */
const MOST_LINKS = 3;

/**
 * The word a clause after an article and `que` picks a thing by (`cancela a que tá em atraso`, `fature
 * o que dá para o pátio`, `a que atrasou, cancela`): its verb where the verb ends the clause, else the
 * first word after the verb and a few small words, ending the clause. The article must be the object
 * of an act on a record, or open its clause (`a que chega quinta, o cliente …`): the thing is then the
 * one the turn goes on to speak of. A word of comparison after the verb (`a que chega mais tarde`) tells
 * no word of the thing: it is left.
 */
function toldByRelative(tokens: readonly Token[], r: number, money: boolean): PickingWord | undefined {
  const p = r - 1;
  const pointer = tokens[p]!;
  if (tokens[r]!.breakAfter) return undefined;
  // `quem` holds its own pointer: `mande um sms a quem reservou o tandem`, `quem pediu o bolo desistiu`.
  if (tokens[r]!.fold === "quem") {
    if (!pointer.breakAfter && !TO_WHOM.has(pointer.fold)) return undefined;
    return clauseWord(tokens, r, pointer.breakAfter, false);
  }
  if (!POINTERS.has(pointer.fold) || pointer.breakAfter) return undefined;
  const opens = p === 0 || tokens[p - 1]!.breakAfter;
  const except = p >= 1 && EXCEPT.has(tokens[p - 1]!.fold) && !tokens[p - 1]!.breakAfter;
  // After `de` the clause tells whose thing is meant: `pro cliente da que tá atrasada`.
  if (!opens && !except && !OF.has(pointer.fold) && !objectOfAct(tokens, p, money)) return undefined;
  return clauseWord(tokens, r, opens, except);
}

/** Words before `quem` that say the person is whom something goes to: `a quem`, `pra quem`, `com quem`. */
const TO_WHOM = new Set(["a", "ao", "pra", "pro", "para", "com"]);

/** The word the clause after `que` or `quem` at `r` tells its thing by, as `toldByRelative` reads it. */
function clauseWord(tokens: readonly Token[], r: number, opens: boolean, except: boolean): PickingWord | undefined {
  const verb = tokens[r + 1];
  if (verb === undefined) return undefined;
  let k = r + 1;
  if (!verb.breakAfter && tokens[r + 2] !== undefined) {
    k = r + 2;
    for (let links = 0; links < MOST_LINKS && CLAUSE_LINKS.has(tokens[k]!.fold) && !tokens[k]!.breakAfter && tokens[k + 1] !== undefined; links++) k++;
  }
  const w = tokens[k]!;
  if (PLAIN.has(w.fold) || w.fold === "mais" || !/^\p{L}{4,}$/u.test(w.fold)) return undefined;
  const next = tokens[k + 1];
  // The clause ends at a mark, a joining word, a small word opening the next phrase (`… o tandem a
  // dizer`), or a gerund going on with the request (`… atrasada pedindo desculpa`).
  const ends = w.breakAfter || next === undefined || AFTER.has(next.fold) || CLAUSE_LINKS.has(next.fold) || GERUND.test(next.fold);
  if (!(ends || opens)) return undefined;
  return { at: k, word: w.fold, more: false, except };
}

/** A verb's gerund: `pedindo`, `avisando`, `dizendo`. */
const GERUND = /^\p{L}{2,}(?:ando|endo|indo)$/u;

/**
 * A person named with a title after an article or `ao`, `pro`, `pra` (`avisa a Sra. Costa`, `envie
 * ao Sr. Nuno uma mensagem`, `mande a confirmação à D. Graça`, `liga pro seu Jorge`): whom the turn
 * tells or sends to, and so, beside a list an earlier turn told of each person, the one it picks.
 * The name is the word after the title, written with a capital unless the title is said in full
 * (`a dona cida`); `seu` before a word in lower case is a possessive (`o seu pedido`).
 */
function titledPerson(text: string, tokens: readonly Token[], r: number): PickingWord | undefined {
  const title = tokens[r]!;
  const pointer = tokens[r - 1]!;
  if (!POINTERS.has(pointer.fold) || OF.has(pointer.fold) || pointer.breakAfter || !isTitle(text, title)) return undefined;
  const name = tokens[r + 1];
  if (name === undefined || !/^\p{L}{2,}$/u.test(name.fold) || PLAIN.has(name.fold)) return undefined;
  if (!name.capital && (TITLES.has(title.fold) || title.fold === "seu")) return undefined;
  return { at: r + 1, word: name.fold, more: false, except: false };
}

/** A word after an article that picks a thing, where it stands: `na grande`, `o mais recente`, `menos o de sexta`. */
interface PickingWord {
  /** The index of the token the pick is read from. */
  at: number;
  word: string;
  more: boolean;
  except: boolean;
  /** Read as the thing a day is said of (`o dia do Volvo`): the act is placed on that thing's day. */
  day?: true;
}

/**
 * The words after `closed` that pick a thing by what was told of it: after an article, at a
 * clause's end, as the object of an act on a record (not of a telling: `avisa a maria`). A name
 * written with a capital picks too (`fatura o Albatroz`, `pode faturar a Beta`): the object of an
 * act on a record is the thing, whoever or whatever it is called. One pass over the words; the
 * caller stops after its own number of tries.
 */
function* pickingWords(text: string, tokens: readonly Token[], closed: number, money: boolean, people = false): Generator<PickingWord> {
  for (let r = 1; r < tokens.length; r++) {
    if (tokens[r]!.start <= closed) continue;
    if (people) {
      const person = titledPerson(text, tokens, r);
      if (person !== undefined) {
        yield person;
        continue;
      }
    }
    if (DAY_NOUNS.has(tokens[r]!.fold)) {
      const whose = dayOfAThing(text, tokens, r);
      if (whose !== undefined) {
        yield whose;
        continue;
      }
    }
    if (RELATIVE.has(tokens[r]!.fold)) {
      const told = toldByRelative(tokens, r, money);
      if (told !== undefined) yield told;
      continue;
    }
    const more = tokens[r]!.fold === "mais";
    // After `de` the word may be a name or a number (`a da Rita`, `o de 35`): whose the record is, or what it holds.
    const of = !more && OF.has(tokens[r]!.fold);
    // A title before whose name is passed over: `a da D. Graça` picks by `Graça`, `a da dona cida` by `cida`.
    const titled = of && tokens[r + 1] !== undefined && isTitle(text, tokens[r + 1]!) ? 1 : 0;
    // So is a possessive before whose noun: `a da minha irmã` picks by `irmã`, `o do nosso vizinho` by `vizinho`.
    const owned = of && titled === 0 && possessiveBeforeNoun(tokens, r + 1) ? 1 : 0;
    const skipped = titled + owned;
    const w = more || of ? tokens[r + 1 + skipped] : tokens[r];
    // The article, or after `de` the article and the thing's noun: `a da Rita`, `a fatura dos panfletos`,
    // `o fecho do casaco`. The noun says what kind of thing is meant; the word after `de` says which.
    // A day's noun (`o dia da azul`) is read as the thing the day is said of, above.
    const p = POINTERS.has(tokens[r - 1]!.fold) ? r - 1 : of && r >= 2 && !DAY_NOUNS.has(tokens[r - 1]!.fold) && nounAfterArticle(tokens, r - 1) ? r - 2 : -1;
    if (w === undefined || p < 0 || tokens[p]!.breakAfter || ((more || of) && tokens[r]!.breakAfter)) continue;
    const except = p >= 1 && EXCEPT.has(tokens[p - 1]!.fold) && !tokens[p - 1]!.breakAfter;
    // `a dele` after a sentence naming him picks his: the name is the word told of the record.
    const pointed = !more && !of && POINTING_OWNERS.has(w.fold) && (w.breakAfter || AFTER.has(tokens[r + 1]?.fold ?? "") || WHERE_AFTER.has(tokens[r + 1]?.fold ?? "")) ? ownerPointedAt(text, tokens, p) : undefined;
    if (pointed !== undefined && (except || objectOfAct(tokens, p, money))) {
      yield { at: r, word: pointed, more, except };
      continue;
    }
    if (PLAIN.has(w.fold) || !(except || objectOfAct(tokens, p, money) || afterCorrection(tokens, p) || namesTheTopic(text, tokens, p, w))) continue;
    // A name after a title may be short: `do seu Zé`; so may one written with a capital, a name by its
    // writing (`o da Lu`, `a do Zé`), where a short word in lower case is a word of the sentence (`o da um`).
    const shortName = titled === 1 || w.capital;
    if (of ? !(shortName ? /^\p{L}{2,}$/u : /^(?:\d+|\p{L}{3,})$/u).test(w.fold) : w.fold.length < 4 || /\d/.test(w.fold)) continue;
    // `publica no #secretaria`, `marca o @atelier`: a channel or a handle is where to send, no record picked.
    if (namesAPlaceToSend(text, w)) continue;
    const next = tokens[r + (more || of ? 2 + skipped : 1)];
    // After `de`, a thing and the one word told of it, the clause ending there: `naquele da caixa amassada`.
    const toldOf = of && next !== undefined && !w.breakAfter && /^\p{L}{4,}$/u.test(next.fold) && (next.breakAfter || tokens[r + 3 + skipped] === undefined);
    // pt-PT says a gerund as `a` and an infinitive: `deixe uma nota na azul a dizer que …` ends the phrase at `a`.
    const goesOn = next?.fold === "a" && !next.breakAfter && INFINITIVE.test(tokens[r + (more || of ? 3 + skipped : 2)]?.fold ?? "");
    if (!(w.breakAfter || next === undefined || AFTER.has(next.fold) || WHERE_AFTER.has(next.fold) || toldOf || goesOn)) continue;
    yield { at: r, word: w.fold, more, except };
  }
}

/** Possessives said before a person's noun: `da minha irmã`, `do meu sócio`, `da nossa vizinha`. */
const POSSESSIVES = new Set(["minha", "meu", "minhas", "meus", "nossa", "nosso", "tua", "teu", "sua", "seu"]);

/**
 * Whether the token at `k` is a possessive in one run of words with the noun after it (`minha irmã`):
 * the noun says whose the thing is, the possessive only whose relation. `a da minha` alone picks
 * nothing here (the turn's own `a minha` is told by the same word as `a da minha irmã`).
 */
function possessiveBeforeNoun(tokens: readonly Token[], k: number): boolean {
  const owner = tokens[k];
  const noun = tokens[k + 1];
  return owner !== undefined && noun !== undefined && POSSESSIVES.has(owner.fold) && !owner.breakAfter && /^\p{L}{3,}$/u.test(noun.fold) && !PLAIN.has(noun.fold);
}

/** The marks after a phrase that opens a turn as what the rest of it is about: `a pendente: manda-lhe …`. */
const TOPIC_MARKS = new Set([":", "\u2014", "\u2013"]);

/**
 * Whether the article at `p` opens the turn with a phrase ended at `w` by a colon or a dash (`a
 * pendente: manda-lhe um sms`, `o da Spin — cancela`): the thing the rest of the turn acts on, as an
 * act's object is.
 */
function namesTheTopic(text: string, tokens: readonly Token[], p: number, w: Token): boolean {
  return p === 0 && w.breakAfter && TOPIC_MARKS.has(text.slice(w.end).trimStart().charAt(0));
}

/** A verb's infinitive: `dizer`, `avisar`, `pedir`. */
const INFINITIVE = /^\p{L}{2,}[aei]r$/u;

/**
 * Words that take back what was just said and put the next phrase in its place: `a azul — não,
 * espera, o tandem`, `o da Rita, digo, o do Nuno`, `a da manhã, aliás, a da tarde`.
 */
const CORRECTING = new Set(["nao", "espera", "digo", "alias", "perdao", "melhor", "enganei", "errei"]);

/**
 * Whether the article at `p` opens the phrase a correction puts in place of the one before: a
 * correcting word right before it, ended by a mark (`espera,`) or `digo`, with a word that narrows
 * the phrase between or not (`não vai estornar não, só a do Thor`).
 */
function afterCorrection(tokens: readonly Token[], p: number): boolean {
  const narrowed = FOCUS.has(tokens[p - 1]?.fold ?? "") && !tokens[p - 1]!.breakAfter ? 1 : 0;
  const cue = tokens[p - 1 - narrowed];
  return cue !== undefined && CORRECTING.has(cue.fold) && (cue.breakAfter || cue.fold === "digo");
}

/** Whether a correcting word stands between the tokens at `from` and `to`. */
function correctedBetween(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) if (afterCorrection(tokens, k + 1)) return true;
  return false;
}

/**
 * The stem of the word by which a turn that lists no records picks one (`estorna a da pomada`,
 * `cancela a do mensal`, `cancela a da Paula e manda sms …`, `avisa a Sra. Costa`): a record or a
 * contact an earlier turn told with that word. A person named with a title is read here only: in a
 * turn that lists, whom it tells is no pick among its own records. A pick a correction puts in the
 * place of the one before it is the one meant. Only a plain pick: one by age or set apart (`o mais
 * recente`, `menos o de 50`) is left to the turn that lists. Undefined where the turn lists records
 * of its own, or picks none.
 */
export function pickedWithoutList(text: string, tokens: readonly Token[], values: readonly Span[]): string | undefined {
  if (listed(values) !== undefined) return undefined;
  let tries = 0;
  let chosen: PickingWord | undefined;
  for (const found of pickingWords(text, tokens, -1, false, true)) {
    if (++tries > MOST_TRIES) break;
    if (found.more || found.except) continue;
    // A pick after a correction takes the place of the one before it: `a azul — não, espera, o do tandem`.
    // The thing a day is said of does too: the object before it is what the act makes (`agenda a revisão para o dia da Toyota`).
    if (chosen === undefined || correctedBetween(tokens, chosen.at, found.at) || (found.day === true && chosen.day !== true)) chosen = found;
    else break;
  }
  return chosen?.word.slice(0, STEM);
}

/**
 * How Portuguese lists are written, for the kit's `toldOfEach`: the words that join two clauses of a
 * list, and the shortest word that tells of a thing (two letters: names are as short as `Lu`, `Zé`).
 */
export const PORTUGUESE_LISTS: ListWording = { joins: new Set(["e", "mas", "ou", "enquanto"]), shortest: 2 };

/**
 * For a turn that lists two sums or more by what each is (`o da Bia R$ 300, o da Lu R$ 420`, `o buffet
 * do Diego ficou em R$ 8.500 e o da Carla em R$ 9.200`), the stems of the words told of each sum, from
 * what the kit's `toldOfEach` read of the turn's list (`told`): a later turn picks one by them (`fatura
 * o da Lu`), and the pick carries that sum. Only a list of sums: a list of records is told by
 * `toldOfListed`, which reads Portuguese clauses (a decimal comma, `23,40`, is no clause's end there).
 */
export function toldOfListedSums(told: ReadonlyMap<TurnValue, string[]>): ReadonlyMap<TurnValue, string[]> {
  return [...told.values()].every((stems) => stems.includes(LISTED_SUM)) ? told : new Map();
}

/** Most stems kept of what a turn tells of one record. */
const MOST_TOLD = 16;

/** A turn's list of two records or more, each record's piece of the turn, and which record each word's start is in. */
export interface ListedPieces {
  readonly items: ReadonlyArray<{ v: Span; i: number }>;
  readonly pieces: ReadonlyMap<string, string[]>;
  readonly ownerAt: ReadonlyMap<number, string>;
}

/**
 * The turn's list of records cut into each record's piece, read once for both what each is told as
 * (`toldOfListed`) and the sum each holds (`sumsOfListedRecords`). `undefined` where the turn lists
 * no records (a list of sums is told by `toldOfListedSums`).
 */
export function listedPieces(text: string, tokens: readonly Token[], values: readonly Span[]): ListedPieces | undefined {
  const list = listed(values);
  if (list === undefined || list.money) return undefined;
  const ownerAt = new Map<number, string>();
  return { items: list.items, pieces: piecesOf(text, tokens, list.items, text.length, ownerAt), ownerAt };
}

/**
 * Whether a value is a sum said as money: an amount (`R$ 45`, `23,40 euros`), or a number with cents
 * after a decimal comma (`31,80`). A bare whole number may be a count or a record (`10 sessões`).
 */
function saidAsMoney(v: Span): boolean {
  return typeof v.value === "number" && (v.kind === "amount" || (v.kind === "number" && /\d,\d{2}$/u.test(v.text)));
}

/**
 * For a turn that lists two records or more, each sum said in one record's piece of the turn and in no
 * other's, by the index of the sum among the values, with that record (`a receita da D. Rosa ficou em
 * 23,40 euros, encomenda FR-11, e a do Sr. Alberto em 31,80, encomenda FR-12` holds 23,40 for FR-11): a
 * later pick of the record (`reembolsa a da D. Rosa`) carries it. A piece with two sums or more holds
 * none (which is the record's price would be a guess); a sum a reading already gave a record keeps it.
 */
export function sumsOfListedRecords(listing: ListedPieces | undefined, values: readonly Span[]): Map<number, string> {
  const out = new Map<number, string>();
  // Records written as codes (`OB-31`): a bare number beside a sum may be read otherwise by the turn.
  if (listing === undefined || listing.items.some(({ v }) => v.kind !== "id")) return out;
  const inList = new Set(listing.items.map(({ i }) => i));
  const byRecord = new Map<string, number[]>();
  values.forEach((v, i) => {
    if (inList.has(i) || !saidAsMoney(v)) return;
    // A sum's span opens at its first word (`R$ 45`, `23,40`): the piece that word is in.
    const owner = listing.ownerAt.get(v.start);
    if (owner !== undefined) byRecord.set(owner, [...(byRecord.get(owner) ?? []), i]);
  });
  // A table: each record of the list holds one sum. A list where some hold none or several is read no further.
  if (byRecord.size !== new Set(listing.items.map(({ v }) => String(v.value))).size) return out;
  for (const held of byRecord.values()) if (held.length !== 1) return new Map();
  for (const [record, held] of byRecord) out.set(held[0]!, record);
  return out;
}

/**
 * For a turn that lists two records or more (`o pedido 6610 é a do antibiotico, … e o 6611 é a da
 * pomada`), the stems of the words told of each, by the record's index among the values: what a
 * later turn may pick it by. Empty where the turn lists no records.
 */
export function toldOfListed(listing: ListedPieces | undefined): Map<number, string[]> {
  const out = new Map<number, string[]>();
  if (listing === undefined) return out;
  for (const { v, i } of listing.items) {
    const stems = [...new Set((listing.pieces.get(String(v.value)) ?? []).map((w) => w.slice(0, STEM)))].slice(0, MOST_TOLD);
    out.set(i, stems);
  }
  return out;
}
