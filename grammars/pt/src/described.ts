// A record chosen by what the turn told of it: `o 4420 veio certinho, o 4421 veio com defeito; cancela o que
// veio com defeito`, `o problema é a 5531, a 5530 está certa. cancela a que deu problema`, `o 8870 chegou no
// prazo, o 8871 atrasou. estorna 10 no que atrasou`. A relative clause after an article (`o que`, `na que`)
// says again words told of one of the records named before; that one is chosen and the others are left. A
// participle after an article says it alone, as does a word that ends its phrase there: `o 9013 foi duplicado
// no site; cancela o duplicado`, `a 4402 ficou pendente; cancela a pendente`.
// One pass over the words.
import type { Span } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";
import { verbActKey } from "./act-words.js";
import { isRecordSpan } from "./record-spans.js";
import { opensBracketAfter } from "./sums-beside-bracketed-records.js";
import { OF_CONTRACTIONS as OF, PERSON_NOUNS } from "./lexicon.js";
import { SPOKEN_TITLES } from "./titles.js";

/** The article or contraction before `que` that makes a relative clause point at a thing: `o que`, `na que`, `pelo que`. */
const POINTERS = new Set(["o", "a", "no", "na", "do", "da", "pro", "pra", "pelo", "pela", "ao"]);
/** Words told of no record in particular: the records' own nouns, being and having, pronouns, links. */
const PLAIN = new Set([
  "pedido", "pedidos", "encomenda", "encomendas", "fatura", "factura", "compra", "numero", "registo", "registro",
  "esta", "estao", "estava", "sao", "foram", "eram", "tinha", "tem", "isso", "isto", "esse", "essa", "este", "aquele", "aquela",
  "dele", "dela", "nele", "nela", "voce", "muito", "mais", "tambem", "ainda", "agora", "porque", "quando", "onde", "como",
  "para", "pelo", "pela", "sobre", "depois", "antes", "mesmo", "mesma",
]);
/** A participle that names a record by what happened to it, after an article: `o duplicado`, `a cancelada`, `no atrasado`. */
const PARTICIPLE = /^\p{L}{2,}(?:ad|id)[oa]s?$/u;
/** Words after which a word still ends its phrase: `cancela a pendente e avisa …`, `cancela a pendente por favor`. */
const AFTER_PHRASE = new Set(["e", "mas", "por", "pfv", "pf", "agora", "ja", "tambem", "entao"]);

/** Acts whose object is a person, not a record: `avisa a maria` names whom to tell. */
const TELLING_ACTS = new Set(["notif", "send"]);

/** Whether the article at `p` follows a verb of telling or sending: the word after it names a person. */
function afterTelling(tokens: readonly Token[], p: number): boolean {
  const verb = tokens[p - 1];
  if (verb === undefined || verb.breakAfter) return false;
  const act = verbActKey(verb.key);
  return act !== undefined && TELLING_ACTS.has(act);
}

/** Whether the word at `r` ends its phrase: a mark or the turn's end after it, or a joining or polite word. */
function endsPhrase(tokens: readonly Token[], r: number): boolean {
  return tokens[r]!.breakAfter || r + 1 === tokens.length || AFTER_PHRASE.has(tokens[r + 1]!.fold);
}

/** `do`, `da` (OF): the record is named by what it is of (`no da tela`, `o do orçamento`), read for a few words. */
const OF_WORDS = 3;
/** Most characters between a record and the bracket's first word that tells of it: ` (`. */
const BRACKET_GAP = 4;

/** How many words of the relative clause are read. */
const MOST_WORDS = 8;
/** Words are matched by their first letters, so `atrasou` meets `atrasado`. */
const STEM = 5;

/** Negators tell something too: `o 4502 ainda não chegou … cancela o que não chegou`. */
const NEGATORS = new Set(["nao", "nem", "nunca"]);

/** A word that may tell something of a record: four letters or more, no digits, not a plain one; or a negator. */
function telling(t: Token): string | undefined {
  if (NEGATORS.has(t.fold)) return "nao";
  if (t.fold.length < 4 || /\d/.test(t.fold) || PLAIN.has(t.fold)) return undefined;
  return t.fold.slice(0, STEM);
}


/** Values written as one piece whose words tell nothing of a record: an address, a link, a handle, a channel. */
const ADDRESS_KINDS = new Set(["email", "url", "host", "handle", "channel"]);

/**
 * What the loop over the words asks of the turn's values, found once: asked of the values word by
 * word, it read every value at every article, and a turn packed with records and sums (`a Ines
 * (LI-51) deve 300 e o Duarte (LI-52) 450, …`) took time growing as its square.
 */
interface ValueIndex {
  /** Whether a person's name starts at the word: `avisa a maria` names whom to tell, not what happened to a record. */
  namesSomeone(t: Token): boolean;
  /** Whether the word is a piece of an address (`manda email a vitor.pires@…`): it names where, not what happened to a record. */
  insideAddress(t: Token): boolean;
  /** Whether a record is named after the word. */
  recordAfter(t: Token): boolean;
}

function indexValues(values: readonly Span[]): ValueIndex {
  const nameStarts = new Set(values.filter((v) => v.kind === "name").map((v) => v.start));
  // The addresses by where they start, each with the furthest end of those starting no later:
  // a word is inside one when that end passes it.
  const addresses = values.filter((v) => ADDRESS_KINDS.has(v.kind)).sort((a, b) => a.start - b.start);
  const starts = addresses.map((v) => v.start);
  const reach: number[] = [];
  for (const v of addresses) reach.push(Math.max(v.end, reach[reach.length - 1] ?? -Infinity));
  const lastRecordStart = values.reduce((last, v) => (isRecordSpan(v) ? Math.max(last, v.start) : last), -Infinity);
  return {
    namesSomeone: (t) => nameStarts.has(t.start),
    insideAddress: (t) => {
      const k = lastAtOrBefore(starts, t.start);
      return k >= 0 && t.start < reach[k]!;
    },
    recordAfter: (t) => lastRecordStart > t.start,
  };
}

/** The index of the last number in `sorted` at most `x`, or -1: a binary search. */
function lastAtOrBefore(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Where the clause of each word starts: the first word after a mark, or the turn's first. */
function clauseStarts(tokens: readonly Token[]): number[] {
  const starts: number[] = [];
  for (let k = 0; k < tokens.length; k++) starts.push(k === 0 || tokens[k - 1]!.breakAfter ? k : starts[k - 1]!);
  return starts;
}

/**
 * Whether `record` is written in brackets right after the word at `t`: the
 * bracket names the thing its piece told of (`o branqueamento do Sr. Vitor 240 (CD-43)`), so the
 * piece goes on through it rather than ending at the bracket.
 */
function bracketedRecordAfter(folded: string, t: Token, record: Span | undefined): boolean {
  return record !== undefined && opensBracketAfter(folded, t, record);
}

/** Where a new piece of a telling starts: after a mark, or at `e` and `mas` (`chegou partida e a 3311 chegou bem`). */
function joins(t: Token): boolean {
  return t.text === "e" || t.fold === "mas" || t.fold === "porem";
}

/**
 * Whether the token at `n` is a title said in full and the next one names someone: `a da dona Neide`,
 * `o do seu Zé` pick by whose the record is (picked-by-word.ts), not by a description.
 */
function titledName(tokens: readonly Token[], n: number, index: { namesSomeone(t: Token): boolean }): boolean {
  const title = tokens[n]!;
  const name = tokens[n + 1];
  return SPOKEN_TITLES.has(title.fold) && !title.breakAfter && name !== undefined && index.namesSomeone(name);
}

/**
 * Indexes, among the turn's values in order, of the records left where a relative clause chooses
 * one by what was told of it: the clause's telling words meet the words of exactly one record's
 * piece of the turn (cut at marks and at `e`, `mas`) more than any other's. Two records or more
 * must come before the clause and none after it. The numbers in `bracketSums` are the sums of a
 * record in brackets beside them (sums-beside-bracketed-records.ts), not records of the list.
 */
export function leftByDescription(tokens: readonly Token[], values: readonly Span[], folded: string, bracketSums: ReadonlySet<Span>): number[] {
  // Two records or more must be named: most turns name fewer, and are not read word by word here.
  if (values.filter(isRecordSpan).length < 2) return [];
  const index = indexValues(values);
  const clauseOf = clauseStarts(tokens);
  for (let r = 1; r < tokens.length; r++) {
    if (!POINTERS.has(tokens[r - 1]!.fold) || tokens[r - 1]!.breakAfter || index.insideAddress(tokens[r]!)) continue;
    const said = new Set<string>();
    const relative = tokens[r]!.fold === "que" && !tokens[r]!.breakAfter;
    if (relative) {
      for (let k = r + 1; k < tokens.length && k <= r + MOST_WORDS; k++) {
        const w = telling(tokens[k]!);
        if (w !== undefined) said.add(w);
        if (tokens[k]!.breakAfter) break;
      }
    } else if (OF.has(tokens[r]!.fold) && !tokens[r]!.breakAfter && r + 1 < tokens.length && !/^\d/.test(tokens[r + 1]!.text) && !index.namesSomeone(tokens[r + 1]!) && !titledName(tokens, r + 1, index)) {
      // `estorna 250 no da tela`, `cancela o do ecrã partido`: what the record is of, said again.
      for (let k = r + 1; k < tokens.length && k <= r + OF_WORDS; k++) {
        const w = telling(tokens[k]!);
        if (w !== undefined) said.add(w);
        if (endsPhrase(tokens, k)) break;
      }
    } else if ((PARTICIPLE.test(tokens[r]!.fold) || endsPhrase(tokens, r)) && !/^\d/.test(tokens[r + 1]?.text ?? "") && !afterTelling(tokens, r - 1) && !index.namesSomeone(tokens[r]!) && PERSON_NOUNS[tokens[r]!.fold] === undefined) {
      // `cancela o duplicado`, `estorna 10 no atrasado`, `cancela a pendente;`: the word alone says it, as `o que foi duplicado` would.
      // A person's noun (`envia um email ao hóspede`) names whom, not a record.
      const w = telling(tokens[r]!);
      if (w !== undefined) said.add(w);
    }
    if (said.size === 0) continue;
    const c = clauseOf[r - 1]!;
    const clause = tokens[c]!.start;
    // A record after the words: a relative clause chooses none, and a word alone may be the story's (`o 8870 chegou no prazo, o 8871 …`).
    if (index.recordAfter(tokens[r]!)) {
      if (relative) return [];
      continue;
    }
    const records = values.map((v, i) => ({ v, i })).filter(({ v }) => isRecordSpan(v) && v.start < clause && !bracketSums.has(v));
    if (new Set(records.map(({ v }) => String(v.value))).size < 2) continue;
    // The pieces before the clause, each with its telling words and the records said in it.
    const score = new Map<string, number>();
    let words = new Set<string>();
    let held: string[] = [];
    // The last piece that named one record, with its words and where its record ends: brackets
    // right after that record tell of it (`o 9043 (tela) deu ruim, o 9044 (bateria) tá ok`).
    let told: { record: string; words: Set<string>; end: number } | undefined;
    let pieceStart = 0;
    let fresh = true;
    let lastEnd = 0;
    const close = () => {
      fresh = true;
      const records = new Set(held);
      const bracketed = told !== undefined && pieceStart - told.end <= BRACKET_GAP && /^\s*\($/.test(folded.slice(told.end, pieceStart));
      if (records.size === 0 && told !== undefined && bracketed) {
        for (const w of words) told.words.add(w);
        words = told.words;
        held = [told.record];
      }
      if (records.size > 1) told = undefined;
      if (new Set(held).size === 1) {
        score.set(held[0]!, Math.max(score.get(held[0]!) ?? 0, [...words].filter((w) => said.has(w)).length));
        told = { record: held[0]!, words, end: lastEnd };
      }
      words = new Set();
      held = [];
    };
    let next = 0;
    for (let k = 0; k < c; k++) {
      const t = tokens[k]!;
      if (joins(t)) close();
      if (fresh) {
        pieceStart = t.start;
        fresh = false;
      }
      while (next < records.length && records[next]!.v.start < t.end) {
        held.push(String(records[next]!.v.value));
        lastEnd = records[next]!.v.end;
        next++;
      }
      const w = telling(t);
      if (w !== undefined) words.add(w);
      if (t.breakAfter && !bracketedRecordAfter(folded, t, records[next]?.v)) close();
    }
    close();
    const ranked = [...score].sort((a, b) => b[1] - a[1]);
    if (ranked.length === 0 || ranked[0]![1] === 0 || ranked[0]![1] === ranked[1]?.[1]) continue;
    const chosen = ranked[0]![0];
    return records.filter(({ v }) => String(v.value) !== chosen).map(({ i }) => i);
  }
  return [];
}
