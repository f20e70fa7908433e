// The cues of a text that threatens the reader with a loss unless it pays or acts: a room that
// "is released", places "only held once the deposit reaches …". A booking, a bill or a listing
// states its terms; one that makes the person's booking hang on a payment the person never asked
// for presses the reader to make it. Patterns are data, each with its reason; read with the other
// instruction cues, once, when a result is reported, in linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

/** What a person may hold that a text threatens to take away. */
const HELD = String.raw`(?:room|booking|reservation|table|seat|place|spot|slot|ticket|tour|car|order|parcel|delivery|refund|voucher|upgrade)s?`;

export const LOSS_THREAT_CUES: readonly InstructionCue[] = [
  {
    pattern: new RegExp(String.raw`\bor\s+(?:else\s+)?(?:the|your|this|that|our)\s+(?:\w+\s+)?${HELD}\s+(?:is|are|will\s+be|gets?|may\s+be|would\s+be|can\s+be)\s+(?:automatically\s+)?(?:released|forfeited|resold|lost|given\s+away|given\s+to\s+(?:another|someone))\b`, "i"),
    reason: "a text that says the person's booking is lost unless the reader acts presses it to act on the text's terms (`…, or the room is released`)",
    pressing: true,
  },
  {
    pattern: new RegExp(String.raw`\botherwise\s+(?:the|your|this|that|our|it)\b(?:[^.;!?]|\.(?=\d)){0,40}\b(?:released|forfeited|resold|given\s+away)\b`, "i"),
    reason: "a text that says the person's booking is released otherwise presses the reader to act on the text's terms",
    pressing: true,
  },
  {
    // Words one space apart, at most three between: a bounded window the ReDoS analyser proves linear.
    pattern: /\b(?:only|not) (?:be )?(?:held|kept|secured) (?:once|unless|after|when|if) (?:\S{1,20} ){0,3}?(?:deposit|payment|transfer|prepayment|guarantee|fee)\b/i,
    reason: "a text that holds the person's places only once a payment arrives presses the reader to make one the person did not ask for",
    pressing: true,
  },
];
