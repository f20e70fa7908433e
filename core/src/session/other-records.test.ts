// A call that goes to another record of a list than the one the person named.
import { expect } from "chai";
import { otherRecordMarks, type OtherRecordInputs } from "./other-records.js";

/** A channel list: `catalogue-2027` (record 1) and `finance` (record 2), each with a topic unless `texted` says otherwise. */
const channels = (texted: number[] = [1, 2], textOutside = true): OtherRecordInputs["results"][number] => ({
  textOutside,
  index: {
    step: 0,
    tool: "list_channels",
    listed: {
      values: new Map([
        ["s:catalogue-2027", { record: 1, field: "channels.name" }],
        ["s:c_cat27", { record: 1, field: "channels.channel_id" }],
        ["s:finance", { record: 2, field: "channels.name" }],
        ["s:c_fin", { record: 2, field: "channels.channel_id" }],
        ["s:kees.d", { record: -1, field: "channels.members" }],
      ]),
      texted: new Set(texted),
    },
  },
});
const inputs = (typed: string[], results: OtherRecordInputs["results"], more: Partial<OtherRecordInputs> = {}): OtherRecordInputs => ({ typed: new Set(typed), context: new Set(), reply: new Set(), results, ...more });
const none = () => false;
const invite = (channel: string) => ({ email: "bea@drukkerij-hoek.example", channel, message: "Hi Bea, welcome" });
const named = ["s:catalogue-2027", "s:bea@drukkerij-hoek.example"];

describe("a call to another record of a list than the one the person named", () => {
  it("marks a channel taken from a record beside the one the person named, naming the list's field", () => {
    expect(otherRecordMarks(invite("finance"), none, inputs(named, [channels()]))).to.deep.equal([
      { level: "untrusted", source: "list_channels", on: "channel", step: 0, field: "channels.name" },
    ]);
  });
  it("leaves the record the person named, and a call that holds the person's value too", () => {
    expect(otherRecordMarks(invite("catalogue-2027"), none, inputs(named, [channels()]))).to.deep.equal([]);
    expect(otherRecordMarks({ ...invite("finance"), message: "catalogue-2027" }, none, inputs(named, [channels()]))).to.deep.equal([]);
  });
  it("leaves a record after turns that name no record of the list, or name it by another field", () => {
    expect(otherRecordMarks(invite("finance"), none, inputs(["s:bea@drukkerij-hoek.example"], [channels()]))).to.deep.equal([]);
    expect(otherRecordMarks(invite("finance"), none, inputs(["s:c_cat27"], [channels()]))).to.deep.equal([]);
  });
  it("leaves a record that holds no free text, a value two records share, and a list of the deployment's own text", () => {
    expect(otherRecordMarks(invite("finance"), none, inputs(named, [channels([1])]))).to.deep.equal([]);
    expect(otherRecordMarks({ user: "kees.d", channel: "finance" }, none, inputs(named, [channels([1])]))).to.deep.equal([]);
    expect(otherRecordMarks({ user: "kees.d" }, none, inputs(named, [channels()]))).to.deep.equal([]);
    expect(otherRecordMarks(invite("finance"), none, inputs(named, [channels([1, 2], false)]))).to.deep.equal([]);
  });
  it("leaves a value the person, the context or an answer gives, and an argument whose origin the caller gave", () => {
    for (const set of ["typed", "context", "reply"] as const) {
      const more = set === "typed" ? {} : { [set]: new Set(["s:finance"]) };
      const typed = set === "typed" ? [...named, "s:finance"] : named;
      expect(otherRecordMarks(invite("finance"), none, inputs(typed, [channels()], more))).to.deep.equal([]);
    }
    expect(otherRecordMarks(invite("finance"), (name) => name === "channel", inputs(named, [channels()]))).to.deep.equal([]);
  });
  it("reads the newest list that holds the value", () => {
    const older = { ...channels(), index: { ...channels().index, step: 0 } };
    const newer: OtherRecordInputs["results"][number] = { textOutside: true, index: { step: 1, tool: "search_channels", listed: { values: new Map([["s:finance", { record: 1, field: "hits.name" }]]), texted: new Set([1]) } } };
    expect(otherRecordMarks(invite("finance"), none, inputs(named, [newer, older]))).to.deep.equal([]);
  });
});
