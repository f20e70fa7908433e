import { expect } from "chai";
import { DAY_PART_PICKS, DAY_PICKS, hourPick } from "@toolgate/grammar-kit";
import { pickedByHour } from "./picked-by-hour.js";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");
const picks = (text: string) => readTurn(text, { now }).picks;
const hours = (text: string) => readTurn(text, { now }).values.filter((v) => v.toldAs !== undefined).map((v) => v.toldAs!.filter((s) => s.startsWith("$h") || s === DAY_PICKS.earliest || s === DAY_PICKS.latest));

describe("the Portuguese grammar's picks by hour across turns", () => {
  it("tells each listed contact or record the hour its item says, before or after it", () => {
    expect(hours("aulas de sábado: às 9h15 o Tiago, tlm 912 333 101; 11h a Rita, tlm 913 444 202; a Inês às 17h, tlm 914 555 303")).to.deep.equal([
      [hourPick(555), DAY_PICKS.earliest], [hourPick(660)], [hourPick(1020), DAY_PICKS.latest],
    ]);
  });
  it("tells a listed record its part of the day by the word its list says it with", () => {
    const told = readTurn("duas visitas: a da manhã é a VS-1, a da tarde é a VS-2", { now }).values.filter((v) => v.toldAs !== undefined).map((v) => v.toldAs!.filter((s) => s.startsWith("$")));
    expect(told).to.deep.equal([[DAY_PART_PICKS.morning], [DAY_PART_PICKS.afternoon]]);
  });
  it("reads a pick by the hour itself after an article or a thing's noun", () => {
    expect(picks("a das 11h cancelou, avisa-a por sms")).to.equal(hourPick(660));
    expect(picks("liga ao cliente da recolha das 9:45")).to.equal(hourPick(585));
    expect(picks("manda mensagem a quem marcou o das 17h")).to.equal(hourPick(1020));
  });
  it("reads a pick by the part of the day, the early morning as the first of all", () => {
    expect(picks("o da tarde pediu para mudar, manda-lhe um email")).to.equal(DAY_PART_PICKS.afternoon);
    expect(picks("cobra a aula da noite")).to.equal(DAY_PART_PICKS.evening);
    expect(picks("a da manhã cedinho não vem; a da manhã cedo sim")).to.equal(DAY_PICKS.earliest);
  });
  it("reads the first or the last of the day", () => {
    expect(picks("o último do dia faltou, cobra-lhe a taxa")).to.equal(DAY_PICKS.latest);
    expect(picks("envia o lembrete à primeira marcação de amanhã")).to.equal(DAY_PICKS.earliest);
  });
  it("takes the pick after a correction, and none of two picks said without one or of one set apart", () => {
    expect(picks("o da noite, aliás, o das 14h, manda-lhe sms")).to.equal(hourPick(840));
    expect(picks("a da manhã e a da tarde pagaram")).to.equal(undefined);
    expect(picks("cancela todas menos a das 10h")).to.equal(undefined);
  });
  it("reads no pick from an hour the turn sets for something", () => {
    expect(pickedByHour("marca a reuniao para as 10h")).to.equal(undefined);
    expect(pickedByHour("liga-lhe mais tarde, depois das 18h")).to.equal(undefined);
    expect(pickedByHour("avisa que pode levantar a partir das 18h")).to.equal(undefined);
    expect(pickedByHour("manda-lhe: 'a aula das 9h passa para a sala 2'")).to.equal(undefined);
  });
});
