// A send that points back at a place the turn gave before it, by its kind's word: `update it to
// +44 7700 900718 and text her on the new one`, `put the mobile on the account, 07700 900451, and
// text her on that mobile`, `… and email the confirmation to that address`. The place is where that
// send goes, whatever argument of another call holds it (S2 reads the mark). The Portuguese grammar
// reads the same (`manda um sms nesse número`).
import { pointingPhrases, type Destination, type TurnReading } from "@toolgate/grammar-kit";

/**
 * A preposition of where a send goes, a word that points back (`that`, `the same`, `the new`), and
 * the place's kind word. Linear: a fixed run of words, no repetition.
 */
const POINTED_PLACE = /\b(?:on|to|at|via)\s+(?:that|this|the\s+same|the\s+new|that\s+new|this\s+new|the\s+corrected|the\s+right)\s+(number|phone|mobile|cell|cellphone|one|email|e-mail|address|channel|handle)\b/gi;

/** The kinds of place each word points at; `one` stands for the place itself, whatever its kind. */
const POINTED_KINDS: Record<string, ReadonlyArray<Destination["kind"]>> = {
  number: ["phone"], phone: ["phone"], mobile: ["phone"], cell: ["phone"], cellphone: ["phone"],
  email: ["email"], "e-mail": ["email"], address: ["email"], channel: ["channel"], handle: ["handle"],
  one: ["phone", "email", "channel", "handle"],
};

/** Marks the destination a send asked for points back at: only after a send, and only the nearest place of its kind said before the pointing words. */
export function markPointedAt(text: string, reading: TurnReading): void {
  if (!POINTED_WORD.test(text)) return;
  for (const { kinds, before } of pointingPhrases(text.toLowerCase(), reading, POINTED_PLACE, POINTED_KINDS)) {
    // The nearest place before the words is the one pointed at: `the home one 020 … then the mobile 07700 …, text her on that mobile`.
    let nearest: Destination | undefined;
    let at = -1;
    for (const d of reading.destinations) {
      const p = kinds.includes(d.kind) ? before.lastIndexOf(d.text.toLowerCase()) : -1;
      if (p > at) [nearest, at] = [d, p];
    }
    if (nearest !== undefined) nearest.pointedAt = true;
  }
}

/**
 * Whether a send after `from` points back at a place by its kind's word (`change her email to ana@…
 * and send the receipt to that address`): the place stored there is still where that send goes.
 */
export function pointedBackAfter(text: string, from: number): boolean {
  const after = text.slice(from);
  if (!POINTED_WORD.test(after)) return false;
  POINTED_PLACE.lastIndex = 0;
  const found = POINTED_PLACE.test(after);
  POINTED_PLACE.lastIndex = 0;
  return found;
}

/** A native search for the pointing words, sparing most turns the pattern. */
const POINTED_WORD = /\b(?:that|this|same|new|corrected|right)\s/i;
