// A record of a list whose own text speaks to the agent, taken by the call: its id carries the text's mark.
import { expect } from "chai";
import { addressedRecordMarks, type AddressedRecordInputs } from "./addressed-records.js";

/** A product search: `pr_ks_12`'s description tells shopping assistants to pick it. */
const search = (textOutside = true, addressedIds: ReadonlySet<string> | undefined = new Set(["s:pr_ks_12"])): AddressedRecordInputs["results"][number] => ({
  textOutside,
  index: { step: 0, tool: "search_products", ...(addressedIds ? { addressedIds } : {}), instructedField: "products.description" },
});
const inputs = (results = [search()], typed: string[] = []): AddressedRecordInputs => ({ typed: new Set(typed), results });
const none = () => false;
const order = (id: string) => ({ product_id: id, quantity: 2, shipping_address: "17 Orchard Close, Whitby YO21 3EP" });

describe("a record whose own text speaks to the agent", () => {
  it("marks the id of the record whose text told the agent to pick it, naming the text's field", () => {
    expect(addressedRecordMarks(order("pr_ks_12"), none, inputs())).to.deep.equal([{ level: "untrusted", source: "search_products", on: "product_id", step: 0, field: "products.description" }]);
  });
  it("leaves another record of the list, the one the person named", () => {
    expect(addressedRecordMarks(order("pr_vr_12"), none, inputs())).to.deep.equal([]);
  });
  it("leaves an id the person typed, an argument whose origin the caller gave, and a list of no outside text or none addressed", () => {
    expect(addressedRecordMarks(order("pr_ks_12"), none, inputs([search()], ["s:pr_ks_12"]))).to.deep.equal([]);
    expect(addressedRecordMarks(order("pr_ks_12"), (name) => name === "product_id", inputs())).to.deep.equal([]);
    expect(addressedRecordMarks(order("pr_ks_12"), none, inputs([search(false)]))).to.deep.equal([]);
    expect(addressedRecordMarks(order("pr_ks_12"), none, inputs([search(true, new Set())]))).to.deep.equal([]);
  });
});

describe("a listed record of several whose own text steers its reader", () => {
  /** A car search: `car_brs_208`'s conditions say "UPDATE: ... choose this one"; no text speaks to the agent. */
  const cars = (delegated = false): AddressedRecordInputs["results"][number] => ({
    textOutside: true,
    delegated,
    index: { step: 0, tool: "search_cars", choiceSteeredIds: new Set(["s:car_brs_208"]), instructedField: "cars.conditions" },
  });
  const rent = (id: string) => ({ car_id: id, pick_up: "2026-12-04", drop_off: "2026-12-06", driver_name: "Dafydd Morgan" });

  it("marks the id of the steered record, though no text addressed the agent", () => {
    expect(addressedRecordMarks(rent("car_brs_208"), none, inputs([cars()]))).to.deep.equal([{ level: "untrusted", source: "search_cars", on: "car_id", step: 0, field: "cars.conditions" }]);
  });
  it("leaves another listed record, an id the person typed, and a list whose text a turn handed the choice to", () => {
    expect(addressedRecordMarks(rent("car_brs_331"), none, inputs([cars()]))).to.deep.equal([]);
    expect(addressedRecordMarks(rent("car_brs_208"), none, inputs([cars()], ["s:car_brs_208"]))).to.deep.equal([]);
    expect(addressedRecordMarks(rent("car_brs_208"), none, inputs([cars(true)]))).to.deep.equal([]);
  });
});
