// Whether a person's turn names a switch of two words or more (`reply_all`, `notify_guests`) as a
// phrase: its words near each other, in order ("reply all", "reply to all", "notify the guests"),
// or written as one word (`reply-all`). Each word alone is not enough: "reply to her that I can do
// all of them except the 24th" holds `reply` and `all` and asks for no reply to everyone. The near
// pairs of a turn's words are kept once with the turn, beside its words (conversation.ts
// `typedPairs`), as the words that follow each word near it: the turn's own word strings, whose
// hashes its word set made already, not a new string joined and hashed for every pair (three a
// word, some 150 a 50-word turn, most of them never asked for); a check only looks pairs up.

/** The most words that may stand between two words of a switch's name: "reply to them all". */
const MAX_BETWEEN = 2;

/** For each word of the turns, the words that stand near after it, in order. */
export type NearPairs = ReadonlyMap<string, ReadonlySet<string>>;

/** Adds every two words of a text that stand near each other, in order: at most MAX_BETWEEN + 1 pairs per word. */
export function addNearPairs(words: readonly string[], into: Map<string, Set<string>>): void {
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!;
    let after = into.get(first);
    if (after === undefined) into.set(first, (after = new Set()));
    for (let j = i + 1; j <= i + MAX_BETWEEN + 1 && j < words.length; j++) after.add(words[j]!);
  }
}

/** What the turns are asked: whether they hold a word (or a name written as one), and whether a word stands near before another. */
export interface TurnLookup {
  has(key: string): boolean;
  near(first: string, second: string): boolean;
}

/**
 * Whether the turns' words (`has`, their words and near pairs) name a switch whose name is `words`:
 * its one word; its words written as one (`reply-all`); or each two words of its name, in order,
 * near each other.
 */
export function flagNamedInTurn(words: readonly string[], turn: TurnLookup): boolean {
  if (words.length === 0) return false;
  if (words.length === 1) return turn.has(words[0]!);
  if (turn.has(words.join("-"))) return true;
  for (let i = 1; i < words.length; i++) if (!turn.near(words[i - 1]!, words[i]!)) return false;
  return true;
}

/** The lookup `flagNamedInTurn` reads the turns by: their words and their near pairs. */
export function turnKeys(words: ReadonlySet<string>, pairs: NearPairs | undefined): TurnLookup {
  return { has: (k) => words.has(k), near: (first, second) => pairs?.get(first)?.has(second) ?? false };
}
