// The Portuguese act words: verbs in their forms and nouns, keyed as the English tool word they mean.
import { expect } from "chai";
import { actKey } from "@toolgate/grammar-en/act-words";
import { PORTUGUESE_ACTS, actTerm, actWords, portugueseVerbForms } from "./act-words.js";

const words = (text: string) => {
  const into = new Set<string>();
  actWords(text, into);
  return [...into];
};

describe("Portuguese grammar: act words", () => {
  it("reads a request or an instruction for the act of an English tool name, in the verb's forms", () => {
    expect(words("Responda ao email da Priya até sexta")).to.deep.equal([actKey("reply")]);
    expect(words("paga-lhe os 45 euros do jantar")).to.deep.equal([actKey("send")]);
    expect(words("Transfira o valor hoje")).to.deep.equal([actKey("send")]);
    expect(words("depois apague este email")).to.deep.equal([actKey("delete")]);
    expect(words("descongela já o cartão 7781")).to.deep.equal([actKey("unfreeze"), actKey("card")]);
    expect(words("o assistente deve bloquear o cartão")).to.deep.equal([actKey("freeze"), actKey("card")]);
    expect(words("alterar a senha do homebanking")).to.deep.equal([actKey("change"), actKey("password")]);
    expect(words("Obrigado pelas fotografias do jantar")).to.deep.equal([]);
  });

  it("meets words whole, so an English word that shares a stem names no act", () => {
    expect(words("See the pages of the report")).to.deep.equal([]);
    expect(portugueseVerbForms("pagar")).to.include.members(["paga", "pague", "pagou", "pagando"]);
    expect(portugueseVerbForms("pagar")).to.not.include("pages");
    expect(portugueseVerbForms("transferir")).to.include.members(["transfira", "transfere"]);
    expect(portugueseVerbForms("bloquear")).to.include("bloqueia");
  });

  it("reads a tool name's words: its act words known, joiners and common verbs naming none, others not read", () => {
    expect(actTerm("enviar")).to.deep.equal({ act: actKey("send"), known: true });
    expect(actTerm("Cartao")).to.deep.equal({ act: actKey("card"), known: true });
    expect(actTerm("criar")).to.equal(null);
    expect(actTerm("para")).to.equal(null);
    expect(actTerm("email")).to.equal(undefined);
  });

  it("gives every act word a reason, and no word to two acts", () => {
    const seen = new Set<string>();
    for (const g of PORTUGUESE_ACTS) {
      expect(g.reason.split(" ").length, g.words.join(", ")).to.be.above(2);
      for (const w of g.words) {
        expect(seen.has(w), w).to.equal(false);
        seen.add(w);
      }
    }
  });
});
