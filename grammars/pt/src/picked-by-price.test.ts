import { expect } from "chai";
import { PRICE_PICKS } from "@toolgate/grammar-kit";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function told(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.toldAs?.some((s) => s.startsWith("$")) === true).map((v) => `${v.value} ${v.toldAs!.filter((s) => s.startsWith("$")).join(" ")}`);
}

describe("the Portuguese grammar's picks by price across turns", () => {
  it("tells the dearest and the cheapest of records listed each with a price", () => {
    expect(told("duas reparações por levantar: a bicicleta do Rui, ordem RP-12, 65 euros; a trotinete da Ana, RP-13, 140 euros")).to.deep.equal([`RP-12 ${PRICE_PICKS.cheapest}`, `RP-13 ${PRICE_PICKS.dearest}`]);
  });
  it("tells the dearest and the cheapest of places priced by their numbers by their sums", () => {
    expect(told("livres no sábado: 210 a suite 2, 130 a 6 e 160 a 8")).to.deep.equal([`210 ${PRICE_PICKS.dearest}`, `130 ${PRICE_PICKS.cheapest}`]);
  });
  it("tells the dearest and the cheapest of records whose amounts stand each at its record's place", () => {
    expect(told("encomendas de hoje: 1) Rita, bolo de anos, R$ 120, pedido PD-1; 2) Leo, tarte, R$ 80, PD-2; 3) Ana, R$ 300, PD-3")).to.deep.equal([`PD-2 ${PRICE_PICKS.cheapest}`, `PD-3 ${PRICE_PICKS.dearest}`]);
  });
  it("tells none where two prices share an extreme", () => {
    expect(told("duas reparações: ordem RP-12, 65 euros; RP-13, 65 euros")).to.deep.equal([]);
  });
  it("reads a later turn's pick by price, whatever the noun and the word of degree", () => {
    expect(readTurn("a mais cara já pode ser devolvida", { now }).picks).to.equal(PRICE_PICKS.dearest);
    expect(readTurn("reembolsa o pedido mais barato, por favor", { now }).picks).to.equal(PRICE_PICKS.cheapest);
    expect(readTurn("cobra a de menor valor", { now }).picks).to.equal(PRICE_PICKS.cheapest);
    // `ficar com` takes the one picked: no word that keeps it as it is.
    expect(readTurn("fica com a mais cara para a cliente C-3", { now }).picks).to.equal(PRICE_PICKS.dearest);
  });
  it("reads no pick where the turn keeps it, turns it down or picks both ways", () => {
    expect(readTurn("a mais cara fica, o cliente quer", { now }).picks).to.equal(undefined);
    expect(readTurn("não devolvas a mais barata", { now }).picks).to.equal(undefined);
    expect(readTurn("o mais caro ou o mais barato, tanto faz", { now }).picks).to.equal(undefined);
  });
});
