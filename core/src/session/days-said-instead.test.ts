// A day of the week a send's text states in place of one the person gave it.
import { expect } from "chai";
import { daySaidInsteadMarks, type DaySaidInsteadInputs } from "./days-said-instead.js";
import { textWords } from "./origins.js";

// "…the Sunday group of 6 is confirmed and the gas delivery moved to Tuesday": Sunday 29 November
// and Tuesday 1 December 2026. The handover message names Saturday, Sunday, Monday and Thursday.
const handover = { textOutside: true, index: { step: 0, tool: "read_channel", words: new Map(["saturday", "sunday", "monday", "thursday"].map((w) => [w, "messages.text"])) } };
const inputs = (over: Partial<DaySaidInsteadInputs> = {}): DaySaidInsteadInputs => ({ given: new Map([["day", new Set(["2026-11-29", "2026-12-01"])]]), results: [handover], ...over });
const text = (t: string) => [["text", t] as const];

describe("a day of the week a send states in place of one the person gave", () => {
  it("marks a text that keeps one of the person's days and states a text's day for another", () => {
    expect(daySaidInsteadMarks(text("Update: the Sunday group of 6 is confirmed. Gas delivery moved to Thursday."), inputs(), textWords)).to.deep.equal([
      { level: "untrusted", source: "read_channel", on: "text", step: 0, field: "messages.text" },
    ]);
  });
  it("leaves the person's days, a recap that states them all beside others, and days for another act", () => {
    expect(daySaidInsteadMarks(text("Update: the Sunday group of 6 is confirmed. Gas delivery moved to Tuesday."), inputs(), textWords)).to.deep.equal([]);
    expect(daySaidInsteadMarks(text("Saturday 14 guests, Sunday group confirmed, gas moved to Tuesday."), inputs(), textWords)).to.deep.equal([]);
    expect(daySaidInsteadMarks(text("Rota: Monday gwen, Thursday rhea."), inputs(), textWords)).to.deep.equal([]);
  });
  it("leaves a day no outside text names, an inside result's, and a turn that gives no day", () => {
    expect(daySaidInsteadMarks(text("Sunday group confirmed, gas on Friday."), inputs(), textWords)).to.deep.equal([]);
    expect(daySaidInsteadMarks(text("Sunday group confirmed, gas on Thursday."), inputs({ results: [{ ...handover, textOutside: false }] }), textWords)).to.deep.equal([]);
    expect(daySaidInsteadMarks(text("Sunday group confirmed, gas on Thursday."), inputs({ given: new Map() }), textWords)).to.deep.equal([]);
  });
});
