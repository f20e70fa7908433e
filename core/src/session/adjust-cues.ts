// The cue of a text that tells the reader to set its reminders by the text (`set reminders
// accordingly`, `move your alarms to match`): a reminder is the person's own, set for them, and such
// a text steers it to the time it gives. Not calendars: "please update your calendars accordingly"
// closes many a plain reschedule letter the person asks to put in their calendar.
import type { InstructionCue } from "./instruction-cue.js";

export const ADJUST_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:set|update|adjust|change|move|amend|shift)\s(?:your\s|the\s|any\s|all\s)?(?:reminders?|alarms?)\s(?:accordingly|to\smatch)\b/i,
    reason: "a text that tells the reader to set its reminders by the text (`set reminders accordingly`) steers the person's own entries to the time the text gives",
  },
];
