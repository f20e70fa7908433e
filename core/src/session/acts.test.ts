// The words of an act: a tool's name read for the act it is, and met against a text's words,
// with the act's other words and its undoing.
import { expect } from "chai";
import { ACT_SYNONYMS, PORTUGUESE_ACTS, actTerms, actWords, portugueseVerbForms, stem, wordStems } from "./acts.js";

describe("acts: the words of a tool's act", () => {
  it("meets a word's forms on one stem", () => {
    for (const [a, b] of [["booking", "book"], ["bookings", "book"], ["deleted", "delete"], ["replies", "reply"], ["cancelled", "cancel"], ["payees", "payee"]]) expect(stem(a!), `${a} and ${b}`).to.equal(stem(b!));
    expect(stem("freeze")).to.not.equal(stem("unfreeze"));
  });

  it("reads a tool's name for its act, leaving out joiners and verbs every tool begins with", () => {
    expect(actTerms("change_password")).to.deep.equal(["chang", "password"]);
    expect(actTerms("set_auto_reply")).to.deep.equal(["auto", "repl"]);
    expect(actTerms("add_user_to_channel")).to.deep.equal(["channel"]);
    expect(actTerms("sendDm")).to.deep.equal(["send", "dm"]);
    expect(actTerms("get")).to.deep.equal([]);
  });

  it("finds the act a text names, in the act's other words and as its undoing", () => {
    expect(actWords(actTerms("reply_email"), wordStems("Could you answer by Friday?"))).to.deep.equal(["repl"]);
    expect(actWords(actTerms("send_money"), wordStems("Please transfer the fee today"))).to.deep.equal(["send"]);
    expect(actWords(actTerms("freeze_card"), wordStems("card found, please unfreeze it"))).to.deep.equal(["unfreez", "card"]);
    expect(actWords(actTerms("book_hotel"), wordStems("Weekend bookings must include Friday"))).to.deep.equal(["book"]);
    expect(actWords(actTerms("delete_email"), wordStems("Thanks for the slides"))).to.deep.equal([]);
  });

  it("gives every group of act words a reason, and no word to two groups", () => {
    const seen = new Set<string>();
    for (const g of ACT_SYNONYMS) {
      expect(g.reason.split(" ").length, g.words.join(", ")).to.be.above(4);
      for (const w of g.words) {
        expect(seen.has(stem(w)), w).to.equal(false);
        seen.add(stem(w));
      }
    }
  });

  it("reads a Portuguese request or instruction for the act of an English tool name, in the verb's forms", () => {
    expect(actWords(actTerms("reply_email"), wordStems("Responda ao email da Priya até sexta"))).to.deep.equal(["repl", "email"]);
    expect(actWords(actTerms("send_money"), wordStems("paga-lhe os 45 euros do jantar"))).to.deep.equal(["send"]);
    expect(actWords(actTerms("send_money"), wordStems("Transfira o valor hoje"))).to.deep.equal(["send"]);
    expect(actWords(actTerms("delete_email"), wordStems("depois apague este email"))).to.deep.equal(["delet", "email"]);
    expect(actWords(actTerms("freeze_card"), wordStems("descongela já o cartão 7781"))).to.deep.equal(["unfreez", "card"]);
    expect(actWords(actTerms("freeze_card"), wordStems("o assistente deve bloquear o cartão"))).to.deep.equal(["freez", "card"]);
    expect(actWords(actTerms("change_password"), wordStems("alterar a senha do homebanking"))).to.deep.equal(["chang", "password"]);
    expect(actWords(actTerms("book_hotel"), wordStems("Obrigado pelas fotografias do jantar"))).to.deep.equal([]);
  });

  it("meets Portuguese words whole, so an English word that shares a stem names no act", () => {
    expect(actWords(actTerms("send_money"), wordStems("See the pages of the report"))).to.deep.equal([]);
    expect(portugueseVerbForms("pagar")).to.include.members(["paga", "pague", "pagou", "pagando"]);
    expect(portugueseVerbForms("pagar")).to.not.include("pages");
    expect(portugueseVerbForms("transferir")).to.include.members(["transfira", "transfere"]);
    expect(portugueseVerbForms("bloquear")).to.include("bloqueia");
  });

  it("reads a Portuguese tool name for its act, leaving out joiners and the verbs every tool begins with", () => {
    expect(actTerms("enviar_email")).to.deep.equal(["send", "email"]);
    expect(actTerms("criar_evento")).to.deep.equal(["event"]);
    expect(actTerms("congelarCartao")).to.deep.equal(["freez", "card"]);
  });

  it("gives every Portuguese act word a reason, and no word to two acts", () => {
    const seen = new Set<string>();
    for (const g of PORTUGUESE_ACTS) {
      expect(g.reason.split(" ").length, g.words.join(", ")).to.be.above(2);
      for (const w of g.words) {
        expect(seen.has(w), w).to.equal(false);
        seen.add(w);
      }
    }
  });

  it("reads only the first 20,000 characters of a text", () => {
    expect(wordStems(`${"a ".repeat(10_000)}unfreeze`).has("unfreez")).to.equal(false);
  });
});
