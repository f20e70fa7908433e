// A value only an older reading of a record gives, that the record read again no longer holds.
import { expect } from "chai";
import { readAgainMarks, type ReadAgainIndex, type ReadAgainInputs } from "./records-read-again.js";

describe("a value only an older reading of a record gives, the record read again says otherwise", () => {
  const ID = "s:em_sw_31";
  const ALMADA = "w:rua cândido dos reis 9 almada";
  const ROMA = "w:avenida de roma 51 lisboa";
  /** A search that lists the email (record 2 of the list) with its body. */
  const search = (place: string, over: Partial<ReadAgainIndex> = {}): { textOutside: boolean; index: ReadAgainIndex } => ({
    textOutside: true,
    index: {
      step: 0,
      tool: "search_emails",
      structured: new Map([[ID, "emails.id"]]),
      text: new Map([[place, "emails.body"]]),
      dateTimes: new Set(),
      dateTimeTexts: new Map(),
      listed: { values: new Map([[ID, { record: 2, field: "emails.id" }]]), texted: new Set([2]) },
      ...over,
    },
  });
  /** The same email read in full. */
  const read = (place: string, over: Partial<ReadAgainIndex> = {}): { textOutside: boolean; index: ReadAgainIndex } => ({
    textOutside: true,
    index: {
      step: 1,
      tool: "read_email",
      structured: new Map([[ID, "id"]]),
      text: new Map([[place, "body"]]),
      dateTimes: new Set(),
      dateTimeTexts: new Map(),
      listed: { values: new Map([[ID, { record: 1, field: "id" }]]), texted: new Set([1]) },
      ...over,
    },
  });
  const inputs = (results: ReadAgainInputs["results"], over: Partial<ReadAgainInputs> = {}): ReadAgainInputs => ({ typed: new Set(), context: new Set(), results, ...over });
  const event = { title: "Pick up glasses", location: "Rua Cândido dos Reis 9, Almada" };
  const none = () => false;
  const MARK = { level: "untrusted", source: "search_emails", on: "location", step: 0, field: "emails.body" };

  it("marks a value the search's copy gives where the email read in full gives another", () => expect(readAgainMarks(event, none, inputs([read(ROMA), search(ALMADA)]))).to.deep.equal([MARK]));
  it("leaves a value both readings give", () => expect(readAgainMarks(event, none, inputs([read(ALMADA), search(ALMADA)]))).to.deep.equal([]));
  it("leaves a value of a record nobody read again", () => expect(readAgainMarks(event, none, inputs([search(ALMADA)]))).to.deep.equal([]));
  it("leaves it where the newer reading is of another record", () => {
    const other = read(ROMA, { structured: new Map([["s:em_sw_40", "id"]]), listed: { values: new Map([["s:em_sw_40", { record: 1, field: "id" }]]), texted: new Set([1]) } });
    expect(readAgainMarks(event, none, inputs([other, search(ALMADA)]))).to.deep.equal([]);
  });
  it("leaves it where the newer reading is a list of records' texts, not the one record alone", () =>
    expect(readAgainMarks(event, none, inputs([read(ROMA, { textRecord: new Map([[ROMA, 1]]) }), search(ALMADA)]))).to.deep.equal([]));
  it("leaves a value the person typed", () => expect(readAgainMarks(event, none, inputs([read(ROMA), search(ALMADA)], { typed: new Set([ALMADA]) }))).to.deep.equal([]));
  it("leaves a value the older reading holds as a structured value, not in its text", () =>
    expect(readAgainMarks(event, none, inputs([read(ROMA), search(ROMA, { structured: new Map([[ID, "emails.id"], [ALMADA, "emails.place"]]) })]))).to.deep.equal([]));
  it("leaves a value of a reading that reads nothing from outside", () => expect(readAgainMarks(event, none, inputs([read(ROMA), { ...search(ALMADA), textOutside: false }]))).to.deep.equal([]));
  it("reads a day and time the older text gives, as texts' times are keyed", () => {
    const at = "t:2026-12-08T07:00";
    const older = search(ROMA, { dateTimes: new Set([at]), dateTimeTexts: new Map([[at, [{ text: "booked Tuesday 8 December, 7:00", field: "emails.body", record: 2 }]]]) });
    expect(readAgainMarks({ start: "2026-12-08T07:00" }, none, inputs([read(ROMA), older]))).to.deep.equal([{ level: "untrusted", source: "search_emails", on: "start", step: 0, field: "emails.body" }]);
  });
  it("leaves an argument whose origin the caller gave", () => expect(readAgainMarks(event, (n) => n === "location", inputs([read(ROMA), search(ALMADA)]))).to.deep.equal([]));
});
