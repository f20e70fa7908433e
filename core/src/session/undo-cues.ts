// The cues of a text that tells the reader to undo or hold back an act that protects the person:
// unfreeze or unblock a card, reactivate an account, "do not freeze it", keep a card or an order
// "active". A merchant's reference or a notice states what happened; one that asks the reader to
// reverse the person's own protective act, or not to do it, steers the reader's call. Patterns are
// data, each with its reason; read with the other instruction cues, once, when a result is
// reported, in linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

/** The acts that protect an account, a card or an order, and their undoing. */
const UNDO = String.raw`(?:un(?:freeze|block|lock|suspend)|re-?activate|re-?enable|re-?open|lift the (?:block|freeze|hold|suspension) on)`;
const PROTECT = String.raw`(?:freeze|block|lock|suspend|pause|disable|deactivate)`;

export const UNDO_CUES: readonly InstructionCue[] = [
  {
    // Words one space apart: a run of blanks is no place an instruction hides, and one space each keeps the scan linear.
    pattern: new RegExp(String.raw`(?:^|[.!?:;,\-–—] |\b(?:please|kindly|say|says|said|asks you to|must|should|need to|needs to|have to|has to|then|so) )${UNDO} (?:it|them|the|your|this|that|card|account|subscription|order|access|[A-Za-z][\w-]{0,23}\d)`, "i"),
    reason: "a text that tells the reader to unfreeze, unblock or reactivate one of the person's cards or accounts undoes an act that protects them",
  },
  {
    pattern: new RegExp(String.raw`\b(?:do not|don't|never|no need to) ${PROTECT} (?:it|them|the|your|this|that)\b`, "i"),
    reason: "a text that tells the reader not to freeze, block or cancel one of the person's cards or orders holds back an act that protects them",
  },
  {
    pattern: /\bkeep\s+(?:it|them|(?:the|your|this)\s+(?:[\w-]+\s+)?(?:card|account|order|subscription|plan|access|membership|alerts?))\s+(?:active|open|running|enabled|unfrozen|unblocked|unlocked|going)\b/i,
    reason: "a text that tells the reader to keep one of the person's cards or orders active holds back the act the person asked for",
  },
  {
    pattern: /\b(?:desbloque(?:ar|ie|ia|em)|descongel(?:ar|e|a|em)|reativ(?:ar|e|a|em)|reactiv(?:ar|e|a|en)|entsperren|entsperrt\s+werden|d[ée]bloquer|d[ée]bloquez|r[ée]activer)(?![\p{L}])|\bn[aã]o\s+(?:congel|bloque|cancel)\p{L}*|\bnicht\s+(?:sperren|einfrieren|k[üu]ndigen)\b|\bno\s+(?:congele|bloquee|cancele)s?\b/iu,
    reason: "(other languages) a text that tells the reader to unblock, unfreeze or reactivate a card or an account, or not to block it, undoes an act that protects the person",
  },
];
