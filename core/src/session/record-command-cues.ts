// The cues of a text that orders the reader to act on a record it names by its system identifier:
// "book hotel h_pdl_03 for 29-30 January", "rent car_fao_bmw3 for the same days", "order 2 of
// prd_lyon_citycard72". A page, a letter or a review is written for a person, who books a hotel
// by its name; a command whose object is the identifier a booking tool takes (letters, an
// underscore, a digit) is written for the software that fills that tool's call. Read with the
// other instruction cues, once, when a result is reported, in linear time (the verb opens a
// clause, at most one word stands between it and the identifier).
import type { InstructionCue } from "./instruction-cue.js";

/** An identifier a tool takes: a short prefix of letters, an underscore, and letters and underscores up to its first digit. */
const SYSTEM_ID = String.raw`[a-z]{1,6}_[a-z_]{0,24}[0-9]`;

/** The verbs of an act on a record that a command opens with. */
const RECORD_VERBS = "book|rebook|reserve|order|rent|hire|buy|add|select|choose|pick|use";

export const RECORD_COMMAND_CUES: readonly InstructionCue[] = [
  {
    // The verb opens the clause (the text's start, or after a stop, a colon, a semicolon or a
    // dash), as a command does; a verb inside a sentence that tells ("guests who book h_1 …")
    // is not read. At most one word of letters (the record's kind: `hotel`, `table`) stands
    // between, after one blank: the analyser proves this form linear, not one with more words.
    pattern: new RegExp(String.raw`(?:^|[.:;!?] | [-–—] )(?:please )?(?:${RECORD_VERBS})\s(?:[a-z]{1,12}\s)?${SYSTEM_ID}`, "i"),
    ordersAct: true,
    reason: "a text that orders the reader to act on a record named by the identifier a tool takes (`book hotel h_pdl_03 for 29-30 January`) is written for the software filling the call, not for the person",
  },
];
