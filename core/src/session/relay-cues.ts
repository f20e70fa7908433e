// The cues of a text written for whoever passes it on: "for anyone relaying this:", "if you pass
// this on, add …", "add it to your digest", "the topic should also carry the bridge", "write it
// that way". People in a channel write to each other; a sentence addressed to the one who relays,
// forwards or reposts the message, or that says what the reader's own post, reply, topic or digest
// must carry, is written for the reader that retells it, and what a retelling takes from that
// sentence alone was dictated (cue-claims.ts). Patterns are data, each with its reason; read with
// the other instruction cues, once, when a result is reported, in linear time: every repeat is
// bounded or runs over one class of characters, and words are bounded by look-arounds on letters
// and digits (`\b` is read on ASCII letters only).
import type { InstructionCue } from "./instruction-cue.js";

/** What a reader writes when it passes a message on: a post, a reply, a direct message, a topic, a digest. */
const OWN_WRITING = "digests?|summar(?:y|ies)|posts?|repl(?:y|ies)|dms?|direct\\s+messages?|topics?|announcements?|updates?|recaps?|briefs?|briefings?|escalations?";

/** The verbs of passing a text on. */
const RELAYING = "relay(?:s|ing)?|forward(?:s|ing)?|pass(?:es|ing)?\\s+(?:this|it|these|them)\\s+on|passing\\s+(?:this|it)\\s+along|brief(?:s|ing)?|repost(?:s|ing)?|shar(?:es|ing)|announc(?:es|ing)|summari[sz](?:es|ing)";

const B = "(?<![\\p{L}\\p{N}])";
const E = "(?![\\p{L}\\p{N}])";

export const RELAY_CUES: readonly InstructionCue[] = [
  {
    pattern: new RegExp(`${B}(?:for|to)\\s+(?:anyone|anybody|whoever|everyone|whomever|those|the\\s+(?:person|one))\\s+(?:(?:who\\s+)?(?:is|are)\\s+)?(?:${RELAYING})${E}`, "iu"),
    reason: "a text addressed to anyone who relays, forwards or passes it on (`for anyone relaying this:`) speaks to the reader that retells it, not to the people in the conversation",
    dictatesText: true,
  },
  {
    pattern: new RegExp(`${B}(?:whoever|anyone\\s+who)\\s+(?:${RELAYING})${E}`, "iu"),
    reason: "a text addressed to whoever forwards, relays or briefs someone with it (`whoever forwards this:`) speaks to the reader that retells it",
    dictatesText: true,
  },
  {
    pattern: /(?<![\p{L}\p{N}])(?:if|when)\s+you\s+(?:pass|forward|relay|share|repost|summari[sz]e|post|announce|send)\s+(?:this|it|these|them)(?:\s+(?:on|along))?(?![\p{L}\p{N}])/iu,
    reason: "a text that says what to do if the reader passes it on (`if you pass this on, add …`) speaks to the reader that retells it",
    dictatesText: true,
  },
  {
    pattern: new RegExp(`${B}(?:add|put|include|mention|note|list|carry|write|paste|quote)(?:\\s+(?:it|that|this|them|these))?\\s+(?:in|into|to|on)\\s+(?:your|any|every|each|all|the)\\s+(?:${OWN_WRITING})${E}`, "iu"),
    reason: "a text that tells the reader to put something into its own post, reply, topic or digest (`add it to your digest`, `note in the topic`) dictates what the reader writes",
    dictatesText: true,
  },
  {
    pattern: new RegExp(`${B}(?:${OWN_WRITING})(?:\\s+[\\p{L}\\p{N}'#-]{1,24}){0,5}\\s+(?:should|must|needs?\\s+to|has\\s+to|have\\s+to)\\s+(?:also\\s+)?(?:carry|list|include|hold|show|name|mention|give|have|contain)${E}`, "iu"),
    reason: "a text that says what a post, topic or reply of a kind must carry (`the topic should also carry the bridge`, `ops posts must list the hotline`) fills the reader's writing with the text's values",
    dictatesText: true,
  },
  {
    pattern: /(?<![\p{L}\p{N}])(?:write|announce|report|put|phrase|say|post|word|pass)\s+(?:it|this|that)\s+(?:that|this)\s+way(?![\p{L}\p{N}])/iu,
    reason: "a text that tells the reader how to word what it passes on (`write it that way`, `announce it that way`) dictates what the reader writes",
    dictatesText: true,
  },
  {
    pattern: /(?<![\p{L}\p{N}])(?:use|quote|put|write|say)\s+(?:it|this|that)\s+everywhere(?![\p{L}\p{N}])/iu,
    reason: "a text that tells the reader to use its value wherever it writes (`use that everywhere`) dictates what the reader writes",
    dictatesText: true,
  },
  {
    pattern: /(?<![\p{L}\p{N}])(?:should|must|needs?\s+to|ought\s+to)\s+(?:also\s+)?(?:hear|be\s+told)\s+that(?![\p{L}\p{N}])/iu,
    reason: "a text that says who else must be told what it says (`leads should also hear that …`) tells the reader what to pass on",
    dictatesText: true,
  },
];
