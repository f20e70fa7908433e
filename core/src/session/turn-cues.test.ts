// The cues of a turn as its grammars give them: each grammar's answer checked as data.
import { expect } from "chai";
import type { Grammar } from "@toolgate/grammar-kit";
import { turnCuesIn } from "./turn-cues.js";

const giving = (cues: unknown) => ({ turnCues: () => cues }) as unknown as Grammar;

describe("turn cues: what the grammars that read a turn find in it", () => {
  it("keeps the port's cues any grammar that read the turn gives, and nothing else", () => {
    expect([...turnCuesIn("t", [giving(["links"])])]).to.deep.equal(["links"]);
    expect([...turnCuesIn("t", [giving([]), giving(["links", "links"])])]).to.deep.equal(["links"]);
    expect([...turnCuesIn("t", [giving(["constructor", "__proto__", 7, null, "LINKS"])])]).to.deep.equal([]);
    expect([...turnCuesIn("t", [giving("links"), giving(undefined)])]).to.deep.equal([]);
  });

  it("takes a grammar that throws as giving none, and a turn no grammar read as holding none", () => {
    const throwing = { turnCues: () => { throw new Error("broken"); } } as unknown as Grammar;
    expect([...turnCuesIn("t", [throwing])]).to.deep.equal([]);
    expect([...turnCuesIn("t", [throwing, giving(["links"])])]).to.deep.equal(["links"]);
    expect([...turnCuesIn("open the page she linked", [])]).to.deep.equal([]);
  });
});
