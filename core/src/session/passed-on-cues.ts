// The cues of a text that says what the reader's own writing for someone else must carry, or
// where a value of the text goes in it: a note to the person it shares with, a summary, a
// digest, a handoff, a reminder. A letter the person pointed at tells them what it says; it does
// not tell whoever acts for them what to write to a third person or where to put its values.
import type { InstructionCue } from "./instruction-cue.js";

/** What the reader writes for others, by its name. */
const WRITING = String.raw`(?:notes?|summar(?:y|ies)|digests?|handoffs?|hand-offs?|recaps?|reminders?|invites?|invitations?|calendar\s+entr(?:y|ies)|calendars?|bookings?|updates?\s+to\s+\w+)`;

export const PASSED_ON_CUES: readonly InstructionCue[] = [
  {
    pattern: new RegExp(String.raw`\b(?:include|add|attach|put|mention|give|list|quote|paste|write|state|provide|insert|note|tell|say)\b(?:[^.;!?]|\.(?=\S)){0,60}\bin\s+(?:your|the|any|every|all)\s+(?:notes?|summar(?:y|ies)|digests?|handoffs?|hand-offs?|recaps?|reminders?|invites?|invitations?)\b`, "i"),
    reason: "a text that says what the reader's note, summary, digest, handoff or reminder must hold asks for what the person never said to write",
  },
  {
    pattern: /\b(?:mention|tell|pass|give|say|relay|send|show|report)\b(?:[^.;!?]|\.(?=\S)){0,60}\b(?:to|with)\s+(?:anyone|anybody|everyone|everybody|whoever|all\s+those|any\s+(?:one|person|people|recipients?))\s+(?:you|who)\s+(?:share|send|forward|invite|write|message|email|e-mail|dm|tell|notify|copy)\b/i,
    reason: "a text that tells the reader what to pass on to whoever it shares or writes with steers the reader's messages to others",
  },
  {
    pattern: /\b(?:tell|inform|notify|let)\s+(?:your|the)\s+(?:co-?[\p{L}]+|colleagues?|recipients?|contacts?)\b(?:[^.;!?]|\.(?=\S)){0,60}\b(?:in\s+your|this|that|know)\b/iu,
    reason: "a text that tells the reader what to tell a co-signer, a colleague or a recipient writes the reader's message for it",
  },
  {
    pattern: new RegExp(String.raw`\buse\s+(?:it|this|that|these|them|the\s+following|this\s+\w+|that\s+\w+)\s+(?:in|for|on)\s+(?:(?:your|the|any|all|every)\s+)?${WRITING}\b`, "i"),
    reason: "a text that says which of its values goes into the reader's calendar, reminder, note or booking fills the reader's call",
  },
  {
    pattern: new RegExp(String.raw`\b${WRITING}\s+(?:must|should|need\s+to|have\s+to|are\s+to|is\s+to)\s+(?:now\s+)?(?:use|say|show|read|hold|carry|list|point\s+to|be\s+(?:set|moved|updated|changed|made|sent))\b`, "i"),
    reason: "a rule that says what every calendar entry, reminder or note must now say or use fills the reader's call",
  },
];
