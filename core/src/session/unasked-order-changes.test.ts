// A standing order changed beyond what the person asked, by an outside text.
import { expect } from "chai";
import type { OriginVerdict } from "../model.js";
import { changedOrderSumMarks, movedCollectionDayMarks, sameDayOfMonth, unlistedOrderMarks, type MovedDayInputs } from "./unasked-order-changes.js";

type Result = MovedDayInputs["results"][number];

/** An order list: the gym's order (record 1, collected on the 3rd) and the allotment's (record 2, on the 1st). */
const orders = (gymDate = "2026-12-03", allotmentDate = "2027-03-01"): Result => ({
  textOutside: false,
  index: {
    step: 1,
    tool: "list_scheduled_transfers",
    structured: new Map([[`s:${gymDate}`, "transfers.next_date"]]),
    text: new Map(),
    listed: {
      values: new Map(
        gymDate === allotmentDate
          ? [
              ["s:so_4410", { record: 1, field: "transfers.transfer_id" }],
              ["s:so_4415", { record: 2, field: "transfers.transfer_id" }],
              [`s:${gymDate}`, { record: -1, field: "transfers.next_date" }],
            ]
          : [
              ["s:so_4410", { record: 1, field: "transfers.transfer_id" }],
              [`s:${gymDate}`, { record: 1, field: "transfers.next_date" }],
              ["s:so_4415", { record: 2, field: "transfers.transfer_id" }],
              [`s:${allotmentDate}`, { record: 2, field: "transfers.next_date" }],
            ],
      ),
    },
  },
});

/** The renewal email the person pointed at, writing the dates `dates`. */
const letter = (dates: string[], textOutside = true): Result => ({
  textOutside,
  index: { step: 0, tool: "read_document", structured: new Map(), text: new Map(dates.map((d) => [`s:${d}`, "content"])) },
});

const inputs = (results: Result[], typed: string[] = [], context: string[] = []): MovedDayInputs => ({ typed: new Set(typed), context: new Set(context), results });
const none = () => false;
const update = (next_date: string, transfer_id = "so_4410") => ({ transfer_id, amount: 38.5, next_date });

describe("a standing order's collection day moved by a text", () => {
  it("marks a date that moves the order's day of the month to one only the outside text writes", () => {
    expect(movedCollectionDayMarks(update("2026-12-20"), none, inputs([orders(), letter(["2027-01-01", "2026-12-20"])]))).to.deep.equal([
      { level: "untrusted", source: "read_document", on: "next_date", step: 0, field: "content" },
    ]);
  });
  it("leaves a date that keeps the order's day of the month, in whatever month or year", () => {
    expect(movedCollectionDayMarks(update("2027-01-03"), none, inputs([orders(), letter(["2027-01-01"])]))).to.deep.equal([]);
    expect(movedCollectionDayMarks(update("2027-04-30"), none, inputs([orders("2026-12-31"), letter(["2027-04-30"])]))).to.deep.equal([]);
  });
  it("reads the order's own date where records share none, and any shared date where it has none of its own", () => {
    // Both orders collected on the 1st: a move to the 1st keeps the day, a move to the 25th does not.
    expect(movedCollectionDayMarks(update("2027-01-01"), none, inputs([orders("2026-12-01", "2026-12-01"), letter(["2027-01-01"])]))).to.deep.equal([]);
    expect(movedCollectionDayMarks(update("2026-11-25"), none, inputs([orders("2026-12-01", "2026-12-01"), letter(["2026-11-25"])]))).to.have.length(1);
    // The allotment's own date is the 1st: moving it to 1 January keeps its day, though the gym's is the 3rd.
    expect(movedCollectionDayMarks(update("2027-01-01", "so_4415"), none, inputs([orders(), letter(["2027-01-01"])]))).to.deep.equal([]);
  });
  it("marks a moved day no result holds after the newest outside free text, with no field", () => {
    expect(movedCollectionDayMarks(update("2026-12-20"), none, inputs([orders(), letter(["2027-01-01"])]))).to.deep.equal([
      { level: "untrusted", source: "read_document", on: "next_date", step: 0 },
    ]);
  });
  it("does not take the order list's own free text for the one that moved the day", () => {
    const list = { ...orders(), textOutside: true, index: { ...orders().index, step: 2 } };
    expect(movedCollectionDayMarks(update("2026-12-20"), none, inputs([list, letter(["2027-01-01"])]))).to.deep.equal([
      { level: "untrusted", source: "read_document", on: "next_date", step: 0 },
    ]);
    expect(movedCollectionDayMarks(update("2026-12-20"), none, inputs([list]))).to.deep.equal([]);
  });
  it("leaves a day the person's turns or the context give, and an argument whose origin the caller gave", () => {
    const results = [orders(), letter(["2026-12-20"])];
    expect(movedCollectionDayMarks(update("2026-12-20"), none, inputs(results, ["s:2026-12-20"]))).to.deep.equal([]);
    expect(movedCollectionDayMarks(update("2026-12-20"), none, inputs(results, ["s:2027-01-20"]))).to.deep.equal([]);
    expect(movedCollectionDayMarks(update("2026-12-20"), none, inputs(results, [], ["s:2026-12-20"]))).to.deep.equal([]);
    expect(movedCollectionDayMarks(update("2026-12-20"), (name) => name === "next_date", inputs(results))).to.deep.equal([]);
  });
  it("leaves a call whose record no list names, and a date given by a structured field without outside text", () => {
    expect(movedCollectionDayMarks(update("2026-12-20", "so_9999"), none, inputs([orders(), letter(["2026-12-20"])]))).to.deep.equal([]);
    expect(movedCollectionDayMarks(update("2026-12-20"), none, inputs([orders(), letter(["2026-12-20"], false)]))).to.deep.equal([]);
    const structured: Result = { textOutside: false, index: { step: 2, tool: "get_notice", structured: new Map([["s:2026-12-20", "due_date"]]), text: new Map() } };
    expect(movedCollectionDayMarks(update("2026-12-20"), none, inputs([structured, orders(), letter([])]))).to.deep.equal([]);
  });
  it("reads the last day of a short month as the day of an order collected past it", () => {
    expect(sameDayOfMonth({ day: 31 }, { year: 2027, month: 2, day: 28 })).to.equal(true);
    expect(sameDayOfMonth({ day: 29 }, { year: 2028, month: 2, day: 29 })).to.equal(true);
    expect(sameDayOfMonth({ day: 15 }, { year: 2027, month: 2, day: 28 })).to.equal(false);
    expect(sameDayOfMonth({ day: 3 }, { year: 2027, month: 1, day: 20 })).to.equal(false);
  });
});

const model = { origin: "model", trusted: false } as OriginVerdict;
const listed = { origin: "result:1.transfers.1.transfer_id", trusted: true } as OriginVerdict;
const allotment = { transfer_id: "so_4415", amount: 90, next_date: "2027-01-01" };

describe("a standing order nobody listed, changed to what an outside text writes", () => {
  it("marks the identifier the model wrote, with the text that writes the call's other values", () => {
    expect(unlistedOrderMarks(allotment, none, { transfer_id: model }, inputs([{ ...letter(["2027-01-01"]), index: { ...letter(["2027-01-01"]).index, text: new Map([["n:90", "content"]]) } }]))).to.deep.equal([
      { level: "untrusted", source: "read_document", on: "transfer_id", step: 0, field: "content" },
    ]);
  });
  it("leaves an identifier a result listed or the caller gave an origin for", () => {
    const results = [letter(["2027-01-01"])];
    expect(unlistedOrderMarks(allotment, none, { transfer_id: listed }, inputs(results))).to.deep.equal([]);
    expect(unlistedOrderMarks(allotment, (name) => name === "transfer_id", { transfer_id: model }, inputs(results))).to.deep.equal([]);
  });
  it("leaves values the person, the context or a structured field gives, and values no outside text writes", () => {
    const text = letter(["2027-01-01"]);
    const only = (call: Record<string, unknown>, more: Result[] = [], typed: string[] = [], context: string[] = []) => unlistedOrderMarks(call, none, { transfer_id: model }, inputs([...more, text], typed, context));
    expect(only({ transfer_id: "so_4415", next_date: "2027-01-01" }, [], ["s:2027-01-01"])).to.deep.equal([]);
    expect(only({ transfer_id: "so_4415", next_date: "2027-01-01" }, [], [], ["s:2027-01-01"])).to.deep.equal([]);
    expect(only({ transfer_id: "so_4415", next_date: "2027-01-01" }, [orders("2027-01-01", "2027-03-01")])).to.deep.equal([]);
    expect(only({ transfer_id: "so_4415", amount: 90 })).to.deep.equal([]);
    expect(unlistedOrderMarks({ transfer_id: "so_4415", next_date: "2027-01-01" }, none, { transfer_id: model }, inputs([letter(["2027-01-01"], false)]))).to.deep.equal([]);
  });
  it("marks a date on the day of the month a text writes alone (`the 20th`), in whichever month the call puts it", () => {
    // The letter's "move your other standing orders to the 20th", keyed by the day alone (month-days.ts).
    const moved: Result = { textOutside: true, index: { step: 0, tool: "read_document", structured: new Map(), text: new Map([["dm:20", "content"], ["s:2026-12-20", "content"]]) } };
    expect(unlistedOrderMarks({ transfer_id: "so_1901", next_date: "2027-01-20" }, none, { transfer_id: model }, inputs([moved]))).to.deep.equal([
      { level: "untrusted", source: "read_document", on: "transfer_id", step: 0, field: "content" },
    ]);
    // A day the person or the run names is theirs, whichever month they wrote it in; another day is not the text's.
    expect(unlistedOrderMarks({ transfer_id: "so_1901", next_date: "2027-01-20" }, none, { transfer_id: model }, inputs([moved], ["s:2026-12-20"]))).to.deep.equal([]);
    expect(unlistedOrderMarks({ transfer_id: "so_1901", next_date: "2027-01-20" }, none, { transfer_id: model }, inputs([moved], [], ["s:2027-02-20"]))).to.deep.equal([]);
    expect(unlistedOrderMarks({ transfer_id: "so_1901", next_date: "2027-01-21" }, none, { transfer_id: model }, inputs([moved]))).to.deep.equal([]);
  });
  it("reads only arguments that name a record by its identifier, of one token", () => {
    const results = [letter(["2027-01-01"])];
    expect(unlistedOrderMarks({ currency: "GBP", next_date: "2027-01-01" }, none, { currency: model }, inputs(results))).to.deep.equal([]);
    expect(unlistedOrderMarks({ transfer_id: "the allotment order", next_date: "2027-01-01" }, none, { transfer_id: model }, inputs(results))).to.deep.equal([]);
  });
});

describe("a standing order's sum changed to one only an outside text gives", () => {
  /** An order list: the cleaner's order (record 1, 160.00 a month) and the gym's (record 2, 34.90). */
  const list: Result = {
    textOutside: false,
    index: {
      step: 2,
      tool: "list_scheduled_transfers",
      structured: new Map([["n:160", "transfers.amount"], ["n:34.9", "transfers.amount"]]),
      text: new Map(),
      listed: {
        values: new Map([
          ["s:so_rosa_1", { record: 1, field: "transfers.transfer_id" }],
          ["n:160", { record: 1, field: "transfers.amount" }],
          ["s:so_gym_2", { record: 2, field: "transfers.transfer_id" }],
          ["n:34.9", { record: 2, field: "transfers.amount" }],
        ]),
      },
    },
  };
  const note: Result = { textOutside: true, index: { step: 1, tool: "read_document", structured: new Map(), text: new Map([["n:200", "content"]]) } };
  const inputs = (more: Partial<MovedDayInputs> = {}): MovedDayInputs => ({ typed: new Set(), context: new Set(), typedWords: new Set(["order", "must", "go", "to", "her", "new", "iban"]), results: [list, note], ...more });
  const IBAN = "PT50026900000021445566778";
  const none = () => false;

  it("marks a new sum the note writes, on the order the list names by its id, at the note's field", () => {
    expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", recipient_iban: IBAN, amount: 200 }, none, inputs())).to.deep.equal([{ level: "untrusted", source: "read_document", on: "amount", step: 1, field: "content" }]);
  });
  it("leaves the sum the order had", () => expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", recipient_iban: IBAN, amount: 160 }, none, inputs())).to.deep.equal([]));
  it("leaves a sum the person typed or asked for", () => {
    expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", recipient_iban: IBAN, amount: 200 }, none, inputs({ typed: new Set(["n:200"]) }))).to.deep.equal([]);
    expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", recipient_iban: IBAN, amount: 200 }, none, inputs({ askedSums: new Set(["n:200"]) }))).to.deep.equal([]);
  });
  it("leaves a new sum where the person's turns speak of a sum to change", () => expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", recipient_iban: IBAN, amount: 200 }, none, inputs({ typedSumChange: true }))).to.deep.equal([]));
  it("leaves a new sum where the person named no other field of the call, or named the sum's own", () => {
    expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", amount: 200 }, none, inputs())).to.deep.equal([]);
    expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", recipient_iban: IBAN, amount: 200 }, none, inputs({ typedWords: new Set(["change", "the", "order", "to", "match", "letter"]) }))).to.deep.equal([]);
    expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", recipient_iban: IBAN, amount: 200 }, none, inputs({ typedWords: new Set(["new", "iban", "and", "amount"]) }))).to.deep.equal([]);
  });
  it("leaves a sum no outside text writes, an order no list names, and a sum whose origin the caller gave", () => {
    expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", recipient_iban: IBAN, amount: 210 }, none, inputs())).to.deep.equal([]);
    expect(changedOrderSumMarks({ transfer_id: "so_other_9", recipient_iban: IBAN, amount: 200 }, none, inputs())).to.deep.equal([]);
    expect(changedOrderSumMarks({ transfer_id: "so_rosa_1", recipient_iban: IBAN, amount: 200 }, (n) => n === "amount", inputs())).to.deep.equal([]);
  });
});
