// The Portuguese tokenizer and folding read text character by character for speed; these hold
// them to the definitions they stand for: the word pattern, and folding one character at a time.
import { expect } from "chai";
import fc from "fast-check";
import { fold, foldKeepingOffsets, tokenize } from "./tokens.js";

/** What a word is, as a pattern: a letter or digit, then letters, digits and apostrophes, then hyphenated parts. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*(?:-[\p{L}\p{N}]+)*/gu;

/** Characters that make the edges of words: ASCII, accents and marks, astral letters and digits, lone surrogates, apostrophes, hyphens, breaks. */
const PIECES = ["a", "Z", "9", "'", "’", "-", " ", "\n", ".", ",", "ã", "É", "ç", "\u0301", "𝒜", "𝟘", "😀", "\ud800", "\udc00", "ª", "²", "Ⅻ", "ß", "İ", "ﬁ", "ǅ", "中", "\u00a0", "@", "—", "envie-o", "١"];
/** Texts of Latin letters with and without accents (the tokenizer's tables), mixed with the pieces above. */
const latinText = fc
  .array(fc.oneof(fc.integer({ min: 0x20, max: 0x2ff }).map((c) => String.fromCharCode(c)), fc.constantFrom(...PIECES)), { maxLength: 16 })
  .map((p) => p.join(""));
/** Folding as Unicode defines it, the definition the tokenizer's tables are made from. */
const byUnicode = (t: string) => t.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
const text = fc.oneof(fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((p) => p.join("")), fc.string({ unit: "binary", maxLength: 24 }));

describe("Portuguese tokens", () => {
  it("finds the words the word pattern finds, at the same offsets", () => {
    fc.assert(
      fc.property(text, (t) => {
        const words = tokenize(t).map((token) => [token.start, token.text]);
        expect(words).to.deep.equal([...t.matchAll(WORD)].map((m) => [m.index, m[0]]));
      }),
      { numRuns: 3000 },
    );
  });

  it("gives each word its fold, its key before a hyphen and whether it starts with a capital", () => {
    const [a, b, c] = tokenize("Envie-o, ÉLIA e ana");
    expect([a!.fold, a!.key, a!.capital]).to.deep.equal(["envie-o", "envie", true]);
    expect([b!.fold, b!.key, b!.capital]).to.deep.equal(["elia", "elia", true]);
    expect([c!.fold, c!.capital, a!.breakAfter, b!.breakAfter]).to.deep.equal(["e", false, true, false]);
  });

  it("folds a word as Unicode does: decomposed, its marks dropped, lower case", () => {
    fc.assert(
      fc.property(latinText, (t) => {
        expect(fold(t)).to.equal(byUnicode(t));
      }),
      { numRuns: 5000 },
    );
    for (let c = 0x80; c <= 0x2ff; c++) expect(fold(`a${String.fromCharCode(c)}Z`)).to.equal(byUnicode(`a${String.fromCharCode(c)}Z`));
  });

  it("folds a text character by character, keeping its offsets", () => {
    fc.assert(
      fc.property(fc.oneof(text, latinText), (t) => {
        let want = "";
        for (const ch of t) {
          const f = byUnicode(ch);
          want += f.length === ch.length ? f : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
        }
        const folded = foldKeepingOffsets(t);
        expect(folded).to.equal(want);
        expect(folded.length).to.equal(t.length);
      }),
      { numRuns: 3000 },
    );
  });
});
