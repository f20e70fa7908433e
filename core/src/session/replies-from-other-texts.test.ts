// A reply that passes on a figure only another outside text gives.
import { expect } from "chai";
import { otherTextReplyMarks } from "./replies-from-other-texts.js";
import { datumKeys, textWords, type WorkOutInputs } from "./origins.js";

type Inputs = Parameters<typeof otherTextReplyMarks>[2];
/** One result: the data its free text writes (in `field`) and the values its structured fields hold. */
const result = (step: number, tool: string, field: string, text: string[], structured: string[] = []) =>
  ({
    textOutside: true,
    index: {
      step,
      tool,
      text: new Map(text.flatMap((d) => datumKeys(d)).map((k) => [k, field])),
      structured: new Map(structured.flatMap((d) => datumKeys(d)).map((k) => [k, "emails.id"])),
      within: new Set<string>(),
    },
  }) as unknown as WorkOutInputs["results"][number];
const inputs = (results: Inputs["results"], typed: string[] = []): Inputs => ({ typed: new Set(typed.flatMap((d) => datumKeys(d))), context: new Set(), reply: new Set(), results });
// Newest first: the calendar's notes, then the candidate's email the reply is on.
const notes = result(1, "list_events", "events.description", ["48-55k", "3141"]);
const email = result(0, "search_emails", "emails.body", ["2291"], ["em_pr_1187"]);
const body = (text: string) => [["body", text] as const];

describe("a reply that passes on a figure only another outside text gives", () => {
  it("marks a figure of another result's free text with that text's tool, step and field", () => {
    expect(otherTextReplyMarks(body("The band is 48-55k."), "em_pr_1187", inputs([notes, email]), textWords)).to.deep.equal([
      { level: "untrusted", source: "list_events", on: "body", step: 1, field: "events.description" },
    ]);
  });
  it("leaves a figure of the message replied to, one the person typed, and a reply to a record no result lists", () => {
    expect(otherTextReplyMarks(body("We accept quote 2291."), "em_pr_1187", inputs([notes, email]), textWords)).to.deep.equal([]);
    expect(otherTextReplyMarks(body("Your code is 3141."), "em_pr_1187", inputs([notes, email], ["3141"]), textWords)).to.deep.equal([]);
    expect(otherTextReplyMarks(body("The band is 48-55k."), "em_other", inputs([notes, email]), textWords)).to.deep.equal([]);
  });
});
