// The words the session's rules compare a person's turns with, given by the grammars (the grammar
// port's `turnWords`): the engine holds no word of any language. A turn's words are weighed once,
// when it is read, against the sets of the grammars that read it; a check only asks which
// concepts the turns spoke of.
import type { Grammar, TurnReading, TurnWordSet } from "@toolgate/grammar-kit";
import { CHOICE_VALUES, CHOICE_WORD_SETS, TURN_WORD_SETS, type ChoiceWordSet } from "@toolgate/grammar-kit/port";
import { grammarList } from "./grammar-lists.js";

/** The longest word kept of a grammar's set: a longer one is no word a turn is met on. */
const MAX_WORD = 64;
/** The most words kept of one grammar's set. */
const MAX_WORDS = 4096;
/** The most lists of languages kept with their words: a reading's list comes from the engine, but is kept bounded. */
const MAX_TABLES = 64;

/** The sets a turn's words are weighed in: every set but the name's fillers, which are a name's, the words of people, which are a count's, and the choices, which name values (`choiceValues`). */
const TURN_SETS: readonly TurnWordSet[] = TURN_WORD_SETS.filter((s) => s !== "name_filler" && s !== "people" && !(CHOICE_WORD_SETS as readonly string[]).includes(s));

/** The word sets of a client's grammars, each asked once, when first needed. */
export class TurnWords {
  private readonly grammars: ReadonlyMap<string, Grammar>;
  /** Per list of languages that read a turn: each word of their sets, with the sets it is in (a bit per TURN_SETS entry). */
  private readonly byLanguages = new Map<string, ReadonlyMap<string, number>>();
  /** Each grammar's sets, asked once. */
  private readonly asked = new Map<string, ReadonlySet<string>>();
  /** The sets asked of every installed grammar, each made once. */
  private readonly everyGrammar = new Map<TurnWordSet, ReadonlySet<string>>();
  /** Per list of languages that read a turn: each word of their choice sets, with the values it names. */
  private readonly choicesByLanguages = new Map<string, ReadonlyMap<string, readonly string[]>>();

  constructor(grammars: ReadonlyMap<string, Grammar>) {
    this.grammars = grammars;
  }

  /**
   * The concepts a turn's words speak of, in the sets of the grammars that read it (a turn read
   * clause by clause, the union of its grammars'); none for a turn no grammar read. An entry of
   * two words (`new time`) is met by two words that follow each other in the turn: a word that
   * speaks of the concept only beside another (`the new time`, not `the new router`). Two
   * look-ups per word.
   */
  spokenOf(words: readonly string[], reading: TurnReading): TurnWordSet[] {
    if (!reading.read) return [];
    const table = this.tableOf(languagesOf(reading));
    if (table.size === 0) return [];
    const all = (1 << TURN_SETS.length) - 1;
    let found = 0;
    for (let i = 0; i < words.length; i++) {
      found |= table.get(words[i]!) ?? 0;
      if (i + 1 < words.length) found |= table.get(`${words[i]} ${words[i + 1]}`) ?? 0;
      if (found === all) break;
    }
    return TURN_SETS.filter((_, i) => (found & (1 << i)) !== 0);
  }

  /**
   * The values of the common choices a turn's words name in the sets of the grammars that read it
   * (`privado` names `private`, `leitura` names `view`, `viewer`, `read`…), each once: a choice
   * the person named in their language is one they named in the words a tool's schema writes it
   * with. None for a turn no grammar read. One look-up per word.
   */
  choiceValues(words: readonly string[], reading: TurnReading): string[] {
    if (!reading.read) return [];
    const table = this.choiceTableOf(languagesOf(reading));
    if (table.size === 0) return [];
    const out = new Set<string>();
    for (const w of words) for (const v of table.get(w) ?? NO_VALUES) out.add(v);
    return [...out];
  }

  /**
   * The installed grammars that read a turn: its own grammar's, or where it was read clause by
   * clause or with a stretch in another installed language, each of theirs; none for a turn no
   * grammar read. Asked once per turn, for what the grammars read of it beside its reading (the
   * port's `turnLeads`).
   */
  readersOf(reading: TurnReading): Grammar[] {
    if (!reading.read) return [];
    const out: Grammar[] = [];
    for (const l of new Set(languagesOf(reading))) {
      const grammar = typeof l === "string" ? this.grammars.get(l) : undefined;
      if (grammar) out.push(grammar);
    }
    return out;
  }

  /**
   * The words a source's name says nothing of its source with, in every installed grammar: a name
   * is an outside text, in whatever language its sender wrote, read when its result is reported.
   */
  nameFiller(): ReadonlySet<string> {
    return this.ofEveryGrammar("name_filler");
  }

  /**
   * The words a count of people is said with, in every installed grammar: a count was kept under
   * its turn's word when the turn was read, and an argument that counts people is met by any of them.
   */
  people(): ReadonlySet<string> {
    return this.ofEveryGrammar("people");
  }

  private ofEveryGrammar(set: TurnWordSet): ReadonlySet<string> {
    let out = this.everyGrammar.get(set);
    if (out === undefined) {
      const made = new Set<string>();
      for (const l of this.grammars.keys()) for (const w of this.setOf(l, set)) made.add(w);
      this.everyGrammar.set(set, made);
      out = made;
    }
    return out;
  }

  /** The words of the turn sets of the installed grammars of `languages`, made once per list (a client meets few). */
  private tableOf(languages: readonly string[]): ReadonlyMap<string, number> {
    const key = languages.join(",");
    let table = this.byLanguages.get(key);
    if (table === undefined) {
      const made = new Map<string, number>();
      for (const l of languages) {
        TURN_SETS.forEach((set, i) => {
          for (const w of this.setOf(l, set)) made.set(w, (made.get(w) ?? 0) | (1 << i));
        });
      }
      table = made;
      if (this.byLanguages.size < MAX_TABLES) this.byLanguages.set(key, table);
    }
    return table;
  }

  /** The words of the choice sets of the installed grammars of `languages`, each with the values it names, made once per list. */
  private choiceTableOf(languages: readonly string[]): ReadonlyMap<string, readonly string[]> {
    const key = languages.join(",");
    let table = this.choicesByLanguages.get(key);
    if (table === undefined) {
      const made = new Map<string, string[]>();
      for (const l of languages) {
        for (const set of CHOICE_WORD_SETS) {
          for (const w of this.setOf(l, set)) {
            const values = made.get(w) ?? made.set(w, []).get(w)!;
            for (const v of CHOICE_VALUES[set as ChoiceWordSet]) if (!values.includes(v)) values.push(v);
          }
        }
      }
      table = made;
      if (this.choicesByLanguages.size < MAX_TABLES) this.choicesByLanguages.set(key, table);
    }
    return table;
  }

  /** One set of the installed grammar of `language`, asked once; none for a language no installed grammar reads. */
  private setOf(language: string, set: TurnWordSet): ReadonlySet<string> {
    const key = `${set}|${language}`;
    let words = this.asked.get(key);
    if (words === undefined) {
      const grammar = typeof language === "string" ? this.grammars.get(language) : undefined;
      words = grammar ? wordsOf(grammar, set) : EMPTY;
      if (grammar) this.asked.set(key, words);
    }
    return words;
  }
}

/**
 * A grammar's set, as strings of at most MAX_WORD characters. A grammar that throws or gives
 * something else gives none: its turns then speak of no concept, the stricter reading of a repeat
 * or a changed time; its name fillers are none, a name keeping more terms.
 */
function wordsOf(grammar: Grammar, set: TurnWordSet): ReadonlySet<string> {
  const out = new Set<string>();
  for (const w of grammarList(() => grammar.turnWords(set), MAX_WORDS)) if (typeof w === "string" && w !== "" && w.length <= MAX_WORD) out.add(w);
  return out;
}

/** The languages of the grammars that read a turn: each clause's where it was read clause by clause. */
function languagesOf(reading: TurnReading): readonly string[] {
  return Array.isArray(reading.languages) ? reading.languages : [reading.language];
}
const EMPTY: ReadonlySet<string> = new Set();
const NO_VALUES: readonly string[] = Object.freeze([]);

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
