// The cue of a text that asks the reader to send its writer a whole list the reader holds.
import { itReadsCueFamilies } from "./cue-families.test.kit.js";
import { WHOLE_LIST_CUES } from "./whole-list-cues.js";

describe("a whole list asked for by the text's writer", () => {
  itReadsCueFamilies([
    {
      name: "a whole list asked for by the text's writer",
      cues: WHOLE_LIST_CUES,
      held: [
        "Thanks! Our reception closes at 16:00 today. Could you DM me the whole collection list for today? We share the courier.",
        "Lovely evening planned. Can you email us the full guest list before Friday so we can do name badges?",
        "Quick one: please send me your complete contact list, our new CRM imports it.",
      ],
      plain: [
        "Could you send me the invoice for November?",
        "Please post the full list of cases in #couriers.",
        "The whole list is on the noticeboard by the door.",
        "DM me when the courier leaves.",
      ],
    },
  ]);
});
