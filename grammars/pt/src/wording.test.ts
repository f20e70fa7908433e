import { expect } from "chai";
import grammar from "./index.js";

const tool = "refund_card";
const args = { order_id: "4411", amount: 45 };

describe("Portuguese grammar: word", () => {
  const cases: Array<{ code: string; params: Record<string, unknown>; includes: string[] }> = [
    { code: "argument_origin", params: { tool, arguments: ["amount"] }, includes: ["`amount`", "`refund_card`"] },
    { code: "tainted_call", params: { tool, sources: ["read_inbox"] }, includes: ["`read_inbox`"] },
    { code: "schema_partial", params: { tool, arguments: ["note"] }, includes: ["`note`"] },
    { code: "write", params: { tool, arguments: args }, includes: ["Executar `refund_card` com order_id `4411` e amount `45`?"] },
    { code: "ungrounded", params: { tool, arguments: ["amount"] }, includes: ["`amount`", "Ninguém disse"] },
    { code: "s1_veto", params: { tool: "save_note" }, includes: ["enviar", "`save_note`"] },
    { code: "s1_veto", params: { tool: "send_email", unread: true }, includes: ["Não consegui ler esta mensagem", "`send_email`"] },
    { code: "s1_veto", params: { tool: "send_email", unread: true, part: true }, includes: ["Não consegui ler parte desta mensagem", "`send_email`"] },
    { code: "s2_veto", params: { tool: "save_note", destinations: ["ana@x.com"] }, includes: ["`ana@x.com`"] },
    { code: "confirm_read", params: { tool, read: [{ argument: "amount", said: 40, call: 45 }] }, includes: ["`40`", "`45`", "`amount`"] },
    { code: "confirm_read", params: { tool, read: [{ argument: "date", said: "2026-03-04" }] }, includes: ["`2026-03-04`", "não tem nenhum"] },
    { code: "confirm_always", params: { tool, arguments: args }, includes: ["sempre", "`refund_card`"] },
    { code: "no_such_code", params: { tool, arguments: args }, includes: ["`no_such_code`"] },
  ];
  for (const c of cases) {
    it(`words ${c.code}`, () => {
      const text = grammar.word({ code: c.code, params: c.params });
      for (const part of c.includes) expect(text).to.include(part);
      expect(text.split(/(?<=[.?!])\s+/).length).to.be.at.most(2);
    });
  }

  it("gives gate_clarify the rulebook's question verbatim", () => {
    expect(grammar.word({ code: "gate_clarify", params: { tool, question: "Há um gerente presente?" } })).to.equal("Há um gerente presente?");
  });

  it("ends irreversible_pivot with the fixed sentence", () => {
    const text = grammar.word({ code: "irreversible_pivot", params: { tool, arguments: args } });
    expect(text.endsWith("Nada desfaz este passo, e os passos seguintes não o podem desfazer.")).to.equal(true);
  });
});
