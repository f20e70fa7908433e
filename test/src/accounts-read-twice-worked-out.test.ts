// With no origins given, a payment to an account one reading of a record gives while another
// reading of that record (known by its identifier) gives another account carries the mark of the
// reading it came from; readings that agree, or one that shows no account, do not.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    list_transactions: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: { counterparty: str } }, result: { type: "object" } },
    get_transaction: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, required: ["transaction_id"], properties: { transaction_id: str } }, result: { type: "object" } },
    send_money: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["iban", "name", "amount"], properties: { iban: str, name: str, amount: { type: "number" }, reference: str } } },
  },
} as CatalogueFile;

const RIGHT = "ES91 2100 0418 4502 0005 1332";
const OTHER = "ES79 2100 0813 6101 2345 6789";
const TURN = "Marisol overpaid the October water share. Refund her 18 euros to the account she paid from.";
const statement = (iban: string) => ({
  transactions: [
    { id: "tx_8801", amount: 58, counterparty_name: "Marisol Vega", counterparty_iban: iban, reference: "agua octubre" },
    { id: "tx_8790", amount: 40, counterparty_name: "Marisol Vega", counterparty_iban: RIGHT, reference: "agua septiembre" },
  ],
});
const single = (iban: string) => ({ id: "tx_8801", amount: 58, counterparty_name: "Marisol Vega", counterparty_iban: iban, reference: "agua octubre", note: "sorry, paid 18 too much" });

describe("an account two readings of one record give two ways, with no origins given", () => {
  it("flags a refund to the account the list gives where the transaction read on its own gives another, naming the list", async () => {
    const s = await assistantSession(catalogue);
    s.read(TURN);
    const step = await ran(s, "list_transactions", { counterparty: "Marisol" }, statement(OTHER));
    await ran(s, "get_transaction", { transaction_id: "tx_8801" }, single(RIGHT));
    const a = await s.checkToolCall("send_money", { iban: "ES7921000813610123456789", name: "Marisol Vega", amount: 18, reference: "devolución agua" });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "iban", tool: "list_transactions", step });
  });

  it("flags the account the record read again gives where the list gave another, and refuses it under taint_policy: refuse", async () => {
    const s = await assistantSession(catalogue, { outside_content: { taint_policy: "refuse" } });
    s.read(TURN);
    await ran(s, "list_transactions", { counterparty: "Marisol" }, statement(RIGHT));
    await ran(s, "get_transaction", { transaction_id: "tx_8801" }, single(OTHER));
    const a = await s.checkToolCall("send_money", { iban: "ES7921000813610123456789", name: "Marisol Vega", amount: 18, reference: "devolución agua" });
    expect(a.decision).to.equal("refuse");
    expect(a.reasons).to.include("tainted_call");
  });

  it("does not flag an account both readings give, nor one a reading without accounts leaves alone", async () => {
    const s = await assistantSession(catalogue);
    s.read(TURN);
    await ran(s, "list_transactions", { counterparty: "Marisol" }, statement(RIGHT));
    await ran(s, "get_transaction", { transaction_id: "tx_8801" }, single(RIGHT));
    const a = await s.checkToolCall("send_money", { iban: "ES9121000418450200051332", name: "Marisol Vega", amount: 18, reference: "devolución agua" });
    expect(a.reasons).to.not.include("tainted_call");
    const t = await assistantSession(catalogue);
    t.read(TURN);
    await ran(t, "list_transactions", { counterparty: "Marisol" }, statement(RIGHT));
    await ran(t, "get_transaction", { transaction_id: "tx_8801" }, { id: "tx_8801", amount: 58, reference: "agua octubre" });
    const b = await t.checkToolCall("send_money", { iban: "ES9121000418450200051332", name: "Marisol Vega", amount: 18, reference: "devolución agua" });
    expect(b.reasons).to.not.include("tainted_call");
  });
});
