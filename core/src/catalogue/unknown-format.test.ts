// The path read from ajv's message on an unknown format (a message that quotes the tenant's
// schema): the same as the pattern it replaces on any text, and read once on a long hostile one.
import { expect } from "chai";
import fc from "fast-check";
import { unknownFormatPath } from "./catalogue.js";

const former = (message: string) => /unknown format ".*" ignored in schema at path "#(.*)"$/.exec(message)?.[1];

describe("catalogue: the path of an unknown format in ajv's message", () => {
  it("is read from ajv's message", () => {
    expect(unknownFormatPath('unknown format "iban" ignored in schema at path "#/properties/to"')).to.equal("/properties/to");
    expect(unknownFormatPath('unknown format "" ignored in schema at path "#"')).to.equal("");
    expect(unknownFormatPath("unknown keyword: \"x\"")).to.equal(undefined);
  });

  it("gives what the former pattern gave, on any text built of the message's pieces", () => {
    const piece = fc.constantFrom('unknown format "', '" ignored in schema at path "#', '"', "#", "/a", " ", "\n", "\r", "\u2028", "x", "unknown", " ignored in schema at path ");
    const some = fc.array(piece, { maxLength: 5 }).map((p) => p.join(""));
    // Most texts are shaped like the message, with pieces of it before, inside and after.
    const after = fc.oneof(fc.constant(""), fc.constant('"'), some);
    const shaped = fc.tuple(some, some, some, after).map(([a, b, c, d]) => `${a}unknown format "${b}" ignored in schema at path "#${c}"${d}`);
    let found = 0;
    fc.assert(fc.property(fc.oneof(shaped, some), (m) => {
      const want = former(m);
      if (want !== undefined) found++;
      expect(unknownFormatPath(m)).to.equal(want);
    }), { numRuns: 5_000, seed: 7 });
    expect(found).to.be.above(500);
  });

  it("reads a 20,000-character message of repeated starts and paths, and finds its path", () => {
    const message = `${'unknown format "'.repeat(600)}${'" ignored in schema at path "#'.repeat(600)}/p"`;
    expect(message.length).to.be.above(20_000);
    expect(unknownFormatPath(message)).to.equal("/p");
    expect(unknownFormatPath(`${message}\n`)).to.equal(undefined);
  });
});
