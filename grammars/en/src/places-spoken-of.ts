// Places an English turn only speaks of, where something came from or was seen, not where to send:
// `as per the thread in #ops`, `the text from 07700 900120`, `ro@x.example wrote in`, `someone in
// #sales said`, `look in #billing`, `we already texted 07700 …`. They stay values (grounding reads
// them); S2 does not ask about them.
import { pointedBackAfter } from "./places-pointed-at.js";
import { DESTINATION_KINDS, type SendingAct, type Span } from "@toolgate/grammar-kit";

/** How far before a place the words that make it a source are looked for. */
const BEFORE_REACH = 48;
/** How far after a place the verb that makes it the one who spoke is looked for. */
const AFTER_REACH = 32;

/**
 * Words right before a place that make it where something came from or was said or seen: `from`
 * (`a text from`, `an email from the buyer at`; not `from 4471 to`, nor `from today email`: only a
 * party or a medium between), `according to`, `as per`, `per`; a thread or chat `in` it; a past of
 * saying or seeing (`posted in`, `as mentioned in`, `saw the complaint in`, `spotted it in`); a verb
 * that reads (`look in`, `check on`), or one with the place as its object at the head of a request
 * (`see #ops for context`, `check #billing first`). At most three words between, none of them `to` or set off by
 * punctuation (`as I said, post it in #ops` asks to post), in a slice of bounded length: linear.
 */
const SOURCE_BEFORE =
  /(?:\b(?:from|according to|as per|per)\s+(?:(?:the|our|their|his|her|a|an|this|that)\s+)?(?:(?:buyer|customer|client|supplier|vendor|courier|driver|sender|team|thread|chat|channel|number|address|account|group|people|folks|guys)\s+)?(?:(?:at|on|in)\s+)?|\b(?:thread|threads|chat|conversation|discussion|convo|posted|said|says|mentioned|written|wrote|shared|raised|reported|discussed|saw|seen|spotted|noticed|heard|found|came up|come up|look|looked|looking|check|checked|checking|search|searched|scroll|scrolled|dig|browse)\s+(?:(?!(?:to|and|then|but|or|so|n)\b)[^\s#@,.;:!?&]+\s+){0,3}?(?:in|on|through)\s+(?:(?:the|our|their)\s+)?|(?:^|[.,;:!?]\s*|\b(?:please|pls|just|and|then|first)\s+)(?:see|read|check|search|scan|browse|look at|refer to|have a look at)\s+)$/i;

/**
 * A request, not a past: `get it posted in #ops`, `I want this shared on #team`, `make sure it's
 * seen in #leadership`, `it should be raised in #ops`, `keep the buyer posted on …`. A past passive
 * (`it was posted in #ops`) and a perfect (`Jon has posted in #ops`) stay spoken of.
 */
const HAD_DONE =
  /\b(?:(?:(?:get|gets|have|has|want|wants|need|needs|like)\s+(?:it|this|that|them|these|those|the\s+[^\s#@]+)|be|is|are|being|gets|get|(?:it|this|that|they)['’](?:s|re))\s+(?:(?:also|actually|properly|clearly)\s+)?(?:posted|shared|written|mentioned|raised|reported|seen|heard|discussed|said|spotted|noticed|found)|keep\s+(?:\S+\s+){0,3}?posted)\b/i;

/**
 * A send already made, or asked about as made, with the place as where it went: `we've already
 * texted 07700 …`, `how come we messaged #sales twice`, `did anyone email ana@…`, `I sent the file to
 * ana@…`. A subject (never `it` or a record: `have it sent to` asks for a send), at most three
 * adverbs or auxiliaries, a past of sending (or its base after `did`), then at most three words
 * before the place, none of them joining another request. Bounded slice: linear.
 */
const SENT_BEFORE =
  /(?:\b(?:we|i|they|he|she|you|someone|somebody|anyone|anybody|nobody|everyone)(?:['’](?:ve|d))?\s+(?:(?:have|has|had|already|just|both|all|also|never|once|twice|recently|previously|earlier)\s+){0,3}(?:texted|txted|messaged|emailed|e-mailed|mailed|sent|pinged|posted|wrote|dmed|dm['’]d|whatsapped|slacked|notified|told|contacted|called|rang|phoned|forwarded|cc['’]?d|cced|shared|replied|nudged)|\b(?:did|didn['’]?t)\s+(?:we|i|they|he|she|you|someone|somebody|anyone|anybody|nobody|everyone)\s+(?:(?:ever|already|actually|really)\s+)?(?:text|message|email|e-mail|mail|send|ping|post|write|dm|whatsapp|slack|notify|tell|contact|call|ring|phone|forward|cc|share|reply|nudge))\s+(?:(?!(?:and|then|but|or|so|n|please|pls)\b)[^\s#@,.;:!?&]+\s+){0,3}?(?:(?:to|at|on|in|into|with)\s+(?:(?:the|our|their)\s+)?)?$/i;

/** A place that spoke, wrote or sent to us: `ro@x.example wrote in`, `#sales said`, `07700 900120 texted us`. */
const SPOKE_AFTER =
  /^\s*(?:(?:has|had|just|already|also)\s+)?(?:said|says|wrote|writes|emailed|texted|messaged|replied|rang|called|asked|complained|reported|mentioned|confirmed|sent us|sent over|got back|reckons|thinks|flagged)\b/i;

/**
 * A verb that sends, in its base form, before a thread or chat the place is in: the thread is where
 * to send (`post it on the thread in #ops`, `reply in the chat on #cx`), not where it was seen.
 */
const SENT_INTO_THREAD = /\b(?:post|reply|drop|put|share|send|message|write|add|comment|respond|answer|follow up|chase|ping|nudge|update|tell|ask|flag|raise|mention|note|log|leave|bump)\b(?:(?!\b(?:and|then|but)\b)[^.;!?])*\b(?:thread|threads|chat|conversation|discussion|convo)\s+(?:(?!(?:to|and|then|but|or|so|n)\b)[^\s#@,.;:!?&]+\s+){0,3}?(?:in|on|through)\s+(?:(?:the|our|their)\s+)?$/i;

/**
 * A verb that answers, before the place: what came from there is answered there (`reply to the email
 * from ana@x.example`, `text back the buyer who wrote from 07700 …`), so the place is where to send.
 */
const ANSWERED = /\b(?:reply|replies|replying|answer|answering|respond|responding|(?:get|write|text|call|ring|email|message|mail|circle)\s+back|follow\s+up|chase|return)\b/i;

/**
 * A request passed on, a verb that sends in its base form right after a verb of saying: `she said
 * text her on 07700 …`, `he says to email him at …`, `they asked: call them on …`. The place is
 * where that send goes, not where something was said; only in the send's own clause (no comma
 * between): `she said call her back, the text came from 07700 …` still speaks of where it came from.
 */
const RELAYED_SEND = /\b(?:said|says|asked|asks|wants|wanted)(?:\s*:)?\s+(?:to\s+)?(?:text|txt|sms|email|e-mail|mail|message|msg|call|ring|phone|whatsapp|dm|ping|post|send|write)\b/i;
/** What ends the send's own clause: a place after it is no longer that send's. */
const CLAUSE_END = /[.,;!?]/g;

/** The text after the last mark that ends a clause: the clause a place stands in, up to it. */
function lastClause(before: string): string {
  let from = 0;
  for (const m of before.matchAll(CLAUSE_END)) from = m.index + 1;
  return before.slice(from);
}

/** How far before a place the verb that stores it on a record is looked for. */
const STORED_REACH = 72;

/**
 * A number or an address given as a record's new contact, not where to send: a verb of changing,
 * at most five words (none of them joining another request), a contact's noun, then `to` or `as`
 * right before the place (`update customer TR-88's contact number to 98450 …`, `change her mobile
 * on C-12 to 07700 …`, `set the email for BK-7 as ana@…`). The place is the record's value: a call
 * that stores it carries it, and a send in another clause is not sent there. Bounded slice: linear.
 */
const STORED_BEFORE =
  /\b(?:update|updating|change|changing|set|correct|amend|edit|replace|switch)\s+(?:(?!(?:and|then|but|or|so|please|pls|text|email|call|message)\b)[^\s#@,.;:!?&]+\s+){0,5}?(?:number|no\.?|phone|mobile|cell|contact|tel|landline|email|e-mail|address)\s+(?:(?:on|for|of)\s+[^\s#@,.;:!?&]+\s+)?(?:to|as)\s+$/i;

/** A place that is to have something after it (`see 07700 … gets it`): where it goes, not where it was seen. */
const HAS_IT = /^\s*(?:gets|get|receives|has|sees)\b/i;

/**
 * The places among `values` the turn only speaks of. A place a send went to stays a place to send
 * to where a send is asked after it (`I messaged #shipping, could you message them again`).
 */
export function placesSpokenOf(text: string, values: readonly Span[], sending: readonly SendingAct[] = []): Set<Span> {
  const out = new Set<Span>();
  for (const v of values) {
    if (!DESTINATION_KINDS.has(v.kind) || v.kind === "iban") continue;
    const before = text.slice(Math.max(0, v.start - BEFORE_REACH), v.start);
    if (ANSWERED.test(before)) continue;
    if ((v.kind === "phone" || v.kind === "email") && STORED_BEFORE.test(text.slice(Math.max(0, v.start - STORED_REACH), v.start)) && !pointedBackAfter(text, v.end)) {
      out.add(v);
      continue;
    }
    const source = SOURCE_BEFORE.exec(before);
    if (source && !HAD_DONE.test(before) && !SENT_INTO_THREAD.test(before) && !RELAYED_SEND.test(lastClause(before)) && !HAS_IT.test(text.slice(v.end, v.end + AFTER_REACH))) {
      out.add(v);
      continue;
    }
    if (SPOKE_AFTER.test(text.slice(v.end, v.end + AFTER_REACH))) out.add(v);
    else if (SENT_BEFORE.test(before) && !sending.some((act) => !act.negated && text.indexOf(act.text, v.end) >= 0)) out.add(v);
  }
  return out;
}
