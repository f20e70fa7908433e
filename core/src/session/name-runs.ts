// The names an instruction-shaped text writes ("passenger must be entered as M. Okonkwo"): runs
// of two to four capitalised words, keyed as runs of words are, so that a name the text puts in
// the reader's call is found as that text's. A plain text's names are not keyed: a bill's name of
// the payee is the person's to use. Read by tokens split on spaces, in linear time.
import { trimTrailing } from "@toolgate/grammar-kit";

/** How the caller splits a text into its keyed words (origins.ts `wordsOf`): a name is keyed with the words an argument's look-up gives. */
export type WordsOf = (text: string) => string[];

/** The fewest and the most words of a name. */
const MIN_NAME = 2;
const MAX_NAME = 4;
/** The most name runs one text gives: a long text must not make the index grow past it. */
const MAX_NAME_RUNS = 200;
/** A word of a name as written: a capital, then letters, an apostrophe or a hyphen; an initial keeps its point. */
const NAME_WORD = /^\p{Lu}[\p{L}'’-]*$/u;
const INITIAL = /^\p{Lu}\.$/u;

function key(words: readonly string[], wordsOf: WordsOf): string {
  return `w:${wordsOf(words.join(" ")).join(" ")}`;
}

/** The run keys of the names a text writes: each window of two to four capitalised words in a row. */
export function nameRunKeys(text: string, wordsOf: WordsOf): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    for (let i = 0; i < run.length && out.length < MAX_NAME_RUNS; i++) {
      for (let n = MIN_NAME; n <= MAX_NAME && i + n <= run.length && out.length < MAX_NAME_RUNS; n++) out.push(key(run.slice(i, i + n), wordsOf));
    }
    run = [];
  };
  for (const token of text.split(/\s+/)) {
    if (out.length >= MAX_NAME_RUNS) break;
    if (token.length > 40) { flush(); continue; }
    if (INITIAL.test(token)) { run.push(token); continue; }
    // A word that ends a sentence or a clause ends the name with it.
    const bare = trimTrailing(token, '.,;:!?)"”');
    if (!NAME_WORD.test(bare)) { flush(); continue; }
    run.push(bare);
    if (bare !== token) flush();
  }
  flush();
  return out;
}

/** The run key of an argument that is a name of two to four words with no digit (`words`, its `wordsOf`), as `nameRunKeys` keys a text's. */
export function nameRunKey(leaf: string, words: readonly string[]): string | undefined {
  if (leaf.length > 120 || /\d/.test(leaf)) return undefined;
  return words.length >= MIN_NAME && words.length <= MAX_NAME ? `w:${words.join(" ")}` : undefined;
}
