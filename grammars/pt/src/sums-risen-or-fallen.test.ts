import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The values the turn takes back, as written. */
function takenBack(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded === true).map((v) => v.text);
}

describe("the Portuguese grammar's sum that rose or fell to another (`era 380, agora subiu pra 420`)", () => {
  it("sets apart what a thing was before it rose or fell to the next sum", () => {
    expect(takenBack("a quota do Pedro era 45, agora aumentou para 52. cobra a quota dele (socio S-9)")).to.deep.equal(["45"]);
    expect(takenBack("o aluguel era 900 e baixou para 850, fatura o C-3")).to.deep.equal(["900"]);
  });
  it("keeps a sum not told as what a thing was, or one no verb of change leads from", () => {
    // No `era`: the first sum is asked, the verb tells of something else.
    expect(takenBack("reembolsa 40 no 5510, passou pra 5511 o resto")).to.deep.equal([]);
    // `era 45` with a second sum and no verb of change between: both stay.
    expect(takenBack("a quota era 45 e a joia 20, cobra as duas ao socio S-9")).to.deep.equal([]);
  });
});
