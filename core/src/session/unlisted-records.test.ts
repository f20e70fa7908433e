// An act on a record nobody listed, nobody asked for, after reading an outside text.
import { expect } from "chai";
import type { OriginVerdict } from "../model.js";
import { unlistedRecordMark } from "./unlisted-records.js";

const model = { origin: "model" } as unknown as OriginVerdict;
const listed = { origin: "result:2.events.0.id" } as unknown as OriginVerdict;
const required = new Set(["event_id"]);
const results = [
  { index: { step: 3, tool: "list_events" }, textOutside: false },
  { index: { step: 2, tool: "search_emails" }, textOutside: true },
  { index: { step: 1, tool: "read_email", instructedField: "body" }, textOutside: true },
];

describe("an act on a record nobody listed", () => {
  it("marks an act on an identifier the model wrote with the newest outside text that speaks to the agent, naming its field", () => {
    expect(unlistedRecordMark(true, false, required, { event_id: model, message: model }, results)).to.deep.equal({ level: "untrusted", source: "read_email", on: "call", step: 1, field: "body" });
  });
  it("marks it with the newest outside text where none speaks to the agent", () => {
    const plain = results.slice(0, 2);
    expect(unlistedRecordMark(true, false, required, { event_id: model }, plain)).to.deep.equal({ level: "untrusted", source: "search_emails", on: "call", step: 2 });
  });
  it("leaves an act on a record a result listed or the person named", () => {
    expect(unlistedRecordMark(true, false, required, { event_id: listed, message: model }, results)).to.equal(undefined);
    expect(unlistedRecordMark(true, false, required, { event_id: { origin: "typed" } as unknown as OriginVerdict }, results)).to.equal(undefined);
  });
  it("leaves an act the person asked for", () => expect(unlistedRecordMark(true, true, required, { event_id: model }, results)).to.equal(undefined));
  it("leaves an act where no outside text was reported", () => expect(unlistedRecordMark(true, false, required, { event_id: model }, results.slice(0, 1))).to.equal(undefined));
  it("leaves any write that is not an act on records by their identifiers alone", () => expect(unlistedRecordMark(false, false, required, { event_id: model }, results)).to.equal(undefined));
});
