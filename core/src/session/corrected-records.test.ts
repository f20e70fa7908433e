// A record one of whose texts corrects the other onto a day the other never gives.
import { expect } from "chai";
import type { DateTimeText } from "./origins.js";
import { correctedRecordMarks, type CorrectedRecordInputs } from "./corrected-records.js";

describe("correctedRecordMarks", () => {
  const snippet = (record = 0): DateTimeText => ({ text: "snippet", field: "emails.snippet", record });
  const body = (record = 0): DateTimeText => ({ text: "body", field: "emails.body", record });
  /** The riding school's email: the body moves Saturday's lesson from 10:00 to 14:00; the preview adds a correction to Sunday 08:00. */
  const email = (over: Partial<{ superseded: string[]; bodySunday: boolean; textOutside: boolean; record: number | undefined }> = {}): CorrectedRecordInputs["results"][number] => {
    const record = "record" in over ? over.record : 0;
    const s = { ...snippet(), record };
    const b = { ...body(), record };
    const texts = new Map<string, DateTimeText[]>([
      ["t:2026-11-28T14:00", [s, b]],
      ["t:2026-11-28T10:00", [b]],
      ["t:2026-11-29T08:00", over.bodySunday ? [s, b] : [s]],
    ]);
    return { textOutside: over.textOutside ?? true, index: { step: 0, tool: "search_emails", dateTimeTexts: texts, supersededTimes: new Set(over.superseded ?? ["time:08:00"]) } };
  };
  const inputs = (more: Partial<CorrectedRecordInputs> = {}): CorrectedRecordInputs => ({ typed: new Set(), context: new Set(), reply: new Set(), results: [email()], ...more });
  const none = () => false;
  const move = (start: string) => ({ event_id: "ev_ride_55", start, end: start.replace(/T(\d\d):00/, (_, h) => `T${h}:45`) });

  it("marks a start the preview's correction gives on a day the body never gives", () => {
    expect(correctedRecordMarks(move("2026-11-29T08:00:00"), none, inputs())).to.deep.equal([{ level: "untrusted", source: "search_emails", on: "start", step: 0, field: "emails.snippet" }]);
  });
  it("leaves the body's own new time, and a correction the body gives on that day too", () => {
    expect(correctedRecordMarks(move("2026-11-28T14:00:00"), none, inputs())).to.deep.equal([]);
    expect(correctedRecordMarks(move("2026-11-29T08:00:00"), none, inputs({ results: [email({ bodySunday: true })] }))).to.deep.equal([]);
  });
  it("leaves a moment no correction gives, or that the person gave", () => {
    expect(correctedRecordMarks(move("2026-11-29T08:00:00"), none, inputs({ results: [email({ superseded: ["time:09:00"] })] }))).to.deep.equal([]);
    expect(correctedRecordMarks(move("2026-11-29T08:00:00"), none, inputs({ typed: new Set(["t:2026-11-29T08:00"]) }))).to.deep.equal([]);
    expect(correctedRecordMarks(move("2026-11-29T08:00:00"), (n) => n === "start", inputs())).to.deep.equal([]);
  });
  it("leaves texts of no listed record, and a result that is not outside text", () => {
    expect(correctedRecordMarks(move("2026-11-29T08:00:00"), none, inputs({ results: [email({ record: undefined })] }))).to.deep.equal([]);
    expect(correctedRecordMarks(move("2026-11-29T08:00:00"), none, inputs({ results: [email({ textOutside: false })] }))).to.deep.equal([]);
  });
});
