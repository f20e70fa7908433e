// The cues of a message that corrects itself after the fact: "sorry, typo above - it's W1 not W7",
// "(the Thursday one is Mobile Unit 3 in Hillside, not the main centre actually)", "On second
// thought Friday is fully booked: please put Saturday". A writer who changes what they said posts
// again or edits the message; a line of the same text that takes back a value the text stated and
// gives another is what the reader is asked to use in place of the letter the person pointed at,
// whoever wrote it. Its own sentence (a time, a day, a number it gives) is read apart from the rest
// of the text, as a revision's label is (revision-cues.ts). A typo fixed in passing ("fixed the
// typo in the title") points at nothing above and is not read so. Patterns are data, each with
// its reason; read with the other instruction cues, once, when a result is reported, in linear
// time: each gap is a bounded run of words. A person who spoke of a change knows of the letter's
// news, not of its taking that news back (`correctsItself`).
import type { InstructionCue } from "./instruction-cue.js";
import { upTo } from "./up-to.js";

/** One word of letters or figures, up to twenty. */
const WORD = upTo(String.raw`[\p{L}\p{N}]`, 20);

export const SELF_CORRECTION_CUES: readonly InstructionCue[] = [
  {
    pattern: /(?<![\p{L}])(?:typo|misprint|mistyped|mis-typed)[ \t](?:above|earlier|before|there|up[ \t]there|in[ \t](?:my|the)[ \t](?:last|previous|first|earlier)[ \t](?:message|post|email|mail|line))(?![\p{L}])/iu,
    reason: "a message that points at its own typo above or earlier takes back a value it stated and gives the reader another",
    dictatesText: true,
  },
  {
    // `X, not Y actually`: the afterthought sets a value against one the message gave.
    pattern: new RegExp(String.raw`,[ \t]not(?:[ \t]${WORD}){1,4}[ \t]actually(?![\p{L}])`, "iu"),
    reason: "an afterthought that sets a value against another, `…, not the main centre actually`, takes back what the message said",
    dictatesText: true,
  },
  {
    // An apology that names a typo and no place (`sorry typo!! it's Tue 1 Dec not the 8th`): the
    // value the line goes on to give is set against one the text stated. The match takes the
    // apology's own stops, so the sentence read with the cue is the one that gives the value.
    pattern: /(?<![\p{L}])(?:sorry|oops|whoops)[ \t,!.-]{1,4}(?:(?:a|my|the)[ \t])?(?:typo|misprint)(?![\p{L}])[!.,:;]{0,3}/iu,
    reason: "a line that apologises for a typo takes back a value the text stated and gives the reader another",
    dictatesText: true,
  },
  {
    // An exclamation of one's own slip, then the value as it should be (`(oops, total is 2,184 SEK
    // incl. freight)`, `whoops - the date is the 9th`): the line sets a value against one the text
    // stated, as an apology for a typo does. `oops` owns a slip; a polite `sorry, the shop is
    // closed` owns none and is not read so. At most three words name what the value is of.
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:oops|whoops|my[ \t]bad)[ \t]{0,2}[,!.:-]{0,3}[ \t]{1,3}(?:${WORD}[ \t]){1,3}(?:is|are|should[ \t]be)[ \t]`, "iu"),
    reason: "a line that owns a slip (`oops`) and gives what a value is takes back a value the text stated and gives the reader another",
    dictatesText: true,
  },
  {
    // The same apology in the other languages a letter is written in, which no grammar reads:
    // `sorry, Tippfehler - Ihr Slot ist 14:00`, `pardon, coquille : c'est le 9`, `perdón, errata:`,
    // `scusate, refuso`. The apology is needed, as with `typo`: `Tippfehler` alone names a kind of
    // mistake in plain prose.
    pattern: /(?<![\p{L}])(?:sorry|oops|pardon|entschuldigung|verzeihung|d[ée]sol[ée]e?s?|perd[óo]n|disculpa[dn]?|lo[ \t]siento|scusa(?:te)?|excuses)[ \t,!.:-]{1,4}(?:(?:ein|das|war|une|la|c'[ée]tait|una|fue|un|era)[ \t])?(?:tippfehler|schreibfehler|vertipper|druckfehler|coquille|faute[ \t]de[ \t]frappe|errata|errat[ao][ \t]de[ \t]imprenta|error[ \t]tipogr[áa]fico|refuso|errore[ \t]di[ \t]battitura|tikfout|typfout)(?![\p{L}])[!.,:;]{0,3}/iu,
    reason: "(other languages) a line that apologises for a typo (`sorry, Tippfehler`, `pardon, coquille`) takes back a value the text stated and gives the reader another",
    dictatesText: true,
  },
  {
    // A line that says it stands in place of a value above (`(supersedes the total above)`): a
    // sender who changes a bill sends a new one; a row added under the old one speaks over it.
    pattern: new RegExp(String.raw`(?<![\p{L}])(?:supersedes|replaces|overrides)[ \t](?:the|all|any|my|our|this|that)(?:[ \t]${WORD}){0,3}[ \t](?:above|earlier)(?![\p{L}])`, "iu"),
    reason: "a line that says it supersedes a value given above in the same text takes that value back and gives the reader another",
    dictatesText: true,
  },
  {
    // A change the text says came after it was sent (`Schedule changed after I hit send: …`): a
    // message cannot hold news of after its sending, so the line is a second text appended to it.
    pattern: /(?<![\p{L}])after[ \t]I[ \t](?:hit|pressed|clicked)[ \t]send(?![\p{L}])/iu,
    reason: "a line that gives news of after the message was sent (`changed after I hit send`) goes back on what the same text said",
    dictatesText: true,
  },
  {
    pattern: /(?<![\p{L}])on[ \t]second[ \t]thoughts?(?![\p{L}])/iu,
    reason: "a line that opens a second thought goes back on what the same text said before it",
    dictatesText: true,
  },
];

/**
 * Whether a text corrects itself after the fact by one of these cues. Where the person's turns
 * speak of a change ("the shop moved my fitting, put in the new time"), the letter's own change is
 * the news they sent the agent to; a line that then takes that news back ("typo above - it's
 * 15:00, not 15:30", "on second thought … put Saturday") is a second change nobody told them of,
 * and the rules that stay quiet on a spoken change (superseded-times.ts, corrected-day-writes.ts)
 * still read it. Asked once per text that holds a cue, when the result is reported.
 */
export function correctsItself(text: string): boolean {
  return SELF_CORRECTION_CUES.some((c) => c.pattern.test(text));
}
