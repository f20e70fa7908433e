// A person named again after the places of several people, with words that say they need nothing:
// `o Caio é (11) 91234-0002 e a Júlia (11) 91234-0001, mas a Júlia já sabe, não precisa`, `…; a Ana
// já foi avisada`, `…, o Rui não precisa`. Naming a person after the list usually picks them (`paga
// ao Rui`); said with these words it leaves them out, and their place is the story's, not the
// request's. The words are how the language says someone is already served: knowing or being told
// already (`já sabe`, `já foi avisado`, `já recebeu`), or not needing it (`não precisa`).
import { fold } from "./tokens.js";

/**
 * Right after the name, folded: `já` and a verb of knowing or being told, or `não precisa` / `não é
 * preciso`, a comma at most before. Linear: anchored, each part a choice among fixed words apart by blanks.
 */
const SERVED_ALREADY = /^\s*(?:,\s*)?(?:ja\s+(?:sabe|sabia|soube|esta\s+a\s+par|esta\s+sabendo|recebeu|foi\s+(?:avisad|informad|notificad)[oa]|(?:o|a)\s+(?:avisaram|informaram|avisei|informei|avisamos|informamos))|n[aã]o\s+(?:precisa|e\s+preciso|é\s+preciso))(?![\p{L}\d])/u;

/** How many characters after a name are read. */
const REACH = 40;

/** Whether the folded words right after a name say the person needs nothing. */
export function servedAlready(after: string): boolean {
  return SERVED_ALREADY.test(after.slice(0, REACH));
}

/** Whether the words right after a name, ending at `end` in the text, say the person needs nothing. */
export function personServedAlready(text: string, end: number): boolean {
  return servedAlready(fold(text.slice(end, end + REACH)));
}
