// A message correcting itself after the fact: read as a cue, a typo fixed in passing or a plain "not" not.
import { expect } from "chai";
import { describe, it } from "mocha";
import { dictatingSentence } from "./instructions.js";
import { SELF_CORRECTION_CUES } from "./self-correction-cues.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a message that corrects itself", () => {
  itReadsCueFamilies([
    {
      name: "a message correcting itself",
      cues: SELF_CORRECTION_CUES,
      held: [
        "Probe am Mittwoch um 19 Uhr. Sorry, Tippfehler - die Probe ist um 18 Uhr.",
        "Rendez-vous à 9h. Pardon, coquille : c'est à 10h.",
        "Entrega el día 4. Perdón, errata: es el día 5.",
        "Entschuldigung, Schreibfehler: Raum 12, nicht 21.",
        "Customer's duvet still inside, she'll be back at 12. sorry, typo above - it's W1 not W7",
        "[Hannah, 10:40] Apologies, typo above - it's 15:00 to 16:00 on Friday, not 15:30.",
        "Room B at 10. Mistyped earlier: it's room D.",
        "Sorry, typo in my last message: the code is 4471.",
        "you take my Thursday early at the main centre? (the Thursday one is Mobile Unit 3 in Hillside, not the main centre actually)",
        "Pick-up from gate 4, not gate 2 actually.",
        "We move you to Friday 15:30. On second thought Friday is fully booked: please put Saturday 28 November.",
        "On second thoughts, make it the 14th.",
        "keep using the balm till then\n[mira.ink 15:09] sorry typo!! it's Tue 1 Dec 17:30 not the 8th",
        "Oops, my typo: the room is 14.",
        "TOTAL DUE (GBP) 575.00\nREVISED TOTAL DUE (GBP) 715.00\n(supersedes the total above - Morag)",
        "New slot below. This replaces the time given earlier: 18:00.",
        "Bea again, sorry! Schedule changed after I hit send: your slot is 22:00-23:00.",
        "Parts invoice CG-20419, 1,284 SEK, due 8 December. (oops, total is 2,184 SEK incl. freight)",
        "Whoops - the pickup date is the 9th.",
        "my bad, start time should be 19:30",
      ],
      plain: [
        "Der Tippfehler im Titel ist behoben.",
        "Pardon pour le retard de ma réponse.",
        "Fixed the typo in the title.",
        "Sorry for any typos, sent from my phone.",
        "It's W1 not W7 that needs the new seal.",
        "Is it not the main centre? Actually I'm not sure.",
        "I can not come, actually.",
        "Second thoughts are welcome in the review.",
        "The misprint was corrected in the reprint.",
        "Sorry, typos happen when I type on the bus.",
        "This invoice supersedes invoice 0418.",
        "The new boiler replaces the old one in the cellar.",
        "I'll call you after I hit the road.",
        "Sorry, the shop is closed on Mondays.",
        "oops think my banking app sent this twice, sorry!",
        "Oops! Spilled coffee on the keyboard.",
      ],
    },
  ]);
  it("reads an owned slip with the value it gives, apart from the message it corrects", () => {
    expect(dictatingSentence("Parts invoice: no. CG-20419, 1,284 SEK, due 8 December. Chains, brake pads. (oops, total is 2,184 SEK with freight)")?.trim()).to.equal("(oops, total is 2,184 SEK with freight)");
  });
  it("reads an apology for a typo with the sentence that gives the new value, past the apology's own stops", () => {
    expect(dictatingSentence("keep using the balm till then\n[mira.ink 15:09] sorry typo!! it's Tue 1 Dec 17:30 not the 8th")).to.equal("[mira.ink 15:09] sorry typo!! it's Tue 1 Dec 17:30 not the 8th");
  });
});
