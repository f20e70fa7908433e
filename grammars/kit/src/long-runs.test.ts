// The kit's readers that once tried every start of a run (trailing marks, a URL's parts, a tool
// name's capitals, a description's clause ends) read the same as the patterns they replace, and
// read a 20,000-character run of the kind that made those patterns quadratic.
import { expect } from "chai";
import fc from "fast-check";
import { normaliseUrl, trimPhoneEnd } from "./addresses.js";
import { trimTrailing } from "./trim.js";
import { descriptionClauses, identifierWords } from "./tool-kind-reader.js";

/** Every character JavaScript's `\s` matches, and a few it does not. */
const SPACES = ["\t", "\n", "\v", "\f", "\r", " ", "\u00a0", "\u1680", "\u2000", "\u2005", "\u200a", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff"];
const NOT_SPACES = ["\u200b", "\u0085", "\u180e"];

/** Short texts only: the former patterns are quadratic or worse, so the reference is run where that costs nothing. */
const short = (units: string[]) => fc.string({ unit: fc.constantFrom(...units), maxLength: 60 });

// The former readers, kept here as the reference.
const formerPhoneEnd = (t: string) => t.replace(/[\s.-]+$/, "");
const formerIdEnd = (t: string) => t.replace(/[-_]+$/, "");
function formerUrl(text: string): string {
  const t = trimTrailing(text.trim(), ".,;:!?)]}>'\"”’");
  const m = /^([a-z][a-z0-9+.-]*:\/\/)?([^/?#]*)(.*)$/i.exec(t);
  if (!m) return t;
  return `${(m[1] ?? "").toLowerCase()}${(m[2] ?? "").toLowerCase()}${m[3] ?? ""}`;
}
const formerCamel = (t: string) => t.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").replace(/([A-Za-z])([0-9])/g, "$1 $2");
/** The former `identifierWords`: its word split, as `plainWords` does it, after the former spacing. */
const formerIdentifierWords = (t: string) =>
  formerCamel(t).normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/['’`]/g, "").toLowerCase().replace(/\be-mail/g, "email").split(/[^a-z0-9]+/).filter(Boolean);
const formerClauses = (t: string) =>
  t.split(/[.!?;:]+(?:\s|$)|\n|[()[\]]|\s[-–—]\s/)
    .flatMap((sentence) => sentence.split(/,\s*/).map((part, i) => ({ text: part, afterComma: i > 0 })))
    .filter((c) => c.text.trim().length > 0);

describe("grammar kit: runs read once", () => {
  it("takes the same spaces, dots and dashes off a phone number's end as `[\\s.-]+$`", () => {
    fc.assert(fc.property(short(["1", "2", ".", "-", "a", "+", "(", ...SPACES, ...NOT_SPACES]), (t) => {
      expect(trimPhoneEnd(t)).to.equal(formerPhoneEnd(t));
    }), { numRuns: 3_000, seed: 7 });
  });

  it("takes the same dashes and underscores off an id's end as `[-_]+$`", () => {
    fc.assert(fc.property(short(["A", "7", "-", "_", ".", " "]), (t) => {
      expect(trimTrailing(t, "-_")).to.equal(formerIdEnd(t));
    }), { numRuns: 2_000, seed: 7 });
  });

  it("splits a URL into scheme, host and path as the former pattern did, a line end in the path included", () => {
    const units = ["h", "T", "p", "s", "1", "+", ".", "-", ":", "/", "//", "://", "?", "#", "\n", "\r", "\u2028", "\u2029", " ", "W", ")", "é"];
    const withScheme = fc.tuple(fc.constantFrom("http", "HTTPS", "a+b.c-d", "x", "1a"), short(units)).map(([scheme, rest]) => `${scheme}://${rest}`);
    fc.assert(fc.property(fc.oneof(short(units), withScheme), (t) => {
      expect(normaliseUrl(t)).to.equal(formerUrl(t));
    }), { numRuns: 5_000, seed: 7 });
    expect(normaliseUrl("HTTPS://Example.COM/Path?Q=1")).to.equal("https://example.com/Path?Q=1");
    expect(normaliseUrl("http://a.b/x\ny")).to.equal("http://a.b/x\ny");
  });

  it("cuts a tool name's words where the former patterns did, runs of capitals included", () => {
    fc.assert(fc.property(short(["A", "B", "Z", "a", "z", "0", "9", "_", "-", ".", " ", "É", "e-mail", "'"]), (t) => {
      expect(identifierWords(t)).to.deep.equal(formerIdentifierWords(t));
    }), { numRuns: 5_000, seed: 7 });
    expect(identifierWords("HTTPServerURLFor2Users")).to.deep.equal(["http", "server", "url", "for", "2", "users"]);
  });

  it("cuts a description into the clauses the former pattern did", () => {
    const units = ["a", "b", " ", ".", "!", "?", ";", ":", ",", "\n", "(", ")", "[", "]", "-", "–", "—", "\t"];
    fc.assert(fc.property(short(units), (t) => {
      expect(descriptionClauses(t)).to.deep.equal(formerClauses(t));
    }), { numRuns: 5_000, seed: 7 });
  });

  it("reads a 20,000-character hostile run of each kind and gives the whole answer", () => {
    const n = 20_000;
    expect(trimPhoneEnd(`555 0147${"\t".repeat(n)}\u0000\t`)).to.equal(`555 0147${"\t".repeat(n)}\u0000`);
    expect(trimPhoneEnd(`555 0147${" .-".repeat(n / 3)}`)).to.equal("555 0147");
    expect(trimTrailing(`${"-".repeat(n)}\u0000-`, "-_")).to.equal(`${"-".repeat(n)}\u0000`);
    expect(normaliseUrl(`\n${"+".repeat(n)}://\n`)).to.equal(`${"+".repeat(n)}://`);
    expect(normaliseUrl(`A${"+".repeat(n)}://x/\ny`)).to.equal(`A${"+".repeat(n)}://x/\ny`);
    expect(identifierWords(`${"A".repeat(n)}\u0000AAa`)).to.deep.equal(["a".repeat(n), "a", "aa"]);
    expect(descriptionClauses(`\t${"!".repeat(n)}(`)).to.deep.equal([{ text: `\t${"!".repeat(n)}`, afterComma: false }]);
  });
});
