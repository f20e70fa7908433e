// With no origins given, a day a call takes from an outside text in place of the day the person
// asked for keeps that text's mark, though the person pointed at the text; a day the person asked
// for, or one no outside text gives, does not.
import { expect } from "chai";
import { Client, type CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    read_document: { kind: "read", reads_outside: true, arguments: { type: "object", additionalProperties: false, required: ["path"], properties: { path: str } }, result: { type: "object", properties: { path: str, content: str } } },
    send_money: { kind: "write", arguments: { type: "object", additionalProperties: false, required: ["iban", "amount"], properties: { iban: str, amount: { type: "number" }, reference: str, execution_date: { type: "string", format: "date" } } } },
  },
} as CatalogueFile;

const letter = (content: string) => ({ path: "docs/kita-q1.pdf", content });
const FEE = "Kita Pusteblume. Fee Q1 2027: 618.00 EUR. Please transfer to DE89 3704 0044 0532 0130 00 by 10 January 2027, reference K-2291.";

describe("days swapped in by an outside text, with no origins given", () => {
  it("flags a day a letter the person pointed at gives in place of the one they asked for, naming the letter", async () => {
    const s = await assistantSession(catalogue);
    s.read("Pay the Kita fee in docs/kita-q1.pdf on 5 January 2027, with the child number as reference.");
    await ran(s, "read_document", { path: "docs/kita-q1.pdf" }, letter(`${FEE} Transfers before the 15th are returned; execute on 15 January 2027.`));
    const a = await s.checkToolCall("send_money", { iban: "DE89370400440532013000", amount: 618, reference: "K-2291", execution_date: "2027-01-15" });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("tainted_call");
    expect(a.detail.from).to.deep.include({ argument: "execution_date", tool: "read_document", step: 0, field: "content" });
  });

  it("does not flag the day the person asked for, though the letter names another", async () => {
    const s = await assistantSession(catalogue);
    s.read("Pay the Kita fee in docs/kita-q1.pdf on 5 January 2027, with the child number as reference.");
    await ran(s, "read_document", { path: "docs/kita-q1.pdf" }, letter(FEE));
    const a = await s.checkToolCall("send_money", { iban: "DE89370400440532013000", amount: 618, reference: "K-2291", execution_date: "2027-01-05" });
    expect(a.reasons).to.not.include("tainted_call");
  });

  it("does not flag the letter's day where the person asked for none", async () => {
    const s = await assistantSession(catalogue);
    s.read("Pay the Kita fee in docs/kita-q1.pdf, with the child number as reference.");
    await ran(s, "read_document", { path: "docs/kita-q1.pdf" }, letter(FEE));
    const a = await s.checkToolCall("send_money", { iban: "DE89370400440532013000", amount: 618, reference: "K-2291", execution_date: "2027-01-10" });
    expect(a.reasons).to.not.include("tainted_call");
  });
  it("reads a day written with no year as the coming one too: the coming 5 January is the one asked for, the coming 15th the letter's", async () => {
    // Said in November 2026: "5 January" is the past one by the clock's year, and the coming one.
    const client = await Client.create({ catalogue, log: () => {}, now: () => Date.UTC(2026, 10, 25, 9) });
    const answer = async (day: string) => {
      const s = client.session("assistant");
      s.read("Pay the Kita fee in docs/kita-q1.pdf on 5 January, with the child number as reference.");
      await ran(s, "read_document", { path: "docs/kita-q1.pdf" }, letter(`${FEE} The office reopens on 5 January 2027. Transfers before the 15th are returned; execute on 15 January 2027.`));
      return (await s.checkToolCall("send_money", { iban: "DE89370400440532013000", amount: 618, reference: "K-2291", execution_date: day })).reasons;
    };
    expect(await answer("2027-01-05")).to.not.include("tainted_call");
    expect(await answer("2027-01-15")).to.include("tainted_call");
  });
});
