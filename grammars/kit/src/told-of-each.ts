// The words a turn tells of each thing it lists, so that a later turn may pick one by them: `the blue
// sofa is ORD-881, 640 paid, and the grey armchair is ORD-882`, then `refund the blue one`; `Priya's is
// MK-301 for 45, Tom's is MK-302`, then `refund Priya's`; `the garden room is 1,800 and the loft is
// 2,400`, then `go with the garden room`. Each listed value keeps the words of its own piece of the
// turn: the clause that holds it (clauses end at a mark or a joining word the grammar names; a title's
// stop ends none), and the clauses after it that hold no listed value of their own (`…, 640 paid, …`);
// the words that open an item, before its value, go to that value (toldBefore). Words are kept by the
// kit's stem (`stemOfPick`), the same in every grammar, so a pick in one language meets a list told in
// another. Language-neutral; one pass over the turn's letters.
import type { TurnValue } from "./port.js";
import { LISTED_SUM } from "./price-picks.js";

/** How many letters of a word make its stem: `tuesday` meets `tuesd`, `grande` meets `grandes`. */
export const PICK_STEM = 5;
/** Most stems kept of what a turn tells of one value (TurnValue `toldAs` holds at most 16). */
const MOST_TOLD = 16;
/** Most characters of a turn read for its pieces: a list is said in a few lines, not pages. */
const MOST_READ = 2_000;
/**
 * The marks that end a clause of a list, `,`, `;`, `:`, a stop, `!`, `?`, a bracket, a line, as code units: a turn's
 * characters are walked by code, not each made a string for a pattern to test.
 */
const CLAUSE_MARKS: ReadonlySet<number> = new Set([...",;:.!?()\n"].map((c) => c.charCodeAt(0)));
/** The mark between a record and the clauses that tell its state: `SC-5, approved, 320`. */
const COMMA = ",".charCodeAt(0);
/** A word: letters, with the apostrophe of a possessive or a contraction inside. */
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;
/** Most words of a clause that tells a record's sum after it: `quote 140`, `640 paid`. */
const SHORT_CLAUSE = 2;
/** A possessive's ending, dropped before the stem: `Priya's` is told by `priya`. */
const POSSESSIVE = /['’]s$/u;

/** A text of ASCII characters only: it has no accent to take off. */
const ASCII_ONLY = /^[\u0000-\u007f]*$/;

/** The stem a pick and a list's words are matched by: lower case, without accents, its first letters. */
export function stemOfPick(word: string): string {
  const bare = word.replace(POSSESSIVE, "");
  // Most words of a turn are ASCII, which decomposes to itself with no mark to drop: the
  // decomposition, a new string per word, is made only for a word that may carry an accent.
  return (ASCII_ONLY.test(bare) ? bare : bare.normalize("NFD").replace(/\p{M}/gu, "")).toLowerCase().slice(0, PICK_STEM);
}

/** What a grammar says of how its lists are written. */
export interface ListWording {
  /** Words that join two clauses of a list, lower case: `and`, `but`, `e`, `mas`. */
  readonly joins: ReadonlySet<string>;
  /** Words shorter than this tell nothing of a thing (`is`, `the`, `of`). */
  readonly shortest: number;
}

/** A value the turn lists, by where it stands. */
interface Placed {
  readonly value: TurnValue;
  readonly start: number;
  readonly end: number;
}

/** Whether a value is a sum written in digits (`1,800`, `£85`): not a count or a sum said in words. */
export function isSumInDigits(v: Pick<TurnValue, "kind" | "value" | "text">): boolean {
  return (v.kind === "amount" || v.kind === "number") && typeof v.value === "number" && /\d/.test(v.text);
}

/** Whether a value is a sum written in digits that counts no things: `£85`, `1.8k`, not `two quotes` nor a count in digits (`3 nights`). */
export function isPriceInDigits(v: Pick<TurnValue, "kind" | "value" | "text" | "count">): boolean {
  return isSumInDigits(v) && v.count !== true;
}

/**
 * The values a turn lists to pick from: its records (ids) where it names two different ones; else its
 * sums in digits; else its days; else its addresses. Each found in the text in order; a value not
 * found leaves the list unread (its place, and so its words, would be a guess).
 */
function listedValues(text: string, values: readonly TurnValue[]): Placed[] {
  const live = values.filter((v) => v.superseded !== true && v.count !== true);
  const kinds: ReadonlyArray<(v: TurnValue) => boolean> = [
    (v) => v.kind === "id",
    isSumInDigits,
    (v) => v.kind === "date",
    (v) => v.kind === "email" || v.kind === "phone" || v.kind === "iban",
  ];
  for (const keep of kinds) {
    const chosen = live.filter(keep);
    // Two different values at least, and none said twice (which of two equal ones is picked would be a
    // guess). Sums are the exception: two members who each owe 600 (`Arjun 600, Meera 600 and Kabir
    // 450`) are two items of one list, and whichever of the equal ones a pick meets, its sum is the same.
    const distinct = new Set(chosen.map((v) => String(v.value))).size;
    if (distinct < 2 || (distinct !== chosen.length && keep !== isSumInDigits)) continue;
    const placed: Placed[] = [];
    let cursor = 0;
    for (const v of [...chosen].sort((a, b) => text.indexOf(a.text) - text.indexOf(b.text))) {
      const at = text.indexOf(v.text, cursor);
      if (at < 0) return [];
      // A value read with the words before it (`orders: CK-301`) stands where the value itself does:
      // the clause it opens is the one after the colon, not the heading before it.
      const own = v.kind === "id" ? v.text.lastIndexOf(String(v.value)) : -1;
      placed.push({ value: v, start: at + Math.max(0, own), end: at + v.text.length });
      cursor = at + v.text.length;
    }
    return placed;
  }
  return [];
}

/** A word of the turn, where it stands, and whether it is a word that joins two clauses. */
interface ListWord {
  readonly text: string;
  readonly index: number;
  readonly joins: boolean;
}

/** The turn's words, found once: the clauses' starts and the words told of each value both read them. */
function listWords(text: string, wording: ListWording): ListWord[] {
  const words: ListWord[] = [];
  for (const m of text.matchAll(WORD)) words.push({ text: m[0], index: m.index, joins: wording.joins.has(m[0].toLowerCase()) });
  return words;
}

/**
 * Where the turn's clauses start: after each mark but a title's stop (titleStop), and at each joining word. Returned as the sorted
 * start offsets, the turn's start first.
 */
function clauseStarts(text: string, words: readonly ListWord[]): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (CLAUSE_MARKS.has(text.charCodeAt(i)) && !titleStop(text, i) && !insideNumber(text, i)) starts.push(i + 1);
  for (const w of words) if (w.joins) starts.push(w.index);
  return [...new Set(starts)].sort((a, b) => a - b);
}

/** Whether the mark at `i` stands between two digits, a number's decimal or thousands mark (`1,5 mil`, `1.200`, `2,400`): no clause ends inside a number. */
function insideNumber(text: string, i: number): boolean {
  return isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1));
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether a text's last character is a clause's mark. */
function endsWithClauseMark(s: string): boolean {
  return CLAUSE_MARKS.has(s.charCodeAt(s.length - 1));
}

/** A short word with a capital right before a stop: a title or an initial (`Sra.`, `Dr.`, `D.`). */
const TITLE_BEFORE = /(?:^|[^\p{L}])\p{Lu}\p{Ll}{0,2}$/u;
/** A blank then a capital: the name a title stands before. */
const NAME_AFTER = /^\s\p{Lu}/u;

/**
 * Whether the stop at `i` follows a title and stands before the name (`da Sra. Costa`, `Dr. Lima`):
 * the item goes on with the name. Read on a few characters either side: linear.
 */
function titleStop(text: string, i: number): boolean {
  return text[i] === "." && TITLE_BEFORE.test(text.slice(Math.max(0, i - 4), i)) && NAME_AFTER.test(text.slice(i + 1, i + 3));
}

/** The index of the clause holding `offset`: the last start at or before it (`starts[0]` is 0). */
function clauseAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A turn's list read into clauses: its listed values, its words, where its clauses start, and the listed value each clause holds first. */
interface ListPieces {
  readonly listed: readonly Placed[];
  readonly words: readonly ListWord[];
  readonly starts: readonly number[];
  readonly ownerOfClause: ReadonlyMap<number, Placed>;
}

/** The turn's list and its clauses, or undefined where the turn is too long or lists fewer than two. */
function listPieces(text: string, values: readonly TurnValue[], wording: ListWording): ListPieces | undefined {
  if (text.length > MOST_READ) return undefined;
  const listed = listedValues(text, values);
  if (listed.length < 2) return undefined;
  const words = listWords(text, wording);
  const starts = clauseStarts(text, words);
  const ownerOfClause = new Map<number, Placed>();
  for (const p of listed) if (!ownerOfClause.has(clauseAt(starts, p.start))) ownerOfClause.set(clauseAt(starts, p.start), p);
  return { listed, words, starts, ownerOfClause };
}

/**
 * The value a clause with none of its own tells of where it is said before it. A clause after a
 * semicolon, or ahead of every listed value, opens an item: it tells of the next listed value, however
 * many clauses on, where no semicolon or colon stands between (`ahead`, from nextInItems). A clause
 * opened by a joining word tells of the value of the clause right after it (`Jo's banners, order
 * PS-301, 180, and Kim's posters, order PS-302`: `Kim's posters` tells of PS-302, not of PS-301 before
 * it), and so does any clause right before a bracket whose clause holds a listed value (`the hem (12 €),
 * the zip (18 €)`). A clause ended by a colon heads the whole list (`two hires with us: …`) and tells
 * of none. Undefined where the clause is not such an opening.
 */
function toldBefore(text: string, starts: readonly number[], ownerOfClause: ReadonlyMap<number, Placed>, ahead: ReadonlyArray<Placed | undefined>, c: number, owner: Placed | undefined, wording: ListWording): Placed | undefined {
  if (text[starts[c + 1]! - 1] === ":") return undefined;
  // A table's heading (`order | item | refund`), a line of cells ahead of every listed value, names
  // the columns, never the first row: its words tell of none, as a heading ended by a colon.
  if (owner === undefined && text[starts[c + 1]! - 1] === "\n" && tableLine(text.slice(starts[c]!, starts[c + 1]!))) return undefined;
  // A semicolon ends an item of a list: the clauses after it, up to the next listed value, tell of
  // that value (`…, cel 21 99876-5432; a mesa é do Marcos, cel 21 98765-1122` tells `mesa` and
  // `Marcos` of the phone after them), where no other semicolon stands between.
  if (text[starts[c]! - 1] === ";") return ahead[c];
  // Ahead of every listed value, the words open the first item (`os clientes: o sofá é da dona Célia,
  // cel …`, `é` written `e` as a join): they tell of its value, however many clauses on.
  if (owner === undefined) return ahead[c];
  const next = ownerOfClause.get(c + 1);
  // A clause right before a bracket that holds a listed value names what the bracket prices or numbers
  // (`…, o fecho do casaco (18 €)`, `…, the zip (18 €)`): the words go to the bracket's value.
  if (next !== undefined && text[starts[c + 1]! - 1] === "(") return next;
  const first = /^\s*(\p{L}+)/u.exec(text.slice(starts[c]!, starts[c + 1]!));
  if (first === null || !wording.joins.has(first[1]!.toLowerCase())) return undefined;
  return next ?? pastAppositions(text, starts, ownerOfClause, c);
}

/**
 * The listed value a joining word's clause tells of where short clauses with no value stand between:
 * a name said beside what it is (`e o dono, o Caio, caio@…`: `dono` tells of Caio's address, not of
 * the one before the join). Only clauses of SHORT_CLAUSE words or fewer are passed, up to a mark that
 * ends an item; undefined where a longer one (the story told on) stands first. Each clause passed is
 * read once.
 */
function pastAppositions(text: string, starts: readonly number[], ownerOfClause: ReadonlyMap<number, Placed>, c: number): Placed | undefined {
  for (let d = c + 1; d + 1 < starts.length; d++) {
    const mark = text[starts[d]! - 1];
    if (mark === ";" || mark === ":") return undefined;
    const owner = ownerOfClause.get(d);
    if (owner !== undefined) return owner;
    if ((text.slice(starts[d]!, starts[d + 1]!).match(WORD)?.length ?? 0) > SHORT_CLAUSE) return undefined;
  }
  return ownerOfClause.get(starts.length - 1);
}

/** Whether a line is a pasted table's: its cells parted by `|` or a tab. */
function tableLine(line: string): boolean {
  return line.includes("|") || line.includes("\t");
}

/**
 * For each clause, the listed value of the first clause after it that holds one, up to the next
 * semicolon or colon (undefined where none): one pass from the last clause back.
 */
function nextInItems(text: string, starts: readonly number[], ownerOfClause: ReadonlyMap<number, Placed>): Array<Placed | undefined> {
  const ahead: Array<Placed | undefined> = new Array<Placed | undefined>(starts.length).fill(undefined);
  for (let c = starts.length - 2; c >= 0; c--) {
    const mark = text[starts[c + 1]! - 1];
    ahead[c] = ownerOfClause.get(c + 1) ?? (mark === ";" || mark === ":" ? undefined : ahead[c + 1]);
  }
  return ahead;
}

/**
 * For a turn that lists two things or more, the stems of the words told of each, by the listed value:
 * what a later turn may pick it by. Words inside a code or an address (`ORD` of `ORD-881`) tell nothing. Empty
 * where the turn lists fewer than two, or two of them are told by the same words only.
 */
export function toldOfEach(text: string, values: readonly TurnValue[], wording: ListWording): Map<TurnValue, string[]> {
  const out = new Map<TurnValue, string[]>();
  const pieces = listPieces(text, values, wording);
  if (pieces === undefined) return out;
  const { listed, words: turnWords, starts, ownerOfClause } = pieces;
  // A clause with no listed value goes to the value of the nearest clause before it.
  // A code's or an address's own letters tell nothing (`ORD` of `ORD-881`, `acme` of an address); a
  // name's or a day's words are told (`Grace's`, `the Tuesday one`).
  const valueRanges = values.filter((v) => v.kind !== "name" && v.kind !== "date").map((v) => [text.indexOf(v.text), text.indexOf(v.text) + v.text.length] as const).filter(([at]) => at >= 0);
  const inAValue = (start: number, end: number) => valueRanges.some(([at, to]) => at < end && start < to);
  const words = new Map<Placed, string[]>(listed.map((p) => [p, []]));
  const ahead = nextInItems(text, starts, ownerOfClause);
  const ownValues = sentencesOfOwnValues(text, values, listed);
  let owner: Placed | undefined;
  let clause = -1;
  for (const w of turnWords) {
    const c = clauseAt(starts, w.index);
    if (c !== clause) {
      clause = c;
      // A sentence that tells values of its own, and none of the list, tells of them, not of the
      // list's last item (`…, and Minh's, PH-311. Linh's new number is 07700 900275`): `Linh` is not
      // told of PH-311.
      if (ownValues(starts[c]!)) owner = undefined;
      owner = ownerOfClause.get(c) ?? toldBefore(text, starts, ownerOfClause, ahead, c, owner, wording) ?? owner;
    }
    if (owner === undefined || w.joins || w.text.replace(POSSESSIVE, "").length < wording.shortest) continue;
    if (inAValue(w.index, w.index + w.text.length)) continue;
    words.get(owner)!.push(stemOfPick(w.text));
  }
  // A list of sums says so: a pick of one by word picks a sum (LISTED_SUM).
  const sums = listed[0]!.value.kind !== "id" && isSumInDigits(listed[0]!.value) ? [LISTED_SUM] : [];
  for (const [p, told] of words) out.set(p.value, [...sums, ...new Set(told)].slice(0, MOST_TOLD));
  return out;
}

/** Whether the code unit at `i` ends a sentence: a stop, `!` or `?` before a blank, or a line's end (a title's stop ends none). */
function endsSentence(text: string, i: number): boolean {
  const c = text[i];
  if (c === "\n") return true;
  return (c === "." || c === "!" || c === "?") && /\s/.test(text[i + 1] ?? "") && !titleStop(text, i);
}

/**
 * Whether the sentence holding an offset is one after the first that holds no listed value but a value
 * of its own (an address, a phone, a number, a sum; not a name or a day, which tell of a thing): such a
 * sentence goes on about its own values. One pass over the text and one over the values, then a
 * search among the sentences' starts per question.
 */
function sentencesOfOwnValues(text: string, values: readonly TurnValue[], listed: readonly Placed[]): (offset: number) => boolean {
  const starts: number[] = [0];
  for (let i = 0; i < text.length; i++) if (endsSentence(text, i)) starts.push(i + 1);
  if (starts.length < 2) return () => false;
  const sentenceOf = (at: number) => clauseAt(starts, at);
  const holdsListed = new Set(listed.map((p) => sentenceOf(p.start)));
  const listedValues = new Set(listed.map((p) => p.value));
  const own = new Set<number>();
  for (const v of values) {
    if (listedValues.has(v) || v.kind === "name" || v.kind === "date" || v.superseded === true) continue;
    const at = text.indexOf(v.text);
    if (at < 0) continue;
    const sentence = sentenceOf(at);
    if (sentence > 0 && !holdsListed.has(sentence)) own.add(sentence);
  }
  return (offset) => own.has(sentenceOf(offset));
}

/** Most clauses between a record and its sum that tell its state: `SC-5, approved, 320`, `LW-9, half paid, 40`. */
const STATE_CLAUSES = 2;
/** Most words of a clause that tells a record's state: `paid in full`, `not yet confirmed`. */
const STATE_WORDS = 3;

/**
 * The record of the clause before clause `c`, or, past commas only, of a clause before at most
 * STATE_CLAUSES clauses of STATE_WORDS words or fewer that hold no record of their own (`Hemi's on
 * SC-5, approved, 320`): they tell the record's state, and the sum after them is still the record's.
 * Undefined where a longer clause, a semicolon or a joining word stands between.
 */
function ownerBefore(text: string, starts: readonly number[], ownerOfClause: ReadonlyMap<number, Placed>, c: number): Placed | undefined {
  for (let k = c - 1; k >= 0 && k >= c - 1 - STATE_CLAUSES; k--) {
    const owner = ownerOfClause.get(k);
    if (owner !== undefined || k === 0) return owner;
    if (text.charCodeAt(starts[k]! - 1) !== COMMA || text.charCodeAt(starts[k + 1]! - 1) !== COMMA) return undefined;
    if ((text.slice(starts[k]!, starts[k + 1]!).match(WORD) ?? []).length > STATE_WORDS) return undefined;
  }
  return undefined;
}

/**
 * For a turn that lists two records or more, each sum in digits said in a record's own piece and told
 * of no record yet, with that record: `the red one is job RB-71, quote 140` holds 140 for RB-71. A piece
 * with two sums or more holds none (which is the record's price would be a guess).
 */
export function sumsInPieces(text: string, values: readonly TurnValue[], wording: ListWording): Map<TurnValue, TurnValue> {
  const out = new Map<TurnValue, TurnValue>();
  const pieces = listPieces(text, values, wording);
  if (pieces === undefined || pieces.listed[0]!.value.kind !== "id") return out;
  const { starts, ownerOfClause } = pieces;
  const sums = values.filter((v) => v.superseded !== true && v.of === undefined && isPriceInDigits(v));
  const byRecord = new Map<TurnValue, TurnValue[]>();
  for (const sum of sums) {
    const at = text.indexOf(sum.text);
    if (at < 0) continue;
    // The record's own clause, or a short one right after it (`RB-71, quote 140`, `ORD-881, 640 paid`),
    // or one the sum opens: a longer clause is a thing of its own (`…: invoice each for 80`).
    const c = clauseAt(starts, at);
    // A sum that opens its clause tells of the record before it however the clause goes on (`CH-771, 126 for three days`).
    const opens = /^[\s£$€]*$/u.test(text.slice(starts[c]!, at));
    const short = opens || (text.slice(starts[c]!, starts[c + 1] ?? text.length).match(WORD) ?? []).length <= SHORT_CLAUSE;
    // A clause a joining word opens with no mark before it goes on with the item before (`BX-15 new pads and a chain for 60`).
    const goesOn = c > 0 && !endsWithClauseMark(text.slice(starts[c - 1]!, starts[c]!).trimEnd()) && wording.joins.has((/^\p{L}+/u.exec(text.slice(starts[c]!)) ?? [""])[0].toLowerCase());
    const record = (ownerOfClause.get(c) ?? ((short || goesOn) && c > 0 ? ownerBefore(text, starts, ownerOfClause, c) : undefined))?.value;
    if (record !== undefined) byRecord.set(record, [...(byRecord.get(record) ?? []), sum]);
  }
  for (const [record, held] of byRecord) if (held.length === 1) out.set(held[0]!, record);
  return out;
}
