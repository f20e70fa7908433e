// Values an English turn sets apart by words around them that a pattern before the value cannot
// see: the old value of a change (`move the review from the 5th to the 9th`, `replace ana@x.com
// with ana@y.com`, `her old number was …, the new one is …`), a value the request is told to
// leave (`don't cancel 4471, cancel 4472`, `cancel 4472, 4471 already shipped`). Each is set apart
// only where the turn holds another value of its kind that is not: the request's own.
import { wordTable, type ClauseAct, type Span } from "@toolgate/grammar-kit";

/** Verbs of a change of a value: `move`, `push`, `raise`, `bring down`, `went from`. */
const CHANGE_VERBS =
  "move|moved|moving|push|pushed|shift|shifted|change|changed|changing|switch|switched|update|updated|reschedule|rescheduled|bump|bumped|swap|swapped|correct|corrected|fix|edit|edited|amend|amended|went|go|goes|gone|raise|raised|lower|lowered|drop|dropped|cut|increase|increased|reduce|reduced|bring|brought";

/** Words of a change before `from` and its old value: `move the review from`, `change C-9's number from`, `her email went from`. */
const CHANGED_FROM = new RegExp(String.raw`\b(?:${CHANGE_VERBS})\b(?:\s+\S+){0,8}?\s+from\s+(?:the\s+|order\s+|#)?$`, "i");
/** Words of a change before its new value, said first: `bring the refund on 4471 down to` (`15 from 25`). */
const CHANGED_TO = new RegExp(String.raw`\b(?:${CHANGE_VERBS})\b(?:\s+\S+){0,8}?\s+(?:(?:down|up|back)\s+)?to\s+(?:the\s+)?$`, "i");
/** `from` between the new value and the old one: `to 15 from 25`. */
const FROM_OLD = /^\s+from\s+(?:the\s+)?$/i;
/** Words after a value that move it to the next: `the review on the 9th should move to`, `needs to be pushed to`. */
const MOVED_TO = new RegExp(String.raw`^\s+(?:(?:should|must|will|has to|needs to|need to|is to|is going to)\s+)?(?:(?:be|get)\s+)?(?:${CHANGE_VERBS})\s+(?:(?:back|forward|out|over)\s+)?to\s+(?:the\s+)?$`, "i");
/** A change's verb right before a value that names what it changes: `reschedule Friday's call`, `move the 12th's reminder`. */
const CHANGE_BEFORE = new RegExp(String.raw`\b(?:${CHANGE_VERBS})\s+(?:(?:the|my|our|your|her|his|their)\s+)?$`, "i");
/**
 * `'s` and the thing after the value, then `to` and the new one: `Friday's call with Bo to`; or the
 * thing right after the value that names it (`the Tuesday lesson to`, `the 4pm call to`).
 */
const OWNED_TO = /^(?:['’]s\s+(?:[\w-]+\s+){0,5}?|\s+(?:[\w-]+\s+){1,5}?)to\s+(?:the\s+)?$/i;
/** How far apart an old value and its new one may stand, with the words of the change between. */
const CHANGE_GAP = 40;
/** `to`, `→` or `into` right after the old value, before the new one. */
const TO_NEW = /^\s*(?:to|into|→|->|over to)\s+(?:the\s+|order\s+|#)?$/i;

/** Words before a value that a change replaces: `replace ana@x.com`, `swap 4471`. */
const REPLACED = /\b(?:replace|replacing|swap|swapping|substitute|exchange)\s+(?:the\s+\S+\s+)?$/i;
/** `with` or `for` right after the replaced value, before its replacement. */
const WITH_NEW = /^\s*(?:with|for|by)\s+(?:the\s+)?$/i;

/**
 * A value named as the old one: `her old number was …`, `the previous address, ana@x.com`, `(was
 * 07700 900111)`. The words between hold no clause's mark: in `CA-10 is the old account, use CA-11`
 * the comma ends the old one's clause, and the value after it is the new one.
 */
const OLD_BEFORE = /\b(?:old|previous|former|outdated|current)\s+(?:(?:[^\s,;.]+\s+)?[^\s,;.]+\s*)?(?:(?:is|was|:|,)\s*)?$|\(\s*(?:was|previously|formerly|before|old)(?:\s*:)?\s*$/i;

/**
 * A value the request is told to leave: `don't cancel 4471`, `do NOT refund 4472`, `don't touch
 * 4472`, `don't refund the whole 60`, `no need to refund the full 80`, `we can't refund 4731`, `avoid
 * cancelling 4672`; not a question that asks (`can't you refund 4731?`).
 */
const LEAVE_BEFORE = /\b(?:don'?t|do not|dont|never|no need to|(?:can'?t|cannot|can not|won'?t|shouldn'?t|mustn'?t)(?!\s+(?:you|u)\b)|avoid)\s+(?:\w+\s+){1,2}?(?:(?:the|order|invoice|whole|full|entire|#)\s*)*$/i;
/**
 * Words after a value that say it needs nothing, or will not do: `4471 stays`, `4471 already
 * shipped`, `4472 was already refunded`, `the 9th doesn't work`, `Thursday is no good`; a record
 * told to be closed without `already` (`go with C-82, C-81 was closed`, `4472 got refunded`), not
 * where the words say by whom or how it went wrong (`4471 was refunded twice`); a plan that fell
 * through or was called off (`the 21st fell through`). `4471 is fine` is left out: `40 is fine`
 * corrects a sum to 40.
 */
const LEAVE_AFTER = /^,?\s*(?:stays|can stay|(?:(?:was|is|has|has been|had)\s+)?already\s+(?:been\s+)?(?:shipped|refunded|cancell?ed|sent|paid|done|gone|delivered|closed|out|processed|handled)|(?:was|is|has\s+been|got)\s+(?:closed|cancell?ed|refunded|settled|paid(?:\s+off)?)(?!\s+(?:by|for|to|twice|wrongly|in\s+error)\b)|(?:doesn'?t|does not|won'?t|will not|wouldn'?t|would not|can'?t|cannot)\s+work|(?:is|'s)\s+no good|(?:isn'?t|is not)\s+possible|(?:fell|has\s+fallen|had\s+fallen)\s+through|(?:was|is|got|has\s+been)\s+called\s+off)\b/i;

/**
 * Words after a day, in its clause or the next sentence, that say the thing on it has moved: `the
 * fitting on the 5th. It has moved`, `the 9th, but that's changed`, `Friday, which got pushed`. The
 * day is the old one; another day of the turn is where it went. A pronoun points back at the thing.
 * Read as words, one pass over a few of them.
 */
const MOVED_POINTERS = new Set(["it", "that", "this", "which", "they"]);
const MOVED_AUXILIARIES = new Set(["has", "have", "was", "were", "got", "is", "s"]);
const MOVED_VERBS = new Set(["moved", "changed", "shifted", "pushed", "rescheduled", "bumped"]);
/** Marks that may stand between the day and the pronoun: a comma, a stop, a dash. */
const MOVED_LEAD = /^[\s,.;:—–-]*$/;

function movedAway(after: string): boolean {
  const first = after.search(/\p{L}/u);
  if (first < 0 || !MOVED_LEAD.test(after.slice(0, first))) return false;
  const words = after.slice(first, first + 48).toLowerCase().split(/[^\p{L}]+/u).filter((w) => w !== "");
  let k = words[0] === "but" || words[0] === "and" ? 1 : 0;
  if (!MOVED_POINTERS.has(words[k] ?? "")) return false;
  k++;
  if (!MOVED_AUXILIARIES.has(words[k] ?? "")) return false;
  k++;
  if (words[k] === "been" || words[k] === "now") k++;
  return MOVED_VERBS.has(words[k] ?? "");
}

/**
 * Words after an order's id that say it needs nothing: `order 4470 from last week was fine`,
 * `4471 is ok`, `4472, is fine`. Only after an id, never a sum: `40 is fine` corrects a sum to 40.
 */
/**
 * Words after a value that leave it to someone or set it aside: kept by the person it is for (`the
 * green one, DR-5521, she keeps`, `4472 he's keeping`), given up by them (`the evening one is 380, he
 * dropped it`), or pointed back at to be left (`my partner's is $120, leave that one`, `skip that
 * one`). Keeping is read only where nothing is said to be kept (`she keeps the dress` tells of a
 * thing, not of the value before it).
 */
const KEPT_OR_LEFT_AFTER =
  /^,?\s*(?:(?:she|he|they|we|i|you)(?:\s*(?:'s|’s|'re|’re|'ll|’ll|is|are|will|wants to|want to|would like to|'d like to))?\s*(?:keeps|keep|keeping)(?:\s+(?:it|that|that one|this one|hers|his|theirs|them))?(?=\s*(?:[,.;:!?)—–-]|$)|\s+(?:and|but|so)\b)|(?:she|he|they|we)\s+(?:dropped|cancell?ed|skipped|withdrew from|pulled out of)\s+(?:it|that|that one|this one|out)\b|(?:leave|skip|ignore|forget|not)\s+(?:that|this|the other)(?:\s+one)?\b|leave\s+(?:his|hers|theirs|it)\b)/i;

/**
 * Words after a value that say it is out of date or wrong: `850 was last year's, the deposit is
 * 925`, `4471 is wrong`, `the 40 was a typo`, `it's 180, no sorry that was last term` (a pronoun after
 * the correction's words points back at the value), or that name it as the old or wrong one of its thing
 * (`CA-10 is the old account`, `4471 was the wrong order`). The request's value is the other one of
 * its kind.
 */
const OUTDATED_AFTER = /^,?\s*(?:(?:no|sorry|wait|oops|actually)[\s,]+){0,3}(?:(?:that|it|this)\s*)?(?:was|is|'s|’s)\s+(?:wrong|incorrect|a typo|a mistake|my mistake|an error|out of date|outdated|last (?:year|month|week|time|season|term)(?:['’]s)?|(?:the|an?)\s+(?:old|wrong|previous|former|outdated|incorrect)\b)\b/i;

/**
 * Words after a value, and its thing's name, that put it off to another request: `the $400 filing
 * fee is invoiced separately next month`, `the 60 will be billed later`, `4472 gets done on its own`.
 */
const PUT_OFF_AFTER = /^,?\s*(?:[\p{L}-]+\s+){0,2}?(?:is|are|will be|'ll be|gets|get|to be|is to be|can be)\s+(?:invoiced|billed|charged|paid|refunded|handled|done|sent|processed|cancell?ed)\s+(?:separately|later|next\s+(?:week|month|time|year)|on its own|another time|another day)\b/iu;

/**
 * Words before a day that say someone or something cannot have it: `the kiln's busy friday`, `Ana is
 * away on the 12th`, `the room is booked up Tuesday`. The request's day is the other one.
 */
const TAKEN_BEFORE = /\b(?:is|are|was|were|'s|’s|'re|’re)\s+(?:already\s+)?(?:busy|booked(?:\s+up)?|fully\s+booked|full|closed|unavailable|taken|away|off)\s+(?:on\s+)?(?:the\s+|this\s+|next\s+)?$/i;

const FINE_AFTER = /^,?(?:\s+[\w']+){0,4}?(?:\s+(?:was|is)|'s)\s+(?:fine|ok|okay|good|all good|no problem)\b/i;

/** How far before a value its words are looked for, and after it. */
const REACH = 48;
/** How far before an old value the change's verb is looked for: `push the due date on C-10's invoice of 300 from`. */
const CHANGE_REACH = 72;

const NUMERIC = new Set(["number", "id", "amount"]);

/**
 * Two values of one kind: the same kind, or an order's number and an id; a bare number only with
 * one shaped like it (as many characters, give or take one), so that the 10 of `refund 10` is not
 * the kin of order 1414.
 */
function kin(a: Span, b: Span): boolean {
  if (!NUMERIC.has(a.kind) || !NUMERIC.has(b.kind)) return a.kind === b.kind;
  if ((a.kind === "amount") !== (b.kind === "amount")) return false;
  return a.kind === "amount" || Math.abs(String(a.value).length - String(b.value).length) <= 1;
}

/** The value right after `v` in `values` (sorted by start), if it is of `v`'s kind and follows within a few characters. */
function nextKin(values: readonly Span[], i: number, text: string, joined: RegExp): Span | undefined {
  const v = values[i]!;
  for (let k = i + 1; k < values.length; k++) {
    const w = values[k]!;
    if (w.start < v.end) continue;
    if (w.start - v.end > 24) return undefined;
    return kin(v, w) && joined.test(text.slice(v.end, w.start)) ? w : undefined;
  }
  return undefined;
}

/** The value of `v`'s kind right before or after it (`after`), within CHANGE_GAP, with only `joined` (and names) between. */
function kinBeside(values: readonly Span[], i: number, text: string, joined: RegExp, after: boolean): Span | undefined {
  const v = values[i]!;
  for (let k = after ? i + 1 : i - 1; after ? k < values.length : k >= 0; k += after ? 1 : -1) {
    const w = values[k]!;
    // A name said between is part of what is changed (`Friday's call with Bo to Monday`).
    if ((after ? w.start < v.end : w.end > v.start) || w.kind === "name") continue;
    const between = after ? text.slice(v.end, w.start) : text.slice(w.end, v.start);
    if (between.length > CHANGE_GAP) return undefined;
    return kin(v, w) && joined.test(between) ? w : undefined;
  }
  return undefined;
}

/**
 * An old value a change names with the new one in other orders: the new said first (`bring the
 * refund on 4471 down to 15 from 25`), the old moved by the words after it (`the review on the 9th
 * should move to the 11th`), the old owning what is changed (`reschedule Friday's call with Bo to
 * Monday`).
 */
function changedAround(text: string, sorted: readonly Span[], i: number): boolean {
  const v = sorted[i]!;
  const newer = kinBeside(sorted, i, text, FROM_OLD, false);
  if (newer !== undefined && CHANGED_TO.test(text.slice(Math.max(0, newer.start - CHANGE_REACH), newer.start))) return true;
  if (kinBeside(sorted, i, text, MOVED_TO, true) !== undefined) return true;
  return CHANGE_BEFORE.test(text.slice(Math.max(0, v.start - REACH), v.start)) && kinBeside(sorted, i, text, OWNED_TO, true) !== undefined;
}

/**
 * The values the turn sets apart, where another of each one's kind stays the request's. A value
 * inside a quoted text is the text's (`text him 'don't ship 4490 yet'`): its words set nothing apart.
 */
export function changedOrLeft(text: string, values: readonly Span[], quotes: readonly Span[] = [], acts: readonly ClauseAct[] = []): Set<Span> {
  const apart = new Set<Span>();
  const sorted = [...values].sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i]!;
    if (v.kind === "quoted" || v.kind === "name") continue;
    if (quotes.length > 0 && quotes.some((q) => v.start > q.start && v.end < q.end)) continue;
    const before = text.slice(Math.max(0, v.start - REACH), v.start);
    const after = text.slice(v.end, v.end + REACH);
    const changed = (CHANGED_FROM.test(text.slice(Math.max(0, v.start - CHANGE_REACH), v.start)) && nextKin(sorted, i, text, TO_NEW)) || (REPLACED.test(before) && nextKin(sorted, i, text, WITH_NEW)) || changedAround(text, sorted, i);
    const orderLike = v.kind === "id" || (v.kind === "number" && /^\d{4,}$/.test(v.text));
    if (changed || (v.kind === "date" && (TAKEN_BEFORE.test(before) || movedAway(after))) || OLD_BEFORE.test(before) || LEAVE_BEFORE.test(before) || LEAVE_AFTER.test(after) || KEPT_OR_LEFT_AFTER.test(after) || OUTDATED_AFTER.test(after) || PUT_OFF_AFTER.test(after) || (orderLike && FINE_AFTER.test(after))) apart.add(v);
    // A value told to be wrong or old is so wherever the turn said it: `invoice CA-10 — hang on, CA-10 is the old account`.
    if (OUTDATED_AFTER.test(after)) for (const w of sorted) if (w !== v && w.kind === v.kind && String(w.value) === String(v.value)) apart.add(w);
  }
  for (const v of leftInAsides(text, sorted)) apart.add(v);
  for (const v of pastAgainstNow(text, sorted)) apart.add(v);
  for (const v of chosenByOrder(text, sorted, acts)) apart.add(v);
  for (const v of chosenByWord(text, sorted, acts)) apart.add(v);
  for (const v of sumChosenByWord(text, sorted)) apart.add(v);
  // Only where another value of the kind stays the request's: `don't cancel 4471` alone sets nothing apart.
  for (const v of [...apart]) if (!sorted.some((w) => w !== v && !apart.has(w) && kin(v, w))) apart.delete(v);
  return apart;
}

/** The words that give a value as this time's, after one told of a past time: `this time it's`, `this week it's`, `now it's`. */
const THIS_TIME_BEFORE = /\b(?:this\s+(?:time|week|month|year|term|season)|now)(?:\s*,)?\s*(?:it['’]s|it\s+is|it['’]ll\s+be|it\s+will\s+be|they['’]re)\s+(?:[$€£]\s?)?$/i;
/** A past time the value before was told of: `last month we charged Dev 240`, `her order last week was LD-600`. */
const PAST_TIME = /\blast\s+(?:time|week|month|year|term|season)\b/i;

/**
 * Values told of a past time, then given again for this time: `last month we charged Dev 240 for the
 * service, this time it's 310`, `her order last week was LD-600, this week it's LD-612`. The past
 * time's value is set apart: the request is about this time's.
 */
function pastAgainstNow(text: string, sorted: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const now = sorted[i]!;
    const cue = THIS_TIME_BEFORE.exec(text.slice(Math.max(0, now.start - 32), now.start));
    if (!cue) continue;
    const past = kinBefore(sorted, i);
    if (past !== undefined && PAST_TIME.test(text.slice(Math.max(0, past.start - REACH), now.start - cue[0].length))) out.push(past);
  }
  return out;
}

/** The nearest value before `sorted[i]` of its kind. */
function kinBefore(sorted: readonly Span[], i: number): Span | undefined {
  for (let k = i - 1; k >= 0; k--) if (kin(sorted[k]!, sorted[i]!)) return sorted[k];
  return undefined;
}

/** A bracketed aside, with no bracket inside, of a bounded length. */
const ASIDE = /\(([^()]{1,160})\)/g;
/**
 * The end of an aside that leaves what it told of as it is: `(the 90 on BS-311 was the wheel, that
 * stays)`, `(4472 is hers, leave it)`, `(… , don't touch that)`. A pronoun points back at the
 * aside's own words.
 */
const ASIDE_LEFT = /[,;:—–-]\s*(?:(?:that|it|this|which|those|they)(?:\s+one)?\s+(?:stays|stay|can stay|is staying|remains|stands)|(?:leave|skip|ignore)\s+(?:it|that|this|them|those)(?:\s+one)?(?:\s+alone)?|(?:don'?t|do not)\s+touch\s+(?:it|that|this|them))\s*(?:[.!]\s*)?$/i;

/**
 * Words that set apart a thing right before the aside that gives its values: `NOT the battery one
 * (29.99 on MR-45)`, `leave my own (CG-88/1)`, or an owner's pronoun standing for the thing: `but
 * leave mine (CG-88/1) alone`, `not hers (4472)`.
 */
const APART_BEFORE_ASIDE = /(?:^|[\s,;—–-])(?:not|except(?:\s+for)?|but not|apart from|other than|leave(?:\s+out)?|skip)\s+(?:(?:the|that|his|her|their|my|our|your)\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+|mine|hers|his|theirs|ours|yours)\s*$/iu;

/** The values inside bracketed asides that end by leaving what they told of, or that give a thing set apart right before them. One pass over the brackets. */
function leftInAsides(text: string, sorted: readonly Span[]): Span[] {
  if (!text.includes("(")) return [];
  const out: Span[] = [];
  for (const m of text.matchAll(ASIDE)) {
    const from = m.index!;
    if (!ASIDE_LEFT.test(m[1]!) && !APART_BEFORE_ASIDE.test(text.slice(Math.max(0, from - 40), from))) continue;
    const to = from + m[0].length;
    for (const v of sorted) if (v.start > from && v.end < to) out.push(v);
  }
  return out;
}

/** `the second one`, `the first order`, `the latter`: one of the values listed before, named by its place. */
const BY_ORDER = /\bthe\s+(first|second|third|last|latter|former)\b(?!\s+(?:of|time|thing|week|day|month)\b)/gi;
const PLACES: Record<string, number> = wordTable({ first: 0, former: 0, second: 1, third: 2 });

/**
 * Values listed and then one named by its place (`two orders came in, 6001 and 6002. cancel the
 * second one`): the others in the list are set apart. Only ids, two to five in a row before the
 * words, and none of their kind after them; and only a list: where a request's verb stands between
 * the ids (`refund 15 on BC-1 and cancel BC-2, they don't need the second drop`), each id is its
 * own request's, and the place word speaks of what one of them is about, not of which one is meant.
 */
function chosenByOrder(text: string, sorted: readonly Span[], acts: readonly ClauseAct[]): Span[] {
  // Where the list writes its records as ids (`R-101 owes 75, R-204 owes 130`), a bare number
  // beside them is a record's sum, never a record of the list; only a list of bare numbers
  // (`6001 and 6002`) is a list of numbers.
  const written = sorted.filter((v) => v.kind === "id");
  const ids = written.length >= 2 ? written : sorted.filter((v) => v.kind === "id" || (v.kind === "number" && /^\d{3,}$/.test(v.text)));
  if (ids.length < 2 || ids.length > 5) return [];
  const last = ids[ids.length - 1]!;
  const first = ids[0]!;
  if (acts.some((a) => a.start >= first.end && a.start < last.start)) return [];
  BY_ORDER.lastIndex = last.end;
  const m = BY_ORDER.exec(text);
  if (!m) return [];
  const word = (m[1] ?? "").toLowerCase();
  const at = word === "last" || word === "latter" ? ids.length - 1 : PLACES[word] ?? -1;
  if (at < 0 || at >= ids.length) return [];
  const others = ids.filter((_, i) => i !== at);
  ITEM_STOP.lastIndex = last.end;
  const stop = Math.min(ITEM_STOP.exec(text)?.index ?? text.length, m.index);
  // A list picked by place tells each record's values after it (`RN-400 the van at 210, RN-401 …`).
  return [...others, ...valuesOfRecords(sorted, ids, others, ids.map((id, k): [number, number] => [id.end, k + 1 < ids.length ? ids[k + 1]!.start : stop]))];
}

/** `the late one`, `the blue one`: one of the records listed, named by a word its item told of it. */
const BY_WORD = /\bthe\s+([a-z]{3,})\s+one\b/gi;

/** The ids of a list, as chosenByOrder reads them; none where a request's verb stands between them. */
function listedIds(sorted: readonly Span[], acts: readonly ClauseAct[]): Span[] {
  const written = sorted.filter((v) => v.kind === "id");
  const ids = written.length >= 2 ? written : sorted.filter((v) => v.kind === "id" || (v.kind === "number" && /^\d{3,}$/.test(v.text)));
  if (ids.length < 2 || ids.length > 5) return [];
  if (acts.some((a) => a.start >= ids[0]!.end && a.start < ids[ids.length - 1]!.start)) return [];
  return ids;
}

/**
 * Records listed each with words of its own and then one named by one of those words (`two jobs
 * today, BC-101 on time and BC-102 forty minutes late. refund the late one`): the others, and the
 * values their items say, are set apart. The words are read after the list's stop, and only where
 * exactly one record's item holds the word.
 */
function chosenByWord(text: string, sorted: readonly Span[], acts: readonly ClauseAct[]): Span[] {
  const ids = listedIds(sorted, acts);
  if (ids.length === 0) return [];
  const last = ids[ids.length - 1]!;
  ITEM_STOP.lastIndex = last.end;
  const stop = ITEM_STOP.exec(text)?.index;
  if (stop === undefined) return [];
  BY_WORD.lastIndex = stop;
  const m = BY_WORD.exec(text);
  if (!m) return [];
  const word = m[1]!.toLowerCase();
  if (word in PLACES || word === "last" || word === "latter" || word === "other" || word === "same") return [];
  const bounds = itemBounds(text, ids, stop);
  const items = bounds.map(([from, to], k) => (text.slice(from, ids[k]!.start) + " " + text.slice(ids[k]!.end, to)).toLowerCase());
  const holding = items.flatMap((item, k) => (item.split(/[^a-z'’-]+/).includes(word) ? [k] : []));
  if (holding.length !== 1) return [];
  const others = ids.filter((_, k) => k !== holding[0]);
  return [...others, ...valuesOfRecords(sorted, ids, others, itemBounds(text, ids, Math.min(stop, m.index)))];
}

/** The words that join one item of a list to the next: `, `, `; `, ` and `, ` & `. */
const ITEM_JOIN = /,\s|;\s|\s(?:and|&)\s/g;

/**
 * Where each record's item of a list runs. A list tells each record's words after it (`BC-101 on
 * time and BC-102 forty minutes late`) or around it (`the lemon one on BK-301 came to 45 and the
 * chocolate on BK-302 to 60`): an item ends at the last join (`and`, a comma) before the next
 * record, and the next item starts there; with no join between two records, at the next record.
 * The first item starts after the stop or colon before the list, the last ends at `stop`.
 */
function itemBounds(text: string, ids: readonly Span[], stop: number): Array<[number, number]> {
  const first = ids[0]!;
  const opening = Math.max(text.lastIndexOf(".", first.start), text.lastIndexOf(":", first.start), text.lastIndexOf(";", first.start), text.lastIndexOf("\n", first.start)) + 1;
  const cuts: number[] = [];
  for (let k = 0; k + 1 < ids.length; k++) {
    const from = ids[k]!.end;
    const to = ids[k + 1]!.start;
    let cut = to;
    ITEM_JOIN.lastIndex = from;
    for (let j = ITEM_JOIN.exec(text); j !== null && j.index < to; j = ITEM_JOIN.exec(text)) cut = j.index;
    cuts.push(cut);
  }
  return ids.map((_, k) => [k === 0 ? opening : cuts[k - 1]!, k + 1 < ids.length ? cuts[k]! : stop]);
}

/** `the cracked ones`, `the late one`, at the end of a turn: what the request is for, named by a word. */
const ONES_BY_WORD = /\bthe\s+([a-z]{3,})\s+ones?\b/gi;
/** The most sums a story may tell for one of them to be picked by a word. */
const MAX_STORY_SUMS = 8;
/** Where a clause of a told story ends: a stop, a comma, a dash, a bracket, or a word that joins clauses. */
const CLAUSE_END = /[,;:.!?()—–]|\s(?:and|but|so|then)\s/gi;

/** The clause a value stands in, lower case: from the end before it to the end after it. */
function clauseOf(text: string, v: Span, ends: readonly number[]): string {
  let from = 0;
  let to = text.length;
  for (const e of ends) {
    if (e < v.start) from = e;
    else if (e >= v.end) {
      to = e;
      break;
    }
  }
  return text.slice(from, to).toLowerCase();
}

/**
 * Sums told in a story and then one named by a word its own clause told of it (`she'd paid 90 for
 * the set but … the cracked cups come to 30 … — refund just the cracked ones`): the other sums are
 * set apart. Sums written in digits, the words read after the last of them, and only where exactly
 * one sum's clause holds the word.
 */
function sumChosenByWord(text: string, sorted: readonly Span[]): Span[] {
  const sums = sorted.filter((v) => v.kind === "amount" || (v.kind === "number" && /^\d{1,3}(?:[.,]\d{1,2})?$/.test(v.text)));
  // A story tells a few sums; a turn of many is no such story, and reading it would cost a pass per sum.
  if (sums.length < 2 || sums.length > MAX_STORY_SUMS) return [];
  ONES_BY_WORD.lastIndex = sums[sums.length - 1]!.end;
  const m = ONES_BY_WORD.exec(text);
  if (!m) return [];
  const word = m[1]!.toLowerCase();
  if (word in PLACES || word === "last" || word === "latter" || word === "other" || word === "same") return [];
  const ends = [...text.slice(0, m.index).matchAll(CLAUSE_END)].map((e) => e.index);
  const holding = sums.filter((v) => clauseOf(text, v, ends).split(/[^a-z'’-]+/).includes(word));
  return holding.length === 1 ? sums.filter((v) => v !== holding[0]) : [];
}

/** The end of a list's last item: the first stop after its last record, or where the words that pick one start. */
const ITEM_STOP = /[.;!?\n]/g;

/**
 * The values a list says of each record set apart (`RN-400 the van at two hundred and ten, RN-401
 * the small car at ninety … refund the last one`: 210 is the van's), after the record up to the end
 * of its item. Sums, days and places only.
 */
function valuesOfRecords(sorted: readonly Span[], ids: readonly Span[], apart: readonly Span[], bounds: ReadonlyArray<[number, number]>): Span[] {
  const out: Span[] = [];
  for (const record of apart) {
    // The values after the record in its item: words before it name the thing (`the lemon one on
    // BK-301`), and a count or a day there tells of the list or names the item (`two jobs`, `Thursday's`).
    const to = bounds[ids.indexOf(record)]![1];
    for (const v of sorted) if (v.start >= record.end && v.end <= to && !ids.includes(v) && ITEM_KINDS.has(v.kind)) out.push(v);
  }
  return out;
}

/** The kinds of value a list's item says of its record. */
const ITEM_KINDS = new Set(["amount", "number", "date", "phone", "email", "iban", "handle", "channel", "url"]);

