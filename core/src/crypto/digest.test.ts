// Canonical JSON is the text the history's links and the tokens hash: it must be JSON with keys
// sorted at every depth, whatever order the keys were given in.
import { expect } from "chai";
import { canonical, keyDigest, sha256, valueDigest } from "./digest.js";
import { createHash } from "node:crypto";

function sortedCopy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortedCopy);
  if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(Object.keys(o).sort().map((k) => [k, sortedCopy(o[k])]));
  }
  return v;
}

function randomJson(depth: number, next: () => number): unknown {
  const r = Math.floor(next() * 12);
  const strings = ["", "a", "order_id", "amount", "é", "quote\"d", "back\\slash", "tab\there", "line\nbreak", "\u0001", "\ud83d\ude00", "\ud800", "~", "Z", "__proto__"];
  if (depth > 0 && r === 0) return Array.from({ length: Math.floor(next() * 4) }, () => randomJson(depth - 1, next));
  if (depth > 0 && r === 1) {
    const o: Record<string, unknown> = {};
    for (let i = Math.floor(next() * 5); i > 0; i--) Object.defineProperty(o, strings[Math.floor(next() * strings.length)]!, { value: randomJson(depth - 1, next), enumerable: true, writable: true, configurable: true });
    return o;
  }
  if (r < 5) return strings[Math.floor(next() * strings.length)];
  if (r < 8) return [0, -0, 1, -1.5, 40, 40.1, 1e21, 1e-7, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY][Math.floor(next() * 11)];
  return [true, false, null][Math.floor(next() * 3)];
}

describe("canonical JSON and digests", () => {
  it("is JSON.stringify of a copy with sorted keys, for 5,000 generated values", () => {
    let seed = 42;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 5000; i++) {
      const v = randomJson(3, next);
      expect(canonical(v)).to.equal(JSON.stringify(sortedCopy(v)));
    }
  });

  it("leaves out keys whose value is undefined and writes undefined elsewhere as null", () => {
    expect(canonical({ b: 1, a: undefined, c: [undefined, 2] })).to.equal('{"b":1,"c":[null,2]}');
    expect(canonical(undefined)).to.equal("null");
  });

  it("hashes as sha256 does, one-shot or not", () => {
    for (const text of ["", "toolgate", "é\u0000\ud83d\ude00".repeat(50)]) expect(sha256(text)).to.equal(createHash("sha256").update(text).digest("hex"));
    expect(valueDigest("s", { b: 1, a: 2 })).to.equal(createHash("sha256").update('v1|s|{"a":2,"b":1}').digest().subarray(0, 16).toString("base64url"));
    expect(keyDigest("s", "n:40")).to.equal(createHash("sha256").update("k1|s|n:40").digest().subarray(0, 12).toString("base64url"));
  });

  it("digests a value as the hash of its canonical text, long strings hashed apart from the text around them", () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const long = ["a".repeat(20_000), `${"x".repeat(30_000)}"`, `${"é".repeat(17_000)}\ud800`, "b".repeat(16_384), "c".repeat(16_383)];
    const withLong = (v: unknown): unknown => {
      if (typeof v === "string" && next() < 0.6) return long[Math.floor(next() * long.length)];
      if (Array.isArray(v)) return v.map(withLong);
      if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withLong(x)]));
      return v;
    };
    let longOnes = 0;
    for (let i = 0; i < 400; i++) {
      const v = withLong(randomJson(3, next));
      const text = canonical(v);
      if (text.length >= 16_384) longOnes++;
      expect(valueDigest("s", v)).to.equal(createHash("sha256").update(`v1|s|${text}`).digest().subarray(0, 16).toString("base64url"));
    }
    expect(longOnes).to.be.greaterThan(40);
  });
});
