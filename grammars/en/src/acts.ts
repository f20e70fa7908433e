// Finds the requests to send something out in an English turn, on compromise's terms: which
// words are sending verbs (not nouns: `an email`, `the post`), and which are negated (`don't
// send it yet`) or only named (`i sent it yesterday`, `did you email ana?`).
import { type ActPhrase, clauseStarts, ibanChecksumValid, matchPhrase, type SendingAct, trimTrailing, wordTable } from "@toolgate/grammar-kit";
import {
  BUTTON_PRESSES,
  CLAUSE_BREAKS,
  ENGLISH_WORDS,
  GIVING_VERBS,
  HANDED_ALONE,
  INTO_PLACE,
  PLACE_DETERMINERS,
  SENT_THINGS,
  SURE_HAVING,
  TAGGING_VERBS,
  HITTING_VERBS,
  HANDED_NOUNS,
  READING_VERBS,
  FOREIGN_WORDS,
  KEEPING_VERBS,
  MESSAGE_NOUNS,
  ARROWS,
  MEDIA,
  MEDIUM_LEADS,
  ON_MEDIA,
  ADDRESSING_VERBS,
  ADDRESSED_AGENT,
  ABOUT_WORDS,
  BRIEFING_VERBS,
  CALL_NOUNS,
  DICTATION_HEADS,
  CALLING_VERBS,
  ANSWERING_VERBS,
  POLITE_IF,
  WITH_SOMEONE_VERBS,
  HANDING_VERBS,
  OVER_TO_VERBS,
  PUT_UP_VERBS,
  SELF_SENDERS,
  PARTY_NOUNS,
  MONEY_VERBS,
  OTHER_ACTORS_EXCEPT,
  PLACE_PREPOSITIONS,
  REMINDING_VERBS,
  REPORTING_VERBS,
  NEGATION_BRIDGES,
  NEGATION_UNDOERS,
  NEGATORS,
  NOUN_MARKERS,
  PASSIVE_REQUEST_AUX,
  REQUEST_LEADS,
  SELF_OBJECTS,
  SENDING_PHRASES,
  SENDING_VERBS,
  type SendingVerb,
} from "./lexicon.js";
import { conjugations, knownWord, type Term } from "./world.js";
import { signSendsToPlace } from "./message-signs.js";
import { sendsPutOff } from "./sends-put-off.js";
import { supposedByPerson, supposedOfOthers } from "./supposed.js";
import { withheldByItsVerb } from "./withheld.js";

type Form = "base" | "past" | "gerund";

interface FormEntry {
  verb: SendingVerb;
  form: Form;
}

let forms: Map<string, FormEntry> | undefined;

/** Every spelling of every sending verb, built once from compromise's conjugations, when first read. */
function FORMS(): Map<string, FormEntry> {
  forms ??= spellings();
  return forms;
}

function spellings(): Map<string, FormEntry> {
  const forms = new Map<string, FormEntry>();
  const add = (word: string, verb: SendingVerb, form: Form): void => {
    const w = word.toLowerCase();
    if (w !== "" && !forms.has(w)) forms.set(w, { verb, form });
  };
  for (const verb of SENDING_VERBS) {
    const lemma = verb.lemma;
    add(lemma, verb, "base");
    const conjugated = conjugations(lemma);
    if (conjugated.PresentTense) add(conjugated.PresentTense, verb, "base");
    if (conjugated.PastTense && conjugated.PastTense !== lemma) add(conjugated.PastTense, verb, "past");
    if (conjugated.Gerund && conjugated.Gerund !== lemma) add(conjugated.Gerund, verb, "gerund");
    // Regular spellings compromise leaves out for short or borrowed verbs (`dm`, `cc`, `ping`).
    const doubled = /[^aeiou][aeiou][bdgmnpt]$/.test(lemma) || /^[a-z]{2}$/.test(lemma) ? lemma + lemma.slice(-1) : lemma;
    add(`${lemma}s`, verb, "base");
    add(`${lemma}'s`, verb, "base");
    add(lemma.endsWith("e") ? `${lemma}d` : `${doubled}ed`, verb, "past");
    add(`${lemma}ed`, verb, "past");
    add(`${lemma}'d`, verb, "past");
    add(lemma.endsWith("e") ? `${lemma.slice(0, -1)}ing` : `${doubled}ing`, verb, "gerund");
    add(`${lemma}ing`, verb, "gerund");
    // A past spelling is longer than the lemma: `sned` is `send` mistyped, `emialed` is past.
    for (const extra of verb.extra) {
      add(extra, verb, /(ed|'d)$/.test(extra) && extra.length > lemma.length ? "past" : "base");
    }
  }
  return forms;
}

let slips: Map<string, FormEntry> | undefined;

/** The longest word read as a slip of a sending verb's form (`circulating` and one letter). */
const MAX_SLIPPED = 16;

/**
 * Spellings one slip of the keyboard away from a sending verb's form, for words compromise does
 * not know: two neighbouring letters swapped (`forwrad`, `psot`), a letter left out of a form of
 * five or more (`emal`, `forwad`). A substituted letter is not read: it makes real words too
 * often (`send` and `tend`, `lend`, `mend`).
 */
function SLIPS(): Map<string, FormEntry> {
  if (slips) return slips;
  slips = new Map();
  for (const [form, entry] of FORMS()) {
    if (!/^[a-z]{4,}$/.test(form)) continue;
    for (let k = 0; k + 1 < form.length; k++) {
      if (form[k] === form[k + 1]) continue;
      const swapped = form.slice(0, k) + form[k + 1] + form[k] + form.slice(k + 2);
      if (!slips.has(swapped)) slips.set(swapped, entry);
    }
    if (form.length < 5) continue;
    for (let k = 0; k < form.length; k++) {
      const dropped = form.slice(0, k) + form.slice(k + 1);
      if (!slips.has(dropped)) slips.set(dropped, entry);
    }
  }
  return slips;
}

/**
 * The sending verb a word spells, as written or with one slip: a word that is a form (`sends`),
 * or that compromise does not know and is one slip from one (`forwrad`), or has one letter too
 * many (`emaill`, `sennd`).
 */
function formOf(word: string): FormEntry | undefined {
  const exact = FORMS().get(word);
  if (exact) return exact;
  // `resend`, `re-send`, `re-email`, `repost`: a sending verb done again is the same act.
  const again = /^re-?([a-z]{3,})$/.exec(word);
  if (again) {
    const entry = FORMS().get(again[1]!);
    if (entry && entry.verb.lemma.length >= 3 && entry.verb.lemma !== "ply") return entry;
  }
  // No sending verb's form is longer than this: a long token is never tried letter by letter.
  if (word.length > MAX_SLIPPED || !/^[a-z]{4,}$/.test(word) || knownWord(word) || ENGLISH_WORDS.has(word) || FOREIGN_WORDS.has(word)) return undefined;
  const slip = SLIPS().get(word);
  if (slip) return slip;
  if (word.length < 6) return undefined;
  for (let k = 0; k < word.length; k++) {
    const entry = FORMS().get(word.slice(0, k) + word.slice(k + 1));
    if (entry && entry.verb.lemma.length >= 5) return entry;
  }
  return undefined;
}

/** Words that make a form a noun or adjective where it stands: `going forward`, `look forward`. */
const FORWARD_IDIOMS = new Set(["going", "look", "looking", "looks", "move", "moving", "step", "fast", "straight", "way"]);

function isPronoun(term: Term | undefined): boolean {
  return term !== undefined && term.tags.has("Pronoun");
}

/** How far back a negation or a request lead is looked for: clauses are short. */
const WINDOW = 12;

/** True when only request leads (`please`, `can you`, `and`) stand between the clause start and i. */
function atHead(terms: Term[], i: number, from: number): boolean {
  for (let j = from; j < i; j++) {
    const norm = terms[j]!.norm;
    if (REQUEST_LEADS[norm] === undefined && NEGATORS[norm] === undefined && NEGATION_BRIDGES[norm] === undefined) return false;
  }
  return true;
}

/** Reads whether a sending word at i stands where a verb would in a request. */
function standsAsVerb(terms: Term[], i: number, verb: SendingVerb, from: number): boolean {
  const term = terms[i]!;
  const prev = i > from ? terms[i - 1] : undefined;
  // `I need this emailed`: a past form after a causing verb's `this` is asked done, not a noun's `this email`.
  if (prev && DEMONSTRATIVES.has(prev.norm) && term.tags.has("PastTense") && causedBefore(terms, i, from)) return true;
  if (prev && (NOUN_MARKERS[prev.norm] !== undefined || prev.tags.has("Possessive"))) return false;
  if (verb.lemma === "forward" && prev && FORWARD_IDIOMS.has(prev.norm)) return false;
  // `text: hi` and `message = hi` label a text; they ask nothing.
  if (verb.use !== "clear" && /^\s*[:=]/.test(term.post)) return false;
  if (verb.use === "clear") return true;
  const head = atHead(terms, i, from);
  const afterLead = prev !== undefined && (REQUEST_LEADS[prev.norm] !== undefined || NEGATORS[prev.norm] !== undefined);
  if (verb.use === "strict") return head || afterLead;
  if (head || afterLead) return true;
  // `have the buyer emailed`, `I need them texted`: a past form after someone a verb causes it done to.
  if (term.tags.has("PastTense") && causedBefore(terms, i, from)) return true;
  const taggedVerb = term.tags.has("Verb") && !term.tags.has("Noun");
  const adjectiveBefore = prev !== undefined && (prev.tags.has("Adjective") || (prev.tags.has("Noun") && !isPronoun(prev)));
  return taggedVerb && !adjectiveBefore;
}

/** `i sent it`, `it was posted`, `did you email ana?`, `did we ever text them?`: the act is named, not asked for. */
function onlyNamed(terms: Term[], i: number, form: Form, from: number): boolean {
  let j = i - 1;
  while (j >= from && ["already", "just", "also", "all", "actually", "really", "not", "ever", "even"].includes(terms[j]!.norm)) j--;
  const prev = j >= from ? terms[j] : undefined;
  if (form === "past") {
    // `sent this to the buyer pls`: a past form heading its clause, asked with `please`, is a slip for the base form.
    if (prev === undefined) return !pleaseAfter(terms, i);
    // `I'd appreciate it if you emailed the buyer`: a polite request, not a report.
    if ((prev.norm === "you" || prev.norm === "u") && j - 1 >= 0 && terms[j - 1]!.norm === "if" && politeBefore(terms, j - 1)) return false;
    if (PASSIVE_REQUEST_AUX[prev.norm] !== undefined) return false;
    const before = j - 1 >= from ? terms[j - 1] : undefined;
    // `make sure it's seen in #leadership`, `ensure they've got it posted`: compromise expands the
    // `'s` before a participle to `has`; after `sure` or `ensure` and a subject it asks for it done.
    if (prev.text === "" && (prev.norm === "has" || prev.norm === "have") && before !== undefined && j - 2 >= 0 && ["sure", "ensure", "ensures"].includes(terms[j - 2]!.norm)) return false;
    // `have it sent`, `get them posted` ask for it to be done.
    // `have you emailed it?`, `have we sent it?` ask or tell whether it was done.
    const subject = SUBJECT_PRONOUNS.has(prev.norm);
    // `I need this emailed`, `we want that shared in #team`: a demonstrative is the object too; `I'd
    // like it posted` asks as `want` does (`looks like it posted` does not: `would` is wanted).
    const causing = before !== undefined && (CAUSING.has(before.norm) || (before.norm === "like" && j - 2 >= from && terms[j - 2]!.norm === "would"));
    if (causing && !subject && (isPronoun(prev) || prev.tags.has("Noun") || DEMONSTRATIVES.has(prev.norm))) return false;
    // `have the customer notified`, `I need the buyer emailed`: the same, with a determiner.
    const causer = j - 2 >= from ? terms[j - 2] : undefined;
    if (before && DETERMINERS.has(before.norm) && causer && CAUSING.has(causer.norm) && prev.tags.has("Noun")) return false;
    return true;
  }
  if (form === "base" && prev !== undefined && prev.tags.has("Pronoun")) {
    // `I already hit up the buyer`, `we already put it in #ops`: a verb whose past is its base
    // form, `already` after its subject: told as done.
    if (SUBJECT_PRONOUNS.has(prev.norm) && (terms.slice(j + 1, i).some((t) => t.norm === "already") || alreadyAfter(terms, i))) return true;
    const before = j - 1 >= from ? terms[j - 1] : undefined;
    return before !== undefined && ["did", "didnt", "does"].includes(before.norm);
  }
  // `I'm letting Dana know`, `she is emailing them`: someone is doing it already.
  if (form === "gerund") return prev !== undefined && ["was", "were", "been", "am", "is", "are"].includes(prev.norm);
  return false;
}

/** `please`, `pls` or `plz` later in the act's clause. */
function pleaseAfter(terms: Term[], i: number): boolean {
  for (let k = i + 1; k < terms.length && k <= i + 8; k++) {
    if (["please", "pls", "plz"].includes(terms[k]!.norm)) return true;
    if (terms[k]!.breakAfter) return false;
  }
  return false;
}

/** A word of politeness a few words before `if` (which may start a clause): `I'd appreciate it if`, `it'd be great if`. */
function politeBefore(terms: Term[], at: number): boolean {
  for (let k = at - 1; k >= 0 && k >= at - 5; k--) if (POLITE_IF[terms[k]!.norm] !== undefined) return true;
  return false;
}

/** `if` a few words before i, with a word of politeness before it: `it'd be great if the buyer got …`. */
function politeIfBefore(terms: Term[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) if (terms[k]!.norm === "if") return politeBefore(terms, k);
  return false;
}

/** Verbs that ask for something to be done to an object: `have it sent`, `I need the buyer emailed`, `want them notified`. */
const CAUSING = new Set(["have", "get", "getting", "need", "needs", "want", "wants"]);
/** Words that point at the thing a causing verb wants done: `need this emailed`. */
const DEMONSTRATIVES = new Set(["this", "that", "these", "those"]);

/** True when a causing verb and its object (`have the buyer`, `need them`) stand right before i. */
function causedBefore(terms: Term[], i: number, from: number): boolean {
  const object = i - 1 >= from ? terms[i - 1] : undefined;
  if (!object || SUBJECT_PRONOUNS.has(object.norm) || !(isPronoun(object) || object.tags.has("Noun") || DEMONSTRATIVES.has(object.norm))) return false;
  const before = i - 2 >= from ? terms[i - 2] : undefined;
  if (before && (CAUSING.has(before.norm) || (before.norm === "like" && i - 3 >= from && terms[i - 3]!.norm === "would"))) return true;
  const causer = i - 3 >= from ? terms[i - 3] : undefined;
  return before !== undefined && DETERMINERS.has(before.norm) && causer !== undefined && CAUSING.has(causer.norm);
}

/** `I let Dana know already`: `already` later in the verb's clause, within a few words. */
function alreadyAfter(terms: Term[], i: number): boolean {
  for (let k = i; k < terms.length && k <= i + 6; k++) {
    if (k > i && terms[k]!.norm === "already") return true;
    if (terms[k]!.breakAfter) return false;
  }
  return false;
}

/** Pronouns that are a sentence's subject, never the object of `have it sent`. */
const SUBJECT_PRONOUNS = new Set(["i", "you", "u", "we", "they", "he", "she"]);

/** The sending verb a message noun stands for. */
const MESSAGE_LEMMA: Record<string, string> = wordTable({ email: "email", "e-mail": "email", mail: "email", text: "text", txt: "text", sms: "text", dm: "dm" });

const ADVERBS = new Set(["already", "just", "also", "then", "probably", "prob", "definitely", "gonna", "later", "myself", "ourselves", "themselves"]);

/**
 * Someone other than the agent is the sender, or the act is what the person is to be reminded
 * of: `we'll email it later`, `the client will email the form`, `Maria asked us to wire it`,
 * `remind me on the 10th to text the gardener`, `I'll hit send`.
 */
function otherSender(terms: Term[], i: number, from: number): boolean {
  let j = i - 1;
  while (j >= from && ADVERBS.has(terms[j]!.norm)) j--;
  const prev = j >= from ? terms[j] : undefined;
  if (!prev) return false;
  if (BUTTON_PRESSES[prev.norm] !== undefined) return true;
  // `X will send`, `X'll send`, `X is going to send`: the subject is not the agent addressed.
  const future = prev.tags.has("Modal") && ["will", "shall", "", "'ll", "wil"].includes(prev.norm);
  const goingTo = prev.norm === "to" && j - 1 >= from && terms[j - 1]!.norm === "going";
  if (future || goingTo) {
    const at = future ? j - 1 : j - 3;
    const subject = at >= from ? terms[at] : undefined;
    const who = subject?.norm.replace(/'ll$/, "") ?? "";
    if (subject && who !== "" && OTHER_ACTORS_EXCEPT[who] === undefined && !subject.tags.has("Verb") && (REQUEST_LEADS[who] === undefined || subject.tags.has("Pronoun"))) return true;
  }
  // `asked him to text her`, `wants us to text her`: a request or wish someone else made,
  // reported. Asked of us or me (`Maria asked us to wire 400 to the landlord`), it is the request
  // passed on, unless the person then takes it on (`…, I'll handle that`).
  if (prev.norm === "to" && j - 2 >= from && REPORTING_VERBS[terms[j - 2]!.norm] !== undefined && terms[j - 1]!.tags.has("Pronoun")) {
    const askedOf = terms[j - 1]!.norm;
    const asked = terms[j - 2]!.norm === "asked" || terms[j - 2]!.norm === "asks";
    if (!asked || (askedOf !== "us" && askedOf !== "me") || personTakesItOn(terms, i)) return true;
  }
  // `remind me (on the 10th) to text the gardener`: the reminder is the act. `remember to email
  // the buyer` asks the agent to; `help me remember to email joe` is the person's own.
  for (let k = from; k < i; k++) {
    if (REMINDING_VERBS[terms[k]!.norm] === undefined) continue;
    if (terms[k]!.norm !== "remember") return true;
    for (let m = from; m < k; m++) if (REMEMBERERS.has(terms[m]!.norm)) return true;
  }
  return selfAfter(terms, i) || supposedByPerson(terms, i, from) || supposedOfOthers(terms, i);
}

/** Verbs after `I will` by which the person takes an act on: `I'll handle that`, `I'll deal with it`, `I'll sort it`. */
const TAKEN_ON = new Set(["handle", "deal", "take", "sort", "do", "cover"]);

/** `I'll handle that`, `I will deal with it`, anywhere after term `i`. */
function personTakesItOn(terms: Term[], i: number): boolean {
  for (let k = i + 1; k + 2 < terms.length; k++) {
    if (terms[k]!.norm === "i" && (terms[k + 1]!.norm === "will" || terms[k + 1]!.norm === "'ll") && TAKEN_ON.has(terms[k + 2]!.norm)) return true;
  }
  return false;
}

/** Words before `remember` that make the remembering the person's: `help me remember`, `I need to remember`. */
const REMEMBERERS = new Set(["me", "i", "we", "us", "myself"]);

/** `I don't mind emailing them myself`: the person names themselves the sender, later in the act's clause. */
function selfAfter(terms: Term[], i: number): boolean {
  for (let k = i + 1; k < terms.length && k <= i + 5; k++) {
    if (SELF_SENDERS[terms[k]!.norm] !== undefined) return true;
    if (terms[k]!.breakAfter) return false;
  }
  return false;
}

/** True when a text holds a place to send to: an address, a channel or handle, a phone's digits. */
function placeLike(text: string): boolean {
  return /@/.test(text) || /(^|\s)[#@][a-z]/i.test(text) || (text.match(/\d/g) ?? []).length >= 7;
}

/** The nearest full verb before term `i` in its clause (from `from`), or -1: auxiliaries and modals are passed over. */
function verbBefore(terms: Term[], i: number, from: number): number {
  for (let k = i - 1; k >= from; k--) {
    if (terms[k]!.tags.has("Verb") && !terms[k]!.tags.has("Auxiliary") && !terms[k]!.tags.has("Modal")) return k;
  }
  return -1;
}

/**
 * A message noun with a place after it in its clause (`drop a note in #hr`, `give the buyer a
 * heads-up at lin@x.com`), whatever verb comes before, unless that verb keeps the message
 * (`save a note to ana@x.com`): the lemma, and where the verb is.
 */
function messageToPlace(terms: Term[], i: number, from: number, actAt: ReadonlySet<number>): { verbAt: number } | undefined {
  if (MESSAGE_NOUNS[terms[i]!.norm] === undefined) return undefined;
  const verbAt = verbBefore(terms, i, from);
  if (keptBy(terms, verbAt, i)) return undefined;
  // `post a message in #ops`: the sending verb before it is the act already.
  for (let k = Math.max(from, i - 3); k < i; k++) if (actAt.has(k)) return undefined;
  for (let k = i + 1; k <= i + 3 && k < terms.length; k++) {
    if (PLACE_PREPOSITIONS[terms[k]!.norm] === undefined) {
      if (terms[k]!.breakAfter) return undefined;
      continue;
    }
    // `to the buyer on 07700 900 218`: the place may come a few words on, in the same clause.
    const rest: string[] = [];
    for (let m = k + 1; m < Math.min(terms.length, k + 8); m++) {
      rest.push(terms[m]!.text);
      if (terms[m]!.breakAfter) break;
    }
    const after = rest.join(" ");
    if (placeLike(after)) return { verbAt: verbAt >= 0 ? verbAt : i };
    return undefined;
  }
  return undefined;
}

/**
 * Whether the verb at `verbAt` keeps the message noun at `i` unsent (`save a note to ana@…`, `draft
 * an email to the buyer`). `write` keeps what it writes unless that is a message always sent (an
 * email, a text, not a note or a draft) written `to` someone: `write an email to ana@…` is written
 * to her, as `write to ana@…` is; `draft`, `compose` and `prepare` keep even that.
 */
function keptBy(terms: Term[], verbAt: number, i: number): boolean {
  if (verbAt < 0 || KEEPING_VERBS[terms[verbAt]!.norm] === undefined) return false;
  const writtenTo = WRITING_FORMS.has(terms[verbAt]!.norm) && HANDED_ALONE[terms[i]!.norm] !== undefined && terms[i + 1]?.norm === "to" && !terms[i]!.breakAfter;
  return !writtenTo;
}

/** Someone a message goes to: a person, an actor, a party a business writes to, or a pronoun. */
function someoneAt(terms: Term[], k: number): boolean {
  if (terms[k] && DETERMINERS.has(terms[k]!.norm) && !terms[k]!.breakAfter) k++;
  const t = terms[k];
  if (!t || SELF_OBJECTS[t.norm] !== undefined) return false;
  return t.tags.has("Person") || t.tags.has("Actor") || Object.hasOwn(PARTY_NOUNS, t.norm);
}

/** Verbs by which someone is to have a message: `the buyer gets an email`, `the customer wants a text`. */
const HAVING_VERBS = new Set(["get", "gets", "receive", "receives", "want", "wants", "need", "needs"]);

/**
 * A new message for someone, said without a sending verb: `a quick email to the buyer`, `+
 * heads-up to the customer`, `get an email out to the buyer`, `make sure the buyer gets an
 * email`, `the customer wants a confirmation email`. A message noun that is new (after `a`/`an`,
 * or heading its clause) with `to` and someone after it, or after someone and a verb of having;
 * not in a clause that keeps it (`save a note to the buyer's file`).
 */
function messageForSomeone(terms: Term[], i: number, from: number, actAt: ReadonlySet<number>): { verbAt: number } | undefined {
  if (MESSAGE_NOUNS[terms[i]!.norm] === undefined) return undefined;
  for (let k = Math.max(from, i - 3); k < i; k++) if (actAt.has(k)) return undefined;
  const verbAt = verbBefore(terms, i, from);
  if (keptBy(terms, verbAt, i)) return undefined;
  // How the noun is introduced: `a quick email`, `an email`, or alone at the head of its clause.
  let article = -1;
  for (let k = i - 1; k >= Math.max(from, i - 3); k--) {
    if (terms[k]!.norm === "a" || terms[k]!.norm === "an") {
      article = k;
      break;
    }
    if (terms[k]!.breakAfter) break;
  }
  const heading = i === from || ["and", "also", "plus", "+", "&"].includes(terms[i - 1]!.norm);
  if (article < 0 && !heading) return undefined;
  // `a quick email to the buyer`, `an email out to the buyer`.
  for (let k = i + 1; k <= i + 3 && k < terms.length; k++) {
    if (terms[k - 1]!.breakAfter) break;
    if (terms[k]!.norm === "to") return someoneAt(terms, k + 1) ? { verbAt: verbAt >= 0 ? verbAt : i } : undefined;
    // `an email out to`, `a heads up to` (compromise splits `heads-up`).
    if (!["out", "over", "up"].includes(terms[k]!.norm)) break;
  }
  // `make sure the buyer gets an email`: someone, a verb of having, then the new message.
  if (article < 0) return undefined;
  const having = article - 1;
  // `it'd be great if the buyer got a text`: a past of having, asked politely with `if`.
  const politePast = having >= 0 && terms[having]!.norm === "got" && politeIfBefore(terms, having);
  if (having < from || (!HAVING_VERBS.has(terms[having]!.norm) && !politePast)) return undefined;
  for (let k = having - 1; k >= Math.max(from, having - 3); k--) {
    if (someoneAt(terms, k) || (terms[k]!.tags.has("Person") || terms[k]!.tags.has("Actor") || Object.hasOwn(PARTY_NOUNS, terms[k]!.norm))) {
      return SELF_OBJECTS[terms[k]!.norm] === undefined && terms[k]!.norm !== "i" && terms[k]!.norm !== "we" ? { verbAt: having } : undefined;
    }
  }
  return undefined;
}

/**
 * A send asked and answered no by the person at once (`email? no, just a note`, `text them? nah —
 * save it`): the act's clause ends a question and `no` follows, set off or before `just`/`only`,
 * so that `can you email ana? no rush` still sends. A `no` that goes on with where to send (`send it
 * to ops@…? no - to the member herself, …`, `post it in #ops? no, in #crew`) answers the place, not
 * the send: the send stands, and the place before the `no` is the one taken back.
 */
function answeredNo(terms: Term[], last: number): boolean {
  for (let k = last; k < terms.length && k <= last + QUESTION_REACH; k++) {
    const word = terms[k]!;
    if (!word.post.includes("?")) {
      if (word.breakAfter) return false;
      continue;
    }
    const answer = terms[k + 1];
    if (!answer || !["no", "nah", "nope"].includes(answer.norm)) return false;
    const then = terms[k + 2];
    if (then !== undefined && PLACE_PREPOSITIONS[then.norm] !== undefined && terms[k + 3]?.norm !== "be") return false;
    return /[,.;:!—–-]/.test(answer.post) || ["just", "only"].includes(then?.norm ?? "");
  }
  return false;
}

/** Most words between a sending word and the question mark that ends its question: `email the new buyer?`. */
const QUESTION_REACH = 6;

/** True when a negator earlier in the clause reaches the act at i. */
function negatedAt(terms: Term[], i: number, from: number): boolean {
  const next = terms[i + 1];
  if (next && (next.norm === "nothing" || next.norm === "none")) return true;
  for (let j = i - 1; j >= from; j--) {
    const t = terms[j]!;
    const following = terms[j + 1];
    const negator =
      NEGATORS[t.norm] !== undefined &&
      (t.norm !== "instead" || following?.norm === "of") &&
      (t.norm !== "rather" || following?.norm === "than") &&
      (t.norm !== "hold" || following?.norm === "off");
    if (negator) {
      for (let k = j + 1; k < i; k++) if (NEGATION_UNDOERS[terms[k]!.norm] !== undefined) return false;
      return true;
    }
    if (NEGATION_BRIDGES[t.norm] !== undefined || FORMS().has(t.norm) || t.norm === "or") continue;
    // Another verb stands between: `don't save it, post it` keeps the negation on save.
    if (t.tags.has("Verb") && !t.tags.has("Auxiliary") && !t.tags.has("Modal")) return false;
  }
  return false;
}

/** A phrase's word fits a term; `*` fits any word but one that points back at the person (`me`, `us`). */
function fitsPhrase(word: string, term: Term): boolean {
  return word === "*" ? term.norm !== "" && SELF_OBJECTS[term.norm] === undefined : term.norm === word;
}

/**
 * Each spelling of some of `words` read as one of them (`let`, `lets`, `letting`: the word, with
 * an `s`, with `ing` after it or its stem), with its form: the first word that spells it. A term is
 * looked up here once, where trying every word built four strings per word for every term.
 */
function inflections(words: readonly string[]): ReadonlyMap<string, Form> {
  const out = new Map<string, Form>();
  for (const word of words) {
    const stem = word.endsWith("e") ? word.slice(0, -1) : /[^aeiou][aeiou][bdgmnpt]$/.test(word) ? word + word.slice(-1) : word;
    const spellings: Array<[string, Form]> = [[word, "base"], [`${word}s`, "base"], [`${stem}ing`, "gerund"], [`${word}ing`, "gerund"]];
    for (const [spelling, form] of spellings) if (!out.has(spelling)) out.set(spelling, form);
  }
  return out;
}

/** The sending phrases' first verbs, inflected. */
const PHRASE_HEADS = inflections(SENDING_PHRASES.map((p) => p.words[0]!));

/**
 * The sending phrases by each spelling of their first verb (`let`, `lets`, `letting`), each list in
 * the phrases' order: a word is tried against the phrases it may start, where trying all of them
 * spelt its inflections again for each phrase.
 */
const PHRASES_BY_HEAD: ReadonlyMap<string, readonly ActPhrase[]> = (() => {
  const out = new Map<string, ActPhrase[]>();
  for (const phrase of SENDING_PHRASES) {
    for (const spelling of inflections([phrase.words[0]!]).keys()) {
      const list = out.get(spelling);
      if (list === undefined) out.set(spelling, [phrase]);
      else list.push(phrase);
    }
  }
  return out;
})();

/** The giving verbs, inflected. */
const GIVING_FORMS = inflections(Object.keys(GIVING_VERBS));
const WRITING_FORMS = inflections(["write"]);

/** A phrase whose first verb may be inflected: the phrase, and the form its first word was in. */
function phraseAt(terms: Term[], i: number): { length: number; lemma: string; form: Form } | undefined {
  const form = PHRASE_HEADS.get(terms[i]!.norm);
  const phrases = PHRASES_BY_HEAD.get(terms[i]!.norm);
  if (form === undefined || phrases === undefined) return undefined;
  const head = terms[i]!;
  // The head is one of the spellings each of these phrases is listed by.
  const phrase = matchPhrase(phrases, terms, i, (word, term) => term === head || fitsPhrase(word, term));
  return phrase ? { ...phrase, form } : undefined;
}

/** Most words between a giving verb and its message noun: `give the new buyer a quick heads-up`. */
const HANDING_REACH = 6;

/**
 * A giving verb that hands someone a message noun in its clause (`give the buyer a heads-up`,
 * `shoot Dana a msg`, `drop a line to #ops`): the message noun's lemma and how many words it takes.
 * Someone named between is the one sent to; with no one, only nouns that are always sent count
 * (`drop a line`, not `drop a note on 2218`).
 */
function handedMessage(terms: Term[], i: number): { lemma: string; length: number } | undefined {
  const verb = terms[i]!.norm;
  if (!GIVING_FORMS.has(verb) || verb === "") return undefined;
  // `write` hands a message only to someone named right after it (`write the customer an apology`,
  // `write them a note`); `write down a note`, `write yourself a note` keep it.
  if (WRITING_FORMS.has(verb) && !someoneAt(terms, i + 1)) return undefined;
  let someone = false;
  for (let k = i + 1; k <= i + HANDING_REACH && k < terms.length; k++) {
    const t = terms[k - 1]!;
    if (t.breakAfter) return undefined;
    const term = terms[k]!;
    if (SELF_OBJECTS[term.norm] !== undefined) return undefined;
    if (term.norm === "a" || term.norm === "an") {
      let m = k + 1;
      if (m < terms.length && (terms[m]!.norm === "quick" || terms[m]!.norm === "short" || terms[m]!.norm === "brief")) m++;
      const noun = terms[m];
      if (!noun || terms[k]!.breakAfter) return undefined;
      const alone = HANDED_ALONE[noun.norm] !== undefined;
      // `give the customer a call`, `give her a ring`: a call handed to someone named.
      if (CALL_NOUNS[noun.norm] !== undefined && someone && verb !== "drop" && verb !== "send") return { lemma: "call", length: m - i + 1 };
      if (HANDED_NOUNS[noun.norm] !== undefined && someone) return { lemma: "message", length: m - i + 1 };
      if (MESSAGE_NOUNS[noun.norm] === undefined || !(someone || alone)) return undefined;
      return { lemma: MESSAGE_LEMMA[noun.norm] ?? "message", length: m - i + 1 };
    }
    // `shoot her the invoice at jen@…`, `flick him the quote on 07700 …`: a thing handed to someone
    // named, at an address right after it in the clause, is sent there.
    if (term.norm === "the" && someone) return handedThingAt(terms, i, k);
    if (term.norm === "off" || term.norm === "over") continue;
    someone = true;
  }
  return undefined;
}

/** Most words of a thing handed before the address it goes to: `the signed hire contract at`. */
const THING_REACH = 4;
/** The words that put a thing handed at an address: `at jen@…`, `to 07700 …`, `on 07700 …`. */
const AT_ADDRESS = new Set(["at", "to", "on"]);

/**
 * After a giving verb and someone named, the thing at `the` (term `k`) handed to an address right
 * after it in its clause: a send, as `shoot Dana a msg` is. Undefined where no address follows.
 */
function handedThingAt(terms: Term[], i: number, k: number): { lemma: string; length: number } | undefined {
  for (let m = k + 2; m <= k + THING_REACH + 1 && m + 1 < terms.length; m++) {
    if (terms[m - 1]!.breakAfter) return undefined;
    if (AT_ADDRESS.has(terms[m]!.norm) && !terms[m]!.breakAfter && handedToPlace(terms[m + 1])) return { lemma: "send", length: m - i };
  }
  return undefined;
}

/** Most words between a verb and the channel it puts something in: `escalate the new ticket to #ops`. */
const PLACE_REACH = 5;
/** More words a place may stand after `over to` or `across to`: `fire the receipt for 9227 across to acc@…`. */
const OVER_REACH = 2;

/**
 * A verb that puts something in a chat channel or before a handle (`escalate it to #ops`, `drop
 * it in #billing`, `mention it in #general`): where a message goes is a place only a send reaches,
 * whatever the verb. Verbs that read (`look in #billing`) and verbs already read as acts are not.
 */
/**
 * A participle asked done after `make sure` or `ensure` and its subject: `make sure it's mentioned in
 * #standup`, `ensure the memo is shared on #finance`. compromise may tag the participle an
 * adjective and `it's` as `it has`; the words around it say it is asked for.
 */
function askedDone(terms: Term[], i: number): boolean {
  const aux = terms[i - 1];
  if (aux === undefined || !["is", "has", "be", "gets", "get", "'s", "are", "have"].includes(aux.norm)) return false;
  let k = i - 2;
  if (k >= 0 && (terms[k]!.tags.has("Noun") || terms[k]!.tags.has("Pronoun")) && k - 1 >= 0 && DETERMINERS.has(terms[k - 1]!.norm)) k--;
  const lead = terms[k - 1];
  return k >= 0 && (terms[k]!.tags.has("Noun") || terms[k]!.tags.has("Pronoun")) && lead !== undefined && (lead.norm === "sure" || lead.norm === "ensure") && !terms.slice(k - 1, i).some((t) => t.breakAfter);
}

/**
 * `copy` asked with an address as its object (`… and copy ana@reed.example`, `copy @lee`): someone
 * copied on a message, as `copy ana in` is, whether compromise tags the word a verb or a noun. A
 * copy named (`a copy`, `the copy`) or told done (`copied`) is not; the object is the next term only.
 */
function copiesAddress(terms: Term[], i: number): boolean {
  const term = terms[i]!;
  const object = terms[i + 1];
  if (term.norm !== "copy" || term.breakAfter || object === undefined) return false;
  const before = terms[i - 1]?.norm ?? "";
  if (DETERMINERS.has(before) || ARTICLES.has(before)) return false;
  return addressedTo(trimTrailing(object.text, ".,;:!?"));
}

/** Words before a noun that make `copy` the thing: `a copy`, `this copy`. */
const ARTICLES = new Set(["a", "an", "this", "that", "one", "another"]);

function intoChannel(terms: Term[], i: number): boolean {
  const term = terms[i]!;
  const object = terms[i + 1];
  // `tag @lee on INC-31`, `@mention the on-call`: naming a handle in a thread notifies them (`tag
  // the order as urgent` names no handle and keeps).
  if (!term.breakAfter && object && (/^@-?mention$/i.test(term.text) || (TAGGING_VERBS[term.norm] !== undefined && (object.tags.has("AtMention") || /^@[a-z]/i.test(object.text))))) return true;
  // `hit #support with the policy`: a verb of hitting with a channel or handle as its object, however tagged.
  if (!term.breakAfter && object && HITTING_VERBS[term.norm] !== undefined && (object.tags.has("HashTag") || object.tags.has("AtMention") || /^[#@][a-z]/i.test(object.text))) return true;
  const asked = askedDone(terms, i);
  if (!(term.tags.has("Verb") || asked) || term.tags.has("Auxiliary") || term.tags.has("Modal") || term.tags.has("Copula")) return false;
  if ((READING_VERBS[term.norm] !== undefined && !asked) || term.breakAfter) return false;
  // `save a note in #billing` keeps it (S2 reads the channel); `put it in #billing`, `leave it in #ops` post it.
  if (KEEPING_VERBS[term.norm] !== undefined && term.norm !== "put" && term.norm !== "leave") return false;
  // `update #product on the launch`: the channel is the verb's object.
  if (object && (object.tags.has("HashTag") || /^#[a-z]/i.test(object.text))) return true;
  for (let k = i + 1; k + 1 < terms.length && k <= i + PLACE_REACH + OVER_REACH; k++) {
    const t = terms[k]!;
    if (t.tags.has("Verb") && !t.tags.has("Auxiliary")) return false;
    let next = terms[k + 1]!;
    // `fire the receipt for 9227 across to acc@…`: `over to`, `across to` carry a place two words further.
    if (k > i + PLACE_REACH) {
      if (t.norm === "to" && (terms[k - 1]!.norm === "over" || terms[k - 1]!.norm === "across") && addressedTo(next.text)) return true;
      if (t.breakAfter) return false;
      continue;
    }
    // `flag 7319 to the #risk channel`: a determiner may stand before the channel.
    if (INTO_PLACE[t.norm] !== undefined && PLACE_DETERMINERS[next.norm] !== undefined && !next.breakAfter && terms[k + 2]) next = terms[k + 2]!;
    if (INTO_PLACE[t.norm] !== undefined && (next.tags.has("HashTag") || next.tags.has("AtMention") || /^[#@][a-z]/i.test(next.text))) return true;
    // `escalate it to support@vendor.example`, `get this to legal@firm.example`: an address is a place only a send reaches.
    if (t.norm === "to" && EMAIL_LIKE.test(next.text)) return true;
    // `reach the buyer at 07700 900 218`, `update the customer on +44 7700 …`: someone at a number
    // (`change the number to 0161 …` is the number itself, not where anything goes).
    if ((t.norm === "at" || t.norm === "on") && k > i + 1 && someoneBetween(terms, i, k) && phoneAfter(terms, k + 1)) return true;
    if (t.breakAfter) return false;
  }
  return false;
}

/** True when the words between a verb and `at`/`on` name someone, with no number among them: `reach the buyer at …`, not `refund 20 on 0044711`. */
function someoneBetween(terms: Term[], i: number, k: number): boolean {
  for (let m = i + 1; m < k; m++) if (/\d/.test(terms[m]!.text)) return false;
  return true;
}

const EMAIL_LIKE = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;

/** Whether a word is where a message goes: an email address, a channel or a handle (`ana@reed.example`, `#ops`, `@lee`). */
function addressedTo(word: string): boolean {
  return EMAIL_LIKE.test(word) || /^[#@][a-z]/i.test(word);
}

/** A date written with one separator between day, month and year: `17.04.2026`, `3/17/26`, `24-03-2026`. */
const DATE_SHAPED = /^\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})$/;

/**
 * True when the terms from `at` spell a phone number: 7 to 15 digits written as a phone is, with
 * a `+`, a bracket or in groups (`07700 900 808`), not one run that may be an order's number.
 */
function phoneAfter(terms: Term[], at: number): boolean {
  // `on 17.04.2026`, `on 3/17/26`: a day, month and year, not a phone.
  if (DATE_SHAPED.test(terms[at]?.text ?? "")) return false;
  let digits = 0;
  let groups = 0;
  for (let k = at; k < terms.length && k < at + 6; k++) {
    const text = terms[k]!.text;
    if (!/^[+(]?[\d().-]+$/.test(text)) break;
    digits += (text.match(/\d/g) ?? []).length;
    groups += text.split(/[().-]+/).filter((g) => g !== "").length;
    if (terms[k]!.breakAfter) break;
  }
  const first = terms[at]?.text ?? "";
  return digits >= 7 && digits <= 15 && (groups >= 2 || /^[+(]/.test(first));
}

/** Most words between a money verb and the account it pays into: `pay the new seller 85 at FI21 …`. */
const ACCOUNT_REACH = 8;
/**
 * A verb that moves money with a bank account after `to`, `into` or `at` in its clause (`pay the
 * seller 85 at FI21 1234 …`, `move 80 to BE71 …`): money leaving for an account is a transfer,
 * whatever verb says it. The account is an IBAN whose check digits hold, as compromise splits it
 * into groups.
 */
function toAccount(terms: Term[], i: number): boolean {
  const term = terms[i]!;
  if (!MONEY_VERB_FORMS.has(term.norm)) return false;
  if (term.breakAfter) return false;
  for (let k = i + 1; k + 1 < terms.length && k <= i + ACCOUNT_REACH; k++) {
    const t = terms[k]!;
    if (["to", "into", "at"].includes(t.norm) && ibanAfter(terms, k + 1)) return true;
    if (t.breakAfter) return false;
  }
  return false;
}

/** Suffixes of a verb's forms, one of which `moneyVerbInflected` takes off a word. */
const VERB_ENDINGS = ["ing", "ed", "s"];

/** True when a word less `-ing`, `-ed` or `-s` is a money verb, or is one less its `e` (`paying`, `wired`, `moves`). */
function moneyVerbInflected(word: string): boolean {
  // No two endings end in the same letter, so at most one is the word's: the one `/(ing|ed|s)$/` takes off.
  let verb = word;
  for (const ending of VERB_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    verb = word.slice(0, -ending.length);
    break;
  }
  return MONEY_VERBS[verb] !== undefined || MONEY_VERBS[`${verb}e`] !== undefined;
}

/**
 * Every word that is a money verb or one inflected (`moneyVerbInflected`), listed once: such a
 * word is a money verb, or that verb or it less its `e`, with an ending or none.
 */
const MONEY_VERB_FORMS: ReadonlySet<string> = (() => {
  const forms = new Set<string>();
  for (const verb of Object.keys(MONEY_VERBS)) {
    for (const stem of verb.endsWith("e") ? [verb, verb.slice(0, -1)] : [verb]) {
      for (const ending of ["", ...VERB_ENDINGS]) {
        const word = stem + ending;
        if (MONEY_VERBS[word] !== undefined || moneyVerbInflected(word)) forms.add(word);
      }
    }
  }
  return forms;
})();

/** True when the terms from `at` spell an IBAN, grouped or not: `FI21 1234 5600 0007 85`. */
function ibanAfter(terms: Term[], at: number): boolean {
  let compact = "";
  for (let k = at; k < terms.length && k < at + 9 && compact.length <= 34; k++) {
    compact += terms[k]!.text.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
    if (/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact) && ibanChecksumValid(compact)) return true;
    if (terms[k]!.breakAfter) break;
  }
  return false;
}

/** Most words between a verb and the medium it says a message goes by: `update the new customer by email`. */
const MEDIUM_REACH = 6;

/**
 * A verb at the head of a request with a medium after it in its clause (`update the customer by
 * email`, `confirm with the buyer via text`, `hit them up on whatsapp`): saying how a message goes
 * asks to send one, whatever the verb. Verbs that read or keep are not.
 */
function byMedium(terms: Term[], i: number, from: number): boolean {
  const term = terms[i]!;
  if (!term.tags.has("Verb") || term.tags.has("Auxiliary") || term.tags.has("Modal") || term.tags.has("Copula")) return false;
  if (READING_VERBS[term.norm] !== undefined || KEEPING_VERBS[term.norm] !== undefined || term.breakAfter || !atHead(terms, i, from)) return false;
  for (let k = i + 1; k + 1 < terms.length && k <= i + MEDIUM_REACH; k++) {
    const t = terms[k]!;
    if (k > i + 1 && t.tags.has("Verb") && !t.tags.has("Auxiliary") && MEDIA[t.norm] === undefined) return false;
    const medium = terms[k + 1]!.norm;
    if (MEDIUM_LEADS[t.norm] !== undefined && !t.breakAfter && MEDIA[medium] !== undefined && (t.norm !== "on" || ON_MEDIA[medium] !== undefined)) return true;
    if (t.breakAfter) return false;
  }
  return false;
}

/**
 * A verb that speaks to someone (`thank the buyer`, `ask the vendor for a date`, `apologise to
 * the customer`) at the head of a request, with someone other than the person or the agent after it.
 */
function addressing(terms: Term[], i: number, from: number): boolean {
  const term = terms[i]!;
  if (ADDRESSING_VERBS[term.norm] === undefined || term.breakAfter || !atHead(terms, i, from)) return false;
  let k = i + 1;
  if ((term.norm === "apologise" || term.norm === "apologize") && terms[k]?.norm === "to") k++;
  const object = terms[k];
  if (!object || object.norm === "" || /^\d/.test(object.norm)) return false;
  return SELF_OBJECTS[object.norm] === undefined && ADDRESSED_AGENT[object.norm] === undefined && READING_VERBS[object.norm] === undefined;
}

/** Determiners before a briefing verb's someone: `update the buyer`, `brief our team`, `update all clients`. */
const DETERMINERS = new Set(["the", "our", "my", "your", "their", "all", "both", "each", "every"]);

/**
 * A verb that tells someone the news (`update the customer on the delay`, `brief the team about
 * the refund`) at the head of a request: someone as its object, a person, a party a business
 * writes to or a pronoun, then what it is about. `update the address on 4471` changes a record.
 */
function briefing(terms: Term[], i: number, from: number): boolean {
  const term = terms[i]!;
  if (BRIEFING_VERBS[term.norm] === undefined || term.breakAfter || !atHead(terms, i, from)) return false;
  let k = i + 1;
  if (terms[k] && DETERMINERS.has(terms[k]!.norm) && !terms[k]!.breakAfter) k++;
  // `update Sal's number on TR-8`, `update the customer's team on it`: a possessive is not the
  // object but says whose; the noun after it is the object, a record or someone.
  if (terms[k]?.tags.has("Possessive") && !terms[k]!.breakAfter && terms[k + 1]) k++;
  const object = terms[k];
  if (!object) return false;
  const someone = object.tags.has("Person") || object.tags.has("Actor") || Object.hasOwn(PARTY_NOUNS, object.norm);
  if (!someone || SELF_OBJECTS[object.norm] !== undefined) return false;
  // `update the buyer at tom@acme.example on the delay`: where they are reached may stand between.
  let reach = k + 2;
  if (terms[k + 1] && ["at", "via", "by"].includes(terms[k + 1]!.norm) && !terms[k + 1]!.breakAfter) {
    let m = k + 2;
    while (m < terms.length && m <= k + 7 && /^[+(\d]|@/.test(terms[m]!.text) && !terms[m]!.breakAfter) m++;
    if (m > k + 2) reach = m;
  }
  // `update the customer on the delay`, `update the customer's team on it`: what it is about, soon after.
  for (let m = k; m < terms.length && m <= reach; m++) {
    if (m > k && ABOUT_WORDS[terms[m]!.norm] !== undefined) return !/\d/.test(terms[m + 1]?.text ?? "");
    if (terms[m]!.breakAfter) return false;
  }
  return false;
}

/**
 * A verb that speaks to someone by phone or answers them (`call the customer`, `ring the buyer`,
 * `phone her`, `answer the buyer`) at the head of a request, with someone as its object: a send
 * where the tool sends; `call it a day`, `answer the question` name no one.
 */
function calling(terms: Term[], i: number, from: number): boolean {
  const term = terms[i]!;
  if (term.breakAfter || !atHead(terms, i, from)) return false;
  if (ANSWERING_VERBS[term.norm] !== undefined && answeredMessage(terms, i + 1)) return true;
  if (CALLING_VERBS[term.norm] === undefined) return false;
  return someoneAt(terms, i + 1);
}

/** Words that may stand before the message a verb answers: `the`, `her`, `that`. */
const ANSWERED_DETERMINERS = new Set(["the", "her", "his", "their", "its", "that", "this", "your", "our", "my"]);

/** A message or call noun at `k`, after one determiner at most, with the noun's possessive: `the message`, `her call`, `the buyer's email`. */
function answeredMessage(terms: Term[], k: number): boolean {
  if (terms[k] && ANSWERED_DETERMINERS.has(terms[k]!.norm) && !terms[k]!.breakAfter) k++;
  if (terms[k] && terms[k]!.tags.has("Possessive") && !terms[k]!.breakAfter) k++;
  const noun = terms[k];
  return noun !== undefined && (MESSAGE_NOUNS[noun.norm] !== undefined || CALL_NOUNS[noun.norm] !== undefined);
}

/** Most words between a handing verb and the `to` of its someone: `dispatch the new order confirmation to the buyer`. */
const HANDED_TO_REACH = 6;
/** Most terms one word is cut into (`CAT-2026`, `LS-2026/331`): the bound on the terms the reach covers. */
const HANDED_TO_TERMS_PER_WORD = 4;

/**
 * A verb that hands something on (`pass the news to the customer`, `escalate to the vendor`) at the
 * head of a request, with `to` and someone after it in its clause.
 */
function handedTo(terms: Term[], i: number, from: number): boolean {
  const term = terms[i]!;
  const over = OVER_TO_VERBS[term.norm] !== undefined;
  if ((HANDING_VERBS[term.norm] === undefined && !over) || term.breakAfter || !atHead(terms, i, from)) return false;
  const reach = HANDED_TO_REACH + (over ? 2 : 0);
  const overAfter = over && terms[i + 1]?.norm === "over" && !term.breakAfter;
  // Words, not terms, are counted: an id cut into terms (`CAT-2026`) is one word of the thing handed on.
  let words = 0;
  for (let k = i + 1; k < terms.length && k <= i + reach * HANDED_TO_TERMS_PER_WORD; k++) {
    if (k === i + 1 || /\s/.test(terms[k - 1]!.post)) words++;
    if (words > reach) return false;
    // `get the invoice over to the buyer`, or its particle right after the verb (`shoot over the
    // plan to kai@…`); `get it to the buyer` may be a carrier's, `get back to` is read apart.
    if (terms[k]!.norm === "to") return (!over || terms[k - 1]!.norm === "over" || overAfter) && (someoneAt(terms, k + 1) || handedToPlace(terms[k + 1]));
    // `over to` is cue enough that a participle or a noun compromise tags a verb (`the signed form`) does not end the clause.
    if (terms[k]!.breakAfter || (!over && terms[k]!.tags.has("Verb") && !terms[k]!.tags.has("Auxiliary"))) return false;
  }
  return false;
}

/**
 * The act a rule of its own found at term `i` (a transfer, a call, an upload, a message by a
 * medium): negated where its clause denies it, only names it or gives it to another sender, and
 * marked taken in `actAt` where it is asked. One place for what each such rule did alike.
 */
function actReadAtHead(terms: Term[], i: number, from: number, verb: string, actAt: Set<number>): SendingAct {
  const term = terms[i]!;
  const negated = negatedAt(terms, i, from) || onlyNamed(terms, i, tagForm(term), from) || otherSender(terms, i, from);
  if (!negated) actAt.add(i);
  return { verb, text: term.text || term.norm, negated };
}

/**
 * A verb of putting at the head of a request with `up on` (`up at`) and a web address after it in
 * its clause (`put the theory pack DS-PACK-7 up on https://…`): the thing is published there, an
 * upload, as `upload it to https://…` is. The words between are counted as `handedTo` counts them.
 */
function putUpOnSite(terms: Term[], i: number, from: number): boolean {
  const term = terms[i]!;
  if (PUT_UP_VERBS[term.norm] === undefined || term.breakAfter || !atHead(terms, i, from)) return false;
  let words = 0;
  for (let k = i + 1; k + 2 < terms.length && k <= i + HANDED_TO_REACH * HANDED_TO_TERMS_PER_WORD; k++) {
    if (k === i + 1 || /\s/.test(terms[k - 1]!.post)) words++;
    if (words > HANDED_TO_REACH + 1) return false;
    const on = terms[k + 1]!;
    if (terms[k]!.norm === "up" && !terms[k]!.breakAfter && (on.norm === "on" || on.norm === "at") && !on.breakAfter) return URL_START.test(terms[k + 2]!.text);
    if (terms[k]!.breakAfter || (terms[k]!.tags.has("Verb") && !terms[k]!.tags.has("Auxiliary"))) return false;
  }
  return false;
}

/**
 * An address right after a handing verb's `to` (`push the catalogue up to https://files.example/in`,
 * `submit the form to ana@x.com`): a place only a send reaches, as someone is; `pass the order to
 * the packing area` names neither.
 */
function handedToPlace(term: Term | undefined): boolean {
  return term !== undefined && (placeLike(term.text) || URL_START.test(term.text));
}

/** A URL's start: a scheme and `://`, or `www.`. */
const URL_START = /^(?:[a-z][a-z0-9+.-]{0,15}:\/\/|www\.)\S/i;

/** Most words between `make sure` and its verb of having: `make sure the night shift lead gets …`. */
const SURE_REACH = 5;

/**
 * `make sure ana@x.com gets the quote`, `make sure #logistics sees the update`, `make sure the buyer
 * receives a copy`: someone made sure to have what only a message brings, at the head of a
 * request. A place (an address, a channel, a handle, a phone) is reached only by a send, whatever
 * it gets; a person or a party only where what they get is a thing sent (`make sure the buyer gets
 * the refund` sends nothing). The verb of having's index, or -1.
 */
function madeSureToHave(terms: Term[], i: number, from: number): number {
  if ((terms[i]!.norm !== "make" && terms[i]!.norm !== "makes") || terms[i + 1]?.norm !== "sure" || terms[i]!.breakAfter || !atHead(terms, i, from)) return -1;
  let k = i + 2;
  if (terms[k]?.norm === "that") k++;
  let place = false;
  let digits = 0;
  let h = k;
  for (; h < terms.length && h <= k + SURE_REACH; h++) {
    const t = terms[h]!;
    if (h > k && SURE_HAVING[t.norm] !== undefined) break;
    // A phone is often cut into terms (`07700 900604`): its digits are counted over the words.
    digits += (t.text.match(/\d/g) ?? []).length;
    if (placeLike(t.text) || digits >= 7) place = true;
    if (t.breakAfter || (h > k && t.tags.has("Verb") && !t.tags.has("Auxiliary"))) return -1;
  }
  if (h >= terms.length || h > k + SURE_REACH || SURE_HAVING[terms[h]!.norm] === undefined) return -1;
  if (place) return h;
  if (!someoneAt(terms, k) || terms[k]!.norm === "i" || terms[k]!.norm === "we") return -1;
  // What they get, a few words on: `the quote`, `a signed copy`, `the tracking link`.
  for (let m = h + 1; m < terms.length && m <= h + 4; m++) {
    if (SENT_THINGS[terms[m]!.norm] !== undefined) return h;
    if (terms[m]!.breakAfter) return -1;
  }
  return -1;
}

/** The last term of the sentence that starts at `i`. */
function sentenceEnd(terms: Term[], i: number): number {
  let k = i;
  while (k < terms.length - 1 && !/[.!?\n]/.test(terms[k]!.post)) k++;
  return k;
}

/** Words that join a clause after a comma: `, and post it`, `, then send it`. */
const CLAUSE_JOINS = new Set(["and", "then"]);

/**
 * Where a dictated text that starts at `i` ends: at the sentence's end, or before a clause joined
 * by a comma whose verb takes `it` (`note this down: refund 45 on AB-119, and post it in
 * #refunds`). That `it` is the text just dictated, so the clause is a request about the note, not
 * a part of it. Without the comma (`todo: fix the printer and test it`) the clause stays in the text.
 */
function dictationEnd(terms: Term[], i: number): number {
  const end = sentenceEnd(terms, i);
  for (let k = i; k < end; k++) {
    if (!terms[k]!.post.includes(",")) continue;
    let v = k + 1;
    while (v < end && v <= k + 2 && CLAUSE_JOINS.has(terms[v]!.norm)) v++;
    if (v > k + 1 && v < end && terms[v + 1]?.norm === "it") return k;
  }
  return end;
}

/** A verb that writes to someone with `with` (`check with the customer`, `confirm with the buyer`) at the head of a request. */
function withSomeone(terms: Term[], i: number, from: number): boolean {
  const term = terms[i]!;
  if (WITH_SOMEONE_VERBS[term.norm] === undefined || term.breakAfter || !atHead(terms, i, from)) return false;
  let k = i + 1;
  // `sort it out with the customer`.
  if (term.norm === "sort" && terms[k]?.norm === "it" && terms[k + 1]?.norm === "out") k += 2;
  return terms[k]?.norm === "with" && !terms[k]!.breakAfter && someoneAt(terms, k + 1);
}

/** The form a verb compromise tagged stands in. */
function tagForm(term: Term): Form {
  return term.tags.has("PastTense") ? "past" : term.tags.has("Gerund") ? "gerund" : "base";
}

/**
 * Every sending act in the terms of a turn, in order. Terms inside a quoted string are the words
 * to be written (`note: "deliver after 5pm"`), not requests, and are skipped.
 */
export function findActs(terms: Term[], quoted: (offset: number) => boolean = () => false): SendingAct[] {
  const acts: SendingAct[] = [];
  const actAt = new Set<number>();
  const starts = clauseStarts(terms, (t) => CLAUSE_BREAKS[t.norm] !== undefined, WINDOW);
  let dictatedUntil = -1;
  // `send them the list later; for now just save a note`: a send put off is not asked for now.
  const putOff = sendsPutOff(terms);
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    if (quoted(term.start) || i <= dictatedUntil) continue;
    // `write down: call ana tomorrow`, `add to my list: ring the bank`: what follows the colon, to
    // the sentence's end, is the text to keep, not a request.
    if (DICTATION_HEADS[term.norm] !== undefined && /^\s*:/.test(term.post)) {
      dictatedUntil = dictationEnd(terms, i + 1);
      continue;
    }
    // `inv D-12 2,400 → ap@d12.com`: an arrow to an address, a channel or a handle sends there.
    if (ARROWS[term.norm] !== undefined && terms[i + 1] && /^[#@]|@/.test(terms[i + 1]!.text) && placeLike(terms[i + 1]!.text)) {
      acts.push({ verb: "send", text: term.text, negated: false });
      continue;
    }
    // `📧 to raj@uni.example — …`: a sign that pictures a message, pointed at a place, sends there.
    if (signSendsToPlace(terms, i, placeLike)) {
      acts.push({ verb: "send", text: term.text, negated: false });
      continue;
    }
    // `FW-1`, `PM-7`: letters joined by a dash to digits are an id's head, not a verb.
    if (term.post.trim() === "-" && /^\d/.test(terms[i + 1]?.text ?? "")) continue;
    const from = starts[i]!;
    const phrase = phraseAt(terms, i) ?? (() => {
      const handed = handedMessage(terms, i);
      return handed ? { ...handed, form: "base" as Form } : undefined;
    })();
    if (phrase) {
      const last = terms[i + phrase.length - 1]!;
      const words = terms.slice(i, i + phrase.length).map((t) => t.text).filter((t) => t !== "").join(" ");
      const named = phrase.lemma === "email" && ["write"].includes(term.norm) && i > from && !atHead(terms, i, from);
      const negated = negatedAt(terms, i, from) || onlyNamed(terms, i, phrase.form, from) || otherSender(terms, i, from) || answeredNo(terms, i + phrase.length - 1) || putOff(i + phrase.length - 1);
      if (!named) acts.push({ verb: phrase.lemma, text: words || last.text, negated });
      if (!named && !negated) for (let k = i; k < i + phrase.length; k++) actAt.add(k);
      i += phrase.length - 1;
      continue;
    }
    const entry = formOf(term.norm);
    if (!entry && copiesAddress(terms, i)) {
      const negated = negatedAt(terms, i, from) || otherSender(terms, i, from);
      if (!negated) actAt.add(i);
      acts.push({ verb: "cc", text: term.text, negated });
      continue;
    }
    if (!entry && intoChannel(terms, i)) {
      // `hold the email to ana@…`: the verb that would put it there withholds it.
      const negated = negatedAt(terms, i, from) || onlyNamed(terms, i, tagForm(term), from) || otherSender(terms, i, from) || withheldByItsVerb(terms, i);
      if (!negated) actAt.add(i);
      acts.push({ verb: "post", text: term.text || term.norm, negated });
      continue;
    }
    if (!entry && toAccount(terms, i)) {
      acts.push(actReadAtHead(terms, i, from, "transfer", actAt));
      continue;
    }
    if (!entry && withSomeone(terms, i, from)) {
      acts.push(actReadAtHead(terms, i, from, "message", actAt));
      continue;
    }
    const having = entry ? -1 : madeSureToHave(terms, i, from);
    if (having >= 0) {
      const negated = negatedAt(terms, i, from) || otherSender(terms, i, from);
      // The message noun they get (`make sure the buyer gets an email`) is this act, not one more.
      if (!negated) actAt.add(i).add(having);
      acts.push({ verb: "notify", text: term.text, negated });
      // `sure` is read with `make`, never as a verb of its own (`sure #ops` would put something in a channel).
      i++;
      continue;
    }
    if (!entry && (calling(terms, i, from) || handedTo(terms, i, from))) {
      const answering = ANSWERING_VERBS[term.norm] !== undefined && answeredMessage(terms, i + 1);
      acts.push(actReadAtHead(terms, i, from, answering ? "reply" : CALLING_VERBS[term.norm] !== undefined ? "call" : "forward", actAt));
      continue;
    }
    if (!entry && putUpOnSite(terms, i, from)) {
      acts.push(actReadAtHead(terms, i, from, "upload", actAt));
      continue;
    }
    if (!entry && (byMedium(terms, i, from) || addressing(terms, i, from) || briefing(terms, i, from))) {
      acts.push(actReadAtHead(terms, i, from, "message", actAt));
      continue;
    }
    // `remind the customer to pay`: a reminder to someone else is a message to them; `remind me` is not.
    if (!entry && term.norm === "remind" && terms[i + 1] && SELF_OBJECTS[terms[i + 1]!.norm] === undefined && !["to", "on", "at", "in", "about"].includes(terms[i + 1]!.norm) && atHead(terms, i, from)) {
      const negated = negatedAt(terms, i, from) || otherSender(terms, i, from);
      acts.push({ verb: "notify", text: term.text, negated });
      continue;
    }
    if (!entry || !(standsAsVerb(terms, i, entry.verb, from) || askedDone(terms, i))) {
      const message = messageToPlace(terms, i, from, actAt) ?? messageForSomeone(terms, i, from, actAt);
      if (message) acts.push({ verb: MESSAGE_LEMMA[term.norm] ?? "message", text: term.text || term.norm, negated: negatedAt(terms, message.verbAt, from) || otherSender(terms, message.verbAt, from) || withheldByItsVerb(terms, message.verbAt, i) });
      continue;
    }
    const next = terms[i + 1];
    if (["tell", "ping", "notify"].includes(entry.verb.lemma) && entry.verb.use === "clear" && next && SELF_OBJECTS[next.norm] !== undefined) continue;
    if (entry.verb.lemma === "ping" && next && SELF_OBJECTS[next.norm] !== undefined) continue;
    const negated = negatedAt(terms, i, from) || onlyNamed(terms, i, entry.form, from) || otherSender(terms, i, from) || answeredNo(terms, i) || putOff(i);
    // Only an act asked for makes a message noun right after it the same act.
    if (!negated) actAt.add(i);
    acts.push({ verb: entry.verb.lemma, text: term.text || term.norm, negated });
  }
  return acts;
}
