// The act the person asked for, done to a record only an outside free text names.
import { expect } from "chai";
import { textNamedRecordMark, type TextNamedRecordInputs } from "./text-named-records.js";

describe("an asked act done to a record only an outside free text names", () => {
  const booking = (text: string[], structured: string[] = [], textOutside = true) => ({
    textOutside,
    index: { step: 1, tool: "get_booking", structured: new Map(structured.map((k) => [k, "booking_ref"])), within: new Set<string>(), text: new Map(text.map((k) => [k, "details"])) },
  });
  const inputs = (results: TextNamedRecordInputs["results"], typed: string[] = []): TextNamedRecordInputs => ({ typed: new Set(typed), context: new Set(), reply: new Set(), results });
  const none = () => false;
  const REQUIRED = new Set(["booking_ref"]);
  const cancel = { booking_ref: "HB-55121", reason: "plans changed" };
  const HELD = ["s:hb-55121", "c:hb55121"];
  const MARK = { level: "untrusted", source: "get_booking", on: "call", step: 1, field: "details" };

  it("marks a cancellation of the booking a rental's notes name, where the person asked to cancel the rental", () => {
    expect(textNamedRecordMark(true, true, REQUIRED, cancel, none, inputs([booking(HELD, ["s:cr-55120"])], ["s:cr-55120"]))).to.deep.equal(MARK);
  });
  it("leaves a record the person named, or one a result lists as a record", () => {
    expect(textNamedRecordMark(true, true, REQUIRED, cancel, none, inputs([booking(HELD, ["s:cr-55120"])], ["s:hb-55121", "s:cr-55120"]))).to.equal(undefined);
    expect(textNamedRecordMark(true, true, REQUIRED, cancel, none, inputs([booking(HELD, HELD)]))).to.equal(undefined);
  });
  it("leaves an identifier only the text of a record the person did not name writes", () => {
    expect(textNamedRecordMark(true, true, REQUIRED, cancel, none, inputs([booking(HELD, ["s:cr-55120"])]))).to.equal(undefined);
  });
  it("leaves an identifier no text writes, and a text of the person's own data", () => {
    expect(textNamedRecordMark(true, true, REQUIRED, cancel, none, inputs([booking(["s:cr-55120"], ["s:cr-55120"])], ["s:cr-55120"]))).to.equal(undefined);
    expect(textNamedRecordMark(true, true, REQUIRED, cancel, none, inputs([booking(HELD, ["s:cr-55120"], false)], ["s:cr-55120"]))).to.equal(undefined);
  });
  it("leaves an act nobody asked for, and a call that is not an act by identifiers alone", () => {
    const named = inputs([booking(HELD, ["s:cr-55120"])], ["s:cr-55120"]);
    expect(textNamedRecordMark(true, false, REQUIRED, cancel, none, named)).to.equal(undefined);
    expect(textNamedRecordMark(false, true, REQUIRED, cancel, none, named)).to.equal(undefined);
  });
  it("leaves an identifier the caller gave an origin for", () => {
    expect(textNamedRecordMark(true, true, REQUIRED, cancel, () => true, inputs([booking(HELD, ["s:cr-55120"])], ["s:cr-55120"]))).to.equal(undefined);
  });
});
