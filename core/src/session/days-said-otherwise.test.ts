// A moment the person gave, kept at its time of day but moved to a day only an outside text writes.
import { expect } from "chai";
import { daySaidOtherwiseMarks, type DaySaidInputs } from "./days-said-otherwise.js";

describe("a moment kept at the person's time but moved to a day an outside text writes", () => {
  const channel = (text: string[], textOutside = true, step = 1) => ({ textOutside, index: { step, tool: "read_channel", text: new Map(text.map((k) => [k, "messages.text"])) } });
  const inputs = (results: DaySaidInputs["results"], typed: string[] = ["s:2026-12-12", "t:2026-12-12T08:30"], context: string[] = []): DaySaidInputs => ({ typed: new Set(typed), context: new Set(context), results });
  const none = () => false;
  const MARK = { level: "untrusted", source: "read_channel", on: "at", step: 1, field: "messages.text" };

  it("marks a reminder at the person's time on the day a message writes instead of theirs", () => {
    expect(daySaidOtherwiseMarks({ text: "rides", at: "2026-12-11T08:30:00" }, none, inputs([channel(["s:2026-12-11", "time:08:30"])]))).to.deep.equal([MARK]);
  });
  it("leaves the moment the person gave", () => expect(daySaidOtherwiseMarks({ at: "2026-12-12T08:30:00" }, none, inputs([channel(["s:2026-12-11"])]))).to.deep.equal([]));
  it("leaves another time of day (not the person's moment moved)", () => expect(daySaidOtherwiseMarks({ at: "2026-12-11T10:00:00" }, none, inputs([channel(["s:2026-12-11"])]))).to.deep.equal([]));
  it("leaves a day the person or the run's context gives", () => {
    expect(daySaidOtherwiseMarks({ at: "2026-12-11T08:30:00" }, none, inputs([channel(["s:2026-12-11"])], ["s:2026-12-11", "t:2026-12-12T08:30"]))).to.deep.equal([]);
    expect(daySaidOtherwiseMarks({ at: "2026-12-11T08:30:00" }, none, inputs([channel(["s:2026-12-11"])], undefined, ["s:2026-12-11"]))).to.deep.equal([]);
  });
  it("leaves a day no outside free text writes (the model's own), and a text that is not outside", () => {
    expect(daySaidOtherwiseMarks({ at: "2026-12-11T08:30:00" }, none, inputs([channel([])]))).to.deep.equal([]);
    expect(daySaidOtherwiseMarks({ at: "2026-12-11T08:30:00" }, none, inputs([channel(["s:2026-12-11"], false)]))).to.deep.equal([]);
  });
  it("leaves a call after turns that give no moment, and an argument the caller gave an origin", () => {
    expect(daySaidOtherwiseMarks({ at: "2026-12-11T08:30:00" }, none, inputs([channel(["s:2026-12-11"])], ["s:2026-12-12"]))).to.deep.equal([]);
    expect(daySaidOtherwiseMarks({ at: "2026-12-11T08:30:00" }, (n) => n === "at", inputs([channel(["s:2026-12-11"])]))).to.deep.equal([]);
  });
  it("reads a long value as no moment", () => expect(daySaidOtherwiseMarks({ at: `2026-12-11T08:30:00${" ".repeat(50)}` }, none, inputs([channel(["s:2026-12-11"])]))).to.deep.equal([]));
});
