// The histories a signer made, remembered by session: bounded, a session used again kept over one
// left alone, and a session's record changed in place.
import { expect } from "chai";
import { signedBy } from "./signed-histories.js";
import type { Signer } from "../crypto/ed25519.js";
import type { HistoryEntry } from "../model.js";

const list = (n: number) => Array.from({ length: n }, (_, step) => ({ step }) as unknown as HistoryEntry);

describe("signed histories", function () {
  it("keep at most 4096 sessions, passing over one touched since and dropping the oldest left alone", function () {
    const kept = signedBy({} as Signer);
    for (let i = 0; i < 4096; i++) kept.touch(`s${i}`, list(1));
    const again = list(2);
    kept.touch("s0", again);
    kept.touch("s4096", list(1));
    expect(kept.get("s0")).to.equal(again);
    expect(kept.get("s1")).to.equal(undefined);
    expect(kept.get("s2")).to.have.length(1);
    expect(kept.get("s4096")).to.have.length(1);
    // s0 was passed over once and went to the back, behind s4096: the sessions before it go first.
    for (let i = 4097; i < 4097 + 4095; i++) kept.touch(`s${i}`, list(1));
    expect([kept.get("s4096"), kept.get("s0")]).to.deep.equal([undefined, again]);
    kept.touch("s8192", list(1));
    expect(kept.get("s0")).to.equal(undefined);
    expect(kept.get("s4097")).to.have.length(1);
  });

  it("keep at most 50,000 entries, dropping the session used longest ago, never the one touched now", function () {
    const kept = signedBy({} as Signer);
    kept.touch("a", list(30_000));
    kept.touch("b", list(10_000));
    kept.touch("a", list(30_001));
    kept.touch("c", list(15_000));
    expect(kept.get("b")).to.equal(undefined);
    expect(kept.get("a")).to.have.length(30_001);
    expect(kept.get("c")).to.have.length(15_000);
    const big = list(50_001);
    kept.touch("c", big);
    expect([kept.get("a"), kept.get("c")]).to.deep.equal([undefined, big]);
  });
});
