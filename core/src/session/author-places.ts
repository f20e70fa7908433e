// Whether a place a text names is its own author's: the letter's `owner`, the email's `from`. A
// school's letter says "reply by email to prof.marta.neves@…", and the file's owner is that
// address: answering where the writer asks to be answered sends to the party the person was
// reading already, as a reply to the email would. A text that steers the reader elsewhere names
// another place than its author's, and one whose sentence is shaped like an instruction keeps its
// mark whoever wrote it (origins.ts `workOut` reads this only of a plain value).

/** A field that says who wrote a record: an email's `from` or `sender`, a file's `owner`, a post's `author`. Not an event's organiser: the people an event holds are not where a letter is answered. */
const AUTHOR_FIELD = /(?:^|[._])(?:from|sender|owner|author)$/i;

/** Whether a result holds one of a place's keys as the whole value of the field that names its author. */
export function authorsPlace(keys: readonly string[], structured: ReadonlyMap<string, string>): boolean {
  return keys.some((k) => {
    const field = structured.get(k);
    return field !== undefined && AUTHOR_FIELD.test(field);
  });
}
