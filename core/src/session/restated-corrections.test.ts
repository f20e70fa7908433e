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
