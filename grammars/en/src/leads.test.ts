// The leads an English turn asks for: each wording of a lead or a delay, in numbers and in words.
import { expect } from "chai";
import { turnLeads } from "./leads.js";

describe("en leads", () => {
  it("reads a lead or a delay in minutes, in numbers and in words", () => {
    const cases: Array<[string, number[]]> = [
      ["remind me 15 minutes before it starts", [15]],
      ["set a reminder an hour before", [60]],
      ["half an hour earlier, please", [30]],
      ["a quarter of an hour ahead of the call", [15]],
      ["ping me 2 hours after the freeze", [-120]],
      ["remind me 10 mins before and 1 hour after", [10, -60]],
      ["the meeting is at 10:00 for an hour", []],
      ["remind me 0 minutes before, or 999 hours before", []],
      ["ping me the evening before at 8pm", [1440]],
      ["a reminder the day before it opens and 30 minutes before the start", [30, 1440]],
      ["it was the day before yesterday", []],
    ];
    for (const [text, want] of cases) expect(turnLeads(text), text).to.deep.equal(want);
  });
});
