// Instruction cues rewritten so that a long run of letters is read once: each gives what the
// pattern it replaces gave (whether a text holds it, and the sentence `cueSentence` takes), and a
// 20,000-character result built to make the former pattern quadratic is read to the right answer.
import { expect } from "chai";
import fc from "fast-check";
import { INSTRUCTION_CUES } from "./instruction-table.js";
import { cueSentence, instructionCue } from "./instructions.js";

/** The Portuguese cue of a text that tells an assistant or a bot what to do, as it was. */
const FORMER_AGENT_PT = /\b(?:assistentes?|agentes?|bots?)\b[^\p{L}\d]{0,3}(?:[\p{L}\d]+[^\p{L}\d]+){0,3}(?:deve|devem|tem de|tem que|precisa|pode|vai|paga|pague|envia|envie|manda|mande|transfere|transfira|reencaminha|reencaminhe|encaminha|encaminhe|apaga|apague|responde|responda|cancela|cancele|reserva|reserve|descongela|descongele|congela|congele|altera|altere|muda|mude|partilha|partilhe|convida|convide|adiciona|adicione|publica|publique|compra|compre|inclui|inclua)\b/iu;

const agentPt = INSTRUCTION_CUES.find((c) => c.reason.startsWith("(Portuguese) a text that tells an assistant"))!;

describe("instruction cues: a run of letters read once", () => {
  it("finds the Portuguese cue to an assistant where the former pattern did, ending where it ended, in the same run of letters", () => {
    // `ª`, `ão`, `ſ` and `K` sit where `\b` (ASCII, or ASCII and their folds) and `\p{L}` disagree.
    const units = ["bot", "bots", "agente", "agentes", "assistente", "BOT", "ª", "ão", " ", "!", ", ", "deve", "tem de", "1", "ſ", "K", "a", "x", "pode", "\n", "."];
    let found = 0;
    fc.assert(fc.property(fc.array(fc.constantFrom(...units), { maxLength: 20 }).map((a) => a.join("")), (t) => {
      const was = FORMER_AGENT_PT.exec(t);
      const now = agentPt.pattern.exec(t);
      expect(now !== null, t).to.equal(was !== null);
      if (!was || !now) return;
      found++;
      expect(now.index + now[0].length, t).to.equal(was.index + was[0].length);
      // It may start earlier, at the start of the run of letters the name is in: the same sentence.
      expect(now.index, t).to.be.at.most(was.index);
      expect(/^[\p{L}\d]*$/u.test(t.slice(now.index, was.index)), t).to.equal(true);
    }), { numRuns: 20_000, seed: 7 });
    expect(found).to.be.above(100);
  });

  it("takes the same sentence for a name inside a run of letters", () => {
    const text = "Fatura paga. O botão deve ser premido. Obrigado.";
    expect(instructionCue(text)).to.equal(agentPt);
    expect(cueSentence(text)).to.equal(" O botão deve ser premido.");
  });

  it("reads a 20,000-character result of names run together, with and without a verb after the run", () => {
    for (const unit of ["ªbot", "ªagente", "aªbotª"]) {
      // Within the 20,000 characters a result is read for, its last words included.
      const run = unit.repeat(Math.floor(19_980 / unit.length));
      expect(agentPt.pattern.test(run), unit).to.equal(false);
      expect(agentPt.pattern.test(`${run} deve`), unit).to.equal(true);
      expect(cueSentence(`${run} deve pagar.`), unit).to.equal(`${run} deve pagar.`);
    }
  });
});
