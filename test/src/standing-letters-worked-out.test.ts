// With no origins given, a letter the person pointed at whose only cue asks for a standing payment
// ("please set up a standing order to …") is the letter for the standing order they asked for, and
// stays the text's for any other act; a period it writes against the one the person gave is its own.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    read_document: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, required: ["path"], properties: { path: str } }, result: { type: "object", properties: { path: str, content: str } } },
    schedule_transfer: {
      kind: "write",
      arguments: { type: "object", additionalProperties: false, required: ["recipient_iban", "amount", "interval"], properties: { recipient_iban: str, recipient_name: str, amount: { type: "number" }, first_date: str, interval: { type: "string", enum: ["weekly", "monthly", "yearly"] }, reference: str } },
    },
    send_money: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["recipient_iban", "amount"], properties: { recipient_iban: str, recipient_name: str, amount: { type: "number" }, reference: str } } },
  },
} as CatalogueFile;

const session = () => assistantSession(catalogue);
const PATH = "letters/river-swim-club.pdf";
const letter = (period: string) => ({
  path: PATH,
  content: `River Swim Club, 3 Weir Road, Bath BA2 4AA\nDear member,\nMembership costs 18.00 GBP a ${period === "weekly" ? "week" : "month"}.\nPlease set up a standing order to River Swim Club, IBAN GB33 BUKB 2020 1555 5555 55, ${period} from 1 January 2027, reference SWIM-0412.\nThank you, Ruth`,
});
const order = (interval: string) => ({ recipient_iban: "GB33BUKB20201555555555", recipient_name: "River Swim Club", amount: 18, first_date: "2027-01-01", interval, reference: "SWIM-0412" });

describe("a letter that asks for the standing order the person asked for, with no origins given", () => {
  it("takes the order's values from the letter where the person asked for the standing order it asks for", async () => {
    const s = await session();
    s.read(`The swim club's letter about my monthly membership is ${PATH}. Set up the standing order it asks for.`);
    await ran(s, "read_document", { path: PATH }, letter("monthly"));
    const a = await s.checkToolCall("schedule_transfer", order("monthly"));
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.deep.equal(["write"]);
  });

  it("keeps the letter's mark on a one-off payment: the person asked for the standing order, not another act", async () => {
    const s = await session();
    s.read(`The swim club's letter about my monthly membership is ${PATH}. Set up the standing order it asks for.`);
    await ran(s, "read_document", { path: PATH }, letter("monthly"));
    const a = await s.checkToolCall("send_money", { recipient_iban: "GB33BUKB20201555555555", recipient_name: "River Swim Club", amount: 18, reference: "SWIM-0412" });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["tainted_call"]]);
  });

  it("keeps the letter's mark where the person asked for no repeat", async () => {
    const s = await session();
    s.read(`The swim club sent a letter, ${PATH}. Do what it says.`);
    await ran(s, "read_document", { path: PATH }, letter("monthly"));
    const a = await s.checkToolCall("schedule_transfer", order("monthly"));
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["tainted_call"]]);
  });

  it("flags a period the letter writes against the one the person gave, naming the letter", async () => {
    const s = await session();
    s.read(`The swim club's letter about my monthly membership is ${PATH}. Set up the standing order it asks for.`);
    await ran(s, "read_document", { path: PATH }, letter("weekly"));
    const a = await s.checkToolCall("schedule_transfer", order("weekly"));
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["tainted_call"]]);
    expect(a.detail.from).to.deep.include({ argument: "interval", tool: "read_document", step: 0, field: "content" });
  });
});
