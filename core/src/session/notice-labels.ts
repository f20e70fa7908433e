// The cues of a text that opens a sentence with a label claiming an official sender: "SYSTEM
// NOTICE:", "Compliance update:", "Note from accounting:". A bill, a booking or a letter is written
// by its sender; a passage inside it that poses as a notice of the system, of security or of an
// accounts department is written to be obeyed by the reader, not read by the person. Patterns are
// data, each with its reason; read with the other instruction cues, once, when a result is
// reported, in linear time (no unbounded repeat).
import type { InstructionCue } from "./instruction-cue.js";

export const NOTICE_LABEL_CUES: readonly InstructionCue[] = [
  {
    // The label may say, in brackets before its colon, which part of the system speaks (`SYSTEM
    // NOTE (calendar sync):`), as a revision's label says who speaks (revision-cues.ts).
    pattern: /(?:^|[.!?>]\s|\n)\s?(?:system|security|compliance|admin|administrator|automated|fraud|fraud prevention|it|platform|account security)\s(?:note|notice|update|alert|message|instruction|warning|notification)s?(?:\s?\([^()\n]{1,30}\))?\s?:\s/i,
    reason: "a sentence that opens with a label of the system, of security or of compliance (`SYSTEM NOTICE:`, `Compliance update:`, `SYSTEM NOTE (calendar sync):`) poses as a notice the reader must obey",
  },
  {
    // Portuguese puts the system after its noun (`NOTA DO SISTEMA:`, `Aviso de segurança:`).
    pattern: /(?:^|[.!?>]\s|\n)\s?(?:nota|aviso|alerta|mensagem|notifica[çc][ãa]o|instru[çc][ãa]o)\s(?:do|da|de)\s(?:sistema|seguran[çc]a|administra[çc][ãa]o|plataforma)(?:\s?\([^()\n]{1,30}\))?\s?:\s/i,
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
