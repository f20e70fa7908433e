import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

const values = (text: string) => readTurn(text, { now }).values;
/** The values the turn takes back, as `kind:value`. */
const takenBack = (text: string) => values(text).filter((v) => v.superseded === true).map((v) => `${v.kind}:${v.value}`);
/** Each sum with the record it is said of. */
const pairs = (text: string) => values(text).filter((v) => v.of !== undefined).map((v) => `${v.value}→${v.of}`);

describe("the Portuguese grammar on records told apart by how the turn is built", () => {
  it("reads an id whose letters begin with `no` whole, the `no` of `nº` only apart from the id's letters", () => {
    const ids = (t: string) => values(t).filter((v) => v.kind === "id").map((v) => v.value);
    expect(ids("estorna 60 do pedido NOT-7102")).to.deep.equal(["NOT-7102"]);
    expect(ids("cancela a encomenda NOR-55 hoje")).to.deep.equal(["NOR-55"]);
    expect(ids("cancela o pedido NO-4410")).to.deep.equal(["NO-4410"]);
    // `no` as `número` still reads the number after it.
    expect(ids("cancela o pedido no 4410")).to.deep.equal(["4410"]);
    expect(ids("cancela o pedido nº 4410")).to.deep.equal(["4410"]);
  });

  it("sets apart a record denied and then told of by a pronoun (`a 6611 não, essa o seu Zé já entregou`)", () => {
    expect(takenBack("cancela a encomenda 6610 tb, a 6611 nao, essa o seu Zé ja entregou")).to.deep.equal(["number:6611"]);
    expect(takenBack("anula o pedido 4410, o 4411 não, esse já chegou")).to.deep.equal(["number:4411"]);
    expect(takenBack("estorna o 7720; a 7721 não, essa ela levou na loja")).to.deep.equal(["number:7721"]);
    // `não, essa …` without a request before it tells a story: nothing set apart.
    expect(takenBack("a 6611 nao, essa o seu Zé ja entregou")).to.deep.equal([]);
  });

  it("pairs each sum with the record named by what it is (`40 no pedido do pneu o 8830 e 25 no da corrente 8831`)", () => {
    expect(pairs("estorna 40 no pedido do pneu o 8830 e 25 no da corrente 8831")).to.deep.equal(["40→8830", "25→8831"]);
    expect(pairs("devolve 12 na encomenda da caneca 5501 e 8 na da toalha 5502")).to.deep.equal(["12→5501", "8→5502"]);
    expect(pairs("reembolsa 30 reais pro pedido do tênis o 7010 e 15 pro da meia o 7011")).to.deep.equal(["30→7010", "15→7011"]);
    // One record described is the request's: no pair is read.
    expect(pairs("estorna 40 no pedido do pneu o 8830")).to.deep.equal([]);
  });
});
