// Which act a call is, in words, and who asked for it: the terms of a tool's name (`freeze` and
// `card` of `freeze_card`), met against the words of the person's turns and of the outside texts
// shaped like an instruction to the agent. A turn's words are stemmed once, when it is read; a
// result's once, when it is reported; a check only compares sets.

/** The longest text read for words. */
const MAX_READ = 20_000;
/** A word: letters only, so that `auto-reply` is `auto` and `reply`, and `DMed` is one word. */
const WORD = /\p{L}+/gu;

/**
 * Suffixes taken off a word, longest first, so that `bookings`, `booking` and `book` meet, as do
 * `deleted` and `delete`, `replies` and `reply`. The stem is for comparing words, not for showing.
 */
const SUFFIXES = ["ings", "ing", "ies", "ied", "es", "ed", "s", "e", "y"] as const;

/** A word's stem: lower case, a common English ending taken off where at least three letters remain, a doubled last letter single. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  for (const s of SUFFIXES) {
    if (w.length - s.length >= 3 && w.endsWith(s)) {
      w = w.slice(0, -s.length);
      break;
    }
  }
  // `cancelled` and `cancel`, `planned` and `plan`.
  if (w.length >= 4 && w[w.length - 1] === w[w.length - 2] && !/[aeiou]/.test(w[w.length - 1]!)) w = w.slice(0, -1);
  return w;
}

/**
 * Words for one act, each group with why: a person answers an email the text asks them to reply
 * to, and pays what it asks them to transfer. A word is compared by its group's first word.
 */
export const ACT_SYNONYMS: ReadonlyArray<{ readonly words: readonly string[]; readonly reason: string }> = [
  { words: ["reply", "answer", "respond"], reason: "answering a message is replying to it" },
  { words: ["send", "pay", "transfer", "wire", "remit"], reason: "paying someone is sending them money (`send_money`, `transfer_funds`)" },
  { words: ["email", "mail"], reason: "to email someone is to send them mail" },
  { words: ["delete", "erase", "trash"], reason: "deleting, erasing and trashing are one act on a message or a file" },
  { words: ["book", "reserve"], reason: "reserving a room or a table is booking it" },
  { words: ["order", "buy", "purchase"], reason: "buying a product is ordering it" },
];

const CANONICAL = new Map<string, string>();
for (const g of ACT_SYNONYMS) for (const w of g.words) CANONICAL.set(stem(w), stem(g.words[0]!));

/** A stem as its act group's first word (`answer` is `repl`), or itself. */
function canonical(s: string): string {
  return CANONICAL.get(s) ?? s;
}

/** The stems of every word of a text, each as its act group's first word, read once. */
export function wordStems(text: string, into: Set<string> = new Set()): Set<string> {
  for (const m of text.slice(0, MAX_READ).matchAll(WORD)) into.add(canonical(stem(m[0])));
  return into;
}

/**
 * Words of a tool's name that name no act of its own: joiners, and verbs every kind of tool
 * begins with (`set_topic`, `create_event`, `update_profile`), which say nothing of what is set or made.
 */
const NOT_ACT = new Set(["to", "from", "of", "the", "a", "an", "for", "in", "on", "with", "by", "at", "into", "user", "users", "my", "set", "get", "create", "update", "add", "make", "new", "list", "search", "read", "do", "put", "item", "items"].map(stem));

const termsByName = new Map<string, readonly string[]>();

/**
 * The stems of a tool's name that say which act it is: `change_password` is `chang` and
 * `password`, `set_auto_reply` is `auto` and `reply`, `sendDm` is `send` and `dm`.
 */
export function actTerms(toolName: string): readonly string[] {
  let terms = termsByName.get(toolName);
  if (terms === undefined) {
    const words = toolName.slice(0, 128).replace(/([a-z])([A-Z])/g, "$1 $2").split(/[^A-Za-z]+/).filter((w) => w.length >= 2);
    terms = [...new Set(words.map(stem))].filter((t) => !NOT_ACT.has(t)).map(canonical);
    if (termsByName.size < 10_000) termsByName.set(toolName, terms);
  }
  return terms;
}

/**
 * The words by which a text names a tool's act: a term of the tool's name, or its undoing
 * (`unfreeze` of `freeze_card`, a different act from the one the name says).
 */
export function actWords(terms: readonly string[], stems: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const t of terms) {
    if (stems.has(t)) out.push(t);
    if (stems.has(`un${t}`)) out.push(`un${t}`);
  }
  return out;
}
