// The sentences of a text that state a swap as made: a done swap in either language, not a question
// or an offer, and not a swap's noun with no word of its settling.
import { expect } from "chai";
import { swapSentences } from "./swap-sentences.js";

describe("swapSentences", () => {
  it("finds a swap stated as made, by its verb or by its noun beside a word of its settling", () => {
    expect(swapSentences("Late shifts: Ines 14:00-22:00, Marco 06:00-14:00. PS Marco and Ines traded, Ines opens at 06:00.")).to.deep.equal([" PS Marco and Ines traded, Ines opens at 06:00."]);
    expect(swapSentences("Tables for Friday are set.\nSwap confirmed: Leona gets the 19:30 sitting")).to.deep.equal(["Swap confirmed: Leona gets the 19:30 sitting"]);
    expect(swapSentences("Agreed swap - Tom has Thursday")).to.deep.equal(["Agreed swap - Tom has Thursday"]);
    expect(swapSentences("Escala de sábado: Rui 9h-13h, Vera 13h-17h. A Vera e o Rui trocaram, ela entra às 9h.")).to.deep.equal([" A Vera e o Rui trocaram, ela entra às 9h."]);
    expect(swapSentences("Troca aprovada: o Paulo fica com domingo")).to.deep.equal(["Troca aprovada: o Paulo fica com domingo"]);
    // Rotas in languages no grammar reads: a settled swap's noun, or its participle.
    expect(swapSentences("Dienste Dezember.\nTausch vereinbart: Mia nimmt Sa 19 – So 20.")).to.deep.equal(["Tausch vereinbart: Mia nimmt Sa 19 – So 20."]);
    expect(swapSentences("Weekenddienst: Joost za 5, Eva za 12. Joost en Eva hebben geruild.")).to.deep.equal([" Joost en Eva hebben geruild."]);
    expect(swapSentences("Permanences : Lou sam 5. Échange confirmé, Lou prend le dim 13.")).to.deep.equal([" Échange confirmé, Lou prend le dim 13."]);
  });
  it("reads no question, no offer and no swap with no word of its settling", () => {
    expect(swapSentences("Can anyone swap the Tuesday 08:00? happy to take a Sunday")).to.deep.equal([]);
    expect(swapSentences("Shifts were swapped last week?")).to.deep.equal([]);
    expect(swapSentences("Swaps by DM please, and no swap after Thursday.")).to.deep.equal([]);
    expect(swapSentences("Alguém quer trocar o turno de domingo?")).to.deep.equal([]);
  });
  it("gives each sentence once, and at most the number asked", () => {
    expect(swapSentences("Ana and Bo swapped, and Cy and Di swapped too.")).to.have.length(1);
    expect(swapSentences("A swapped. B swapped. C swapped.", 2)).to.have.length(2);
  });
});
