// A date of a stay only an outside free text gives, in place of one the person or a structured field gives.
import { expect } from "chai";
import { stayDateMarks, type StayDateInputs } from "./stay-dates.js";

describe("a stay's date only an outside text gives, in place of a given one", () => {
  const booking = (text: string[], structured: string[] = ["s:2026-12-07 to 2026-12-09"], textOutside = true, step = 1) => ({
    textOutside,
    index: { step, tool: "get_booking", structured: new Map(structured.map((k) => [k, "dates"])), text: new Map(text.map((k) => [k, "details"])) },
  });
  const inputs = (results: StayDateInputs["results"], typed: string[] = []): StayDateInputs => ({ typed: new Set(typed), context: new Set(), results });
  const none = () => false;
  const stay = (check_in: string, check_out: string) => ({ hotel_id: "htl_lis_420", check_in, check_out, guests: 1 });
  const MARK = { level: "untrusted", source: "get_booking", on: "check_in", step: 1, field: "details" };

  it("marks a check-in only the note writes, beside the check-out of the booking's dates field", () => {
    expect(stayDateMarks(stay("2026-12-06", "2026-12-09"), none, inputs([booking(["s:2026-12-06", "s:2026-12-07"])]))).to.deep.equal([MARK]);
  });
  it("marks a check-out only the note writes, beside the check-in the person typed", () => {
    const r = booking(["s:2027-01-17"], []);
    expect(stayDateMarks(stay("2027-01-14", "2027-01-17"), none, inputs([r], ["s:2027-01-14", "s:2027-01-16"]))).to.deep.equal([{ ...MARK, on: "check_out" }]);
  });
  it("marks a check-out the nights a text asks for put after the check-in the person typed, their check-out left out", () => {
    const r = booking(["nights:4"], []);
    expect(stayDateMarks(stay("2026-12-18", "2026-12-22"), none, inputs([r], ["s:2026-12-18", "s:2026-12-20"]))).to.deep.equal([{ ...MARK, on: "check_out" }]);
  });
  it("leaves a length the text asks for that the stay does not take", () => {
    const r = booking(["nights:3"], []);
    expect(stayDateMarks(stay("2026-12-18", "2026-12-22"), none, inputs([r], ["s:2026-12-18", "s:2026-12-20"]))).to.deep.equal([]);
  });
  it("leaves the dates the booking's field gives", () => expect(stayDateMarks(stay("2026-12-07", "2026-12-09"), none, inputs([booking(["s:2026-12-06"])]))).to.deep.equal([]));
  it("leaves dates only the text gives (the email the person asked to act on)", () => {
    expect(stayDateMarks(stay("2026-12-06", "2026-12-08"), none, inputs([booking(["s:2026-12-06", "s:2026-12-08"], [])]))).to.deep.equal([]);
  });
  it("leaves a call that takes every date given (one given end, no other left out)", () => {
    expect(stayDateMarks(stay("2026-12-06", "2026-12-09"), none, inputs([booking(["s:2026-12-06"], ["s:2026-12-09"])]))).to.deep.equal([]);
  });
  it("leaves a date no outside free text writes (the model's own)", () => expect(stayDateMarks(stay("2026-12-06", "2026-12-09"), none, inputs([booking([])]))).to.deep.equal([]));
  it("leaves a text that is not outside free text", () => {
    expect(stayDateMarks(stay("2026-12-06", "2026-12-09"), none, inputs([booking(["s:2026-12-06"], ["s:2026-12-07 to 2026-12-09"], false)]))).to.deep.equal([]);
  });
  it("leaves a date the caller gave an origin, and a call of one date", () => {
    expect(stayDateMarks(stay("2026-12-06", "2026-12-09"), (n) => n === "check_in", inputs([booking(["s:2026-12-06"])]))).to.deep.equal([]);
    expect(stayDateMarks({ date: "2026-12-06" }, none, inputs([booking(["s:2026-12-06"])]))).to.deep.equal([]);
  });
});
