// An identifier two listed records hold as their own, or the ids of two records listed under one name.
import { expect } from "chai";
import { sharedIdMarks, type SharedIdInputs } from "./shared-id-marks.js";
import { SharedIds, ownIdPath } from "./shared-ids.js";

function keysOf(leaves: ReadonlyArray<readonly [string, number, string]>): string[] {
  const ids = new SharedIds();
  for (const [path, record, value] of leaves) ids.read(path, record, [`s:${value}`]);
  return [...ids.keys()].sort();
}

describe("identifiers two listed records hold as their own", () => {
  it("reads a record's own identifier: `id`, or `<item>_id` in the list of those items", () => {
    expect(ownIdPath("trains.train_id")).to.equal(true);
    expect(ownIdPath("rooms.id")).to.equal(true);
    expect(ownIdPath("transactions.account_id")).to.equal(false);
    expect(ownIdPath("id")).to.equal(false);
    expect(ownIdPath("trains.name")).to.equal(false);
  });
  it("keeps an identifier two records hold, and the ids of two records that share a name", () => {
    expect(keysOf([["trains.train_id", 1, "tr_ice571"], ["trains.train_id", 2, "tr_ice571"], ["trains.train_id", 3, "tr_ice579"]])).to.deep.equal(["s:tr_ice571"]);
    expect(keysOf([["rooms.id", 1, "rm_12"], ["rooms.name", 1, "Garden Suite"], ["rooms.id", 2, "rm_14"], ["rooms.name", 2, "Garden Suite"], ["rooms.id", 3, "rm_20"], ["rooms.name", 3, "Loft"]])).to.deep.equal(["s:rm_12", "s:rm_14"]);
  });
  it("keeps nothing of a list whose own ids and names differ, nor of a reference every record shares", () => {
    expect(keysOf([["rooms.id", 1, "rm_12"], ["rooms.name", 1, "Garden Suite"], ["rooms.id", 2, "rm_14"], ["rooms.name", 2, "Loft"]])).to.deep.equal([]);
    expect(keysOf([["transactions.account_id", 1, "acc_9"], ["transactions.account_id", 2, "acc_9"]])).to.deep.equal([]);
  });
});

describe("a write that takes a shared identifier", () => {
  const result = (ids: string[], textOutside = true): SharedIdInputs["results"][number] => ({ textOutside, index: { step: 1, tool: "search_trains", sharedIds: new Set(ids) } });
  const inputs = (results: SharedIdInputs["results"], typed: string[] = []): SharedIdInputs => ({ typed: new Set(typed), context: new Set(), reply: new Set(), results });
  const none = () => false;

  it("marks the argument with the result's mark", () => {
    expect(sharedIdMarks({ train_id: "tr_ice571", seats: 2 }, none, inputs([result(["s:tr_ice571"])]))).to.deep.equal([{ level: "untrusted", source: "search_trains", on: "train_id", step: 1 }]);
  });
  it("leaves an id the person typed, one the caller gave an origin, another id, and a result that is no outside text", () => {
    expect(sharedIdMarks({ train_id: "tr_ice571" }, none, inputs([result(["s:tr_ice571"])], ["s:tr_ice571"]))).to.deep.equal([]);
    expect(sharedIdMarks({ train_id: "tr_ice571" }, () => true, inputs([result(["s:tr_ice571"])]))).to.deep.equal([]);
    expect(sharedIdMarks({ train_id: "tr_ice579" }, none, inputs([result(["s:tr_ice571"])]))).to.deep.equal([]);
    expect(sharedIdMarks({ train_id: "tr_ice571" }, none, inputs([result(["s:tr_ice571"], false)]))).to.deep.equal([]);
  });
});
