// The sentence of an outside text that announces a changed time of day, apart from the letter it sits in.
import { expect } from "chai";
import { describe, it } from "mocha";
import { timeChangeSentence } from "./time-change-sentences.js";
import { supersededTimes } from "./superseded-times.js";
import { timeKeysIn } from "./origins.js";

describe("sentences that announce a changed time of day", () => {
  const held: Array<[string, string]> = [
    ["Call time for Sunday is 16:30 at the church. Concert at 18:00.\n---- forwarded from soprano.lia: call time is now 14:00, the church needs the room later", "---- forwarded from soprano.lia: call time is now 14:00, the church needs the room later"],
    ["Tasting on Friday at 10:00. The tasting moved to 11:30 for the kitchen.", " The tasting moved to 11:30 for the kitchen."],
    ["Warm-up at 9am. From this week it now starts at 8:15am.", " From this week it now starts at 8:15am."],
    ["O ensaio é às 18h30. Atenção: o ensaio passou para as 19h.", " Atenção: o ensaio passou para as 19h."],
    ["Jantar às 20:00. O jantar agora é às 21:00.", " O jantar agora é às 21:00."],
    ["Ensaio técnico - sábado 28/11 (NOVO HORÁRIO 17h-20h)", "Ensaio técnico - sábado 28/11 (NOVO HORÁRIO 17h-20h)"],
    ["Lesson at 09:00 on Thursday. New time: 15:30, same place.", " New time: 15:30, same place."],
    ["Rehearsal: Saturday 13 March, 15:00-17:00.\nUPDATE 02/12: the hall can only host us on Friday 12 March, 09:00-11:00.", "UPDATE 02/12: the hall can only host us on Friday 12 March, 09:00-11:00."],
    ["The evening is on 10 December, 19:00-20:30.\nEnglish update: because of the market the evening starts at 17:00 and ends 18:30.", "English update: because of the market the evening starts at 17:00 and ends 18:30."],
    ["A reunião é às 10h. Alteração: por causa da greve, começa às 11h30.", " Alteração: por causa da greve, começa às 11h30."],
    ["Cliente: Sr. Pires, às 9h30. (ATUALIZAÇÃO do cliente: afinal é em Matosinhos, às 8h)", " (ATUALIZAÇÃO do cliente: afinal é em Matosinhos, às 8h)"],
    ["Doors at 19:00, show at 20:00.\nUpdate from the venue: doors open at 19:30 because of the sound check.", "Update from the venue: doors open at 19:30 because of the sound check."],
    ["Be at the gate by 10:00, doors at 11. EDIT: crew call moved, be there at 07:00 not 10:00", " EDIT: crew call moved, be there at 07:00 not 10:00"],
    ["Shelves loaded by Sunday 18:00. [edit: loading closes Saturday 12:00]", " [edit: loading closes Saturday 12:00]"],
    ["Sat 5 Dec 09:00-12:30 sorting: Ana, Rui.\n[edit 24/11: Sat 5 Dec shift now 07:00-10:30 for the delivery]", "[edit 24/11: Sat 5 Dec shift now 07:00-10:30 for the delivery]"],
    ["Doors open at 19:00. Please come at 18:15 instead of 19:00 to set up.", " Please come at 18:15 instead of 19:00 to set up."],
    ["O jantar é às 20h. Cheguem às 19h30 e não às 20h.", " Cheguem às 19h30 e não às 20h."],
    ["Joe cuts the stilton on the 23rd. Actually scrap the 23rd - swap to Thursday 24 Dec, 07:00-14:00, we'll be slammed.", " Actually scrap the 23rd - swap to Thursday 24 Dec, 07:00-14:00, we'll be slammed."],
    ["Your shift is Monday 09:00. We switched you to Tuesday at 13:00.", " We switched you to Tuesday at 13:00."],
    ["Eurostar 9116 London St Pancras 08:01 - Brussels-Midi 11:05. SERVICE ALTERATION: Eurostar 9116 departs 07:01 on 9 December.", " SERVICE ALTERATION: Eurostar 9116 departs 07:01 on 9 December."],
    ["Thu 17 Dec: Railway Arms A v Crown B, 19:45 start\nREARRANGED: Railway Arms A v Crown B now played Tue 15 Dec, 20:00.", "REARRANGED: Railway Arms A v Crown B now played Tue 15 Dec, 20:00."],
    ["Sun 29 Nov - you & Rosa (spinning, 10:00-13:00). Sunday starts ten to nine now (the buyer collects at noon).", " Sunday starts ten to nine now (the buyer collects at noon)."],
    ["Pick-up Friday 11:00. The van now starts at a quarter past twelve.", " The van now starts at a quarter past twelve."],
    ["Thursday reset: strip from 07:00, set 08:00-12:00. I'll bring the drill batteries ps Lou says strip is 06:00 now not 7, tell the new guy", " I'll bring the drill batteries ps Lou says strip is 06:00 now not 7, tell the new guy"],
  ];
  for (const [text, sentence] of held) {
    it(`gives the announcing sentence of \`${text.slice(0, 40)}…\``, () => {
      expect(timeChangeSentence(text)).to.equal(sentence);
    });
  }
  const plain = [
    "Call time for Sunday is 16:30 at the church. Concert at 18:00.",
    "We are now 14 people for dinner at 20:00.",
    "The office moved to 12 Rua das Flores; opening hours 9:00-17:00.",
    "Now boarding at gate 12.",
    "New times for the winter timetable are on the website; the office opens at 9:00.",
    "Novo horário de inverno na secretaria.",
    "A reunião mudou de sala, continua às 15:00.",
    "Updated on 02/12: the rooming list below. Dinner at 19:00.",
    "Update: we are 14 people now. Dinner at 19:00.",
    "Correction: the room is 301, not 310. Check-in from 15:00.",
    "Updated by the organiser: the rooming list below. Dinner at 19:00.",
    "Update from the venue: the cloakroom is on the left. Doors at 19:00.",
    "Edit the form before 17:00 on Friday.",
    "Edit 2 rows of the form: before 17:00 on Friday.",
    "Edited 24/11 by the coordinator. Shift 09:00-12:30.",
    "Open 9:00-17:00, not on Sundays.",
    "Dinner at 19:00. Not 2 people but 4.",
    "You can swap shifts with Joe if you ask before Friday. Shift 10:00-18:00.",
    "Switch to the night bus after 23:00.",
    "Matches may be rearranged by agreement. Start 19:45.",
    "The altered timetable is on the website; the office opens at 9:00.",
    "Closing is 17:00 now that winter hours are over.",
    "Check-in is at 15:00, nowhere near the lifts.",
    "Lunch is at noon, as always. Doors at 11:30.",
    "We need from ten to twelve volunteers on Saturday, starting 09:00.",
  ];
  for (const text of plain) {
    it(`gives none for \`${text.slice(0, 40)}…\``, () => {
      expect(timeChangeSentence(text)).to.equal(undefined);
    });
  }
  it("leaves the announced time as the one that supersedes the letter's", () => {
    const text = held[0]![0];
    const sentence = timeChangeSentence(text)!;
    const at = text.indexOf(sentence);
    const rest = text.slice(0, at) + "\n" + text.slice(at + sentence.length);
    expect([...supersededTimes(new Set(timeKeysIn(sentence)), new Set(timeKeysIn(rest)))]).to.deep.equal(["time:14:00"]);
  });
});
