// A verb the person said of another tool they named in full, and an act nobody asked for that quotes a label the person typed.
import { expect } from "chai";
import type { Mark, OriginVerdict } from "../model.js";
import { actClaimedByAnother, namedInFull } from "./claimed-acts.js";
import { unaskedActMark } from "./unasked-acts.js";

// Tool names' act terms as the act reader gives them (acts.ts): `pay` is in the act group of `send`.
const TERMS: Record<string, readonly string[]> = {
  pay_deposit: ["send", "deposit"],
  send_itinerary: ["send", "itinerar"],
  send_money: ["send", "mone"],
  book_flight: ["book", "flight"],
  book_hotel: ["book", "hotel"],
  get_booking: ["book"],
  search_flights: ["search", "flight"],
};
const terms = (name: string): readonly string[] => TERMS[name] ?? [];
const tools = Object.keys(TERMS);
const claimed = (tool: string, typed: string[]) => actClaimedByAnother(tool, terms, tools, new Set(typed));

describe("an act word claimed by another tool", () => {
  const cases: Array<{ note: string; tool: string; typed: string[]; want: boolean }> = [
    { note: "a payment, after `send the itinerary`", tool: "pay_deposit", typed: ["look", "book", "send", "itinerar"], want: true },
    { note: "a flight booked, after `vê a reserva` and a send", tool: "book_flight", typed: ["book", "send", "itinerar"], want: true },
    { note: "a payment the person named in full (`pay the deposit and send the itinerary`)", tool: "pay_deposit", typed: ["send", "deposit", "itinerar"], want: false },
    { note: "a flight the person asked to book (`book the flight`)", tool: "book_flight", typed: ["book", "flight"], want: false },
    { note: "a flight booked after a search for flights: the search does not hold the verb", tool: "book_flight", typed: ["book", "search", "flight"], want: false },
    { note: "a payment whose verb no turn said", tool: "pay_deposit", typed: ["itinerar"], want: false },
    { note: "a payment where no other tool is named in full (`send the money`)", tool: "pay_deposit", typed: ["send"], want: false },
    { note: "a tool whose name has no act term", tool: "unknown_tool", typed: ["send", "itinerar"], want: false },
  ];
  for (const c of cases) it(`${c.want ? "takes" : "leaves"} the act of ${c.note}`, () => expect(claimed(c.tool, c.typed)).to.equal(c.want));

  it("counts a tool named by its verb alone as naming no thing: `pay` claims nothing of `send_money`", () => {
    const verbs: Record<string, readonly string[]> = { pay: ["send"], send_money: ["send"], get_booking: [] };
    const withPay = (name: string): readonly string[] => (name === "pay" ? ["send"] : terms(name));
    const named = namedInFull(["pay", "send_money", "get_booking"], withPay, new Set(["send", "book"]), (n) => verbs[n] ?? []);
    expect(named).to.deep.equal(["get_booking"]);
    expect(actClaimedByAnother("send_money", withPay, named, new Set(["send", "book"]))).to.equal(false);
  });
});

describe("an act nobody asked for that quotes a label the person typed", () => {
  const origins = (reference: string): Record<string, OriginVerdict> => ({
    iban: { origin: "result:1.details", trusted: true },
    amount: { origin: "result:1.details", trusted: true },
    reference: { origin: reference, trusted: reference !== "model" },
  });
  const weak = (on: string): Mark => ({ level: "untrusted", source: "get_booking", on, step: 1, field: "details", weak: true });
  const marks = [weak("iban"), weak("amount")];
  const isLabel = (name: string) => name === "reference";
  it("marks the act with the text's mark where the label is the person's booking reference", () => {
    expect(unaskedActMark(origins("typed"), marks, false, () => true, () => false, isLabel)).to.deep.equal({ level: "untrusted", source: "get_booking", on: "call", step: 1, field: "details" });
  });
  it("leaves the act where the typed value is not a label", () => {
    expect(unaskedActMark(origins("typed"), marks, false, () => true, () => false, () => false)).to.equal(undefined);
  });
  it("leaves the act the person asked for", () => {
    expect(unaskedActMark(origins("typed"), marks, true, () => true, () => false, isLabel)).to.equal(undefined);
  });
  it("leaves the act where the person named no other act", () => {
    expect(unaskedActMark(origins("typed"), marks, false, () => false, () => false, isLabel)).to.equal(undefined);
  });
});
