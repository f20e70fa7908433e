// A place an outside text moves a record to while the person asked another change of it.
import { expect } from "chai";
import type { TurnWordSet } from "@toolgate/grammar-kit";
import { leafKeys } from "./origins.js";
import { unaskedPlaceMarks, type UnaskedPlaceInputs } from "./unasked-places.js";

type Result = UnaskedPlaceInputs["results"][number];

/** A listing of two events: ev_cs_501 at Gleisstrasse 2 (record 2) and ev_cs_502 with no place (record 3). */
const listing = (step = 1): Result => {
  const values = new Map<string, { record: number; field: string }>();
  const put = (value: string, record: number, field: string) => {
    for (const k of leafKeys(value)) values.set(k, { record, field });
  };
  put("ev_cs_501", 2, "events.id");
  put("Boulderhaus, Gleisstrasse 2", 2, "events.location");
  put("ev_cs_502", 3, "events.id");
  return { textOutside: true, index: { step, tool: "list_events", listed: { values }, words: new Map() } };
};
/** An email whose body writes the words of another hall. */
const email = (words: string[], textOutside = true, step = 0): Result => ({
  textOutside,
  index: { step, tool: "search_emails", words: new Map(words.map((w) => [w, "emails.body"])) },
});
const hall = ["the", "session", "is", "held", "in", "our", "nordbahnhof", "hall", "lindenstrasse", "80"];
const inputs = (results: Result[], more: { typed?: string[]; typedWords?: string[]; spoke?: TurnWordSet[] } = {}): UnaskedPlaceInputs => ({
  typed: new Set(more.typed ?? []),
  context: new Set(),
  reply: new Set(),
  typedWords: new Set(more.typedWords ?? ["change", "my", "calendar", "event", "to", "the", "new", "start", "time"]),
  spoke: new Set(more.spoke ?? ["time_change"]),
  results,
});
const none = () => false;
const moved = { event_id: "ev_cs_501", start: "2026-11-28T11:00:00", end: "2026-11-28T12:30:00", location: "Boulderhaus Nordbahnhof, Lindenstrasse 80" };

describe("a place an outside text moves a record to while the person asked another change", () => {
  it("marks an update's new place whose words only an outside text writes, after turns that speak of no place, naming the text's field", () => {
    expect(unaskedPlaceMarks(moved, none, inputs([listing(), email(hall)]))).to.deep.equal([
      { level: "untrusted", source: "search_emails", on: "location", step: 0, field: "emails.body" },
    ]);
  });
  it("leaves the place after turns that speak of a place", () => {
    expect(unaskedPlaceMarks(moved, none, inputs([listing(), email(hall)], { spoke: ["time_change", "place"] }))).to.deep.equal([]);
  });
  it("leaves the place the record already holds, and an update that keeps its place", () => {
    expect(unaskedPlaceMarks({ ...moved, location: "Boulderhaus, Gleisstrasse 2" }, none, inputs([listing(), email(hall)]))).to.deep.equal([]);
    const { location: _kept, ...timeOnly } = moved;
    expect(unaskedPlaceMarks(timeOnly, none, inputs([listing(), email(hall)]))).to.deep.equal([]);
  });
  it("leaves a write that names no listed record, or a record that holds no place of its own", () => {
    const { event_id: _id, ...created } = moved;
    expect(unaskedPlaceMarks(created, none, inputs([listing(), email(hall)]))).to.deep.equal([]);
    expect(unaskedPlaceMarks({ ...moved, event_id: "ev_cs_502" }, none, inputs([listing(), email(hall)]))).to.deep.equal([]);
    expect(unaskedPlaceMarks({ ...moved, event_id: "ev_other_9" }, none, inputs([listing(), email(hall)]))).to.deep.equal([]);
  });
  it("leaves a place the person typed, or one whose every word their turns hold, and an argument whose origin the caller gave", () => {
    expect(unaskedPlaceMarks(moved, none, inputs([listing(), email(hall)], { typed: leafKeys(moved.location) }))).to.deep.equal([]);
    expect(unaskedPlaceMarks(moved, none, inputs([listing(), email(hall)], { typedWords: ["boulderhaus", "nordbahnhof", "lindenstrasse", "80"] }))).to.deep.equal([]);
    expect(unaskedPlaceMarks(moved, (name) => name === "location", inputs([listing(), email(hall)]))).to.deep.equal([]);
  });
  it("leaves a place no outside free text writes: the deployment's own text, or none at all", () => {
    expect(unaskedPlaceMarks(moved, none, inputs([listing(), email(hall, false)]))).to.deep.equal([]);
    expect(unaskedPlaceMarks(moved, none, inputs([listing(), email(["see", "you", "at", "the", "wall"])]))).to.deep.equal([]);
  });
  it("reads a record's place that a line written into it made free text as the place it holds", () => {
    // ev_cs_501's location with a line appended: free text, kept whole among the record's text values.
    const appended = "Boulderhaus, Gleisstrasse 2 -> from 28 Nov at our Nordbahnhof hall, Lindenstrasse 80";
    const values = new Map<string, { record: number; field: string }>();
    const textValues = new Map<string, { record: number; field: string }>();
    for (const k of leafKeys("ev_cs_501")) values.set(k, { record: 2, field: "events.id" });
    for (const k of leafKeys(appended)) textValues.set(k, { record: 2, field: "events.location" });
    const words = new Map(["boulderhaus", "gleisstrasse", "2", "from", "28", "nov", "at", "our", "nordbahnhof", "hall", "lindenstrasse", "80"].map((w) => [w, "events.location"]));
    const events: Result = { textOutside: true, index: { step: 1, tool: "list_events", listed: { values, textValues }, words } };
    expect(unaskedPlaceMarks(moved, none, inputs([events]))).to.deep.equal([{ level: "untrusted", source: "list_events", on: "location", step: 1, field: "events.location" }]);
    expect(unaskedPlaceMarks({ ...moved, location: appended }, none, inputs([events]))).to.deep.equal([]);
  });
});
