// Reading a turn through one-byte stand-ins for the few characters past Latin-1 that people type
// every day (`’`, `“ ”`, `–`, `—`, `…`, a narrow no-break space), and giving the reading back in
// the characters the person typed.
//
// Why: V8 keeps a string two-byte when it is cut, lower-cased, replaced or matched out of a
// two-byte one, so one `’` or `—` makes every copy, token and key of a turn two-byte, and case-blind
// Unicode patterns compare such a text character by character: a turn holding one reads 13–17%
// slower. Each stand-in is one character for one, so every offset and span of the reading is the
// same in the turn and in its stand-in text.
import type { TurnReading, TurnValue } from "./port.js";

/**
 * Each character given a stand-in, and the stand-in: the one-byte character a person types for it
 * on a keyboard without it (`'` for `’`, `-` for `—`, `.` for `…`, a no-break space for a narrow
 * one), so that a turn a phone wrote is read as the same turn typed on such a keyboard. `€` has
 * none: no one-byte character is read as the euro (docs/decisions.md).
 */
const STAND_INS: ReadonlyMap<number, number> = new Map([
  [0x2018, 0x27], // ‘
  [0x2019, 0x27], // ’
  [0x201c, 0x22], // “
  [0x201d, 0x22], // ”
  [0x2013, 0x2d], // –
  [0x2014, 0x2d], // —
  [0x2026, 0x2e], // …
  [0x202f, 0xa0], // narrow no-break space
]);

/** A character past Latin-1: the cheap test of whether a turn may need stand-ins at all. */
const PAST_LATIN_1 = /[^\u0000-\u00ff]/;

/** A turn's stand-in text and the characters it stands in for. */
export interface StandInText {
  /** The turn with each character given a stand-in replaced by it: a one-byte string. */
  text: string;
  /** The stand-ins used, as characters (`'`, `-`): a string of the reading holding none needs nothing given back. */
  used: string;
}

/**
 * The turn written in one-byte characters, where every character past Latin-1 it holds has a
 * stand-in; undefined where it holds none (it is one-byte already) or one without a stand-in
 * (CJK, emoji, Greek: the turn stays two-byte whatever is replaced, so it is read as it is).
 */
export function standInText(text: string): StandInText | undefined {
  if (!PAST_LATIN_1.test(text)) return undefined;
  const codes = new Uint8Array(text.length);
  let used = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0xff) {
      codes[i] = c;
      continue;
    }
    const s = STAND_INS.get(c);
    if (s === undefined) return undefined;
    codes[i] = s;
    const ch = String.fromCharCode(s);
    if (!used.includes(ch)) used += ch;
  }
  return { text: oneByteString(codes), used };
}

/** How many character codes `String.fromCharCode` is given at once: well under any engine's limit on arguments. */
const CHUNK = 8_192;

/** The string of the codes; V8 makes it one-byte, as it does no string cut from a two-byte one. */
function oneByteString(codes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < codes.length; i += CHUNK) out += String.fromCharCode.apply(null, codes.subarray(i, i + CHUNK) as unknown as number[]);
  return out;
}

/**
 * Gives strings of a reading made from the stand-in text back in the characters of the turn.
 * A string is looked up where it stands in the stand-in text (as written, else lower-cased), and
 * every place it stands must give one and the same text of the turn; a value's normalised form
 * made from its words (an email lower-cased) follows its words.
 */
class GivenBack {
  private lower: string | undefined;
  /** Strings of the stand-in text to the turn's, as given back so far, so that a pair's `of` follows its value. */
  private readonly known = new Map<string, string>();

  constructor(
    private readonly standIn: StandInText,
    private readonly original: string,
  ) {}

  /** The string in the turn's characters; undefined where no one answer can be told. */
  text(s: string): string | undefined {
    if (!this.holdsStandIn(s)) return s;
    const known = this.known.get(s);
    if (known !== undefined) return known;
    const found = onlyAnswer(this.standIn.text, s, this.standIn.text, this.original) ?? this.caseless(s);
    if (found !== undefined) this.known.set(s, found);
    return found;
  }

  /**
   * A normalised value made from `from` (the stand-in words) whose turn's words are `to`. One that
   * stands nowhere in the text is the reader's own making (a date's `2026-03-06`), kept as it is.
   */
  made(value: string, from: string, to: string): string | undefined {
    if (!this.holdsStandIn(value) || from === to) return value;
    if (value === from) return to;
    if (value === from.toLowerCase()) return to.toLowerCase();
    if (!this.standsAnywhere(value)) return value;
    return this.text(value);
  }

  private standsAnywhere(s: string): boolean {
    this.lower ??= this.standIn.text.toLowerCase();
    return this.standIn.text.includes(s) || this.lower.includes(s.toLowerCase());
  }

  private caseless(s: string): string | undefined {
    // Lower case keeps a one-byte text's length, so offsets in it are offsets in the turn.
    this.lower ??= this.standIn.text.toLowerCase();
    const lower = s.toLowerCase();
    if (lower.length !== s.length) return undefined;
    const found = onlyAnswer(this.lower, lower, this.standIn.text, this.original);
    // Found lower-cased, the string's own letters are kept: only the stand-ins are given back.
    return found === undefined ? undefined : withStandInsOf(s, found);
  }

  private holdsStandIn(s: string): boolean {
    for (const ch of this.standIn.used) if (s.includes(ch)) return true;
    return false;
  }
}

/** `s` with the characters where `given` (its lower case, stand-ins given back) differs from its lower case. */
function withStandInsOf(s: string, given: string): string {
  const lower = s.toLowerCase();
  let out = "";
  for (let k = 0; k < s.length; k++) out += given[k] !== lower[k] ? given[k] : s[k];
  return out;
}

/**
 * `s` with the characters that stand in for the turn's given back, the same at every place `s`
 * stands in `within` (the stand-in text, or it lower-cased); undefined where it stands nowhere, or
 * where two places give back different characters.
 */
function onlyAnswer(within: string, s: string, standIn: string, original: string): string | undefined {
  if (s === "") return s;
  let answer: string | undefined;
  for (let at = within.indexOf(s); at >= 0; at = within.indexOf(s, at + 1)) {
    let here = "";
    let run = 0;
    for (let k = 0; k < s.length; k++) {
      if (standIn.charCodeAt(at + k) === original.charCodeAt(at + k)) continue;
      here += s.slice(run, k) + original[at + k];
      run = k + 1;
    }
    here += s.slice(run);
    if (answer !== undefined && here !== answer) return undefined;
    answer = here;
  }
  return answer;
}

/**
 * The reading of the stand-in text, its words and values given back in the turn's characters;
 * undefined where one of them cannot be told for certain (the same words written once with `’`
 * and once with `'`, and a value made from them), and the turn is then read as it is.
 */
export function readingGivenBack(reading: TurnReading, standIn: StandInText, original: string): TurnReading | undefined {
  const back = new GivenBack(standIn, original);
  const values: TurnValue[] = [];
  for (const v of reading.values) {
    const text = back.text(v.text);
    if (text === undefined) return undefined;
    const out: TurnValue = { ...v, text };
    if (typeof v.value === "string") {
      const value = back.made(v.value, v.text, text);
      if (value === undefined) return undefined;
      out.value = value;
    }
    values.push(out);
  }
  // A pair's `of` is the value of another of the reading's values, given back above.
  for (const out of values) {
    if (out.of === undefined) continue;
    const of = back.text(out.of);
    if (of === undefined) return undefined;
    out.of = of;
  }
  const destinations = [];
  for (const d of reading.destinations) {
    const text = back.text(d.text);
    const value = text === undefined ? undefined : back.made(d.value, d.text, text);
    if (text === undefined || value === undefined) return undefined;
    destinations.push({ ...d, text, value });
  }
  const sending = [];
  for (const act of reading.sending) {
    const text = back.text(act.text);
    if (text === undefined) return undefined;
    sending.push({ ...act, text });
  }
  return { ...reading, sending, destinations, values };
}
