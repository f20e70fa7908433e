import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");
const looked = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.lookedUp === true).map((v) => String(v.value));

describe("English reading: the record a turn ties a look-up to", () => {
  it("marks the values of a clause headed by a verb that only looks", () => {
    expect(looked("find booking HB-71 for the Lees and cancel HB-72")).to.deep.equal(["HB-71"]);
    expect(looked("refund 15 on 7730, then check 7731 for the missing lid")).to.deep.equal(["7731"]);
  });
  it("marks nothing where the turn asks for one act, or no clause only looks", () => {
    expect(looked("look up order 4411")).to.deep.equal([]);
    expect(looked("refund 20 on 4411 and cancel 4412")).to.deep.equal([]);
  });
});
