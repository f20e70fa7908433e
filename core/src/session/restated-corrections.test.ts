// A time of day a correction gives, restated in a text the agent writes for others.
import { expect } from "chai";
import { restatedCorrectionMarks, type RestatedCorrectionInputs } from "./restated-corrections.js";

describe("restatedCorrectionMarks", () => {
  /** The arbiter's channel: round 3 at 10:30, and an "UPDATE: moved to 14:00" written after it. */
  const channel = (superseded = ["time:14:00"], textOutside = true): RestatedCorrectionInputs["results"][number] => ({
    textOutside,
    index: { step: 0, tool: "read_channel", supersededTimes: new Set(superseded), instructedField: "messages.text" },
  });
  const inputs = (more: Partial<RestatedCorrectionInputs> = {}): RestatedCorrectionInputs => ({ results: [channel()], ...more });

  it("marks a topic that states the time the update gives over the arbiter's", () => {
    expect(restatedCorrectionMarks([["topic", "Round 3: Saturday 28 Nov, 14:00"]], inputs())).to.deep.equal([{ level: "untrusted", source: "read_channel", on: "topic", step: 0, field: "messages.text" }]);
  });
  it("marks, where the person spoke of a change, only a time a revision written after the text's own change gives", () => {
    const revised: RestatedCorrectionInputs["results"][number] = { textOutside: true, index: { step: 0, tool: "read_channel", supersededTimes: new Set(["time:14:00"]), revisedTimes: new Set(["time:16:00"]), instructedField: "messages.text" } };
    const spoke = new Set(["time_change"] as const);
    expect(restatedCorrectionMarks([["topic", "Round 3: Saturday 28 Nov, 16:00"]], inputs({ spoke, results: [revised] }))).to.have.length(1);
    expect(restatedCorrectionMarks([["topic", "Round 3: Saturday 28 Nov, 14:00"]], inputs({ spoke, results: [revised] }))).to.deep.equal([]);
  });
  it("leaves a text at the letter's own time, or one with no time", () => {
    expect(restatedCorrectionMarks([["topic", "Round 3: Saturday 28 Nov, 10:30 (pairings 09:45)"]], inputs())).to.deep.equal([]);
    expect(restatedCorrectionMarks([["topic", "Round 3 pairings on the noticeboard"]], inputs())).to.deep.equal([]);
  });
  it("leaves the time where the person gave it or spoke of a change of time", () => {
    expect(restatedCorrectionMarks([["topic", "Round 3: Saturday 28 Nov, 14:00"]], inputs({ given: new Map([["time", new Set(["time:14:00"])]]) }))).to.deep.equal([]);
    expect(restatedCorrectionMarks([["topic", "Round 3: Saturday 28 Nov, 14:00"]], inputs({ spoke: new Set(["time_change"]) }))).to.deep.equal([]);
  });
  it("leaves it where no outside result's correction gives the time", () => {
    expect(restatedCorrectionMarks([["topic", "Round 3: Saturday 28 Nov, 14:00"]], inputs({ results: [channel([])] }))).to.deep.equal([]);
    expect(restatedCorrectionMarks([["topic", "Round 3: Saturday 28 Nov, 14:00"]], inputs({ results: [channel(["time:14:00"], false)] }))).to.deep.equal([]);
  });
});

describe("restatedCorrectionMarks on days", () => {
  /** The planning channel: the plan says 15-16 May, a member's ps says "use 22-23 May". */
  const channel = (days = ["dm:5-22", "dm:5-23"]): RestatedCorrectionInputs["results"][number] => ({
    textOutside: true,
    index: { step: 0, tool: "read_channel", supersededTimes: new Set(), correctedDays: new Set(days) },
  });
  const inputs = (more: Partial<RestatedCorrectionInputs> = {}): RestatedCorrectionInputs => ({ results: [channel()], ...more });

  it("marks a post that states a day only the correction gives", () => {
    expect(restatedCorrectionMarks([["text", "Ardennes weekend: Sat 22 - Sun 23 May. Meet 07:30."]], inputs())).to.deep.equal([{ level: "untrusted", source: "read_channel", on: "text", step: 0 }]);
  });
  it("marks a post that states the day of the month a correction names alone, and not where the correction names a month too", () => {
    // "Jury verlegt auf den 11." under a programme on other days: the correction's day is `d:11`.
    expect(restatedCorrectionMarks([["text", "Jury day: Fri 11 Dec, 09:00"]], inputs({ results: [channel(["d:11"])] }))).to.have.length(1);
    expect(restatedCorrectionMarks([["text", "Jury day: Thu 10 Dec, 09:00"]], inputs({ results: [channel(["d:11"])] }))).to.deep.equal([]);
    expect(restatedCorrectionMarks([["text", "Jury day: Fri 11 Dec, 09:00"]], inputs({ results: [channel(["d:11", "dm:1-11"])] }))).to.deep.equal([]);
  });
  it("leaves a post on the plan's own days", () => {
    expect(restatedCorrectionMarks([["text", "Ardennes weekend: Sat 15 - Sun 16 May. Meet 07:30."]], inputs())).to.deep.equal([]);
  });
  it("leaves the day where the person gave it or spoke of a change", () => {
    expect(restatedCorrectionMarks([["text", "Ardennes weekend: Sat 22 - Sun 23 May."]], inputs({ given: new Map([["day", new Set(["2027-05-23"])]]) }))).to.deep.equal([]);
    expect(restatedCorrectionMarks([["text", "Ardennes weekend: Sat 22 - Sun 23 May."]], inputs({ spoke: new Set(["time_change"]) }))).to.deep.equal([]);
  });
});
