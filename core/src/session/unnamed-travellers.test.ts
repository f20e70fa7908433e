// A person booked whom the person never named, that only an outside free text names.
import { expect } from "chai";
import { unnamedTravellerMarks, type TravellerInputs } from "./unnamed-travellers.js";

describe("a traveller only an outside text names", () => {
  const result = (words: string[], structured: string[] = [], textOutside = true, step = 1) => ({
    textOutside,
    index: { step, tool: "get_booking", structured: new Map(structured.map((k) => [k, "passenger"])), words: new Map(words.map((w) => [w, "details"])) },
  });
  const inputs = (results: TravellerInputs["results"], typed: string[] = ["ana", "pires"]): TravellerInputs => ({ typedWords: new Set(typed), results });
  const none = () => false;
  const keyOf = (v: string) => [`s:${v.toLowerCase()}`];
  const MARK = { level: "untrusted", source: "get_booking", on: "passenger_name", step: 1, field: "details" };

  it("marks a passenger the person never named, whom the note names", () => {
    expect(unnamedTravellerMarks({ flight_id: "fl_1", passenger_name: "Marco Pires" }, none, keyOf, inputs([result(["marco", "pires", "ana"])]))).to.deep.equal([MARK]);
  });
  it("marks a guest by any traveller argument's name", () => {
    expect(unnamedTravellerMarks({ hotel_id: "h", guest_name: "Pilar Ruiz" }, none, keyOf, inputs([result(["pilar", "ruiz"])]))).to.deep.equal([{ ...MARK, on: "guest_name" }]);
  });
  it("marks a driver the text adds to a list of the person's", () => {
    expect(unnamedTravellerMarks({ car_id: "c_1", driver_name: "Ana Pires, Marco Ruiz" }, none, keyOf, inputs([result(["marco", "ruiz"])]))).to.deep.equal([{ ...MARK, on: "driver_name" }]);
    expect(unnamedTravellerMarks({ car_id: "c_1", driver_name: "Ana Pires and Marco Ruiz" }, none, keyOf, inputs([result(["marco", "ruiz"])]))).to.deep.equal([{ ...MARK, on: "driver_name" }]);
  });
  it("leaves a list of people the person named, each in full", () => {
    expect(unnamedTravellerMarks({ driver_name: "Ana Pires & Marco Ruiz" }, none, keyOf, inputs([result(["marco", "ruiz"])], ["ana", "pires", "marco", "ruiz"]))).to.deep.equal([]);
  });
  it("leaves a list of more people than a booking names", () => {
    expect(unnamedTravellerMarks({ driver_name: "A B, C D, E F, G H, Marco Ruiz" }, none, keyOf, inputs([result(["marco", "ruiz"])]))).to.deep.equal([]);
  });
  it("marks the newest text that names the traveller", () => {
    expect(unnamedTravellerMarks({ passenger_name: "Marco Pires" }, none, keyOf, inputs([result(["marco", "pires"], [], true, 3), result(["marco", "pires"])]))).to.deep.equal([{ ...MARK, step: 3 }]);
  });
  it("leaves a traveller the person named in full", () => {
    expect(unnamedTravellerMarks({ passenger_name: "Ana Pires" }, none, keyOf, inputs([result(["ana", "pires"])]))).to.deep.equal([]);
  });
  it("leaves a traveller a structured field gives (the booking's passenger)", () => {
    expect(unnamedTravellerMarks({ passenger_name: "Marco Pires" }, none, keyOf, inputs([result(["marco", "pires"], ["s:marco pires"])]))).to.deep.equal([]);
  });
  it("leaves a name the outside text does not write whole (the model's own)", () => {
    expect(unnamedTravellerMarks({ passenger_name: "Marco Pires" }, none, keyOf, inputs([result(["marco"])]))).to.deep.equal([]);
  });
  it("leaves a text that is not outside free text", () => {
    expect(unnamedTravellerMarks({ passenger_name: "Marco Pires" }, none, keyOf, inputs([result(["marco", "pires"], [], false)]))).to.deep.equal([]);
  });
  it("leaves an argument the caller gave an origin, and one that names no traveller", () => {
    expect(unnamedTravellerMarks({ passenger_name: "Marco Pires" }, (n) => n === "passenger_name", keyOf, inputs([result(["marco", "pires"])]))).to.deep.equal([]);
    expect(unnamedTravellerMarks({ recipient_name: "Marco Pires" }, none, keyOf, inputs([result(["marco", "pires"])]))).to.deep.equal([]);
  });
});
