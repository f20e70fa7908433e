// A value a send's text states in place of the one the person gave it: "answer him: it's 65 euros a
// day", a teammate's message says the per-diem "went up to 95", and the reply says 95 euros and not
// 65; "confirm 45 guests, we'll arrive at 19:30", the caterer's email asks to confirm 60 guests at
// 21:00. The text says the outside text's value, not the person's: it carries that text's mark.
// The values compared are of three kinds a reply restates — a sum with its currency, a time of
// day, a count of a named thing — each compared only with the person's values of its kind. The
// person's are read with their turn, once; a send's own text is read here, only where a turn gave
// such a value, in one pass of each linear pattern.
import type { Grammar } from "@toolgate/grammar-kit";
import type { Mark } from "../model.js";
import type { WorkOutInputs } from "./origins.js";
import { MAX_READ, sourced, timeKeysIn } from "./origins.js";
import { trimTrailing } from "@toolgate/grammar-kit";
import { numberKey, parseLooseNumber } from "./values.js";
import { LEAD_KIND, leadKeysIn } from "./superseded-times.js";
import { instructedMark } from "./instructed-mark.js";
import { COUNT_WORDS, isCount } from "./count-words.js";

/** The most values of one kind read from one text. */
const MAX_VALUES = 32;

/**
 * A sum as a message writes it: a number with a currency's sign or word before or after it
 * (`€1,800`, `1,800 euros`, `95 EUR`, `£40`, `R$ 120`, `120 reais`). A number with no currency
 * (a count, a day, a room) is not a sum here. Tried from the start of a number only: linear.
 */
const SUM = /(?:[€$£]|\bR\$|\b(?:EUR|GBP|USD|CHF|BRL)\b)\s?(\d[\d.,]*)|(?<![\w.,])(\d[\d.,]*)\s?(?:[€$£]|(?:eur(?:os?)?|pounds?|quid|dollars?|bucks|gbp|usd|chf|francs?|reais|real|brl)\b)/gi;

/** What a count counts: a word of letters. */
const COUNTED = /^\p{L}{3,}$/u;
/**
 * Words after a number that are not things counted: months and weekdays (a date), the marks of a
 * time of day, currencies (a sum, compared as one), in the languages the grammars read.
 */
const NOT_COUNTED: ReadonlySet<string> = new Set([
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
  "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  "and", "the", "for", "with", "from", "até", "and", "or", "o'clock", "a.m", "p.m",
  "euro", "euros", "eur", "pound", "pounds", "quid", "dollar", "dollars", "bucks", "gbp", "usd", "chf", "franc", "francs", "reais", "real", "brl",
]);

/** The kind of a time of day among the values a turn gives; a count's is `count:<what it counts>`. */
const TIME_KIND = "time";

/** The run-of-words key a result's free text gives a count with its word (origins.ts `wordKeys`): `w:60 guests`. */
function countKey(count: string, counted: string): string {
  return `w:${count} ${counted}`;
}

/** The number keys of the sums a text states. */
function sumsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of (text.length > MAX_READ ? text.slice(0, MAX_READ) : text).matchAll(SUM)) {
    const n = parseLooseNumber(trimTrailing(m[1] ?? m[2]!, ".,"));
    if (n !== undefined) out.push(numberKey(n));
    if (out.length >= MAX_VALUES) break;
  }
  return out;
}

/**
 * The counts a text's words state, each as its kind (`count:guests`) and its key (`w:60 guests`);
 * with `articles`, the counts of one the English indefinite articles give too (`articleCounts`).
 */
function countsIn(words: readonly string[], articles: boolean): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < words.length && out.length < MAX_VALUES; i++) {
    const n = COUNT_WORDS.get(words[i]!) ?? words[i]!;
    const w = words[i + 1]!;
    if (!isCount(n) || !COUNTED.test(w) || NOT_COUNTED.has(w)) continue;
    out.push([`count:${w}`, countKey(n, w)]);
    // One word may say which of the thing is counted ("1 checked bag", "2 large suitcases"): the
    // count is of the thing after it too, as "1 bag" would be.
    const next = words[i + 2];
    if (next !== undefined && COUNTED.test(next) && !NOT_COUNTED.has(next) && out.length < MAX_VALUES) out.push([`count:${next}`, countKey(n, next)]);
  }
  if (articles) articleCounts(words, out);
  return out;
}

/**
 * The English indefinite articles, a count of one of the thing they name: "a checked bag", "an
 * extra night". English only: in Portuguese `a` is the definite article (`a reserva`), no count.
 */
const ARTICLES: ReadonlySet<string> = new Set(["a", "an"]);
/** The most counts of one that articles give in a turn, after its counts in figures and number words. */
const MAX_ARTICLE_COUNTS = 8;

/**
 * The counts of one the indefinite articles give (`a checked bag` is `w:1 bag`), the thing the
 * word after the article or the one after that (a word may say which of it: `a checked bag`).
 * Read after the counts in figures and number words, which they never crowd out: the person who
 * asks for "the cheapest one with a checked bag" counted one bag, and a booking for 2 bags is
 * not theirs.
 */
function articleCounts(words: readonly string[], out: Array<[string, string]>): void {
  let taken = 0;
  for (let i = 0; i + 1 < words.length && taken < MAX_ARTICLE_COUNTS && out.length < MAX_VALUES; i++) {
    if (!ARTICLES.has(words[i]!)) continue;
    for (const w of [words[i + 1]!, words[i + 2]]) {
      if (w === undefined || !COUNTED.test(w) || NOT_COUNTED.has(w) || out.length >= MAX_VALUES) continue;
      out.push([`count:${w}`, countKey("1", w)]);
      taken++;
    }
  }
}

/**
 * The times of day, the leads (as its grammars read them: superseded-times.ts `leadKeysIn`) and
 * the counts a person's turn gives, by kind, added to `into` (the sums it asks for are
 * conversation.ts `askedSums`). Read once per turn, with its words.
 */
export function givenInTurn(text: string, words: readonly string[], readers: readonly Grammar[], into: Map<string, Set<string>>): void {
  for (const k of timeKeysIn(text)) add(into, TIME_KIND, k);
  for (const k of leadKeysIn(text, readers)) add(into, LEAD_KIND, k);
  // The articles' counts are English: a turn its grammars read in other languages only has none.
  const english = readers.length === 0 || readers.some((r) => r.language === "en");
  for (const [kind, k] of countsIn(words, english)) add(into, kind, k);
}

function add(into: Map<string, Set<string>>, kind: string, key: string): void {
  let set = into.get(kind);
  if (!set) into.set(kind, (set = new Set()));
  set.add(key);
}

/**
 * The marks of the values a send's texts state in place of the person's, or that only an
 * instruction-shaped outside text gives (a sum: a sum written with its currency is restated, not
 * made up, so one no text holds is not marked here). A text that states a
 * value of a kind the person gave (a sum asked for, a time of day, a count of the same thing),
 * none of the person's values of that kind, and one an outside text or an outside record holds,
 * carries that result's mark. A text that says the person's value beside another (`the cap is
 * 1,800, not the 2,000 you heard`) says what was asked.
 */
export function saidInstead(texts: ReadonlyArray<readonly [string, string]>, inputs: WorkOutInputs, wordsOfText: (text: string) => readonly string[]): Mark[] {
  const asked = inputs.askedSums !== undefined && inputs.askedSums.size > 0 ? inputs.askedSums : undefined;
  const given = inputs.given !== undefined && inputs.given.size > 0 ? inputs.given : undefined;
  // Results whose instruction's own sentence gives a number: a sum only such a text gives is its.
  const cueing = inputs.results.some((r) => r.textOutside && r.index.cueNumbers.size > 0);
  if (!asked && !given && !cueing) return [];
  let counted = false;
  if (given) for (const kind of given.keys()) if (kind.startsWith("count:")) counted = true;
  const marks: Mark[] = [];
  for (const [name, text] of texts) {
    const sums = asked || cueing ? sumsIn(text) : [];
    // A sum only an instruction-shaped outside text gives, in the sentence that holds its cue (`the
    // set menu is now 65 pounds a head - confirm the new price in your reply`), whether or not the
    // person asked for one: a figure of the plain letter it is appended to is the letter's.
    const told = cueing ? toldSum(sums, inputs) : undefined;
    if (told) {
      marks.push(instructedMark(name, told.index));
      continue;
    }
    // A turn that has the agent pass on what a text says (`send him the main points of the doc`)
    // asks for the text's values in the send: a time or a count it restates is what was asked.
    if (inputs.results.some((r) => r.copied === true)) continue;
    let from = asked ? swappedFrom(sums, asked, inputs) : undefined;
    if (!from && given?.has(TIME_KIND)) {
      const times = given.get(TIME_KIND)!;
      from = swappedFrom(timeKeysIn(text), times, inputs, momentsElsewhere(times, inputs.typed, wordsOfText(text)));
    }
    if (!from && counted) {
      const byKind = new Map<string, string[]>();
      for (const [kind, k] of countsIn(wordsOfText(text), true)) {
        if (!given!.has(kind)) continue;
        const held = byKind.get(kind);
        if (held) held.push(k);
        else byKind.set(kind, [k]);
      }
      for (const [kind, keys] of byKind) if (!from) from = swappedFrom(keys, given!.get(kind)!, inputs);
    }
    if (from) marks.push({ level: "untrusted", source: from.tool, on: name, step: from.step, ...(from.field ? { field: from.field } : {}) });
  }
  return marks;
}

/**
 * Whether every time of day the person gave came with its day, as a moment (`Saturday 12/12 at
 * 8:30`, keyed `t:2026-12-12T08:30` with the turn), and the text names no day (by the moment's
 * number, a month or a weekday): such a time is for an act at that moment (a reminder, an event),
 * and a text that states none of the person's times (the rides' times a post lists from the
 * channel) does not say it otherwise. A text that names a day ("Thursday 3 December at 20:00" for
 * "Thursday at 18:30"), or keeps one of their times and swaps another (`swappedFrom`), still does.
 * The person's keys and the text's words, read once already, are compared; nothing is parsed here.
 */
function momentsElsewhere(times: ReadonlySet<string>, typed: ReadonlySet<string>, words: readonly string[]): boolean {
  const days = new Map<string, string[]>();
  for (const k of typed) {
    if (k.length !== 18 || !k.startsWith("t:") || k.charAt(12) !== "T") continue;
    const time = `time:${k.slice(13)}`;
    const day = k.slice(10, 12);
    (days.get(time) ?? days.set(time, []).get(time)!).push(day, String(Number(day)));
  }
  if (days.size === 0) return false;
  const said = new Set(words);
  for (const t of times) {
    const of = days.get(t);
    if (!of || of.some((d) => said.has(d))) return false;
  }
  return !words.some((w) => DAY_NAMES.has(w));
}

/** Words that name a day, in the languages the grammars read: a month or a weekday. */
const DAY_NAMES: ReadonlySet<string> = new Set([
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
  "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "tomorrow", "tonight",
  "segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo", "hoje", "amanhã",
]);

/** The instruction-shaped result whose cue's sentence alone gives one of the sums (origins.ts `sourced`). */
function toldSum(sums: readonly string[], inputs: WorkOutInputs): WorkOutInputs["results"][number] | undefined {
  for (const k of sums) {
    if (!inputs.results.some((r) => r.index.cueNumbers.has(k))) continue;
    const by = sourced([k], inputs);
    if (typeof by === "object" && by.index.cueNumbers.has(k)) return by;
  }
  return undefined;
}

/**
 * Where the values stated came from, when they are none of the person's and an outside result
 * holds one; or when the text keeps some of the person's values but leaves another out, and states
 * in its place one only an outside result holds ("post: kickoff Friday 18:00, demos Sunday 14:00",
 * a venue's message says kickoff moved to 16:00, and the post says 16:00 and 14:00). A text that
 * states every value of the person's beside another says what was asked. `keptOnly` reads the
 * second way alone: the person's values are for another act (`momentsElsewhere`).
 */
function swappedFrom(stated: readonly string[], theirs: ReadonlySet<string>, inputs: WorkOutInputs, keptOnly = false): { tool: string; step: number; field?: string } | undefined {
  if (stated.length === 0) return undefined;
  const others = stated.filter((k) => !theirs.has(k));
  if (others.length === stated.length) return keptOnly ? undefined : outsideHolder(stated, inputs);
  if (others.length === 0 || new Set(stated.filter((k) => theirs.has(k))).size >= theirs.size) return undefined;
  return outsideHolder(others, inputs);
}

/** The newest result that holds one of the values: in an outside free text first, else as an outside record's value. */
function outsideHolder(keys: readonly string[], inputs: WorkOutInputs): { tool: string; step: number; field?: string } | undefined {
  for (const text of [true, false]) {
    for (const r of inputs.results) {
      if (!(text ? r.textOutside : r.outside)) continue;
      const map = text ? r.index.text : r.index.structured;
      for (const k of keys) {
        const field = map.get(k);
        if (field !== undefined) return { tool: r.index.tool, step: r.index.step, field };
      }
    }
  }
  return undefined;
}
