import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

const ids = (text: string) => readTurn(text, { now }).values.filter((v) => v.kind === "id").map((v) => String(v.value));

describe("the Portuguese grammar's codes of several parts joined by dashes", () => {
  it("reads a code whose letters come in two or more parts before its number whole (`MUD-UK-77`, `FT-CASA-09`)", () => {
    expect(ids("Transfere 350 libras para a conta GB29 NWBK 6016 1331 9268 19, referência MUD-UK-77.")).to.deep.equal(["MUD-UK-77"]);
    expect(ids("compartilha a pasta FT-CASA-09 com a bia@mail.example")).to.deep.equal(["FT-CASA-09"]);
    expect(ids("cancela a reserva hotel-lx-2-b")).to.deep.equal(["hotel-lx-2-b"]);
    // One part, as before.
    expect(ids("cancela o INV-2024-17 e o GY-5501")).to.deep.equal(["INV-2024-17", "GY-5501"]);
  });

  it("reads a code in capitals without a digit after the noun of its file or record (`arquivo CRONO-ABR`)", () => {
    expect(ids("sobe o PDF do cronograma, arquivo CRONO-ABR, pro https://retiro.example/uploads")).to.deep.equal(["CRONO-ABR"]);
    expect(ids("partilha a pasta FOTOS-CASA-NOVA com a ana@mail.example")).to.deep.equal(["FOTOS-CASA-NOVA"]);
    expect(ids("cancela o pedido LOJA-NORTE")).to.deep.equal(["LOJA-NORTE"]);
  });

  it("reads no code in a word with a dash, in small letters or without its noun", () => {
    expect(ids("manda o arquivo bem-feito pra ana@mail.example")).to.deep.equal([]);
    expect(ids("o guarda-chuva custou 20")).to.deep.equal([]);
    expect(ids("sobe o CRONO-ABR pro drive")).to.deep.equal([]);
  });
});
