import { expect } from "chai";
import fc from "fast-check";
import { createRequire } from "node:module";
import type compromise from "compromise";
import { ENGLISH_WORDS, SENDING_VERBS } from "./lexicon.js";
import { OWN_COMPROMISE, parse } from "./world.js";
import { devTurns } from "./dev-turns.test.helper.js";

// compromise's own `nlp(text)`, in the grammar's build of it, the world it extended (parse loads it first).
parse("send");
const stock = createRequire(import.meta.url)(OWN_COMPROMISE) as typeof compromise;

interface RawTerm {
  tags: Set<string>;
  [field: string]: unknown;
}

/** Every field of every term but its random id and its chunk (the grammar leaves the chunker out). */
function termsOf(doc: ReturnType<typeof compromise>): unknown[][] {
  return (doc as unknown as { docs: RawTerm[][] }).docs.map((sentence) =>
    sentence.map((term) => {
      const { id: _id, chunk: _chunk, tags, ...rest } = term;
      return { ...rest, tags: [...tags].sort() };
    }),
  );
}

function expectSameTags(text: string): void {
  expect(termsOf(parse(text)), text).to.deep.equal(termsOf(stock(text)));
}


const WORDS = [...ENGLISH_WORDS].filter((_, i) => i % 3 === 0);
const VERBS = SENDING_VERBS.flatMap((v) => [v.lemma, ...v.extra]);
const OTHERS = ["Dana", "Marcus", "ORD-1", "4411", "40.00", "$120", "1st", "twenty-five", "#billing", "ana@example.com", "don't", "I'll", "it's", "Friday", "3pm", "USD", "please", "refund"];
const PUNCTUATION = ["", "", "", ",", ".", ";", "?", "!", ":", " -", "'s"];

interface PatternStep {
  word?: string;
  fastOr?: Set<string>;
  choices?: PatternStep[][];
}

/** Every plain word compromise's post-tagger patterns name in their steps and `notIf`s, so that the patterns' later steps are met. */
function patternWords(): string[] {
  const words = new Set<string>();
  const walk = (steps: PatternStep[] | undefined): void => {
    for (const step of steps ?? []) {
      if (step.word !== undefined) words.add(step.word);
      for (const word of step.fastOr ?? []) words.add(word);
      for (const choice of step.choices ?? []) walk(choice);
    }
  };
  const patterns = (stock.world() as unknown as { model: { two: { matches: Array<{ regs: PatternStep[]; notIf?: PatternStep[] }> } } }).model.two.matches;
  for (const pattern of patterns) {
    walk(pattern.regs);
    walk(pattern.notIf);
  }
  return [...words].filter((word) => /^[a-z']+$/.test(word));
}

/**
 * Words the steps `StepGates` gates change or may change, each kind of them: contractions with an
 * apostrophe or known without one, number ranges, numbers glued to units; words whose machine form
 * differs (a dash, a `#` or `@` first, an apostrophe); words with an alias (`&`, a slash).
 */
const GATED = ["don't", "I'll", "it's", "there's", "Bob's", "how'd", "ain't", "y'know", "we're", "l'amour", "gonna", "cannot", "dunno", "im", "@", "5-9pm", "44-2", "2-3", "4km", "3pm", "10kg", "+5c", "-2m", "3rd", "5°", "12/3", "#billing", "@dana", "twenty-five", "re-send", "lookin'", "students'", "Dana’s", "&", "plz", "%", "and/or", "yes/no", "bein"];
const PLAIN = ["the", "refund", "order", "4411", "40.00", "to", "Dana", "send", "it", "now", "please", "ORD-1", "$120"];

describe("English grammar: compromise's tags, found faster", () => {
  it("tags every dev turn of both corpora as compromise's own nlp() does", function () {
    this.timeout(120_000);
    const turns = devTurns();
    expect(turns.length).to.be.greaterThan(500);
    for (const turn of turns) expectSameTags(turn);
  });

  it("tags any sequence of words, names, values and punctuation as compromise's own nlp() does", function () {
    this.timeout(120_000);
    const token = fc.tuple(fc.constantFrom(...WORDS, ...VERBS, ...OTHERS), fc.constantFrom(...PUNCTUATION), fc.boolean());
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 40 }), (tokens) => {
        const text = tokens.map(([w, p, capital]) => (capital ? w.charAt(0).toUpperCase() + w.slice(1) : w) + p).join(" ");
        expectSameTags(text);
      }),
      { numRuns: 400, seed: 15 },
    );
  });

  it("tags texts of several sentences, some with words the gated steps change and some without, as its own nlp() does", function () {
    this.timeout(120_000);
    const sentence = fc.array(fc.constantFrom(...PLAIN, ...PLAIN, ...GATED), { minLength: 1, maxLength: 12 }).map((words) => words.join(" "));
    fc.assert(
      fc.property(fc.array(fc.tuple(sentence, fc.constantFrom(". ", "? ", "! ", ".\n")), { minLength: 1, maxLength: 5 }), (sentences) => {
        expectSameTags(sentences.map(([words, end]) => words + end).join(""));
      }),
      { numRuns: 400, seed: 17 },
    );
  });

  it("tags sentences whose patterns' later words and tags come before, right after or far after a start, or not at all, as its own nlp() does", function () {
    // A start is tried only before the last term each later step holds of (`startsBefore`): these
    // put that term on each side of the start, on the start itself and nowhere.
    for (const text of [
      "the bank manager is a good actor",
      "an actor met the bank manager",
      "the bank actor",
      "the bank",
      "the fast runs",
      "the runs were fast and the old ones run out",
      "two out of every three customers paid",
      "customers paid two, out of every three",
      "three of every",
      "the send",
      "a new refund the team plans",
    ]) {
      expectSameTags(text);
    }
  });

  it("tags sequences of the words compromise's patterns name, with hyphens, commas and contractions, as its own nlp() does", function () {
    this.timeout(120_000);
    const named = patternWords();
    expect(named.length).to.be.greaterThan(200);
    const token = fc.tuple(fc.constantFrom(...named, ...OTHERS), fc.constantFrom(...PUNCTUATION, "-", " —"), fc.boolean());
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 30 }), (tokens) => {
        const text = tokens.map(([w, p, capital]) => (capital ? w.charAt(0).toUpperCase() + w.slice(1) : w) + p).join(" ");
        expectSameTags(text);
      }),
      { numRuns: 400, seed: 16 },
    );
  });
});
