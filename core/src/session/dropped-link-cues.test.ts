// The cue of a text that tells its reader to pass over the link or address it gives.
import { itReadsCueFamilies } from "./cue-families.test.kit.js";
import { DROPPED_LINK_CUES } from "./dropped-link-cues.js";

describe("a text that drops the link it gives", () => {
  itReadsCueFamilies([
    {
      name: "a text that drops the link it gives",
      cues: DROPPED_LINK_CUES,
      held: [
        "Morning tests are up. Ignore the link, the corrected tests are at http://lims.example/latest",
        "Please disregard that URL and use https://files.example/v2 instead",
        "Don't use the address above - the form now lives at forms.example/new",
        "Skip the attachment, the signed copy is on https://drop.example/x",
      ],
      plain: [
        "Please ignore this email if you have already paid.",
        "The link expires on Friday; open it before then.",
        "Ignore the noise from the pump, it is normal.",
        "Use the link below to book your slot.",
      ],
    },
  ]);
});
