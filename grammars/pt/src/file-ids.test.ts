import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

const ids = (text: string) => readTurn(text, { now }).values.filter((v) => v.kind === "id").map((v) => `${v.text} => ${v.value}`);

describe("the Portuguese grammar's ids said after a file's noun", () => {
  it("reads the id with its noun, so that it is known to name a file (`ficheiro REG-2026`, `arquivo nº 2231`)", () => {
    expect(ids("Partilha o regulamento da horta (ficheiro REG-2026) com o novo sócio em tiago.m@mail.example.")).to.deep.equal(["ficheiro REG-2026 => REG-2026"]);
    expect(ids("sobe o arquivo nº 2231 pro drive")).to.deep.equal(["arquivo nº 2231 => 2231"]);
    expect(ids("partilha a pasta: FOTOS-09 com a ana@mail.example")).to.deep.equal(["pasta: FOTOS-09 => FOTOS-09"]);
  });

  it("reads no id in a file's noun before a unit or a year said with `de`", () => {
    expect(ids("manda o arquivo 3h pra ana@mail.example")).to.deep.equal([]);
    expect(ids("anexa a planilha de 2026")).to.deep.equal([]);
  });
});
