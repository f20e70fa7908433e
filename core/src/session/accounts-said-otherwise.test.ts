// An account the person typed for a payment, left for one an outside text writes.
import { expect } from "chai";
import { accountSaidOtherwiseMarks, type AccountSaidInputs } from "./accounts-said-otherwise.js";

describe("an account the person typed, left for one a text writes", () => {
  const TOM = "c:gb47loyd30918845122066";
  const AGENCY = "c:gb71barc20035367119421";
  const forwarded = (textOutside = true) => ({
    textOutside,
    outside: textOutside,
    index: { step: 1, tool: "read_document", structured: new Map<string, string>(), text: new Map([[AGENCY, "content"], ["n:1230", "content"]]) },
  });
  const inputs = (over: Partial<AccountSaidInputs> = {}): AccountSaidInputs => ({ typed: new Set([TOM, "n:6"]), context: new Set(), results: [forwarded()], ...over });
  const pay = (iban: string) => ({ from_account: "acc_uk_30", recipient_iban: iban, recipient_name: "Cornish Cottage Holidays", amount: 205 });
  const none = () => false;
  const MARK = { level: "untrusted", source: "read_document", on: "recipient_iban", step: 1, field: "content", destination: true };

  it("marks a payment to the text's account where the person typed another", () => expect(accountSaidOtherwiseMarks(pay("GB71 BARC 2003 5367 1194 21"), none, inputs())).to.deep.equal([MARK]));
  it("leaves a payment to the account the person typed", () => expect(accountSaidOtherwiseMarks(pay("GB47LOYD30918845122066"), none, inputs())).to.deep.equal([]));
  it("leaves the text's account where the person typed none", () => expect(accountSaidOtherwiseMarks(pay("GB71BARC20035367119421"), none, inputs({ typed: new Set(["n:6"]) }))).to.deep.equal([]));
  it("leaves it where the person spoke of a changed account", () => expect(accountSaidOtherwiseMarks(pay("GB71BARC20035367119421"), none, inputs({ typedChange: true }))).to.deep.equal([]));
  it("leaves it where the account typed is the payer's own, named by the payment too", () =>
    expect(accountSaidOtherwiseMarks({ from_account: "GB47LOYD30918845122066", recipient_iban: "GB71BARC20035367119421", amount: 205 }, none, inputs())).to.deep.equal([]));
  it("leaves it where the account typed is the person's own, in the run's context", () => expect(accountSaidOtherwiseMarks(pay("GB71BARC20035367119421"), none, inputs({ context: new Set([TOM]) }))).to.deep.equal([]));
  it("does not read an identifier written in groups as a typed account", () =>
    expect(accountSaidOtherwiseMarks(pay("GB71BARC20035367119421"), none, inputs({ typed: new Set(["c:2145120337"]) }))).to.deep.equal([]));
  it("leaves it where the text writes the typed account too (a debit from it that failed)", () => {
    const both = forwarded();
    both.index.text.set(TOM, "content");
    expect(accountSaidOtherwiseMarks(pay("GB71BARC20035367119421"), none, inputs({ results: [both] }))).to.deep.equal([]);
  });
  it("leaves an account no outside free text writes", () => expect(accountSaidOtherwiseMarks(pay("GB71BARC20035367119421"), none, inputs({ results: [forwarded(false)] }))).to.deep.equal([]));
  it("leaves an argument whose origin the caller gave", () => expect(accountSaidOtherwiseMarks(pay("GB71BARC20035367119421"), (n) => n === "recipient_iban", inputs())).to.deep.equal([]));
});
