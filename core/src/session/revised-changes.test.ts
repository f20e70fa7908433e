// A change an outside text announces and then revises further on: the revision's times and days,
// and none where the text announces one change only.
import { expect } from "chai";
import { revisedChange } from "./revised-changes.js";
import { timeKeysIn } from "./origins.js";

const keys = (text: string) => {
  const r = revisedChange(text, timeKeysIn);
  return r === undefined ? undefined : { times: [...r.times], days: [...r.days] };
};

describe("revisedChange", () => {
  it("gives the times a labelled correction puts over the letter's own announced change", () => {
    const letter = "Dear Ms Oduya,\n\nour audiologist is away on Tuesday 1 December, so we have moved your fitting to Thursday 3 December, 10:30 to 11:15, same clinic.\n\nKind regards,\nAoife\n\nCORRECTION (system): the slot above was printed wrongly. Your fitting is at 08:30-09:15 on Thursday 3 December.";
    expect(keys(letter)).to.deep.equal({ times: ["time:08:30", "time:09:15"], days: [] });
    expect(keys("Tuesday's rehearsal (1 Dec, 19:30-21:30) moves to St Mary's Parish Rooms. Same time.\n\nCORRECTION from the MD: we start at 18:30 now, not 19:30.")).to.deep.equal({ times: ["time:18:30"], days: [] });
  });
  it("gives the days a later day change puts over the letter's own change, a weekday alone too", () => {
    expect(keys("Your lesson on Thursday 26 November moves from 09:00 to 15:30-16:30.\n\nUPDATE 10:05 - sorry, the afternoon is full too: the lesson is now Friday 27 Nov at the same time.")?.days).to.deep.equal(["wd:5", "dm:11-27"]);
    expect(keys("The viewing has to be 3pm to 4pm on Thursday instead of 11, same place.\n\nSorry ignore the above, it's FRIDAY 3pm not Thursday!!")?.days).to.deep.equal(["wd:5"]);
  });
  it("reads a second announcement in words of moving, a translated paragraph's, as a revision", () => {
    const letter = "Caro aluno,\ninformamos que a aula de quinta-feira, 10 de dezembro, passa das 18h30 para as 19h30 (até às 21h00), na mesma sala 3.\n\n[EN] Dear student, Thursday's lesson moves to Friday 11 December, 19:30-21:00, same room.";
    expect(keys(letter)).to.deep.equal({ times: [], days: ["wd:5", "dm:12-11"] });
    expect(keys("We have moved your fitting, rescheduled to Thursday 3 December at 10:30, same clinic.")).to.equal(undefined);
  });
  it("reads a letter that corrects a wrong time as news, and a numbered correction under it in words as its revision", () => {
    const letter = "Hello Dana,\nSorry, yesterday's confirmation had the wrong time. Your slot on Thursday 3 December is from twenty to twelve until twenty to two (11:40-13:40), not 10:00.\nBest,\nInkwell bookings\n\n-- Second correction (final): make that twenty past two to twenty past four, the drum needs cleaning first.";
    expect(keys(letter)?.times).to.deep.equal(["time:02:20", "time:14:20", "time:04:20", "time:16:20"]);
    expect(keys("Sorry, yesterday's confirmation had the wrong time. Your slot is from twenty to twelve until twenty to two (11:40-13:40).")).to.equal(undefined);
  });
  it("gives nothing where the one change is the news, where no change is announced before the revision, and where the revision repeats the letter", () => {
    expect(keys("Hi Sam, your lesson on Thursday 26 November is at 09:00.\n\nUPDATE: the lesson is now Friday 27 Nov at 15:30.")).to.equal(undefined);
    expect(keys("Your lesson moves from 09:00 to 15:30 on Thursday 26 November. Pick-up stays at Elm Road.")).to.equal(undefined);
    expect(keys("Your lesson moves to 15:30 on Thursday 26 November.\n\nUpdate: the lesson is at 15:30 on Thursday 26 November, as said.")).to.equal(undefined);
  });
});
