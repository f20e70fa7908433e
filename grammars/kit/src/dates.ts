// Language-neutral date arithmetic for the grammars, and the loop that runs a grammar's date
// patterns over a text. Dates are written YYYY-MM-DD and counted in UTC calendar days from the
// session clock; the patterns, and the words they read, are each grammar's data.
import type { Span, SpanSet } from "./addresses.js";

const DAY_MS = 86_400_000;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** YYYY-MM-DD of a valid calendar date, undefined otherwise. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
}

/** The UTC calendar day `days` after now, as YYYY-MM-DD. */
export function addDays(now: Date, days: number): string {
  const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const d = new Date(base + days * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The year a date names: the clock's when none is written, 20YY for a two-digit one. */
/** A day of the month said with no month (`the 21st`, `dia 4`): the next such day, this month's or the next's once past. */
export function nextDayOfMonth(day: number, now: Date): string | undefined {
  const y = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (day >= now.getUTCDate()) return isoDate(y, month, day);
  return month === 12 ? isoDate(y + 1, 1, day) : isoDate(y, month + 1, day);
}

export function fullYear(text: string | undefined, now: Date): number {
  if (text === undefined || text === "") return now.getUTCFullYear();
  const y = Number(text);
  return text.length === 2 ? 2000 + y : y;
}

/** One way a language writes a date, with the reason it is read so. */
export interface DatePattern {
  pattern: RegExp;
  /** The date a match says; `anchor` is the date an anchored pattern counts from (YYYY-MM-DD). */
  read: (m: RegExpExecArray, now: Date, anchor?: string) => string | undefined;
  reason: string;
  /** `Friday, March 6`: a weekday right before a written date gives way to it. */
  yieldsToDate?: boolean;
  /**
   * The capture group whose place in the text is the date's span, where a match reads more than
   * its date (`3rd-5th April` reads the 3rd from the words after it); of several, the first that
   * took part in the match. The pattern needs the `d` flag; without `group` the whole match is
   * the span.
   */
  group?: number | readonly number[];
  /**
   * Counted from a date the turn names (`the launch is on 3/20, remind me the day before`, `two
   * days before March 10`): `read` is given that date, the one right after the match or else the
   * nearest before it, and nothing where the turn names none. Anchored patterns run after the
   * others, which find the dates they count from.
   */
  anchored?: boolean;
  /**
   * Whole words one of which the text holds wherever the pattern matches, in the match or in what
   * its look-arounds need: runs of ASCII letters, digits and `_` (where `\b` and `\w` put a word's
   * ends), written lower-case and found in any case. A text holding none is not searched (nor, on
   * a process's first texts, the pattern compiled). Unset: tried on every text.
   */
  words?: readonly string[];
  /** Characters one of which every match holds (`0123456789` for a digit): tried only on a text holding one of them. */
  marks?: string;
}

/** What the date patterns found: the dates, and those another date was counted from. */
export interface DatesFound {
  dates: Span[];
  /** Dates a later date is counted from (`the launch is on 3/20` in `…, remind me the day before`): told, not asked for. */
  anchors: Set<Span>;
}

/** How far after an anchored phrase a date it counts from may start (`two days before the 10th`). */
const ANCHOR_AFTER = 8;

/** A word of a grammar's tokenizer, folded (lower case, no accents): what the date gate reads a turn's words from. */
export interface FoldedWord {
  readonly fold: string;
}

/**
 * Runs date patterns, in order, over `matched` (the text, or a form of it with the same offsets)
 * and adds each date no span read before it takes to the set; the span's text is from `text`.
 * A pattern naming words or marks runs only where `mayMatch` would say it may: the patterns' words
 * are indexed once per list (`gateOf`), and the turn's words are looked up there once each, not
 * once per pattern. `words`, where given, are the turn's words as the grammar's tokenizer found
 * them in `matched` (the words it read first, handed over rather than found again); else the text
 * is walked for them (`heldBy`).
 * Each pattern is one pass of its own expression over the text; an anchored match looks for its
 * date among those already found (a walk of the dates, not of the text).
 */
export function scanDatePatterns(patterns: readonly DatePattern[], text: string, matched: string, now: Date, spans: SpanSet, words?: readonly FoldedWord[]): DatesFound {
  const found: Span[] = [];
  const anchors = new Set<Span>();
  const gate = gateOf(patterns);
  let open: Uint8Array | undefined;
  let ascii: Uint8Array | undefined;
  for (let i = 0; i < patterns.length; i++) {
    const p = patterns[i]!;
    // A pattern that cannot match the text would find nothing: it is not run.
    if (p.words !== undefined && (open ??= openedBy(gate, matched, words))[i] !== 1) continue;
    if (p.marks !== undefined && !holdsMark(p.marks, matched, (ascii ??= asciiOf(matched)))) continue;
    const { pattern, read, yieldsToDate, group, anchored } = p;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(matched); m !== null; m = pattern.exec(matched)) {
      let start: number;
      let end: number;
      if (group !== undefined) {
        let at: [number, number] | undefined;
        for (const g of typeof group === "number" ? [group] : group) if ((at = m.indices?.[g]) !== undefined) break;
        if (at === undefined) continue;
        [start, end] = at;
      } else {
        const raw = m[0].trim();
        start = m.index + m[0].indexOf(raw);
        end = start + raw.length;
      }
      if (!spans.free(start, end)) continue;
      if (yieldsToDate && found.some((s) => s.start >= end && s.start - end <= 3)) continue;
      let anchor: Span | undefined;
      if (anchored) {
        anchor = found.find((s) => s.start >= end && s.start - end <= ANCHOR_AFTER);
        if (anchor === undefined) {
          for (const s of found) if (s.end <= start && (anchor === undefined || s.end > anchor.end)) anchor = s;
        }
        if (anchor === undefined) continue;
      }
      const value = read(m, now, anchor === undefined ? undefined : String(anchor.value));
      if (value === undefined) continue;
      const before = found.length;
      spans.collect(found, { start, end, kind: "date", text: text.slice(start, end), value });
      if (anchor !== undefined && found.length > before) anchors.add(anchor);
    }
  }
  return { dates: found, anchors };
}

/** What a text holds that date patterns are gated by: its whole words, lower-cased, and its ASCII characters. */
export interface Held {
  readonly text: string;
  readonly words: ReadonlySet<string>;
  /** 1 at the code of each ASCII character the text holds. */
  readonly ascii: Uint8Array;
}

/** The runs of ASCII letters, digits and `_` of a text, lower-cased, and its ASCII characters, in one walk of it. */
export function heldBy(text: string): Held {
  const words = new Set<string>();
  const ascii = new Uint8Array(128);
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c >= 0 && c < 128) ascii[c] = 1;
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.add(text.slice(start, i).toLowerCase());
      start = -1;
    }
  }
  return { text, words, ascii };
}

/** Whether a date pattern may match a text: it holds one of the pattern's words, if it names any, and one of its marks, if it names any. */
export function mayMatch({ words, marks }: DatePattern, held: Held): boolean {
  if (words !== undefined && !words.some((word) => held.words.has(word))) return false;
  return marks === undefined || holdsMark(marks, held.text, held.ascii);
}

/** Whether a text holds one of the marks; `ascii` is 1 at the code of each ASCII character it holds. */
function holdsMark(marks: string, text: string, ascii: Uint8Array): boolean {
  for (const mark of marks) {
    const c = mark.charCodeAt(0);
    if (c < 128 ? ascii[c] === 1 : text.includes(mark)) return true;
  }
  return false;
}

/** 1 at the code of each ASCII character a text holds. */
function asciiOf(text: string): Uint8Array {
  const ascii = new Uint8Array(128);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) ascii[c] = 1;
  }
  return ascii;
}

/** A list's patterns by each word they name (word → the indexes of the patterns it lets run), and whether a tokenizer's words can stand for the text's. */
interface Gate {
  readonly byWord: ReadonlyMap<string, readonly number[]>;
  readonly patterns: number;
  /** Every word is a run of ASCII letters and digits: a tokenizer's words, cut at every other character, hold each run the text holds. */
  readonly fromWords: boolean;
}

/** The gates, made once per list of patterns (a grammar's list lives as long as the grammar). */
const GATES = new WeakMap<readonly DatePattern[], Gate>();

function gateOf(patterns: readonly DatePattern[]): Gate {
  let gate = GATES.get(patterns);
  if (gate === undefined) {
    const byWord = new Map<string, number[]>();
    patterns.forEach((p, i) => {
      for (const word of new Set(p.words ?? [])) (byWord.get(word) ?? byWord.set(word, []).get(word)!).push(i);
    });
    gate = { byWord, patterns: patterns.length, fromWords: [...byWord.keys()].every((w) => /^[a-z0-9]+$/.test(w)) };
    GATES.set(patterns, gate);
  }
  return gate;
}

/** 1 at each pattern of the list one of whose words `matched` holds (`words`: as `scanDatePatterns` takes them). */
export function openedPatterns(patterns: readonly DatePattern[], matched: string, words?: readonly FoldedWord[]): Uint8Array {
  return openedBy(gateOf(patterns), matched, words);
}

/**
 * 1 at each pattern one of whose words the text holds. The text's words are the runs of ASCII
 * letters, digits and `_` (`heldBy`'s); from a tokenizer's folded words (letters and digits,
 * joined by apostrophes or hyphens), the runs of ASCII letters and digits inside each. Those hold
 * every run of the text made of letters and digits alone (a run of the text lies inside one word:
 * a letter or digit, folded, is a letter or digit of the word), and a text with `_` is walked, so
 * no pattern the walk lets run is skipped.
 */
function openedBy(gate: Gate, matched: string, words: readonly FoldedWord[] | undefined): Uint8Array {
  const open = new Uint8Array(gate.patterns);
  const mark = (run: string): void => {
    const list = gate.byWord.get(run);
    if (list !== undefined) for (const i of list) open[i] = 1;
  };
  if (words === undefined || !gate.fromWords || matched.includes("_")) {
    for (const run of heldBy(matched).words) mark(run);
    return open;
  }
  for (const { fold } of words) {
    let start = 0;
    for (let i = 0; i <= fold.length; i++) {
      const c = i < fold.length ? fold.charCodeAt(i) : -1;
      if ((c >= 48 && c <= 57) || (c >= 97 && c <= 122)) continue;
      if (i > start) mark(start === 0 && i === fold.length ? fold : fold.slice(start, i));
      start = i + 1;
    }
  }
  return open;
}

/** The day `days` after a YYYY-MM-DD date (before it where negative). */
export function daysFrom(iso: string, days: number): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  return addDays(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))), days);
}
