import { expect } from "chai";
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { recordsNamedByTheirValues } from "./records-named-by-their-values.js";

const reading = (values: TurnValue[]): TurnReading => ({ language: "pt", read: true, sending: [], destinations: [], values });
const id = (value: string): TurnValue => ({ kind: "id", text: value, value });
const date = (value: string, of?: string): TurnValue => ({ kind: "date", text: value, value, ...(of ? { of } : {}) });
const slots = new Map([["order_id", "id" as const]]);

/** `a EN-10 sai terça e a EN-11 sai quinta`, then `cancela a que sai quinta`. */
const list = reading([id("EN-10"), date("2026-03-03", "EN-10"), id("EN-11"), date("2026-03-05", "EN-11")]);
const pick = reading([date("2026-03-05")]);

describe("a record the latest turn names by a value an earlier list tied to it", () => {
  it("asks of a call on another record of the list, showing the one named", () => {
    expect(recordsNamedByTheirValues(pick, [list], slots, { order_id: "EN-10" })).to.deep.equal([{ argument: "order_id", said: "EN-11", call: "EN-10" }]);
    expect(recordsNamedByTheirValues(pick, [list], slots, { order_id: "EN-11" })).to.deep.equal([]);
  });
  it("reads nothing where the turn names a record of its own, or its value is tied to two records", () => {
    expect(recordsNamedByTheirValues(reading([date("2026-03-05"), id("EN-12")]), [list], slots, { order_id: "EN-10" })).to.deep.equal([]);
    const both = reading([id("EN-10"), date("2026-03-05", "EN-10"), id("EN-11"), date("2026-03-05", "EN-11")]);
    expect(recordsNamedByTheirValues(pick, [both], slots, { order_id: "EN-10" })).to.deep.equal([]);
  });
});
