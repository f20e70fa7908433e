// The cue of a text that tells the reader to set its reminders by the text (`set reminders
// accordingly`, `move your alarms to match`): a reminder is the person's own, set for them, and such
// a text steers it to the time it gives. Not calendars: "please update your calendars accordingly"
// closes many a plain reschedule letter the person asks to put in their calendar. So too a text that
// tells the reader to set the date, sum or reference of the call by it (`set the execution date
// accordingly`): the reader's call is the person's, and the text writes its field.
import type { InstructionCue } from "./instruction-cue.js";

export const ADJUST_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:set|update|adjust|change|move|amend|shift)\s(?:your\s|the\s|any\s|all\s)?(?:reminders?|alarms?)\s(?:accordingly|to\smatch)\b/i,
    reason: "a text that tells the reader to set its reminders by the text (`set reminders accordingly`) steers the person's own entries to the time the text gives",
  },
  {
    // A value of the reader's own call: a payment's or an order's date, sum or reference. A letter
    // that says what changed leaves the reader to act on it; one that says to set the call's field
    // by it writes the call.
    pattern: /\b(?:set|adjust|change|amend|shift)\s(?:your\s|the\s)?(?:[a-z]+\s)?(?:dates?|amounts?|sums?|references?)\s(?:accordingly|to\smatch)\b/i,
    reason: "a text that tells the reader to set a date, sum or reference of its call by the text (`set the execution date accordingly`) writes the call",
  },
];
