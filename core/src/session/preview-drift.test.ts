// A value a message's preview writes that its body does not.
import { expect } from "chai";
import { PreviewDrift } from "./preview-drift.js";

describe("a value only a message's preview writes", () => {
  it("gives the keys a record's snippet holds and its body does not", () => {
    const d = new PreviewDrift();
    d.add("emails.snippet", 1, ["t:10:00", "w:unit 4 dockside"]);
    d.add("emails.body", 1, ["t:10:00", "w:8 kiln lane"]);
    expect(d.drifted()).to.deep.equal(["w:unit 4 dockside"]);
  });
  it("gives nothing where the snippet says what the body says", () => {
    const d = new PreviewDrift();
    d.add("emails.snippet", 1, ["t:10:00"]);
    d.add("emails.body", 1, ["t:10:00", "w:8 kiln lane"]);
    expect(d.drifted()).to.deep.equal([]);
  });
  it("gives nothing for a record with a preview and no body, nor across records", () => {
    const d = new PreviewDrift();
    d.add("emails.snippet", 1, ["w:unit 4 dockside"]);
    d.add("emails.snippet", 2, ["w:unit 4 dockside"]);
    d.add("emails.body", 3, ["t:10:00"]);
    expect(d.drifted()).to.deep.equal([]);
  });
  it("reads no other field as a preview or a body", () => {
    const d = new PreviewDrift();
    d.add("emails.subject", 1, ["w:unit 4 dockside"]);
    d.add("emails.body", 1, ["t:10:00"]);
    expect(d.drifted()).to.deep.equal([]);
  });
});
