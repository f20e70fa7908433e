// A count the person never spoke of, that a write sets where it need not set any.
import { expect } from "chai";
import { unaskedCountMarks, type UnaskedCountInputs } from "./unasked-counts.js";

describe("an optional count nobody spoke of, that an outside free text writes", () => {
  const booking = (text: string[], words: string[], textOutside = true) => ({
    textOutside,
    index: { step: 1, tool: "get_booking", text: new Map(text.map((k) => [k, "details"])), words: new Map(words.map((w) => [w, "details"])) },
  });
  const inputs = (results: UnaskedCountInputs["results"], typedWords: string[] = []): UnaskedCountInputs => ({ typedWords: new Set(typedWords), results });
  const none = () => false;
  const REQUIRED = new Set(["flight_id", "passenger_name"]);
  const seat = { flight_id: "flt_fr8342_1222", passenger_name: "Tiago Mendes", bags: 2 };
  const NOTE = booking(["n:2"], ["children", "checked", "bags"]);

  it("marks checked bags a booking's note says children travel with, where the person spoke of no bags", () => {
    expect(unaskedCountMarks(seat, REQUIRED, none, inputs([NOTE], ["son", "seat"]))).to.deep.equal([{ level: "untrusted", source: "get_booking", on: "bags", step: 1, field: "details" }]);
  });
  it("leaves a count of a thing the person spoke of, in any words", () => {
    expect(unaskedCountMarks(seat, REQUIRED, none, inputs([NOTE], ["one", "checked", "bag"]))).to.deep.equal([]);
    expect(unaskedCountMarks(seat, REQUIRED, none, inputs([NOTE], ["no", "bags"]))).to.deep.equal([]);
  });
  it("leaves a required count, a count of none, and a count the caller gave an origin for", () => {
    expect(unaskedCountMarks(seat, new Set([...REQUIRED, "bags"]), none, inputs([NOTE]))).to.deep.equal([]);
    expect(unaskedCountMarks({ ...seat, bags: 0 }, REQUIRED, none, inputs([booking(["n:0"], ["bags"])]))).to.deep.equal([]);
    expect(unaskedCountMarks(seat, REQUIRED, (n) => n === "bags", inputs([NOTE]))).to.deep.equal([]);
  });
  it("leaves a count no text writes with the thing's word, and a text of the person's own data", () => {
    expect(unaskedCountMarks(seat, REQUIRED, none, inputs([booking(["n:3"], ["bags"])]))).to.deep.equal([]);
    expect(unaskedCountMarks(seat, REQUIRED, none, inputs([booking(["n:2"], ["seat"])]))).to.deep.equal([]);
    expect(unaskedCountMarks(seat, REQUIRED, none, inputs([booking(["n:2"], ["bags"], false)]))).to.deep.equal([]);
  });
  it("leaves a sum, though the letter writes the number and the word of the argument's name", () => {
    const update = { transfer_id: "so_2104", amount: 84, next_date: "2027-01-01" };
    const letter = { textOutside: true, index: { step: 0, tool: "read_document", text: new Map([["n:84", "content"]]), words: new Map([["amount", "content"]]) } };
    expect(unaskedCountMarks(update, new Set(["transfer_id"]), none, inputs([letter], ["new", "price"]))).to.deep.equal([]);
    expect(unaskedCountMarks({ transfer_id: "so_2104", seats: 84 }, new Set(["transfer_id"]), none, inputs([{ ...letter, index: { ...letter.index, words: new Map([["seats", "content"]]) } }], ["new", "price"]))).to.have.length(1);
  });
});
