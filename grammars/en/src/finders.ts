// compromise's finders of numbers, people and places (`doc.numbers()`, `doc.people()`,
// `doc.places()`), step for step as compromise 14.17 writes them, with their match patterns
// compiled once by compromise's own parser instead of anew on every call: on a 50-word turn the
// parsing of those pattern strings was most of the finders' time and a tenth of a read's garbage.
// compromise matches a compiled pattern as it matches its string (`match`, `has`, `split*` take
// either), so the matches are the same; a test compares them with compromise's finders.
//
// The finders' steps are compromise's (MIT License, Copyright (c) 2019 Spencer Kelly), whose
// licence text ships with the package (node_modules/compromise/LICENSE); compromise is pinned at
// 14.17.0 in package-lock.json, and `finders.test.ts` fails if a new version finds otherwise.

/** A compiled match pattern (compromise's `regs`). */
export type Regs = unknown[];

/** The compromise view methods the finders call, each taking a pattern compiled here or a view. */
export interface FinderView {
  readonly found: boolean;
  readonly document: unknown;
  readonly pointer: unknown;
  match(regs: Regs | FinderView, group?: number): FinderView;
  has(regs: Regs | FinderView): boolean;
  notIf(regs: Regs | FinderView): FinderView;
  splitAfter(regs: Regs | FinderView): FinderView;
  splitBefore(regs: Regs | FinderView, group?: number): FinderView;
  splitOn(regs: Regs | FinderView): FinderView;
  terms(): FinderView;
  forEach(fn: (term: FinderView) => void): void;
  filter(fn: (m: FinderView) => boolean): FinderView;
  after(regs: Regs): FinderView;
}

/** The part of compromise's world that compiles a pattern: its `killUnicode` and `parseMatch`, as its `parseRegs` calls them. */
export interface PatternWorld {
  methods: { one: { killUnicode(text: string, world: unknown): string; parseMatch(text: string, opts: undefined, world: unknown): Regs } };
}

const ONES = "one|two|three|four|five|six|seven|eight|nine";
const TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|fourty";
const TEENS = "eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen";

/** The pattern strings of compromise's number, people and place finders, as its sources write them. */
const PATTERNS = {
  value: "#Value+",
  twoNumeric: "#NumericValue #NumericValue",
  valueCommaValue: "#Value @hasComma #Value",
  hasComma: "@hasComma",
  numericFraction: "#NumericValue #Fraction",
  numeric: "#NumericValue",
  threeValues: "#Value #Value #Value",
  multiple: "#Multiple",
  tensTwoCardinals: `(${TENS}) #Cardinal #Cardinal`,
  tensCardinal: `(${TENS}) #Cardinal`,
  twoValues: "#Value #Value",
  year: "#Year",
  tensTeens: `(${TENS}) (${TEENS})`,
  tens: `(${TENS})`,
  twoCardinals: "#Cardinal #Cardinal",
  pointOrFraction: "(point|decimal|#Fraction)",
  cardinalMultiple: "#Cardinal (#Multiple|point|decimal)",
  onesTens: `(${ONES}) (${TENS})`,
  multipleValue: "#Multiple #Value",
  twoOrdinals: "#Ordinal #Ordinal",
  textValue: "#TextValue",
  tensOrdinal: `(${TENS}) #Ordinal`,
  ordinal: "#Ordinal",
  time: "#Time",
  ordinalThenCardinal: "#Ordinal [#Cardinal]",
  textThenNumeric: "#TextValue #NumericValue",
  tensOrMultiple: `(${TENS}|#Multiple)`,
  numberRange: "#NumberRange",
  person: "#Honorific+? #Person+",
  possessive: "#Possessive",
  hisHer: "(his|her)",
  place: "(#Place|#Address)+",
  continentEnd: "(asia|africa|europe|america)$",
  placeEnd: "(#City|#Region|#ProperNoun)$",
  countryStart: "^(#Country|#Region)",
} as const;

type Compiled = Record<keyof typeof PATTERNS, Regs>;

/** The fields of a compromise term the shortcut of `numbersWithLetters` reads. */
export interface ValueTerm {
  text: string;
  implicit?: string;
  tags?: Set<string>;
}

const LETTER = /[a-z]/i;

/** compromise's finders with their patterns compiled in `world`. */
export class Finders {
  private readonly p: Compiled;

  constructor(world: PatternWorld) {
    const { one } = world.methods;
    const compiled: Partial<Compiled> = {};
    for (const [name, text] of Object.entries(PATTERNS) as Array<[keyof typeof PATTERNS, string]>) {
      compiled[name] = one.parseMatch(one.killUnicode(text, world), undefined, world);
    }
    this.p = compiled as Compiled;
  }

  /** compromise's `findNumbers` (src/3-three/numbers/numbers/find.js): consecutive number words cut into numbers. */
  numbers(doc: FinderView): FinderView {
    const p = this.p;
    let m = doc.match(p.value);
    // "50 83"
    if (m.has(p.twoNumeric)) {
      // a comma may mean two numbers
      if (m.has(p.valueCommaValue)) {
        m.splitAfter(p.hasComma);
      } else if (m.has(p.numericFraction)) {
        m.splitAfter(p.numericFraction);
      } else {
        m = m.splitAfter(p.numeric);
      }
    }
    // three in a row
    if (m.has(p.threeValues) && !m.has(p.multiple)) {
      // twenty-five-twenty
      if (m.has(p.tensTwoCardinals)) m = m.splitAfter(p.tensCardinal);
    }
    // two in a row
    if (m.has(p.twoValues)) {
      // june 21st 1992 is two values
      if (m.has(p.twoNumeric)) m = m.splitOn(p.year);
      // sixty fifteen
      if (m.has(p.tensTeens)) m = m.splitAfter(p.tens);
      // "72 82"
      const double = m.match(p.twoCardinals);
      if (double.found && !m.has(p.pointOrFraction)) {
        // not 'two hundred'
        if (!double.has(p.cardinalMultiple)) {
          // two fifty five
          const noMultiple = m.has(p.onesTens);
          // twenty one
          const tensVal = double.has(p.tensCardinal);
          // hundred one
          const multVal = double.has(p.multipleValue);
          if (!noMultiple && !tensVal && !multVal) {
            double.terms().forEach((d) => {
              m = m.splitOn(d);
            });
          }
        }
      }
      // seventh fifth
      if (m.match(p.twoOrdinals).match(p.textValue).found && !m.has(p.multiple)) {
        // 'twenty first'
        if (!m.has(p.tensOrdinal)) m = m.splitAfter(p.ordinal);
      }
      // one thirty am != 130
      if (m.has(p.time)) m = m.splitOn(p.time);
      // fifth five
      m = m.splitBefore(p.ordinalThenCardinal, 0);
      // five 2017 (but '5 hundred', 'twenty 5')
      if (m.has(p.textThenNumeric) && !m.has(p.tensOrMultiple)) m = m.splitBefore(p.textThenNumeric);
    }
    // 5-8
    m = m.splitAfter(p.numberRange);
    // june 5th 1999
    m = m.splitBefore(p.year);
    return m;
  }

  /**
   * The numbers written with a letter (`two`, `forty-two`, `5th`) that `numbers` cuts out of `doc`,
   * whose sentences are `sentences`: each its terms, in order. The finder starts from the runs of
   * terms tagged `Value` and only ever cuts them, so a run of one term is one number whatever the
   * rest of the text holds; where every run with a letter is one term (and no number term is half
   * of a contraction, which the matcher may skip), those terms are the answer without the finder.
   */
  numbersWithLetters<T extends ValueTerm>(doc: FinderView, sentences: readonly T[][]): T[][] {
    const lone: T[][] = [];
    for (const sentence of sentences) {
      for (let i = 0; i < sentence.length; ) {
        if (sentence[i]!.tags?.has("Value") !== true) {
          i++;
          continue;
        }
        let end = i;
        let letter = false;
        for (; end < sentence.length && sentence[end]!.tags?.has("Value") === true; end++) {
          if (sentence[end]!.implicit !== undefined) return this.withLetters<T>(doc);
          if (LETTER.test(sentence[end]!.text)) letter = true;
        }
        if (letter && end - i > 1) return this.withLetters<T>(doc);
        if (letter) lone.push([sentence[i]!]);
        i = end;
      }
    }
    return lone;
  }

  /** The numbers `numbers` finds in `doc` with a letter in them, each its terms. */
  private withLetters<T extends ValueTerm>(doc: FinderView): T[][] {
    return (this.numbers(doc) as unknown as { docs: T[][] }).docs.filter((terms) => terms.some((t) => LETTER.test(t.text)));
  }

  /** compromise's people finder (src/3-three/topics/people/find.js). */
  people(doc: FinderView): FinderView {
    const p = this.p;
    let m = doc.splitAfter(p.hasComma);
    m = m.match(p.person);
    // Spencer's King
    const poss = m.match(p.possessive).notIf(p.hisHer);
    m = m.splitAfter(poss);
    return m;
  }

  /** compromise's place finder (src/3-three/topics/places/find.js). */
  places(doc: FinderView): FinderView {
    const p = this.p;
    const m = doc.match(p.place);
    // every comma cuts but for 'paris, france'
    let splits = m.match(p.hasComma);
    splits = splits.filter((c) => {
      // 'europe, china'
      if (c.has(p.continentEnd)) return true;
      // 'paris, france'
      if (c.has(p.placeEnd) && c.after(p.countryStart).found) return false;
      return true;
    });
    return m.splitAfter(splits);
  }
}
