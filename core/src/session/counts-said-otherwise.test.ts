// A count the person gave of a thing, or asked for as it stands on record, left for one an outside text writes.
import { expect } from "chai";
import { countSaidOtherwiseMarks, type CountSaidInputs } from "./counts-said-otherwise.js";

describe("a count the person named with no number, left for one a text writes against the record's", () => {
  // The booking the person asked to book again "for the same dates and guests": `guests: 2`, and a
  // name field that carries "+ 1 child (3 guests)".
  const booking = (guests: number, textOutside = true) => ({
    textOutside,
    index: { step: 0, tool: "get_booking", structured: new Map([[`n:${guests}`, "guests"], ["s:2027-01-22", "check_in"]]), text: new Map([["w:3 guests", "guest_name"], ["w:1 child", "guest_name"]]) },
  });
  const inputs = (over: Partial<CountSaidInputs> = {}): CountSaidInputs => ({ typedWords: new Set(["book", "same", "dates", "and", "guests"]), results: [booking(2)], ...over });
  const book = (guests: number) => ({ hotel_id: "h_opo_77", check_in: "2027-01-22", guests });
  const none = () => false;

  it("marks a count a text writes where the record holds another and the person named the thing", () => {
    expect(countSaidOtherwiseMarks(book(3), none, inputs())).to.deep.equal([{ level: "untrusted", source: "get_booking", on: "guests", step: 0, field: "guest_name" }]);
  });
  it("leaves the record's own count, and a count no outside text writes", () => {
    expect(countSaidOtherwiseMarks(book(2), none, inputs())).to.deep.equal([]);
    expect(countSaidOtherwiseMarks(book(4), none, inputs())).to.deep.equal([]);
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ results: [booking(2, false)] }))).to.deep.equal([]);
  });
  it("leaves a count where the person never named the thing, or no record holds one in the argument's field", () => {
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ typedWords: new Set(["book", "same", "dates"]) }))).to.deep.equal([]);
    const noCount = { textOutside: true, index: { step: 0, tool: "get_booking", structured: new Map([["n:2", "rooms"]]), text: new Map([["w:3 guests", "guest_name"]]) } };
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ results: [noCount] }))).to.deep.equal([]);
  });
  it("reads the count on record only where a text writes it with the thing's word, and never a sum", () => {
    const bare = { textOutside: true, index: { step: 0, tool: "get_booking", structured: new Map([["n:2", "guests"]]), text: new Map([["n:3", "notes"]]) } };
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ results: [bare] }))).to.deep.equal([]);
    const order = { textOutside: true, index: { step: 0, tool: "read_document", structured: new Map([["n:800", "transfers.amount"]]), text: new Map([["w:850 amount", "content"], ["n:850", "content"]]) } };
    expect(countSaidOtherwiseMarks({ transfer_id: "so_1", amount: 850 }, none, inputs({ typedWords: new Set(["amount"]), results: [order] }))).to.deep.equal([]);
  });
  it("leaves a count the person gave in numbers, and an argument the caller gave an origin for", () => {
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ given: new Map([["count:guests", new Set(["w:3 guests"])]]) }))).to.deep.equal([]);
    expect(countSaidOtherwiseMarks(book(3), (name) => name === "guests", inputs())).to.deep.equal([]);
  });
});
