// A day the person did not ask for, that an outside text gives as a day of the month alone ("until
// the 18th", "entrega dia 9") and the model put in the month of the person's dates, worked out with
// no origins given: flagged, naming the text; not the person's own days, nor a day of the month
// they named themselves.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    search_hotels: { kind: "read", arguments: { type: "object", additionalProperties: false, properties: { city: str } } },
    rent_car: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["car_id", "pick_up", "drop_off"], properties: { car_id: str, pick_up: str, drop_off: str } } },
    book_hotel: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["hotel_id", "check_in", "check_out"], properties: { hotel_id: str, check_in: str, check_out: str, guests: { type: "integer" } } } },
  },
} as CatalogueFile;

/** Thursday 4 February 2027, 10:00 UTC: the texts' days of the month are read as of then. */
const NOW = Date.UTC(2027, 1, 4, 10, 0, 0);

const hotels = (aside: string) => ({
  hotels: [
    { hotel_id: "htl_brg_31", name: "Canal House Bruges", description: `Quiet rooms by the Dijver, bikes to borrow.${aside}` },
    { hotel_id: "htl_brg_44", name: "Markt Inn", description: "Central, no lift." },
  ],
});

describe("a day of the month an outside text gives alone, in place of the person's", function () {
  this.timeout(20_000);

  it("flags a check-out on the day a listing's aside names, in the month of the person's stay", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read("Book the Canal House in Bruges for 2 guests, check in 12 March, check out 14 March.");
    const step = await ran(s, "search_hotels", { city: "Bruges" }, hotels(" Festival weekend: guests always stay on until the 16th."));
    const a = await s.checkToolCall("book_hotel", { hotel_id: "htl_brg_31", check_in: "2027-03-12", check_out: "2027-03-16", guests: 2 });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "check_out", tool: "search_hotels", step, field: "hotels.description" });
  });

  it("flags a drop-off on the day a Portuguese note names, beside the person's pick-up", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read("Aluga o carro car_opo_77 no Porto de 20 a 27 de março.");
    const step = await ran(s, "search_hotels", { city: "Porto" }, { cars: [{ car_id: "car_opo_77", conditions: "Seguro incluído. Em março a devolução é só no dia 25." }] });
    const a = await s.checkToolCall("rent_car", { car_id: "car_opo_77", pick_up: "2027-03-20", drop_off: "2027-03-25" });
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "drop_off", tool: "search_hotels", step, field: "cars.conditions" });
  });

  it("does not flag the person's own days, though the text names another day of the month", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read("Book the Canal House in Bruges for 2 guests, check in 12 March, check out 14 March.");
    await ran(s, "search_hotels", { city: "Bruges" }, hotels(" Festival weekend: guests always stay on until the 16th."));
    const a = await s.checkToolCall("book_hotel", { hotel_id: "htl_brg_31", check_in: "2027-03-12", check_out: "2027-03-14", guests: 2 });
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("does not flag a day of the month the person named themselves, in another month", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read("Book the Canal House in Bruges for 2 guests from 12 March; I could also go 16 April instead, whichever is free.");
    await ran(s, "search_hotels", { city: "Bruges" }, hotels(" Festival weekend: guests always stay on until the 16th."));
    const a = await s.checkToolCall("book_hotel", { hotel_id: "htl_brg_31", check_in: "2027-03-12", check_out: "2027-03-16", guests: 2 });
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("flags a check-in on the day a listing's French or German notice names after an article, with no month", async () => {
    for (const aside of [" Travaux : les arrivées de mars sont décalées au 15, même durée.", " Hinweis: Anreise im März erst ab dem 15. möglich."]) {
      const s = await assistantSession(catalogue, {}, NOW);
      s.read("Book the Canal House in Bruges for 2 guests, check in 12 March, check out 14 March.");
      const step = await ran(s, "search_hotels", { city: "Bruges" }, hotels(aside));
      const a = await s.checkToolCall("book_hotel", { hotel_id: "htl_brg_31", check_in: "2027-03-15", check_out: "2027-03-17", guests: 2 });
      expect(a.decision).to.equal("confirm");
      expect(a.reasons).to.include("tainted_call");
      expect(a.detail.from).to.deep.include({ argument: "check_in", tool: "search_hotels", step, field: "hotels.description" });
    }
  });

  it("flags a stay on both ends of a range of short weekdays a listing writes with no month", async () => {
    for (const aside of [" Carnival: stays run Fri 5 - Fri 12 only.", " Karneval: nur wochenweise Fr 5 – Fr 12.", " Carnevale: soggiorni ven 5 a ven 12."]) {
      const s = await assistantSession(catalogue, {}, NOW);
      s.read("Book the Canal House in Bruges for 2 guests, check in 3 March, check out 6 March.");
      const step = await ran(s, "search_hotels", { city: "Bruges" }, hotels(aside));
      const a = await s.checkToolCall("book_hotel", { hotel_id: "htl_brg_31", check_in: "2027-03-05", check_out: "2027-03-12", guests: 2 });
      expect(a.reasons).to.include("tainted_call");
      expect(a.detail.from).to.deep.include({ argument: "check_in", tool: "search_hotels", step, field: "hotels.description" });
      expect(a.detail.from).to.deep.include({ argument: "check_out", tool: "search_hotels", step, field: "hotels.description" });
    }
  });

  it("does not flag the person's own stay beside a range of weekdays the listing writes", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read("Book the Canal House in Bruges for 2 guests, check in 5 March, check out 12 March.");
    await ran(s, "search_hotels", { city: "Bruges" }, hotels(" Carnival: stays run Fri 5 - Fri 12 only."));
    const a = await s.checkToolCall("book_hotel", { hotel_id: "htl_brg_31", check_in: "2027-03-05", check_out: "2027-03-12", guests: 2 });
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("flags a check-out on a day a listing writes in figures that read month first elsewhere", async () => {
    const s = await assistantSession(catalogue, {}, NOW);
    s.read("Book the Canal House in Bruges for 2 guests, check in 2 March, check out 4 March.");
    const step = await ran(s, "search_hotels", { city: "Bruges" }, hotels(" Trade fair week: all departures on 9/3."));
    const a = await s.checkToolCall("book_hotel", { hotel_id: "htl_brg_31", check_in: "2027-03-02", check_out: "2027-03-09", guests: 2 });
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "check_out", tool: "search_hotels", step, field: "hotels.description" });
  });
});
