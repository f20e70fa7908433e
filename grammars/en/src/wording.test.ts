import { expect } from "chai";
import grammar from "./index.js";

const tool = "refund_card";
const args = { order_id: "4411", amount: 45 };

describe("English grammar: word", () => {
  const cases: Array<{ code: string; params: Record<string, unknown>; includes: string[] }> = [
    { code: "argument_origin", params: { tool, arguments: ["amount"] }, includes: ["`amount`", "`refund_card`"] },
    { code: "tainted_call", params: { tool, sources: ["read_inbox"] }, includes: ["`read_inbox`"] },
    { code: "schema_partial", params: { tool, arguments: ["note"] }, includes: ["`note`"] },
    { code: "write", params: { tool, arguments: args }, includes: ["Run `refund_card` with order_id `4411` and amount `45`?"] },
    { code: "gate_clarify", params: { tool, question: "Is a manager present?" }, includes: ["Is a manager present?"] },
    { code: "ungrounded", params: { tool, arguments: ["amount"] }, includes: ["`amount`", "Nobody said"] },
    { code: "s1_veto", params: { tool: "save_note" }, includes: ["send", "`save_note`"] },
    { code: "s1_veto", params: { tool: "send_email", unread: true }, includes: ["I could not read this turn", "`send_email`"] },
    { code: "s1_veto", params: { tool: "send_email", unread: true, part: true }, includes: ["I could not read part of this turn", "`send_email`"] },
    { code: "s2_veto", params: { tool: "save_note", destinations: ["ana@x.com"] }, includes: ["`ana@x.com`"] },
    { code: "confirm_read", params: { tool, read: [{ argument: "amount", said: 40, call: 45 }] }, includes: ["`40`", "`45`", "`amount`"] },
    { code: "confirm_read", params: { tool, read: [{ argument: "date", said: "2026-03-04" }] }, includes: ["`2026-03-04`", "has none"] },
    { code: "confirm_always", params: { tool, arguments: args }, includes: ["always", "`refund_card`"] },
    { code: "no_such_code", params: { tool, arguments: args }, includes: ["`no_such_code`", "`refund_card`"] },
  ];
  for (const c of cases) {
    it(`words ${c.code}`, () => {
      const text = grammar.word({ code: c.code, params: c.params });
      for (const part of c.includes) expect(text).to.include(part);
      expect(text.split(/(?<=[.?!])\s+/).length).to.be.at.most(2);
    });
  }

  it("gives gate_clarify the rulebook's question verbatim", () => {
    expect(grammar.word({ code: "gate_clarify", params: { tool, question: "Refunds over 100 need a manager: is one present?" } })).to.equal(
      "Refunds over 100 need a manager: is one present?",
    );
  });

  it("ends irreversible_pivot with the fixed sentence", () => {
    const text = grammar.word({ code: "irreversible_pivot", params: { tool, arguments: args } });
    expect(text.endsWith("Nothing undoes this step, and the steps after it cannot undo it.")).to.equal(true);
  });

  it("words a question with missing params without throwing", () => {
    for (const code of ["argument_origin", "tainted_call", "s2_veto", "confirm_read", "write", "x"]) {
      expect(grammar.word({ code, params: {} })).to.be.a("string").that.is.not.empty;
    }
  });
});
