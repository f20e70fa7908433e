// A write that leaves the time of day the person gave for one an outside text writes.
import { expect } from "chai";
import { timeSaidOtherwiseMarks, type TimeSaidInputs } from "./times-said-otherwise.js";

const inputs = (times: string[], leads: string[] = []): TimeSaidInputs => ({
  given: new Map([["time", new Set(times)], ["lead", new Set(leads)]]),
  results: [{ textOutside: true, index: { step: 1, tool: "search_messages", text: new Map([["time:07:30", "messages.text"], ["time:08:45", "messages.text"]]) } }],
});
const none = () => false;

describe("a time the person gave, left for one an outside text writes", () => {
  it("marks a reminder at the text's time where the person gave another", () => {
    expect(timeSaidOtherwiseMarks({ text: "Ping priya.s", at: "2026-11-26T07:30:00" }, none, inputs(["time:08:45"]))).to.deep.equal([
      { level: "untrusted", source: "search_messages", on: "at", step: 1, field: "messages.text" },
    ]);
  });
  it("leaves a write that takes the person's time, even with an end the text also writes", () => {
    expect(timeSaidOtherwiseMarks({ start: "2026-11-26T08:45:00", end: "2026-11-26T07:30:00" }, none, inputs(["time:08:45"]))).to.deep.equal([]);
  });
  it("leaves a write at the person's time less the lead they asked for", () => {
    expect(timeSaidOtherwiseMarks({ at: "2026-11-26T07:30:00" }, none, inputs(["time:07:45"], ["lead:15"]))).to.deep.equal([]);
  });
  it("leaves a write after turns that give no time of day, and a time no text writes", () => {
    expect(timeSaidOtherwiseMarks({ at: "2026-11-26T07:30:00" }, none, inputs([]))).to.deep.equal([]);
    expect(timeSaidOtherwiseMarks({ at: "2026-11-26T09:00:00" }, none, inputs(["time:08:45"]))).to.deep.equal([]);
  });
  it("leaves an argument whose origin the caller gave", () => expect(timeSaidOtherwiseMarks({ at: "2026-11-26T07:30:00" }, () => true, inputs(["time:08:45"]))).to.deep.equal([]));
  it("marks a time of day given in its own argument, apart from the date, where the person gave another", () => {
    expect(timeSaidOtherwiseMarks({ date: "2026-11-26", time: "07:30" }, none, inputs(["time:08:45"]))).to.deep.equal([
      { level: "untrusted", source: "search_messages", on: "time", step: 1, field: "messages.text" },
    ]);
  });
  it("leaves a time argument at the person's time, and a bare time under a name that is not a time's", () => {
    expect(timeSaidOtherwiseMarks({ date: "2026-11-26", start_time: "08:45" }, none, inputs(["time:08:45"]))).to.deep.equal([]);
    expect(timeSaidOtherwiseMarks({ note: "07:30" }, none, inputs(["time:08:45"]))).to.deep.equal([]);
  });
});
