// Signs that stand for a message (an envelope, a speech bubble, a phone with an arrow out): a step
// a turn opens with one and points at a place (`📧 to raj@uni.example — the motion is …`, `✉️
// ana@shop.io: the refund is done`) asks to send there, as an arrow does (`→ ap@d12.com`). A sign
// that points at no place (`thanks 📧 received`) is no request.
import { wordTable } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/** Emoji that picture a message, each as typed with and without the variation selector. */
export const MESSAGE_SIGNS: Record<string, string> = wordTable({
  "📧": "an e-mail", "✉": "an envelope", "✉️": "an envelope", "📨": "an incoming envelope", "📩": "an envelope with an arrow",
  "📤": "an outbox tray", "💬": "a speech bubble", "📲": "a phone with an arrow in", "📱": "a mobile phone",
});

/** Words that may stand between the sign and its place: `📧 to ana@x.com`, `💬 @dana`. */
const TOWARDS: Record<string, string> = wordTable({ to: "`📧 to ana@x.com`", "->": "`📧 -> ana@x.com`", "→": "`📧 → ana@x.com`" });

/**
 * Whether term `i` is a message sign that opens its step (first term, or after punctuation) and
 * points at the place `placeLike` recognises in the next term or the one after `to`. Looks at three
 * terms at most.
 */
export function signSendsToPlace(terms: readonly Term[], i: number, placeLike: (text: string) => boolean): boolean {
  const sign = terms[i]!;
  if (MESSAGE_SIGNS[sign.norm] === undefined) return false;
  if (i > 0 && !terms[i - 1]!.breakAfter) return false;
  let next = terms[i + 1];
  if (next && TOWARDS[next.norm] !== undefined && !next.breakAfter) next = terms[i + 2];
  return next !== undefined && placeLike(next.text);
}
