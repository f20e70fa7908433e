// Stretches of a turn in a language no installed grammar reads: where a turn's sentences and
// asides lie, the lines it quotes set aside, the text with such stretches blanked out for the
// grammars, and what is kept of a stretch left unread (its addresses).
import { scanAddresses, SpanSet } from "./addresses.js";
import type { TurnValue, UnreadPart } from "./port.js";

/** Where a stretch of a text lies: from `start` to `end`, in code units. */
export interface Stretch {
  start: number;
  end: number;
}

/** Quotation marks that open a quote, each with the mark that closes it; `"` does both. */
const CLOSING: Record<string, string> = { '"': '"', "“": "”", "«": "»", "„": "“" };

/**
 * The text with what it quotes blanked out (each quoted character a space, so that every stretch
 * keeps its place): a quote is a line passed on, not what the turn is written in. A mark that
 * opens a quote never closed quotes nothing. One pass over the characters.
 */
export function outsideQuotes(text: string): string {
  let out = "";
  let copied = 0;
  let open = -1;
  let closing = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (open >= 0) {
      if (c !== closing) continue;
      out += text.slice(copied, open + 1) + " ".repeat(i - open - 1);
      copied = i;
      open = -1;
    } else if (c in CLOSING) {
      open = i;
      closing = CLOSING[c]!;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** The stretches inside round brackets, the brackets left out: asides. Not nested; one pass. */
export function asides(text: string): Stretch[] {
  const out: Stretch[] = [];
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") open = i;
    else if (c === ")" && open >= 0) {
      if (i - open > 1) out.push({ start: open + 1, end: i });
      open = -1;
    }
  }
  return out;
}

/** Where each of `pieces` lies in the text they were cut from, in order, joined back without a gap. */
export function stretchesOf(pieces: readonly string[]): Stretch[] {
  const out: Stretch[] = [];
  let at = 0;
  for (const piece of pieces) {
    out.push({ start: at, end: at + piece.length });
    at += piece.length;
  }
  return out;
}

/**
 * The clauses inside a sentence: its pieces between commas, colons and dashes set between spaces
 * (`Cancela o pedido 3390, el cliente se arrepintió de la compra, e avisa no #vendas`). A person
 * who mixes languages switches at these joints as often as between sentences. A piece holding a
 * digit is left out: a number said in a language no grammar reads (`…, mejor dicho 50 euros`) is a
 * value that must not be set aside unseen, so the turn it is in is read as it would be without
 * this cut. One pass over the characters; the pieces keep their places in `text`.
 */
export function innerClauses(text: string, within: Stretch): Stretch[] {
  const out: Stretch[] = [];
  let start = within.start;
  let digit = false;
  const close = (end: number) => {
    if (end > start && !digit) out.push({ start, end });
    start = end + 1;
    digit = false;
  };
  for (let i = within.start; i < within.end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digit = true;
    else if (isJoint(text, i)) close(i);
  }
  // A sentence with no joint inside has no clause of its own: it is weighed as a sentence.
  if (start === within.start) return [];
  close(within.end);
  return out;
}

/** Whether a sentence's clauses part at `i`: a comma, a colon, or a dash set between spaces. */
function isJoint(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 44 || c === 58 || ((c === 0x2014 || c === 0x2013 || c === 45) && text[i - 1] === " " && text[i + 1] === " ");
}

/**
 * A sentence's first clause, up to its first joint, digits and all (`Guarda uma nota no pedido
 * 4471` of `Guarda uma nota no pedido 4471: el cliente pide que le llamen …`); undefined for a
 * sentence with no joint. One pass, up to the first joint.
 */
export function openingClause(text: string, within: Stretch): Stretch | undefined {
  for (let i = within.start; i < within.end; i++) if (isJoint(text, i)) return i > within.start ? { start: within.start, end: i } : undefined;
  return undefined;
}

/** The text with each stretch blanked out, a space for each of its code units, so that the rest keeps its place. */
export function blankStretches(text: string, stretches: readonly Stretch[]): string {
  let out = "";
  let copied = 0;
  for (const s of [...stretches].sort((a, b) => a.start - b.start)) {
    if (s.start < copied) continue;
    out += text.slice(copied, s.start) + " ".repeat(s.end - s.start);
    copied = s.end;
  }
  return out + text.slice(copied);
}

/** A stretch left unread, with the addresses it holds: they read alike in every language. */
export function unreadPart(text: string, stretch: Stretch, language: string): UnreadPart {
  const piece = text.slice(stretch.start, stretch.end);
  const spans = new SpanSet(piece.length);
  scanAddresses(piece, spans);
  const values: TurnValue[] = spans.spans.map((s) => ({ kind: s.kind, text: s.text, value: s.value }));
  return { language, text: piece.trim(), values };
}
