// Which act a call is, in words, and who asked for it: the terms of a tool's name (`freeze` and
// `card` of `freeze_card`), met against the words of the person's turns and of the outside texts
// shaped like an instruction to the agent. The words are the session's grammars' (the grammar
// port's `actWords` and `actTerm`): a turn's are read once, when it is read; a result's once, when
// it is reported; a check only compares sets.

import type { Grammar } from "@toolgate/grammar-kit";

/** The longest text read for words. */
const MAX_READ = 20_000;

/** The longest tool name read for its words. */
const MAX_NAME = 128;

/**
 * The act words of a session's grammars, put together: a text's are every grammar's (a turn may
 * be in either language, or mix them), and a word of a tool's name is the act the grammar whose
 * lexicon knows it gives (`enviar` is *send*, where a stem-only reading would keep `enviar`), else
 * the first grammar's reading of it; a word any grammar says names no act (`to`, `obter`) is
 * dropped. The engine knows no language's words: the grammars give them (grammars/kit port).
 */
export class ActReader {
  private readonly grammars: readonly Grammar[];
  private readonly termsByName = new Map<string, readonly string[]>();

  constructor(grammars: Iterable<Grammar>) {
    this.grammars = [...grammars];
  }

  /**
   * The act keys of every word of a text, read once, when a turn is read or a result reported.
   * A grammar that fails on the text adds nothing: for a turn, its acts then read as not named
   * by the person, the stricter reading.
   */
  textWords(text: string, into: Set<string> = new Set()): Set<string> {
    const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
    for (const g of this.grammars) {
      try {
        g.actWords(slice, into);
      } catch {
        // A grammar's reading is its own; another grammar's words still count.
      }
    }
    return into;
  }

  /**
   * The act keys of a tool's name that say which act it is: `change_password` is `chang` and
   * `password`, `set_auto_reply` is `auto` and `reply`, `sendDm` is `send` and `dm`. Worked out
   * once per tool name.
   */
  terms(toolName: string): readonly string[] {
    let terms = this.termsByName.get(toolName);
    if (terms === undefined) {
      const words = toolNameWords(toolName);
      const out = new Set<string>();
      for (const w of words) {
        const act = this.termOf(w);
        if (act !== undefined) out.add(act);
      }
      terms = Object.freeze([...out]);
      if (this.termsByName.size < 10_000) this.termsByName.set(toolName, terms);
    }
    return terms;
  }

  /**
   * The act key a grammar's lexicon gives a word (`observações` is *note*), where one knows it: a
   * word of one language said for a tool's word of another. A stem guessed from the word's letters
   * (`not` of *not*) is none: it would meet an English tool word by chance.
   */
  knownTerm(word: string): string | undefined {
    for (const g of this.grammars) {
      try {
        const t = g.actTerm(word);
        if (t?.known) return t.act;
      } catch {
        // A grammar's reading is its own; another grammar may still know the word.
      }
    }
    return undefined;
  }

  private termOf(word: string): string | undefined {
    let known: string | undefined;
    let guessed: string | undefined;
    for (const g of this.grammars) {
      let t: ReturnType<Grammar["actTerm"]>;
      try {
        t = g.actTerm(word);
      } catch {
        continue;
      }
      if (t === null) return undefined;
      if (t === undefined) continue;
      if (t.known) known ??= t.act;
      else guessed ??= t.act;
    }
    return known ?? guessed;
  }
}

const readers = new WeakMap<ReadonlyMap<string, Grammar>, ActReader>();

/**
 * The words of a tool's name that may say its act: cut at anything not a letter and between a
 * lower-case letter and a capital (`sendDm` is `send`, `Dm`), words of one letter left out, the
 * name read up to 128 characters.
 */
export function toolNameWords(toolName: string): string[] {
  return toolName.slice(0, MAX_NAME).replace(/([a-z])([A-Z])/g, "$1 $2").split(/[^A-Za-z]+/).filter((w) => w.length >= 2);
}

/** The act reader of a set of installed grammars, made once per set. */
export function actReader(grammars: ReadonlyMap<string, Grammar>): ActReader {
  let r = readers.get(grammars);
  if (!r) {
    r = new ActReader(grammars.values());
    readers.set(grammars, r);
  }
  return r;
}

/**
 * The words by which a text names a tool's act: a term of the tool's name, or its undoing
 * (`unfreeze` of `freeze_card`, a different act from the one the name says). The port keys an
 * act's undoing as `un` and the act's key, in every grammar.
 */
export function actsNamed(terms: readonly string[], stems: { has(stem: string): boolean }): string[] {
  const out: string[] = [];
  for (const t of terms) {
    if (stems.has(t)) out.push(t);
    if (stems.has(`un${t}`)) out.push(`un${t}`);
  }
  return out;
}

/**
 * What a reported result's history keeps of its instruction-shaped outside text, as value keys
 * (digested with the session's key like every value of the result): each act word's stem, and
 * whether the text speaks to the agent (and in a language no grammar reads). A resumed history has no words, only these digests; the
 * call mark reads them there. No value key begins `act:` (values.ts writes `s:`, `n:`, `b:` …).
 */
export function actKeys(stems: ReadonlySet<string>, addressed: boolean, addressedUnread = false): string[] {
  const keys = [...stems].map((s) => `act:${s}`);
  if (addressed) keys.push(ADDRESSED_KEY);
  if (addressedUnread) keys.push(ADDRESSED_UNREAD_KEY);
  return keys;
}

/** The key of a result whose instruction-shaped text speaks to the agent itself. */
export const ADDRESSED_KEY = "act:!addressed";

/** The key of a result whose instruction-shaped text speaks to the agent in a language no installed grammar reads. */
export const ADDRESSED_UNREAD_KEY = "act:!unread";

/** A key of `actKeys` for a stem. */
export function actValueKey(stem: string): string {
  return `act:${stem}`;
}
