// The leads a turn's grammars give and the times an instruction gives in place of a result's others,
// read as keys: each wording of a lead or a delay, and only times no other text of the result gives.
import { expect } from "chai";
import type { Grammar } from "@toolgate/grammar-kit";
import { leadKeysIn, supersededTimeOf, supersededTimes } from "./superseded-times.js";

describe("superseded times: leads and corrected times", () => {
  it("keys the leads the grammars that read a turn give, each grammar's answer checked as data", () => {
    const giving = (leads: unknown) => ({ turnLeads: () => leads }) as unknown as Grammar;
    expect(leadKeysIn("t", [giving([15, -120])])).to.deep.equal(["lead:15", "lead:-120"]);
    expect(leadKeysIn("t", [giving([15]), giving([15, 30])])).to.deep.equal(["lead:15", "lead:30"]);
    expect(leadKeysIn("t", [giving([0, 1441, -1441, Number.NaN, Infinity, "15", null, 1440])])).to.deep.equal(["lead:1440"]);
    expect(leadKeysIn("t", [giving("15"), giving(undefined)])).to.deep.equal([]);
    expect(leadKeysIn("t", [giving(Array.from({ length: 20 }, (_, i) => i + 1))])).to.have.length(8);
    const throwing = { turnLeads: () => { throw new Error("broken"); } } as unknown as Grammar;
    expect(leadKeysIn("t", [throwing, giving([10])])).to.deep.equal(["lead:10"]);
    expect(leadKeysIn("remind me 15 minutes before", [])).to.deep.equal([]);
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

  it("gives, where a turn spoke of a change, only a time a revision written after the text's own announced change gives", () => {
    const spoke = new Set(["time_change"] as const);
    const revised = { textOutside: true, index: { supersededTimes: new Set(["time:10:30"]), revisedTimes: new Set(["time:08:30"]) } };
    expect(supersededTimeOf("2026-12-03T08:30", { results: [revised], spoke })).to.equal(revised);
    expect(supersededTimeOf("2026-12-03T10:30", { results: [revised], spoke })).to.equal(undefined);
    expect(supersededTimeOf("2026-12-03T10:30", { results: [revised] })).to.equal(revised);
  });
  it("still gives the text a time after a spoken change where the text takes its own news back after the fact", () => {
    const taken = { textOutside: true, index: { supersededTimes: new Set(["time:15:00"]), selfCorrected: true as const } };
    expect(supersededTimeOf("2026-11-27T15:00:00", { results: [taken], spoke: new Set(["time_change"] as const) })).to.equal(taken);
  });
});
