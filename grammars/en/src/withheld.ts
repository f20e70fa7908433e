// A message whose own verb withholds it (`skip the text to 07700 …`, `hold the email to ana@…`,
// `scrap the whatsapp to #ops`): the message is named with its place, and the request is not to send it.
import { wordTable } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/** Verbs that, with a message as their object, keep it from being sent. */
export const WITHHOLDING_VERBS: Record<string, string> = wordTable({
  skip: "`skip the text to 07700 …`", hold: "`hold the email to ana@…`", scrap: "`scrap the message to #ops`",
  ditch: "`ditch the email to the buyer`", bin: "`bin the text to 07700 …`", shelve: "`shelve the post in #news`",
  park: "`park the email to legal@…`", pause: "`pause the message to #all`", nix: "`nix the email to ana@…`",
  stop: "`stop the text to 07700 …`", avoid: "`avoid the email to ana@…`", forget: "`forget the email to ana@…`",
});

/** Words that may stand between a withholding verb and its message: `skip the quick text`, `hold that last email`. */
const BEFORE_THE_MESSAGE = new Set(["the", "a", "an", "that", "this", "my", "our", "your", "quick", "last", "planned", "whole", "follow-up", "reminder"]);

/**
 * True when the verb at `verbAt` withholds what it acts on, or, where compromise tagged no verb
 * before the message noun at `nounAt` (`scrap the message in #ops`), the word before the noun's
 * determiners does.
 */
export function withheldByItsVerb(terms: Term[], verbAt: number, nounAt = verbAt): boolean {
  if (withholds(terms[verbAt])) return true;
  let k = nounAt - 1;
  while (k >= 0 && BEFORE_THE_MESSAGE.has(terms[k]!.norm.toLowerCase()) && !terms[k]!.breakAfter) k--;
  return k >= 0 && k < nounAt && !terms[k]!.breakAfter && withholds(terms[k]);
}

function withholds(term: Term | undefined): boolean {
  return term !== undefined && WITHHOLDING_VERBS[term.norm.toLowerCase()] !== undefined;
}
