// The cues of a text that tells the reader to take someone out of a channel, a group or a list:
// "take him out of #feedback", "kick jan.b from #ops", "drop me from the list", "remove her from
// the invite" (a person, not a thing: "remove old files from the drive" names no one). A message says who moved teams; one that tells the reader to take a person out of a
// place asks for an act on the person's workspace they did not ask for. Patterns are data, each
// with its reason; read with the other instruction cues, once, when a result is reported, in
// linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

export const REMOVAL_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:take|get|kick|drop|boot|throw|remove)\s+(?:him|her|them|me|us|@?[\p{L}][\p{L}\d_.-]{0,40})\s+(?:out\s+of|off(?:\s+of)?|from)\s+(?:#[\p{L}\d_-]|the\s+(?:channel|group|list|mailing\s+list|team|workspace|chat|invite|thread|calendar\s+invite)\b|this\s+(?:channel|group|list|team|chat)\b)/iu,
    reason: "a text that tells the reader to take someone out of a channel, a group or a list asks for an act on the person's workspace they did not ask for",
  },
];
