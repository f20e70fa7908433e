// A reported result's field read as free text someone outside wrote or as structured data.
import { expect } from "chai";
import { fieldKind } from "./field-kind.js";

describe("a result field's kind", () => {
  it("reads a free-text field by its name, and a string of many words wherever it sits", () => {
    expect(fieldKind(undefined, "messages.body", "Hi")).to.equal("text");
    expect(fieldKind(undefined, "status", "one two three four five six seven eight")).to.equal("text");
    expect(fieldKind(undefined, "status", "confirmed")).to.equal("structured");
  });
  it("reads a party's name field that carries a note with a number beside the name as free text", () => {
    expect(fieldKind(undefined, "guest_name", "Anja Vogel + 1 child (3 guests)")).to.equal("text");
    expect(fieldKind(undefined, "bookings.passenger_name", "Marek Nowak, seat 14C please")).to.equal("text");
  });
  it("keeps a name, a name with no number, a source's name and a short code as structured", () => {
    expect(fieldKind(undefined, "guest_name", "Anja Vogel")).to.equal("structured");
    expect(fieldKind(undefined, "recipient_name", "Senhorio - Jorge Faria")).to.equal("structured");
    expect(fieldKind(undefined, "file_name", "Budget 2026 final draft.xlsx")).to.equal("structured");
    expect(fieldKind(undefined, "channel_name", "team 2027 launch plans")).to.equal("structured");
    expect(fieldKind(undefined, "guest_name", "Room 12")).to.equal("structured");
    expect(fieldKind(undefined, "name", "Kindle Paperwhite 16 GB")).to.equal("structured");
  });
});
