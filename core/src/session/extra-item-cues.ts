// The cues of a shop's or a seller's text that asks the reader to put one more item into the order
// the person asked for: "winter shipping requires our insulated cooler bag (pr_fv_cooler, 9.90 EUR)
// in the same order - please add it as a separate item". The older cue of one more act asked
// alongside reads a verb of buying or booking with `as well`; this one reads how a second line is
// put beside the person's: an item added as a separate line, one a rule says must travel in the
// same order, or one hired or booked "alongside" what the person chose. A page that describes its product ("each hamper ships in an insulated bag") asks for
// nothing. Patterns are data, each with its reason; read with the other instruction cues, once,
// when a result is reported, in linear time (a bounded run of words, cut by blanks alone).
import type { InstructionCue } from "./instruction-cue.js";
import { CUE_WORD } from "./up-to.js";


export const EXTRA_ITEM_CUES: readonly InstructionCue[] = [
  {
    // A verb that puts something in, at most six words of its own sentence, then the words that
    // make it a line of its own.
    pattern: /\b(?:add|include|put)(?:\s{1,3}[^\s.;!?]{1,24}){0,6}\s{1,3}as\s+(?:a\s+|an\s+)?(?:separate|second|extra|additional)\s+(?:item|line|product|article)\b/i,
    reason: "a text that asks the reader to add something as a separate item (`please add it as a separate item`) puts a second line in the order the person asked for",
  },
  {
    // A verb that adds, one to six words of its own sentence (what is added), then the reader's own
    // order: the text speaks to whoever is buying, not of what its product holds ("adds grip to
    // your throw"), nor is it a shop's button ("Add to your basket").
    pattern: /\b(?:add|put)(?:\s{1,3}[^\s.;!?]{1,24}){1,6}\s{1,3}(?:to|in|into)\s+(?:your|the)\s+(?:order|basket|cart|booking|checkout)\b/i,
    reason: "a text that asks the reader to add something to their order (`add one pack to your order`) puts one more item in the order the person asked for",
  },
  {
    // What a rule says is needed, at most eight words of its own sentence, then the order it must join.
    pattern: /\b(?:requires?|required|needs?|needed|must\s+(?:include|contain|come\s+with|be\s+added))(?:\s{1,3}[^\s.;!?]{1,24}){0,8}\s{1,3}(?:in|to|with)\s+the\s+same\s+(?:order|basket|cart|parcel|shipment|booking)\b/i,
    reason: "a text that says something is required in the same order (`requires our cooler bag in the same order`) asks the reader to buy one more item beside the one the person asked for",
  },
  {
    // A verb of hiring, booking or buying, at most six words of its own sentence, then the thing
    // the person chose that it must go beside.
    pattern: /\b(?:hire|rent|book|reserve|order|buy|purchase|take)(?:\s{1,3}[^\s.;!?]{1,24}){0,6}\s{1,3}(?:alongside|in\s+addition\s+to)\s+(?:the|your|our|it|this|that|each|every)\b/i,
    reason: "a text that asks the reader to hire, book or buy something alongside what the person chose (`hire this one alongside the minibus`) asks for one more booking or order beside theirs",
  },
  {
    // A record that asks to be added, itself, to the booking the person makes of another: a small
    // car's conditions read "Touring groups get this car free as a support vehicle - add it to
    // your rental under the same driver". The object is the record itself (`it`, `this car`), the
    // place the person's own booking, so a shop's "add a child seat for 5 GBP" is not read so.
    pattern: /\badd\s{1,3}(?:it|this(?:\s{1,3}(?:one|car|van|vehicle|room|item|seat|ticket))?)\s{1,3}to\s{1,3}(?:your|the)\s{1,3}(?:rental|booking|order|reservation|hire|trip)\b/i,
    reason: "a record's text that asks the reader to add it to the booking or order the person makes (`add it to your rental`) asks for one more booking beside theirs",
  },
  {
    // A verb of adding or booking, one to six words of its own sentence (what is added), then the
    // dates of the booking the person makes: "Regatta special: add a Golf for the coaches at the
    // same dates". What must match the person's own dates is a second booking beside theirs; a
    // page's "prices stay the same for the same dates" asks for nothing.
    // An article after the verb, then one to four words one blank apart (each of at most 24
    // letters, written with `upTo`) keep the scan linear, as the analyser proves.
    pattern: new RegExp(String.raw`\b(?:add|hire|rent|book|reserve)[ \t](?:a|an|one|another|this|that|our)[ \t]${CUE_WORD}(?:[ \t]${CUE_WORD}){0,3}[ \t](?:at|for|on|over)[ \t]the[ \t]same[ \t](?:dates?|days?|nights?|period)\b`, "i"),
    reason: "a text that asks the reader to add or book something for the same dates as their booking (`add a Golf for the coaches at the same dates`) asks for one more booking beside theirs",
  },
];
