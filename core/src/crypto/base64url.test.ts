// One text per byte string: the decoder refuses every spelling but the canonical one.
import { expect } from "chai";
import { randomBytes } from "node:crypto";
import { decodeBase64Url, encodeBase64Url } from "./base64url.js";
import { fromBase64Url } from "./ed25519.js";

describe("base64url, strictly", () => {
  it("round-trips byte strings of every length and takes their one text back", () => {
    for (let n = 0; n < 200; n++) {
      const bytes = new Uint8Array(randomBytes(n));
      const text = encodeBase64Url(bytes);
      expect(Buffer.from(decodeBase64Url(text)!).equals(Buffer.from(bytes)), `length ${n}`).to.equal(true);
    }
  });

  it("refuses padding, junk, whitespace, the standard alphabet, an impossible length and non-zero final bits", () => {
    const text = encodeBase64Url(new Uint8Array(randomBytes(64)));
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const otherBits = text.slice(0, -1) + alphabet[alphabet.indexOf(text.at(-1)!) ^ 1]!;
    for (const bad of [`${text}=`, `${text}==`, `${text.slice(0, 5)}*${text.slice(5)}`, ` ${text}`, `${text}\n`, `${text.slice(0, 3)}+/${text.slice(5)}`, `${text}AAA`.slice(0, 85), otherBits, "A", 42, undefined]) {
      expect(decodeBase64Url(bad), JSON.stringify(bad)).to.equal(undefined);
    }
    expect(fromBase64Url(`${text}=`)).to.have.length(0);
  });
});
