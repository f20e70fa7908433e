// One of a thing, where the schema allows no fewer: the model's plain choice, whatever text writes a 1.
import { expect } from "chai";
import type { CompiledTool } from "../catalogue/catalogue.js";
import { leastAllowed } from "./least-values.js";

describe("one of a thing, the least the schema allows", () => {
  const tool = { spec: { arguments: { type: "object", properties: { quantity: { type: "integer", minimum: 1 }, bags: { type: "integer", minimum: 0 }, amount: { type: "number", minimum: 1 }, seats: { type: "integer" } } } } } as unknown as CompiledTool;
  it("takes a quantity of 1 where the schema's minimum is 1", () => expect(leastAllowed(tool, "quantity", 1)).to.equal(true));
  it("leaves a larger count", () => expect(leastAllowed(tool, "quantity", 2)).to.equal(false));
  it("leaves a least of 0: dropping a thing is no default", () => expect(leastAllowed(tool, "bags", 0)).to.equal(false));
  it("leaves a sum, a count with no minimum, and an argument the schema lacks", () => {
    expect(leastAllowed(tool, "amount", 1)).to.equal(false);
    expect(leastAllowed(tool, "seats", 1)).to.equal(false);
    expect(leastAllowed(tool, "__proto__", 1)).to.equal(false);
    expect(leastAllowed(undefined, "quantity", 1)).to.equal(false);
  });
});
