// The English grammar's words, as data: every entry carries the reason it is there, so that a
// reader can tell a deliberate entry from an accident and a test can point at the entry it covers.
// Tables are made by `wordTable`: a word of a turn is looked up in them, and `constructor` must
// not find Object's.

import { wordTable } from "@toolgate/grammar-kit";

/** A word that asks to send something out. */
export interface SendingVerb {
  /** The lemma reported in SendingAct.verb. */
  lemma: string;
  /** Spellings beyond the regular inflections compromise produces (typos, short forms). */
  extra: string[];
  /**
   * How much context the word needs before it counts as a verb: `clear` words are verbs
   * wherever they stand; `noun` words are nouns as often as verbs ("an email", "the post") and
   * count only where a verb may stand; `strict` words ("text", "message") are nouns so often
   * that they count only at the head of a request.
   */
  use: "clear" | "noun" | "strict";
  reason: string;
}

export const SENDING_VERBS: SendingVerb[] = [
  { lemma: "send", extra: ["snd", "sned", "sedn", "semd", "sendd", "snet", "sendt"], use: "clear", reason: "the plain word for sending something out" },
  { lemma: "email", extra: ["e-mail", "emial", "emal", "eamil", "emali", "emai", "emaill", "e-mailed", "emialed"], use: "noun", reason: "sends a message to an address; also the noun `an email`" },
  { lemma: "mail", extra: ["mial"], use: "noun", reason: "sends by post or email; also the noun `my mail`" },
  { lemma: "forward", extra: ["fwd", "foward", "forwad", "forwrd", "fw", "frwd", "forwared"], use: "clear", reason: "passes a message on to someone else" },
  { lemma: "post", extra: ["psot", "poast"], use: "noun", reason: "publishes to a channel or a site; also the noun `the post`" },
  { lemma: "share", extra: ["shre", "shar", "sahre"], use: "noun", reason: "makes something visible to someone else" },
  { lemma: "publish", extra: ["publsh", "pubish", "publich"], use: "clear", reason: "makes something public" },
  { lemma: "tweet", extra: [], use: "noun", reason: "posts to a public feed" },
  { lemma: "text", extra: ["txt"], use: "strict", reason: "sends a phone message; as often the noun `the text`" },
  { lemma: "message", extra: ["msg", "mesage", "messsage"], use: "strict", reason: "sends a direct message; as often the noun `a message`" },
  { lemma: "notify", extra: ["notfy", "notifiy", "notifey"], use: "clear", reason: "tells someone outside the conversation" },
  { lemma: "cc", extra: ["bcc", "cc'd", "cced", "ccd", "bcc'd"], use: "clear", reason: "copies someone on a message" },
  { lemma: "upload", extra: ["uplaod", "upoad", "uplod"], use: "noun", reason: "puts a file on another system" },
  { lemma: "transfer", extra: ["trasnfer", "tranfer", "transfr", "trasfer"], use: "noun", reason: "moves money or a file to another party" },
  { lemma: "wire", extra: [], use: "noun", reason: "sends money by bank transfer" },
  { lemma: "dm", extra: ["pm"], use: "noun", reason: "sends a direct message" },
  { lemma: "reply", extra: ["repy", "replay"], use: "noun", reason: "answers someone outside the conversation" },
  { lemma: "notify", extra: ["alert"], use: "noun", reason: "`alert the team` tells people outside the conversation" },
  { lemma: "broadcast", extra: [], use: "clear", reason: "sends to many people at once" },
  { lemma: "announce", extra: [], use: "clear", reason: "tells people outside the conversation" },
  { lemma: "fax", extra: [], use: "noun", reason: "sends a document by fax" },
  { lemma: "sms", extra: [], use: "strict", reason: "sends a phone message" },
  { lemma: "whatsapp", extra: [], use: "strict", reason: "sends a phone message" },
  { lemma: "ping", extra: [], use: "noun", reason: "sends someone a short message" },
  { lemma: "deliver", extra: [], use: "clear", reason: "hands something to someone else" },
  { lemma: "tell", extra: [], use: "clear", reason: "`tell ana it shipped` sends a message to someone else" },
  { lemma: "slack", extra: [], use: "noun", reason: "`slack #ops about it` posts to a chat channel" },
  { lemma: "inform", extra: [], use: "clear", reason: "`inform the customer` tells someone outside the conversation" },
  { lemma: "contact", extra: [], use: "noun", reason: "`contact the vendor` reaches someone outside; also the noun `a contact`" },
  { lemma: "nudge", extra: [], use: "noun", reason: "`nudge Dana about the invoice` sends someone a reminder" },
  { lemma: "respond", extra: [], use: "clear", reason: "`respond to the buyer` answers someone outside the conversation" },
  { lemma: "circulate", extra: [], use: "clear", reason: "`circulate it in #leads` passes something to many people" },
  { lemma: "page", extra: [], use: "strict", reason: "`page the on-call about it` calls someone's pager; as often the noun `a page`, so only at the head of a request" },
  // Messaging apps said as verbs, as `whatsapp` and `slack` are: each is also the app's name, so only at the head of a request.
  { lemma: "telegram", extra: [], use: "strict", reason: "`telegram the supplier` messages them on Telegram; also the app's name" },
  { lemma: "imessage", extra: [], use: "strict", reason: "`imessage her the code` messages on iMessage; also the app's name" },
  { lemma: "viber", extra: [], use: "strict", reason: "`viber the driver` messages on Viber; also the app's name" },
  { lemma: "wechat", extra: [], use: "strict", reason: "`wechat the factory` messages on WeChat; also the app's name" },
  { lemma: "skype", extra: [], use: "strict", reason: "`skype the client` calls or messages on Skype; also the app's name" },
  // Formal and Indian English words for telling someone: `kindly intimate the customer`, `apprise the client of the delay`.
  { lemma: "intimate", extra: [], use: "strict", reason: "`kindly intimate the customer that it shipped` tells them (Indian English); as often the adjective, so only at the head of a request" },
  { lemma: "apprise", extra: [], use: "clear", reason: "`apprise the client of the delay` tells someone outside the conversation" },
];

/** Several words that together ask to send; matched on normalised words, `*` = any one word. */
export interface SendingPhrase {
  words: string[];
  lemma: string;
  reason: string;
}

export const SENDING_PHRASES: SendingPhrase[] = [
  { words: ["pass", "it", "on"], lemma: "forward", reason: "`pass it on to bob` forwards" },
  { words: ["pass", "this", "on"], lemma: "forward", reason: "`pass this on to bob` forwards" },
  { words: ["pass", "them", "on"], lemma: "forward", reason: "`pass them on` forwards" },
  { words: ["pass", "on"], lemma: "forward", reason: "`pass on the invoice` forwards" },
  { words: ["pass", "along"], lemma: "forward", reason: "`pass along the receipt` forwards" },
  { words: ["pass", "it", "along"], lemma: "forward", reason: "`pass it along` forwards" },
  { words: ["loop", "in"], lemma: "loop in", reason: "`loop in ana` copies someone in" },
  { words: ["loop", "*", "in"], lemma: "loop in", reason: "`loop ana in` copies someone in" },
  { words: ["copy", "*", "on"], lemma: "cc", reason: "`copy ana on the reply` copies someone in" },
  { words: ["copy", "*", "in"], lemma: "cc", reason: "`copy ana in` copies someone in" },
  { words: ["reach", "out", "to"], lemma: "message", reason: "`reach out to the customer` sends a message" },
  { words: ["followup", "with"], lemma: "message", reason: "`followup with the buyer`: `follow up with` written as one word" },
  { words: ["follow-up", "with"], lemma: "message", reason: "`follow-up with the buyer`: `follow up with` hyphenated" },
  { words: ["copy", "in"], lemma: "cc", reason: "`copy in the buyer` copies someone on a message" },
  { words: ["copy", "*", "in"], lemma: "cc", reason: "`copy Dana in` copies someone on a message" },
  { words: ["copy", "*", "*", "in"], lemma: "cc", reason: "`copy the buyer in` copies someone on a message" },
  { words: ["make", "sure", "*", "hears", "about"], lemma: "notify", reason: "`make sure Dana hears about it`: someone told by us (`hears from us` is a message)" },
  { words: ["make", "sure", "*", "*", "hears", "about"], lemma: "notify", reason: "`make sure the buyer hears about it`: someone told by us (`hears from us` is a message)" },
  { words: ["hear", "from", "us"], lemma: "message", reason: "`make sure the customer hears from us`: a message from us to them" },
  { words: ["hear", "back", "from", "us"], lemma: "message", reason: "`the buyer needs to hear back from us`: a message from us to them" },
  { words: ["let", "*", "know"], lemma: "notify", reason: "`let ana know` tells someone else" },
  { words: ["let", "*", "*", "know"], lemma: "notify", reason: "`let the customer know` tells someone else" },
  { words: ["let", "*", "*", "*", "know"], lemma: "notify", reason: "`let the ops channel know`, `let the new buyer know` tells someone else" },
  { words: ["let", "*", "*", "*", "*", "know"], lemma: "notify", reason: "`let the night shift channel know`, `let the whole sales team know` tells someone else" },
  { words: ["let", "*", "*", "*", "*", "*", "know"], lemma: "notify", reason: "`let the customer care team channel know` tells someone else" },
  { words: ["drop", "*", "a", "line"], lemma: "message", reason: "`drop ana a line` sends a message" },
  { words: ["drop", "*", "a", "note"], lemma: "message", reason: "`drop ana a note` sends a message" },
  { words: ["shoot", "*", "an", "email"], lemma: "email", reason: "`shoot ana an email` emails" },
  { words: ["shoot", "*", "a", "message"], lemma: "message", reason: "`shoot ana a message` sends a message" },
  { words: ["shoot", "*", "a", "text"], lemma: "text", reason: "`shoot ana a text` texts" },
  { words: ["fire", "off", "an", "email"], lemma: "email", reason: "`fire off an email` emails" },
  { words: ["get", "in", "touch", "with"], lemma: "message", reason: "`get in touch with the customer` sends a message" },
  { words: ["write", "to"], lemma: "email", reason: "`write to ana@x.com` sends a message" },
  { words: ["bounce", "*", "over", "to"], lemma: "forward", reason: "`bounce the PDF over to lee@x.com` forwards" },
  { words: ["bounce", "*", "*", "over", "to"], lemma: "forward", reason: "`bounce the signed PDF over to lee` forwards" },
  { words: ["get", "back", "to"], lemma: "message", reason: "`get back to the customer` answers someone outside" },
  { words: ["follow", "up", "with"], lemma: "message", reason: "`follow up with the supplier` sends a message" },
  { words: ["follow", "up", "on", "*", "email"], lemma: "message", reason: "`follow up on the email from ana@…` writes again" },
  { words: ["follow", "up", "on", "*", "message"], lemma: "message", reason: "`follow up on her message` writes again" },
  { words: ["follow", "up", "on", "*", "text"], lemma: "message", reason: "`follow up on the text from 07700 …` writes again" },
  { words: ["follow", "up", "on", "*", "*", "email"], lemma: "message", reason: "`follow up on the buyer's last email` writes again" },
  { words: ["follow", "up", "on", "*", "*", "message"], lemma: "message", reason: "`follow up on the unanswered message` writes again" },
  { words: ["follow", "up", "w"], lemma: "message", reason: "`follow up w/ the supplier`: `w/` is `with`" },
  { words: ["touch", "base", "w"], lemma: "message", reason: "`touch base w/ the buyer`: `w/` is `with`" },
  { words: ["circle", "back", "w"], lemma: "message", reason: "`circle back w/ the buyer`: `w/` is `with`" },
  { words: ["get", "in", "touch", "w"], lemma: "message", reason: "`get in touch w/ the customer`: `w/` is `with`" },
  { words: ["touch", "base", "with"], lemma: "message", reason: "`touch base with the buyer` sends a message" },
  { words: ["write", "back", "to"], lemma: "message", reason: "`write back to the buyer` answers someone outside" },
  { words: ["circle", "back", "with"], lemma: "message", reason: "`circle back with the buyer` sends a message" },
  { words: ["circle", "back", "to"], lemma: "message", reason: "`circle back to the buyer` sends a message" },
  { words: ["hit", "up"], lemma: "message", reason: "`hit up the buyer` sends a message" },
  { words: ["hit", "*", "up"], lemma: "message", reason: "`hit the buyer up` sends a message" },
  { words: ["keep", "*", "posted"], lemma: "notify", reason: "`keep Dana posted` tells someone else" },
  { words: ["keep", "*", "*", "posted"], lemma: "notify", reason: "`keep the buyer posted` tells someone else" },
  { words: ["keep", "*", "updated"], lemma: "notify", reason: "`keep Dana updated` tells someone else" },
  { words: ["keep", "*", "*", "updated"], lemma: "notify", reason: "`keep the buyer updated` tells someone else" },
  { words: ["keep", "*", "in", "the", "loop"], lemma: "notify", reason: "`keep Dana in the loop` tells someone else" },
  { words: ["keep", "*", "*", "in", "the", "loop"], lemma: "notify", reason: "`keep the buyer in the loop` tells someone else" },
  { words: ["keep", "*", "informed"], lemma: "notify", reason: "`keep Dana informed` tells someone else, as `keep … posted` does" },
  { words: ["keep", "*", "*", "informed"], lemma: "notify", reason: "`keep the buyer informed` tells someone else" },
  { words: ["convey", "to"], lemma: "notify", reason: "`convey to the customer that it shipped` tells someone else" },
  { words: ["convey", "*", "to"], lemma: "notify", reason: "`convey this to the buyer` tells someone else" },
  { words: ["convey", "*", "*", "to"], lemma: "notify", reason: "`convey our apologies to the buyer` tells someone else" },
  { words: ["fill", "*", "in"], lemma: "notify", reason: "`fill Dana in` tells someone else" },
  { words: ["fill", "*", "*", "in"], lemma: "notify", reason: "`fill the buyer in` tells someone else" },
  { words: ["loop", "*", "*", "in"], lemma: "loop in", reason: "`loop the buyer in` copies someone in" },
  { words: ["hit", "*", "*", "up"], lemma: "message", reason: "`hit the buyer up` sends a message" },
  { words: ["holler", "at"], lemma: "message", reason: "`holler at the buyer` sends a message, in slang" },
  { words: ["get", "the", "word", "out"], lemma: "notify", reason: "`get the word out to the customers` tells people outside" },
  { words: ["put", "the", "word", "out"], lemma: "notify", reason: "`put the word out on #drivers` tells people outside" },
  { words: ["spread", "the", "word"], lemma: "notify", reason: "`spread the word in #ops` tells people outside" },
  { words: ["clue", "*", "in"], lemma: "notify", reason: "`clue Dana in` tells someone else, as `fill … in` does" },
  { words: ["clue", "*", "*", "in"], lemma: "notify", reason: "`clue the buyer in` tells someone else" },
  { words: ["tip", "off"], lemma: "notify", reason: "`tip off the courier` warns someone else" },
  { words: ["tip", "*", "off"], lemma: "notify", reason: "`tip Dana off` warns someone else" },
  { words: ["tip", "*", "*", "off"], lemma: "notify", reason: "`tip the buyer off` warns someone else" },
  { words: ["ring", "round"], lemma: "call", reason: "`ring round the suppliers` calls each of them" },
  { words: ["phone", "round"], lemma: "call", reason: "`phone round the stores` calls each of them" },
  { words: ["call", "round"], lemma: "call", reason: "`call round the depots` calls each of them" },
  { words: ["flick", "*", "a", "text"], lemma: "text", reason: "`flick him a text` texts" },
  { words: ["flick", "*", "an", "email"], lemma: "email", reason: "`flick her an email` emails" },
  { words: ["flag", "it", "to"], lemma: "message", reason: "`flag it to the buyer` tells someone else" },
  { words: ["flag", "this", "to"], lemma: "message", reason: "`flag this to the vendor` tells someone else" },
  { words: ["hit", "reply", "to"], lemma: "message", reason: "`hit reply to ana@x.com` answers someone outside" },
  { words: ["hit", "reply", "all"], lemma: "message", reason: "`hit reply all on the thread` answers everyone on it" },
  { words: ["hit", "reply-all"], lemma: "message", reason: "`hit reply-all` answers everyone on the thread" },
  { words: ["raise", "it", "with"], lemma: "message", reason: "`raise it with the supplier` takes it up with someone else" },
  { words: ["raise", "this", "with"], lemma: "message", reason: "`raise this with the supplier` takes it up with someone else" },
  { words: ["get", "word", "to"], lemma: "notify", reason: "`get word to the buyer` tells someone else" },
  { words: ["leave", "a", "voicemail"], lemma: "message", reason: "`leave a voicemail for the buyer` leaves someone a phone message" },
  { words: ["leave", "*", "a", "voicemail"], lemma: "message", reason: "`leave Dana a voicemail` leaves someone a phone message" },
  { words: ["leave", "*", "*", "a", "voicemail"], lemma: "message", reason: "`leave the buyer a voicemail` leaves someone a phone message" },
  { words: ["leave", "a", "message", "for"], lemma: "message", reason: "`leave a message for the buyer` sends someone a message" },
  { words: ["loop", "*", "into"], lemma: "loop in", reason: "`loop #legal into the dispute` copies someone in" },
  { words: ["loop", "*", "*", "into"], lemma: "loop in", reason: "`loop the buyer into the thread` copies someone in" },
  { words: ["get", "hold", "of"], lemma: "message", reason: "`get hold of the buyer about it` reaches someone outside" },
  { words: ["have", "*", "informed"], lemma: "notify", reason: "`have #shipping informed` asks someone else told" },
  { words: ["have", "*", "*", "informed"], lemma: "notify", reason: "`have the buyer informed` asks someone else told" },
  { words: ["have", "*", "notified"], lemma: "notify", reason: "`have ops@x.com notified` asks someone else told" },
  { words: ["have", "*", "*", "notified"], lemma: "notify", reason: "`have the courier notified` asks someone else told" },
  { words: ["have", "*", "told"], lemma: "notify", reason: "`have Dana told` asks someone else told" },
  { words: ["have", "*", "*", "told"], lemma: "notify", reason: "`have the driver told` asks someone else told" },
  { words: ["get", "*", "over", "to"], lemma: "forward", reason: "`get the receipt over to ana@x.com` hands something on" },
  { words: ["get", "*", "*", "over", "to"], lemma: "forward", reason: "`get the signed form over to #legal` hands something on" },
  { words: ["get", "*", "*", "*", "over", "to"], lemma: "forward", reason: "`get the signed lease form over to hr@x.com` hands something on" },
  { words: ["loop", "*", "*", "*", "into"], lemma: "loop in", reason: "`loop the account manager into the thread` copies someone in" },
  { words: ["update", "the", "buyer", "on"], lemma: "message", reason: "`update the buyer on 4471` tells someone else (`update the record on 4471` names no one)" },
  { words: ["update", "the", "customer", "on"], lemma: "message", reason: "`update the customer on 4471` tells someone else (`update the record on 4471` names no one)" },
  { words: ["update", "the", "client", "on"], lemma: "message", reason: "`update the client on 4471` tells someone else (`update the record on 4471` names no one)" },
  { words: ["update", "the", "team", "on"], lemma: "message", reason: "`update the team on 4471` tells someone else (`update the record on 4471` names no one)" },
];

/** Objects after which `tell`, `ping` or `let … know` speak to the person, not out of the chat. */
export const SELF_OBJECTS: Record<string, string> = wordTable({
  me: "`tell me` answers in the conversation",
  us: "`ping us` answers in the conversation",
  myself: "`remind myself` stays with the person",
});

/** Words before a verb that make a sending word a noun: `an email`, `the post`, `by mail`. */
export const NOUN_MARKERS: Record<string, string> = wordTable({
  a: "article", an: "article", the: "article", this: "demonstrative", that: "demonstrative",
  these: "demonstrative", those: "demonstrative", my: "possessive", your: "possessive",
  his: "possessive", her: "possessive", its: "possessive", our: "possessive", their: "possessive",
  by: "`by email` names a means", via: "`via email` names a means", of: "`of the post`",
  in: "`in the text`", with: "`with the text hi`", from: "`from email`", for: "`for the post`",
  any: "quantifier", some: "quantifier", every: "quantifier", each: "quantifier",
  new: "`a new message`", same: "`the same text`", "'s": "possessive clitic", whose: "possessive",
  what: "`what message`", which: "`which email`", blog: "`blog post`", linkedin: "`linkedin post`",
});

/** Words that may stand before a request's verb without making it less of a request. */
export const REQUEST_LEADS: Record<string, string> = wordTable({
  please: "politeness", pls: "politeness", plz: "politeness", plese: "typo of please", pleas: "typo of please",
  kindly: "politeness", also: "adds a request", then: "orders requests", and: "joins requests",
  just: "softener", now: "urgency", ok: "discourse marker", okay: "discourse marker", so: "discourse marker",
  can: "request by question", could: "request by question", would: "request by question",
  will: "request by question", you: "`can you send`", go: "`go ahead and send`", ahead: "`go ahead and send`",
  lets: "`lets send`", let: "`let's send`", us: "`let us send`", "'s": "`let's`", to: "infinitive: `need to send`",
  "need": "`need you to send`", want: "`want you to send`", "i'd": "`i'd like you to`", like: "`i'd like you to`",
  should: "modal", must: "modal", "do": "emphatic `do send it`", hey: "greeting", hi: "greeting", quickly: "adverb",
  right: "`right away`", away: "`right away`", first: "ordering", finally: "ordering", asap: "urgency",
  mind: "`would you mind sending`, `do you mind emailing`", u: "`can u send`", ya: "`could ya send`", yes: "`yes, send it`", yeah: "`yeah send it`", sure: "`sure, send it`", ",": "list", "i": "`i need you to`",
});

/** Words that negate a later sending act in the same clause. */
export const NEGATORS: Record<string, string> = wordTable({
  not: "plain negation, also `don't` after compromise expands it",
  "n't": "contracted negation",
  dont: "`dont` typed without the apostrophe",
  "don't": "contracted negation when compromise keeps it whole",
  donot: "`donot` typed as one word",
  never: "`never post`",
  no: "`no emailing`",
  without: "`save it without sending`",
  avoid: "`avoid posting`",
  stop: "`stop sending`",
  skip: "`skip the email`",
  nor: "`neither save nor send`",
  neither: "`neither send nor post`",
  cannot: "`cannot send`",
  cant: "`cant send` typed without the apostrophe",
  wont: "`wont send` typed without the apostrophe",
  shouldnt: "`shouldnt send` typed without the apostrophe",
  didnt: "a report, not a request",
  instead: "`save it instead of posting`",
  rather: "`rather than emailing`",
  refrain: "`refrain from posting`",
  hold: "`hold off on sending`",
  nothing: "`send nothing`",
});

/** Words after a negator that undo it: `don't forget to send` asks to send. */
export const NEGATION_UNDOERS: Record<string, string> = wordTable({
  forget: "`don't forget to send` asks to send",
  hesitate: "`do not hesitate to send` asks to send",
  fail: "`do not fail to send` asks to send",
  only: "`not only save but also send` asks to send",
  worry: "`don't worry, just send it`",
  wait: "`don't wait, send it` asks to send",
  delay: "`don't delay, send it` asks to send",
  "just": "`not just save it, send it` asks to send",
});

/** Verbs a negation reaches through: `don't want you to send`, `never try to post`. */
export const NEGATION_BRIDGES: Record<string, string> = wordTable({
  do: "auxiliary", does: "auxiliary", did: "auxiliary", be: "auxiliary", is: "auxiliary", are: "auxiliary",
  want: "`don't want you to send`", need: "`no need to send`", try: "`never try to send`", ever: "`don't ever send`",
  yet: "`not yet sent`", you: "`don't you send`", to: "infinitive", it: "object", them: "object", this: "object",
  please: "`please don't send`", pls: "`pls don't send`", just: "`don't just send`", go: "`don't go sending`",
  should: "modal", will: "modal", would: "modal", can: "modal", could: "modal", must: "modal",
  anything: "`don't send anything`", of: "`instead of posting`", than: "`rather than posting`",
  from: "`refrain from posting`", off: "`hold off on sending`", on: "`hold off on sending`",
  think: "`i don't think you should send`", mean: "`i didn't mean send it`", gonna: "`not gonna send`",
  wanna: "`don't wanna send`", "i": "`i don't want`", we: "`we don't send`", yourself: "object",
  actually: "adverb", really: "adverb", now: "`don't send now`", "'t": "contraction remnant",
});

/** Words that end a clause: a negation does not reach past them. */
export const CLAUSE_BREAKS: Record<string, string> = wordTable({
  and: "`don't save it and send it`: the negation stays with save",
  "+": "`refund 22 + email al@x.com`: terse turns join steps with symbols",
  "&": "`cancel 7070 & text the buyer`",
  n: "`cancel 9039 n email the buyer`: `and` written short, in chat",
  "→": "`inv D-12 → ap@d12.com`: an arrow starts where something goes",
  "->": "`invoice → ap@x.com` typed with two keys",
  "=>": "`invoice => ap@x.com` typed with two keys",
  but: "`don't save it but send it`",
  then: "`don't save, then send`",
  so: "`don't save, so send`",
  instead: "`don't save it, send it instead`",
  just: "`don't save it, just send`",
  also: "`don't save, also send`",
  because: "a new clause",
  while: "a new clause",
  after: "a new clause",
  before: "a new clause",
  unless: "a new clause",
  if: "a new clause",
  when: "a new clause",
});

/** Words before a past form that make it a request: `make sure it's sent`, `have it posted`. */
export const PASSIVE_REQUEST_AUX: Record<string, string> = wordTable({
  be: "`needs to be sent`", is: "`make sure it is sent`", "'s": "`make sure it's sent`", are: "`make sure they are sent`",
  get: "`get it sent`", gets: "`make sure it gets sent`", getting: "`getting it sent`",
});

/** Currency words and symbols, and the ISO 4217 code each names. */
export const CURRENCIES: Record<string, { code: string; scale?: number; reason: string }> = wordTable({
  "$": { code: "USD", reason: "dollar sign; read as US dollars" },
  "us$": { code: "USD", reason: "US dollar sign" },
  "usd": { code: "USD", reason: "ISO code" },
  "dollar": { code: "USD", reason: "word" },
  "dollars": { code: "USD", reason: "word" },
  "dolars": { code: "USD", reason: "typo of dollars" },
  "dollers": { code: "USD", reason: "typo of dollars" },
  "bucks": { code: "USD", reason: "informal dollars" },
  "buck": { code: "USD", reason: "informal dollar" },
  "cents": { code: "USD", scale: 0.01, reason: "hundredths of a dollar" },
  "cent": { code: "USD", scale: 0.01, reason: "a hundredth of a dollar" },
  "€": { code: "EUR", reason: "euro sign" },
  "eur": { code: "EUR", reason: "ISO code" },
  "euro": { code: "EUR", reason: "word" },
  "euros": { code: "EUR", reason: "word" },
  "£": { code: "GBP", reason: "pound sign" },
  "gbp": { code: "GBP", reason: "ISO code" },
  "pound": { code: "GBP", reason: "word" },
  "pounds": { code: "GBP", reason: "word" },
  "quid": { code: "GBP", reason: "informal pounds" },
  "sterling": { code: "GBP", reason: "`70 sterling`, pounds by their name" },
  "r$": { code: "BRL", reason: "real sign" },
  "brl": { code: "BRL", reason: "ISO code" },
  "reais": { code: "BRL", reason: "plural of real" },
  "cad": { code: "CAD", reason: "ISO code" },
  "c$": { code: "CAD", reason: "Canadian dollar sign" },
  "aud": { code: "AUD", reason: "ISO code" },
  "a$": { code: "AUD", reason: "Australian dollar sign" },
  "chf": { code: "CHF", reason: "ISO code" },
  "jpy": { code: "JPY", reason: "ISO code" },
  "¥": { code: "JPY", reason: "yen sign" },
  "yen": { code: "JPY", reason: "word" },
  "inr": { code: "INR", reason: "ISO code" },
  "₹": { code: "INR", reason: "rupee sign" },
});

/** Month names and short forms, and the month each names. */
export const MONTHS: Record<string, number> = wordTable({
  january: 1, jan: 1, janury: 1, januray: 1,
  february: 2, feb: 2, feburary: 2, febuary: 2,
  march: 3, mar: 3, april: 4, apr: 4, may: 5,
  june: 6, jun: 6, july: 7, jul: 7,
  august: 8, aug: 8, augst: 8,
  september: 9, sep: 9, sept: 9, septmber: 9,
  october: 10, oct: 10, octobre: 10,
  november: 11, nov: 11, novmber: 11,
  december: 12, dec: 12, decmber: 12,
});

/** Weekday names, short forms and typos, numbered as Date.getUTCDay does. */
export const WEEKDAYS: Record<string, number> = wordTable({
  sunday: 0, sun: 0, monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, tuesay: 2,
  wednesday: 3, wed: 3, weds: 3, wednsday: 3, wensday: 3, wendsday: 3, thursday: 4, thu: 4, thur: 4, thurs: 4, thrusday: 4,
  friday: 5, fri: 5, firday: 5, fridy: 5, saturday: 6, sat: 6, satruday: 6,
});

/** Words for a day relative to now, and the number of days each adds. */
export const RELATIVE_DAYS: Record<string, { days: number; reason: string }> = wordTable({
  today: { days: 0, reason: "this day" },
  tonight: { days: 0, reason: "this day's evening" },
  tday: { days: 0, reason: "short form of today" },
  tomorrow: { days: 1, reason: "the next day" },
  tomorow: { days: 1, reason: "typo of tomorrow" },
  tommorow: { days: 1, reason: "typo of tomorrow" },
  tommorrow: { days: 1, reason: "typo of tomorrow" },
  tmrw: { days: 1, reason: "short form of tomorrow" },
  tmr: { days: 1, reason: "short form of tomorrow" },
  tmw: { days: 1, reason: "short form of tomorrow" },
  "2morrow": { days: 1, reason: "short form of tomorrow" },
  "2moro": { days: 1, reason: "short form of tomorrow" },
  eod: { days: 0, reason: "end of day: today" },
  cob: { days: 0, reason: "close of business: today" },
  eob: { days: 0, reason: "end of business: today" },
  "end of day": { days: 0, reason: "today" },
  "end of the day": { days: 0, reason: "today" },
  "end of business": { days: 0, reason: "today" },
  "close of business": { days: 0, reason: "today" },
  "close of play": { days: 0, reason: "today" },
  "this afternoon": { days: 0, reason: "today" },
  "this evening": { days: 0, reason: "today" },
  "later today": { days: 0, reason: "today" },
  yesterday: { days: -1, reason: "the day before" },
  yday: { days: -1, reason: "short form of yesterday" },
});

/** Units of `in 3 days` and `next week`, in days. */
export const DAY_UNITS: Record<string, number> = wordTable({
  day: 1, days: 1, week: 7, weeks: 7, wk: 7, wks: 7, fortnight: 14,
});

/**
 * Nouns before a number that make it an identifier: `order 4411`, `invoice #17`. Verbs that
 * take amounts (`refund 40`, `charge 40`, `pay 40`) are left out on purpose.
 */
export const ID_KEYWORDS: Record<string, string> = wordTable({
  order: "an order number", orders: "order numbers", invoice: "an invoice number", ticket: "a ticket number",
  case: "a case number", customer: "a customer number", account: "an account number",
  acct: "short for account", booking: "a booking reference", reservation: "a reservation number",
  id: "an identifier", ref: "a reference", reference: "a reference", transaction: "a transaction id",
  item: "an item number", sku: "a stock unit",
  product: "a product number", shipment: "a shipment number", tracking: "a tracking number",
  po: "a purchase order", contract: "a contract number", receipt: "a receipt number",
  user: "a user id", client: "a client number", member: "a member number",
  subscription: "a subscription id", claim: "a claim number", policy: "a policy number", issue: "an issue number",
  pr: "a pull request", job: "a job id", task: "a task id", request: "a request id", parcel: "a parcel number",
  package: "a package number", file: "a file number", document: "a document number", doc: "a document number", ordr: "typo of order", oder: "typo of order", ordre: "typo of order",
  invoce: "typo of invoice", invoic: "typo of invoice",
  ord: "short for order", cust: "short for customer", inv: "short for invoice", tkt: "short for ticket",
  txn: "short for transaction",
});

/**
 * Short forms of id keywords that are an id's own letters when glued to its digits (`ORD4471` is
 * one id; `ord 4471` is the keyword and the order's number).
 */
export const GLUED_ID_LETTERS: Record<string, string> = wordTable({
  ord: "`ORD4471`", cust: "`CUST5520`", inv: "`INV2201`", tkt: "`TKT88`", txn: "`TXN9012`",
});

/**
 * Words written without a vowel that are no record's code before a number (`hmm 4471`, `ft 300`,
 * `bc 5750`): sounds people type, units and short forms said before a figure, short forms of chat.
 */
export const LETTERS_NOT_CODES: Record<string, string> = wordTable({
  hmm: "a pause", hm: "a pause", mm: "a pause or millimetres", mmm: "a pause", shh: "hush", sh: "hush", psst: "a call", pst: "a call or a time zone",
  tsk: "disapproval", brr: "cold", grr: "anger", nth: "the umpteenth", pfft: "dismissal", ffs: "an oath", wtf: "an oath", smh: "dismay",
  ft: "feet", lb: "pounds of weight", lbs: "pounds of weight", kg: "kilograms", km: "kilometres", cm: "centimetres", ml: "millilitres", mg: "milligrams",
  hr: "hours", hrs: "hours", wk: "weeks", wks: "weeks", mth: "months", mths: "months", yr: "years", yrs: "years", pg: "a page", pp: "pages", ch: "a chapter",
  tv: "a television", dvd: "a disc", gps: "a navigation", vpn: "a network", pc: "a computer", dj: "a disc jockey", vs: "versus", w: "with",
  rs: "rupees", kr: "kroner", zl: "zloty",
  // Short forms of chat, written without their vowels (`refund 20 on 5751 bc 5750 was a dupe`).
  bc: "because", bcz: "because", cs: "because", ppl: "people", msg: "a message", msgs: "messages", txt: "a text", thnx: "thanks", thnks: "thanks", tks: "thanks",
  rn: "right now", tmr: "tomorrow", tmrw: "tomorrow", ngl: "not gonna lie", jk: "just kidding", lmk: "let me know", brb: "be right back", nvm: "never mind",
  nd: "and", gd: "good", pls: "please", plz: "please", thx: "thanks", btw: "by the way", fyi: "for your information", ty: "thank you", tbh: "to be honest",
});

/**
 * Tokens that mix letters and digits but are units, not identifiers: `3pm`, `4th`, `2k`; and a
 * size, a weight or a volume with its unit glued on (`22mm`, `15cm`, `2lb`, `500ml`): a measure.
 * A short model code with a plural `s` (`the R16s`, `A4s`, `MP3s`, as `the 90s`) names many things
 * of a kind, not one record.
 */
export const NOT_IDS = /^(\d+(st|nd|rd|th|am|pm|h|hr|hrs|min|mins|s|d|k|m|x|kg|g|km|mb|gb|kb|mm|cm|ml|cl|mg|lb|lbs|oz|ft|%)|\d{1,2}(am|pm)|[a-z]{1,3}\d{1,3}s)$/i;

/**
 * Capitals after an order's number that are no suffix of it (`7781 BX` is one id; `4471 FYI` is
 * the id and a word): short forms written in capitals, sizes, places and time zones.
 */
export const NOT_ID_SUFFIXES: Record<string, string> = wordTable({
  fyi: "for your information", tbh: "to be honest", btw: "by the way", np: "no problem", asap: "as soon as possible",
  eod: "end of day", eow: "end of week", pls: "please", plz: "please", thx: "thanks", ty: "thank you", imo: "in my opinion",
  idk: "I don't know", lol: "a laugh", tba: "to be announced", tbc: "to be confirmed", tbd: "to be decided", ok: "okay",
  re: "about", fwd: "forward", cc: "copy", dm: "direct message", pm: "afternoon or a direct message", am: "morning",
  uk: "a country", us: "a country or `us`", eu: "a union", usa: "a country",
  xs: "a size", s: "a size", m: "a size", l: "a size", xl: "a size", xxl: "a size", sm: "a size", md: "a size", lg: "a size",
  et: "a time zone", pt: "a time zone", ct: "a time zone", mt: "a time zone", gmt: "a time zone", utc: "a time zone", bst: "a time zone",
  est: "a time zone", edt: "a time zone", pst: "a time zone", pdt: "a time zone", cet: "a time zone", cest: "a time zone",
  vat: "a tax", pdf: "a file kind", csv: "a file kind", id: "an id", no: "no or number", nr: "number",
});

/** Words that read as numbers. */
export const NUMBER_WORDS: Record<string, number> = wordTable({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80,
  ninety: 90, hundred: 100, thousand: 1000, million: 1000000, a: 1, an: 1, dozen: 12,
});

/** The number words a few things are counted by, one to twelve: `three nights`, `the four maths lessons`. */
export const COUNT_WORDS: ReadonlySet<string> = new Set(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]);

/** Days of the month said as ordinal words: `the twenty-second`, `March third`. */
export const ORDINAL_DAYS: Record<string, number> = wordTable({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
  "twenty-first": 21, "twenty-second": 22, "twenty-third": 23, "twenty-fourth": 24, "twenty-fifth": 25,
  "twenty-sixth": 26, "twenty-seventh": 27, "twenty-eighth": 28, "twenty-ninth": 29, "thirty-first": 31,
});

/** Named channels: words before `channel` that are not its name. */
export const NOT_CHANNEL_NAMES: Record<string, string> = wordTable({
  same: "`the same channel`", other: "`the other channel`", right: "`the right channel`",
  wrong: "`the wrong channel`", usual: "`the usual channel`", whole: "`the whole channel`",
  a: "article", an: "article", the: "article", that: "demonstrative", this: "demonstrative",
  correct: "`the correct channel`", new: "`a new channel`", private: "`a private channel`", public: "`a public channel`",
  to: "preposition", in: "preposition", on: "preposition", into: "preposition",
});

/** Words before a bare number that make it a phone number. */
export const PHONE_CUES: Record<string, string> = wordTable({
  phone: "`phone 5550100199`", tel: "`tel 555 0100`", mobile: "`mobile 555 0100`", cell: "`cell 555 0100`",
  text: "`text 555 0100`", sms: "`sms 555 0100`", whatsapp: "`whatsapp 555 0100`", call: "`call 555 0100`",
  number: "`her number is 555 0100`", at: "`text ana at 555 0100`", fone: "typo of phone", phn: "short form of phone",
  // The texting and calling verbs in their other forms: a number right after them is dialled as surely.
  txt: "`txt 555-0199`, the short form of text", texted: "`texted 555 0100`", texting: "`texting 555 0100`",
  ring: "`ring 555 0100`", dial: "`dial 555 0100`",
});

/**
 * The kinds of line a list of a person's numbers tells apart, beside those PHONE_CUES holds: a
 * number right after one is that line's, however it is grouped (`handphone 9555 0148`, eight
 * digits in two fours, as Singapore writes one).
 */
export const PHONE_LINES: Record<string, string> = wordTable({
  handphone: "`handphone 9555 0148`, a mobile in Singapore and Malaysia",
  cellphone: "`cellphone 082 555 0147`",
  landline: "`landline 01 555 2290`",
});

/**
 * Words that show a text is English, for detect(): stopwords and the words people use when they
 * ask an agent to do something. Each is common in English and rare in Portuguese.
 */
export const ENGLISH_WORDS = new Set(`
a about above after again against all am an and any are as at be because been before being below between
both but by can could did do does doing down during each few for from further had has have having he her
here hers him his how i if in into is it its itself just me more most my myself nor not now of off on once
only or other our ours out over own same she should so some such than that the their them then there these
they this those through to too under until up very was we were what when where which while who whom why will
with would you your yours it's i'm don't dont can't cant won't wont pls please plz thanks thank hi hey ok okay
yes yeah yep nope its let's lets gonna wanna asap also send sent email emailed post posted share forward
refund refunded save note order invoice meeting schedule book cancel create update delete look check find get
give make pay paid transfer money amount customer today tomorrow yesterday next week day days month monday tuesday
wednesday thursday friday saturday sunday january february march april june july august september october
november december dollars bucks euros pounds text message channel team same again instead yet later right
back new old account address phone number call reply tell ask need want like know think say said saying with
snd sned emial pls txt msg tmrw fwd thx u ur r delivery deliveries let notify inform
`.trim().split(/\s+/));

/** Words common in the languages most often mistaken for English here; they count against it. */
export const FOREIGN_WORDS = new Set(`
o os as um uma uns umas de do da dos das no na nos nas ao aos à às por para pra com sem que se não nao
é e ou mas mais muito pelo pela meu minha seu sua nosso nossa este esta isso isto aquele hoje amanhã amanha
ontem pedido envie enviar envia mande mandar mandei encaminhe encaminhar reembolso reembolse reembolsar
fatura favor obrigado obrigada olá ola oi sim agora depois equipa equipe canal reunião reuniao marque salve
guarde nota transferir transfira publique publicar partilhe compartilhe cliente valor reais euros dia semana
próxima proxima sexta segunda terça terca quarta quinta sábado sabado domingo el la los las del y es por
para con una unos pero muy hoy mañana enviar correo le les des du et est une pour avec pas sur ce qui
`.trim().split(/\s+/));

/**
 * Nouns of a message: with a place to send to after them in their clause (`drop a note in #hr`,
 * `give the buyer a heads-up at lin@x.com`, `lmk by text at 0400 123 456`), whatever verb
 * comes before, they ask to send.
 */
export const MESSAGE_NOUNS: Record<string, string> = wordTable({
  email: "an email", "e-mail": "an email", mail: "a mail", text: "a phone message", txt: "a phone message",
  message: "a message", msg: "a message", note: "a note", line: "`drop a line`", "heads-up": "a heads-up",
  headsup: "a heads-up", heads: "`a heads up`", buzz: "`give Dana a buzz`", sms: "a phone message", dm: "a direct message", word: "`send word`",
  ping: "a short message", shout: "`give them a shout`", reminder: "a reminder sent to someone",
  nudge: "`give Dana a nudge`", holler: "`give #finance a holler`",
  apology: "`write the customer an apology`: an apology sent to someone",
  // A message named by the app it goes by: `flick a quick whatsapp to 07700 …`, `send her a telegram`.
  whatsapp: "`a whatsapp to the buyer`: a message on WhatsApp", telegram: "`a telegram to the supplier`: a message on Telegram",
  imessage: "`an imessage to her`: a message on iMessage", voicemail: "`a voicemail to 07700 …`: a phone message",
});

/**
 * Verbs that hand someone a message noun (`give the buyer a heads-up`, `shoot Dana a msg`,
 * `drop a line to #ops`): with `a` and a message noun after them in their clause, they ask to send.
 */
export const GIVING_VERBS: Record<string, string> = wordTable({
  give: "`give the buyer a heads-up`", drop: "`drop Dana a msg`", shoot: "`shoot the buyer a text`",
  fire: "`fire off a quick email`", flick: "`flick him a text`", toss: "`toss Dana a message`",
  throw: "`throw the team a heads-up`", ping: "`ping Dana a note`", send: "`send the buyer a heads-up`",
  write: "`write the customer a quick apology` (with no one named, `write a note` keeps it)",
  // British and Australian slang for handing over: `bung Dana an email`, `chuck them a text`, `pop an email over to …`.
  bung: "`bung the buyer an email`", chuck: "`chuck them a text`", pop: "`pop Dana a message`", sling: "`sling the team a heads-up`",
});

/**
 * Nouns that are a message only where a giving verb hands them to someone named (`give the team a
 * quick update`, `give #cx an update`), never alone (`update the phone to …` is a change).
 */
export const HANDED_NOUNS: Record<string, string> = wordTable({
  update: "`give the team a quick update`",
});

/**
 * Message nouns that ask to send after a giving verb with no one named between (`drop a line`);
 * `drop a note` keeps one. They are messages always sent: written `to` someone they are sent.
 */
export const HANDED_ALONE: Record<string, string> = wordTable({
  email: "`fire off an email`", "e-mail": "an email", mail: "`write a mail to …`: an email", text: "`shoot a text`", txt: "a text", message: "`drop a message`",
  msg: "`drop a msg`", line: "`drop a line`", "heads-up": "`give a heads-up`", headsup: "a heads-up", heads: "`a heads up`",
  sms: "a phone message", dm: "a direct message", shout: "`give a shout`",
  whatsapp: "`flick a whatsapp to …`", telegram: "`fire off a telegram`", imessage: "`shoot an imessage`", voicemail: "`drop a voicemail`",
});

/** Words between a message noun and its place: `in #hr`, `to ana@x.com`, `at 0400 …`. */
export const PLACE_PREPOSITIONS: Record<string, string> = wordTable({
  to: "to a person or address", at: "at an address or number", in: "in a channel", into: "into a channel",
  on: "on a number or channel", via: "through a medium", over: "`over to`", up: "`up on`",
});

/**
 * Verbs whose message noun is kept, not sent: `save a note`, `draft an email to ana@x.com`. `write`
 * keeps all but a message always sent written `to` someone (`write an email to ana@x.com` sends).
 */
export const KEEPING_VERBS: Record<string, string> = wordTable({
  save: "keeps it", draft: "writes it unsent", log: "records it", add: "records it", store: "keeps it",
  keep: "keeps it", file: "records it", attach: "records it", create: "makes it unsent", prepare: "makes it unsent",
  compose: "writes it unsent", write: "writes it unsent", put: "records it", leave: "records it", set: "records it",
});

/** Pronouns that, before `will`, make someone other than the agent the sender: `we'll email it later`. */
export const OTHER_ACTORS_EXCEPT: Record<string, string> = wordTable({
  you: "`will you send it?` asks the agent", u: "`will u send it` asks the agent", ya: "`will ya send it` asks the agent",
});

/** Verbs of a reported request: `Maria asked us to wire it` says what someone asked, not what the person asks. */
export const REPORTING_VERBS: Record<string, string> = wordTable({
  asked: "a request reported", asks: "a request reported", wants: "a wish reported", wanted: "a wish reported",
  told: "an order reported", needs: "a need reported", needed: "a need reported", expects: "an expectation reported",
});

/** Words before `send` that make it the button the person presses: `I'll hit send`. */
export const BUTTON_PRESSES: Record<string, string> = wordTable({
  hit: "`hit send`", press: "`press send`", click: "`click send`", tap: "`tap send`", pressing: "`pressing send`", hitting: "`hitting send`",
});

/**
 * Verbs that do something with what is read, so that a channel after them is where to look, not
 * where to send: `look in #billing`, `check #ops for it`.
 */
export const READING_VERBS: Record<string, string> = wordTable({
  look: "`look in #billing`", check: "`check in #ops`", find: "`find it in #ops`", search: "`search in #ops`",
  read: "`read it in #ops`", see: "`see in #ops`", scan: "`scan #ops`", pull: "`pull it from #ops`", get: "`get it from #ops`",
  fetch: "`fetch it from #ops`", join: "`join #ops`", mute: "`mute #ops`", archive: "`archive #ops`", watch: "`watch #ops`", review: "`review it in #ops`", open: "`open it in #ops`", show: "`show me in #ops`",
  copy: "`copy it from #ops`", grab: "`grab it from #ops`", dig: "`dig in #ops`", mentioned: "`as mentioned in #ops`",
  said: "`as said in #ops`", posted: "named, not asked", saw: "`I saw in #ops`", found: "`found in #ops`",
  according: "`according to #ops` names where something was said", spotted: "`spotted it in #ops`", noticed: "`noticed it in #ops`",
});

/** Prepositions that take a channel or handle as where something goes: `escalate it to #ops`. */
/**
 * Verbs that, with a channel or a handle as their object, put something there, which compromise
 * may tag as nouns at the head of a turn (`hit #support with the new policy`, `poke @lee about it`).
 */
export const HITTING_VERBS: Record<string, string> = wordTable({
  hit: "`hit #support with the new policy`", bump: "`bump #ops about 4471`", poke: "`poke @lee about the refund`",
});

/** Verbs that name a handle in a thread and so notify them: with an @handle as their object (`tag @lee`), they send. */
export const TAGGING_VERBS: Record<string, string> = wordTable({
  tag: "`tag @lee on the incident` notifies lee", mention: "`mention @ana in the thread` notifies ana",
  "@mention": "`@mention the on-call`", "at-mention": "`at-mention the on-call`",
});

export const INTO_PLACE: Record<string, string> = wordTable({
  to: "`flag it to #billing`", in: "`mention it in #general`", into: "`drop it into #billing`",
});

/** Words between `to` and the channel or handle a verb puts something in: `flag 7319 to the #risk channel`. */
export const PLACE_DETERMINERS: Record<string, string> = wordTable({
  the: "`to the #risk channel`", our: "`in our #ops channel`", my: "`in my #team channel`", your: "`to your #ops channel`",
});

/** Verbs of having after `make sure` and someone: `make sure ana@x.com gets the quote`. */
export const SURE_HAVING: Record<string, string> = wordTable({
  gets: "`make sure the buyer gets the quote`", get: "`make sure they get the link`", receives: "`make sure the client receives the contract`",
  receive: "`make sure they receive a copy`", has: "`make sure the buyer has the receipt`", have: "`make sure they have the invoice`",
  sees: "`make sure #ops sees the update`", see: "`make sure they see the report`", got: "`make sure the buyer got the link`",
});

/**
 * Things someone is made sure to have that only a message brings them (`make sure the buyer gets
 * the quote`); a refund, a parcel or an order is had by other means and is not among them.
 */
export const SENT_THINGS: Record<string, string> = wordTable({
  quote: "a quote", contract: "a contract", copy: "a copy", link: "a link", receipt: "a receipt", invoice: "an invoice",
  statement: "a statement", agenda: "an agenda", minutes: "minutes", report: "a report", file: "a file", pdf: "a PDF",
  attachment: "an attachment", slides: "slides", deck: "a deck", form: "a form", notice: "a notice", summary: "a summary",
  memo: "a memo", letter: "a letter", proposal: "a proposal", estimate: "an estimate", itinerary: "an itinerary",
  update: "an update", confirmation: "a confirmation", details: "details", info: "info", news: "news",
  newsletter: "a newsletter", photos: "photos", photo: "a photo", doc: "a document", docs: "documents",
  document: "a document", documents: "documents", spreadsheet: "a spreadsheet", invite: "an invite", invitation: "an invitation",
  email: "an email", message: "a message", text: "a text", note: "a note", reminder: "a reminder", "heads-up": "a heads-up",
});

/** Verbs that set a reminder for the person, so that a sending verb after them is what to be reminded of. */
export const REMINDING_VERBS: Record<string, string> = wordTable({
  remind: "`remind me to text the gardener`", reminder: "`a reminder to email joe`", remember: "`help me remember to email joe`",
});

/**
 * Verbs that move money, so that a bank account (an IBAN) after them in their clause is where the
 * money leaves to: `pay the seller 85 at FI21 …`, `move 80 to BE71 …`. Alone (`pay 40 on the
 * card`) they send nothing.
 */
export const MONEY_VERBS: Record<string, string> = wordTable({
  pay: "`pay the seller 85 at FI21 …`", move: "`move 80 to BE71 …`", put: "`put 300 into GB29 …`",
  deposit: "`deposit 50 into DE89 …`", remit: "`remit 200 to FR76 …`", settle: "`settle 120 to NL91 …`",
  push: "`push 60 to ES91 …`", refund: "`refund 40 to DE89 …` pays into an account, not a card",
  return: "`return the 75 to IE29 …`", reimburse: "`reimburse Dana 30 at LT12 …`", payout: "`payout 90 to GB29 …`",
  paid: "the past of pay, read as a report (`I already paid 240 into …`)", remitted: "the past of remit",
});

/**
 * Media a message goes out by: any verb with `by`, `via` or `over` and one of these after it in its
 * clause asks to send (`update the customer by email`, `confirm with the buyer via text`).
 */
export const MEDIA: Record<string, string> = wordTable({
  email: "`by email`", "e-mail": "`by e-mail`", emails: "`via emails`", mail: "`by mail`", text: "`by text`", texts: "`by texts`",
  txt: "`by txt`", sms: "`by sms`", whatsapp: "`on whatsapp`", slack: "`over slack`", teams: "`on teams`", dm: "`by dm`",
  telegram: "`on telegram`", signal: "`on signal`", messenger: "`via messenger`", post: "`by post`", fax: "`by fax`",
});

/** Words before a medium that say it is how a message goes: `by email`, `via text`, `over slack`, `on whatsapp`. */
export const MEDIUM_LEADS: Record<string, string> = wordTable({
  by: "`by email`", via: "`via text`", over: "`over slack`", through: "`through whatsapp`",
  on: "`on whatsapp`, only for a medium that is a place (`on email` is rare)",
});

/** Media that `on` leads to: apps one is on (`hit them up on whatsapp`), not `on text` or `on email`. */
export const ON_MEDIA: Record<string, string> = wordTable({
  whatsapp: "an app", slack: "an app", teams: "an app", telegram: "an app", signal: "an app", messenger: "an app",
});

/**
 * Verbs that, said at the head of a request with someone other than the person as object, ask
 * the agent to say something to them: `thank the buyer`, `ask the vendor for a photo`, `warn the
 * tenant`. `ask me`, `thank you` and `asked us to` are not (see ADDRESSED_AGENT).
 */
export const ADDRESSING_VERBS: Record<string, string> = wordTable({
  ask: "`ask the vendor for a new date`", thank: "`thank the buyer`",
  warn: "`warn the tenant`", chase: "`chase the supplier for the invoice`", congratulate: "`congratulate the team`",
  welcome: "`welcome the new client`", apologise: "`apologise to the customer`", apologize: "`apologize to the customer`",
});

/**
 * Verbs that tell someone the news when said with someone and what it is about (`update the
 * customer on the delay`, `brief the team about the refund`); with a record as object (`update the
 * address on 4471`) they change it.
 */
export const BRIEFING_VERBS: Record<string, string> = wordTable({
  update: "`update the customer on the delay`", brief: "`brief the team about the refund`", debrief: "`debrief the client on the call`",
});

/** Words after a briefing verb's someone that say what the news is about. */
export const ABOUT_WORDS: Record<string, string> = wordTable({
  on: "`update Dana on the delay`", about: "`update the buyer about it`", re: "`update the client re the invoice`", regarding: "`brief the team regarding the outage`",
});

/**
 * People a business writes to, that compromise does not tag as a person or an actor: the object
 * that makes `update the buyer about …` a message rather than a change to a record.
 */
export const PARTY_NOUNS: Record<string, string> = wordTable({
  buyer: "a buyer", buyers: "buyers", seller: "a seller", client: "a client", clients: "clients", vendor: "a vendor",
  supplier: "a supplier", team: "a team", guest: "a guest", guests: "guests", member: "a member", members: "members",
  partner: "a partner", owner: "an owner", customers: "customers", him: "`update him`", her: "`update her`",
  them: "`update them`", everyone: "`update everyone`", everybody: "`update everybody`", folks: "`update the folks`",
});

/** Objects of an addressing verb that are the agent, not someone outside: `thank you`, `ask u`. */
export const ADDRESSED_AGENT: Record<string, string> = wordTable({
  you: "`thank you`", u: "`thank u`", ya: "`thank ya`", yourself: "`ask yourself`", it: "`ask it`: a thing, not a person",
  for: "`ask for a refund`: no one addressed", about: "`ask about it`", around: "`ask around`", whether: "`ask whether`",
  if: "`ask if`", to: "`ask to`", a: "`ask a question`: no one addressed", an: "`ask an expert`: no one named",
  questions: "`ask questions`", question: "`ask the question`", permission: "`ask permission`", again: "`ask again`",
});

/** Arrows that point a terse turn's step at a place to send to: `inv D-12 2,400 → ap@d12.com`. */
export const ARROWS: Record<string, string> = wordTable({
  "→": "an arrow", "->": "an arrow typed with two keys", "=>": "an arrow typed with two keys", "⇒": "a double arrow", "➡": "an arrow", "➡️": "an arrow",
});

/**
 * Verbs that speak to someone by phone or answer them, a send where the tool sends (`call the
 * customer`, `ring the buyer`, `phone her`, `reach the customer`, `answer the buyer`, `advise
 * the customer of the delay`): only with someone as their object, so `call it a day`, `answer the
 * question` and `reach the warehouse` send nothing.
 */
export const CALLING_VERBS: Record<string, string> = wordTable({
  call: "`call the customer about 4471`", ring: "`ring the buyer`", phone: "`phone her to say sorry`",
  reach: "`reach the customer about 4471`", answer: "`answer the buyer`", advise: "`advise the customer of the delay`",
  contact: "`contact the buyer`", page: "`page the engineer`", buzz: "`buzz the buyer`",
});

/**
 * Verbs that answer a message or a call with one of their own, with a message or call noun as
 * their object (`answer the message from #partners`, `return her call`, `answer that email`):
 * `answer the question` and `return the parcel` send nothing.
 */
export const ANSWERING_VERBS: Record<string, string> = wordTable({
  answer: "`answer the message from #partners`", return: "`return her call`", acknowledge: "`acknowledge the buyer's email`",
});

/** Nouns of a phone call handed to someone: `give the customer a call`, `give her a ring`. */
export const CALL_NOUNS: Record<string, string> = wordTable({
  call: "`give the customer a call`", ring: "`give her a ring`", bell: "`give him a bell`", shout: "`give them a shout`",
});

/**
 * Verbs that hand something on to someone (`pass the news to the customer`, `dispatch the
 * confirmation to the buyer`, `escalate to the vendor`, `push a notification to the customer`):
 * a send only with `to` and someone after them in their clause, so `pass the order to the packing
 * area` sends nothing.
 */
export const HANDING_VERBS: Record<string, string> = wordTable({
  pass: "`pass the news to the customer`", dispatch: "`dispatch the confirmation to the buyer`", distribute: "`distribute the report to the team`",
  submit: "`submit the form to the vendor`", escalate: "`escalate to the vendor`", push: "`push a notification to the customer`",
  hand: "`hand the update to the client`", relay: "`relay the news to the buyer`", circulate: "`circulate the memo to the team`",
});

/** Verbs that hand something on only with `over to` someone: `get the invoice over to the buyer`, `bring the form over to legal`. */
export const OVER_TO_VERBS: Record<string, string> = wordTable({
  get: "`get the invoice over to the buyer`", bring: "`bring the quote over to the client`", take: "`take the contract over to the vendor`",
  // Verbs of throwing that, with `over` and `to` someone, say a thing is sent in slang: `shoot over
  // the plan to kai@…`, `fire the deck over to legal`, `whip the quote over to the buyer`.
  shoot: "`shoot over the floor plan to …`", fire: "`fire the deck over to …`", flick: "`flick the pdf over to …`",
  toss: "`toss the file over to …`", ping: "`ping the invoice over to …`", bung: "`bung the quote over to …`",
  chuck: "`chuck the receipt over to …`", sling: "`sling the contract over to …`", whip: "`whip the quote over to …`",
  zip: "`zip the form over to …`",
});

/**
 * Verbs that publish something at a web address only with `up on` (or `up at`) and the address
 * after them: `put the pack up on https://files.example/share`, `stick the menu up on
 * www.cafe.example`, `get the slides up on https://…`. Without a web address after `up on` they
 * send nothing (`put the price up on 4471`, `put the sign up on the door`).
 */
export const PUT_UP_VERBS: Record<string, string> = wordTable({
  put: "`put the pack up on https://…`", stick: "`stick the menu up on https://…`", pop: "`pop the file up on https://…`",
  get: "`get the slides up on https://…`", throw: "`throw the deck up on https://…`", chuck: "`chuck the pdf up on https://…`",
});

/** Words after an act that name the person as its sender: `I don't mind emailing them myself`. */
export const SELF_SENDERS: Record<string, string> = wordTable({
  myself: "`I'll email them myself`", ourselves: "`we'll text them ourselves`", personally: "`I'll call her personally`",
});

/**
 * Words that, before a colon, introduce text to keep: `write down: call ana tomorrow`, `add to my
 * list: ring the bank`, `todo: email the landlord`. The words after the colon, to the sentence's
 * end, are the text, not a request. `note:` is left out: `note: ship order 12 on friday` is as
 * often an instruction headed by a label.
 */
export const DICTATION_HEADS: Record<string, string> = wordTable({
  down: "`write down:`, `jot down:`, `put down:`", list: "`add to my list:`", todo: "`todo:`", "to-do": "`to-do:`",
  todos: "`todos:`", reminder: "`reminder:`", memo: "`memo:`",
});

/**
 * Verbs that, with `with` and someone after them, ask to write to that person: `check with the
 * customer if the address is right`, `confirm with the buyer that 4471 is cancelled`. `check with
 * the warehouse` or `confirm with a note` name no one.
 */
export const WITH_SOMEONE_VERBS: Record<string, string> = wordTable({
  check: "`check with the customer`", confirm: "`confirm with the buyer`", verify: "`verify with the client`",
  clarify: "`clarify with the vendor`", "double-check": "`double-check with the buyer`", sort: "`sort it out with the customer`",
});

/** Words before `if you` that make a past form a polite request: `I'd appreciate it if you emailed the buyer`. */
export const POLITE_IF: Record<string, string> = wordTable({
  appreciate: "`I'd appreciate it if you emailed`", great: "`it'd be great if you sent`", nice: "`it would be nice if you texted`",
  grateful: "`I'd be grateful if you posted`", helpful: "`it'd be helpful if you forwarded`", love: "`I'd love it if you emailed`",
  ideal: "`ideal if you sent`", good: "`it would be good if you emailed`",
});

