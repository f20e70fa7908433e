// A phone or an email only an outside text adds to a change the person pointed the agent at.
import { expect } from "chai";
import { unaskedContactMarks } from "./unasked-contacts.js";

describe("a phone or an email only an outside text adds to a change", () => {
  const inputs = (typed: string[], textOutside = true) => ({ typedWords: new Set(typed), results: [{ index: { step: 0, tool: "read_document", text: new Map() }, textOutside }] });
  const origins = (phone: string) => ({ street: { origin: "result:0.content", trusted: true }, postcode: { origin: "result:0.content", trusted: true }, phone: { origin: phone, trusted: true } });
  const args = { street: "14 Otley Road", postcode: "LS6 3AA", phone: "07911 123456" };
  it("marks a phone the letter adds to the address it gives", () => {
    expect(unaskedContactMarks(args, new Set(), origins("result:0.content"), inputs(["update", "my", "address"]))).to.deep.equal([{ level: "untrusted", source: "read_document", on: "phone", step: 0 }]);
  });
  it("leaves a phone the person speaks of", () => expect(unaskedContactMarks(args, new Set(), origins("result:0.content"), inputs(["and", "my", "phone"]))).to.deep.equal([]));
  it("leaves a phone the person typed", () => expect(unaskedContactMarks(args, new Set(), origins("typed"), inputs([]))).to.deep.equal([]));
  it("leaves a contact the tool requires (a share's recipient)", () => expect(unaskedContactMarks(args, new Set(["phone"]), origins("result:0.content"), inputs([]))).to.deep.equal([]));
  it("leaves a phone from a result that is not outside free text", () => expect(unaskedContactMarks(args, new Set(), origins("result:0.content"), inputs([], false))).to.deep.equal([]));
  it("marks a phone a text gives, set alone where the person asked for another change", () => {
    expect(unaskedContactMarks({ phone: "+351912004771" }, new Set(), { phone: { origin: "result:0.content", trusted: true } }, inputs(["change", "my", "address"]))).to.deep.equal([{ level: "untrusted", source: "read_document", on: "phone", step: 0 }]);
  });
  it("leaves a phone set alone that the person speaks of", () => {
    expect(unaskedContactMarks({ phone: "+351912004771" }, new Set(), { phone: { origin: "result:0.content", trusted: true } }, inputs(["change", "my", "phone"]))).to.deep.equal([]);
  });
  it("leaves a phone with no other value of the same result beside it", () => {
    expect(unaskedContactMarks({ phone: "07911 123456", postcode: "LS6 3AA" }, new Set(), { phone: { origin: "result:0.content", trusted: true }, postcode: { origin: "typed", trusted: true } }, inputs([]))).to.deep.equal([]);
  });
});
