import { expect } from "chai";
import { newSessionId } from "./resume.js";

describe("a new session's id", () => {
  it("is 12 random bytes in base64url, never the same twice across many draws of the generator", () => {
    const ids = Array.from({ length: 256 * 4 + 7 }, () => newSessionId());
    for (const id of ids) expect(id).to.match(/^s_[A-Za-z0-9_-]{16}$/);
    expect(new Set(ids).size).to.equal(ids.length);
    // The bytes of ids drawn together are not repeated between draws either.
    expect(new Set(ids.map((id) => id.slice(2, 6))).size).to.be.greaterThan(ids.length - 5);
  });
});
