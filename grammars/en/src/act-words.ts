// The act words of English texts and of tool names, for the call mark: a tool's name (`freeze_card`)
// met against the words of a person's turns and of an outside text shaped like an instruction.
// Tool names are written in English, so this file also gives the keys every grammar's act words
// are written in: a Portuguese `responda` is the key of `reply` (grammars/pt/src/act-words.ts).
// Its own entry point (`@toolgate/grammar-en/act-words`) loads no English parser.
import type { ActTerm } from "@toolgate/grammar-kit";

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
  { words: ["send", "pay", "transfer", "wire", "remit", "settle"], reason: "paying someone is sending them money (`send_money`, `transfer_funds`), and settling a bill (`settle up`) is paying it" },
  { words: ["email", "mail"], reason: "to email someone is to send them mail" },
  { words: ["delete", "erase", "trash"], reason: "deleting, erasing and trashing are one act on a message or a file" },
  { words: ["book", "reserve", "schedule"], reason: "reserving a room or a table is booking it, and so is scheduling a meeting in a calendar" },
  { words: ["remind", "reminder"], reason: "setting a reminder is reminding someone" },
  { words: ["text", "sms"], reason: "texting someone is sending them an SMS" },
  { words: ["order", "buy", "purchase"], reason: "buying a product is ordering it" },
  { words: ["rent", "hire"], reason: "hiring a car or a van is renting it (`rent_car`): British English says hire where American says rent" },
];

const CANONICAL = new Map<string, string>();
for (const g of ACT_SYNONYMS) for (const w of g.words) CANONICAL.set(stem(w), stem(g.words[0]!));

/**
 * The act key of an English word: its stem, as its act group's first word (`answer` is `repl`).
 * Every grammar writes its act words in these keys, from the English word of a tool's name it means.
 */
export function actKey(word: string): string {
  const s = stem(word);
  return CANONICAL.get(s) ?? s;
}

/**
 * Words of a tool's name that name no act of its own: joiners, and verbs every kind of tool
 * begins with (`set_topic`, `create_event`, `update_profile`), which say nothing of what is set or made.
 */
const NOT_ACT = new Set(["to", "from", "of", "the", "a", "an", "for", "in", "on", "with", "by", "at", "into", "user", "users", "my", "set", "get", "create", "update", "add", "make", "new", "list", "search", "read", "do", "put", "item", "items"].map(stem));

/**
 * Words that pay only beside what they pay, so they are not in an act group: `give them 40 GBP`,
 * `hand Tom £20` (a sum of money within three words: a currency's sign or name beside the figure, as
 * `give me 5 minutes` and `give Omar view access` are no payment), and `clear the
 * bill`, `clear my outstanding balance` (a bill's word within two; `clear bay 6` is none).
 */
const GIVE_A_SUM = /\b(?:give|gives|giving|hand|hands|handing)\s+(?:\p{L}+\s+){0,3}(?:[$€£]\s*\d|\d[\d.,]*\s*(?:gbp|usd|eur|euros?|dollars?|pounds?|quid|bucks)\b)/iu;
const CLEAR_A_BILL = /\bclear(?:s|ed|ing)?\s+(?:\p{L}+\s+){0,2}(?:bill|invoice|balance|tab|debt|dues|arrears)s?\b/iu;

/** The act keys of every word of a text (each word is an act a tool's name may say). */
export function actWords(text: string, into: Set<string>): void {
  if (typeof text !== "string") return;
  // `match` of a global pattern gives the words alone, without a match array for each.
  for (const word of text.match(WORD) ?? []) into.add(actKey(word));
  if (GIVE_A_SUM.test(text) || CLEAR_A_BILL.test(text)) into.add(actKey("pay"));
}

/**
 * What a word of a tool's name says of its act: `change_password` is `chang` and `password`,
 * `set_auto_reply` is `auto` and `reply` (`set` names none). Known when the word is one of the
 * act groups; any other word is its stem, which another grammar's lexicon may overrule.
 */
export function actTerm(word: string): ActTerm | undefined {
  if (typeof word !== "string" || !/^\p{L}+$/u.test(word)) return undefined;
  const s = stem(word);
  const act = CANONICAL.get(s) ?? s;
  if (NOT_ACT.has(act)) return null;
  return { act, known: CANONICAL.has(s) };
}
