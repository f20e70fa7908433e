// A result the person sought in their own words: "find Kofi's email about the dinner and put it in
// my calendar", and the agent searches `query: dinner, sender: kofi.mensah@…`, which gives one
// email. The read was asked with the person's description of the source, and the one record it
// gave is the one they described: they pointed the agent at it as surely as by typing its subject
// or its path (origins.ts `pointedAt`), so a plain value of its free text (the dinner's address)
// is theirs for the write they asked of it. An instruction-shaped text keeps its own mark, as in
// any source the person pointed at. The test reads the words of the read's arguments, which the
// call already holds, and the person's words the turn's one reading kept: no text is read.

/** A field that names who sent a message: `from`, `author`, `sender` (a dotted path's last part). */
export const SENDER_FIELD = /(?:^|\.)(?:from|author|sender)$/;

/** A word of an argument: three letters or more (`dinner`, `kofi` of `kofi.mensah@…`, `lupa`). */
const LETTER_WORD = /\p{L}{3,}/gu;

/** The longest argument read for its words: a description, not a document. */
const MAX_ARGUMENT = 256;

/** The most words of one argument read: more is no description of a source. */
const MAX_WORDS = 16;

/**
 * Whether a read's arguments describe its source in the person's words: each argument that holds
 * words holds one the person typed (`kofi` of a sender's address), and one of them holds only
 * words they typed (`query: Trattoria Lupa booking` after "the booking confirmation from
 * Trattoria Lupa"). Arguments of no words (a date, a limit) say nothing either way.
 */
export function soughtInWords(args: Readonly<Record<string, unknown>>, typedWords: ReadonlySet<string>): boolean {
  let described = false;
  for (const value of Object.values(args)) {
    if (typeof value !== "string" || value.length > MAX_ARGUMENT) continue;
    const words = value.toLowerCase().match(LETTER_WORD);
    if (!words) continue;
    if (words.length > MAX_WORDS) return false;
    let typed = 0;
    for (const w of words) if (typedWords.has(w)) typed++;
    if (typed === 0) return false;
    if (typed === words.length) described = true;
  }
  return described;
}

/** A word of a write's own text that can name what it is about: four letters or more (`dinner`, `inspection`). */
const NAMING_WORD = /\p{L}{4,}/gu;

/** The arguments that say what a write is about: a title, a name, a subject, a text, by their name's last word. */
const NAMING_ARGUMENT = /(?:^|_)(?:title|name|subject|summary|text|description|message|note)$/i;

/** The longest argument read for the words that name what a write is about: a title or a short text. */
const MAX_TEXT = 512;

/**
 * The words that say what a write is about: those of four letters or more, lower case, of its
 * arguments named for it (an event's title, a reminder's text).
 */
export function namingWords(args: Readonly<Record<string, unknown>>): string[] {
  const words: string[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (!NAMING_ARGUMENT.test(name) || typeof value !== "string" || value.length > MAX_TEXT) continue;
    words.push(...(value.toLowerCase().match(NAMING_WORD) ?? []));
  }
  return words;
}

/**
 * Whether a write's own words name what the person asked for: its naming words (`namingWords`)
 * hold one that their turns hold ("Dinner at Kofi's" after "Kofi invited us to dinner … put it in
 * my calendar"). A source the person sought vouches for the values of that write, not for another
 * act its text adds (a second event, "Glazing session", of a class's confirmation): that act is
 * the text's, as are its values.
 */
export function namesWhatWasAsked(args: Readonly<Record<string, unknown>>, typedWords: ReadonlySet<string>, filler: ReadonlySet<string>): boolean {
  return namingWords(args).some((w) => typedWords.has(w) && !filler.has(w));
}
