// A code a turn asks to send (`text the code 5521 to +1 702 …`, `email her the door code: 4410`):
// the digits are the message's words, as a quoted text is, not a record, a sum or a day that an
// argument of the call takes. Read only where the turn asks to send something.
import type { SendingAct, Span } from "@toolgate/grammar-kit";

/** The word that names a code right before its digits: `the code`, `her PIN`, `the door code is`, `OTP:`. */
const CODE_BEFORE = /\b(?:code|pin|passcode|password|otp)\s*(?:is\s+|:\s*)?$/i;
/** How far before the digits the code's word is read. */
const CODE_REACH = 24;

/** The numbers and ids in digits that a turn asking to send names as a code: each is made a quoted text, in place. */
export function codesSent(text: string, values: readonly Span[], sending: readonly SendingAct[]): void {
  if (!sending.some((s) => !s.negated)) return;
  for (const v of values) {
    if ((v.kind !== "number" && v.kind !== "id") || !/^\d{3,8}$/.test(v.text)) continue;
    if (!CODE_BEFORE.test(text.slice(Math.max(0, v.start - CODE_REACH), v.start))) continue;
    v.kind = "quoted";
    v.value = v.text;
  }
}
