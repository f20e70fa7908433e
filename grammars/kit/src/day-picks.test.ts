import { expect } from "chai";
import type { TurnValue } from "./port.js";
import { DAY_PICKS, markRecordDayExtremes } from "./day-picks.js";

const record = (id: string): TurnValue => ({ kind: "id", text: id, value: id, toldAs: ["job"] });
const day = (iso: string, of: string): TurnValue => ({ kind: "date", text: iso, value: iso, of });
const marks = (values: TurnValue[]) => (markRecordDayExtremes(values), values.filter((v) => v.kind === "id").map((v) => v.toldAs!.filter((w) => w.startsWith("$"))));

describe("the kit's picks by day", () => {
  it("marks the record told the latest day and the one told the earliest, in any order of the list", () => {
    expect(marks([record("J-2"), day("2026-03-12", "J-2"), record("J-1"), day("2026-03-04", "J-1"), record("J-3"), day("2026-03-08", "J-3")])).to.deep.equal([[DAY_PICKS.latest], [DAY_PICKS.earliest], []]);
  });
  it("marks nothing where a record has no day, two share one, or a day has a time", () => {
    expect(marks([record("J-1"), day("2026-03-04", "J-1"), record("J-2")])).to.deep.equal([[], []]);
    expect(marks([record("J-1"), day("2026-03-04", "J-1"), record("J-2"), day("2026-03-04", "J-2")])).to.deep.equal([[], []]);
    expect(marks([record("J-1"), day("2026-03-04T09:00", "J-1"), record("J-2"), day("2026-03-05", "J-2")])).to.deep.equal([[], []]);
  });
});
