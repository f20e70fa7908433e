// The cue of a text that sets a rule for every message of a kind the reader writes (`quote SUP-9120
// in every escalation`, `write 'owner: @sven.k' on each post`): a sender or a channel's topic says
// what its own messages hold, not what each of the reader's must.
import type { InstructionCue } from "./instruction-cue.js";

export const STANDING_RULE_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:quote|write|use|add|put|include|mention|tag|cc|copy|attach|paste|cite|reference|state|list|sign|prefix|mark|link)\s(?:'[^'\n]{1,60}'|[\w@#:/.-]{1,60})\s(?:in|on|to|into|with|under)\s(?:every|each)\s(?:escalations?|messages?|posts?|repl(?:y|ies)|updates?|e-?mails?|mails?|invites?|invitations?|summar(?:y|ies)|notes?|reminders?|threads?|tickets?|forwards?|confirmations?|answers?|responses?|handoffs?|hand-offs?|digests?|announcements?|entr(?:y|ies)|events?|DMs?|status\s+updates?|calendar\s+entr(?:y|ies))\b/i,
    // One word or one quoted string between the verb and the rule, so that the pattern is linear
    // and a sender's own habit (`we add a summary to each release note`) is not read as one.
    reason: "a text that sets what every message, post or entry of a kind must hold (`quote SUP-9120 in every escalation`) fills the reader's writing with the text's values",
  },
];
