// A record named between commas, as an aside of the thing it is (`o reembolso da Júlia, pedido 5521,
// ficou em 45 e o do Caio, 5522, em 30`), and then the sum the thing comes to: the comma closes the
// aside, not the sentence, and the sum after the verb that links is the record's. A bare comma and a
// sum (`cancela o 5521, 45 no 5522`) stay unpaired: only a word that gives a sum its thing pairs
// across the comma.

/**
 * Between a record and its sum: the comma that closes the aside, then a verb or preposition that links
 * a thing to what it comes to (`ficou em`, `fica em`, `em`, `é de`, `foi de`), a currency sign at most.
 * On the text as typed, case aside. Linear: anchored, each part a choice among fixed words apart by blanks.
 */
// The verbs of what a thing cost or came to (`a da Ana, BK-210, deu 54`, `o do Rui, 5522, custou 30`) link as well: a verb, not a bare comma.
const APPOSITION_THEN_LINK = /^\s*,\s*(?:(?:fica|ficam|ficou|ficaram)\s+em|em|(?:é|e|foi|foram|era|eram)\s+de|deu|deram|custou|custaram|custa|custam|(?:saiu|saíram|sairam)\s+(?:por|a)|foi|foram)\s+(?:(?:€|r\$|us\$)\s*)?$/i;

/** The grammar's words between a record and its sum, with the comma of an aside before a linking verb as well. Built once, where the grammar's pattern is defined. */
export function withAppositions(pairedAfter: RegExp): RegExp {
  return new RegExp(`(?:${pairedAfter.source})|(?:${APPOSITION_THEN_LINK.source})`, "i");
}
