import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function pointed(text: string): string[] {
  return readTurn(text, { now }).destinations.filter((d) => d.pointedAt === true).map((d) => d.text);
}

describe("the Portuguese grammar's places a send points back at", () => {
  it("marks a phone given to an update that a send then points back at by its kind's word", () => {
    expect(pointed("atualiza o cel do cliente C-402 pra 21 99876-5432 e manda um sms pra ele nesse numero")).to.deep.equal(["21 99876-5432"]);
  });
  it("marks an email pointed back at with `pra esse email`", () => {
    expect(pointed("troca o email do C-7 pra ana@x.example e envia a confirmação pra esse email")).to.deep.equal(["ana@x.example"]);
  });
  it("marks nothing where the send does not point back, where the word names another kind, or where no send is asked", () => {
    expect(pointed("troca o número do B-9 pra (11) 97700-0432 e manda um sms de teste")).to.deep.equal([]);
    expect(pointed("troca o email do C-7 pra ana@x.example e manda um sms nesse numero")).to.deep.equal([]);
    expect(pointed("atualiza o cel do C-402 pra 21 99876-5432, nesse numero ele atende")).to.deep.equal([]);
  });
});
