// A turn made only of a correction of the turn before: the word that corrects, then the right value
// (`digo, 650`, `aliás, 650 €`, `quer dizer, o 7705`, `ou melhor, 40`), or the value and then the
// mistake owned after it (`650. enganei-me`, `é 53, errei`, `40, foi engano`). Such a turn asks
// nothing new: it says the turn before's request again with one value put right, as a turn that
// opens by owning the mistake does (opensWithOwnedMistake).

/** Words that correct what was just said, as folded; one of them, alone or in its phrase, opens the turn. */
const CORRECTING_PHRASES: ReadonlySet<string> = new Set([
  "digo", "alias", "quer dizer", "queria dizer", "quis dizer", "quero dizer", "ou melhor", "melhor dizendo", "ou antes", "corrijo", "corrigindo", "retifico", "rectifico", "perdao",
]);
/** Verbs and nouns of one's own mistake said after the value: `enganei-me`, `me enganei`, `errei`, `foi engano`, `foi lapso`. */
const OWNED_AFTER: ReadonlySet<string> = new Set(["enganei", "errei", "troquei", "confundi", "equivoquei", "engano", "lapso", "gralha"]);
/** Words that may stand beside them after the value: `me`, `foi`, `meu`, `um`, an article or the thing. */
const AROUND_AFTER: ReadonlySet<string> = new Set(["me", "foi", "meu", "minha", "um", "uma", "o", "a", "desculpa", "desculpe", "perdao", "sorry"]);
/** Words between the correcting word and the value: an article, a preposition, the verb that gives it. */
const BEFORE_VALUE: ReadonlySet<string> = new Set(["o", "a", "os", "as", "no", "na", "e", "sao", "sera", "para", "pra", "pro"]);

const WORD = /[\p{L}\d]+/gu;
/** The most words read on either side. */
const MOST_WORDS = 6;

/** Whether the folded words before the turn's first value are a correcting word and at most the words that lead to the value. */
export function opensWithCorrectingWord(foldedBefore: string): boolean {
  const words = foldedBefore.match(WORD);
  if (words === null || words.length > MOST_WORDS) return false;
  let k = words.length;
  while (k > 0 && BEFORE_VALUE.has(words[k - 1]!)) k--;
  const phrase = words.slice(0, k).join(" ");
  return CORRECTING_PHRASES.has(phrase);
}

/** Whether the folded words after the turn's last value own a mistake and say nothing else. */
export function endsOwningMistake(foldedAfter: string): boolean {
  const words = foldedAfter.match(WORD);
  if (words === null || words.length > MOST_WORDS) return false;
  let owned = false;
  for (const w of words) {
    if (OWNED_AFTER.has(w)) owned = true;
    else if (!AROUND_AFTER.has(w)) return false;
  }
  return owned;
}
