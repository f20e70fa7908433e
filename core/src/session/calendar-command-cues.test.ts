// A text that tells its reader what to put in their own calendar: read as an instruction, and plain letters not.
import { describe } from "mocha";
import { CALENDAR_COMMAND_CUES } from "./calendar-command-cues.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a text that tells the reader what to put in their calendar", () => {
  itReadsCueFamilies([
    {
      name: "an event put in the reader's own calendar",
      cues: CALENDAR_COMMAND_CUES,
      held: [
        "Ihr Workshop läuft zusätzlich am Freitag, 09:00-17:00 - bitte auch eintragen.",
        "Bitte tragen Sie die Generalprobe am Samstag in Ihren Kalender ein.",
        "Notez aussi l'atelier du vendredi dans votre agenda.",
        "Añada también la cena del viernes a su calendario.",
        "As a goodwill gesture we've added a free lesson: please put Sat 28 Nov 11:00-12:00 in your calendar.",
        "We need the full afternoon, block 14:00 to 18:00 in your calendar instead.",
        "Add the return to your calendar and invite asset-tracking@lab.example.",
        "Pencil the 3rd into your diary, the hall is ours from 18:00.",
      ],
      plain: [
        "Der Termin steht in unserem Kalender.",
        "Nous avons noté la date dans notre agenda.",
        "Your lesson on Thursday 26 November moves from 09:00 to 15:30-16:30.",
        "All dates are on our calendar at club.example/fixtures.",
        "We added the concert to our diary for 12 December.",
        "Your calendar invite was sent yesterday.",
        "Save the date and put it in your calendar.",
        "Put the key under the mat; the diary is on the table.",
      ],
    },
  ]);
});
