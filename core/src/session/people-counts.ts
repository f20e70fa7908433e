// A count of people is one thing, whatever word counts it: "a table for 6 people" is the
// reservation's `party_size`, "2 persons" a booking's `guests`, "3 passageiros" a flight's. A turn
// says the word people say, a catalogue names its argument its own way; kept apart, a count the
// person gave of people was no count of the argument, and a page's "tables are for 8" took its
// place unseen. The words a turn counts people with are the grammars' (the port's `people` set);
// the words here are those an argument's name counts people with (`party_size`, `num_guests`,
// `pax`), as the engine reads names (`url`, `recipient`). Adults and children are not in the
// family: "2 adults and a child" is 3 guests.

/** The words of an argument's name that say it counts people. */
const NAMES_OF_PEOPLE: ReadonlySet<string> = new Set([
  "people", "person", "persons", "guest", "guests", "traveller", "travellers", "traveler", "travelers",
  "passenger", "passengers", "pax", "diner", "diners", "party",
]);

/**
 * The words a count of an argument is kept under (`words`, from its name), with every word of
 * people of the installed grammars (`people`) and of names where one of them counts people.
 */
export function withPeopleWords(words: readonly string[], people: ReadonlySet<string>): string[] {
  if (!words.some((w) => NAMES_OF_PEOPLE.has(w) || people.has(w))) return [...words];
  return [...new Set([...words, ...NAMES_OF_PEOPLE, ...people])];
}
