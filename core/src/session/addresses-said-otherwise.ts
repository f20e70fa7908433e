// A postal address the person typed for where goods or a booking go, that the write leaves for one
// an outside text writes: "order each item on the roofer's page to Rua das Flores 18, 4400-140
// Gaia", and an order shipped to "Zona Industrial da Maia, Lote 7, 4470-122 Maia" because a line of
// the page says deliveries go to the roofer's yard. The person said where the goods go; a text
// they pointed at for the items does not choose another place, whatever its words. That the turns
// typed an address is read from its postal code: a numbered word of the same form as the
// written address's own (`4400-140` beside `4470-122`), that the call leaves and no result holds;
// where the written address has no postal code (a yard's `lote 14`), a typed code of any form.
// A value whose numbered words the person typed is theirs, and a turn that speaks of a changed
// address hands the change to the text; a text the person handed the choice to ("send it where she
// says") is not read this way. accounts-said-otherwise.ts reads the same for an account, by its
// keys; a postal address has no key of its own, so its words are read. The words were read once
// with each turn and each result; a check only looks words up.
import type { Mark } from "../model.js";
import { untypedPlaceWords } from "./place-words.js";

/** What the rule looks up: the turns' words, and each reported result's words, newest first. */
export interface AddressSaidInputs {
  readonly typedWords: ReadonlySet<string>;
  /** Whether a turn speaks of a changed account, address or recipient (instructions.ts `speaksOfChange`). */
  readonly typedChange?: boolean;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    /** Whether a turn handed the choice to this text (delegation.ts). */
    readonly delegated?: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly words: ReadonlyMap<string, string> };
  }>;
}

/** An argument that says where goods or a person go by post (rewritten-addresses.ts): not a mailbox's nor a machine's. */
const ADDRESS_ARGUMENT = /^(?:(?:shipping|delivery|postal|billing|pickup|home|street)_)?address$/i;
/**
 * The fewest digits of a postal code's form: more than a house number or a floor; a code of digits
 * alone needs one more (`75011`), since a year or a sum of four digits is typed as often.
 */
const MIN_CODE_DIGITS = 4;
const MIN_BARE_DIGITS = 5;
/** The longest word read as a postal code, and the most of the person's words looked through. */
const MAX_CODE = 10;
const MAX_TYPED = 4096;
/** A postal code written in digits alone, or in two runs of digits split by a dash (`8100-512`). */
const DIGITS_CODE = /^\d+(?:-\d+)?$/;

/** A word's form: each digit `9`, each letter `a`, a separator as written (`4400-140` is `9999-999`). */
function formOf(word: string): string {
  return word.replace(/\d/g, "9").replace(/\p{L}/gu, "a");
}

/** Whether a word has a postal code's form: MIN_CODE_DIGITS digits or more beside a letter or a separator, or MIN_BARE_DIGITS alone, up to MAX_CODE characters. */
function codeShaped(w: string): boolean {
  if (w.length > MAX_CODE) return false;
  let digits = 0;
  for (let i = 0; i < w.length; i++) if (w.charCodeAt(i) >= 48 && w.charCodeAt(i) <= 57) digits++;
  return digits >= (digits === w.length ? MIN_BARE_DIGITS : MIN_CODE_DIGITS);
}

/** The postal codes' forms of an address's untyped words. */
function codeForms(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) if (codeShaped(w)) out.add(formOf(w));
  return out;
}

/**
 * The marks of a write's address arguments (`ADDRESS_ARGUMENT`, a string the caller gave no
 * origin) that hold a numbered word no turn says, every word the turns do not say being written by
 * one outside free text, where the person's turns say a word of the form of one of the address's
 * postal codes that the address leaves and no result holds: that text's `untrusted:<tool>`, at the
 * field of the first such word, as a destination; none where the person handed the choice to it.
 */
export function addressSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: AddressSaidInputs): Mark[] {
  if (inputs.typedChange) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "string" || value.includes("@") || !ADDRESS_ARGUMENT.test(name) || given(name)) continue;
    const untyped = untypedPlaceWords(value, inputs.typedWords);
    const forms = codeForms(untyped);
    // An address with no postal code of its own (`Zona Industrial de Loulé lote 14`) leaves any
    // code the person typed: read by its numbered word, against a typed code of digits alone or
    // split by a dash (`8100-512`, `75011`); a typed word with letters (`BK-40877`) is as often a
    // reference as a code, and with no code of the address's own to match its form, is not read.
    const codeless = forms.size === 0;
    if (codeless && !untyped.some((w) => /\d/.test(w))) continue;
    const r = inputs.results.find((x) => x.textOutside && untyped.every((w) => x.index.words.has(w)));
    if (!r || (r.delegated ?? false)) continue;
    // Another postal code (of the same form, where the address has one), the person's own: typed, and written by no result.
    let seen = 0;
    let typedOther = false;
    for (const w of inputs.typedWords) {
      if (++seen > MAX_TYPED) break;
      if (w.length <= MAX_CODE && (codeless ? DIGITS_CODE.test(w) && codeShaped(w) : forms.has(formOf(w))) && !untyped.includes(w) && !inputs.results.some((x) => x.index.words.has(w))) {
        typedOther = true;
        break;
      }
    }
    if (typedOther) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.words.get(untyped[0]!)!, destination: true });
  }
  return marks;
}
