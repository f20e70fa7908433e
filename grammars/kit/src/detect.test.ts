// Blanking addresses before a language is judged reads only the runs that hold a mark or a dot;
// these hold it to the definition it stands for: every run of non-space characters, as `\S+`
// finds it, blanked where it holds a mark or looks like a host.
import { expect } from "chai";
import fc from "fast-check";
import { blankAddressWords, proseWords } from "./detect.js";

/** What blanking is, run by run: each `\S+` run that holds a mark, or a `.` after its first character and then two ASCII letters ending it or a word. */
function blankedByRuns(text: string, marks: string): string {
  return text.replace(/\S+/g, (run) => ([...run].some((c) => marks.includes(c)) || /.\.[a-z]{2,}(?!\w)/i.test(run) ? " " : run));
}

/** The edges of runs and hosts: every kind of white space, marks, dots, letters of ASCII and beyond, astral letters and lone surrogates. */
const PIECES = ["a", "Z", "9", ".", "..", "@", "#", "/", ":", "_", "-", "x.com", "r.PDF", ".io", "a.b1", "ã", "𝒜", "\ud835", "\udc00", " ", "\t", "\n", "\u00a0", "\u1680", "\u2003", "\u2028", "\u202f", "\u3000", "\ufeff", "\u200b", "\u180e", "\u0085"];
const text = fc.oneof(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((p) => p.join("")), fc.string({ unit: "binary", maxLength: 30 }));

describe("blanking addresses before a language is judged", () => {
  it("blanks the runs a pass of every run of non-space characters blanks", () => {
    fc.assert(
      fc.property(text, fc.constantFrom("@#/", "@#/:0123456789"), (t, marks) => {
        expect(blankAddressWords(t, marks)).to.equal(blankedByRuns(t, marks));
      }),
      { numRuns: 5000 },
    );
  });

  it("leaves the words of a turn and takes out its addresses, handles, channels and hosts", () => {
    expect(proseWords("Envie o recibo para ana@example.com, #faturamento e @joana; veja x.com/a e relatorio.pdf hoje.")).to.deep.equal(["envie", "o", "recibo", "para", "e", "veja", "e", "hoje"]);
    expect(blankAddressWords("pedido 4411: reembolse", "@#/:0123456789")).to.equal("pedido   reembolse");
  });
});
