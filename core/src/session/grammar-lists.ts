// A list a grammar answers with (its turn words, leads, cues), taken as data: a grammar is code the
// engine did not write, so what it gives is bounded and checked item by item where it is used.

/** The first `max` items of the list `ask` gives; none where it throws or gives no list. */
export function grammarList(ask: () => unknown, max: number): readonly unknown[] {
  let given: unknown;
  try {
    given = ask();
  } catch {
    return [];
  }
  return Array.isArray(given) ? given.slice(0, max) : [];
}
