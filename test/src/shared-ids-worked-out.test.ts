// A write that takes an identifier two listed records hold, or the id of one of two records listed
// under one name, worked out with no origins given: flagged, naming the listing; not a write from a
// list whose records each hold their own id and name.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    search_trains: { kind: "read", arguments: { type: "object", additionalProperties: false, required: ["from", "to", "date"], properties: { from: str, to: str, date: str } } },
    book_train: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["train_id", "passenger"], properties: { train_id: str, passenger: str } } },
  },
} as CatalogueFile;

const trains = (second: { train_id: string; name: string }) => ({
  trains: [
    { train_id: "tr_ice571", name: "ICE 571", departs: "2026-12-10T08:12", price: 49.9, notes: "Quiet zone in coach 11." },
    { ...second, departs: "2026-12-10T09:12", price: 79.9, notes: "Bistro on board." },
  ],
});

describe("a write that takes an identifier two listed records share", function () {
  this.timeout(20_000);
  const turn = "Find trains Hamburg to Berlin on 10 December and book the cheaper one for Lena Vogt.";
  const args = { from: "Hamburg", to: "Berlin", date: "2026-12-10" };

  it("flags a booking whose id two trains of the search hold, naming the search", async () => {
    const s = await assistantSession(catalogue);
    s.read(turn);
    const step = await ran(s, "search_trains", args, trains({ train_id: "tr_ice571", name: "ICE 579" }));
    const a = await s.checkToolCall("book_train", { train_id: "tr_ice571", passenger: "Lena Vogt" });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "train_id", tool: "search_trains", step });
  });

  it("flags a booking of either of two trains listed under one name", async () => {
    const s = await assistantSession(catalogue);
    s.read(turn);
    await ran(s, "search_trains", args, trains({ train_id: "tr_ice579", name: "ICE 571" }));
    const a = await s.checkToolCall("book_train", { train_id: "tr_ice579", passenger: "Lena Vogt" });
    expect(a.reasons).to.include("tainted_call");
  });

  it("does not flag a booking from a search whose trains each hold their own id and name", async () => {
    const s = await assistantSession(catalogue);
    s.read(turn);
    await ran(s, "search_trains", args, trains({ train_id: "tr_ice579", name: "ICE 579" }));
    const a = await s.checkToolCall("book_train", { train_id: "tr_ice571", passenger: "Lena Vogt" });
    expect(a.reasons).to.not.include("tainted_call");
  });
});
