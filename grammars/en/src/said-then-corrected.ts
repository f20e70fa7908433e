// A value the person reports having given before, then corrects in the same sentence: `I said 60
// for 3106 earlier but it should've been 16`, `I typed 45 but I meant 40`, `I wrote the 9th, but it
// should be the 19th`; and a value followed by what it should have been (`60 on 3106, should've been
// 16`). The old value is taken back, whatever stands between it and the new one (`for 3106
// earlier`), so long as the new one is of its kind and follows the words that correct it.
import type { Span } from "@toolgate/grammar-kit";

/** How far before a value the report of having given it is looked for. */
const SAID_REACH = 30;
/** How far after the reported value its correction and new value may stand. */
const CORRECTED_REACH = 100;
/** How far before a value the words saying it is what another should have been are looked for. */
const SHOULD_REACH = 40;

/** Words right before a value the person reports having given: `I said`, `we wrote`, `I put down the`. */
const SAID_BEFORE = /\b(?:i|we)\s+(?:said|wrote|typed|put|put down|entered|gave|quoted|told you)\s+(?:(?:it|that|was|as|the|an?)\s+){0,2}$/i;

/** Words that turn from the reported value to its correction. */
const TURNING = new Set(["but", "though", "however"]);

/** The words that end a correction, right before the new value, after a turning word: `… but it should've been 16`. */
const CORRECTING_ENDS: readonly string[][] = [
  "should've been", "should have been", "should of been", "should be", "needs to be", "need to be", "ought to be",
  "i meant", "we meant", "meant to say", "meant to type", "meant to write",
  "is actually", "was actually", "it's actually", "is really", "it's really", "is", "it's", "its",
].map((p) => p.split(" "));

/** Words that may stand between a correction's end and the new value: `should be the 19th`, `is more like 40`. */
const LEAD_INS = new Set(["the", "about"]);

/** A stop that ends the reported value's sentence before its correction. */
const SENTENCE_END = /[.;!?]/;

/** Where the words between two values break: spaces, commas and dashes. */
const WORD_BREAKS = /[\s,—–-]+/;

/** True when the words between a reported value and a new one correct it: `… but it should've been`. Words, not a pattern. */
function correctedBetween(between: string): boolean {
  if (SENTENCE_END.test(between)) return false;
  const words = between.toLowerCase().replaceAll("’", "'").split(WORD_BREAKS).filter((w) => w !== "");
  const turn = words.findIndex((w) => TURNING.has(w));
  if (turn < 0) return false;
  let end = words.length;
  if (end > 0 && LEAD_INS.has(words[end - 1]!)) end--;
  else if (end >= 2 && words[end - 2] === "more" && words[end - 1] === "like") end -= 2;
  return CORRECTING_ENDS.some((p) => end - p.length > turn && p.every((w, i) => words[end - p.length + i] === w));
}

/**
 * Words right after a value that say what it should have been, in a contraction the correction
 * words of read.ts do not hold: `60 on 3106, should've been 16`, `— should of been 16`.
 */
const SHOULD_HAVE_BEEN = /[,;:—–-]\s*(?:(?:it|that|this)\s+)?should(?:'ve|’ve| of) been\s+(?:(?:the|more like)\s+)?$/i;

/** Words right before a number that make it the record something is said of (`on 3106`, `order 4471`), not the value corrected. */
const RECORD_WORDS = new Set(["on", "for", "order", "invoice", "ticket", "no", "no.", "number"]);

/** True when the number starting at `start` follows a record's word or `#`: words, not a pattern. */
function recordBefore(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 12), start).trimEnd();
  if (before.endsWith("#")) return true;
  return RECORD_WORDS.has(before.slice(before.lastIndexOf(" ") + 1).toLowerCase());
}

/** Kinds of value a report and its correction compare within: a bare number and an amount are one kind. */
function family(kind: string): string {
  return kind === "amount" ? "number" : kind;
}

/** The values reported as given before and corrected later in their sentence. */
export function saidThenCorrected(text: string, values: readonly Span[]): Span[] {
  const taken: Span[] = [];
  values = [...values].sort((a, b) => a.start - b.start);
  for (let k = 0; k < values.length; k++) {
    const v = values[k]!;
    if (!SAID_BEFORE.test(text.slice(Math.max(0, v.start - SAID_REACH), v.start))) continue;
    for (let m = k + 1; m < values.length; m++) {
      const w = values[m]!;
      if (w.start - v.end > CORRECTED_REACH) break;
      if (w.start < v.end || family(w.kind) !== family(v.kind)) continue;
      if (correctedBetween(text.slice(v.end, w.start))) {
        taken.push(v);
        break;
      }
    }
  }
  for (let m = 1; m < values.length; m++) {
    const w = values[m]!;
    if (!SHOULD_HAVE_BEEN.test(text.slice(Math.max(0, w.start - SHOULD_REACH), w.start))) continue;
    // The value corrected is the nearest before of its kind that is not a record's number (`60 on 3106, should've been 16`).
    for (let k = m - 1; k >= 0; k--) {
      const v = values[k]!;
      if (w.start - v.end > CORRECTED_REACH) break;
      if (family(v.kind) !== family(w.kind) || (v.kind === "number" && recordBefore(text, v.start))) continue;
      if (!taken.includes(v)) taken.push(v);
      break;
    }
  }
  return taken;
}
