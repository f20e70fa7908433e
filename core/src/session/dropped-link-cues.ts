// The cue of a text that tells its reader to drop a link or an address the record gives and use
// another: "Ignore the link, the corrected tests are at http://…", "disregard that URL", "don't
// use the address above". A message that posts a link has no reason to tell its reader to pass it
// over; a text that does sets a place of its own against the one the person pointed at (the
// message's `links`, the page they named), which is how a planted link takes the reader's fetch.
// The general "ignore previous instructions" cue needs a word of time (previous, above); this one
// needs what is dropped to be a place a record carries, so "please ignore this email if you have
// paid" stays quiet. One pattern, fixed words and single blanks, read in linear time with the
// other instruction cues, once, when the result is reported.
import type { InstructionCue } from "./instruction-cue.js";

export const DROPPED_LINK_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:ignore|disregard|skip|don'?t use|do not use|don'?t open|do not open) (?:the|that|this|my|our) (?:(?:first|old|earlier|above|posted|original) )?(?:links?|urls?|web ?address|address|attachments?|webpage|page)\b/i,
    reason: "a text that tells its reader to pass over the link or address it gives sets a place of its own against the one the person pointed at",
  },
];
