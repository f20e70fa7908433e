// What the words of a tool's and an argument's name say, as the session grammar reads them: the
// act a tool does (`refund` of `refund_card`) and the thing an id names (`order` of `order_id`).
// Kept per name and per grammar: the same few names come back call after call.
import { toolNameWords } from "@toolgate/core";
import type { Grammar } from "@toolgate/grammar-kit";

/** Names read into their words: a catalogue's tool and argument names are few, and met on every call. */
const nameWords = new Map<string, readonly string[]>();
const NAME_WORDS_KEPT = 4096;

/** The words of a tool's or an argument's name (`toolNameWords`), lower case; made once per name. */
export function lowerNameWords(name: string): readonly string[] {
  let words = nameWords.get(name);
  if (words === undefined) {
    words = Object.freeze(toolNameWords(name).map((w) => w.toLowerCase()));
    // A name the caller made up is read each time once the table is full, never kept without bound.
    if (nameWords.size < NAME_WORDS_KEPT && name.length <= NAME_KEPT_LENGTH) nameWords.set(name, words);
  }
  return words;
}

/** Names longer than this are read each time, not kept: catalogue names are short. */
const NAME_KEPT_LENGTH = 128;

/**
 * What each grammar read a word as, per grammar: the check asks for the words of the turn's ids and
 * of the tool's and arguments' names several times a call (each value, each name, each reading),
 * and the same words come back call after call. Words of up to NAME_KEPT_LENGTH characters, up to
 * NAME_WORDS_KEPT a grammar; a later or longer word is read each time.
 */
const termsRead = new WeakMap<Grammar, Map<string, ReturnType<Grammar["actTerm"]>>>();

/** What the session grammar reads a word as (`actTerm`); a grammar that throws reads nothing. */
export function termOf(grammar: Grammar | undefined, word: string): ReturnType<Grammar["actTerm"]> {
  if (grammar === undefined) return undefined;
  let terms = termsRead.get(grammar);
  if (terms === undefined) termsRead.set(grammar, (terms = new Map()));
  if (terms.has(word)) return terms.get(word);
  let term: ReturnType<Grammar["actTerm"]>;
  try {
    term = grammar.actTerm(word);
  } catch {
    // Not kept: what a grammar that threw reads is asked again next time.
    return undefined;
  }
  if (terms.size < NAME_WORDS_KEPT && word.length <= NAME_KEPT_LENGTH) terms.set(word, term);
  return term;
}

/** Whether a word of a name says `act`: as the grammar reads it, or, for a word it does not read, by the act key it starts with. */
export function saysAct(grammar: Grammar | undefined, word: string, act: string): boolean {
  const term = termOf(grammar, word);
  if (term === null) return false;
  if (term !== undefined) return term.act === act;
  return act.length >= 3 && word.startsWith(act);
}

/** Whether a tool's name says `act` by one of its words (`refund` of `refund_card`). */
export function toolSaysAct(grammar: Grammar | undefined, tool: string, act: string): boolean {
  return lowerNameWords(tool).some((w) => saysAct(grammar, w, act));
}
