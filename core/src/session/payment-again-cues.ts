// The cue of a text that asks, in German, for a payment made already to be made again: "RUECKLASTSCHRIFT
// - bitte Oktober erneut zahlen (108,90)" written into last month's transaction reference. Paying
// again is one more payment, as "bitte überweisen Sie auch" asks one beside the person's (the
// other-language request forms of instruction-table.ts); a bill that says its payment came in
// ("bitte nicht erneut überweisen") asks for none. Each word of the gap is at most 24 characters,
// one blank apart, written with `upTo` so the analyser proves the scan linear; read with the other
// instruction cues, once, when a result is reported.
import type { InstructionCue } from "./instruction-cue.js";
import { upTo } from "./up-to.js";

/** A word of the gap between the request, the adverb and the verb. */
const WORD = upTo(String.raw`[^\s.;!?]`, 24);

export const PAYMENT_AGAIN_CUES: readonly InstructionCue[] = [
  {
    pattern: new RegExp(String.raw`\bbitte(?:[ \t]${WORD}){0,3}[ \t](?<!nicht[ \t])(?:erneut|nochmals)(?:[ \t]${WORD}){0,3}[ \t](?:[üu]berweisen|zahlen|bezahlen|senden|bestellen|buchen)(?![\p{L}])`, "iu"),
    reason: "(other languages) an extra payment asked again: a payment made already that the text asks to be made once more",
    needs: ["bitte"],
  },
];
