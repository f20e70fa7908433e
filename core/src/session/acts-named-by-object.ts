// An act the person named by the kind of thing it makes, in the word its catalogue description
// puts before the thing: "put the training session it mentions in my calendar" asks for
// `create_event` ("Create a calendar event …") though no turn says "event". A tool name whose first
// word names no act (`create`: said of everything) is read from its other terms (worked-out.ts
// `actTyped`); a turn that says none of them may still say the word the description joins to one
// of them (`calendar` of `calendar event`). Only the terms are compared: the turns' act words were
// read once with each turn, and a tool's description is read once per call, its first sentence or so.

/** What the rule compares: the tool's name and description, a word's act terms, and the act keys the turns hold. */
export interface ActByObjectInputs {
  /** The words of the tool's name (acts.ts `toolNameWords`). */
  readonly nameWords: readonly string[];
  /** The words of the description's first sentence or so, cut as a name's are. */
  readonly describedWords: readonly string[];
  /** A word's act terms (acts.ts `ActReader.terms`). */
  readonly terms: (word: string) => readonly string[];
  /** The act keys of the person's turns (acts.ts `textWords`). */
  readonly typedStems: ReadonlySet<string>;
}

/**
 * Whether the person named a tool's act by the word its description puts right before a term of
 * the name's object: the name's first word names no act, the turns say no term of the object, and
 * they say every term of that word. A name whose first word is an act is read as one elsewhere,
 * and a word that is itself a term of the object adds nothing.
 */
export function actNamedByObject(inputs: ActByObjectInputs): boolean {
  const { nameWords, describedWords, terms, typedStems } = inputs;
  const [first, ...rest] = nameWords;
  if (first === undefined || terms(first).length > 0) return false;
  const object = new Set(rest.flatMap((w) => terms(w)));
  if (object.size === 0 || [...object].some((t) => typedStems.has(t))) return false;
  for (let i = 1; i < describedWords.length; i++) {
    if (!terms(describedWords[i]!).some((t) => object.has(t))) continue;
    const before = terms(describedWords[i - 1]!);
    if (before.length > 0 && before.every((t) => typedStems.has(t) && !object.has(t))) return true;
  }
  return false;
}
