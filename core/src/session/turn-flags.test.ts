// A session's turn flags, read from the turns' texts when a check first asks, not as each is read.
import { expect } from "chai";
import type { Grammar } from "@toolgate/grammar-kit";
import fc from "fast-check";
import { TurnFlags, type TurnFlag } from "./turn-flags.js";

/** A grammar that gives the links cue to the texts that hold `link`, and counts the turns it is asked of. */
function counting(): { grammar: Grammar; asked: string[] } {
  const asked: string[] = [];
  const grammar = { turnCues: (text: string) => (asked.push(text), text.includes("link") ? ["links"] : []) } as unknown as Grammar;
  return { grammar, asked };
}

describe("turn flags: what a session's turns say beside their keys, read when asked", () => {
  it("reads no turn until a flag is asked, then each turn at most once for it, and none after one holds it", () => {
    const { grammar, asked } = counting();
    const flags = new TurnFlags();
    flags.add("refund 40 on 4411", [grammar]);
    flags.add("open the page she linked", [grammar]);
    expect(asked).to.deep.equal([]);
    expect(flags.has("linksPointed")).to.equal(true);
    expect(asked).to.deep.equal(["refund 40 on 4411", "open the page she linked"]);
    flags.add("and the one after", [grammar]);
    expect(flags.has("linksPointed")).to.equal(true);
    expect(asked).to.have.length(2);
  });

  it("reads only the turns added since a flag was last asked, and answers as every turn read as it came would", () => {
    const { grammar, asked } = counting();
    const flags = new TurnFlags();
    flags.add("cancel 4471", [grammar]);
    expect(flags.has("linksPointed")).to.equal(false);
    flags.add("use the link in her mail", [grammar]);
    expect(flags.has("linksPointed")).to.equal(true);
    expect(asked).to.deep.equal(["cancel 4471", "use the link in her mail"]);
  });

  it("passes over no turn whose search threw: the next ask searches it again", () => {
    const { grammar } = counting();
    const flags = new TurnFlags();
    flags.add("cancel 4471", [grammar]);
    expect(flags.has("linksPointed")).to.equal(false);
    // Readers that fail the first time they are gone through, as a fault in the search would.
    let failures = 1;
    const readers = [grammar];
    Object.defineProperty(readers, Symbol.iterator, {
      value: function* () {
        if (failures-- > 0) throw new Error("search failed");
        yield grammar;
      },
    });
    flags.add("use the link in her mail", readers);
    expect(() => flags.has("linksPointed")).to.throw("search failed");
    expect(flags.has("linksPointed")).to.equal(true);
  });

  it("gives each flag from its own cues: delegating, copying, a changed account, a changed sum", () => {
    const flags = new TurnFlags();
    expect([flags.has("delegated"), flags.has("copied"), flags.has("changeTyped"), flags.has("sumChangeTyped")]).to.deep.equal([false, false, false, false]);
    flags.add("do what she asks on member 00417", []);
    expect(flags.has("delegated")).to.equal(true);
    expect(flags.has("linksPointed")).to.equal(false);
  });
});

describe("turn flags under any order of turns added and flags asked", () => {
  it("answers each flag as a search of every turn added so far would, whatever the order of asks", () => {
    const texts = fc.constantFrom("refund 40 on 4411", "open the page she linked", "the link in her mail", "cancel 4471", "", "do what she asks");
    const step = fc.oneof(
      texts.map((text) => ({ add: text })),
      fc.constantFrom<TurnFlag>("linksPointed", "delegated", "copied", "changeTyped", "sumChangeTyped").map((ask) => ({ ask })),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 24 }), (steps) => {
        const { grammar } = counting();
        const lazy = new TurnFlags();
        const added: string[] = [];
        for (const s of steps) {
          if ("add" in s) {
            lazy.add(s.add, [grammar]);
            added.push(s.add);
            continue;
          }
          // A fresh set of flags given every turn so far and asked once: the answer of reading them all now.
          const eager = new TurnFlags();
          for (const text of added) eager.add(text, [grammar]);
          expect(lazy.has(s.ask)).to.equal(eager.has(s.ask));
        }
      }),
      { numRuns: 200 },
    );
  });
});
