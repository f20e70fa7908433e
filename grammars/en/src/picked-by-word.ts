// A thing an earlier turn listed, picked in a later turn by a word told of it there: by what it is or
// looks like (`the blue one`, `the garden room`, `the Tuesday lesson`, `the York office`, `go big`), by
// whom it is for (`the one for my mum`), or by its owner's possessive (`refund Priya's`, `invoice
// February's`). The listing turn tells each listed value's words by the kit's `toldOfEach` (TurnValue
// `toldAs`); this file reads the word the later turn picks by (TurnReading `picks`), stemmed as the kit
// stems, so a pick meets a list told in English or in Portuguese. The confirm_read check matches them
// (plugins/src/confirm_read/picked-earlier.ts). One pass over the turn's terms, a few picks at most.
import { OTHER_PICK, stemOfPick, type ListWording } from "@toolgate/grammar-kit";
import { COUNT_WORDS } from "./lexicon.js";
import { opensClause, verbBeforeObject } from "./verb-and-object.js";
import type { Term } from "./world.js";

/** How English joins the clauses of a list: `the blue sofa is ORD-881 and the grey armchair ORD-882`. */
export const ENGLISH_LISTS: ListWording = { joins: new Set(["and", "but", "or", "while", "whereas"]), shortest: 3 };

/**
 * Words that pick no one thing by themselves after `the`: which of a list by place or state (`the
 * other`, `the first`, `the whole`), records' and money's nouns, people's roles every list may name.
 */
const PLAIN = new Set([
  "one", "ones", "other", "others", "same", "first", "second", "third", "last", "latest", "earlier", "later", "former", "latter",
  "next", "previous", "whole", "full", "rest", "right", "wrong", "new", "old", "both", "all", "each", "this", "that", "these", "those",
  "order", "orders", "invoice", "invoices", "record", "booking", "bookings", "item", "items", "thing", "things", "amount", "sum", "money",
  "total", "balance", "price", "fee", "card", "account", "refund", "payment", "bill", "quote", "quotes", "customer", "client", "team",
  "person", "guy", "lady", "number", "phone", "email", "message", "text", "link", "file", "details", "reminder", "meeting", "call", "day",
  "date", "time", "week", "month", "year", "today", "tomorrow", "yesterday", "morning", "afternoon", "evening", "parcel", "package",
]);
/** The words that say where a message goes or what it goes by, between a verb and its place: `on the mobile`, `to the work address`. */
const SENT_BY = new Set(["on", "to", "at", "via"]);
/** Whose the place a message goes to is, where it stands for `the`: `to his work email`, `on her mobile`. */
const PLACE_OWNERS = new Set(["his", "her", "their"]);

/** Whether the term at `i` is `his`/`her`/`their` right after a word of where a message goes (`go to his work email`). */
function ownPlace(terms: readonly Term[], i: number): boolean {
  return i > 0 && PLACE_OWNERS.has(terms[i]!.norm) && SENT_BY.has(terms[i - 1]!.norm) && !terms[i - 1]!.breakAfter;
}

/** Whose a thing is, between `the one for` and the one it is for: `the one for my mum`. */
const WHOSE = new Set(["my", "his", "her", "their", "our", "your", "the"]);
/** The words after `the one` that say who or what it is for or with: `the one for my mum`, `the one with the bow`. */
const FOR = new Set(["for", "with", "from", "to", "in"]);
/**
 * Words that turn a pick around or leave it open: a negation (`not the blue one`), the one left (`the
 * other`), the pick said to stay (`keep the blue one`), or a thing set apart (`all but Tom's`). A turn
 * with any of them picks nothing: which one is asked for would be the opposite.
 */
const TURNED = new Set(["not", "never", "other", "keep", "keeps", "keeping", "kept", "stay", "stays", "staying", "except", "but", "instead"]);
/** The most picks read in one turn: each is a word to match against a list. */
const MOST_PICKS = 4;
/** A word of letters only, at least three: a pick names a thing, not a number or a mark. */
const LETTERS = /^\p{L}{3,}$/u;
/** A possessive as written: `Priya's`, `February’s`. */
const POSSESSIVE = /^(\p{L}{2,})['’]s$/u;

/** Whether the term at `i` is the object of the verb right before it, or opens its clause (`wait, no, the guitar one`). */
function objectOrOpening(terms: readonly Term[], i: number): boolean {
  if (opensClause(terms, i)) return true;
  const before = terms[i - 1]!;
  // `go with the garden room`, `went for the loft`, `invoice her account PC-88 for the pair of
  // sessions`, `update his file MEN-3 with the home one`, `set her record to her office number`: the
  // pick is the object of the phrase, after the verb or after the verb's own object.
  if (AFTER_OBJECT.has(before.norm) && !before.breakAfter && verbBeforeObject(terms, i - 2)) return true;
  // `text her on the mobile`, `send it to the work one`: where the verb sends its object, after its object.
  if (SENT_BY.has(before.norm) && i >= 2 && !before.breakAfter && !terms[i - 2]!.breakAfter && (terms[i - 2]!.tags.has("Verb") || terms[i - 2]!.tags.has("Pronoun"))) return true;
  // `send him an SMS on the personal one`: after the message sent, where it goes.
  if (sendsThere(terms, i)) return true;
  // `no, it's the veil one`, `that was the Friday one`: a cleft names the thing it is about.
  if (cleft(terms, i)) return true;
  // `update his account so the work number is the main one`: the state a request is made for names the thing it sets.
  if (madeSo(terms, i)) return true;
  // `email the York office`: a word opening the clause before `the` is its verb, whatever the tagger says.
  // A copula takes no object (`so the work number is the main one`): what follows it says what its
  // subject is or becomes, as the day and place readers hold (picked-by-day.ts, picked-by-place.ts);
  // a cleft (`it's the veil one`) is read above.
  return (before.tags.has("Verb") && !before.tags.has("Auxiliary") && !before.tags.has("Copula")) || (opensClause(terms, i - 1) && !WHOSE.has(before.norm));
}

/** The words a cleft opens with, before its `is`/`was`: `it's the veil one`, `that was the Friday one`. */
const CLEFT_OPENERS = new Set(["it", "that"]);

/** Whether `the` at `i` follows a cleft's `it is`/`that was` opening its clause: `sorry, it's the veil one she can't make`. */
function cleft(terms: readonly Term[], i: number): boolean {
  if (i < 2) return false;
  const be = terms[i - 1]!;
  const opener = terms[i - 2]!;
  return (be.norm === "is" || be.norm === "was") && !be.breakAfter && !opener.breakAfter && CLEFT_OPENERS.has(opener.norm) && opensClause(terms, i - 2);
}

/**
 * Whether `the` at `i` opens the subject of a clause of purpose after a request, `so` or `so that`
 * then the thing and a copula within SUBJECT_WORDS words before any mark (`update his account so
 * the work number is the main one`, `change GY-7 so that the home one's the default`): the clause
 * says what the request makes of the thing, so the thing is the one the request picks.
 */
function madeSo(terms: readonly Term[], i: number): boolean {
  let k = i - 1;
  if (k >= 0 && terms[k]!.norm === "that" && !terms[k]!.breakAfter) k--;
  // `so` goes on the clause of the request before it: one opening a sentence (`so the blue one broke`) tells a story.
  if (k < 1 || terms[k]!.norm !== "so" || terms[k]!.breakAfter || terms[k - 1]!.breakAfter) return false;
  for (let j = i + 1; j < terms.length && j <= i + SUBJECT_WORDS; j++) {
    if (terms[j]!.tags.has("Copula")) return j > i + 1;
    if (terms[j]!.breakAfter) return false;
  }
  return false;
}

/** Words that, opening a clause after a pick, take it back for what follows: `refund the Saturday one, no wait, the tandem`. */
const CORRECTING = new Set(["no", "nope", "wait", "sorry", "actually", "scratch", "rather"]);
/** The words after a verb, or after its object, before the thing it is done for, with or to: `go with`, `charge him for`, `set her record to`. */
const AFTER_OBJECT = new Set(["with", "for", "to"]);

/** The word after `the` (or `his`/`her`/`their` where a message goes: ownPlace) at `i` a thing is picked by: `the blue one`, `the garden room`, `the one for my mum`. */
function afterThe(terms: readonly Term[], i: number): string | undefined {
  if (terms[i]!.breakAfter || !objectOrOpening(terms, i)) return undefined;
  // `the three nights`, `the pair of private sessions`: a count says how many, the thing is picked by the words after it.
  let at = i + 1;
  for (let skip = countSaid(terms, at); skip > 0; skip = countSaid(terms, at)) at += skip;
  const w = terms[at];
  if (w === undefined) return undefined;
  if (w.norm === "one" && !w.breakAfter && FOR.has(terms[at + 1]?.norm ?? "")) {
    const whose = terms[at + 2];
    const whom = whose !== undefined && WHOSE.has(whose.norm) && !whose.breakAfter ? terms[at + 3] : whose;
    return whom !== undefined && LETTERS.test(whom.text) && !PLAIN.has(whom.norm) ? whom.text : undefined;
  }
  if (w.norm === "one" && !w.breakAfter) {
    const by = doneBy(terms, at + 1);
    if (by !== undefined) return by;
  }
  // `the dearer 40`: a word before a number tells of the sum, it picks no thing.
  if (!w.breakAfter && /\d/.test(terms[at + 1]?.text ?? "")) return undefined;
  return LETTERS.test(w.text) && !PLAIN.has(w.norm) && !w.tags.has("Possessive") ? w.text : undefined;
}

/** Words that count with `of` after them: `the pair of sessions`, `a couple of nights`. */
const COUNTING_OF = new Set(["pair", "couple"]);

/** How many terms at `at` say only how many of the thing after them (`three`, `pair of`, a COUNT_WORDS word); 0 where none. */
function countSaid(terms: readonly Term[], at: number): number {
  const t = terms[at];
  if (t === undefined || t.breakAfter || terms[at + 1] === undefined) return 0;
  // Not `one`: `the one for my mum` picks by the words after `one`.
  if (COUNT_WORDS.has(t.norm) && t.norm !== "one") return 1;
  return COUNTING_OF.has(t.norm) && terms[at + 1]!.norm === "of" && !terms[at + 1]!.breakAfter ? 2 : 0;
}

/** The verbs whose object is the person a message goes to: `ping the garage`, `text the school office`. */
const SENT_TO = new Set(["ping", "text", "email", "message", "call", "ring", "phone", "tell", "notify", "buzz", "contact", "whatsapp", "dm"]);

/** The words that open a clause telling of `the one`: `the one that ships Friday`. */
const RELATIVE = new Set(["that", "which", "who"]);

/**
 * The word `the one` is picked by where a clause after it tells of it (from `j`): the person who did
 * something with it (`the one Dan booked`, `the one that Priya ordered`), or what it does and when or
 * where (`the one that ships Friday`, `the one which sails Thursday`, `the one that goes to Leeds`).
 */
function doneBy(terms: readonly Term[], j: number): string | undefined {
  const relative = terms[j] !== undefined && RELATIVE.has(terms[j]!.norm) && !terms[j]!.breakAfter;
  const first = terms[relative ? j + 1 : j];
  const second = terms[relative ? j + 2 : j + 1];
  if (!relative && first !== undefined && !terms[j - 1]!.breakAfter) {
    const state = stateOf(terms, j);
    if (state !== undefined) return state;
  }
  if (first === undefined || second === undefined || first.breakAfter) return undefined;
  if (first.tags.has("ProperNoun") && second.tags.has("Verb") && LETTERS.test(first.text)) return first.text;
  if (!relative) return undefined;
  // After `that`/`which` the next word is the clause's verb, whatever the tagger says (`ships` read as a noun).
  // `the one that goes to Leeds`: a place word between the verb and what it is told by.
  const what = (second.norm === "to" || second.norm === "on" || second.norm === "in") && !second.breakAfter ? terms[relative ? j + 3 : j + 2] : second;
  return what !== undefined && LETTERS.test(what.text) && !PLAIN.has(what.norm) ? what.text : undefined;
}

/** Words of time said before the state a thing is in, which tell no thing apart: `the one still pending`, `the one already paid`. */
const STILL = new Set(["still", "already", "now", "currently", "just", "yet"]);
/** Whether a word of letters is written as a participle: `pending`, `collected`. */
function participleForm(word: string): boolean {
  return word.length >= 5 && (word.endsWith("ing") || word.endsWith("ed"));
}

/**
 * The word of the state `the one` is in, said right after it with no `that` (from `j`): a participle
 * or an adjective, past a word of time (`the one still pending`, `the one already collected`, `the
 * one overdue`, `the one booked for Friday`). The list told each record its state in the same words
 * (`LW-610 collected yesterday, LW-611 still pending`), so the word picks the one it was told of. Not
 * the verb of the turn's own clause (`the one is broken`, `the one she wants`: no participle first).
 */
function stateOf(terms: readonly Term[], j: number): string | undefined {
  let k = j;
  while (terms[k] !== undefined && STILL.has(terms[k]!.norm) && !terms[k]!.breakAfter) k++;
  const w = terms[k];
  if (w === undefined || !LETTERS.test(w.text) || PLAIN.has(w.norm) || TURNED.has(w.norm)) return undefined;
  if (w.tags.has("Copula") || w.tags.has("Auxiliary") || w.tags.has("Modal")) return undefined;
  // By its form as well as its tags: the tagger reads `pending` after `still` as a noun.
  const state = w.tags.has("Adjective") || w.tags.has("Participle") || w.tags.has("Gerund") || w.tags.has("PastTense") || participleForm(w.norm);
  return state && !w.tags.has("Pronoun") && !w.tags.has("ProperNoun") ? w.text : undefined;
}

/** The owner a possessive right after an act's verb picks by: `refund Priya's`, `cancel Grace's and …`. */
function possessiveObject(terms: readonly Term[], i: number): string | undefined {
  const m = POSSESSIVE.exec(terms[i]!.text);
  // `say it's changed`: a pronoun's `'s` is `is` or `has`, no owner.
  if (m === null || i === 0 || terms[i - 1]!.breakAfter || !terms[i - 1]!.tags.has("Verb") || terms[i]!.tags.has("Pronoun")) return undefined;
  // `text Priya's mum`: a person's relative is whom to tell, not a thing picked; a thing's noun may follow (`Priya's order`).
  const next = terms[i + 1];
  if (next !== undefined && !terms[i]!.breakAfter && next.tags.has("Noun") && !next.tags.has("Date") && !PLAIN.has(next.norm)) return undefined;
  return PLAIN.has(m[1]!.toLowerCase()) ? undefined : m[1]!;
}

/**
 * The owner a possessive opening a clause picks by, before the thing owned: `Liam's preorder is off,
 * cancel it`, `Kemi's booking can go`. A person after it (`Priya's mum called`) is no thing.
 */
function possessiveOpening(terms: readonly Term[], i: number): string | undefined {
  const m = POSSESSIVE.exec(terms[i]!.text);
  // The tagger may read `Kemi's` as `Kemi is`: the hidden half is passed over.
  const next = terms[i + 1]?.text === "" ? terms[i + 2] : terms[i + 1];
  if (m === null || !opensClause(terms, i) || terms[i]!.breakAfter || next === undefined) return undefined;
  if (!next.tags.has("Noun") || next.tags.has("ProperNoun") || next.tags.has("Person") || next.tags.has("Date") || PEOPLE.has(next.norm)) return undefined;
  return PLAIN.has(m[1]!.toLowerCase()) ? undefined : m[1]!;
}

/** The possessive pronouns that stand for a thing owned: `cancel hers`, `refund his`. */
const OWNED = new Set(["hers", "his", "theirs"]);
/** A name as written: a capital, then letters; a possessive's `'s` allowed (`Siobhan's sorted it`). */
const NAME_WORD = /^\p{Lu}\p{L}+(?:['’]s)?$/u;
/** The most words a person's name runs to before the verb they are the subject of: `Kuya Jun cancelled`. */
const NAME_WORDS = 3;

/**
 * The owner a possessive pronoun right after an act's verb picks by (`Siobhan's sorted it herself,
 * cancel hers`, `Kuya Jun cancelled, cancel his`): the one person the turn names before it as the
 * subject of a verb, a run of capitalised words right before that verb. Undefined where the turn
 * names no such person or more than one: whose it is is not read.
 */
function pronounOwner(terms: readonly Term[], i: number): string | undefined {
  if (!OWNED.has(terms[i]!.norm) || i === 0 || terms[i - 1]!.breakAfter || !terms[i - 1]!.tags.has("Verb")) return undefined;
  // `cancel his order`: a noun after it is the thing, `his` its owner, as `cancel Priya's order` (possessiveObject).
  const next = terms[i + 1];
  if (next !== undefined && !terms[i]!.breakAfter && next.tags.has("Noun") && !next.tags.has("Pronoun")) return undefined;
  const owners = new Set<string>();
  let run: Term[] = [];
  for (let k = 0; k < i - 1; k++) {
    const t = terms[k]!;
    if (NAME_WORD.test(t.text) && !PLAIN.has(t.norm) && !t.tags.has("Pronoun") && !t.tags.has("Determiner")) {
      run.push(t);
      // The run ends right before a verb it is the subject of (`Siobhan's sorted` reads `Siobhan has sorted`).
      if (!t.breakAfter && run.length <= NAME_WORDS && terms[k + 1]!.tags.has("Verb")) owners.add(t.text.replace(/['’]s$/u, ""));
      if (t.breakAfter) run = [];
      continue;
    }
    run = [];
  }
  return owners.size === 1 ? [...owners][0] : undefined;
}

/**
 * The relative a send goes to, said by a possessive pronoun right after the send's verb: `text her
 * mum`, `email his wife`. An earlier turn that gave `Leah's mum is on …, her dad on …` told each
 * phone the relative's word, so the word picks the place. Undefined elsewhere.
 */
function relativeSentTo(terms: readonly Term[], i: number): string | undefined {
  const t = terms[i]!;
  if (!PLACE_OWNERS.has(t.norm) || i === 0 || t.breakAfter || terms[i - 1]!.breakAfter || !SENT_TO.has(terms[i - 1]!.norm)) return undefined;
  const whom = terms[i + 1];
  return whom !== undefined && PEOPLE.has(whom.norm) ? whom.text : undefined;
}

/** People a possessive may name, who are whom to tell, not a thing picked: `Priya's mum`. */
const PEOPLE = new Set(["mum", "mom", "dad", "mother", "father", "wife", "husband", "partner", "son", "daughter", "sister", "brother", "boss", "friend", "owner", "manager", "assistant", "lot", "team", "family"]);

/** `go big`, `went small`: a pick by one word told of the thing, said after `go` alone in its clause. */
function goWord(terms: readonly Term[], i: number): string | undefined {
  const w = terms[i + 1];
  if ((terms[i]!.norm !== "go" && terms[i]!.norm !== "went") || w === undefined || terms[i]!.breakAfter || !w.tags.has("Adjective")) return undefined;
  return (w.breakAfter || terms[i + 2] === undefined) && LETTERS.test(w.text) && !PLAIN.has(w.norm) ? w.text : undefined;
}

/** Who else chooses: a third person, the subject of a `not` said of their own choice. */
const THIRD_PERSON = new Set(["he", "she", "they"]);
/** The words a third person's negated verb is said with: `he's not taking`, `she doesn't want`. */
const BE_OR_DO = new Set(["is", "are", "was", "were", "does", "do", "did", "can", "could", "will", "would"]);

/**
 * Whether the `not` at `i` is a third person's declining (`he's not taking the Fiesta after all,
 * refund it`, `she doesn't want the blue one`, `it's the veil one she can't make`): it negates their choice, not the request; the thing
 * declined is the one the request acts on, so the pick stands.
 */
function declinedByAnother(terms: readonly Term[], i: number): boolean {
  if (terms[i]!.norm !== "not" || i < 2 || terms[i]!.breakAfter) return false;
  const be = terms[i - 1]!;
  const who = terms[i - 2]!;
  return BE_OR_DO.has(be.norm) && !who.breakAfter && THIRD_PERSON.has(who.norm) && terms[i + 1]!.tags.has("Verb");
}

/**
 * The name said as a clause of its own right after a correction's word (`sorry, Kofi, not Ama`, `no
 * wait, Dana`): the person the turn before is taken back for, who picks what an earlier list told of
 * them (`Ama on 024 …, Kofi on 020 …`). Undefined elsewhere: a name said in a clause with other words
 * is whom the turn speaks of or to.
 */
function namedAfterACorrection(terms: readonly Term[], i: number): string | undefined {
  const t = terms[i]!;
  if (i === 0 || !opensClause(terms, i) || !(t.breakAfter || i === terms.length - 1) || !CORRECTING.has(terms[i - 1]!.norm)) return undefined;
  return NAME_WORD.test(t.text) && t.tags.has("ProperNoun") && !PLAIN.has(t.norm) && !POSSESSIVE.test(t.text) ? t.text : undefined;
}

/**
 * Whether `instead` at `i` ends its clause (`cancel that instead`): the turn's pick stands in place of
 * an earlier turn's, which it turns around no more than a correction does. `instead of the blue one`
 * names what is not picked, and turns the pick around.
 */
function insteadOfTheEarlier(terms: readonly Term[], i: number): boolean {
  return terms[i]!.norm === "instead" && (terms[i]!.breakAfter || i === terms.length - 1);
}

/** Most words from a clause's start to the `the` its third-person subject's verb takes: `they're doing the panel`. */
const OTHERS_CLAUSE_WORDS = 4;

/**
 * Whether `the` at `i` stands in a clause whose subject, opening it, is a third person (`…, the
 * kitchen job, they're doing the panel next year`): the clause tells what someone else does with the
 * thing, and beside a pick of the request it is the story's, as the subject of a clause that tells is.
 */
function inAnothersClause(terms: readonly Term[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - OTHERS_CLAUSE_WORDS; k--) {
    if (terms[k]!.breakAfter) return false;
    if (opensClause(terms, k)) return THIRD_PERSON.has(terms[k]!.norm) && k < i - 1;
  }
  return false;
}

/** Keeping, said after `but`: `but keep the hedging`, `but she's keeping the red one`. */
const KEEPING = new Set(["keep", "keeps", "keeping"]);
/** Words that may stand between `but` and the keeping: its subject. */
const KEEPER = new Set(["she's", "he's", "they're", "we're", "i'm", "she", "he", "they", "we", "i", "will", "'ll", "is", "are"]);

/**
 * Whether `but` at `i` opens a clause that keeps a thing, after the turn picked exactly one by a
 * word before it (`cancel the bark chips but keep the hedging`): the request is the pick before
 * `but`; what is kept is another thing of the list, named for the contrast.
 */
function keptAfterAPick(terms: readonly Term[], i: number, picked: number, other: boolean): boolean {
  if (terms[i]!.norm !== "but" || picked !== 1 || other) return false;
  let j = i + 1;
  while (j < terms.length && j <= i + 2 && KEEPER.has(terms[j]!.norm)) j++;
  return j < terms.length && KEEPING.has(terms[j]!.norm);
}

/**
 * Whether `the other` at `i` (on `other`) picks the one left: `no sorry, the other one`, `do the
 * other`, as the object of a verb or opening its clause, and said of a thing (`one`, or nothing after
 * it), not of a time (`the other day`).
 */
function otherOne(terms: readonly Term[], i: number): boolean {
  if (i === 0 || terms[i - 1]!.norm !== "the" || terms[i - 1]!.breakAfter || !objectOrOpening(terms, i - 1)) return false;
  const next = terms[i + 1];
  return terms[i]!.breakAfter || next === undefined || next.norm === "one";
}

/** The verbs that report what someone says, before the clause they report: `she says the home one's been cut off`. */
const SAYING = new Set(["says", "said", "say", "tells", "told", "reckons", "thinks", "mentioned", "mentions", "writes", "wrote", "reports"]);

/** Whom a verb of saying tells, between it and what it reports: `she told me the Tuesday class is full`. */
const TOLD_WHOM = new Set(["me", "us", "him", "her", "them"]);

/** Whether `the` at `i` opens a clause reported right after a verb of saying, or after it and whom it tells: `she says the home one's been cut off`. */
function afterSaying(terms: readonly Term[], i: number): boolean {
  const verb = i > 1 && TOLD_WHOM.has(terms[i - 1]!.norm) ? i - 2 : i - 1;
  return verb >= 0 && terms.slice(verb, i).every((t) => !t.breakAfter) && SAYING.has(terms[verb]!.norm);
}

/** Most words from `the` to the verb of the clause it opens: `the three hair pins were`. */
const SUBJECT_WORDS = 5;

/**
 * Whether `the` at `i` opens a clause, or one reported after a verb of saying (afterSaying), whose
 * verb follows within SUBJECT_WORDS words, before any mark: the thing is the subject the clause tells
 * of (`the compost was damp`, `the blue one arrived broken`, `she says the home one's been cut off`),
 * not the object of a request.
 */
function subjectOfItsClause(terms: readonly Term[], i: number): boolean {
  if (!opensClause(terms, i) && !afterSaying(terms, i)) return false;
  for (let k = i + 1; k < terms.length && k <= i + SUBJECT_WORDS; k++) {
    if (terms[k]!.tags.has("Verb")) return k > i + 1;
    if (terms[k]!.breakAfter) return false;
  }
  return false;
}

/** The words of a send, a verb or the message it sends: `text him`, `send her an SMS`, `shoot him an email`. */
const SENDS = new Set([...SENT_TO, "send", "sms", "txt", "mail", "e-mail", "dm"]);
/** How far back in its clause a send's word is looked for before the place it goes to: `send him an SMS on the personal one`. */
const SEND_REACH = 5;

/**
 * Whether the word picked at `i` (on `the`, or on `his`/`her`/`their`) says where a message goes: it
 * follows `on`/`to`/`at`/`via`, and a send's word stands before that in its clause (`text him on the
 * mobile`, `send her an SMS on the personal one`, `email him at the work address`). Such a word picks
 * the send's place, not the thing another act of the turn changes (`update his file with the home
 * one and text him on the mobile`).
 */
function sendsThere(terms: readonly Term[], i: number): boolean {
  if (i < 2 || !SENT_BY.has(terms[i - 1]!.norm) || terms[i - 1]!.breakAfter) return false;
  for (let k = i - 2; k >= Math.max(0, i - 1 - SEND_REACH); k--) {
    if (terms[k]!.breakAfter) return false;
    if (SENDS.has(terms[k]!.norm)) return true;
  }
  return false;
}

/** What a turn picks by a word (pickedByWord): the thing its acts change, and the place its send goes. */
export interface WordPicks {
  picks?: string;
  sendPicks?: string;
}

/**
 * The stems of the words a turn picks listed things by. `picks`: the one thing it picks, where it
 * picks by one word only; undefined where it picks none, picks by two different words (`refund the
 * red one and cancel the green one` asks for both), or turns the pick around (`not the blue one`,
 * `keep the blue one`). A turn that picks `the other one` and by no word picks OTHER_PICK: the one an
 * earlier pick left. `sendPicks`: the one place its send goes by a word told of it (`text him on the
 * mobile`); beside another pick it is not `picks` (`update his file with the home one and text him
 * on the mobile` changes the file to the home number), alone it is both, as a turn that only sends.
 */
export function pickedByWord(terms: readonly Term[], quoted: (offset: number) => boolean = () => false): WordPicks {
  const found = new Set<string>();
  // The words that pick where a send goes (`text him on the mobile`): sendsThere.
  const sent = new Set<string>();
  // The words said right after a verb that sends to a person (`ping the garage`).
  const toldTo = new Set<string>();
  // The words said as the subject of a clause that tells something (`the compost was damp`).
  const toldOf = new Set<string>();
  let other = false;
  // The picks said before a correction opening a clause (`refund the Saturday one, no wait, …`): set aside for the ones after it.
  let beforeCue: Set<string> | undefined;
  for (let i = 0; i < terms.length && found.size <= MOST_PICKS; i++) {
    const t = terms[i]!;
    // A quote's words are the message's, not the request's: `text her mum 'pick up at 6, not 5'` turns no pick around.
    if (quoted(t.start)) continue;
    if ((found.size > 0 || other) && CORRECTING.has(t.norm) && opensClause(terms, i)) {
      beforeCue = new Set(found);
      found.clear();
      sent.clear();
      toldTo.clear();
      toldOf.clear();
      other = false;
      continue;
    }
    // `text her mum`, `email his wife`: the relative a send goes to is the send's place, picked by that word.
    const relative = relativeSentTo(terms, i);
    if (relative !== undefined) {
      found.add(stemOfPick(relative));
      sent.add(stemOfPick(relative));
      continue;
    }
    if (t.norm === "other" && !other && otherOne(terms, i)) {
      other = true;
      continue;
    }
    // `cancel the bark chips but keep the hedging`: the thing kept after `but` is the other one, the pick is the one before.
    if (keptAfterAPick(terms, i, found.size, other)) return { picks: [...found][0] };
    // `sorry, Kofi, not Ama`, `the blue one, not the red one`: a clause of `not` after a pick sets another aside; the pick stands.
    if (t.norm === "not" && found.size > 0 && opensClause(terms, i)) {
      while (i < terms.length - 1 && !terms[i]!.breakAfter) i++;
      continue;
    }
    if (TURNED.has(t.norm) && !declinedByAnother(terms, i) && !insteadOfTheEarlier(terms, i)) return {};
    const word = t.norm === "the" || ownPlace(terms, i) ? afterThe(terms, i) : (possessiveObject(terms, i) ?? possessiveOpening(terms, i) ?? goWord(terms, i) ?? pronounOwner(terms, i) ?? namedAfterACorrection(terms, i));
    if (word === undefined) continue;
    found.add(stemOfPick(word));
    if (sendsThere(terms, i)) sent.add(stemOfPick(word));
    if (t.norm === "the" && i > 0 && SENT_TO.has(terms[i - 1]!.norm)) toldTo.add(stemOfPick(word));
    if (t.norm === "the" && (subjectOfItsClause(terms, i) || inAnothersClause(terms, i))) toldOf.add(stemOfPick(word));
  }
  // `…, no wait, the other one, the tandem`: after a correction, the other one is the one the word names;
  // alone it is other than a pick of this turn, which no earlier turn's pick tells.
  if (other && beforeCue !== undefined) return found.size === 1 ? { picks: [...found][0]! } : {};
  if (other) return found.size === 0 ? { picks: OTHER_PICK } : {};
  // `refund the blue one, sorry`: a correction that names no pick after it leaves the one before.
  if (found.size === 0 && beforeCue !== undefined) for (const w of beforeCue) found.add(w);
  // `cancel the one that ships Friday and ping the garage`: beside a pick, the one a message goes to
  // is whom to tell, and the place it goes (`on the mobile`) is the send's; `the compost was damp,
  // refund the three bags`: beside a pick, what a clause tells of is the story's.
  const picked = found.size > 1 ? [...found].filter((w) => !toldTo.has(w) && !toldOf.has(w) && !sent.has(w)) : [...found];
  const sendPicks = sent.size === 1 ? [...sent][0] : undefined;
  return { ...(picked.length === 1 ? { picks: picked[0] } : {}), ...(sendPicks !== undefined ? { sendPicks } : {}) };
}
