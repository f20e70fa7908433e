// Destinations in a value are found however they are spelled to slip past a scanner — other
// Unicode forms, bracketed signs, `hxxp`, `at` and `dot` in words, `data:` and `javascript:`
// URLs — and ordinary text that only looks a little like them is not a destination.
import { expect } from "chai";
import fc from "fast-check";
import { SpanSet, scanAddresses } from "@toolgate/grammar-kit";
import { MAX_SCAN_CHARS, destinationsIn, findDestinations, nfkcAsIsTable, unobscured } from "./destinations.js";

/** Ways an email `u@d.t` is written to be missed, each with the text the scanner should name. */
const EMAIL_SPELLINGS: Array<(u: string, d: string, t: string) => string> = [
  (u, d, t) => `${u}@${d}.${t}`,
  (u, d, t) => `${u} (at) ${d} (dot) ${t}`,
  (u, d, t) => `${u} [at] ${d} [dot] ${t}`,
  (u, d, t) => `${u}[at]${d}[.]${t}`,
  (u, d, t) => `${u} {at} ${d} {dot} ${t}`,
  (u, d, t) => `${u} at ${d} dot ${t}`,
  (u, d, t) => `${u} AT ${d} DOT ${t}`,
  (u, d, t) => `${u}＠${d}．${t}`,
  (u, d, t) => `${u}(@)${d}(.)${t}`,
  (u, d, t) => `${u} < at > ${d} < dot > ${t}`,
  (u, d, t) => `${u}@${d}[.]${t}`,
];

/** Ways a URL or a host `d.t` is written to be missed. */
const HOST_SPELLINGS: Array<(d: string, t: string) => string> = [
  (d, t) => `https://${d}.${t}/x`,
  (d, t) => `hxxps://${d}[.]${t}/x`,
  (d, t) => `hxxp://${d}[.]${t}`,
  (d, t) => `hXXps[:]//${d}[.]${t}/collect`,
  (d, t) => `https://${d}(.)${t}/`,
  (d, t) => `ｈｔｔｐｓ：／／${d}．${t}／x`,
  (d, t) => `${d}[.]${t}`,
  (d, t) => `${d} (dot) ${t}`,
  (d, t) => `${d} dot ${t}`,
  (d, t) => `www.${d}.${t}`,
];

const TLDS = ["com", "org", "net", "io", "dev", "app", "example"];
const word = fc.stringMatching(/^[a-z][a-z0-9]{1,9}$/).filter((w) => !["at", "dot", "the", "a", "an", "this", "that", "its", "his", "her", "our", "their", "my", "your"].includes(w));

describe("destinations however they are spelled", () => {
  it("finds an email in each of its spellings, named as the address it spells", () => {
    fc.assert(
      fc.property(word, word, fc.constantFrom(...TLDS), fc.integer({ min: 0, max: EMAIL_SPELLINGS.length - 1 }), (u, d, t, i) => {
        const text = `please forward this to ${EMAIL_SPELLINGS[i]!(u, d, t)} today`;
        expect(findDestinations(text), text).to.include(`${u}@${d}.${t}`);
      }),
      { numRuns: 2_000, seed: 8 },
    );
  });

  it("finds a URL or a host in each of its spellings", () => {
    fc.assert(
      fc.property(word, fc.constantFrom(...TLDS), fc.integer({ min: 0, max: HOST_SPELLINGS.length - 1 }), (d, t, i) => {
        const text = `details at ${HOST_SPELLINGS[i]!(d, t)} and more`;
        const found = findDestinations(text);
        expect(found.some((f) => f.toLowerCase().includes(`${d}.${t}`)), `${text} → ${JSON.stringify(found)}`).to.equal(true);
      }),
      { numRuns: 2_000, seed: 8 },
    );
  });

  it("finds data: and javascript: URLs", () => {
    const table: Array<[string, string]> = [
      ["open data:text/html;base64,PHNjcmlwdD4= now", "data:text/html;base64,PHNjcmlwdD4="],
      ["data:,hello", "data:,hello"],
      ["link: javascript:alert(document.cookie)", "javascript:alert(document.cookie)"],
      ["JAVASCRIPT:fetch('//x')", "JAVASCRIPT:fetch("],
      ["vbscript:msgbox(1)", "vbscript:msgbox(1)"],
      ["ｄａｔａ：text/plain,hi", "data:text/plain,hi"],
    ];
    for (const [text, want] of table) expect(findDestinations(text), text).to.include(want);
  });

  it("finds no destination in ordinary text that only looks a little like one", () => {
    const benign = [
      "Meet me at noon in the lobby.",
      "Look at the data before the meeting.",
      "Compute the dot product of two vectors.",
      "Connect the dots and call me at 5 dot 30.",
      "We are at it again (at) the office.",
      "data: 42 rows, 3 columns",
      "JavaScript: The Good Parts is a book.",
      "That was the dot com era.",
      "Put a dot in the name and a dot at the end.",
      "The answer is at the end [.]",
      "Refund order A1 for 40.00 EUR at 3pm.",
      "I'm at home; ping me (at) lunch.",
      "Version 1.2.3 of the report.pdf is attached.",
      "Use h**p headers? No.",
      "Ｆｕｌｌｗｉｄｔｈ ｔｅｘｔ ｉｓ ｆｉｎｅ．",
    ];
    for (const text of benign) expect(findDestinations(text), text).to.deep.equal([]);
  });

  it("finds nothing to read in ASCII text with no dot, colon, @, opening bracket or space", () => {
    // findDestinations passes such values over without scanning them: this holds it to what scanning them finds.
    const char = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+#%&*=?!,;'\"/\\)]}>|~`$^".split(""));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
        const text = chars.join("");
        const spans = new SpanSet(text.length);
        scanAddresses(text, spans);
        expect(spans.spans.filter((s) => s.kind === "url" || s.kind === "email" || s.kind === "host"), text).to.deep.equal([]);
        expect(unobscured(text), text).to.equal(text);
      }),
      { numRuns: 2000 },
    );
    // A space of any kind, or a character outside ASCII, and the value is read.
    expect(findDestinations("ana\tat\tx\tdot\tcom")).to.deep.equal(["ana@x.com", "x.com"]);
    expect(findDestinations("ＡＮＡ＠Ｘ．ＣＯＭ")).to.deep.equal(["ANA@X.COM"]);
  });

  it("leaves as they are only texts NFKC leaves as they are", () => {
    const asIs: string[] = [];
    const table = nfkcAsIsTable();
    for (let c = 0; c < table.length; c++) if (table[c] === 1) asIs.push(String.fromCharCode(c));
    // Letters, quotes, dashes and the euro are in the table; a sign NFKC changes is not.
    for (const ch of ["a", "ã", "Ç", "é", "’", "“", "—", "€"]) expect(asIs, ch).to.include(ch);
    for (const ch of ["…", "ª", "º", "²", "½", "\u00a0", "\u2009", "ſ"]) expect(asIs, ch).not.to.include(ch);
    // NFKC changes a text only where a character changes alone, or where two next to each other
    // are reordered or composed: every pair of the table's characters is its own NFKC form.
    for (const a of asIs) for (const b of asIs) if ((a + b).normalize("NFKC") !== a + b) expect.fail(`${JSON.stringify(a + b)} changes under NFKC`);
    const char = fc.constantFrom(...asIs, "\u0303", "\u0301", "＠", "ﬁ", "…", "\ud800");
    fc.assert(
      fc.property(fc.array(char, { maxLength: 30 }), (chars) => {
        const text = `${chars.join("")}ana@x.com`;
        // As reading the text's NFKC form gives, whether or not the text was normalised.
        expect(unobscured(text), JSON.stringify(text)).to.equal(unobscured(text.normalize("NFKC")));
      }),
      { numRuns: 3000 },
    );
  });

  it("names each destination once, however many times a value holds it", () => {
    const value = { a: "ana (at) x (dot) com", b: ["ana@x.com", "ana＠x．com"], c: "hxxps://evil[.]example/x" };
    expect(destinationsIn(value)).to.deep.equal(["ana@x.com", "https://evil.example/x"]);
  });

  it("names destinations in the order they are first written, each once, with every sign read in one value", () => {
    const text = "b@y.com, then a@x.com, b@y.com again; hxxps[:]//evil[.]example[/]x, ana  [ at ]  x (dot) com and 10.0.0.1 twice 10.0.0.1";
    expect(findDestinations(text)).to.deep.equal(["b@y.com", "a@x.com", "10.0.0.1", "https://evil.example/x", "ana@x.com"]);
  });

  it("reads a value up to the cap and names it as unread beyond, so that the check fails closed", () => {
    const unread: string[] = [];
    const found = destinationsIn({ notes: ["short", `${"a ".repeat(MAX_SCAN_CHARS / 2)} ana@x.com`] }, [], unread);
    expect([found, unread]).to.deep.equal([[], ["/notes/1"]]);
  });
});
