// Whether a person's turn has the agent copy values from a text it points at: "the training
// session it mentions", "the deposit they ask for", "pay him back what the note says". Unlike a
// hand-over of a choice ("send it to the address she gave", delegation.ts), such a turn asks for what the text says (a sum, a day, a
// time, a place to meet, a name), not where the call goes: the text's accounts, URLs and
// mailboxes stay its own (origins.ts). Patterns are data, each with its reason; a turn is read
// once, when it is read, in linear time (every repeat is bounded).
import { caseless, wordFinder } from "./caseless.js";

/** One way a turn has the agent copy values from a text, and why it does. */
export interface CopiedFromTextCue {
  readonly pattern: RegExp;
  readonly reason: string;
  /** Words one of which every match holds, lower case: a turn holding none of them is not tried against the pattern. */
  readonly needs: readonly string[];
}

/**
 * Who a text is spoken of by, in the present tense: a pronoun only. A word there could be any
 * noun ("the guest list", "the price list"), which names a list, not a text that gives a value.
 */
const PRONOUN = String.raw`(?:it|she|he|they)`;

/** The kinds of text a person points an agent at and has it copy from. */
const TEXT_KINDS = String.raw`(?:e-?mail|mail|message|dm|note|letter|bill|invoice|page|post|invite|invitation|document|pdf|reference|confirmation|statement|receipt|quote|listing|booking|notice|flyer|poster)s?`;

/** The present tense of what a text does with a value: gives it, names it, asks for it. */
const GIVES_NOW = String.raw`(?:gives|give|proposes|propose|suggests|suggest|mentions|mention|names|name|lists|list|says|say|shows|show|asks\s+for|ask\s+for)`;

/**
 * The values a person asks to be copied out of a text by their kind: when and where something is.
 * Not a sum, a reference or "the details": a text that gives a sum to pay is where a figure is
 * quietly raised ("+ 9.20 for the cleaning stuff = 56.00"), and naming the note does not say
 * which of its figures the person meant; those stay the text's.
 */
const VALUE_KINDS = String.raw`(?:times?|dates?|days?|hours?|slots?|address|addresses|places?|locations?|venues?)`;

export const COPIED_FROM_TEXT_CUES: readonly CopiedFromTextCue[] = [
  {
    pattern: new RegExp(String.raw`\b(?:the|that|this)\s+(?:[\p{L}-]+\s+){0,2}?${PRONOUN}\s+${GIVES_NOW}(?![\p{L}])`, "iu"),
    reason: "the person names a value by what the text they speak of gives (`the training session it mentions`, `the deposit they ask for`)",
    needs: ["give", "propose", "suggest", "mention", "name", "list", "say", "show", "ask"],
  },
  {
    pattern: new RegExp(String.raw`\b(?:the|its|their)\s+${VALUE_KINDS}(?:\s+and\s+(?:the\s+)?${VALUE_KINDS})?\s+(?:from|in|on)\s+(?:it|them|(?:the|their|his|her|its|that|this)\s+(?:[\p{L}'’-]+\s+)?${TEXT_KINDS})(?![\p{L}])`, "iu"),
    reason: "the person names values by the kind they are and the text they are in (`the time and address from it`, `the date and time from their email`)",
    needs: ["time", "date", "day", "hour", "slot", "addres", "place", "location", "venue"],
  },
  {
    pattern: new RegExp(String.raw`\bwhat\s+(?:(?:the|their|his|her|its)\s+(?:[\p{L}-]+\s+)?${TEXT_KINDS}|${PRONOUN})\s+(?:says|said|asks\s+for|asked\s+for|shows|showed|gives|gave|lists|listed)(?![\p{L}])`, "iu"),
    reason: "the person has the agent act on what a text says (`pay him back what it says`, `pay what the note says`)",
    needs: ["what"],
  },
  {
    pattern: new RegExp(String.raw`\b(?:(?:main|key)\s+points|gist|highlights|summary|rundown)\s+of\s+(?:the|our|my|his|her|their|this|that)\s+(?:[\p{L}-]+\s+){0,3}?(?:${TEXT_KINDS}|docs?|files?)(?![\p{L}])`, "iu"),
    reason: "the person has the agent pass on what a text says (`send him the main points of our house rules doc`, `the gist of her email`)",
    needs: ["points", "gist", "highlights", "summary", "rundown"],
  },
  {
    pattern: new RegExp(String.raw`\b(?:it|this|that|them|these)\s+(?:exactly\s+)?(?:as|like|the\s+way|how)\s+${PRONOUN}\s+(?:wrote|worded|phrased|typed)(?![\p{L}])|\b(?:word\s+for\s+word|verbatim)(?![\p{L}])|\btal\s+como\s+(?:ele|ela|eles|elas)\s+(?:[ao]s?\s+)?(?:escreveu|escreveram)(?![\p{L}])|\bpalavra\s+por\s+palavra(?![\p{L}])`, "iu"),
    reason: "the person has the agent pass a text on in its author's own words (`post it like he wrote`, `forward it word for word`): what it says is what they asked to be written",
    needs: ["wrote", "worded", "phrased", "typed", "verbatim", "word", "escreveu", "escreveram", "palavra"],
  },
];

/** The cues' words a lower-cased turn holds, found in one pass for every cue. */
export const copyWords = wordFinder(COPIED_FROM_TEXT_CUES.flatMap((c) => c.needs));

/** The longest turn read for these cues. */
const MAX_READ = 20_000;

/** The first way a turn has the agent copy values from a text, if any. */
export function copiedFromTextCue(text: string): CopiedFromTextCue | undefined {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const found = copyWords(caseless(slice));
  return COPIED_FROM_TEXT_CUES.find((c) => c.needs.some((w) => found.has(w)) && c.pattern.test(slice));
}
