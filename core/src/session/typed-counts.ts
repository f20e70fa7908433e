// A count argument the person gave in words: "one checked bag" and `bags: 1`, "two rooms" and
// `rooms: 2`. The turn's reading keeps each count with the thing it counts (said-instead.ts
// `givenInTurn`, kind `count:<thing>`, key `w:<n> <thing>`), a spelled number as its figure; an
// argument named after that thing, in the plural or not, that holds that number is the person's,
// though an outside text writes the same figure ("Basic: 1 small bag under the seat").

/** The longest argument name read as a counted thing. */
const MAX_NAME = 32;

/** Whether the person's turns give `value` as the count of the thing `name` names (`bags`, `bag`, `checked_bags`). */
export function typedCount(name: string, value: unknown, given: ReadonlyMap<string, ReadonlySet<string>> | undefined): boolean {
  if (given === undefined || typeof value !== "number" || !Number.isInteger(value) || value < 0 || name.length > MAX_NAME) return false;
  // The thing is the name's last word: `checked_bags` counts bags.
  const thing = name.toLowerCase().split(/[_\s-]/).pop() ?? "";
  const forms = thing.endsWith("s") ? [thing, thing.slice(0, -1)] : [thing, `${thing}s`];
  return forms.some((w) => w.length >= 3 && given.get(`count:${w}`)?.has(`w:${value} ${w}`) === true);
}
