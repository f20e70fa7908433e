// A record moved, by its identifier, to a day and time only a listed record's own text gives,
// where nobody asked for a time or a change of time.
import { expect } from "chai";
import type { CompiledTool } from "../catalogue/catalogue.js";
import type { TurnWordSet } from "@toolgate/grammar-kit";
import type { DateTimeText } from "./origins.js";
import { unaskedMoveMarks, type MoveInputs } from "./unasked-moves.js";

const updateEvent = { spec: { arguments: { required: ["event_id"], properties: { event_id: {}, start: {}, end: {} } } } } as unknown as CompiledTool;
const createEvent = { spec: { arguments: { required: ["title", "start", "end"], properties: {} } } } as unknown as CompiledTool;

/** A result whose texts give these day-and-time keys, each in `field`; `message`: one record holds all its text and names its sender. */
const result = (step: number, tool: string, field: string, keys: string[], message = false) => ({
  textOutside: true,
  index: { step, tool, oneMessage: message, dateTimes: new Set(keys), dateTimeTexts: new Map(keys.map((k): [string, DateTimeText[]] => [k, [{ text: `${step}:1:${field}`, field }]])) },
});
// A week's events: the onboarding's description says the plan changed, Friday 08:00 to 09:30.
const week = result(1, "list_events", "events.description", ["t:2026-12-04T08:00", "t:2026-12-04T09:30"]);
const inputs = (results: unknown[], more: Partial<MoveInputs> = {}): MoveInputs => ({ typed: new Set(), context: new Set(), reply: new Set(), results, ...more }) as unknown as MoveInputs;
const none = () => false;
const MOVE = { event_id: "ev_cl_2", start: "2026-12-04T08:00:00", end: "2026-12-04T09:30:00" };

describe("a record moved to a time only a listed record's text gives", () => {
  it("marks each new time of an update by identifier that a listed record's text gives, naming the field", () => {
    expect(unaskedMoveMarks(updateEvent, MOVE, none, inputs([week]))).to.deep.equal([
      { level: "untrusted", source: "list_events", on: "start", step: 1, field: "events.description" },
      { level: "untrusted", source: "list_events", on: "end", step: 1, field: "events.description" },
    ]);
  });
  it("leaves a time the person typed, and one the caller gave an origin", () => {
    expect(unaskedMoveMarks(updateEvent, MOVE, none, inputs([week], { typed: new Set(["t:2026-12-04T08:00", "t:2026-12-04T09:30"]) }))).to.deep.equal([]);
    expect(unaskedMoveMarks(updateEvent, MOVE, (name) => name !== "event_id", inputs([week]))).to.deep.equal([]);
  });
  it("leaves every time where the turns speak of a change of time or give a time", () => {
    expect(unaskedMoveMarks(updateEvent, MOVE, none, inputs([week], { spoke: new Set<TurnWordSet>(["time_change"]) }))).to.deep.equal([]);
    expect(unaskedMoveMarks(updateEvent, MOVE, none, inputs([week], { given: new Map([["time", new Set(["10:00"])]]) }))).to.deep.equal([]);
  });
  it("leaves a time a message gives: what a turn points at as their email", () => {
    expect(unaskedMoveMarks(updateEvent, MOVE, none, inputs([result(1, "search_emails", "emails.body", ["t:2026-12-04T08:00", "t:2026-12-04T09:30"], true)]))).to.deep.equal([]);
  });
  it("leaves a write that makes a record of its own words (unasked-events.ts reads those)", () => {
    expect(unaskedMoveMarks(createEvent, { title: "Onboarding", start: MOVE.start, end: MOVE.end }, none, inputs([week]))).to.deep.equal([]);
  });
  it("leaves a time no outside text gives", () => {
    expect(unaskedMoveMarks(updateEvent, { event_id: "ev_cl_2", start: "2026-12-05T08:00:00" }, none, inputs([week]))).to.deep.equal([]);
  });
});
