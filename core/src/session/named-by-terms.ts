// Whether a person's turn names a value by what a text's terms ask for: "pay the deposit its
// conditions ask for", "the fee the listing requires". Like "the IBAN in their listing"
// (delegation.ts), the turn hands the text the choice of the value for the act it asks. Patterns
// are data, each with its reason; a turn is read once, when it is read, in linear time.
/** A cue as delegation.ts reads it (its `DelegationCue`), written here without importing it: delegation.ts spreads these in. */
export interface NamedByTermsCue {
  readonly pattern: RegExp;
  readonly reason: string;
  /** Words one of which every match holds, lower case. */
  readonly needs: readonly string[];
}

export const NAMED_BY_TERMS_CUES: readonly NamedByTermsCue[] = [
  {
    pattern: /\b(?:the|a)\s+(?:deposit|fee|amount|sum|payment|prepayment|guarantee|iban|account|reference|total)\s+(?:that\s+|which\s+)?(?:its|their|the|his|her)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:conditions|terms|listing|page|invoice|bill|letter|booking|confirmation|rules|policy|offer|quote|contract)\s+(?:asks?\s+for|asked\s+for|requires?|required|names?|named|states?|stated|says?|said|sets?|gives?|gave|lists?|listed|mentions?|mentioned)(?![\p{L}])/iu,
    reason: "the person names a value by what a text's terms ask for (`the deposit its conditions ask for`): that text gives it",
    needs: ["ask", "requir", "name", "state", "say", "said", "set", "give", "gave", "list", "mention"],
  },
];
