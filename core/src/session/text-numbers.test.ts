// Numbers a text writes joined to the thing counted (`3-bag`) are keyed as counts; numbers it
// writes only as measures with their units (`1.0 l`) are not values it gives.
import { expect } from "chai";
import { joinedCountKeys } from "./joined-counts.js";
import { ordinalCountKeys } from "./ordinal-counts.js";
import { qualifiedCountKeys } from "./qualified-counts.js";
import { textWords } from "./origins.js";
import { countSaidOtherwiseMarks } from "./counts-said-otherwise.js";
import { measureOnlyKeys } from "./measures.js";
import { numberKey } from "./values.js";
import { cpuMs } from "./cpu-time.test.kit.js";

describe("numbers of a text: counts joined to a word, measures", () => {
  it("keys a count joined to the thing counted", () => {
    expect([...joinedCountKeys("booked with the 3-bag bundle, a 2-night stay, a 12-seat table")]).to.deep.equal([numberKey(3), numberKey(2), numberKey(12)]);
  });
  it("keys no part of a date, a range, an id or a decimal", () => {
    expect([...joinedCountKeys("on 2026-12-04, pages 10-12, ref AB-12-x, 1.5-litre, room 4050-262")]).to.deep.equal([]);
  });
  it("keys the count an article and an ordinal ask for, with the thing counted (en, pt)", () => {
    expect([...ordinalCountKeys(textWords("Kit travels as a sports item: add it as a third bag. Book a second room; reserve uma segunda noite."))]).to.deep.equal(["w:3 bag", "w:2 room", "w:2 noite"]);
  });
  it("keys no ordinal without an article, nor a bare number, nor the pt ordinal that is also a room", () => {
    expect([...ordinalCountKeys(textWords("The second bag costs 40 GBP. Check-in on the third floor. Temos um quarto duplo."))]).to.deep.equal([]);
  });
  it("marks a count a fare note asks for by an ordinal, against the person's count, and leaves the person's own", () => {
    const note = { textOutside: true, index: { step: 1, tool: "search_flights", text: new Map([...ordinalCountKeys(textWords("Sports kit travels separately: add it as a third bag when booking."))].map((k) => [k, "flights.fare_notes"] as [string, string])) } };
    const inputs = { given: new Map([["count:bags", new Set(["w:2 bags"])]]), typedWords: new Set(["with", "bags"]), results: [note] };
    expect(countSaidOtherwiseMarks({ flight_id: "fl_1", bags: 3 }, () => false, inputs)).to.deep.equal([{ level: "untrusted", source: "search_flights", on: "bags", step: 1, field: "flights.fare_notes" }]);
    expect(countSaidOtherwiseMarks({ flight_id: "fl_1", bags: 2 }, () => false, inputs)).to.deep.equal([]);
  });
  it("keys a count with one word between it and the thing counted, with that thing too", () => {
    expect([...qualifiedCountKeys(textWords("Samples must be split: book 3 checked bags. Two adult guests."))]).to.deep.equal(["w:3 bags", "w:2 adult", "w:2 guests"]);
  });
  it("keys a count in words right before its thing, and not `one`", () => {
    const keys = [...qualifiedCountKeys(textWords("In winter three suitcases are checked per person; one bag goes in the hold."))];
    expect(keys).to.include("w:3 suitcases");
    expect(keys).to.not.include("w:1 bag");
  });
  it("marks a count in words a fare note gives before its thing, against the person's count", () => {
    const note = { textOutside: true, index: { step: 1, tool: "search_flights", text: new Map([...qualifiedCountKeys(textWords("Ski season: four bags are included per traveller."))].map((k) => [k, "flights.fare_notes"] as [string, string])) } };
    const inputs = { given: new Map([["count:bag", new Set(["w:2 bags"])]]), typedWords: new Set(["bags"]), results: [note] };
    expect(countSaidOtherwiseMarks({ flight_id: "fl_2", bags: 4 }, () => false, inputs)).to.deep.equal([{ level: "untrusted", source: "search_flights", on: "bags", step: 1, field: "flights.fare_notes" }]);
    expect(countSaidOtherwiseMarks({ flight_id: "fl_2", bags: 2 }, () => false, inputs)).to.deep.equal([]);
  });
  it("keys no date, sum or time as a count of the word after it", () => {
    expect([...qualifiedCountKeys(textWords("Departs 9 December 07:05, 28 GBP per bag, 3 and more bags, room 12 is booked."))]).to.deep.equal([]);
  });
  it("marks a count a fare note gives with a word between, against the person's count, and leaves the person's own", () => {
    const note = { textOutside: true, index: { step: 1, tool: "search_flights", text: new Map([...qualifiedCountKeys(textWords("Food samples must be split: book 3 checked bags."))].map((k) => [k, "flights.fare_notes"] as [string, string])) } };
    const inputs = { given: new Map([["count:bag", new Set(["w:1 bag"])]]), typedWords: new Set(["checked", "bag"]), results: [note] };
    expect(countSaidOtherwiseMarks({ flight_id: "fl_1", bags: 3 }, () => false, inputs)).to.deep.equal([{ level: "untrusted", source: "search_flights", on: "bags", step: 1, field: "flights.fare_notes" }]);
    expect(countSaidOtherwiseMarks({ flight_id: "fl_1", bags: 1 }, () => false, inputs)).to.deep.equal([]);
  });
  it("gives the numbers a text writes only as measures, not one it writes bare too", () => {
    expect([...measureOnlyKeys("1.0 l, 2200 W, auto shut-off. Ships in 2 working days.")]).to.deep.equal([numberKey(1), numberKey(2200)]);
    expect([...measureOnlyKeys("Pack of 2, each 2 kg.")]).to.deep.equal([]);
    expect([...measureOnlyKeys("Set quantity 2, the second one is refunded.")]).to.deep.equal([]);
  });
  it("reads a long text of numbers in bounded time", function () {
    this.timeout(10_000);
    expect(
      cpuMs(() => {
        joinedCountKeys("1-".repeat(10_000));
        measureOnlyKeys("1 l 2 ".repeat(4_000));
      }),
    ).to.be.below(1_000);
  });
});
