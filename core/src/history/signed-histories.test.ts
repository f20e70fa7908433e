// The histories a signer made, remembered by session: bounded, a session used again kept over one
// left alone, and a session's record changed in place.
import { expect } from "chai";
import { signedBy } from "./signed-histories.js";
import type { Signer } from "../crypto/ed25519.js";
import type { HistoryEntry } from "../model.js";

const list = (n: number) => Array.from({ length: n }, (_, step) => ({ step }) as unknown as HistoryEntry);

describe("signed histories", function () {
  it("keep at most 64 sessions, passing over one touched since and dropping the oldest left alone", function () {
    const kept = signedBy({} as Signer);
    for (let i = 0; i < 64; i++) kept.touch(`s${i}`, list(1));
    const again = list(2);
    kept.touch("s0", again);
    kept.touch("s64", list(1));
    expect(kept.get("s0")).to.equal(again);
    expect(kept.get("s1")).to.equal(undefined);
    expect(kept.get("s2")).to.have.length(1);
    expect(kept.get("s64")).to.have.length(1);
    // s0 was passed over once and went to the back, behind s64: the sessions before it go first.
    for (let i = 65; i < 65 + 63; i++) kept.touch(`s${i}`, list(1));
    expect([kept.get("s64"), kept.get("s0")]).to.deep.equal([undefined, again]);
    kept.touch("s128", list(1));
    expect(kept.get("s0")).to.equal(undefined);
    expect(kept.get("s65")).to.have.length(1);
  });

  it("keep at most 16,384 entries, dropping the session used longest ago, never the one touched now", function () {
    const kept = signedBy({} as Signer);
    kept.touch("a", list(10_000));
    kept.touch("b", list(3_000));
    kept.touch("a", list(10_001));
    kept.touch("c", list(5_000));
    expect(kept.get("b")).to.equal(undefined);
    expect(kept.get("a")).to.have.length(10_001);
    expect(kept.get("c")).to.have.length(5_000);
    const big = list(16_385);
    kept.touch("c", big);
    expect([kept.get("a"), kept.get("c")]).to.deep.equal([undefined, big]);
  });
});
