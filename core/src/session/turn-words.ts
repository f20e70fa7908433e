// The words the session's rules compare a person's turns with, given by the grammars (the grammar
// port's `turnWords`): the engine holds no word of any language. A turn's words are weighed once,
// when it is read, against the sets of the grammars that read it; a check only asks which
// concepts the turns spoke of.
import type { Grammar, TurnReading, TurnWordSet } from "@toolgate/grammar-kit";
import { TURN_WORD_SETS } from "@toolgate/grammar-kit";

/** The longest word kept of a grammar's set: a turn's words are cut no longer to be met. */
const MAX_WORD = 64;
/** The most words kept of one grammar's set. */
const MAX_WORDS = 4096;

/** The word sets of a client's grammars, each asked once, when first needed. */
export class TurnWords {
  private readonly grammars: ReadonlyMap<string, Grammar>;
  private readonly byLanguage = new Map<string, ReadonlyMap<TurnWordSet, ReadonlySet<string>>>();
  private filler: ReadonlySet<string> | undefined;

  constructor(grammars: ReadonlyMap<string, Grammar>) {
    this.grammars = grammars;
  }

  /**
   * The concepts a turn's words speak of, in the sets of the grammars that read it (a turn read
   * clause by clause, the union of its grammars'); none for a turn no grammar read.
   */
  spokenOf(words: readonly string[], reading: TurnReading): TurnWordSet[] {
    if (!reading.read) return [];
    const languages = Array.isArray(reading.languages) ? reading.languages : [reading.language];
    const out: TurnWordSet[] = [];
    for (const set of TURN_WORD_SETS) {
      if (set === "name_filler") continue;
      const said = languages.some((l) => {
        const own = this.setsOf(l)?.get(set);
        return own !== undefined && own.size > 0 && words.some((w) => own.has(w));
      });
      if (said) out.push(set);
    }
    return out;
  }

  /**
   * The words a source's name says nothing of its source with, in every installed grammar: a name
   * is an outside text, in whatever language its sender wrote, read when its result is reported.
   */
  nameFiller(): ReadonlySet<string> {
    if (this.filler === undefined) {
      const out = new Set<string>();
      for (const l of this.grammars.keys()) for (const w of this.setsOf(l)?.get("name_filler") ?? []) out.add(w);
      this.filler = out;
    }
    return this.filler;
  }

  /** One installed grammar's sets, asked once; undefined for a language none reads. */
  private setsOf(language: string): ReadonlyMap<TurnWordSet, ReadonlySet<string>> | undefined {
    let sets = this.byLanguage.get(language);
    if (sets === undefined) {
      const grammar = this.grammars.get(language);
      if (!grammar) return undefined;
      const made = new Map<TurnWordSet, ReadonlySet<string>>();
      for (const set of TURN_WORD_SETS) made.set(set, wordsOf(grammar, set));
      sets = made;
      this.byLanguage.set(language, sets);
    }
    return sets;
  }
}

/**
 * A grammar's set, as strings of at most MAX_WORD characters. A grammar that throws or gives
 * something else gives none: its turns then speak of no concept, the stricter reading of a repeat
 * or a changed time; its name fillers are none, a name keeping more terms.
 */
function wordsOf(grammar: Grammar, set: TurnWordSet): ReadonlySet<string> {
  let given: unknown;
  try {
    given = grammar.turnWords(set);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(given)) return EMPTY;
  const out = new Set<string>();
  for (const w of given.slice(0, MAX_WORDS)) if (typeof w === "string" && w !== "" && w.length <= MAX_WORD) out.add(w);
  return out;
}
const EMPTY: ReadonlySet<string> = new Set();

const readers = new WeakMap<ReadonlyMap<string, Grammar>, TurnWords>();

/** The turn words of a set of installed grammars, made once per set. */
export function turnWordsOf(grammars: ReadonlyMap<string, Grammar>): TurnWords {
  let r = readers.get(grammars);
  if (!r) {
    r = new TurnWords(grammars);
    readers.set(grammars, r);
  }
  return r;
}
