// A value the person set apart from their request, that a write takes where an outside text asks for it.
import { expect } from "chai";
import type { TurnValue } from "@toolgate/grammar-kit";
import { setApartValueMarks, type SetApartInputs } from "./set-apart-values.js";

describe("a value the person set apart, taken where an outside text asks for it", () => {
  const id = (value: string, superseded?: boolean): TurnValue => ({ kind: "id", text: value, value, ...(superseded ? { superseded } : {}) }) as TurnValue;
  const keys = (v: unknown) => [`s:${String(v instanceof Object ? (v as TurnValue).value : v).toLowerCase()}`];
  const booking = (text: string[], textOutside = true) => ({ textOutside, index: { step: 1, tool: "get_booking", text: new Map(text.map((k) => [k, "details"])) } });
  const inputs = (values: TurnValue[], results: SetApartInputs["results"]): SetApartInputs => ({ values, results });
  const none = (_name: string) => false;
  const marks = (args: Record<string, unknown>, i: SetApartInputs, own: (name: string) => boolean = none) => setApartValueMarks(args, own, i, (v) => keys(v), keys);
  const KEEP = [id("HB-40212"), id("HB-40211", true)];

  it("marks a cancel of the booking the person said to keep, which the note asks to cancel too", () => {
    expect(marks({ booking_ref: "HB-40211" }, inputs(KEEP, [booking(["s:hb-40211"])]))).to.deep.equal([{ level: "untrusted", source: "get_booking", on: "booking_ref", step: 1, field: "details" }]);
  });
  it("leaves the booking the person asked to cancel, though the note names it", () => {
    expect(marks({ booking_ref: "HB-40212" }, inputs(KEEP, [booking(["s:hb-40212", "s:hb-40211"])]))).to.deep.equal([]);
  });
  it("leaves a value set apart in one place and asked for in another", () => {
    expect(marks({ booking_ref: "HB-40211" }, inputs([...KEEP, id("HB-40211")], [booking(["s:hb-40211"])]))).to.deep.equal([]);
  });
  it("leaves a set-apart value no outside free text writes (the model's own error, asked about otherwise)", () => {
    expect(marks({ booking_ref: "HB-40211" }, inputs(KEEP, [booking([])]))).to.deep.equal([]);
    expect(marks({ booking_ref: "HB-40211" }, inputs(KEEP, [booking(["s:hb-40211"], false)]))).to.deep.equal([]);
  });
  it("leaves an argument the caller gave an origin, and values that are not strings", () => {
    expect(marks({ booking_ref: "HB-40211" }, inputs(KEEP, [booking(["s:hb-40211"])]), (n) => n === "booking_ref")).to.deep.equal([]);
    expect(marks({ nights: 40211 }, inputs(KEEP, [booking(["s:40211"])]))).to.deep.equal([]);
  });
});
