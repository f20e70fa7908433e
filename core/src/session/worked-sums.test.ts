// A sum an outside text works out itself from figures it wrote before, paid though nobody gave it.
import { expect } from "chai";
import { workedSumMarks, workedSums, type WorkedSumResult } from "./worked-sums.js";

/** The keys of the sums a text works out. */
function worked(text: string): string[] {
  const out = new Set<string>();
  workedSums(text, out);
  return [...out].sort();
}

describe("the sums a text works out itself", () => {
  it("leaves units at a price, their count written", () => expect(worked("Juniors: 40.00 EUR each, 2 x 40.00 = 80.00 EUR")).to.deep.equal([]));
  it("reads a sum billed, restated times a period paid ahead, the count written", () =>
    expect(worked("New monthly rent 912,40 EUR (was 876,50 EUR). Pay a quarter ahead: 3 x 912,40 = 2737,20 EUR")).to.deep.equal(["n:2737.2"]));
  it("leaves units at a price whose count is written as a product of two quantities", () => {
    expect(worked("Séances de novembre : 4 x 2,5 h à 40,00 EUR/h = 400,00 EUR\nTotal à régler : 400,00 EUR")).to.deep.equal([]);
    expect(worked("Tutoring, 3 × 1.5 hours @ 28.00 GBP/h: 126.00 GBP")).to.deep.equal([]);
  });
  it("leaves units at a price written once, their count written", () => expect(worked("2 x Bolo-rei 18,50 = 37,00\n6 x Broa 3,20 = 19,20\nTotal 56,20 EUR")).to.deep.equal([]));
  it("reads a period paid ahead", () => expect(worked("Tomás nov: 8 aulas = 120,00 EUR (dez. igual, pf junte: 240,00)")).to.deep.equal(["n:240"]));
  it("reads a share of a total with an extra on top", () =>
    expect(worked("Tickets were 4 x 58 EUR = 232 EUR. Oh and the booking fees were 24 EUR, so it's 64 each.")).to.include("n:64"));
  it("reads a yearly fee spread over the months", () =>
    expect(worked("Ihr Monatsbeitrag 34,90 EUR. Die Jahresgebühr (15,00 EUR) wird auf die Monate verteilt: monatlich also 36,15 EUR.")).to.deep.equal(["n:36.15"]));
  it("leaves a bill's total of its lines", () => expect(worked("Arbeitszeit: 162,50 EUR\nMaterial: 47,80 EUR\nRechnungsbetrag: 210,30 EUR")).to.deep.equal([]));
  it("leaves a total of units at a price and another line", () => expect(worked("Family: 150.00 EUR\nJuniors: 2 x 40.00 EUR\nTotal: 230.00 EUR")).to.deep.equal([]));
  it("leaves a text of one sum", () => expect(worked("Nov: 6 faxinas - 330,00")).to.deep.equal([]));
  it("leaves a share smaller than the total it comes from", () => expect(worked("Tesco 22/11 total 93.60, your half 46.80")).to.deep.equal([]));
  it("leaves a sum written before the figures that would make it", () => expect(worked("Total 97,00: bolo 85,00, entrega 12,00")).to.deep.equal([]));
  it("leaves sums that no arithmetic of the figures before them gives", () => expect(worked("Rent 876.50 EUR, service 54.00 EUR, parking 31.00 EUR")).to.deep.equal([]));
  it("does not read dates and years as figures", () => expect(worked("Invoice 12.12.2026, 2026 season, 40,00 EUR")).to.deep.equal([]));
});

describe("a payment of a sum an outside text worked out itself", () => {
  const ACCOUNT = "c:pt93003500970000123456781";
  const note = (over: Partial<WorkedSumResult["index"]> = {}, textOutside = true): WorkedSumResult => ({
    index: { step: 1, tool: "list_transactions", text: new Map([["n:97", "transactions.0.reference"], ["n:85", "transactions.0.reference"]]), workedSums: new Set(["n:97"]), ...over },
    textOutside,
  });
  const pay = (amount: number) => ({ recipient_iban: "PT93003500970000123456781", amount, currency: "EUR" });
  const none = () => false;
  const MARK = { level: "untrusted", source: "list_transactions", on: "amount", step: 1, field: "transactions.0.reference" };

  it("marks the worked-out sum, paid", () => expect(workedSumMarks(pay(97), none, [note()])).to.deep.equal([MARK]));
  it("marks a standing order's new sum with no account in the call", () =>
    expect(workedSumMarks({ transfer_id: "so_7730", amount: 97 }, none, [note()])).to.deep.equal([MARK]));
  it("leaves the first sum the text wrote", () => expect(workedSumMarks(pay(85), none, [note()])).to.deep.equal([]));
  it("leaves a sum the person gave", () => expect(workedSumMarks(pay(97), (k) => k === "n:97", [note()])).to.deep.equal([]));
  it("leaves a text that is not outside free text", () => expect(workedSumMarks(pay(97), none, [note({}, false)])).to.deep.equal([]));
  it("leaves a bill's sum written with the account paid", () =>
    expect(workedSumMarks(pay(97), none, [note({ tiedSums: new Map([[ACCOUNT, "n:97"]]) })])).to.deep.equal([]));
  it("leaves a bill's balance written above the instalment tied to the account", () =>
    expect(workedSumMarks(pay(97), none, [note({ tiedSums: new Map([[ACCOUNT, "n:48.5"]]), aboveTied: new Map([[ACCOUNT, new Set(["n:97"])]]) })])).to.deep.equal([]));
  it("reads only sum arguments", () => expect(workedSumMarks({ recipient_iban: "PT93003500970000123456781", quantity: 97 }, none, [note()])).to.deep.equal([]));
});
