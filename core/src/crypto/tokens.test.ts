// One approval, one token text: any other spelling of a token does not open, and the approval's
// id comes from its signed payload.
import { expect } from "chai";
import fc from "fast-check";
import { decodeBase64Url, encodeBase64Url } from "./base64url.js";
import { generateKeyPair, makeSigner } from "./ed25519.js";
import { openToken, signToken, tokenId } from "./tokens.js";

const signer = makeSigner(generateKeyPair());
const token = signToken(signer, { t: "confirm", tool: "refund_card", digest: "d1", session: "s_1", point: "a".repeat(64), exp: 2_000_000_000_000, reasons: ["write"] });

describe("tokens: one text per approval", () => {
  it("decodes base64url to the bytes whose only text it is (property)", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => Buffer.from(decodeBase64Url(encodeBase64Url(bytes))!).equals(Buffer.from(bytes))), { numRuns: 2000 });
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (text) => {
      const bytes = decodeBase64Url(text);
      return bytes === undefined || encodeBase64Url(bytes) === text;
    }), { numRuns: 5000 });
  });

  it("opens no other spelling of a token: a character inserted, replaced or removed anywhere (property)", () => {
    const id = tokenId(signer, token)!.id;
    expect(id).to.match(/^t_[A-Za-z0-9_-]{32}$/);
    const edit = fc.record({ at: fc.nat({ max: token.length }), kind: fc.constantFrom("insert", "replace", "remove"), char: fc.constantFrom(..."ABCabc019-_=+/. \n*") });
    fc.assert(fc.property(edit, ({ at, kind, char }) => {
      const spelled = kind === "insert" ? token.slice(0, at) + char + token.slice(at) : kind === "replace" ? token.slice(0, at) + char + token.slice(at + 1) : token.slice(0, at) + token.slice(at + 1);
      if (spelled === token) return tokenId(signer, spelled)?.id === id;
      return "problem" in openToken(signer, spelled) && tokenId(signer, spelled) === undefined;
    }), { numRuns: 3000 });
  });

  it("names an approval by its payload: the same payload signed again is the same approval", () => {
    const [prefix, body] = token.split(".");
    const again = `${prefix}.${body}.${encodeBase64Url(signer.sign(Buffer.from(`${prefix}.${body}`)))}`;
    expect(tokenId(signer, again)!.id).to.equal(tokenId(signer, token)!.id);
    const other = signToken(signer, { t: "confirm", tool: "refund_card", digest: "d2", session: "s_1", point: "a".repeat(64), exp: 2_000_000_000_000, reasons: ["write"] });
    expect(tokenId(signer, other)!.id).to.not.equal(tokenId(signer, token)!.id);
  });
});
