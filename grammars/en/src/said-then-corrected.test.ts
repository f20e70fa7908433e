import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");

/** The values read, as `value` or `~value` for one taken back. */
function values(text: string): string[] {
  return grammar.readTurn(text, { now }).values.map((v) => `${v.superseded ? "~" : ""}${v.value}`);
}

describe("English reading: a value reported as given, then corrected in its sentence", () => {
  const cases: Array<[string, string[]]> = [
    ["I said 60 for 3106 earlier but it should've been 16 — go ahead and refund", ["~60", "3106", "16"]],
    ["I typed 45 on 4471 but I meant 40", ["~45", "4471", "40"]],
    ["I wrote the 9th, but it should be the 19th", ["~2026-03-09", "2026-03-19"]],
    ["we quoted 300 to C-12 but it needs to be 350", ["~300", "C-12", "350"]],
    ["I put 07700 900111 on C-5 but it's actually 07700 900222", ["~07700900111", "C-5", "07700900222"]],
    // The same words written as a contraction after the value: `should've been`, `should of been`.
    ["refund 60 on 3106, should've been 16", ["~60", "3106", "16"]],
    // Nothing corrected: two values reported, or a new value someone else wants.
    ["I said 60 for 3106 and 16 for 3107", ["60", "3106", "16", "3107"]],
    ["I said 45 but the buyer wants 40", ["45", "40"]],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ")}`, () => expect(values(text)).to.deep.equal(want));
});
