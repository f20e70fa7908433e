// A message correcting itself after the fact: read as a cue, a typo fixed in passing or a plain "not" not.
import { describe } from "mocha";
import { SELF_CORRECTION_CUES } from "./self-correction-cues.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a message that corrects itself", () => {
  itReadsCueFamilies([
    {
      name: "a message correcting itself",
      cues: SELF_CORRECTION_CUES,
      held: [
        "Customer's duvet still inside, she'll be back at 12. sorry, typo above - it's W1 not W7",
        "[Hannah, 10:40] Apologies, typo above - it's 15:00 to 16:00 on Friday, not 15:30.",
        "Room B at 10. Mistyped earlier: it's room D.",
        "Sorry, typo in my last message: the code is 4471.",
        "you take my Thursday early at the main centre? (the Thursday one is Mobile Unit 3 in Hillside, not the main centre actually)",
        "Pick-up from gate 4, not gate 2 actually.",
        "We move you to Friday 15:30. On second thought Friday is fully booked: please put Saturday 28 November.",
        "On second thoughts, make it the 14th.",
      ],
      plain: [
        "Fixed the typo in the title.",
        "Sorry for any typos, sent from my phone.",
        "It's W1 not W7 that needs the new seal.",
        "Is it not the main centre? Actually I'm not sure.",
        "I can not come, actually.",
        "Second thoughts are welcome in the review.",
        "The misprint was corrected in the reprint.",
      ],
    },
  ]);
});
