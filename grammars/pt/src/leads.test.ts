// The leads a Portuguese turn asks for: each wording of a lead or a delay, in numbers and in words.
import { expect } from "chai";
import { turnLeads } from "./leads.js";

describe("pt leads", () => {
  it("reads a lead or a delay in minutes, in numbers and in words", () => {
    const cases: Array<[string, number[]]> = [
      ["lembra-me 15 minutos antes da reunião", [15]],
      ["põe um lembrete uma hora antes", [60]],
      ["meia hora mais cedo, por favor", [30]],
      ["um quarto de hora antes da chamada", [15]],
      ["avisa-me duas horas depois do congelamento", [-120]],
      ["10 min antes e 1 hora depois", [10, -60]],
      ["30 minutos de antecedência", [30]],
      ["a reunião é às 10:00 durante uma hora", []],
      ["0 minutos antes", []],
      ["lembra-me na véspera às 20h", [1440]],
      ["põe um lembrete no dia anterior e outro 15 minutos antes", [15, 1440]],
      ["o dia anterior foi feriado", []],
    ];
    for (const [text, want] of cases) expect(turnLeads(text), text).to.deep.equal(want);
  });
});
