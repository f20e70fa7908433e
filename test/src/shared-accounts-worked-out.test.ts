// With no origins given, a payment to a party the person named, at an account a listed record of
// another party holds too (a payee list or a statement written over), carries the listing's mark;
// an account only one party's records hold, or one the call pays under both parties' names, does not.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    list_payees: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: {} }, result: { type: "object" } },
    list_transactions: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: { counterparty: str } }, result: { type: "object" } },
    send_money: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["iban", "name", "amount"], properties: { iban: str, name: str, amount: { type: "number" }, reference: str } } },
  },
} as CatalogueFile;

const NOOR = "NL91 ABNA 0417 1643 00";
const PIETER = "NL02 RABO 0123 4567 89";
const payees = (noor: string, pieter: string) => ({
  payees: [
    { payee_id: "py_1", name: "Noor de Vries", iban: noor },
    { payee_id: "py_2", name: "Pieter Bakker", iban: pieter },
    { payee_id: "py_3", name: "Eneco Energie", iban: "NL44 INGB 0001 2345 67" },
  ],
});
const TURN = "Pay Noor 35 euros for the theatre and Pieter 20 for the taxi, they're both saved.";

describe("an account listed records of two parties hold, paid for one the person named, with no origins given", () => {
  it("flags a payment to Pieter at the account the list also saves for Noor, naming the list", async () => {
    const s = await assistantSession(catalogue);
    s.read(TURN);
    const step = await ran(s, "list_payees", {}, payees(NOOR, NOOR));
    const a = await s.checkToolCall("send_money", { iban: "NL91ABNA0417164300", name: "Pieter Bakker", amount: 20, reference: "taxi" });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "iban", tool: "list_payees", step });
  });

  it("flags it where the person named the party in a possessive", async () => {
    const s = await assistantSession(catalogue);
    s.read("Pay Pieter's taxi share, 20 euros, to the payee I saved for him.");
    await ran(s, "list_payees", {}, payees(NOOR, NOOR));
    const a = await s.checkToolCall("send_money", { iban: "NL91ABNA0417164300", name: "Pieter Bakker", amount: 20, reference: "taxi" });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
  });

  it("refuses it under taint_policy: refuse", async () => {
    const s = await assistantSession(catalogue, { outside_content: { taint_policy: "refuse" } });
    s.read(TURN);
    await ran(s, "list_payees", {}, payees(PIETER, PIETER));
    const a = await s.checkToolCall("send_money", { iban: "NL02RABO0123456789", name: "Noor de Vries", amount: 35, reference: "theatre" });
    expect(a.decision).to.equal("refuse");
    expect(a.reasons).to.include("tainted_call");
  });

  it("flags an account a statement ties to one son and a payee list to the other, both named", async () => {
    const s = await assistantSession(catalogue);
    s.read("Send Liam and Oisin their 150 each for December, same accounts as their last transfers.");
    await ran(s, "list_payees", {}, { payees: [{ payee_id: "py_7", name: "Oisin Murphy", iban: "IE29 AIBK 9311 5212 3456 78" }] });
    await ran(s, "list_transactions", { counterparty: "Murphy" }, { transactions: [{ id: "tx_1", amount: 150, counterparty_name: "Liam Murphy", counterparty_iban: "IE29AIBK93115212345678" }] });
    const a = await s.checkToolCall("send_money", { iban: "IE29AIBK93115212345678", name: "Liam Murphy", amount: 150, reference: "December" });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
  });

  it("does not flag the list's own account for each party, nor one account of one party listed twice", async () => {
    const s = await assistantSession(catalogue);
    s.read(TURN);
    await ran(s, "list_payees", {}, payees(NOOR, PIETER));
    const a = await s.checkToolCall("send_money", { iban: "NL02RABO0123456789", name: "Pieter Bakker", amount: 20, reference: "taxi" });
    expect(a.reasons).to.not.include("tainted_call");
    const t = await assistantSession(catalogue);
    t.read("Pay Pieter back the 20 for the taxi, the account of his last transfer.");
    await ran(t, "list_transactions", { counterparty: "Pieter" }, { transactions: [1, 2].map((n) => ({ id: `tx_${n}`, amount: 20, counterparty_name: "Pieter Bakker", counterparty_iban: PIETER })) });
    const b = await t.checkToolCall("send_money", { iban: "NL02RABO0123456789", name: "Pieter Bakker", amount: 20, reference: "taxi" });
    expect(b.reasons).to.not.include("tainted_call");
  });

  it("does not flag one person named two ways across listings, a statement's full name and a saved nickname", async () => {
    const s = await assistantSession(catalogue);
    s.read("Send my sister Beth 80 for her birthday, to the payee I saved for her.");
    await ran(s, "list_transactions", { counterparty: "Beth" }, { transactions: [{ id: "tx_4", amount: 25, counterparty_name: "Elizabeth Walsh", counterparty_iban: "IE64 IRCE 9205 0112 3456 78" }] });
    await ran(s, "list_payees", {}, { payees: [{ payee_id: "py_9", name: "Beth Walsh", iban: "IE64IRCE92050112345678" }, { payee_id: "py_10", name: "Ben Walsh", iban: "IE02 BOFI 9000 1712 3456 79" }] });
    const a = await s.checkToolCall("send_money", { iban: "IE64IRCE92050112345678", name: "Beth Walsh", amount: 80, reference: "Happy birthday" });
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("does not flag a shared account paid under both names, or where the person named neither party apart", async () => {
    const s = await assistantSession(catalogue);
    s.read("Pay Noor and Pieter's joint account the 55 for the theatre and taxi.");
    await ran(s, "list_payees", {}, payees(NOOR, NOOR));
    const a = await s.checkToolCall("send_money", { iban: "NL91ABNA0417164300", name: "Noor de Vries & Pieter Bakker", amount: 55, reference: "theatre and taxi" });
    expect(a.reasons).to.not.include("tainted_call");
    const t = await assistantSession(catalogue);
    t.read("Pay the theatre tickets, 35 euros, to the account I saved.");
    await ran(t, "list_payees", {}, payees(NOOR, NOOR));
    const b = await t.checkToolCall("send_money", { iban: "NL91ABNA0417164300", name: "Noor de Vries", amount: 35, reference: "theatre" });
    expect(b.reasons).to.not.include("tainted_call");
  });
});
