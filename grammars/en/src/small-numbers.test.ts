import { expect } from "chai";
import fc from "fast-check";
import { createRequire } from "node:module";
import type compromise from "compromise";
import { Finders, type FinderView, type PatternWorld } from "./finders.js";
import { smallNumber, type NumberTerm } from "./small-numbers.js";
import { OWN_COMPROMISE, parse } from "./world.js";
import { devTurns } from "./dev-turns.test.helper.js";

// compromise itself, the grammar's build of it, in the world the grammar extended (parse loads it first).
parse("send");
const stock = createRequire(import.meta.url)(OWN_COMPROMISE) as typeof compromise;
const finders = new Finders(stock.world() as unknown as PatternWorld);

interface Parsed {
  num?: number | null;
  unit?: string;
}

/**
 * For each number compromise finds in `text` that `smallNumber` reads, its reading beside
 * compromise's parser's (value and unit); the count of numbers read, to show the test is not empty.
 */
function compare(text: string): number {
  const doc = parse(text);
  const sentences = (doc as unknown as { docs: NumberTerm[][] }).docs;
  const found = finders.numbers(doc as unknown as FinderView) as unknown as { docs: Array<Array<NumberTerm & { index: [number, number] }>>; document: unknown };
  const Numbers = doc.numbers().constructor as new (document: unknown, pointer: unknown) => { parse(): Parsed[] };
  let read = 0;
  for (const terms of found.docs) {
    const [n, start] = terms[0]!.index;
    const mine = smallNumber(terms, sentences[n]![start + terms.length]);
    if (mine === undefined) continue;
    read++;
    const theirs = new Numbers(found.document, [[n, start, start + terms.length]]).parse()[0]!;
    expect({ num: mine.num, unit: mine.unit }, `${terms.map((t) => t.normal).join(" ")} in ${text}`).to.deep.equal({ num: theirs.num, unit: theirs.unit });
  }
  return read;
}

const UNITS = "zero one two three four five six seven eight nine".split(" ");
const TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(" ");
const TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const AFTER = ["", " dollars", " kg", " km.", " days", " people,", " euros!", " percent", " times", " of them", " ml", " hours"];


describe("English grammar: the commonest numbers in words, read as compromise's parser reads them", () => {
  it("reads every word from zero to ninety and every ten with a unit, hyphenated or not, with what follows, as compromise does", function () {
    this.timeout(120_000);
    let read = 0;
    for (const after of AFTER) {
      for (const word of [...UNITS, ...TEENS, ...TENS]) read += compare(`refund ${word}${after} please`);
      for (const tens of TENS) for (const unit of UNITS.slice(1)) for (const join of ["-", " "]) read += compare(`send ${tens}${join}${unit}${after} today`);
    }
    expect(read).to.be.greaterThan(1_500);
  });

  it("reads the numbers of every dev turn of both corpora as compromise does", function () {
    this.timeout(120_000);
    let read = 0;
    for (const turn of devTurns()) read += compare(turn);
    expect(read).to.be.greaterThan(50);
  });

  it("reads the numbers of any run of number words, scales, digits, units and punctuation as compromise does", function () {
    this.timeout(120_000);
    const words = [...UNITS, ...TEENS, ...TENS, "hundred", "thousand", "and", "a", "half", "first", "twenty-first", "5", "1992", "$4", "kg", "dollars", "bucks", "km", "%", "point", "the", "of", "to", "refund", "minus", "(", "Two", "FORTY"];
    const token = fc.tuple(fc.constantFrom(...words), fc.constantFrom("", "", "", ",", ".", "-", ";", "?", "!", ")"));
    let read = 0;
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 25 }), (tokens) => {
        read += compare(tokens.map(([w, p]) => w + p).join(" "));
      }),
      { numRuns: 1_000, seed: 153 },
    );
    expect(read).to.be.greaterThan(500);
  });
});
