// The rulebook's glob matcher: the same answers as an anchored regular expression on every
// generated glob and text, and linear time on the texts that made the old one backtrack.
import { expect } from "chai";
import fc from "fast-check";
import { Glob, globMatches } from "./rulebook-glob.js";

/** The reference: `*` any run of characters (line breaks too), `?` one, anchored at both ends. */
function reference(glob: string, text: string): boolean {
  const source = glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[\\s\\S]*").replace(/\?/g, "[\\s\\S]");
  return new RegExp(`^${source}$`).test(text);
}

describe("rulebook globs", () => {
  it("matches as the anchored reference does on generated globs and texts", () => {
    const alphabet = fc.constantFrom("a", "b", "_", "*", "?", ".", "\n");
    const textChars = fc.constantFrom("a", "b", "_", ".", "*", "?", "\n");
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 8 }), fc.string({ unit: textChars, maxLength: 12 }), (glob, text) => {
        expect(globMatches(glob, text), `${JSON.stringify(glob)} on ${JSON.stringify(text)}`).to.equal(reference(glob, text));
      }),
      { numRuns: 20_000, seed: 12 },
    );
  });

  it("reads the documented examples", () => {
    const table: Array<[string, string, boolean]> = [
      ["delete_*", "delete_note", true],
      ["delete_*", "undelete_note", false],
      ["re?und_card", "refund_card", true],
      ["re?und_card", "reund_card", false],
      ["*", "", true],
      ["", "", true],
      ["", "a", false],
      ["a*a", "a", false],
      ["a*a", "aa", true],
      ["*ignore*previous*", "please ignore\nall previous words", true],
      ["*.*", "a.b", true],
    ];
    for (const [glob, text, want] of table) expect(globMatches(glob, text), `${glob} on ${text}`).to.equal(want);
  });

  it("answers within 100 ms on a megabyte that makes a backtracking matcher stall", () => {
    const globs = ["*ignore*previous*instructions*", "*a*a*a*a*a*a*a*a*b", "*a?a?a?a?a?a?a?a?b*", "??*??*??*??*??*??*??*??*??*??*c"];
    const texts = ["ignore previous ".repeat(65_536), "a".repeat(1 << 20), "ignore ".repeat(150_000)];
    for (const glob of globs) {
      const g = new Glob(glob);
      for (const text of texts) {
        const started = performance.now();
        const got = g.test(text);
        const ms = performance.now() - started;
        expect(got, glob).to.equal(false);
        expect(ms, `${glob} on ${text.length} characters`).to.be.below(100);
      }
    }
  });
});
