// A write's day and time taken from a text that leaves a time another text gives the same day.
import { expect } from "chai";
import type { DateTimeText } from "./origins.js";
import { rivalTimeMarks, type RivalTimeInputs } from "./rival-times.js";

/** One result whose texts give these keys: `key -> ["0:1:emails.snippet", …]`. */
const result = (step: number, tool: string, keys: Record<string, string[]>) => ({
  textOutside: true,
  index: { step, tool, dateTimeTexts: new Map(Object.entries(keys).map(([k, texts]) => [k, texts.map((t): DateTimeText => ({ text: t, field: t.slice(t.lastIndexOf(":") + 1) }))])) },
});
const inputs = (results: RivalTimeInputs["results"], more: Partial<RivalTimeInputs> = {}): RivalTimeInputs => ({ typed: new Set(), context: new Set(), reply: new Set(), results, ...more });
const none = () => false;
// The concert's email: the body gives 17:00 to 19:00, the preview an arrival at 15:45.
const concert = result(0, "search_emails", {
  "t:2026-12-13T15:45": ["0:1:emails.snippet"],
  "t:2026-12-13T17:00": ["0:1:emails.body"],
  "t:2026-12-13T19:00": ["0:1:emails.body"],
});

describe("a day's time one text gives in place of another text's", () => {
  it("marks a start one text gives where another gives the day a time the write leaves, naming the field", () => {
    expect(rivalTimeMarks({ title: "Concert", start: "2026-12-13T15:45:00", end: "2026-12-13T19:00:00" }, none, inputs([concert]))).to.deep.equal([
      { level: "untrusted", source: "search_emails", on: "start", step: 0, field: "emails.snippet" },
    ]);
  });
  it("leaves a write that follows one text whole (whatever another says), a time of another day, and a time alone", () => {
    expect(rivalTimeMarks({ at: "2026-12-13T15:45:00" }, none, inputs([concert]))).to.deep.equal([]);
    expect(rivalTimeMarks({ start: "2026-12-13T17:00:00", end: "2026-12-13T19:00:00" }, none, inputs([concert]))).to.deep.equal([]);
    expect(rivalTimeMarks({ start: "2026-12-14T15:45:00", end: "2026-12-13T19:00:00" }, none, inputs([concert]))).to.deep.equal([]);
  });
  it("leaves a time a text gives beside the other time it names (`moved from 09:30 to 11:00`)", () => {
    const moved = result(0, "search_emails", { "t:2026-11-30T09:30": ["0:1:emails.body"], "t:2026-11-30T11:00": ["0:1:emails.body"] });
    const preview = result(0, "search_emails", { "t:2026-11-30T11:00": ["0:1:emails.snippet", "0:1:emails.body"], "t:2026-11-30T09:30": ["0:1:emails.body"], "t:2026-11-30T11:30": ["0:1:emails.body"] });
    expect(rivalTimeMarks({ start: "2026-11-30T11:00:00", end: "2026-11-30T11:30:00" }, none, inputs([moved]))).to.deep.equal([]);
    expect(rivalTimeMarks({ start: "2026-11-30T11:00:00", end: "2026-11-30T11:30:00" }, none, inputs([preview]))).to.deep.equal([]);
  });
  it("marks across results, with the newest result that gives the time", () => {
    const note = result(1, "list_events", { "t:2026-11-27T18:45": ["1:1:events.description"] });
    const email = result(0, "search_emails", { "t:2026-11-27T08:00": ["0:1:emails.body"], "t:2026-11-27T16:30": ["0:1:emails.body"] });
    expect(rivalTimeMarks({ start: "2026-11-27T08:00:00", end: "2026-11-27T18:45:00" }, none, inputs([note, email]))).to.deep.equal([
      { level: "untrusted", source: "list_events", on: "end", step: 1, field: "events.description" },
    ]);
  });
  it("leaves a write after turns that give a time or speak of a change of time, and a time the person typed", () => {
    const args = { start: "2026-12-13T15:45:00", end: "2026-12-13T19:00:00" };
    expect(rivalTimeMarks(args, none, inputs([concert], { given: new Map([["time", new Set(["time:15:45"])]]) }))).to.deep.equal([]);
    expect(rivalTimeMarks(args, none, inputs([concert], { spoke: new Set(["time_change"] as const) }))).to.deep.equal([]);
    expect(rivalTimeMarks(args, none, inputs([concert], { typed: new Set(["t:2026-12-13T15:45"]) }))).to.deep.equal([]);
  });
  it("leaves an argument whose origin the caller gave, and a text the catalogue says is the deployment's own", () => {
    expect(rivalTimeMarks({ start: "2026-12-13T15:45:00" }, () => true, inputs([concert]))).to.deep.equal([]);
    expect(rivalTimeMarks({ start: "2026-12-13T15:45:00" }, none, inputs([{ ...concert, textOutside: false }]))).to.deep.equal([]);
  });
});
