import { expect } from "chai";
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { daysCorrectedInALaterTurn } from "./days-corrected-in-a-later-turn.js";

const reading = (values: TurnValue[]): TurnReading => ({ language: "pt", read: true, sending: [], destinations: [], values });
const day = (value: number, superseded = false): TurnValue => ({ kind: "number", text: String(value), value, ...(superseded ? { superseded } : {}) });
const date = (value: string): TurnValue => ({ kind: "date", text: `dia ${Number(value.slice(8))}`, value });
const shown = (r: TurnReading | undefined) => r?.values.map((v) => `${v.kind}:${v.value}${v.superseded ? " (apart)" : ""}`);

describe("a day a later turn corrects by the bare day", () => {
  it("reads the two numbers as days of the earlier date's month, and takes that date back", () => {
    const both = daysCorrectedInALaterTurn(reading([date("2026-04-08")]), reading([day(9), day(8, true)]));
    expect(shown(both?.later)).to.deep.equal(["date:2026-04-09", "date:2026-04-08 (apart)"]);
    expect(shown(both?.earlier)).to.deep.equal(["date:2026-04-08 (apart)"]);
    expect(Object.isFrozen(both?.later)).to.equal(true);
  });
  it("reads nothing where the number set aside is not the earlier date's day, or more than one number is kept", () => {
    expect(daysCorrectedInALaterTurn(reading([date("2026-04-20")]), reading([day(9), day(8, true)]))).to.equal(undefined);
    expect(daysCorrectedInALaterTurn(reading([date("2026-04-08")]), reading([day(9), day(3), day(8, true)]))).to.equal(undefined);
  });
  it("reads nothing where the later turn gives a date of its own", () => {
    expect(daysCorrectedInALaterTurn(reading([date("2026-04-08")]), reading([date("2026-04-10"), day(9), day(8, true)]))).to.equal(undefined);
  });
});
