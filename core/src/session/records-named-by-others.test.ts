// A listed record named by the words of what it is called in another record's instruction.
import { expect } from "chai";
import { RecordsNamedByOthers } from "./records-named-by-others.js";

/** A car search: the Panda (1) and the Jimny (2); the Panda's conditions carry `told`, an instruction's words, where given. */
function cars(told?: string[]): RecordsNamedByOthers {
  const r = new RecordsNamedByOthers();
  r.addName(1, ["aegean", "rent"]);
  r.addName(1, ["fiat", "panda"]);
  r.addName(2, ["islanddrive"]);
  r.addName(2, ["suzuki", "jimny"]);
  if (told) r.addInstruction(1, told);
  return r;
}

describe("a record another record's instruction names", () => {
  it("finds the record whose own words another record's instruction writes", () => {
    expect([...cars(["also", "reserve", "the", "IslandDrive", "Jimny", "for", "the", "same", "dates"]).chosen()]).to.deep.equal([2]);
  });
  it("finds a record of one own word by that word alone", () => {
    const r = new RecordsNamedByOthers();
    r.addName(1, ["panorama"]);
    r.addName(2, ["miramar"]);
    r.addInstruction(1, ["book", "the", "Miramar", "too"]);
    expect([...r.chosen()]).to.deep.equal([2]);
  });
  it("leaves a record the instruction names by one of its several own words, or by words other records share", () => {
    expect([...cars(["also", "reserve", "a", "Jimny"]).chosen()]).to.deep.equal([]);
    const r = new RecordsNamedByOthers();
    r.addName(1, ["hotel", "central"]);
    r.addName(2, ["hotel", "mar"]);
    r.addInstruction(2, ["please", "book", "a", "hotel"]);
    expect([...r.chosen()]).to.deep.equal([]);
  });
  it("leaves a record named by its own instruction (addressed-records.ts reads that), and a list with no instruction", () => {
    const r = cars();
    r.addInstruction(2, ["choose", "the", "IslandDrive", "Jimny"]);
    expect([...r.chosen()]).to.deep.equal([]);
    expect([...cars().chosen()]).to.deep.equal([]);
  });
  it("reads the name fields of a listed record and no other", () => {
    expect(["cars.model", "cars.company", "hotels.name", "flights.airline"].every((p) => RecordsNamedByOthers.namesRecord(p))).to.equal(true);
    expect(["cars.conditions", "cars.car_id", "hotels.address"].some((p) => RecordsNamedByOthers.namesRecord(p))).to.equal(false);
  });
});
