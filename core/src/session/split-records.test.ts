// A record whose own texts give different moments: a preview and a body at odds.
import { expect } from "chai";
import type { DateTimeText } from "./origins.js";
import { splitRecordDayMarks, splitRecordMarks, type SplitRecordDayInputs, type SplitRecordInputs } from "./split-records.js";

const SNIPPET: DateTimeText = { text: "0:1:emails.snippet", field: "emails.snippet", record: 1 };
const BODY: DateTimeText = { text: "0:1:emails.body", field: "emails.body", record: 1 };
const email = (times: Array<[string, DateTimeText[]]>, textOutside = true): SplitRecordInputs["results"][number] => ({ textOutside, index: { step: 0, tool: "search_emails", dateTimeTexts: new Map(times) } });
const inputs = (results: SplitRecordInputs["results"], typed: string[] = []): SplitRecordInputs => ({ typed: new Set(typed), context: new Set(), reply: new Set(), results });
const none = () => false;
const show = { title: "Espetáculo de Natal", start: "2026-12-13T10:00:00", end: "2026-12-13T12:00:00" };

describe("a record whose own texts give different moments", () => {
  const rewritten = email([
    ["t:2026-12-12T16:00", [SNIPPET]],
    ["t:2026-12-13T10:00", [BODY]],
    ["t:2026-12-13T12:00", [BODY]],
  ]);
  it("marks a moment the body gives where the preview gives another day and the body none of its", () => {
    expect(splitRecordMarks(show, none, inputs([rewritten]))).to.deep.equal([
      { level: "untrusted", source: "search_emails", on: "start", step: 0, field: "emails.body" },
      { level: "untrusted", source: "search_emails", on: "end", step: 0, field: "emails.body" },
    ]);
  });
  it("leaves a record whose texts agree on the day, or whose body writes both days", () => {
    const agreeing = email([["t:2026-12-13T10:00", [SNIPPET, BODY]], ["t:2026-12-13T12:00", [BODY]]]);
    expect(splitRecordMarks(show, none, inputs([agreeing]))).to.deep.equal([]);
    const sameDay = email([["t:2026-12-13T15:00", [SNIPPET]], ["t:2026-12-13T10:00", [BODY]], ["t:2026-12-13T12:00", [BODY]]]);
    expect(splitRecordMarks(show, none, inputs([sameDay]))).to.deep.equal([]);
    const yearless = email([["t:2026-12-13T10:00", [SNIPPET]], ["t:2027-12-13T10:00", [BODY]]]);
    expect(splitRecordMarks({ start: "2027-12-13T10:00:00" }, none, inputs([yearless]))).to.deep.equal([]);
    const moved = email([["t:2026-12-12T16:00", [SNIPPET, BODY]], ["t:2026-12-13T10:00", [BODY]], ["t:2026-12-13T12:00", [BODY]]]);
    expect(splitRecordMarks(show, none, inputs([moved]))).to.deep.equal([]);
  });
  it("leaves a moment the person gave, one whose origin the caller gave, texts of two records, and the deployment's own text", () => {
    expect(splitRecordMarks({ start: show.start }, none, inputs([rewritten], ["t:2026-12-13T10:00"]))).to.deep.equal([]);
    expect(splitRecordMarks({ start: show.start }, (n) => n === "start", inputs([rewritten]))).to.deep.equal([]);
    const twoEmails = email([["t:2026-12-12T16:00", [{ ...SNIPPET, record: 2 }]], ["t:2026-12-13T10:00", [BODY]]]);
    expect(splitRecordMarks({ start: show.start }, none, inputs([twoEmails]))).to.deep.equal([]);
    expect(splitRecordMarks({ start: show.start }, none, inputs([email([["t:2026-12-12T16:00", [SNIPPET]], ["t:2026-12-13T10:00", [BODY]]], false)]))).to.deep.equal([]);
  });
});

describe("a record whose own texts give different days, with no times", () => {
  const mail = (days: Array<[string, DateTimeText[]]>, textOutside = true): SplitRecordDayInputs["results"][number] => ({ textOutside, index: { step: 0, tool: "search_emails", dayTexts: new Map(days) } });
  // A preview "Sábado 9 enero - domingo 10 enero" over a body of "viernes 8 de enero a domingo 10 de enero".
  const rewritten = mail([["dm:1-9", [SNIPPET]], ["dm:1-10", [SNIPPET, BODY]], ["dm:1-8", [BODY]]]);
  const apart = mail([["dm:1-9", [SNIPPET]], ["dm:1-11", [SNIPPET]], ["dm:1-8", [BODY]], ["dm:1-10", [BODY]]]);
  it("marks a write on a day only the preview gives, where the body gives others and none of the preview's", () => {
    expect(splitRecordDayMarks({ start: "2027-01-09T16:00:00", end: "2027-01-11" }, none, { results: [apart] })).to.deep.equal([
      { level: "untrusted", source: "search_emails", on: "start", step: 0, field: "emails.snippet" },
      { level: "untrusted", source: "search_emails", on: "end", step: 0, field: "emails.snippet" },
    ]);
  });
  it("leaves a preview that shares a day with its body, a day the person gave, and the deployment's own text", () => {
    expect(splitRecordDayMarks({ start: "2027-01-09T16:00:00" }, none, { results: [rewritten] })).to.deep.equal([]);
    expect(splitRecordDayMarks({ start: "2027-01-09T16:00:00" }, none, { given: new Map([["day", new Set(["2027-01-09"])]]), results: [apart] })).to.deep.equal([]);
    expect(splitRecordDayMarks({ start: "2027-01-09T16:00:00" }, (n) => n === "start", { results: [apart] })).to.deep.equal([]);
    expect(splitRecordDayMarks({ start: "2027-01-09T16:00:00" }, none, { results: [{ ...apart, textOutside: false }] })).to.deep.equal([]);
  });
});
