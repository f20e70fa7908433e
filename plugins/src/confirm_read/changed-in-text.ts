// A value the turn gives, changed where the call writes it inside a message's or a note's text
// (`dia 12` said, `dia 21` written): read by `confirm_read` among its other readings of a write.
import { parseLooseNumber } from "@toolgate/core";
import { type TurnValue } from "@toolgate/grammar-kit";
import { digits, folded, leaves, mentioned, shown, type Slot } from "./slots.js";

/** Runs of digits in a message's text, with the marks that join one written number: `5,90`, `555-0147`, `2026-03-05`. */
const NUMBER_IN_TEXT = /\d+(?:[.,:/-]\d+)*/g;
/**
 * The languages whose turns a digit added or dropped in a message's text is read in (`dia 18` →
 * `dia 8`). Probed and measured on Portuguese; on English held-out turns it added a false ask
 * whose family English probes did not find, so English keeps the same-length rule alone.
 */
export const LENGTH_CHANGE_READ: ReadonlySet<string> = new Set(["pt"]);
/** A message's text is read up to this many characters for numbers, and at most this many of them. */
const TEXT_READ = 2_000;
const NUMBERS_READ = 64;

/**
 * A value the turn gives, changed where the call writes it inside a message's or a note's text:
 * `manda sms … dizendo que a consulta ficou pra dia 12` with `text: "… dia 21"`, `avisa a una@…
 * que o 3131 foi cancelado` with `body: "O pedido 3113 foi cancelado"`. A number of the text is
 * read as changed where the turn says it nowhere, and the turn gives a value of as many digits
 * (two or more) that differs from it in one digit or in two neighbours swapped, and that no
 * argument holds: the text was meant to carry the person's value. A number the turn does not give
 * that is near none of its values (a date written out, a total worked out, a phone to call back)
 * says nothing. Where `lengthChanges`, a number with one digit added or dropped is read as changed
 * too (`dia 18` written `dia 8`, `boleto de 140 reais` written `1400 reais`), but only where the text
 * writes it beside a word the turn's value was said with and writes that value nowhere whole.
 */
export function changedInText(act: string | undefined, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, all: readonly TurnValue[], values: readonly TurnValue[], used: ReadonlySet<TurnValue>, lengthChanges: boolean): Array<{ argument: string; said: string; call: string }> {
  const texts: Array<[name: string, text: string]> = [];
  for (const [name, slot] of slots) {
    if (slot !== "text" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) if (typeof value === "string" && /\d/.test(value)) texts.push([name, value.slice(0, TEXT_READ)]);
  }
  if (texts.length === 0) return [];
  // Every digit string the turn says, kept or taken back, as written and as read.
  const said: string[] = [];
  const numbers = new Set<number>();
  for (const v of all) {
    said.push(digits(v.text), digits(String(v.value)));
    if (typeof v.value === "number") numbers.add(v.value);
  }
  // Where the turn gives each act its own values, another act's value is that act's to carry
  // (`manda um pix de 45 …, e anota no 8146` with a note of `pix de 54`).
  const ours = values.filter((v) => (act === undefined || v.act === undefined || v.act === act) && v.background !== true && v.bound !== true && !used.has(v));
  const candidates = ours.filter((v) => !mentioned(args, v));
  // A value whose digits the call writes inside a longer number (`140` in `1400`) is no value held:
  // only one the call writes whole is.
  const written = numbersWritten(args);
  const lengthenable = lengthChanges ? ours.filter((v) => !written.has(digits(v.text))) : [];
  if (candidates.length === 0 && lengthenable.length === 0) return [];
  const out: Array<{ argument: string; said: string; call: string }> = [];
  for (const [name, text] of texts) {
    let seen = 0;
    for (const m of text.matchAll(NUMBER_IN_TEXT)) {
      if (++seen > NUMBERS_READ) break;
      const written = m[0];
      const own = digits(written);
      const n = parseLooseNumber(written);
      if (said.includes(own) || (n !== undefined && numbers.has(n))) continue;
      const near =
        own.length >= 2 && !said.some((d) => d.includes(own))
          ? candidates.find((v) => oneDigitApart(digits(v.text), own) || (typeof v.value === "number" && oneDigitApart(digits(String(v.value)), own)))
          : undefined;
      const lengthened = near ?? lengthenable.find((v) => oneDigitMore(digits(v.text), own) && saidBeside(v, text, m.index, m.index + written.length));
      if (lengthened) out.push({ argument: name, said: shown(lengthened), call: written });
    }
  }
  return out;
}

/** The digits of every number the call's arguments write, each read up to TEXT_READ characters and NUMBERS_READ numbers. */
function numbersWritten(args: Readonly<Record<string, unknown>>): Set<string> {
  const out = new Set<string>();
  for (const { value } of leaves(args, "")) {
    if (typeof value === "number") out.add(digits(String(value)));
    if (typeof value !== "string") continue;
    let seen = 0;
    for (const m of value.slice(0, TEXT_READ).matchAll(NUMBER_IN_TEXT)) {
      if (++seen > NUMBERS_READ) break;
      out.add(digits(m[0]));
    }
  }
  return out;
}

/** Two digit strings where one is the other with one digit added: `18` and `8`, `140` and `1400`. */
function oneDigitMore(a: string, b: string): boolean {
  if (a.length === 0 || b.length === 0 || Math.abs(a.length - b.length) !== 1) return false;
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  return long.slice(i + 1) === short.slice(i);
}

/**
 * Whether the message writes a number beside a word the turn wrote its value with: `dia 8` for
 * the turn's `dia 18`, `25 reais` for `250 reais`, `encomenda 521` for `encomenda 5521`. A value
 * said bare has no word to match. A number whose length changed is read as the turn's value only so:
 * a text's other numbers (`sala 8`, `às 2 da tarde`, `prazo de 25 dias`) are its own.
 */
function saidBeside(v: TurnValue, text: string, start: number, end: number): boolean {
  const valueText = v.text;
  const first = valueText.search(/\d/);
  if (first < 0) return false;
  let last = first;
  for (let i = first; i < valueText.length; i++) if (/\d/.test(valueText[i]!)) last = i + 1;
  const before = wordBefore(valueText, first);
  const after = wordAfter(valueText, last);
  return (naming(before) && before === wordBefore(text, start)) || (naming(after) && after === wordAfter(text, end));
}

/** Words too common to tie a number to a value: articles, prepositions, a day's or an hour's ending (`the 18th`, `2pm`). */
const PLAIN_WORDS = new Set(["the", "and", "for", "per", "com", "por", "para", "pra", "dos", "das", "nos", "nas", "uma", "uns"]);

/** A word that says what a number is (`dia`, `encomenda`, `ticket`, `reais`): three letters or more, no plain word. */
function naming(word: string): boolean {
  return word.length >= 3 && !PLAIN_WORDS.has(word);
}

/** The longest a word beside a number is read. */
const WORD_READ = 32;

/** The word that ends just before position `at` (spaces between allowed), lower case, without accents. */
function wordBefore(s: string, at: number): string {
  let i = at;
  while (i > 0 && at - i < WORD_READ && /\s/.test(s[i - 1]!)) i--;
  const end = i;
  while (i > 0 && end - i < WORD_READ && /\p{L}/u.test(s[i - 1]!)) i--;
  return folded(s.slice(i, end));
}

/** The word that starts just after position `at` (spaces between allowed), lower case, without accents. */
function wordAfter(s: string, at: number): string {
  let i = at;
  while (i < s.length && i - at < WORD_READ && /\s/.test(s[i]!)) i++;
  const start = i;
  while (i < s.length && i - start < WORD_READ && /\p{L}/u.test(s[i]!)) i++;
  return folded(s.slice(start, i));
}

/** Two digit strings of one length that differ in one digit, or in two neighbours swapped: `40` and `45`, `3131` and `3113`. */
function oneDigitApart(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && diff.push(i) > 2) return false;
  return diff.length === 1 || (diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!]);
}
