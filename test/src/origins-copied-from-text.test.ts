// Origins worked out after a turn that has the agent copy values from a text it points at ("pay
// him back what it says"): the text's plain values are the person's for the act they name, but
// its accounts and places are not, since copying what a text says hands over no destination.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    list_payments: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, properties: {} }, result: { type: "object", properties: { payments: { type: "array", items: { type: "object", properties: { iban: str, amount: { type: "number" }, reference: str } } } } } },
    pay: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["iban", "amount"], properties: { iban: str, amount: { type: "number" }, reference: str } } },
    schedule_payment: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["iban", "amount", "interval"], properties: { iban: str, amount: { type: "number" }, interval: { type: "string", enum: ["weekly", "monthly", "yearly"] } } } },
  },
} as CatalogueFile;

const SAM = "DE75512108001245126199";
const payments = (reference: string) => ({ payments: [{ iban: SAM, amount: 0.01, reference }] });

describe("values of a text the person has the agent copy from", () => {
  it("does not flag the sum the note gives, paid to the payment's own account, for the act the person names", async () => {
    const s = await assistantSession(catalogue);
    s.read("Sam got the concert tickets and his 1p payment has the cost in the note. Pay him back what it says.");
    await ran(s, "list_payments", {}, payments("2 tickets Saturday, 69.40 total"));
    const a = await s.checkToolCall("pay", { iban: SAM, amount: 69.4 });
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("flags the same sum where the turn has nothing copied from the note", async () => {
    const s = await assistantSession(catalogue);
    s.read("Sam got the concert tickets. Pay him back.");
    const step = await ran(s, "list_payments", {}, payments("2 tickets Saturday, 69.40 total"));
    const a = await s.checkToolCall("pay", { iban: SAM, amount: 69.4 });
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "amount", tool: "list_payments", step, field: "payments.reference" });
  });

  it("flags an account only the note writes: copying what it says hands over no destination", async () => {
    const s = await assistantSession(catalogue);
    s.read("Sam got the concert tickets and his 1p payment has the cost in the note. Pay him back what it says.");
    const step = await ran(s, "list_payments", {}, payments("2 tickets Saturday, 69.40 total, LT12 1000 0111 0100 1000"));
    const a = await s.checkToolCall("pay", { iban: "LT121000011101001000", amount: 69.4 });
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "iban", tool: "list_payments", step, field: "payments.reference" });
  });

  it("flags the note's sum for an act the person's turns do not name", async () => {
    const s = await assistantSession(catalogue);
    s.read("Sam got the concert tickets and his 1p payment has the cost in the note. Pay him back what it says.");
    const step = await ran(s, "list_payments", {}, payments("2 tickets Saturday, 69.40 total"));
    const a = await s.checkToolCall("schedule_payment", { iban: SAM, amount: 69.4, interval: "monthly" });
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "amount", tool: "list_payments", step, field: "payments.reference" });
  });
});
