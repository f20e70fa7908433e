// Whether a person's turn names a switch of two words or more (`reply_all`, `notify_guests`) as a
// phrase: its words near each other, in order ("reply all", "reply to all", "notify the guests"),
// or written as one word (`reply-all`). Each word alone is not enough: "reply to her that I can do
// all of them except the 24th" holds `reply` and `all` and asks for no reply to everyone. The near
// pairs of a turn's words are kept once with the turn, beside its words (conversation.ts
// `typedPairs`), under a key no word can be (`reply+all`: a word holds no `+`, origins.ts
// `wordsOf`); a check only looks keys up.

/** The most words that may stand between two words of a switch's name: "reply to them all". */
const MAX_BETWEEN = 2;

/** The key of two words that stand near each other in a turn, in order. */
export function nearPairKey(first: string, second: string): string {
  return `${first}+${second}`;
}

/** The keys of every two words of a text that stand near each other, in order: at most MAX_BETWEEN + 1 keys per word. */
export function nearPairs(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j <= i + MAX_BETWEEN + 1 && j < words.length; j++) out.push(nearPairKey(words[i]!, words[j]!));
  }
  return out;
}

/**
 * Whether the turns' words (`has`, their words and near pairs) name a switch whose name is `words`:
 * its one word; its words written as one (`reply-all`); or each two words of its name, in order,
 * near each other.
 */
export function flagNamedInTurn(words: readonly string[], has: (key: string) => boolean): boolean {
  if (words.length === 0) return false;
  if (words.length === 1) return has(words[0]!);
  if (has(words.join("-"))) return true;
  for (let i = 1; i < words.length; i++) if (!has(nearPairKey(words[i - 1]!, words[i]!))) return false;
  return true;
}

/** The lookup `flagNamedInTurn` reads the turns by: their words and their near pairs, in one. */
export function turnKeys(words: ReadonlySet<string>, pairs: ReadonlySet<string> | undefined): (key: string) => boolean {
  return (k) => words.has(k) || (pairs?.has(k) ?? false);
}
