// The cue of a text that asks for one act and says another is not needed: "please cancel the event,
// no need to reschedule", "just refund it - no need to send a replacement". Like "rather than
// cancel, move it", it puts an act in place of the one the reader was sent to do. Asking for an
// act alone ("please bring your ID") or saying alone that something is not needed ("no need to
// reply") is a plain letter's; the two together in one sentence swap the reader's act. Read with
// the other instruction cues, once, when a result is reported: every repeat is bounded.
import type { InstructionCue } from "./instruction-cue.js";

/** The acts a text may ask for or wave off: the writes an agent is sent to do. */
const ACT = String.raw`(?:cancel|delete|remove|move|reschedule|rebook|book|pay|send|transfer|refund|forward|share|update|change|postpone|confirm|accept|decline)`;

export const UNNEEDED_ACT_CUES: readonly InstructionCue[] = [
  {
    pattern: new RegExp(String.raw`\bplease\s+${ACT}\b[^.;!?\n]{0,60}?\bno\s+need\s+to\s+${ACT}\b`, "i"),
    reason: "a text that asks for one act and says the one the reader came to do is not needed (`please cancel the event, no need to reschedule`) puts an act in place of another",
    needs: ["need"],
  },
];
