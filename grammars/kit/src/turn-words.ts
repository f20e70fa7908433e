// A grammar's sets of the words the engine compares a person's turns with (port `TurnWordSet`),
// made from groups of words written as data, each group with the reason it is there.
import type { TurnWordSet } from "./port.js";

/** Words of one set that share a reason. */
export interface TurnWordGroup {
  readonly words: readonly string[];
  readonly reason: string;
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * A grammar's `turnWords` from its groups: each set's words once, in order, frozen; none for a
 * name the port does not declare (looked up as an own property: `constructor` is no set).
 */
export function turnWordSets(groups: Readonly<Record<TurnWordSet, readonly TurnWordGroup[]>>): (set: TurnWordSet) => readonly string[] {
  const sets = new Map<string, readonly string[]>();
  for (const name of Object.keys(groups)) sets.set(name, Object.freeze([...new Set(groups[name as TurnWordSet].flatMap((g) => g.words))]));
  return (set) => sets.get(set) ?? NONE;
}
