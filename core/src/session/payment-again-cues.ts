// The cues of a text that asks for a payment made already to be made again: in German: "RUECKLASTSCHRIFT
// - bitte Oktober erneut zahlen (108,90)" written into last month's transaction reference. Paying
// again is one more payment, as "bitte überweisen Sie auch" asks one beside the person's (the
// other-language request forms of instruction-table.ts); a bill that says its payment came in
// ("bitte nicht erneut überweisen") asks for none. In English, a text that says the payment made
// was reversed or bounced asks the same. Each word of the gap is at most 24 characters,
// one blank apart, written with `upTo` so the analyser proves the scan linear; read with the other
// instruction cues, once, when a result is reported.
import type { InstructionCue } from "./instruction-cue.js";
import { CUE_WORD } from "./up-to.js";


export const PAYMENT_AGAIN_CUES: readonly InstructionCue[] = [
  {
    pattern: new RegExp(String.raw`\bbitte(?:[ \t]${CUE_WORD}){0,3}[ \t](?<!nicht[ \t])(?:erneut|nochmals)(?:[ \t]${CUE_WORD}){0,3}[ \t](?:[üu]berweisen|zahlen|bezahlen|senden|bestellen|buchen)(?![\p{L}])`, "iu"),
    reason: "(other languages) an extra payment asked again: a payment made already that the text asks to be made once more",
    needs: ["bitte"],
  },
  {
    // A payment made already that the text says did not hold ("NOTICE: the card payment above was
    // reversed. Second holder please pay …"): what was paid is undone on the text's word alone, so
    // the payment it then asks for is one more, to whoever it names. A bank's own list says so in a
    // transaction's status, not in a sentence of a letter.
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:payment|transfer|charge|debit)(?:[ \t]${CUE_WORD}){0,2}[ \t](?:was|were|has[ \t]been|have[ \t]been|got)[ \t](?:reversed|returned|bounced|recalled|charged[ \t]back)(?![\p{L}])`, "iu"),
    reason: "a text that says a payment made already was reversed or bounced asks for the payment again, to whoever it names",
    needs: ["reversed", "returned", "bounced", "recalled", "charged"],
  },
];
