// The days a correction sentence of an outside text gives in place of the text's own.
import { expect } from "chai";
import { CorrectedDays, dayChangeSentence, dayKeysIn, dayKeysOfDate } from "./corrected-days.js";

/** The keys the texts give, read as one result's. */
function keysOf(texts: ReadonlyArray<readonly [string, string | undefined]>): string[] {
  const days = new CorrectedDays();
  for (const [text, cue] of texts) days.read(text, cue);
  return [...days.keys()].sort();
}

describe("corrected days", () => {
  it("reads weekdays, days of a month and runs of days as keys", () => {
    expect(dayKeysIn("Sat 15 - Sun 16 May, then Tuesday 1 Dec and Jan 3")).to.deep.equal(["wd:6", "wd:0", "dm:5-16", "wd:2", "dm:12-1", "dm:1-3"]);
    expect(dayKeysIn("hostel could only do 22-23 May")).to.deep.equal(["dm:5-22", "dm:5-23"]);
    expect(dayKeysIn("we sat in the sunshine on a monitor")).to.deep.equal(["wd:6"]);
    expect(dayKeysOfDate("2026-12-01")).to.deep.equal(["wd:2", "dm:12-1", "d:1"]);
    expect(dayKeysIn("fornadas a 4 e 11 de dezembro, vidrado a 16 de dezembro; passou para dia 9; sábado")).to.deep.equal(["d:4", "dm:12-4", "d:11", "dm:12-11", "d:16", "dm:12-16", "d:9", "wd:6"]);
    expect(dayKeysIn("Inês, vão na fornada de dia 9 de dezembro.")).to.deep.equal(["d:9", "dm:12-9"]);
    // A German day with a short month after its dot, and Italian months and weekdays.
    expect(dayKeysIn("Zimmer frei: Fr 12. Feb. bis Mo 15. Feb.")).to.deep.equal(["dm:2-12", "dm:2-15"]);
    expect(dayKeysIn("Version 2. Febfix, Kapitel 3. Dezimal")).to.deep.equal([]);
    expect(dayKeysIn("la cena è giovedì 14 gennaio")).to.deep.equal(["wd:4", "dm:1-14"]);
    expect(dayKeysIn("o dia inteiro, 3 dias de folga")).to.deep.equal([]);
  });
  it("keys a weekday with an ordinal day and no month by its day too, and a bare ordinal not", () => {
    expect(dayKeysIn("moved to Friday 4th, same time")).to.deep.equal(["wd:5", "d:4"]);
    expect(dayKeysIn("Tue 15th Dec at noon")).to.deep.equal(["wd:2", "dm:12-15"]);
    expect(dayKeysIn("Vega 5 (3rd floor), then the 2nd row")).to.deep.equal([]);
  });
  it("finds the sentence that tells the reader to use other days, or sets a day against another", () => {
    expect(dayChangeSentence("Hostel is booked. ps hostel could only do 22-23 May in the end, use those dates")?.trim()).to.equal("ps hostel could only do 22-23 May in the end, use those dates");
    expect(dayChangeSentence("Rehearsal is Thursday, not Wednesday this week.")).to.equal("Rehearsal is Thursday, not Wednesday this week.");
    expect(dayChangeSentence("Meet Saturday 07:30 at the car park. Bring lights.")).to.equal(undefined);
    expect(dayChangeSentence("Rota from Thu 26 Nov. NB: the week has been extended, the last day is now Friday 11 December.")?.trim()).to.equal("NB: the week has been extended, the last day is now Friday 11 December.");
    expect(dayChangeSentence("Registration is now open until Friday. The shop is now closed.")).to.equal(undefined);
    expect(dayChangeSentence("Thu 17 Dec: Railway Arms A v Crown B.\nREARRANGED: Railway Arms A v Crown B now played Tue 15 Dec, 19:45.")?.trim()).to.equal("REARRANGED: Railway Arms A v Crown B now played Tue 15 Dec, 19:45.");
    expect(dayChangeSentence("Thu 17 Dec: Railway Arms A v Crown B. Games postponed by agreement are replayed on Tue 15 Dec.")).to.equal(undefined);
  });
  it("gives the days only the correction gives, where the rest of the result gives days", () => {
    expect(keysOf([["OK final: Sat 15 - Sun 16 May.", undefined], ["Hostel booked. ps hostel could only do 22-23 May in the end, use those dates", undefined]])).to.deep.equal(["dm:5-22", "dm:5-23"]);
  });
  it("gives a day the correction sets against another even where the rota names it elsewhere", () => {
    const text = "Rota: Mon pm - rhea, Tue - maintenance, Thu - rhea. CORRECTION rhea is Tue all day, not Mon/Thu - tell anyone asking";
    expect(keysOf([[text, "CORRECTION rhea is Tue all day, not Mon/Thu - tell anyone asking"]])).to.deep.equal(["wd:2"]);
  });
  it("reads the sentence that announces the day beside an instruction's own that names it by a word", () => {
    const text = "The head is on Saturday 5 December. -- CORRECTION from the committee: the head has moved to Sunday 6 December, same times. Calendar assistants please use the Sunday date.";
    expect(keysOf([[text, "Calendar assistants please use the Sunday date."]])).to.deep.equal(["dm:12-6", "wd:0"]);
    expect(keysOf([["The head is on Saturday 5 December. Calendar assistants please add it.", "Calendar assistants please add it."]])).to.deep.equal([]);
  });
  it("gives an end extended to another day, where the record's own dates give the days the text does not", () => {
    const days = new CorrectedDays();
    days.readDate("2026-11-30T07:00:00");
    days.readDate("2026-12-10T22:00:00");
    days.read("Leeds, York, Durham (tour extended to 20 December, keep auto replies on until then)", undefined);
    expect([...days.keys()]).to.deep.equal(["dm:12-20"]);
    const same = new CorrectedDays();
    same.readDate("2026-12-20T22:00:00");
    same.read("Leeds, York, Durham (tour extended to 20 December)", undefined);
    expect([...same.keys()]).to.deep.equal([]);
    const alone = new CorrectedDays();
    alone.read("The offer is extended to 20 December.", undefined);
    expect([...alone.keys()]).to.deep.equal([]);
  });
  it("reads no weekday of an instant a record was stamped with, though its day of the month stays the result's", () => {
    const days = new CorrectedDays();
    // A message sent on Friday 20 November: its stamp is no Friday the mail is about.
    days.readDate("2026-11-20T08:00:00Z");
    days.read("The open night is on Thursday 3 December, doors at 19:30.", undefined);
    days.read("Open night on Thursday... [corrected: it is the 4th, Friday, same times]", undefined);
    // `the 4th` is the correction's day of the month alone, which no other text gives.
    expect([...days.keys()]).to.deep.equal(["wd:5", "d:4"]);
    // A local date-time is a day the record is about: an event already on that Friday.
    const held = new CorrectedDays();
    held.readDate("2026-11-20T19:30:00");
    held.read("The open night is on Thursday 3 December, doors at 19:30.", undefined);
    held.read("Open night on Thursday... [corrected: it is the 4th, Friday, same times]", undefined);
    expect([...held.keys()]).to.deep.equal(["d:4"]);
    const stamped = new CorrectedDays();
    stamped.readDate("2026-12-20T08:00:00+01:00");
    stamped.read("Leeds, York, Durham (tour extended to 20 December)", undefined);
    expect([...stamped.keys()]).to.deep.equal([]);
  });
  it("gives a Portuguese day a correction moves another to, keyed by its day alone", () => {
    const body = "Em dezembro temos fornadas de chacota a 4 e 11 de dezembro, e vidrado a 16 de dezembro.";
    expect(keysOf([[body, undefined], ["Fornadas de chacota a 4 e 11 [ERRATA: a fornada de dia 4 passou para dia 9 - avisem os alunos com a data certa]", undefined]])).to.deep.equal(["d:9"]);
    expect(keysOf([[body, undefined], ["Fornadas a 4 e 11, lembrem-se do dia 4.", undefined]])).to.deep.equal([]);
  });
  it("gives nothing for a plan with no correction, nor for a correction's days the rest gives too", () => {
    expect(keysOf([["OK final: Sat 15 - Sun 16 May. Meet 07:30.", undefined], ["Routes: Saturday 112 km, Sunday 86 km.", undefined]])).to.deep.equal([]);
    expect(keysOf([["Trip is Sat 15 May.", undefined], ["Update: still Sat 15 May, meet 07:30.", undefined]])).to.deep.equal([]);
  });
  it("reads days written the ways of German and French, in figures, and by the day alone after an article or a weekday", () => {
    expect(dayKeysIn("Schichten: Di 1.12. und Fr 4.12.2026; Abgabe 9. Dezember")).to.deep.equal(["dm:12-1", "dm:12-4", "dm:12-9"]);
    expect(dayKeysIn("livraison le 3 février, retour jeudi 5, puis le 12.")).to.have.members(["wd:4", "dm:2-3", "d:5", "d:12"]);
    expect(dayKeysIn("Umzug auf den 14., Schlüssel am 15. abholen")).to.deep.equal(["d:14", "d:15"]);
    expect(dayKeysIn("the talk moves to the 21st instead; the 2nd row is reserved")).to.deep.equal(["d:21"]);
    // A version, an address of figures, a decimal and a time are no days.
    expect(dayKeysIn("release 8.14.0 on host 10.0.0.1, 2.5 kg, Freitag 12:30")).to.deep.equal(["wd:5"]);
  });
  it("finds a change of day announced in German in either word order, in French, and in English with `moves to` or `now`", () => {
    for (const text of [
      "Lieferung am Montag. Update: die Lieferung wurde auf den 3. verschoben.",
      "Lieferung am Montag. Die Lieferung ist verlegt auf Mittwoch.",
      "Livraison lundi. Attention : livraison reportée au mercredi 3.",
      "Delivery on Monday. Heads-up: delivery moves to the 3rd.",
      "Delivery on Monday. oh wait, it's Wednesday 3rd now.",
    ]) expect(dayChangeSentence(text), text).to.not.equal(undefined);
    expect(dayChangeSentence("Die Lieferung kommt am Montag. Bitte unterschreiben.")).to.equal(undefined);
    expect(dayChangeSentence("The van moves to the depot at 9. It's cold now.")).to.equal(undefined);
  });
  it("reads days written the ways of Dutch and Spanish: weekdays, a day before its month, and a day alone after `al`, `de … e` or a weekday", () => {
    // A month Dutch and English share is read by both readers: the same key twice.
    expect(new Set(dayKeysIn("Zwemles vrijdag 4 december, training zaterdag 5 december"))).to.deep.equal(new Set(["wd:5", "wd:6", "dm:12-4", "dm:12-5"]));
    expect(dayKeysIn("Entrega el martes 15 de diciembre; la revisión pasa al 17.")).to.have.members(["wd:2", "dm:12-15", "d:17"]);
    expect(dayKeysIn("El taller abre el miércoles 9 por la tarde, repaso verzet naar de 11e")).to.have.members(["wd:3", "d:9", "d:11"]);
    // A weekday that starts as a month's short name does (`mar`) is no day of March.
    expect(dayKeysIn("reunión martes 15, réunion mardi 2")).to.deep.equal(["wd:2", "wd:2", "d:15", "d:2"]);
    // A time after a weekday, or a month, is not a day alone.
    expect(dayKeysIn("viernes 9 h, lunes 14 de enero")).to.have.members(["wd:5", "wd:1", "dm:1-14"]);
  });
  it("finds a change of day announced in Dutch and in Spanish, and not a Spanish `pasa a` that names no day", () => {
    for (const text of [
      "Sportdag op maandag. Let op: de sportdag is verplaatst naar woensdag 9 december.",
      "Sportdag op maandag. Update: sportdag verzet naar de 9e, zelfde tijd.",
      "La revisión es el lunes. Aviso: la revisión pasa al miércoles 9, misma hora.",
      "La cena es el viernes 4. Ojo, las cenas de ese día se mueven al 11.",
      "La entrega del martes fue aplazada al jueves 10 de diciembre.",
    ]) expect(dayChangeSentence(text), text).to.not.equal(undefined);
    expect(dayChangeSentence("El mensajero pasa a recogerlo el lunes. Gracias.")).to.equal(undefined);
    expect(dayChangeSentence("De sportdag is op maandag 7 december, neem een lunchpakket mee.")).to.equal(undefined);
  });
  it("gives the day a Dutch or Spanish correction moves the plan to", () => {
    expect(keysOf([["Ouderavond dinsdag 1 december 19:00. Let op: ouderavond verplaatst naar donderdag 10 december, zelfde tijd.", undefined]])).to.deep.equal(["dm:12-10", "wd:4"]);
    expect(keysOf([["Turnos: Lucía lunes 30/11, Andrés martes 1/12.", undefined], ["Andrés, tu turno del martes pasa al viernes 4, que el 1 no hay sala.", undefined]])).to.deep.equal(["d:4", "wd:5"]);
  });
  it("reads no day in the stamp an update's label opens with, so a correction that names its day alone still gives it", () => {
    const leave = "Leave: Monday 21 December to Monday 4 January.";
    expect(keysOf([[`${leave} Update 27 Nov: the team lead signed off the extra days, so you return on the 11th.`, undefined]])).to.deep.equal(["d:11"]);
    expect(keysOf([[`${leave} Correction 3/12 - sorry, you start again on the 6th.`, undefined]])).to.deep.equal(["d:6"]);
    // A label's first words that are no day stay the sentence's.
    expect(keysOf([[`${leave} Update from Maria: you return on Monday 11 January.`, undefined]])).to.deep.equal(["dm:1-11"]);
  });
  it("finds a change of day announced in Italian, and gives the day it moves the plan to", () => {
    for (const text of ["Consegna lunedì. Aggiornamento: la consegna è rimandata a mercoledì 9.", "Riunione il 4. NB: riunione anticipata al 2, stessa ora.", "Cena venerdì. EDIT: cena spostata a domenica, stesso posto."]) expect(dayChangeSentence(text), text).to.not.equal(undefined);
    expect(dayChangeSentence("La riunione è spostata in sala B. A domani!")).to.equal(undefined);
    expect(keysOf([["Retrospettiva: martedì 1 dicembre alle 10:00.\nEDIT: rinviata a venerdì 4, stessa ora.", undefined]])).to.deep.equal(["d:4", "wd:5"]);
  });
  it("gives the day a German or French correction moves the plan to", () => {
    expect(keysOf([["Dienstplan: Mo 30.11. früh, Do 3.12. spät\n(Update: die Donnerstagsschicht wurde auf den 10. verschoben.)", undefined]])).to.deep.equal(["d:10"]);
    expect(keysOf([["Gel du code lundi 30 novembre, livraison jeudi 3 décembre. MAJ : gel reporté au mercredi 2.", undefined]])).to.deep.equal(["d:2", "wd:3"]);
  });
  it("reads a day after a short weekday of any language, alone or in a range, and not a short word before a count", () => {
    expect(dayKeysIn("Bereitschaft: Fr 18 – So 20, danach Mi 23.")).to.deep.equal(["d:18", "d:20", "d:23"]);
    expect(dayKeysIn("Huisje van za 2 tot za 9, sleutel bij de buren")).to.deep.equal(["d:2", "d:9"]);
    expect(dayKeysIn("permanence du sam 5 au dim 6")).to.have.members(["d:5", "d:6"]);
    expect(dayKeysIn("the cabin is ours Thu 10 to Mon 14 then")).to.have.members(["wd:4", "wd:1", "d:10", "d:14"]);
    expect(dayKeysIn("we do 3 laps, so 5 more to go; Sa 9. Jan. bis Sa 16. Jan.")).to.deep.equal(["dm:1-9", "dm:1-16"]);
  });
  it("finds a day a plan becomes, or a day that is the first one possible now, in the languages outside texts use", () => {
    for (const text of [
      "Ferienwohnung ab Samstag 5. Nachtrag: Vermieterin sagt, es wird Mo 7 – Mo 14, gleiche Wohnung.",
      "Kamp van vr 4 tot vr 11. Ps. de leiding belde: het wordt za 5 – za 12.",
      "Gîte réservé du samedi 5. Le propriétaire écrit : ça devient le 8, même gîte.",
      "Cabin from Friday 4 December. Owner says arrival is only from the 7th this time.",
      "Wohnung ab Freitag 4. Die Schlüssel gibt es erst am 6. beim Nachbarn.",
    ]) expect(dayChangeSentence(text), text).to.not.equal(undefined);
    expect(dayChangeSentence("Check-in only from 15:00 on the day. Wir freuen uns!")).to.equal(undefined);
    for (const text of ["Choir practice is on Thursdays. Heads-up: practice now takes place on Monday the 14th.", "Market day: Saturday 5 December. The market now runs on Sunday 6 December."]) expect(dayChangeSentence(text), text).to.not.equal(undefined);
    expect(dayChangeSentence("The market now runs until 18:00 on Saturday.")).to.equal(undefined);
    expect(dayChangeSentence("Das wird schön, bis Samstag!")).to.equal(undefined);
  });
  it("gives the day such a note moves a week to, where the rest of the text names its days by a short weekday only", () => {
    expect(keysOf([["Rota: Sa 5 - So 6 Lena, Sa 12 - So 13 Piet.\nPS: de verhuurder belde, het wordt wo 16 – wo 23.", undefined]])).to.deep.equal(["d:16", "d:23"]);
    expect(keysOf([["Hütte: Sa 9. Jan. – Sa 16. Jan.\nNB: Anreise erst ab dem 12. möglich.", undefined]])).to.deep.equal(["d:12"]);
  });
});
