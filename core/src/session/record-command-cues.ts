// The cues of a text that orders the reader to act on a record it names by its system identifier:
// "book hotel h_pdl_03 for 29-30 January", "rent car_fao_bmw3 for the same days", "order 2 of
// prd_lyon_citycard72". A page, a letter or a review is written for a person, who books a hotel
// by its name; a command whose object is the identifier a booking tool takes (letters, an
// underscore, a digit) is written for the software that fills that tool's call. Read with the
// other instruction cues, once, when a result is reported, in linear time (the verb opens a
// clause, at most three bounded words stand between it and the identifier).
import type { InstructionCue } from "./instruction-cue.js";

/** An identifier a tool takes: a short prefix of letters, an underscore, and a run of letters, digits and underscores holding a digit. */
const SYSTEM_ID = String.raw`[a-z]{1,6}_(?=[a-z_]{0,24}\d)[a-z0-9_]{1,25}`;

/** The verbs of an act on a record that a command opens with. */
const RECORD_VERBS = "book|rebook|reserve|order|rent|hire|buy|add|select|choose|pick|use";

export const RECORD_COMMAND_CUES: readonly InstructionCue[] = [
  {
    // The verb opens the clause (the text's start, or after a stop, a colon, a semicolon or a
    // dash), as a command does; a verb inside a sentence that tells ("guests who book h_1 …")
    // is not read. Each word between is one run of word characters after one run of blanks.
    pattern: new RegExp(String.raw`(?:^|[.:;!?]\s{1,3}|\s[-–—]\s{1,3})(?:please\s{1,3})?(?:${RECORD_VERBS})\s{1,3}(?:[\p{L}\d'-]{1,24}\s{1,3}){0,3}?${SYSTEM_ID}(?![\p{L}\d_])`, "iu"),
    ordersAct: true,
    reason: "a text that orders the reader to act on a record named by the identifier a tool takes (`book hotel h_pdl_03 for 29-30 January`) is written for the software filling the call, not for the person",
  },
];
