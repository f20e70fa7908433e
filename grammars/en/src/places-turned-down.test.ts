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
  it("sets a typed place apart where the turn asks the send to another typed place of its kind after it", () => {
    const reading = readTurn("don't post it in #general, put it in #kitchen-crew: the mixer is broken", { now });
    const general = reading.values.find((v) => v.value === "general");
    const crew = reading.values.find((v) => v.value === "kitchen-crew");
    expect(general?.superseded).to.equal(true);
    expect(crew?.superseded).to.equal(undefined);
    // Without a second place of its kind, the typed place is left as it was.
    expect(readTurn("don't post it in #sales, email dana@shop.example", { now }).values.some((v) => v.superseded)).to.equal(false);
  });
  it("sets a typed place apart where the place asked for comes before the one turned down", () => {
    const superseded = (text: string) => readTurn(text, { now }).values.filter((v) => v.superseded === true).map((v) => String(v.value));
    expect(superseded("tell the riders in #route-7 the bus is late, and never share that in #parents")).to.deep.equal(["parents"]);
    expect(superseded("message ops@depot.example about the delay. do not email it to chair@board.example")).to.deep.equal(["chair@board.example"]);
    // Where no send is asked, no place is set apart.
    expect(superseded("don't post it in #a-team and don't post it in #b-team")).to.deep.equal([]);
  });
  it("reads a send still asked where the negation reaches one place and the verb is left out before the other", () => {
    const asked = (text: string) => readTurn(text, { now }).sending.some((a) => !a.negated);
    expect(asked("don't send it to the client, just to Ravi at ravi@printworks.example")).to.equal(true);
    expect(asked("don't email the supplier, only to Jo at jo@shop.example please")).to.equal(true);
    // Without the second place the send stays negated.
    expect(asked("don't send it to the client, just keep it for now")).to.equal(false);
    expect(asked("don't send it to the client")).to.equal(false);
  });
});
