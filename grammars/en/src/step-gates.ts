// The sentences four of compromise's parse steps can change, told from their terms: the two
// contraction steps test every term of every sentence against some sixty known contractions and
// two number shapes, `machine` runs five expressions over every word and `alias` three, and they
// change no term of most sentences. They are run, as compromise runs them, on a document holding only the
// sentences with a term they may change, in their places (the others empty), so the terms they
// make and the places they give those terms are the ones they would make in the whole document:
// each step reads and changes one sentence at a time (compromise 14.17's
// `contraction-one/compute/contractions`, `contraction-two/compute`, `tokenize/compute/machine`
// and `tokenize/compute/alias`;
// the contractions' `_splice` changes a sentence's own array, and a term it makes is placed by the
// sentence's number). The conditions are read more widely than the steps read them where that is
// simpler: a sentence let through whose terms the step leaves alone costs only the step's walk of it.

/** The fields of a compromise term the gates read. */
export interface GateTerm {
  text: string;
  normal?: string;
  implicit?: string;
}

/** The part of compromise's model the gates read: its known contractions and its aliases (`&` is `and`). */
export interface GateModel {
  one: { contractions?: ReadonlyArray<{ word?: string }>; aliases?: Readonly<Record<string, unknown>> };
}

/** The steps gated, by their names in compromise's `compute`. */
export type GatedStep = "contractions" | "contractionTwo" | "machine" | "alias";

/** The last characters of a number glued to its unit (`4km`, `5°`) as compromise's `numberUnit` reads them. */
const UNIT_ENDS = "abcdefghijklmnopqrstuvwxyz°²³µ/";
const DASHES = ["-", "–", "—"];

export class StepGates {
  /** The words compromise's first contraction step splits without an apostrophe (`gonna`, `cannot`, `@`). */
  private readonly words: ReadonlySet<string>;

  /** The contractions are read from `model` as compromise's world holds them when the grammar loads (the grammar adds none); the aliases as it holds them at each read. */
  constructor(private readonly model: GateModel) {
    const words = new Set<string>();
    for (const entry of model.one.contractions ?? []) if (typeof entry.word === "string") words.add(entry.word);
    this.words = words;
  }

  /**
   * `document` with each sentence `step` may change in its place and an empty one in the place of
   * each other; undefined when it may change none.
   */
  sentences<T extends GateTerm>(step: GatedStep, document: readonly T[][]): T[][] | undefined {
    const may = this.test(step);
    let out: T[][] | undefined;
    document.forEach((terms, n) => {
      if (!terms.some(may)) return;
      out ??= document.map(() => []);
      out[n] = terms;
    });
    return out;
  }

  private test(step: GatedStep): (term: GateTerm) => boolean {
    if (step === "contractions") return (term) => this.mayContract(term);
    if (step === "contractionTwo") return mayContractAgain;
    if (step === "machine") return mayHaveMachineForm;
    const aliases = this.model.one.aliases ?? {};
    return (term) => mayHaveAlias(term, aliases);
  }

  /**
   * Whether compromise's `contractions` step may change a term: one whose normal form holds an
   * apostrophe or is a known contraction, one starting with a digit and holding a dash (`5-9pm`),
   * or one written as a number glued to a lower-case unit (`4km`).
   */
  private mayContract(term: GateTerm): boolean {
    const normal = typeof term.normal === "string" ? term.normal : "";
    if (normal.includes("'") || this.words.has(normal)) return true;
    if (isDigit(normal.charAt(0)) && DASHES.some((dash) => normal.includes(dash))) return true;
    const text = typeof term.text === "string" ? term.text : "";
    const first = text.charAt(0);
    return text.length > 1 && (first === "+" || first === "-" || isDigit(first)) && UNIT_ENDS.includes(text.charAt(text.length - 1));
  }
}

/** Whether compromise's `contractionTwo` step may change a term: one not already split whose normal form holds an apostrophe. */
function mayContractAgain(term: GateTerm): boolean {
  return !term.implicit && typeof term.normal === "string" && term.normal.includes("'");
}

/**
 * Whether compromise's `machine` step may give a term a machine form: one split from a
 * contraction or without a normal form (whose form is then another field), or one whose normal
 * form holds what the step's expressions take off or out (an apostrophe, a dash, a `#` or `@` first).
 */
function mayHaveMachineForm(term: GateTerm): boolean {
  const normal = term.normal;
  if (term.implicit || typeof normal !== "string" || normal === "") return true;
  return normal.includes("'") || normal.includes("’") || normal.includes("-") || normal.charAt(0) === "#" || normal.charAt(0) === "@";
}

/** Whether compromise's `alias` step may give a term an alias: a word of its aliases, or one with a slash. */
function mayHaveAlias(term: GateTerm & { machine?: string }, aliases: Readonly<Record<string, unknown>>): boolean {
  const word = term.normal || term.text || term.machine;
  return typeof word !== "string" || Object.hasOwn(aliases, word) || word.includes("/");
}

function isDigit(char: string): boolean {
  return char.length === 1 && char >= "0" && char <= "9";
}
