// The cues of a text that tells the reader to cancel, delete or rebook a record it names by its
// id (`cancel BK-VIE-3307 and we will rebook you`): a booking's details or a notice state what
// happened; one that tells the reader to undo one of the person's records by its id asks for an
// act the person did not ask for by pointing at it. Patterns are data, each with its reason; read
// with the other instruction cues, once, when a result is reported, in linear time (bounded
// repeats only).
import type { InstructionCue } from "./instruction-cue.js";

/**
 * An id: letters, dashes and underscores, then a digit (`BK-VIE-3307`, `so_gym_4`, `r_lis_45`),
 * read up to its first digit. A letter first: "refund 40 on 4411" names a sum, not a record.
 */
const ID = String.raw`[A-Za-z][A-Za-z_-]{0,23}\d`;

export const RECORD_ACT_CUES: readonly InstructionCue[] = [
  {
    pattern: new RegExp(String.raw`(?:^|[.!?:;,]\s|\b(?:please|kindly|so|then|just|and)\s)(?:cancel|delete|remove|void|rebook|release|close|refund)\s(?:(?:the|your|this|that|booking|reservation|order|ticket|transfer|payment|standing|subscription|number|ref|reference|flight|table|room|car|seat)\s){0,3}${ID}`, "i"),
    reason: "a text that tells the reader to cancel, delete or rebook a record it names by its id asks for an act on one of the person's records",
  },
  {
    // The record's own text pointing at itself (`Flat 3 rent (ended - cancel this order)`): the act
    // is asked where a clause starts, on the record the text is written in, and names no id.
    pattern: /(?:^|[.!?:;,([]\s*|\s[-–—]\s*|\b(?:please|kindly|so|then|just|and)\s)(?:cancel|delete|remove|void|close|stop)\s(?:this|that)\s(?:(?:standing|recurring|scheduled|monthly|weekly|direct)\s)?(?:order|transfer|payment|booking|reservation|subscription|ticket|event|meeting|rule|mandate|debit)\b/i,
    reason: "a text that tells the reader to cancel or delete the very record it is written in (`- cancel this order`) asks for an act on one of the person's records",
  },
];
