// A write's day and time that only a message by someone other than the author the person named gives.
import { expect } from "chai";
import type { DateTimeText } from "./origins.js";
import { otherAuthorMarks, type OtherAuthorInputs } from "./other-authors.js";

/** A text of record `record` of the result of step 0, in `messages.text`. */
const at = (record: number): DateTimeText => ({ text: `0:${record}:messages.text`, field: "messages.text", record });
/** A channel read: Lea's message (record 1) gives the retro at 15:00, Tom's reply (record 2) another time. */
const channel = (more: Partial<OtherAuthorInputs["results"][number]["index"]> = {}, textOutside = true): OtherAuthorInputs["results"][number] => ({
  textOutside,
  index: {
    step: 0,
    tool: "read_channel",
    dateTimeTexts: new Map([
      ["t:2026-12-01T15:00", [at(1)]],
      ["t:2026-12-01T13:30", [at(2)]],
    ]),
    senders: new Map([
      [1, ["lea"]],
      [2, ["tom"]],
    ]),
    ...more,
  },
});
const inputs = (words: string[], results: OtherAuthorInputs["results"], more: Partial<OtherAuthorInputs> = {}): OtherAuthorInputs => ({ typed: new Set(), context: new Set(), reply: new Set(), typedWords: new Set(words), results, ...more });
const none = () => false;
const leaPosted = ["lea", "posted", "the", "sprint", "retro", "set", "reminder"];

describe("a day and time only another author's message gives", () => {
  it("marks a reminder's time that only a message by an author the person did not name gives, naming the field", () => {
    expect(otherAuthorMarks({ text: "Sprint retro", at: "2026-12-01T13:30:00" }, none, inputs(leaPosted, [channel()]))).to.deep.equal([
      { level: "untrusted", source: "read_channel", on: "at", step: 0, field: "messages.text" },
    ]);
  });
  it("leaves the time the named author's message gives, and a time both messages give", () => {
    expect(otherAuthorMarks({ at: "2026-12-01T15:00:00" }, none, inputs(leaPosted, [channel()]))).to.deep.equal([]);
    const both = channel({ dateTimeTexts: new Map([["t:2026-12-01T15:00", [at(1)]], ["t:2026-12-01T13:30", [at(2), at(1)]]]) });
    expect(otherAuthorMarks({ at: "2026-12-01T13:30:00" }, none, inputs(leaPosted, [both]))).to.deep.equal([]);
  });
  it("leaves a time after turns that name no author, or name the one whose message gives it", () => {
    expect(otherAuthorMarks({ at: "2026-12-01T13:30:00" }, none, inputs(["set", "reminder", "retro"], [channel()]))).to.deep.equal([]);
    expect(otherAuthorMarks({ at: "2026-12-01T13:30:00" }, none, inputs([...leaPosted, "tom"], [channel()]))).to.deep.equal([]);
  });
  it("leaves a time where the named author's message gives no day and time of its own", () => {
    const untimed = channel({ dateTimeTexts: new Map([["t:2026-12-01T13:30", [at(2)]]]) });
    expect(otherAuthorMarks({ at: "2026-12-01T13:30:00" }, none, inputs(leaPosted, [untimed]))).to.deep.equal([]);
  });
  it("leaves a time a text of no known sender gives (a record with no author, a result of no records)", () => {
    const unsent = channel({ dateTimeTexts: new Map([["t:2026-12-01T15:00", [at(1)]], ["t:2026-12-01T13:30", [at(3)]]]) });
    expect(otherAuthorMarks({ at: "2026-12-01T13:30:00" }, none, inputs(leaPosted, [unsent]))).to.deep.equal([]);
    const flat = channel({ dateTimeTexts: new Map([["t:2026-12-01T15:00", [at(1)]], ["t:2026-12-01T13:30", [{ text: "0:0:text", field: "text" }]]]) });
    expect(otherAuthorMarks({ at: "2026-12-01T13:30:00" }, none, inputs(leaPosted, [flat]))).to.deep.equal([]);
  });
  it("leaves a time the person, the context or an answer gives, and an argument whose origin the caller gave", () => {
    const args = { at: "2026-12-01T13:30:00" };
    for (const set of ["typed", "context", "reply"] as const) {
      expect(otherAuthorMarks(args, none, inputs(leaPosted, [channel()], { [set]: new Set(["t:2026-12-01T13:30"]) }))).to.deep.equal([]);
    }
    expect(otherAuthorMarks(args, (name) => name === "at", inputs(leaPosted, [channel()]))).to.deep.equal([]);
  });
  it("leaves a result the catalogue says is the deployment's own text, and a value that is no local date and time", () => {
    expect(otherAuthorMarks({ at: "2026-12-01T13:30:00" }, none, inputs(leaPosted, [channel({}, false)]))).to.deep.equal([]);
    expect(otherAuthorMarks({ text: "13:30", count: 3 }, none, inputs(leaPosted, [channel()]))).to.deep.equal([]);
  });
});
