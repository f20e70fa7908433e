import { expect } from "chai";
import { readTurn } from "./read.js";

const now = new Date("2026-03-02T10:00:00Z");

/** The places a turn sends to, as kind:value. */
function destinations(text: string): string[] {
  return readTurn(text, { now }).destinations.map((d) => `${d.kind}:${d.value}`);
}

describe("the English grammar's places turned down as where to send", () => {
  it("keeps a place named in words that a negated send turns down out of the places to send to", () => {
    expect(destinations("don't post it in the sales channel, just email dana@shop.example")).to.deep.equal(["email:dana@shop.example"]);
    expect(destinations("no need to share it in the team chat, text Jo on 07700 900411 instead")).to.deep.equal(["phone:07700900411"]);
  });
  it("keeps a typed place, and a place turned down where no other send is asked", () => {
    expect(destinations("don't post it in #sales, email dana@shop.example")).to.deep.equal(["channel:sales", "email:dana@shop.example"]);
    expect(destinations("don't post it in the sales channel")).to.deep.equal(["channel:sales"]);
  });
});
