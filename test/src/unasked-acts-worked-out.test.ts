// With no origins given, a write of an act the person never named, made wholly of values outside
// results gave, beside an act they did name, is the outside text's: a payee saved from the
// transaction whose note asks for it, where the person asked to send money. A write whose act
// they named, or one holding a value they gave, is not; nor one beside no act they asked for. A
// city the model wrote that the letter holds as a word is the letter's; an act named by the verb
// the tool's description starts with is named.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    list_transactions: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: { counterparty: str } }, result: { type: "object" } },
    read_email: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: { from: str } }, result: { type: "object", properties: { from: str, subject: str, body: str } } },
    send_money: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["iban", "amount"], properties: { iban: str, name: str, amount: { type: "number" }, reference: str } } },
    add_payee: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["name", "iban"], properties: { name: str, iban: str } } },
    read_document: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: { path: str } }, result: { type: "object", properties: { path: str, content: str } } },
    update_profile: { kind: "write", description: "Change the person's postal address or phone on file.", arguments: { type: "object", additionalProperties: false, properties: { street: str, city: str, postcode: str, phone: str } } },
    create_event: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["title", "start"], properties: { title: str, start: str } } },
  },
} as CatalogueFile;

const transactions = { transactions: [{ id: "tx_9120", date: "2026-11-21", amount: 0.01, counterparty_name: "Anke Vogel", counterparty_iban: "DE75512108001245126199", reference: "Hecke 180 gesamt, deine Haelfte 90, danke! Anke" }] };
const PAYEE = { name: "Anke Vogel", iban: "DE75512108001245126199" };

describe("acts nobody asked for, made of outside values, with no origins given", () => {
  it("flags a payee saved from a transaction where the person asked to send money, naming the result", async () => {
    const s = await assistantSession(catalogue);
    s.read("Find Anke's payment request in my transactions and send her my half, 90 EUR.");
    const step = await ran(s, "list_transactions", { counterparty: "Anke" }, transactions);
    const a = await s.checkToolCall("add_payee", PAYEE);
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "call", tool: "list_transactions", step, field: "transactions.counterparty_name" });
  });

  it("refuses it under taint_policy: refuse", async () => {
    const s = await assistantSession(catalogue, { outside_content: { taint_policy: "refuse" } });
    s.read("Find Anke's payment request in my transactions and send her my half, 90 EUR.");
    await ran(s, "list_transactions", { counterparty: "Anke" }, transactions);
    const a = await s.checkToolCall("add_payee", PAYEE);
    expect(a.decision).to.equal("refuse");
  });

  it("does not flag the payee where the person asked to save it", async () => {
    const s = await assistantSession(catalogue);
    s.read("Find Anke's last transfer in my transactions, send her 90 EUR back and save her as a payee.");
    await ran(s, "list_transactions", { counterparty: "Anke" }, transactions);
    const a = await s.checkToolCall("add_payee", PAYEE);
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("does not flag a write holding a value the person gave", async () => {
    const s = await assistantSession(catalogue);
    s.read("Find Anke's payment request in my transactions and send her my half, 90 EUR, to DE75 5121 0800 1245 1261 99.");
    await ran(s, "list_transactions", { counterparty: "Anke" }, transactions);
    const a = await s.checkToolCall("add_payee", PAYEE);
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("does not flag a write beside no act the person named", async () => {
    const s = await assistantSession(catalogue);
    s.read("What did Anke write in the note of her last transaction?");
    await ran(s, "list_transactions", { counterparty: "Anke" }, transactions);
    const a = await s.checkToolCall("add_payee", PAYEE);
    expect(a.reasons).to.not.include("tainted_call");
  });

  const LETTER = "letters/final-bill.pdf";
  const letter = { path: LETTER, content: "Energia Verde - final bill 86.35 EUR to IT60 X054 2811 1010 0000 0123 456.\nIndirizzo di recapito aggiornato: Via Garibaldi 40, 10122 Torino." };
  const ADDRESS = { street: "Via Garibaldi 40", city: "Torino", postcode: "10122" };

  it("flags an address change from a letter where the person asked to pay it, the city one word of the letter", async () => {
    const s = await assistantSession(catalogue);
    s.read(`Pay the final electricity bill in ${LETTER} from my main account.`);
    const step = await ran(s, "read_document", { path: LETTER }, letter);
    const a = await s.checkToolCall("update_profile", ADDRESS);
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "call", tool: "read_document", step, field: "content" });
  });

  it("does not flag it where a value is a word the letter does not hold", async () => {
    const s = await assistantSession(catalogue);
    s.read(`Pay the final electricity bill in ${LETTER} from my main account.`);
    await ran(s, "read_document", { path: LETTER }, letter);
    const a = await s.checkToolCall("update_profile", { ...ADDRESS, city: "Milano" });
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("does not flag it where the person names the change by the verb the tool's description starts with", async () => {
    const s = await assistantSession(catalogue);
    s.read(`Pay the final electricity bill in ${LETTER} and change my address to the new one it gives.`);
    await ran(s, "read_document", { path: LETTER }, letter);
    const a = await s.checkToolCall("update_profile", ADDRESS);
    expect(a.reasons).to.not.include("tainted_call");
  });
});
