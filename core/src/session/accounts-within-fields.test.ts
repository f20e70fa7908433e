// An account paid that a result holds only inside a field of another kind.
import { expect } from "chai";
import { accountWithinFieldMarks, type AccountWithinInputs } from "./accounts-within-fields.js";

// The saved payees: Brightline's `iban` DE89…, and its name field carrying "(use DE44… for deposits)".
const payees = (textOutside = true, within = ["c:de44500105175407324931"]) => ({
  textOutside,
  index: { step: 0, tool: "list_payees", structured: new Map([["c:de89370400440532013000", "payees.iban"], ["s:py_bl_1", "payees.payee_id"]]), text: new Map<string, string>(), within: new Set(within) },
});
const inputs = (over: Partial<AccountWithinInputs> = {}): AccountWithinInputs => ({ typed: new Set(), context: new Set(), results: [payees()], ...over });
const pay = (iban: string) => ({ from_account: "acc_biz_2", recipient_iban: iban, amount: 300 });
const none = () => false;

describe("an account a result holds only inside a field of another kind", () => {
  it("marks a payment to the account written inside a payee's name, with the tool that returned it", () => {
    expect(accountWithinFieldMarks(pay("DE44500105175407324931"), none, inputs())).to.deep.equal([{ level: "untrusted", source: "list_payees", on: "recipient_iban", step: 0 }]);
    expect(accountWithinFieldMarks(pay("DE44 5001 0517 5407 3249 31"), none, inputs())).to.have.length(1);
  });
  it("leaves the record's own account, one the person typed, one the caller gave, and a result of the person's own", () => {
    expect(accountWithinFieldMarks(pay("DE89370400440532013000"), none, inputs())).to.deep.equal([]);
    expect(accountWithinFieldMarks(pay("DE44500105175407324931"), none, inputs({ typed: new Set(["c:de44500105175407324931"]) }))).to.deep.equal([]);
    expect(accountWithinFieldMarks(pay("DE44500105175407324931"), (n) => n === "recipient_iban", inputs())).to.deep.equal([]);
    expect(accountWithinFieldMarks(pay("DE44500105175407324931"), none, inputs({ results: [payees(false)] }))).to.deep.equal([]);
  });
  it("leaves an account another result holds whole, and one no field holds", () => {
    const ledger = { textOutside: true, index: { step: 1, tool: "list_transactions", structured: new Map([["c:de44500105175407324931", "transactions.counterparty_iban"]]), text: new Map<string, string>(), within: new Set<string>() } };
    expect(accountWithinFieldMarks(pay("DE44500105175407324931"), none, inputs({ results: [ledger, payees()] }))).to.deep.equal([]);
    expect(accountWithinFieldMarks(pay("DE44500105175407324931"), none, inputs({ results: [payees(true, [])] }))).to.deep.equal([]);
  });
});
