import { expect } from "chai";
import fc from "fast-check";
import { createRequire } from "node:module";
import type compromise from "compromise";
import { Finders, type FinderView, type PatternWorld } from "./finders.js";
import { OWN_COMPROMISE, parse } from "./world.js";
import { devTurns } from "./dev-turns.test.helper.js";

// compromise itself, the grammar's build of it, in the world the grammar extended (parse loads it first).
parse("send");
const stock = createRequire(import.meta.url)(OWN_COMPROMISE) as typeof compromise;
const finders = new Finders(stock.world() as unknown as PatternWorld);

type View = ReturnType<typeof compromise>;

/** Each match's sentence, first term and end, and its text. */
function matchesOf(view: unknown): unknown[] {
  const v = view as View & { fullPointer: number[][] };
  const texts = v.json({ offset: true, terms: false } as unknown as { offset: true }) as Array<{ text: string }>;
  return v.fullPointer.map((p, i) => [p[0], p[1], p[2], texts[i]?.text]);
}

/** What compromise's own finders and the compiled ones find in one parse of `text`, and the numbers' values. */
function expectSameFinds(text: string): void {
  const doc = parse(text);
  const own = doc as unknown as FinderView;
  expect(matchesOf(finders.numbers(own)), `numbers of ${text}`).to.deep.equal(matchesOf(doc.numbers()));
  expect(matchesOf(finders.people(own)), `people of ${text}`).to.deep.equal(matchesOf(doc.people()));
  expect(matchesOf(finders.places(own)), `places of ${text}`).to.deep.equal(matchesOf(doc.places()));
  // The numbers with a letter, without the finder where each stands alone: the finder's own.
  const withLetters = (found: unknown): unknown[] => (found as { docs: Array<Array<{ text: string; index: number[] }>> }).docs.filter((t) => t.some((x) => /[a-z]/i.test(x.text))).map((t) => [t[0]!.index, t.length]);
  const sentences = (doc as unknown as { docs: Array<Array<{ text: string; index: number[] }>> }).docs;
  expect(withLetters({ docs: finders.numbersWithLetters(own, sentences) }), `numbers with letters of ${text}`).to.deep.equal(withLetters(doc.numbers()));
  const found = finders.numbers(own);
  const Numbers = doc.numbers().constructor as new (document: unknown, pointer: unknown) => { parse(): unknown[] };
  expect(new Numbers(found.document, found.pointer).parse(), `values of ${text}`).to.deep.equal(doc.numbers().parse());
}


/** Number words and digits in the shapes compromise's number finder splits on: tens and teens, scales, ordinals, years, ranges, times, fractions. */
const NUMBER_WORDS = [
  ..."zero one two three four five six seven eight nine ten eleven twelve thirteen fifteen nineteen".split(" "),
  ..."twenty thirty forty fourty fifty ninety hundred thousand million dozen".split(" "),
  ..."first second third fifth twelfth twentieth twenty-first twenty-five forty-two half quarter thirds point decimal and a".split(" "),
  ..."5 21 72 82 130 1992 2017 40.00 $4.00 3,000 5-8 21st 5th 1/2 3pm 10am am pm kg % k".split(" "),
];
/** Names, honorifics, possessives and places in the shapes the people and place finders read. */
const NAME_WORDS = [
  ..."Dana Smith Marcus Priya O'Neil Spencer King Mr. Mrs Dr Queen his her Dana's Marcus's".split(" "),
  ..."Paris France London Texas Canada Lisbon Europe China Asia Africa America Toronto Ohio street avenue".split(" "),
];
const OTHERS = ["refund", "send", "the", "of", "to", "on", "in", "for", "order", "dollars", "euros", "june", "March", "Friday", "times", "please", "it's"];
const PUNCTUATION = ["", "", "", "", ",", ",", ".", ";", "?", "-", "'s"];

function sequences(words: string[], seed: number): void {
  const token = fc.tuple(fc.constantFrom(...words), fc.constantFrom(...PUNCTUATION), fc.boolean());
  fc.assert(
    fc.property(fc.array(token, { minLength: 1, maxLength: 30 }), (tokens) => {
      const text = tokens.map(([w, p, capital]) => (capital ? w.charAt(0).toUpperCase() + w.slice(1) : w) + p).join(" ");
      expectSameFinds(text);
    }),
    { numRuns: 400, seed },
  );
}

describe("English grammar: compromise's finders of numbers, people and places, their patterns compiled once", () => {
  it("finds in every dev turn of both corpora what compromise's own finders find", function () {
    this.timeout(120_000);
    const turns = devTurns();
    expect(turns.length).to.be.greaterThan(500);
    for (const turn of turns) expectSameFinds(turn);
  });

  it("finds the same numbers and values in any run of number words, digits, scales, ordinals and punctuation", function () {
    this.timeout(120_000);
    sequences([...NUMBER_WORDS, ...NUMBER_WORDS, ...OTHERS], 151);
  });

  it("finds the same people and places in any run of names, honorifics, possessives, places and commas", function () {
    this.timeout(120_000);
    sequences([...NAME_WORDS, ...NAME_WORDS, ...NUMBER_WORDS, ...OTHERS], 152);
  });
});
