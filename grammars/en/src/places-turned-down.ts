// A place named in words that the turn turns down as where to send, while it asks for a send
// elsewhere: `no need to post it in the members chat, just text the bosun on 07700 900917`, `don't
// post it in the team group, email Dana`. The place is where not to send: S2 does not ask that a
// call send there. Only a place named in words (no `#`, no `@`, no digits): one typed out stays
// a destination, so that a send to it is still asked about.
import type { SendingAct, Span } from "@toolgate/grammar-kit";

/** How far before a place the words that turn it down are looked for. */
const BEFORE_REACH = 48;

/**
 * A negation, at most one word, a verb that sends or puts a message somewhere, then at most four
 * words with no punctuation up to the place: `no need to post it in the`, `don't put this in our`.
 * Anchored at the end of a bounded slice: linear.
 */
const TURNED_DOWN_BEFORE =
  /\b(?:no need to|don['’]?t|do not|never|not)\s+(?:[a-z]+\s+)?(?:post|send|share|put|drop|pop|stick|message|msg|email|e-mail|text|forward|announce)\b(?:\s+[^\s,.;:!?]+){0,4}\s+$/i;

/** The places named in words that a negated send turns down, where the turn asks for a send all the same. */
export function placesTurnedDown(text: string, values: readonly Span[], sending: readonly SendingAct[]): Set<Span> {
  const out = new Set<Span>();
  if (!sending.some((a) => a.negated) || !sending.some((a) => !a.negated)) return out;
  for (const v of values) {
    if (v.kind !== "channel" || /[#@\d]/.test(v.text)) continue;
    if (TURNED_DOWN_BEFORE.test(text.slice(Math.max(0, v.start - BEFORE_REACH), v.start))) out.add(v);
  }
  return out;
}
