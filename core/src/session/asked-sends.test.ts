// Whether the person's latest turn asks for a send in its own verb.
import { expect } from "chai";
import type { SendingAct, TurnReading } from "@toolgate/grammar-kit";
import { sendAsked } from "./asked-sends.js";

describe("a send the person's latest turn asks for in its own verb", () => {
  const turn = (sending: SendingAct[], read = true): TurnReading => ({ language: "en", read, sending, destinations: [], values: [] });
  const email: SendingAct = { verb: "email", text: "email", negated: false };
  const yes = () => true;
  const no = () => false;

  it("is asked where the turn emails something and the catalogue has a tool that sends", () => {
    expect(sendAsked(turn([email]), yes)).to.equal(true);
  });
  it("is not asked where the catalogue has no tool that sends", () => {
    expect(sendAsked(turn([email]), no)).to.equal(false);
  });
  it("is not asked where the turn's only sending act is negated or a bare go-ahead", () => {
    expect(sendAsked(turn([{ ...email, negated: true }]), yes)).to.equal(false);
    expect(sendAsked(turn([{ verb: "send", text: "pode mandar", negated: false, consent: true }]), yes)).to.equal(false);
  });
  it("is not asked where the turn names no send, no grammar read it, or there is no turn", () => {
    expect(sendAsked(turn([]), yes)).to.equal(false);
    expect(sendAsked(turn([email], false), yes)).to.equal(false);
    expect(sendAsked(undefined, yes)).to.equal(false);
  });
});
