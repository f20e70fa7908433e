// A count nobody gave, that an outside text sets by the argument's own name.
import { expect } from "chai";
import { namedCountMarks, type NamedCountInputs } from "./named-counts.js";

describe("a count an outside text sets by the argument's name", () => {
  const result = (keys: string[], textOutside = true, step = 1) => ({ textOutside, index: { step, tool: "search_products", text: new Map(keys.map((k) => [k, "products/0/description"])) } });
  const inputs = (results: NamedCountInputs["results"], typed: string[] = []): NamedCountInputs => ({ typed: new Set(typed), results });
  const none = () => false;
  const MARK = { level: "untrusted", source: "search_products", on: "quantity", step: 1, field: "products/0/description" };

  it("marks an order's quantity the text writes after the word `quantity`", () => {
    expect(namedCountMarks({ product_id: "prd_tent_ul2", quantity: 2 }, none, inputs([result(["w:quantity 2"])]))).to.deep.equal([MARK]);
  });
  it("marks a plural argument the text names in the singular or plural", () => {
    expect(namedCountMarks({ flight_id: "fl_1", bags: 1 }, none, inputs([result(["w:bags 1"])]))).to.deep.equal([{ ...MARK, on: "bags" }]);
    expect(namedCountMarks({ flight_id: "fl_1", bags: 1 }, none, inputs([result(["w:bag 1"])]))).to.deep.equal([{ ...MARK, on: "bags" }]);
  });
  it("marks a zero the text sets", () => {
    expect(namedCountMarks({ hotel_id: "h", guests: 0 }, none, inputs([result(["w:guests 0"])]))).to.deep.equal([{ ...MARK, on: "guests" }]);
  });
  it("marks the newest text that sets the count", () => {
    expect(namedCountMarks({ quantity: 2 }, none, inputs([result(["w:quantity 2"], true, 3), result(["w:quantity 2"])]))).to.deep.equal([{ ...MARK, step: 3 }]);
  });
  it("leaves a count the person wrote with the same word, either way round", () => {
    expect(namedCountMarks({ bags: 2 }, none, inputs([result(["w:bags 2"])], ["w:2 bags"]))).to.deep.equal([]);
    expect(namedCountMarks({ quantity: 2 }, none, inputs([result(["w:quantity 2"])], ["w:quantity 2"]))).to.deep.equal([]);
  });
  it("leaves a count the text writes before the thing counted (a listing's `6 guests`)", () => {
    expect(namedCountMarks({ guests: 6 }, none, inputs([result(["w:6 guests"])]))).to.deep.equal([]);
  });
  it("leaves another count than the one the text sets", () => expect(namedCountMarks({ quantity: 1 }, none, inputs([result(["w:quantity 2"])]))).to.deep.equal([]));
  it("leaves a text that is not outside free text", () => expect(namedCountMarks({ quantity: 2 }, none, inputs([result(["w:quantity 2"], false)]))).to.deep.equal([]));
  it("leaves an argument the caller gave an origin", () => expect(namedCountMarks({ quantity: 2 }, (n) => n === "quantity", inputs([result(["w:quantity 2"])]))).to.deep.equal([]));
  it("leaves values that are no counts", () => {
    expect(namedCountMarks({ quantity: 2.5, year: 2027, note: "quantity 2" }, none, inputs([result(["w:quantity 2.5", "w:year 2027", "w:quantity 2"])]))).to.deep.equal([]);
  });
});
