// The leads a turn asks for and the times an instruction gives in place of a result's others,
// read as keys: each wording of a lead or a delay, and only times no other text of the result gives.
import { expect } from "chai";
import { leadKeysIn, supersededTimeOf, supersededTimes } from "./superseded-times.js";

describe("superseded times: leads and corrected times", () => {
  it("reads a lead or a delay in minutes, in numbers and in words", () => {
    const cases: Array<[string, string[]]> = [
      ["remind me 15 minutes before it starts", ["lead:15"]],
      ["set a reminder an hour before", ["lead:60"]],
      ["half an hour earlier, please", ["lead:30"]],
      ["a quarter of an hour ahead of the call", ["lead:15"]],
      ["ping me 2 hours after the freeze", ["lead:-120"]],
      ["remind me 10 mins before and 1 hour after", ["lead:10", "lead:-60"]],
      ["the meeting is at 10:00 for an hour", []],
    ];
    for (const [text, want] of cases) expect(leadKeysIn(text), text).to.deep.equal(want);
  });

  it("keeps the instruction's times that no other text gives, and none where no other text gives a time", () => {
    expect([...supersededTimes(new Set(["time:11:00", "time:14:00"]), new Set(["time:14:00"]))]).to.deep.equal(["time:11:00"]);
    expect([...supersededTimes(new Set(["time:11:00"]), new Set())]).to.deep.equal([]);
    expect([...supersededTimes(new Set(["time:14:00"]), new Set(["time:14:00"]))]).to.deep.equal([]);
  });

  it("gives the time an instruction put in place of the letter's to the text, unless a turn spoke of a change of time in its grammars' words", () => {
    const text = { textOutside: true, index: { supersededTimes: new Set(["time:11:00"]) } };
    const results = [text];
    expect(supersededTimeOf("2026-12-01T11:00", { results })).to.equal(text);
    expect(supersededTimeOf("2026-12-01T11:00", { results, spoke: new Set(["repeat"] as const) })).to.equal(text);
    expect(supersededTimeOf("2026-12-01T11:00", { results, spoke: new Set(["time_change"] as const) })).to.equal(undefined);
    expect(supersededTimeOf("2026-12-01T14:00", { results })).to.equal(undefined);
  });
});
