import { expect } from "chai";
import type { TurnValue } from "./port.js";
import { DAY_PICKS } from "./day-picks.js";
import { DAY_PART_PICKS, hourPick, hoursIn, markListedHours } from "./hour-picks.js";

const listed = (text: string): TurnValue => ({ kind: "email", text, value: text, toldAs: ["x"] });
const marks = (text: string, values: TurnValue[]) => (markListedHours(text, values), values.map((v) => v.toldAs!.filter((w) => w.startsWith("$"))));

describe("the kit's picks by hour", () => {
  it("reads hours written with h or a colon, and no number inside a word or a longer number", () => {
    expect(hoursIn("às 9h, 14h45 ou 21:05; HB20 e 2024-03-01 e 123h")).to.deep.equal([540, 885, 1265]);
  });
  it("tells each value of a list cut by semicolons its hour, its part of the day, and the first and last", () => {
    const text = "turnos: ana@x.pt entra 14h30; às 6h o rui@x.pt; 20h a eva@x.pt";
    expect(marks(text, [listed("ana@x.pt"), listed("rui@x.pt"), listed("eva@x.pt")])).to.deep.equal([
      [hourPick(870), DAY_PART_PICKS.afternoon],
      [hourPick(360), DAY_PART_PICKS.morning, DAY_PICKS.earliest],
      [hourPick(1200), DAY_PART_PICKS.evening, DAY_PICKS.latest],
    ]);
  });
  it("tells nothing where an item holds two hours, a value has none, two share one, or no mark cuts the items", () => {
    expect(marks("ana@x.pt 9h ou 10h; rui@x.pt 11h", [listed("ana@x.pt"), listed("rui@x.pt")])).to.deep.equal([[], []]);
    expect(marks("ana@x.pt 9h; rui@x.pt à tarde", [listed("ana@x.pt"), listed("rui@x.pt")])).to.deep.equal([[], []]);
    expect(marks("ana@x.pt 9h; rui@x.pt 9:00", [listed("ana@x.pt"), listed("rui@x.pt")])).to.deep.equal([[], []]);
    expect(marks("ana@x.pt 9h, rui@x.pt 11h", [listed("ana@x.pt"), listed("rui@x.pt")])).to.deep.equal([[], []]);
  });
  it("keeps the order a list's days give for its first and last", () => {
    const a = listed("ana@x.pt");
    const b = listed("rui@x.pt");
    a.toldAs = ["x", DAY_PICKS.latest];
    b.toldAs = ["x", DAY_PICKS.earliest];
    expect(marks("ana@x.pt sexta 9h; rui@x.pt terça 18h", [a, b])).to.deep.equal([
      [DAY_PICKS.latest, hourPick(540), DAY_PART_PICKS.morning],
      [DAY_PICKS.earliest, hourPick(1080), DAY_PART_PICKS.evening],
    ]);
  });
});
