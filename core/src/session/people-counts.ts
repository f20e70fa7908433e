// A count of people is one thing, whatever word counts it: "a table for 6 people" is the
// reservation's `party_size`, "2 persons" a booking's `guests`, "3 passengers" a flight's. A turn
// says the word people say, a catalogue names its argument its own way; kept apart, a count the
// person gave of people was no count of the argument, and a page's "tables are for 8" took its
// place unseen. Adults and children are not in the family: "2 adults and a child" is 3 guests.

/** Words that count people, in the languages the grammars read, each as a count is written with it. */
export const PEOPLE_WORDS: readonly string[] = [
  "people", "person", "persons", "guest", "guests", "traveller", "travellers", "traveler", "travelers",
  "passenger", "passengers", "pax", "diner", "diners", "party", "pessoa", "pessoas", "hóspede", "hóspedes", "passageiro", "passageiros",
];

const PEOPLE = new Set(PEOPLE_WORDS);

/** The words a count of an argument is kept under, with every word of people where one of them counts people. */
export function withPeopleWords(words: readonly string[]): string[] {
  return words.some((w) => PEOPLE.has(w)) ? [...new Set([...words, ...PEOPLE_WORDS])] : [...words];
}
