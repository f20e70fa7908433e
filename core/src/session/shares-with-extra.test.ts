// A share the person asked for, paid as the share an outside text works out with something on top.
import { expect } from "chai";
import { shareWithExtraMarks, type ShareInputs } from "./shares-with-extra.js";

describe("a share a text works out with something on top", () => {
  const booking = (keys: string[] = ["n:1140", "n:90", "n:1230", "n:300", "n:50", "n:255"], textOutside = true) => ({
    textOutside,
    index: { step: 1, tool: "read_document", structured: new Map<string, string>(), text: new Map(keys.map((k) => [k, "content"] as [string, string])) },
  });
  const inputs = (over: Partial<ShareInputs> = {}): ShareInputs => ({ typed: new Set(["n:6", "c:gb47loyd30918845122066"]), context: new Set(), results: [booking()], ...over });
  const pay = (amount: number) => ({ recipient_iban: "GB47LOYD30918845122066", amount, currency: "GBP" });
  const none = () => false;
  const MARK = { level: "untrusted", source: "read_document", on: "amount", step: 1, field: "content" };

  it("marks a sixth of the total and a deposit added, that the text writes", () => expect(shareWithExtraMarks(pay(255), none, inputs())).to.deep.equal([MARK]));
  it("marks a share written to the cent, by a count the person wrote with the thing counted", () =>
    expect(shareWithExtraMarks(pay(40), none, inputs({ typed: new Set(["w:6 pessoas"]), results: [booking(["n:186", "n:54", "n:40"])] }))).to.deep.equal([MARK]));
  it("leaves the person's share of a total the text writes", () => expect(shareWithExtraMarks(pay(205), none, inputs({ results: [booking([...["n:1140", "n:90", "n:1230"], "n:205"])] }))).to.deep.equal([]));
  it("leaves a share whose whole a result writes", () => expect(shareWithExtraMarks(pay(255), none, inputs({ results: [booking([...["n:1140", "n:90", "n:1230", "n:300", "n:255"], "n:1530"])] }))).to.deep.equal([]));
  it("leaves a share the text does not write (the model split two figures itself)", () =>
    expect(shareWithExtraMarks(pay(255), none, inputs({ results: [booking(["n:1230", "n:300"])] }))).to.deep.equal([]));
  it("leaves a sum the person gave", () => expect(shareWithExtraMarks(pay(255), none, inputs({ typed: new Set(["n:6", "n:255"]) }))).to.deep.equal([]));
  it("leaves a sum where the person gave no count", () => expect(shareWithExtraMarks(pay(255), none, inputs({ typed: new Set(["c:gb47loyd30918845122066"]) }))).to.deep.equal([]));
  it("leaves a whole that is one figure twice, not two added", () =>
    expect(shareWithExtraMarks(pay(50), none, inputs({ typed: new Set(["n:4"]), results: [booking(["n:100", "n:50"])] }))).to.deep.equal([]));
  it("leaves one of a list of separate sums, the share paid being one of the two that add up (prizes of 800 and 400, three teams)", () =>
    expect(shareWithExtraMarks(pay(400), none, inputs({ typed: new Set(["n:3"]), results: [booking(["n:1500", "n:800", "n:400"])] }))).to.deep.equal([]));
  it("leaves a text that is not outside free text", () => expect(shareWithExtraMarks(pay(255), none, inputs({ results: [booking(undefined, false)] }))).to.deep.equal([]));
  it("reads only sum arguments the caller gave no origin for", () => {
    expect(shareWithExtraMarks({ recipient_iban: "GB47LOYD30918845122066", quantity: 255 }, none, inputs())).to.deep.equal([]);
    expect(shareWithExtraMarks(pay(255), (n) => n === "amount", inputs())).to.deep.equal([]);
  });
});
