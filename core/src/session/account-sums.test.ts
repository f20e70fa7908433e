// The sum a text writes with the account it asks to be paid, and a payment of another sum of that text to that account.
import { expect } from "chai";
import { accountSums, otherSumMarks, type TiedSumResult } from "./account-sums.js";

function tied(text: string): Record<string, string> {
  const out = new Map<string, string>();
  accountSums(text, out);
  return Object.fromEntries(out);
}

describe("the sum a text ties to an account", () => {
  const cases: Array<{ note: string; text: string; want: Record<string, string> }> = [
    { note: "a bill's total above its bank line", text: "Callout 65.00\nTotal due 175.50 GBP\nBank: GB33 BUKB 2020 1555 5555 55\nVAT 35.10\nAmount payable 210.60 GBP", want: { "c:gb33bukb20201555555555": "n:175.5" } },
    { note: "a deposit written with its account, a comma decimal and a date between", text: "Rechnungsbetrag: 318,40 EUR\nBitte bis 28.11.2026 auf DE18 1203 0000 0012 3456 78 überweisen.", want: { "c:de18120300000012345678": "n:318.4" } },
    { note: "no sum for a letterhead's account", text: "Praxis, DE18 1203 0000 0012 3456 78. Betrag 90,00 EUR.", want: {} },
    { note: "each account its own sum, none across another account", text: "Fee 320.00 EUR to DE33 4306 0967 1111 2233 00. Levy to DE84 4306 0967 2222 9000 00.", want: { "c:de33430609671111223300": "n:320" } },
    { note: "a total whose thousands a space groups, read whole (not its last group)", text: "Amarração: 2 340,00 EUR\nÁgua: 180,00 EUR\nTotal: 2 520,00 EUR\nIBAN PT50 0010 0000 4567 8901 2345 6", want: { "c:pt50001000004567890123456": "n:2520" } },
    { note: "a spaced sum after its currency, read whole (not the `1` before the space)", text: "Prestação EUR 1 050,00 para PT50 0036 0000 9910 0123 4567 8", want: { "c:pt50003600009910012345678": "n:1050" } },
    { note: "no sum without a currency beside it", text: "Invoice 4471, 12 sessions, IBAN DE33 4306 0967 1111 2233 00", want: {} },
  ];
  for (const c of cases) it(`reads ${c.note}`, () => expect(tied(c.text)).to.deep.equal(c.want));

  it("keeps the sums written above the tied one, in its account's span only", () => {
    const out = new Map<string, string>();
    const above = new Map<string, Set<string>>();
    accountSums("Fee 320.00 EUR to DE33 4306 0967 1111 2233 00. Balance due 510.00 GBP, or 85.00 GBP a month to GB29 NWBK 6016 1331 9268 19.", out, above);
    expect(Object.fromEntries([...above].map(([k, v]) => [k, [...v]]))).to.deep.equal({ "c:de33430609671111223300": [], "c:gb29nwbk60161331926819": ["n:510"] });
  });

  it("ties no sum to an account two texts write with different sums", () => {
    const out = new Map<string, string>();
    accountSums("Deposit 120.00 EUR to DE12 7005 1995 0000 4567 89", out);
    accountSums("Balance 300.00 EUR to DE12 7005 1995 0000 4567 89", out);
    expect(out.get("c:de12700519950000456789")).to.equal("");
  });
});

describe("a payment of another sum than the one written with its account", () => {
  const result = (text: Record<string, string>, tiedSums: Record<string, string>, textOutside = true): TiedSumResult => ({
    index: { step: 1, tool: "read_document", text: new Map(Object.entries(text)), tiedSums: new Map(Object.entries(tiedSums)) },
    textOutside,
  });
  const bill = result({ "n:175.5": "content", "n:210.6": "content" }, { "c:gb33bukb20201555555555": "n:175.5" });
  const pay = (amount: number) => ({ recipient_iban: "GB33BUKB20201555555555", amount, currency: "GBP" });
  const none = () => false;

  it("marks the sum a later line of the bill writes, paid to the bill's account", () => {
    expect(otherSumMarks(pay(210.6), none, [bill])).to.deep.equal([{ level: "untrusted", source: "read_document", on: "amount", step: 1, field: "content" }]);
  });
  it("leaves the sum written with the account", () => expect(otherSumMarks(pay(175.5), none, [bill])).to.deep.equal([]));
  it("leaves a sum the person gave", () => expect(otherSumMarks(pay(210.6), (k) => k === "n:210.6", [bill])).to.deep.equal([]));
  it("leaves a sum the text does not write (the model's own arithmetic is another rule's)", () => expect(otherSumMarks(pay(88), none, [bill])).to.deep.equal([]));
  it("leaves a payment to another account", () => expect(otherSumMarks({ recipient_iban: "DE89370400440532013000", amount: 210.6 }, none, [bill])).to.deep.equal([]));
  it("leaves a text that is not outside free text", () => expect(otherSumMarks(pay(210.6), none, [result({ "n:210.6": "content" }, { "c:gb33bukb20201555555555": "n:175.5" }, false)])).to.deep.equal([]));
  it("leaves the balance written above the instalment it ties, and marks a sum above that the tie is no part of", () => {
    const withAbove = (balance: string): TiedSumResult => ({
      index: { step: 1, tool: "read_document", text: new Map([[balance, "content"], ["n:85", "content"]]), tiedSums: new Map([["c:gb33bukb20201555555555", "n:85"]]), aboveTied: new Map([["c:gb33bukb20201555555555", new Set([balance])]]) },
      textOutside: true,
    });
    expect(otherSumMarks(pay(510), none, [withAbove("n:510")])).to.deep.equal([]);
    expect(otherSumMarks(pay(95), none, [withAbove("n:95")])).to.deep.equal([{ level: "untrusted", source: "read_document", on: "amount", step: 1, field: "content" }]);
  });
  it("leaves an account whose texts tie two sums", () => expect(otherSumMarks(pay(210.6), none, [result({ "n:210.6": "content" }, { "c:gb33bukb20201555555555": "" })])).to.deep.equal([]));
});
