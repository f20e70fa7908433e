// An act the person named by its tool's generic verb and by the value of the thing it is done to:
// "add everyone who signed up to #team-green-routing" asks for `add_user_to_channel` though no turn
// says "channel": the person typed the channel itself. A tool name whose first word names no act
// (`add`, `set`, `create`: said of everything) is read from its other terms (worked-out.ts
// `actTyped`); a term the turns do not say is named here where the call's argument of that term
// holds a value the person typed. Only sets are compared: the turns' act words were read once with
// each turn, and each argument's origin was worked out before.

/** What the rule compares: the act keys the turns hold, the verb's keys and the name's other terms, and the terms of the arguments the person typed. */
export interface ActByValueInputs {
  /** The act keys of the person's turns (acts.ts `textWords`). */
  readonly typedStems: ReadonlySet<string>;
  /** The keys the name's first word reads as in any grammar, where that word names no act (empty otherwise: the verb is an act and is read as one). */
  readonly genericVerb: readonly string[];
  /** The act terms of the tool's name (acts.ts `terms`). */
  readonly terms: readonly string[];
  /** The act terms of the names of the call's arguments whose value the person typed (`channel` of a channel they named). */
  readonly typedArgumentTerms: ReadonlySet<string>;
}

/**
 * Whether the person named a tool's act by its generic verb and the value of each term the turns
 * do not say: the turns hold the name's first word, which names no act, and every other term of
 * the name is a word of the turns or the name of an argument whose value the person typed. A
 * name with no term, or whose verb the turns never say, is not named this way.
 */
export function actNamedByValue(inputs: ActByValueInputs): boolean {
  const { typedStems, genericVerb, terms, typedArgumentTerms } = inputs;
  if (terms.length === 0 || genericVerb.length === 0 || !genericVerb.some((k) => typedStems.has(k))) return false;
  return terms.every((t) => typedStems.has(t) || typedArgumentTerms.has(t));
}
