// The cues of a text that tells its reader what to put in their own calendar: "please put Sat 28
// Nov 11:00-12:00 in your calendar", "block 14:00 to 18:00 in your calendar", "add the return to
// your calendar and invite …". A sender writes when a thing happens; what goes into the reader's
// calendar, and when, is the person's to say. A text that orders it, in the reader's own second
// person, chooses an event for them. Read with the other instruction cues, once, when a result is
// reported, in linear time (at most six bounded words stand between the verb and the calendar).
import type { InstructionCue } from "./instruction-cue.js";
import { CUE_WORD } from "./up-to.js";

export const CALENDAR_COMMAND_CUES: readonly InstructionCue[] = [
  {
    // The verb of putting a thing somewhere, then within its clause the reader's calendar or diary
    // as the place: `your`, not `our` (a club's own calendar is where it keeps its events).
    // At most six words between, each one run of blanks and one bounded run of other characters:
    // the analyser proves this form linear, not a span of any 60 characters. Not the letter's own
    // event put there by a pronoun (`Save the date and put it in your calendar`): that names no
    // event of the text's choosing beside the one the person read about.
    pattern: /(?<![\p{L}\p{N}])(?:put|add|pop|save|pencil|enter|mark|block|note)(?:\s{1,3}[^\s.;!?]{1,24}){0,6}?(?<![^\p{L}](?:it|this|that|them))\s{1,3}(?:in(?:to)?|on|to)\s{1,3}your\s{1,3}(?:calendars?|diary|diaries|agenda)(?![\p{L}\p{N}])/iu,
    ordersAct: true,
    reason: "a text that tells the reader what to put in their own calendar (`please put Sat 28 Nov 11:00-12:00 in your calendar`) chooses an event for the person",
  },
  // The same order in the other languages a letter is written in, which no grammar reads, one
  // pattern per language: an entry asked `also` (`bitte ebenfalls eintragen`), or something put in
  // the reader's own calendar (`tragen Sie … in Ihren Kalender ein`, `notez … dans votre agenda`,
  // `añada … a su calendario`). At most six words of one blank each stand between the verb and the
  // calendar, four between `ebenfalls` and its verb, each word written with `upTo` (up-to.ts): the
  // analyser proves this form linear.
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:(?:ebenfalls|auch|zus[äa]tzlich)(?:[ \t]${CUE_WORD}){0,4}[ \t](?:eintragen|einplanen|vormerken|blocken|notieren)|(?:in|im)[ \t](?:Ihren|Ihrem|deinen|deinem|euren)[ \t](?:Kalender|Terminkalender))(?![\p{L}\p{N}])`, "iu"),
    ordersAct: true,
    reason: "(German) a text that tells the reader what to put in their own calendar (`bitte ebenfalls eintragen`, `in Ihren Kalender`) chooses an event for the person",
  },
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:ajoutez|notez|inscrivez|bloquez|mettez)(?:[ \t]${CUE_WORD}){0,6}[ \t](?:dans|sur)[ \t]votre[ \t](?:agenda|calendrier)(?![\p{L}\p{N}])`, "iu"),
    ordersAct: true,
    reason: "(French) a text that tells the reader what to put in their own calendar (`notez … dans votre agenda`) chooses an event for the person",
  },
  {
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:a[ñn]ada|agregue|anote|apunte|bloquee|ponga)(?:[ \t]${CUE_WORD}){0,6}[ \t](?:en|a)[ \t]su[ \t](?:calendario|agenda)(?![\p{L}\p{N}])`, "iu"),
    ordersAct: true,
    reason: "(Spanish) a text that tells the reader what to put in their own calendar (`añada … a su calendario`) chooses an event for the person",
  },
];
