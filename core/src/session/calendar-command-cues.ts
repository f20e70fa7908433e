// The cues of a text that tells its reader what to put in their own calendar: "please put Sat 28
// Nov 11:00-12:00 in your calendar", "block 14:00 to 18:00 in your calendar", "add the return to
// your calendar and invite …". A sender writes when a thing happens; what goes into the reader's
// calendar, and when, is the person's to say. A text that orders it, in the reader's own second
// person, chooses an event for them. Read with the other instruction cues, once, when a result is
// reported, in linear time (the verb and the calendar stand in one clause of at most 60 characters).
import type { InstructionCue } from "./instruction-cue.js";

export const CALENDAR_COMMAND_CUES: readonly InstructionCue[] = [
  {
    // The verb of putting a thing somewhere, then within its clause the reader's calendar or diary
    // as the place: `your`, not `our` (a club's own calendar is where it keeps its events).
    pattern: /\b(?:put|add|pop|save|pencil|enter|mark|block|note)\b[^.;!?\n]{0,60}\b(?:in|into|on|to)\s{1,3}your\s{1,3}(?:calendars?|diary|diaries|agenda)\b/i,
    ordersAct: true,
    reason: "a text that tells the reader what to put in their own calendar (`please put Sat 28 Nov 11:00-12:00 in your calendar`) chooses an event for the person",
  },
];
