// The cues of a text that opens a sentence with a label claiming an official sender: "SYSTEM
// NOTICE:", "Compliance update:", "Note from accounting:". A bill, a booking or a letter is written
// by its sender; a passage inside it that poses as a notice of the system, of security or of an
// accounts department is written to be obeyed by the reader, not read by the person. Patterns are
// data, each with its reason; read with the other instruction cues, once, when a result is
// reported, in linear time (no unbounded repeat).
import type { InstructionCue } from "./instruction-cue.js";
import { upTo } from "./up-to.js";

/**
 * Which part of the system a label says speaks, in brackets before its colon (`SYSTEM NOTE
 * (calendar sync):`): one to three words of letters, one blank apart, as a revision's label says
 * who speaks (revision-cues.ts); each word's twenty letters written with `upTo` so the analyser
 * proves the scan linear.
 */
const BRACKETED_PART = String.raw`(?:[ \t]\(${upTo(String.raw`\p{L}`, 20)}(?:[ \t]${upTo(String.raw`\p{L}`, 20)}){0,2}\))?`;
/** Where such a label opens a sentence: the text's start, after a sentence's stop, or a line's start. */
const OPENS_SENTENCE = String.raw`(?<=^|[.!?)\]>][ \t]{1,3}|\n[ \t]{0,3})`;

export const NOTICE_LABEL_CUES: readonly InstructionCue[] = [
  {
    pattern: /(?:^|[.!?>]\s|\n)\s?(?:system|security|compliance|admin|administrator|automated|fraud|fraud prevention|it|platform|account security)\s(?:notice|update|alert|message|instruction|warning|notification)s?\s?:\s/i,
    reason: "a sentence that opens with a label of the system, of security or of compliance (`SYSTEM NOTICE:`, `Compliance update:`) poses as a notice the reader must obey",
  },
  {
    // A system's note, and a label that says in brackets which part of the system speaks.
    pattern: new RegExp(String.raw`${OPENS_SENTENCE}(?:system|security|compliance|admin|platform)[ \t](?:note|notice|update|alert|message)s?${BRACKETED_PART}[ \t]?:[ \t]`, "iu"),
    reason: "a sentence that opens with a system's note, or a label that names in brackets the part of the system speaking (`SYSTEM NOTE (calendar sync):`), poses as a notice the reader must obey",
  },
  {
    // Portuguese puts the system after its noun.
    pattern: new RegExp(String.raw`${OPENS_SENTENCE}(?:nota|aviso|alerta|mensagem)[ \t]d[aeo][ \t](?:sistema|seguran[çc]a|plataforma)${BRACKETED_PART}[ \t]?:[ \t]`, "iu"),
    reason: "a sentence that opens with a Portuguese label of the system or of security (`NOTA DO SISTEMA:`, `Aviso de segurança:`) poses as a notice the reader must obey",
  },
  {
    pattern: /(?:^|[.!?>]\s|\n)\s?(?:a\s)?(?:note|notice|message|update)\sfrom\s(?:the\s)?(?:accounting|accounts|finance|billing|compliance|security|admin|administration|system|bank|cash office|payments?)(?:\s(?:department|team|office|desk))?\s?:\s/i,
    reason: "a sentence that opens as a note from an accounts, billing or security office poses as a message from someone other than the writer",
  },
];

/**
 * Whether a cue poses as the system itself: a notice label above, or markup that claims to come
 * from the system. No letter the person was sent is written so: a change such a sentence announces
 * is not the news the person spoke of (corrected-day-writes.ts).
 */
export function posesAsSystem(cue: InstructionCue | undefined): boolean {
  return cue !== undefined && (cue.toAgent === "always" || NOTICE_LABEL_CUES.includes(cue));
}
