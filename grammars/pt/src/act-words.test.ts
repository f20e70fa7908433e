// The Portuguese act words: verbs in their forms and nouns, keyed as the English tool word they mean.
import { expect } from "chai";
import fc from "fast-check";
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

  it("reads settling a bill as paying it: `quita a fatura`, `liquida isso`, `salde a conta`", () => {
    expect(words("Quita-me a fatura da água")).to.deep.equal([actKey("send")]);
    expect(words("Liquida isso a partir da conta à ordem")).to.deep.equal([actKey("send")]);
    expect(words("salde o valor em falta")).to.deep.equal([actKey("send")]);
  });

  it("reads a payee in either gender: `beneficiário`, `beneficiária`", () => {
    expect(words("guarde-me como beneficiária")).to.deep.equal([actKey("payee")]);
    expect(words("adicione as beneficiárias e os beneficiários")).to.deep.equal([actKey("payee")]);
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
    // A booking's or an order's note field, as a text in Portuguese names it.
    expect(actTerm("observações")).to.deep.equal({ act: actKey("notes"), known: true });
    expect(actTerm("nota")).to.deep.equal({ act: actKey("note"), known: true });
    expect(actTerm("comentários")).to.deep.equal({ act: actKey("comments"), known: true });
  });

  it("reads the English tool words its acts mean as guesses, never a verb every tool begins with", () => {
    expect(actTerm("schedule")).to.deep.equal({ act: actKey("schedule"), known: false });
    expect(actTerm("reminder")).to.deep.equal({ act: actKey("reminder"), known: false });
    expect(actTerm("refund")).to.deep.equal({ act: actKey("refund"), known: false });
    expect(actTerm("update")).to.equal(undefined);
    expect(actTerm("meeting")).to.equal(undefined);
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

  it("reads a word as its letters lower case without accents, as Unicode decomposes them, whatever its accents and capitals", () => {
    const byUnicode = (w: string) => w.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
    const ACCENTED: Record<string, string[]> = { a: ["á", "à", "â", "ã", "Á", "Ã", "ä"], e: ["é", "ê", "É", "ë"], i: ["í", "Í", "ï"], o: ["ó", "ô", "õ", "Õ", "ö"], u: ["ú", "ü", "Ú"], c: ["ç", "Ç", "ć"], n: ["ñ"] };
    const forms = [...new Set(PORTUGUESE_ACTS.flatMap((g) => g.words.flatMap((w) => portugueseVerbForms(w))))];
    const word = fc.tuple(fc.constantFrom(...forms), fc.array(fc.nat(6), { minLength: 12, maxLength: 12 }), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 })).map(([w, accents, capitals]) =>
      [...w].map((ch, i) => {
        const pick = ACCENTED[ch]?.[accents[i]!] ?? ch;
        return capitals[i] ? pick.toUpperCase() : pick;
      }).join(""));
    fc.assert(
      fc.property(word, (w) => {
        expect(actTerm(w)).to.deep.equal(actTerm(byUnicode(w)));
        expect(words(w)).to.deep.equal(words(byUnicode(w)));
      }),
      { numRuns: 3000 },
    );
  });
});
