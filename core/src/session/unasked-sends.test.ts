// A send nobody asked for in any verb, after an outside text that speaks to the agent.
import { expect } from "chai";
import { unaskedSendMark, type AddressedResult } from "./unasked-sends.js";

const results = (addressed: boolean): AddressedResult[] => [{ textOutside: true, index: { step: 0, tool: "read_channel", addressed, instructedField: "messages.text" } }];
const no = () => false;

describe("a send nobody asked for, after a text that speaks to the agent", () => {
  it("marks the call with the text that spoke to the agent", () => {
    expect(unaskedSendMark(false, no, results(true))).to.deep.equal({ level: "untrusted", source: "read_channel", on: "call", step: 0, field: "messages.text" });
  });
  it("leaves a send whose act the turns name, and one the latest turn asks in a verb of its own", () => {
    expect(unaskedSendMark(true, no, results(true))).to.equal(undefined);
    expect(unaskedSendMark(false, () => true, results(true))).to.equal(undefined);
  });
  it("leaves a send after texts that do not speak to the agent", () => expect(unaskedSendMark(false, no, results(false))).to.equal(undefined));
});
