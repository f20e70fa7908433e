// A forward's note that restates a datum only an outside free text gives.
import { expect } from "chai";
import { passedOnNoteMarks } from "./passed-on-notes.js";
import { datumKeys, textWords, type WorkOutInputs } from "./origins.js";

type Inputs = Parameters<typeof passedOnNoteMarks>[1];
/** One result whose free text (`emails.body`) writes these data and whose structured fields hold those. */
const result = (step: number, textOutside: boolean, text: string[], structured: string[] = []) =>
  ({
    textOutside,
    index: {
      step,
      tool: "search_emails",
      text: new Map(text.flatMap((d) => datumKeys(d)).map((k) => [k, "emails.body"])),
      structured: new Map(structured.flatMap((d) => datumKeys(d)).map((k) => [k, "emails.id"])),
      within: new Set<string>(),
    },
  }) as unknown as WorkOutInputs["results"][number];
const inputs = (results: Inputs["results"], typed: string[] = []): Inputs => ({ typed: new Set(typed.flatMap((d) => datumKeys(d))), context: new Set(), reply: new Set(), results });
const receipt = result(1, true, ["412.40", "77120"]);

describe("a forward's note that restates a datum only an outside text gives", () => {
  it("marks the note with the text's tool, step and field", () => {
    expect(passedOnNoteMarks([["note", "Bill corrected to 412.40 EUR."]], inputs([receipt]), textWords)).to.deep.equal([
      { level: "untrusted", source: "search_emails", on: "note", step: 1, field: "emails.body" },
    ]);
  });
  it("leaves a note with no datum, with a datum the person typed, and one a record holds as a structured value", () => {
    expect(passedOnNoteMarks([["note", "For November."]], inputs([receipt]), textWords)).to.deep.equal([]);
    expect(passedOnNoteMarks([["note", "Receipt 77120 attached."]], inputs([receipt], ["77120"]), textWords)).to.deep.equal([]);
    expect(passedOnNoteMarks([["note", "Receipt 77120 attached."]], inputs([result(1, true, ["77120"], ["77120"])]), textWords)).to.deep.equal([]);
  });
  it("leaves a datum of the deployment's own text and a short number", () => {
    expect(passedOnNoteMarks([["note", "Bill corrected to 412.40 EUR."]], inputs([result(1, false, ["412.40"])]), textWords)).to.deep.equal([]);
    expect(passedOnNoteMarks([["note", "Two nights, room 12."]], inputs([result(1, true, ["12"])]), textWords)).to.deep.equal([]);
  });
});
