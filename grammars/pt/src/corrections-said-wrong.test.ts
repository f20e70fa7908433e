import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** A turn whose value is said to be given or worked out wrong, the value taken back and the one asked instead. */
const CASES: Array<{ note: string; text: string; apart: string; asked: string }> = [
  { note: "`pera, me passaram errado, são`", text: "estorna 60 no 8804... pera, me passaram errado, são 66", apart: "60", asked: "66" },
  { note: "`fiz mal as contas:`", text: "reembolsa 25 € na 5107, fiz mal as contas: 27 €", apart: "25", asked: "27" },
  { note: "`calculei mal, são`", text: "reembolsa 30 no 7001 — calculei mal, são 35", apart: "30", asked: "35" },
  { note: "`anotei o valor errado, é`", text: "reembolsa 30 no 7001, anotei o valor errado, é 35", apart: "30", asked: "35" },
  { note: "`me deram o valor errado:`", text: "reembolsa 30 na 7001, me deram o valor errado: 35", apart: "30", asked: "35" },
  { note: "`fiz a conta errada, são`", text: "fatura 480 pro C-204, fiz a conta errada, são 408", apart: "480", asked: "408" },
  { note: "`; somei mal, são`", text: "reembolsa 30 no 7001; somei mal, são 35", apart: "30", asked: "35" },
  { note: "`li mal, é o` de um registo", text: "cancela o 8812, li mal, é o 8821", apart: "8812", asked: "8821" },
];

describe("the Portuguese grammar's corrections that say a value was given wrong", () => {
  for (const c of CASES) {
    it(`takes back the value before ${c.note}`, () => {
      const values = readTurn(c.text, { now }).values;
      const asked = values.filter((v) => !v.superseded).map((v) => String(v.value));
      expect(asked, c.text).to.include(c.asked);
      expect(asked, c.text).to.not.include(c.apart);
    });
  }

  it("keeps two values apart where words between them only tell a story (`o sistema deu erro`)", () => {
    const values = readTurn("reembolsa 30 no 7001, o sistema deu erro ontem, e 35 no 7002", { now }).values;
    expect(values.filter((v) => !v.superseded).map((v) => String(v.value))).to.include.members(["30", "35"]);
  });
});
