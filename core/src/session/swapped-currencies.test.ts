// A payment of the sum a text writes, in another currency than the one the text writes it with.
import { expect } from "chai";
import { swappedCurrencyMarks, type SwappedCurrencyInputs } from "./swapped-currencies.js";

/** A quote that writes the deposit `CHF 4,500.00`. */
const quote = (textOutside = true): SwappedCurrencyInputs["results"][number] => ({
  textOutside,
  index: { step: 0, tool: "read_document", sumCurrencies: new Map([["n:4500", new Set(["CHF"])], ["n:15000", new Set(["CHF"])]]) },
});
const inputs = (results = [quote()], typed: string[] = []): SwappedCurrencyInputs => ({ typed: new Set(typed), results });
const none = () => false;
const pay = (amount: number, currency: string) => ({ from_account: "acc_lab_7", recipient_iban: "CH9300762011623852957", amount, currency, reference: "Q-55120" });

describe("a sum a text writes, paid in another currency", () => {
  it("marks the currency of a payment of the text's sum in another currency, naming the text's tool", () => {
    expect(swappedCurrencyMarks(pay(4500, "USD"), none, inputs())).to.deep.equal([{ level: "untrusted", source: "read_document", on: "currency", step: 0 }]);
  });
  it("leaves the text's own currency, a sum the text does not write, a currency the person typed, one the caller gave, and a text not outside", () => {
    expect(swappedCurrencyMarks(pay(4500, "CHF"), none, inputs())).to.deep.equal([]);
    expect(swappedCurrencyMarks(pay(4200, "USD"), none, inputs())).to.deep.equal([]);
    expect(swappedCurrencyMarks(pay(4500, "USD"), none, inputs([quote()], ["s:usd"]))).to.deep.equal([]);
    expect(swappedCurrencyMarks(pay(4500, "USD"), (name) => name === "currency", inputs())).to.deep.equal([]);
    expect(swappedCurrencyMarks(pay(4500, "USD"), none, inputs([quote(false)]))).to.deep.equal([]);
  });
});
