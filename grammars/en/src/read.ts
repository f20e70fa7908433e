// Reads an English turn into the port's TurnReading: addresses and values from the raw text,
// sending acts, names and numbers in words from compromise. Never throws: a reader that fails on
// a strange turn would make the engine refuse every later call of the session.
import type { ClauseAct, LabelWords, ReadOptions, SendingAct, TurnReading } from "@toolgate/grammar-kit";
import { markLookedUp } from "./looked-up.js";
import { asideByLabel, assembleReading, daysAfterEachRecord, markRecordDayExtremes, notTheOnlyOnes, placePick, readTurnSafely, recordLike, scanAddresses, SpanSet, sumsInPieces, toldOfEach, trimTrailing, wordTable, type Span } from "@toolgate/grammar-kit";
import { daysThatHappened } from "./days-that-happened.js";
import { sendersNamed } from "./senders-named.js";
import { actKey, actTerm } from "./act-words.js";
import { findActs } from "./acts.js";
import { sumsOfKeywordVerbs } from "./keywords-as-verbs.js";
import { placesSpokenOf } from "./places-spoken-of.js";
import { placesTurnedDown, sendAskedElsewhere, typedPlacesTurnedDown } from "./places-turned-down.js";
import { sendsToPointed } from "./sends-to-pointed.js";
import { changedOrLeft } from "./changes.js";
import { codesSent } from "./codes-sent.js";
import { ownersSetApart } from "./owners-set-apart.js";
import { sumsOfRecordsSetApart, sumsOnRecordsSetApart, recordsOfSumsSetApart, sumsToldOfRecords } from "./sums-told-of-records.js";
import { recordsOfThingsNotNamedAgain } from "./records-of-things-named-again.js";
import { sumsOfThingsNotNamedAgain } from "./sums-of-things-named-again.js";
import { thingsBeforeTheirDays } from "./things-before-their-days.js";
import { restatedRequest } from "./restated.js";
import { valuesByOwner, valuesByOwnerInOrder } from "./values-by-owner.js";
import { markPointedAt } from "./places-pointed-at.js";
import { correctsTakenBack } from "./taken-back-by-not.js";
import { saidThenCorrected } from "./said-then-corrected.js";
import { factSums, receivedSums, toldCountsAndDays } from "./facts.js";
import { workedSums } from "./worked-sums.js";
import { countsOfThingsNamed, giveCountedTotals, markCountsOfThingsNamed } from "./counted-sums.js";
import { LABEL_WORDS } from "./labels.js";
import { differencesOfSums, partsOfSums, wholesOfPartsSaidAfter, scanDigitsSaidApart, scanRangeTops, scanSpokenEmails, scanSpokenPhones, scanTwoNumberSums, thousandsDotTwins } from "./spoken.js";
import { scanDates } from "./dates.js";
import { countsOfNamesListed, countWords } from "./counts-said-as-words.js";
import { markLengthsOfTime } from "./lengths-of-time.js";
import { markSurnames } from "./surnames.js";
import { markPricedList, pickedByPrice } from "./picked-by-price.js";
import { ENGLISH_LISTS, pickedByWord } from "./picked-by-word.js";
import { markQuotesOfActsThatSendNothing } from "./quotes-of-acts-that-send-nothing.js";
import { pickedByPlace } from "./picked-by-place.js";
import { pickedByDay } from "./picked-by-day.js";
import { CURRENCIES, ENGLISH_WORDS, ID_KEYWORDS, NUMBER_WORDS, REQUEST_LEADS } from "./lexicon.js";
import { scanAmounts, scanChannels, scanCuedPhones, scanHashCodes, scanIds, scanNumbers, scanQuoted, scanTimes } from "./values.js";
import { analyse, type Analysis, type Term } from "./world.js";

/**
 * Longest text compromise is given: about 64 KB parses in half a second on these machines.
 * Addresses and values are still read in the whole text; acts and names past this point are not.
 */
export const WORD_ANALYSIS_LIMIT = 64_000;

/** Words that precede a URL or host the person wants something sent to. */
const URL_TO = /\b(?:to|into|onto)\s+(?:the\s+)?(?:\w+\s+)?(?:site|page|url|link|website|server|endpoint|webhook|address|bucket|folder)?\s*:?\s*$/i;
const URL_AT = /\b(?:on|at|via|in)\s+(?:the\s+)?(?:\w+\s+)?(?:site|page|url|link|website|server|endpoint|webhook|forum)?\s*:?\s*$/i;

const WORD_AT = /\s*[a-z$€£]+/iy;

/** The word (with the spaces before it) that starts at `index`, or "". */
/**
 * The words between a value and its correction: `20, sorry, 25`, `45… actually make it 40`,
 * `#status — no, in #incidents`, `30, scratch that, refund 35`, `hmm, change that to 28`, `45 (sorry,
 * 40)`, `45, or actually 40`, `45, reduce it to 40`, `45 — update: 40`: a
 * correction word (with more of them after it: `sorry, typo, 25`), then up to four words restating the request, none of them joining a new one;
 * only where the word is set off by punctuation or can only correct, so that `15 no pedido 20`
 * in a Portuguese clause is no correction.
 */
const CORRECTION = new RegExp(
  String.raw`^[\s,.;:?!…—–(-]*` +
    // The rest of the first value's clause, up to a stop (`9th to call the bank, my bad, …`): up to six
    // words, blanks between them, so that a run of letters and apostrophes splits into words one way only.
    String.raw`(?:(?:(?!(?:and|also|plus|then|but)\b)[a-z']+(?:-[a-z']+)*\b\s+){0,5}(?!(?:and|also|plus|then|but)\b)[a-z']+(?:-[a-z']+)*\b\s*[,.;:…—–-][\s,.;:…—–-]*)?` +
    String.raw`(?:(?:hmm+|um+|uh+|oh|ah|ok|okay|ugh|well|but)\b[\s,.;:…—–-]*)?` +
    // A correction word and the old words after it (`45… actually make it 40`).
    String.raw`(?:(?:sorry|no wait|wait|no|nope|actually|i mean|i meant|or rather|or actually|rather|correction|scratch that|strike that|ignore that|make (?:it|that)|change (?:it|that)(?: to)?|(?:reduce|lower|cap|bump|raise) (?:it|that) (?:to|at)|should (?:be|have been)|my bad|my mistake|typo|oops|on second thoughts?|er+|erm+|let'?s (?:do|say|go with|make it)|go with|better make it|never ?mind|nvm|disregard(?: that)?|forget that)\b[\s,.;:…—–-]*(?:(?:actually|no|sorry|wait|oops|typo|my bad|my mistake|wrong one|i mean|i meant|make (?:it|that)|it's|its|in|on|to|for|the|order|just|other|one)\b[\s,.;:…—–-]*){0,5}` +
    // A correction word set off by punctuation, or a phrase that can only correct, then the request restated.
    String.raw`|(?:(?:sorry|no wait|wait|no|nope|actually|i mean|i meant|or rather|or actually|rather|correction|update|revised|amended|corrected|scratch that|strike that|ignore that|disregard that|forget that|never ?mind|nvm|make (?:it|that)|change (?:it|that)(?: to)?|should (?:be|have been)|my bad|my mistake|typo|oops)\s*[,.;:…—–-]|(?:scratch that|strike that|ignore that|make (?:it|that)|change (?:it|that)(?: to)?|(?:reduce|lower|cap|bump|raise|drop|cut|bring|knock) (?:it|that)(?: down| up)? (?:to|at)|should (?:be|have been)|i mean|i meant|meant|or rather|or actually|my bad|my mistake|thinking about it|come to think of it|on reflection` +
    // `89.99 — no wait, they kept the pot, make that 64.99`: a correction word, a short clause telling
    // why, then a phrase that can only restate the value.
    // `0161 496 0321... wait no that's the office, his mobile is 07700 900987`: the thing named anew.
    String.raw`|(?:sorry|no wait|wait no|wait|no|nope|oops|hang on|hold on)(?:\s*[,.;:…—–-]\s*|\s+(?=(?:that|it|this)(?:'s|\s+is|\s+was)\s))(?:(?!(?:and|also|plus|then|but)\b)[a-z']+\s+){0,6}?[a-z']+\s*[,.;:…—–-]\s*(?:so\s+)?(?:make (?:it|that)|change (?:it|that)(?: to)?|let'?s (?:say|make it|go with)|call it|(?:her|his|their|the|my|our) (?:real |actual |right |correct )?(?:mobile|cell|phone|number|email|address|account|order)(?: number)? is)` +
    // `her new address is ann@beta.example`, `the new date is the 12th`.
    String.raw`|(?:(?:her|his|their|the|its|our|my) )?new (?:address|email|number|phone|date|day|amount|sum|total|price|order|id|iban|account|channel) is` +
    // `change the date to`, `update the recipient to`, `move it to`: the thing the value is, changed.
    String.raw`|(?:change|update|switch|swap|move|push|shift|correct|fix) (?:it|that|this|(?:the|her|his|their|its) (?:due |delivery |phone |email |new )?(?:date|day|deadline|amount|sum|total|figure|price|number|address|email|recipient|buyer|customer|phone|order|id|meeting|reminder|refund|invoice|iban|account|channel))\s+to` +
    // `the order number is actually 5512`, `it's actually 40`.
    String.raw`|(?:[a-z]+\s+){0,3}(?:is|was)\s+(?:actually|really)|(?:it|that)'s\s+(?:actually|really))\b)[\s,.;:…—–-]*(?:(?!(?:and|also|plus|then|but)\b)[a-z']+\b(?:[\s,.;:…—–-]+|$)){0,4})$`,
  "i",
);

/**
 * Informal no's before a correction (`60 — nah make that 65`, `the 14th — naw, the 15th`): read
 * as the `no` CORRECTION knows, so that its pattern stays as it is.
 */
const INFORMAL_NO = /\bna[hw]\b/gi;
const CORRECTION_SAID = { test: (between: string): boolean => CORRECTION.test(between.replace(INFORMAL_NO, "no")) };
/** The label words, with a thing named again then taken back for another (`text Dan, sorry, I mean Mia`) read as the correction above. */
const LABELS_TAKEN_BACK: LabelWords = { ...LABEL_WORDS, takenBack: CORRECTION_SAID.test };

/**
 * Words right after a value that make it the new one (`40 actually`, `do 40 instead`, `use
 * bob@… instead`, `move it to the 12th actually`), but not `instead of`, which sets apart the value
 * after it; the old value is the one of its kind before, with no word joining another request
 * between (`refund 20 on 4471 and cancel 4472 instead` takes nothing back). Not where the value is
 * then told to be left (`4472, is fine, leave it`): the value is fine as it is, not the new one.
 */
const CORRECTION_AFTER = {
  cue: /^[\s,]*(?:actually|i mean|i meant|instead(?!\s+of\b)|rather(?!\s+than\b)|is (?:correct|right|the right one|better|fairer|fine)|(?:would|will) (?:be|work) better|works better|then)\s*(?:[.,;:!?)—–-]|$)(?![\s,]*(?:leave|keep|don'?t|do not|no need)\b)/i,
  between: /^(?:(?!\b(?:and|also|plus|then|but|or)\b)[^])*$/i,
};

/** The words between a number and the id it is said of: `15 on ORD-1`, `20 for order A1`, `$30 to #5512`, `5 each for 3301`. */
const PAIRING = /^\s*(?:dollars|bucks|euros|pounds|usd|eur|gbp)?\s*(?:(?:each|apiece|back|off|refunded|credited|credit)\s+)?(?:on|for|to|against|off)\s+(?:(?:the|order|invoice|account|ticket|item|customer|no\.?|number)\s+)*#?$/i;

/** The words between an id and the number said of it, the id first: `ORD-1: 15`, `7001 → 15`, `7001 gets 15`, `ORD-1 15`, `7001 (15)`, `7001 with 15`, `4473: refund 30`, `on 4473 refund 30`. */
const PAIRED_AFTER = /^\s*(?:[:=→(]|->|—|–|-)?\s*(?:(?:gets|get|takes|for|is|at|with|refund|credit|return|give back|pay|invoice|bill|charge)\s+)?$/i;

/** Two lists said in order: joined by `,`, `and`, `&`, paired by `respectively` or `in that order`. */
/** The words between a record and the place it goes to: `F-7 with kai@…`, `file 301 to ops@…`, `F-50 goes to ana@…`, `for C-709 use 07700 …`, `C-649 gets 07700 …`, `C-5 moves to 07700 …`, `FS-11 is now 555-0101`. */
const PLACED_AFTER = /^\s*(?:(?:goes|go|gets|get|is|are|should go|needs to go|now|moves|moved|switches|switched)\s+)?(?:with|to|for|->|→)\s+$|^\s*(?:(?:should|will|can|to|now)\s+)?(?:use|uses|using|takes|gets|get|receives|keeps|:|=)\s+$|^['’]s\s+(?:(?:new|updated|correct|right|current)\s+)?(?:(?:phone|mobile|cell|number|email|address)\s+)?(?:number\s+)?(?:is|to|should be|becomes|is now|:)\s+$|^\s*(?:\)\s*)?is\s+(?:now\s+)?$/i;

const IN_ORDER = {
  join: /^\s*(?:,\s*(?:and\s+|&\s*)?|(?:and|&)\s+)(?:(?:order|invoice|account|#)\s*)?$/i,
  cue: /^[\s,;:(—–-]*(?:(?:on|to|for|of|them|those|these|each|the orders)\s+){0,2}(?:respectively|resp\.|(?:in )?(?:that|the same|same) order|in order(?! to)|each in turn)\b/i,
  // Ids, then what they need, owe or get, then as many sums: `8801 and 8802 need 20 and 30`,
  // `refund 8803 and 8804 12 and 18`.
  // `refund 4471 and 4472 — 20 and 30`, `credit C-81 and C-82: 150 and 90`: a dash or a colon alone.
  bridge: /^\s*(?:(?:need|needs|owe|owes|get|gets|are owed|should get|will get)(?:\s+(?:back|refunds?(?:\s+of)?|credits?(?:\s+of)?))?\s*:?)?\s+$|^\s*[—–:-]\s+$/i,
};

/**
 * Sums and ids said in turn (`4471 needs a refund of 30 and 4472 needs one of 45`, `for 4471
 * refund 30, for 4472 refund 45`): inside a pair no word that joins requests, between two pairs one.
 */
const ALTERNATING = {
  inside: /^(?:(?!\b(?:and|also|plus|then|but|or|n)\b)[^,;.&+\n])*$/i,
  between: /^[^\n]*?(?:\b(?:and|also|plus|then|n)\b|[,;.&+])[^\n]*$/i,
};

/** The words that turn a long turn's story into its request: `…, so please cancel`, `…; that's why`. */
/** A sum as a bound's words write it: `300`, `€300`, `300 euros`, `1.5k`. */
const BOUND_SUM = String.raw`(?:[€$£]\s?)?\d[\d.,]*k?(?:\s?(?:[€$£]|eur(?:os?)?|pounds?|quid|dollars?|bucks|gbp|usd|chf|francs?))?`;
/**
 * The words before an amount said as a bound, not as the sum asked for (`between 300 and 400
 * euros`, `up to 50`, `no more than £80`, `at least 20`), anchored at the amount: the kit's `bound`.
 */
const BOUND = new RegExp(
  String.raw`\b(?:between|from|up to|at most|no more than|not more than|under|below|less than|more than|over|above|at least|max(?:imum)?|min(?:imum)?)\s+(?:${BOUND_SUM}\s+(?:and|to)\s+)?(?:[€$£]\s?)?$`,
  "iu",
);
const INSTRUCTION = /[,;:]\s*(?:and\s+)?(?:so|therefore|hence|that's why|which is why|so then)\s+(?:(?:please|pls|can you|could you|just)\s+)?/i;

/**
 * Words just before a value that set it apart from the request: `not 7070`, `but keep 5657`,
 * `except the 9.99`, `not the full 120`, `300 rather than 350`, `hold off on 9303`, `skip 4204`,
 * `excluding 5150`, `not my work phone 0412 …`, `not the work one ana@…`, `same as we did for 4470`.
 */
const SET_APART = /(?:\bnot|\bkeep|\bexcept|\bapart from|\bother than|\bleave|\binstead of|\brather than|\bhold off|\bskip|\bexclud(?:e|ing))\s+(?:(?:the|order|on|in|to|for|at|number|full|whole|entire)\s+)*#?$|\bnot\s+(?:my|the|her|his|their|our|your|that|this)\s+(?:[\w'-]+\s+){0,3}#?$|\b(?:same as|just like)\s+(?:(?:we did|we did it|you did|last time|before)\s+)?(?:for|on|with)\s+(?:(?:order|the)\s+)?#?$/i;

/**
 * A currency named apart from its sum, later in the clause: `70, in euros`, `invoice 70. currency
 * is EUR`, `paid in pounds`, `300 (EUR)`. It is the currency of the nearest sum before it that names
 * none, or of the sum right after it where it is named first (`in euros: 300`).
 */
const CURRENCY_NAMED = /\b(?:(?:paid |all |payable )?in|currency(?:\s+is|\s*[:=])?)\s+(euros?|dollars?|pounds?|sterling|reais|bucks|usd|eur|gbp|brl|cad|aud|chf|jpy)\b|\(\s*(euros?|dollars?|pounds?|sterling|reais|usd|eur|gbp|brl|cad|aud|chf|jpy)\s*\)/gi;

/** What may stand between a currency named first and its sum: `in euros: 300`, `in euros - 300`, `in euros for 300`. */
const CURRENCY_THEN_SUM = /^\s*(?:[:=–—-]|for|of)?\s*$/;

/** The words before a number said of an order, not a sum: `on 6163`, `order #6163`. */
const ID_BEFORE = /\b(?:on|order|invoice|no\.?|number)\s*#?\s*$/i;

/** How far before the currency's name its sum may stand. */
const CURRENCY_REACH = 40;

function currencyNamedApart(text: string, spans: SpanSet): void {
  CURRENCY_NAMED.lastIndex = 0;
  for (let m = CURRENCY_NAMED.exec(text); m !== null; m = CURRENCY_NAMED.exec(text)) {
    const currency = CURRENCIES[(m[1] ?? m[2] ?? "").toLowerCase()];
    if (currency === undefined) continue;
    let sum: Span | undefined;
    let next: Span | undefined;
    const after = m.index + m[0].length;
    for (const span of spans.spans) {
      if (span.kind !== "amount" && span.kind !== "number") continue;
      // `invoice C-1 in euros: 300`: the currency named first, its sum right after.
      if (m[1] !== undefined && span.start >= after && span.start - after <= 6 && CURRENCY_THEN_SUM.test(text.slice(after, span.start))) next = span;
      if (span.end > m.index || m.index - span.end > CURRENCY_REACH) continue;
      // `refund $45 on 6163, …`: a number said of an order is its id, not a sum.
      if (span.kind === "number" && ID_BEFORE.test(text.slice(Math.max(0, span.start - 12), span.start))) continue;
      if (sum === undefined || span.end > sum.end) sum = span;
    }
    sum ??= next;
    // Only the nearest sum, where it names no currency itself.
    if (sum === undefined || sum.currency !== undefined) continue;
    sum.kind = "amount";
    sum.currency = currency.code;
  }
}

/** The `and` between a whole said in words and its cents (`four dollars and fifty cents`), or a space alone (`seven dollars fifty`). */
const CENTS_GAP = /\s+(and\s+)?/y;

/**
 * The cents said in words right after a whole sum said in words: compromise's next number, a whole
 * from 1 to 99, after `and` with `cents` after it (`four dollars and fifty cents`); or, right
 * after the currency's word, ten to ninety-nine with `cents` or no word of a sum or a count after it
 * (`seven dollars fifty`, not `seven dollars twenty euros` nor `five dollars twenty times`).
 */
function centsInWords(text: string, from: number, numbers: readonly { start: number; text: string; value: number }[], k: number, afterWord: boolean): { end: number; value: number } | undefined {
  CENTS_GAP.lastIndex = from;
  const gap = CENTS_GAP.exec(text);
  if (!gap || (gap[1] === undefined && !afterWord)) return undefined;
  const at = from + gap[0].length;
  for (let j = k + 1; j < numbers.length && j <= k + 3; j++) {
    const c = numbers[j]!;
    if (c.start < at) continue;
    if (c.start > at || !Number.isInteger(c.value) || c.value < 1 || c.value > 99 || !/^[a-z-]+[.,;:!?]*$/i.test(c.text)) return undefined;
    const end = c.start + trimTrailing(c.text, ".,;:!?").length;
    const unit = wordAt(text, end);
    if (/^(?:cents?)$/i.test(unit.trim())) return { end: end + unit.length, value: c.value };
    const next = unit.trim().toLowerCase();
    return gap[1] === undefined && c.value >= 10 && !/^(?:[a-z]+s|quid)$/.test(next) && CURRENCIES[next] === undefined ? { end, value: c.value } : undefined;
  }
  return undefined;
}

/** Number words of tens or teens misspelt as people type them, that compromise does not read. */
const MISSPELT_TENS: Record<string, number> = wordTable({ ninty: 90, nintey: 90, ninteen: 19, eigthy: 80, eightty: 80, fivety: 50, sixtey: 60, seventey: 70, twentey: 20, thirtey: 30 });

/** `a buck ` or `one dollar ` right before the cents in words, at the end of the text looked at. */
const ONE_AND_ITS_WORD = /(^|[^\w-])(?:a|one)\s+(buck|dollar|quid|pound|euro)\s+$/i;

/** The whole sum in digits that ends with its currency's word one space before `at` (`7 dollars` before `fifty`), where it has no cents. */
function wholeBefore(text: string, spans: SpanSet, at: number): Span | undefined {
  if (text[at - 1] !== " ") return undefined;
  for (const s of spans.spans) {
    if (s.end === at - 1 && s.kind === "amount" && typeof s.value === "number" && Number.isInteger(s.value) && /^\d[\d,]*\s?[a-z]+$/i.test(s.text) && s.currency !== undefined) return s;
  }
  return undefined;
}

/** A word written with a capital and lower-case letters: `Priya`, `O'Neil`. */
const NAME_WORD = /^[A-Z][a-z]+(?:['’-][A-Za-z][a-z]+)?$/;
/** Digits, then a number said in words: `9301 a hundred and five`. */
const DIGITS_THEN_WORDS = /^(\d+\s+)([a-z][a-z -]*)$/i;

/**
 * The number said in `words` (`a hundred and five`, `two thousand three hundred`, `forty-two`),
 * or NaN where a word is no number word. `and` joins; `hundred` and `thousand` scale what is
 * before them. One pass over the words.
 */
function numberInWords(words: string): number {
  let total = 0;
  let current = 0;
  let any = false;
  for (const w of words.toLowerCase().split(/[-\s]+/)) {
    if (w === "" || w === "and") continue;
    const n = NUMBER_WORDS[w];
    if (n === undefined) return Number.NaN;
    any = true;
    if (n === 100) current = (current || 1) * 100;
    else if (n >= 1000) {
      total += (current || 1) * n;
      current = 0;
    } else current += n;
  }
  return any ? total + current : Number.NaN;
}

/** A tens word (`forty`, `forty-`) and a units word right after it, which compromise may cut apart after digits (`6636 forty-two`). */
const TENS_WORD = /^(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety|ninty)-?$/i;
const UNITS_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine)\b/i;

/** The numbers in words with a tens and its units cut apart joined again (`forty-` `two` → 42). One pass. */
function tensWithTheirUnits(text: string, numbers: Analysis["numbers"]): Analysis["numbers"] {
  let out: Analysis["numbers"] | undefined;
  for (let k = 0; k < numbers.length; k++) {
    const tens = numbers[k]!;
    const units = numbers[k + 1];
    const tensEnd = tens.start + tens.text.length;
    const gap = units === undefined ? "" : text.slice(tensEnd, units.start);
    if (units === undefined || !TENS_WORD.test(tens.text) || !UNITS_WORD.test(units.text) || units.value < 1 || units.value > 9 || !(gap === "" ? tens.text.endsWith("-") : gap === " " || gap === "-")) {
      out?.push(tens);
      continue;
    }
    out ??= numbers.slice(0, k);
    out.push({ ...units, text: text.slice(tens.start, units.start + units.text.length), start: tens.start, value: tens.value + units.value });
    k++;
  }
  return out ?? numbers;
}

/** Adds the number said in words at `start`, with the currency said right after it, where nothing else is read there. */
function wordsAfterDigits(text: string, start: number, words: string, spans: SpanSet): void {
  const value = numberInWords(words);
  // `a` or `one` alone is an article or a pronoun far more often than a number.
  if (!Number.isFinite(value) || value < 2) return;
  const end = start + words.length;
  const unit = wordAt(text, end);
  const currency = CURRENCIES[unit.trim().toLowerCase()];
  if (currency !== undefined && currency.scale === undefined) {
    if (spans.free(start, end + unit.length)) spans.add({ start, end: end + unit.length, kind: "amount", text: text.slice(start, end + unit.length), value, currency: currency.code });
  } else if (spans.free(start, end)) spans.add({ start, end, kind: "number", text: words, value });
}

/** A name with its `'s`: `Rui's`. */
const POSSESSIVE_NAME = /^([A-Z][a-z]+)['’]s$/;

/** True when the term at `k` is followed by `for` or `on` and a day: `Kai for the 17th`, `Lee on Friday`. */
function namedForADay(terms: readonly Term[], k: number): boolean {
  const by = terms[k + 1];
  const day = terms[k + 2];
  if (!by || !day || by.breakAfter || (by.norm !== "for" && by.norm !== "on")) return false;
  const first = day.norm === "the" && !day.breakAfter ? terms[k + 3] : day;
  return first !== undefined && (first.tags.has("Date") || first.tags.has("WeekDay") || first.tags.has("Month") || (first.tags.has("Ordinal") && first.tags.has("Value")));
}

/** A term that is no common word, day, month or number: a name nobody listed. */
function unknownWord(term: Term): boolean {
  return !ENGLISH_WORDS.has(term.norm) && !term.tags.has("Date") && !term.tags.has("Value") && !term.tags.has("Month") && !term.tags.has("WeekDay");
}

function wordAt(text: string, index: number): string {
  WORD_AT.lastIndex = index;
  return WORD_AT.exec(text)?.[0] ?? "";
}

function bare(word: string): string {
  return trimTrailing(word.toLowerCase(), ".,;:!?'\"’)");
}

function readText(text: string, now: Date): TurnReading {
  const channels = scanChannels(text);
  const spans = new SpanSet(text.length);
  for (const channel of channels) if (channel.value !== "") spans.add(channel);
  // Before the kit's hosts, which would take `bluefin.io` out of `sam(at)bluefin.io`.
  scanSpokenEmails(text, spans);
  scanHashCodes(text, spans);
  scanAddresses(text, spans);
  const dates = scanDates(text, now, spans);
  scanAmounts(text, spans);
  const times = new Set(scanTimes(text, spans));
  scanCuedPhones(text, spans);
  // Before compromise's numbers, which would read `nine hundred` as 900 and `five five one` as an id.
  scanSpokenPhones(text, spans);
  sumsOfKeywordVerbs(text, spans);
  scanIds(text, spans);
  scanNumbers(text, spans);
  scanRangeTops(text, spans);
  thousandsDotTwins(spans);

  const words = text.length > WORD_ANALYSIS_LIMIT ? text.slice(0, WORD_ANALYSIS_LIMIT) : text;
  const analysis = analyse(words);
  const quotes = scanQuoted(text);
  const sending = findActs(analysis.terms, (offset) => quotes.some((q) => offset > q.start && offset < q.end));
  // `don't send it to the client, just to Ravi`: the negation reaches one place, the send is asked to the other.
  const elsewhere = sendAskedElsewhere(text, sending);
  if (elsewhere !== undefined) sending.push(elsewhere);

  // Sums said as two numbers (`nine ninety-nine`), from compromise's runs of number words.
  scanTwoNumberSums(text, analysis.numbers, spans);
  // Digits said one by one (`four four seven two`): one id, before each word is read as a number.
  scanDigitsSaidApart(text, analysis.numbers, spans);
  // Numbers in words: `forty dollars`, `twenty-five`. A lone `one` or `a` is a pronoun or an
  // article far more often than a number, so it counts only with a currency.
  const numbers = tensWithTheirUnits(text, analysis.numbers);
  for (let k = 0; k < numbers.length; k++) {
    const n = numbers[k]!;
    if (!/[a-z]/i.test(n.text) || n.ordinal) continue;
    const raw = trimTrailing(n.text, ".,;:!?");
    const end = n.start + raw.length;
    // `refund 9301 a hundred and five`: compromise runs an id in digits into the sum said after it
    // in words (930105); the digits are read already, the words are read on their own.
    const joined = DIGITS_THEN_WORDS.exec(raw);
    if (joined) {
      wordsAfterDigits(text, n.start + joined[1]!.length, joined[2]!, spans);
      continue;
    }
    if (!spans.free(n.start, end)) continue;
    const unit = wordAt(text, end);
    const after = unit.trim().toLowerCase();
    const currency = CURRENCIES[n.unit] ?? CURRENCIES[after];
    if (currency === undefined && /^(one|a|an|zero)$/i.test(raw.trim())) continue;
    // `a third`, `half` alone are parts of a sum (spoken.ts reads them with their whole); compromise
    // also reads `and` as 0 between number words.
    if (currency === undefined && ((n.value > 0 && n.value < 1) || (n.value === 0 && !/^(?:zero|nought|nil)$/i.test(raw.trim())))) continue;
    if (currency !== undefined) {
      let unitEnd = CURRENCIES[after] !== undefined ? end + unit.length : end;
      let value = Number((n.value * (currency.scale ?? 1)).toFixed(6));
      // `four dollars and fifty cents`: the cents said in words join the whole said before them.
      const cents = currency.scale === undefined ? centsInWords(text, unitEnd, numbers, k, unitEnd > end) : undefined;
      if (cents) {
        unitEnd = cents.end;
        value = Number((value + cents.value / 100).toFixed(2));
      }
      spans.add({ start: n.start, end: unitEnd, kind: "amount", text: text.slice(n.start, unitEnd), value, currency: currency.code });
    } else {
      // `a buck fifty`, `one dollar twenty`: a whole of one said with `a` or `one` (no number of
      // compromise's), its currency's word, then the cents in words. A short look behind the number.
      const one = Number.isInteger(n.value) && n.value >= 10 && n.value <= 99 && /^[a-z-]+$/i.test(raw) ? ONE_AND_ITS_WORD.exec(text.slice(Math.max(0, n.start - 16), n.start)) : null;
      const oneAt = one ? n.start - one[0].length + (one[1] ?? "").length : -1;
      const oneCurrency = one ? CURRENCIES[(one[2] ?? "").toLowerCase()] : undefined;
      if (one && oneCurrency !== undefined && oneCurrency.scale === undefined && !/^(?:[a-z]+s|quid)$/i.test(wordAt(text, end).trim()) && spans.free(oneAt, end)) {
        spans.add({ start: oneAt, end, kind: "amount", text: text.slice(oneAt, end), value: Number((1 + n.value / 100).toFixed(2)), currency: oneCurrency.code });
        continue;
      }
      // `7 dollars fifty`: cents in words right after a whole in digits and its currency's word.
      const whole = wholeBefore(text, spans, n.start);
      if (whole !== undefined && /^[a-z-]+$/i.test(raw) && Number.isInteger(n.value) && n.value >= 10 && n.value <= 99 && !/^(?:[a-z]+s|quid)$/i.test(wordAt(text, end).trim()) && spans.add({ start: n.start, end, kind: "quoted", text: raw, value: raw })) {
        whole.end = end;
        whole.text = text.slice(whole.start, end);
        whole.value = Number(((whole.value as number) + n.value / 100).toFixed(2));
        spans.spans.pop();
        continue;
      }
      spans.add({ start: n.start, end, kind: "number", text: raw, value: n.value });
    }
  }
  // Tens misspelt as people type them (`ninty`, `fourty` compromise knows): one walk over the terms already made.
  for (const t of analysis.terms) {
    const tens = MISSPELT_TENS[t.norm];
    if (tens === undefined || !spans.free(t.start, t.end)) continue;
    const unit = wordAt(text, t.end);
    const currency = CURRENCIES[unit.trim().toLowerCase()];
    if (currency !== undefined && currency.scale === undefined) spans.add({ start: t.start, end: t.end + unit.length, kind: "amount", text: text.slice(t.start, t.end + unit.length), value: tens, currency: currency.code });
    else spans.add({ start: t.start, end: t.end, kind: "number", text: t.text, value: tens });
  }
  for (const name of analysis.names) {
    // compromise may run a name into the next word (`joe asap`): common words are trimmed off.
    const words = name.text.split(/\s+/);
    while (words.length > 0 && ENGLISH_WORDS.has(bare(words[words.length - 1]!))) words.pop();
    let start = name.start;
    while (words.length > 0 && ENGLISH_WORDS.has(bare(words[0]!))) start += words.shift()!.length + 1;
    const raw = trimTrailing(words.join(" "), " \t\n.,;:!?'\"’)").replace(/'s$/i, "");
    const end = start + raw.length;
    if (raw === "" || text.slice(start, end) !== raw) continue;
    spans.add({ start, end, kind: "name", text: raw, value: raw });
  }
  // A name compromise does not know, right after `with` (`a call with Priya`): one or two words
  // with a capital, no common word, no day or month. One walk over the terms already tagged.
  const terms = analysis.terms;
  for (let k = 1; k < terms.length; k++) {
    const head = terms[k]!;
    if (!NAME_WORD.test(head.text) || !unknownWord(head)) {
      // `the 12th for Rui's demo`: a name with its `'s` after `for`, a person something is for.
      const owner = POSSESSIVE_NAME.exec(head.text);
      if (owner && terms[k - 1]!.norm === "for" && !terms[k - 1]!.breakAfter && unknownWord({ ...head, norm: owner[1]!.toLowerCase() })) {
        spans.add({ start: head.start, end: head.start + owner[1]!.length, kind: "name", text: owner[1]!, value: owner[1]! });
      }
      continue;
    }
    // `schedule Kai for the 17th and Lee for the 18th`: a name said with its day, with no `with`.
    if (terms[k - 1]!.norm !== "with" || terms[k - 1]!.breakAfter) {
      if (!head.breakAfter && !terms[k - 1]!.breakAfter && namedForADay(terms, k)) spans.add({ start: head.start, end: head.end, kind: "name", text: head.text, value: head.text });
      continue;
    }
    let last = head;
    const next = terms[k + 1];
    if (!head.breakAfter && next !== undefined && NAME_WORD.test(next.text) && unknownWord(next)) last = next;
    spans.add({ start: head.start, end: last.end, kind: "name", text: text.slice(head.start, last.end), value: text.slice(head.start, last.end) });
  }

  currencyNamedApart(text, spans);
  // Sums told as facts (`it cost 60`, `was 120 in total`) beside the request's own sum.
  const termAt = new Map(analysis.terms.map((t) => [t.start, t]));
  const pluralNounAt = (offset: number): boolean => {
    const term = termAt.get(offset);
    return term !== undefined && term.tags.has("Plural") && term.tags.has("Noun") && !term.tags.has("Verb");
  };
  // A part of a sum (`half of the 80`): the part is the request's, the whole is set aside.
  const wholes = partsOfSums(text, spans);
  // A sum less another (`the 60 minus the 10 fee`): the difference is the request's.
  const differences = differencesOfSums(text, spans);
  for (const s of differences.apart) wholes.add(s);
  // `text the code 5521 to …`: the code is the message's words, not a record.
  codesSent(text, spans.spans, sending);
  const read = spans.spans.filter((s) => !times.has(s));
  // Values each said of a thing where the request names one thing again (`dentist on the 12th,
  // gym review on the 19th: put the gym review in`): the others' are set aside.
  // Counts, years and days told as facts (`3 lamps`, `since 2019`, `is due the 30th`).
  const acts = clauseActs(analysis.terms, sendHeads(sending));
  const setApart = changedOrLeft(text, differences.made.size === 0 ? read : read.filter((s) => !differences.made.has(s)), quotes, acts);
  // `I said 60 for 3106 earlier but it should've been 16`: a value reported as given, then corrected.
  for (const s of saidThenCorrected(text, read)) setApart.add(s);
  // `refund 30 on 3127. let me rephrase: refund 30 on 3128`: the request said anew takes back the first saying's values.
  for (const s of restatedRequest(text, read)) setApart.add(s);
  // `don't post it in #general, put it in #kitchen-crew`: the typed place turned down is set apart.
  for (const s of typedPlacesTurnedDown(text, read, sending)) setApart.add(s);
  // `TS-1 (Julia's), TS-2 (Omar's) … except Julia's`: a record set apart by its owner's name; the
  // others' where the request picks one owner's (`Zoe's is SF-19, Liam's SF-20. cancel Liam's`).
  const toldOfRecords = sumsToldOfRecords(text, read);
  const byOwner = ownersSetApart(text, read, acts);
  for (const s of byOwner) setApart.add(s);
  // The sum told of an owner's record set apart goes with it (`Zoe's is SF-19 at 55 … cancel Liam's`).
  for (const [sum, record] of toldOfRecords) if (byOwner.includes(record)) setApart.add(sum);
  // `GY-7 at 29 and GY-8 at 45. refund the other one, not GY-7`: the sum told of a record set apart goes with it.
  for (const s of sumsOfRecordsSetApart(text, toldOfRecords, read, SET_APART)) setApart.add(s);
  // `the invoice was 1,800 but they only want to pay 600 of it`: the part is the request's, its whole set apart.
  for (const s of wholesOfPartsSaidAfter(text, read)) setApart.add(s);
  // `950 for a van and 1,400 for the lorry. they went with the van`: the other thing's sum is set apart.
  for (const s of sumsOfThingsNotNamedAgain(text, read)) setApart.add(s);
  // `the veil is B-7/23, B-7/22 is her dress. cancel the veil`: the other thing's record is set apart.
  for (const s of recordsOfThingsNotNamedAgain(text, read)) setApart.add(s);
  // `… Thursday's was 110 (PT-72). the Tuesday one …`: the record in brackets after a sum set apart goes with it.
  for (const s of recordsOfSumsSetApart(text, setApart, read)) setApart.add(s);
  // `35 on BK-301 — the 120 on BK-302 stays`: the sum said on a record set apart goes with it.
  for (const s of sumsOnRecordsSetApart(text, setApart, read, PAIRING)) setApart.add(s);
  const notSetApart = setApart.size === 0 ? read : read.filter((s) => !setApart.has(s));
  // `3 lessons at 40 …, that's 120 in all`: the count and the price are set aside, the result is the request's.
  const worked = workedSums(text, read);
  // `invoice them for the ten lessons, 250 in all`: the count names the thing, so the total is the request's sum, not a fact beside it.
  const counted = countsOfThingsNamed(text, read);
  const aside = new Set([...factSums(text, read.filter((s) => !wholes.has(s) && !worked.results.has(s) && !counted.has(s))), ...receivedSums(text, read), ...wholes, ...asideByLabel(quotesBlanked(text, quotes), read, LABELS_TAKEN_BACK), ...toldCountsAndDays(text, read, pluralNounAt), ...daysThatHappened(read, analysis.terms), ...sendersNamed(read, analysis.terms, sending), ...toldBeforeTheRequest(text, read, acts), ...notTheOnlyOnes(text, read, ONLY), ...toldInOtherClauses(text, notSetApart, acts, analysis.terms), ...sumsToldInOtherClauses(notSetApart, acts, analysis.terms), ...worked.factors, ...dates.anchors]);
  // `reception says it was 30, not 40`: a value said against one it takes back is the correction, given as the request's.
  for (const v of [...aside]) if (correctsTakenBack(text, v, read)) aside.delete(v);

  const reading = assembleReading("en", {
    text,
    correction: CORRECTION_SAID,
    apart: SET_APART,
    pairing: PAIRING,
    pairedAfter: PAIRED_AFTER,
    placedAfter: PLACED_AFTER,
    bareIdsPair: true,
    inOrder: IN_ORDER,
    alternating: ALTERNATING,
    correctionAfter: CORRECTION_AFTER,
    instruction: INSTRUCTION,
    bound: BOUND,
    spans,
    times,
    quotes,
    channels,
    sending,
    aside,
    // Words after a difference (`less the 15 already refunded`) tell of the sum taken off, not of it.
    clauseActs: acts,
    ownPairs: new Map([...toldOfRecords, ...valuesByOwner(text, read), ...valuesByOwnerInOrder(text, read), ...valuesOfEachRecord(text, read)]),
    setApart,
    // `no need to post it in the members chat, just text …`: a place turned down is no place to send to.
    spokenOf: new Set([...placesSpokenOf(text, read, sending), ...placesTurnedDown(text, read, sending)]),
    linkIsDestination: (span, asksToSend) => {
      const before = text.slice(Math.max(0, span.start - 40), span.start);
      return URL_TO.test(before) || (asksToSend && URL_AT.test(before));
    },
  });
  // `both kids`, `a pair of tickets`, `twice`, `pay for Leo and Mia`: counts said without a number.
  reading.values.push(...countWords(analysis.terms, words), ...countsOfNamesListed(words, analysis.terms));
  // `refund the three nights`, `two of the four tickets`: how many of a thing, not the request's sum.
  markCountsOfThingsNamed(text, reading.values);
  markLengthsOfTime(analysis.terms, reading.values);
  // `Mrs Harding`: the surname a record may be kept under.
  markSurnames(reading.values);
  // `remind me …: 'invoice 221 is due Friday', and email him about it`: the quote is the reminder's, not the message's.
  markQuotesOfActsThatSendNothing(text, reading, quotes, acts, sending);
  // `look up order CH-118, then refund 40 on CH-119`: the record a read is tied to.
  markLookedUp(text, reading.values, acts);
  // `update it to 07700 900451 and text her on that number`: the send goes to the place said before.
  markPointedAt(text, reading);
  const pointed = sendsToPointed(analysis.terms, sending, reading);
  if (pointed !== undefined) reading.sendsToPointed = pointed;
  // What a later turn may pick a listed thing by (`the blue one`, `Priya's`), and what this turn picks by.
  const toldOf = toldOfEach(text, reading.values, ENGLISH_LISTS);
  for (const [value, told] of toldOf) value.toldAs = [...(value.toldAs ?? []), ...told];
  // `three nights at 45, 135 in all`, `a pair of sessions at 40 each`: the thing's sum is its total, said or the product.
  giveCountedTotals(text, reading.values);
  // `the red one is job RB-71, quote 140`: the sum said in a listed record's piece is that record's, which a pick of it carries.
  for (const [sum, record] of sumsInPieces(text, reading.values, ENGLISH_LISTS)) sum.of = String(record.value);
  // What a later turn may pick a listed record or sum by (`the dearer one`): after the words and each record's sum, a list of sums told by them is priced too.
  markPricedList(text, reading);
  // `CB-50 …, ready Thursday, and CB-51 …, ready Saturday`: what a later pick by day (`the pair ready later`) matches.
  markRecordDayExtremes(reading.values);
  // A turn that lists records or sums picks none of them by word: `the Tuesday one is 40 and the Saturday
  // one is 55` tells, it does not ask. Two days a request gives its steps (`bill the Saturday lesson, due
  // Friday`) are no list of things to pick from.
  const listsThings = [...toldOf.keys()].some((v) => v.kind !== "date");
  const byPlace = listsThings ? undefined : pickedByPlace(analysis.terms);
  const placePicks = byPlace === undefined ? undefined : placePick(byPlace.place, byPlace.of);
  const byWord = listsThings ? {} : pickedByWord(analysis.terms, (offset) => quotes.some((q) => offset > q.start && offset < q.end));
  const picks = pickedByPrice(text) ?? placePicks ?? (listsThings ? undefined : pickedByDay(analysis.terms)) ?? byWord.picks;
  if (picks !== undefined) reading.picks = picks;
  if (byWord.sendPicks !== undefined) reading.sendPicks = byWord.sendPicks;
  // `the last of the three`: the three is how many the list holds, the value of no argument.
  if (byPlace !== undefined && picks === placePicks && byPlace.of > 0) countOfTheList(reading, byPlace.of);
  return reading;
}

/** Marks the number a pick by place says the list holds (`of the three`) as a count, where the turn says that number once. */
function countOfTheList(reading: TurnReading, of: number): void {
  const said = reading.values.filter((v) => v.kind === "number" && v.value === of && v.count !== true);
  if (said.length === 1) said[0]!.count = true;
}

/**
 * The text with each quoted string's inside blanked, its length kept: a quote is the words of a
 * message or a reminder (`set me a reminder on the 11th: 'book the hall for Thursday group'`), and
 * a thing it names is not the request naming one of the turn's things again.
 */
function quotesBlanked(text: string, quotes: readonly Span[]): string {
  let out = text;
  for (const q of quotes) out = out.slice(0, q.start + 1) + " ".repeat(Math.max(0, q.end - q.start - 2)) + out.slice(q.end - 1);
  return out;
}

/**
 * Records a turn tells of before its request, where the request names one of them again: `4470
 * arrived fine but 4471 came broken. refund 20 on 4471`, `the customer has two orders, 4470 and
 * 4471; the second one came broken. please refund 20 on 4471`. The story ends with a stop before
 * the first act verb at a clause head; its records are told, and the request's naming again says
 * which one it is about. A turn that names its record first and then asks (`order 4471: refund
 * 20`, `4471. refund 20 please`) restates nothing and sets nothing aside.
 */
function toldBeforeTheRequest(text: string, values: readonly Span[], acts: readonly ClauseAct[]): Span[] {
  const first = acts[0]?.start;
  if (first === undefined) return [];
  const story = values.filter((v) => v.end <= first && recordLike(v));
  if (story.length === 0) return [];
  const last = Math.max(...story.map((v) => v.end));
  if (!/[.;!?\n]/.test(text.slice(last, first))) return [];
  const request = values.filter((v) => v.start >= first && recordLike(v));
  return request.some((w) => story.some((v) => String(v.value) === String(w.value))) ? story : [];
}

/** `only ` or `just ` right before a record, with its word: `cancel only 6404`, `just order 6404`. */
const ONLY_BEFORE = /\b(?:only|just)\s+(?:(?:the\s+)?(?:order|invoice|ticket|file|customer|account|item|no\.?|number)\s+)?#?$/i;
/** A record joined to the one before it in a list: `only 6404 and 6405`. */
const LIST_JOIN = /^\s*(?:,\s*(?:and\s+)?|(?:and|&)\s+)(?:(?:order|invoice|ticket|file|customer|account|item)\s+)?#?$/i;
/** The words that narrow a request to some of the records it names (kit `notTheOnlyOnes`). */
const ONLY = { before: ONLY_BEFORE, listJoin: LIST_JOIN };

/**
 * Words that open a clause telling why or when, not what to do, up to the record: `because 7002 got
 * charged twice`, `since the customer already got 5690`, `as 6601 was refunded`, `now that 5660 has
 * been sorted`, `once 6011 ships`, `which replaced 5640`, `like we did for 5650`. Not before a
 * gerund (`after cancelling 4471` asks for it), nor `as well as`, `such as`, nor `like` that is no
 * conjunction (`I'd like to cancel`); a word joining another request, or a stop, ends the clause.
 */
const TELLING_LEAD =
  /(?:^|[^\w'])(?:because|'?cause|cuz|coz|bc|b\/c|since|(?<!\b(?:such|well)\s)as(?!\s+well\b)|given that|now that|seeing (?:as|that)|after|once|which|like(?=\s+(?:we|you|they|i|he|she)\b))\s+(?!\w+ing\b)(?:(?!\b(?:and|then|also|plus|or|but|n)\b)[^,;.!?—–])*$/i;

/** How far before a record the words that open its clause are looked for. */
const TELLING_REACH = 60;

/** Tags of a word that tells what happened: a past (`kept`, `was`, `got charged`). */
function tellsThePast(t: Term): boolean {
  return (t.tags.has("PastTense") || t.norm === "was" || t.norm === "were") && !t.tags.has("Gerund");
}

/**
 * Records told in a clause of their own beside the request that names another record: a clause
 * opened by a word of reason or time (`refund 18 on 7003 because 7002 got charged twice`, `once 6011
 * ships, cancel 6012`), or a clause set off by punctuation after the request that asks for no act
 * and tells, with a subject, what happened (`refund 20 on 5721; 5720 was charged twice`, `refund 20
 * on 5791, the buyer kept 5790`). Only where some record of the turn is told by neither: then the told ones are
 * background, and a call that takes one of them where the request gives another is asked about.
 * A look of a few words behind each record and one walk over the terms already made.
 */
function toldInOtherClauses(text: string, values: readonly Span[], acts: readonly ClauseAct[], terms: readonly Term[]): Span[] {
  const records = values.filter(recordLike);
  if (records.length < 2) return [];
  const told = new Set<Span>();
  for (const v of records) if (TELLING_LEAD.test(text.slice(Math.max(0, v.start - TELLING_REACH), v.start))) told.add(v);
  const inOrder = [...records].sort((a, b) => a.start - b.start);
  for (let i = 1; i < inOrder.length; i++) if (inAppositive(text, inOrder[i - 1]!, inOrder[i]!)) told.add(inOrder[i]!);
  const clauses = acts.length === 0 ? [] : toldClauses(acts[0]!.start, acts, terms);
  for (const clause of clauses) for (const v of records) if (v.start >= clause.start && v.end <= clause.end) told.add(v);
  return toldNotAsked(records, told);
}

/**
 * The told values of `all` whose value no value left asked repeats: background only where some
 * value is told and some is not; a value said both ways stays the request's.
 */
function toldNotAsked(all: readonly Span[], told: ReadonlySet<Span>): Span[] {
  const asked = all.filter((v) => !told.has(v));
  if (told.size === 0 || asked.length === 0) return [];
  return all.filter((v) => told.has(v) && !asked.some((w) => String(w.value) === String(v.value)));
}

/**
 * The clauses set off by punctuation after the request (from `requestAt` on) that ask for no act
 * and tell, with a subject, what happened (`…; 5720 was charged twice`, `…, the buyer kept 5790`,
 * `… - the original 2,300 job was already paid`). A story before the request is the instruction's
 * reading to make (`…, so please cancel 5004`). One walk over the terms.
 */
function toldClauses(requestAt: number, acts: readonly ClauseAct[], terms: readonly Term[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (let k = 0; k < terms.length; k++) {
    if (!terms[k]!.breakAfter && k < terms.length - 1) continue;
    const first = from;
    from = k + 1;
    const start = terms[first]!.start;
    const end = terms[k]!.end;
    if (start < requestAt || acts.some((a) => a.start >= start && a.start < end)) continue;
    let subject = false;
    let past = false;
    for (let j = first; j <= k; j++) {
      const t = terms[j]!;
      if (subject && tellsThePast(t)) past = true;
      if (t.tags.has("Noun") || t.tags.has("Pronoun") || t.tags.has("Value")) subject = true;
      else if (!subject && t.tags.has("Verb")) break;
    }
    if (past) out.push({ start, end });
  }
  return out;
}

/** Kinds of value a sum is said as. */
const SUM_KINDS = new Set(["amount", "number"]);

/**
 * Sums told in a clause of their own after the request (`invoice PS-77 for the reprint only, 450 -
 * the original 2,300 job was already paid`): the story's sum, as a record told there is. Only where
 * the turn holds a sum no such clause tells, which stays the request's; a value the turn sets apart
 * is left to that reading.
 */
function sumsToldInOtherClauses(values: readonly Span[], acts: readonly ClauseAct[], terms: readonly Term[]): Span[] {
  const sums = values.filter((v) => SUM_KINDS.has(v.kind));
  if (sums.length < 2) return [];
  // With no act read (`invoice PS-77 …`: compromise reads the noun), the turn's first clause is the
  // request, unless it tells a story itself (`the customer on 3115 rang earlier, …`).
  // With no act, where the request ends bounds the clauses only from below: one walk gives all.
  let clauses: Array<{ start: number; end: number }>;
  if (acts.length > 0) clauses = toldClauses(acts[0]!.start, acts, terms);
  else {
    const told = toldClauses(0, acts, terms);
    if (told.length === 0 || told[0]!.start === terms[0]!.start) return [];
    const requestAt = terms.find((t) => t.breakAfter)!.end;
    clauses = told.filter((c) => c.start >= requestAt);
  }
  // A bare number of three digits or more may be a record: the records' reading tells those.
  return toldNotAsked(sums, new Set(sums.filter((v) => !recordLike(v) && clauses.some((c) => v.start >= c.start && v.end <= c.end))));
}

/**
 * An appositive with no verb of its own set off after a record by a comma, a bracket or a dash,
 * ending at another record: `, the replacement for 5630`, `, a copy of 7502`, `, the account that
 * replaced C-90`, `(the reorder of 9265)`, `, formerly C-626`, `— previously 7501`. The record it
 * names is told of the one before, not asked for. Not a share of a sum (`, the rest to 4472`).
 */
const APPOSITIVE = /^(?:,|\(|—|–|-)\s*(?:(?:the|a|an|its|their|his|her|our)\s+(?:[a-z'-]+\s+){0,4}?(?:of|for|to|after|before|from|behind|than|with|[a-z]+ed)|formerly|previously|originally|once|ex|aka|a\.k\.a\.|n[ée]e|was|were)\s+(?:(?:the\s+)?(?:order|account|invoice|ticket|customer|booking|number|no\.?)\s+)?#?$/i;
/** The marks that open an appositive: a comma, a bracket, a dash set off by spaces. */
const APPOSITIVE_OPENER = /,|\(|—|–|\s-\s/;
/** Words of an appositive that make it a share of a sum, asked for in its own right. */
const NOT_APPOSITIVE = /\b(?:rest|remainder|balance|remaining|same|other|others|difference|refund|credit|and|then|but|or)\b/i;
/** Most characters between a record and the comma of its appositive (`C-215's phone, the …`). */
const APPOSITIVE_GAP = 14;
/** Most characters of an appositive. */
const APPOSITIVE_REACH = 60;

function inAppositive(text: string, before: Span, record: Span): boolean {
  const opener = APPOSITIVE_OPENER.exec(text.slice(before.end, Math.min(record.start, before.end + APPOSITIVE_GAP + 3)));
  if (!opener) return false;
  // ` - `: the dash itself opens it, not the space before.
  const comma = before.end + opener.index + (opener[0].length === 3 ? 1 : 0);
  if (comma >= record.start || comma - before.end > APPOSITIVE_GAP || record.start - comma > APPOSITIVE_REACH) return false;
  if (/[\d,;:.!?()]/.test(text.slice(before.end, comma))) return false;
  const between = text.slice(comma, record.start);
  return APPOSITIVE.test(between) && !NOT_APPOSITIVE.test(between);
}

/**
 * Days and places said of one record each, where the grammar's patterns for sums do not reach
 * them: records and persons each followed by their own day (`invoice C-1 for 200 due the 10th and
 * C-2 for 300 due the 20th`, `with Ola on the 23rd and with Ken on the 24th`), a record, then one
 * day, then the next record; places said before the record they go on (`put (415) 555-0100 on
 * C-10 and (415) 555-0111 on C-11`). Only where two records or more are each given one; one pass.
 */
function valuesOfEachRecord(text: string, spans: readonly Span[]): Map<Span, Span> {
  const out = new Map<Span, Span>();
  if (spans.length < 2) return out;
  const values = [...spans].sort((a, b) => a.start - b.start);
  const keyed = (v: Span) => v.kind === "id" || v.kind === "name";
  // Days: each after its own record, one day to a record, the record before the next day.
  const days = daysAfterEachRecord(values);
  if (days) for (const [d, k] of days) out.set(d, k);
  else if (!daysBeforeTheirRecord(text, values, keyed, out) && !dayAndWhatFor(text, values, out)) thingsBeforeTheirDays(text, values, out);
  // Places before their record: `(415) 555-0100 on C-10`.
  const places = new Map<Span, Span>();
  for (let i = 0; i + 1 < values.length; i++) {
    const v = values[i]!;
    const next = values[i + 1]!;
    if ((v.kind === "phone" || v.kind === "email") && next.kind === "id" && PLACE_ON_RECORD.test(text.slice(v.end, next.start))) places.set(v, next);
  }
  if (new Set([...places.values()].map((k) => String(k.value))).size >= 2) for (const [p, k] of places) out.set(p, k);
  return out;
}

/**
 * Days each said right before the record or person they are for (`Tue the 10th for Ana's fitting,
 * Wed the 11th for Bo's`, `the 3rd for C-7 and the 9th for C-8`): every day of the turn with its
 * own, two or more. True when it paired them.
 */
function daysBeforeTheirRecord(text: string, values: readonly Span[], keyed: (v: Span) => boolean, out: Map<Span, Span>): boolean {
  const found = new Map<Span, Span>();
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v.kind !== "date") continue;
    const next = values[i + 1];
    if (next === undefined || !keyed(next) || !DAY_FOR_RECORD.test(text.slice(v.end, next.start))) return false;
    found.set(v, next);
  }
  if (found.size < 2 || new Set([...found.values()].map((k) => String(k.value))).size < 2) return false;
  for (const [d, k] of found) out.set(d, k);
  return true;
}

/** The words between a day and the record or person it is for, after it: ` for `. */
const DAY_FOR_RECORD = /^\s+(?:for|with)\s+$/i;

/**
 * What each day is for, said right after it with `to` (`remind me on the 5th to call the vet and on
 * the 8th to pay the gas`): the words up to the next joining word or stop, as the day's record, so
 * that a call whose text is one of them takes that one's day. Only where every day of the turn has
 * its own, and two or more.
 */
function dayAndWhatFor(text: string, values: readonly Span[], out: Map<Span, Span>): boolean {
  const found = new Map<Span, Span>();
  for (const v of values) {
    if (v.kind !== "date") continue;
    const m = WHAT_FOR.exec(text.slice(v.end, v.end + WHAT_FOR_REACH));
    if (!m) return false;
    const what = (m[1] ?? "").trim();
    found.set(v, { start: v.end, end: v.end + m[0].length, kind: "quoted", text: what, value: what });
  }
  if (new Set([...found.values()].map((k) => String(k.value).toLowerCase())).size < 2) return false;
  for (const [d, k] of found) out.set(d, k);
  return true;
}

/** `to` and what a day is for, up to a joining word, a stop or the end: ` to call the vet`. */
const WHAT_FOR = /^\s+to\s+((?:[a-z'’-]+\s+){0,6}?[a-z'’-]+)(?=\s*(?:[,;.!?]|$)|\s+(?:and|then|also|plus|on|for|by)\b)/i;
/** Most characters after a day that what it is for is looked for in. */
const WHAT_FOR_REACH = 80;

/** The words between a place and the record it is put on. */
const PLACE_ON_RECORD = /^\s*(?:on|for|to)\s+(?:(?:the|account|customer|client|cust|record)\s+)*$/i;

/**
 * A record's number as a term: `302`, `#302`, `F-8`, `INC-12`, and codes with letters after the
 * dash or a suffix (`DS-C12`, `GA-2291-B`, `BR-77/A`), as a shop writes a customer's or a job's.
 */
const RECORD_NUMBER = /^(?:#?\d{3,}|[A-Z]{1,5}-?(?:[A-Z]{1,4}-?)?\d[A-Z\d]*(?:[-/][A-Z\d]+)*)[.,;:!?]*$/;

/** Words that join one request to the next (`and cancel`, `then refund`, `n refund`), besides punctuation. */
const CLAUSE_JOINS = new Set(["and", "then", "also", "n", "&", "plus"]);

/**
 * Tags of a word that asks for no act of its own: `is`, `can`, `will`; a past or a gerund tells
 * (`I ordered 3 lamps`, `thinking about it, 40`), it does not ask.
 */
const NOT_AN_ACT = ["Copula", "Auxiliary", "Modal", "Pronoun", "Preposition", "PastTense", "Gerund", "Participle"];

/** Words that point back at a record another clause named, after a preposition: `on it`, `for them`, `to the same`. */
const BACK_REFERENCES = new Set(["it", "them", "that", "this", "those", "these", "same"]);

/** Words that head a clause as the label of the value after them, not as an act: `…, reference FOOD-MAR`. */
const LABELS_NOT_ACTS = new Set(["reference", "ref", "memo", "subject", "re", "attn", "code", "pin"]);

/**
 * The act verbs that head the turn's clauses (`refund` and `cancel` in `refund 25 on 5010 and
 * cancel 5011`, `Cancel 6604. Refund 12.50 on 6605.`): a verb, after the turn's start,
 * punctuation or a joining word, with only request leads (`please`, `then`, `could you`) before
 * it. One pass over compromise's terms, already read for the sending acts. A word that opens one of
 * the turn's sends (`sends`: `whatsapp the groom on …`, `DM Ana on @ana …`) heads a clause as an
 * act too, whatever compromise tags it: an app's name said as a verb is often read as a noun.
 */
function clauseActs(terms: readonly Term[], sends: ReadonlySet<string>): ClauseAct[] {
  const out: ClauseAct[] = [];
  let head = true;
  let joined = false;
  let prev: Term | undefined;
  let merged = 0;
  for (let k = 0; k < terms.length; k++) {
    const t = terms[k]!;
    // `cancel 4410, refund 35 on it`: the clause names a record another clause gave, so it is read
    // with that clause, its act left out.
    if (out.length > 1 && out.length > merged && BACK_REFERENCES.has(t.norm) && prev !== undefined && (prev.tags.has("Preposition") || prev.norm === "the")) {
      out.pop();
      merged = out.length;
    }
    prev = t;
    const lead = REQUEST_LEADS[t.norm] !== undefined || CLAUSE_JOINS.has(t.norm);
    // `… and file 302 to hr@…`: a record's word right before its number names the record, it asks for no act.
    // A later clause's noun done to a record for a sum (`…; invoice C-3 for 50`) asks its act, as its verb would.
    const onRecordForSum = out.length > 0 && (actOnRecordForSum(t, terms, k) || actOfSumOnRecord(t, terms, k));
    const recordWord = !onRecordForSum && (ID_KEYWORDS[t.norm] !== undefined || t.norm === "file") && RECORD_NUMBER.test(terms[k + 1]?.text ?? "");
    if (head && !lead && !recordWord && !idHead(t, terms[k + 1]) && !tableCell(t, terms[k + 1]) && t.text !== "" && (t.tags.has("Verb") || t.tags.has("Imperative") || actNoun(t, terms[k + 1]) || onRecordForSum || sends.has(t.norm)) && !NOT_AN_ACT.some((tag) => t.tags.has(tag) && (tag !== "Gerund" || ingForm(t.norm))) && !LABELS_NOT_ACTS.has(t.norm)) {
      out.push({ start: t.start, act: actTerm(t.norm) === null ? calendarAct(terms, k) ?? objectAct(terms, k) ?? actKey(t.norm) : thingLeftAct(terms, k) ?? actKey(t.norm) });
    }
    // A clause's head is its first word that is no lead; a joining word opens the next clause.
    if (CLAUSE_JOINS.has(t.norm)) joined = true;
    head = t.breakAfter || (head && lead) || (joined && lead);
    if (!lead) joined = false;
  }
  return out;
}

/**
 * Whether a word compromise tags a gerund is a verb's -ing form: a stem with a vowel before `ing`
 * (`going`, `thinking`). `ping`, `ring`, `bring`, `sing` end so as base verbs, and head a request
 * (`ping the client a quick email …`).
 */
function ingForm(word: string): boolean {
  return word.endsWith("ing") && /[aeiouy]/.test(word.slice(0, -3));
}

/**
 * Whether a word is a whole cell of a pasted table, a cell mark right after it (`order | item |
 * refund`): a column's name, which asks for no act, however a verb it reads. compromise keeps the
 * bar as a word of its own, and a tab in the word's trailing space.
 */
function tableCell(t: Term, next: Term | undefined): boolean {
  return next?.text === "|" || t.post.includes("|") || t.post.includes("\t");
}

/**
 * Letters joined by a dash to digits (`BK-302`, `PM-7`, `FW-1`) are an id's head, which compromise
 * cuts off as a word of its own: a clause that opens with an id (`… and BK-302 for 140`) asks the
 * act of the clause before it, none of its own.
 */
function idHead(t: Term, next: Term | undefined): boolean {
  // The dash touches both sides: `cancel - 4472` is a verb, a spaced dash and a record, no id.
  return t.post === "-" && /^\d/.test(next?.text ?? "");
}

/**
 * A word compromise reads as a noun that heads a clause as an act: one of the grammar's act words
 * (`email ana@… the quote and share F-9 with bo@…`, `cancel 8800 and email pat@… about 8801`),
 * with no verb after it (`email is down` tells). Common nouns only, never a name or a number.
 */
function actNoun(t: Term, next: Term | undefined): boolean {
  return t.tags.has("Noun") && !t.tags.has("ProperNoun") && actTerm(t.norm)?.known === true && !(next?.tags.has("Verb") ?? false);
}

/**
 * Whether a common noun heads the shape of an act done to a record for a sum: the noun, a record's
 * word or two (`customer`), the record's number, `for` and a figure (`invoice C-3 for 50`, `bill
 * customer C-5521 for 340`). A record told of is followed by what it is or was, never `for` a sum
 * right after its number. A fixed number of terms is looked at.
 */
function actOnRecordForSum(t: Term, terms: readonly Term[], k: number): boolean {
  if (!t.tags.has("Noun") || t.tags.has("ProperNoun") || t.tags.has("Pronoun") || t.breakAfter || actTerm(t.norm) == null) return false;
  let j = k + 1;
  while (j <= k + 2 && terms[j] !== undefined && ID_KEYWORDS[terms[j]!.norm] !== undefined && !terms[j]!.breakAfter) j++;
  const record = codeAt(terms, j);
  if (record === undefined || !RECORD_NUMBER.test(record.text)) return false;
  return terms[record.last + 1]?.norm === "for" && terms[record.last + 2]?.tags.has("Value") === true;
}

/**
 * The code that starts at term `j`, its pieces joined: compromise splits a code at its dashes and
 * keeps a slash inside a piece (`DS-C12` is `DS` and `C12`, `GA-2291-B` three terms), each piece's
 * trailing `-` its `post`. None where a break stands inside it.
 */
function codeAt(terms: readonly Term[], j: number): { text: string; last: number } | undefined {
  let text = "";
  for (let i = j; terms[i] !== undefined; i++) {
    const t = terms[i]!;
    if (t.breakAfter) return undefined;
    text += t.text;
    if (t.post !== "-" || !t.tags.has("Hyphenated")) return { text, last: i };
    text += "-";
  }
  return undefined;
}

/** The words that give a sum to its record right after the sum: `on`, `for`, `to`, `against`. */
const SUM_TO_RECORD = new Set(["on", "for", "to", "against"]);

/**
 * Whether a common noun heads the shape of an act giving a sum to a record: the noun, a figure,
 * then `on`, `for` or `to` (`… (the case of rioja) and refund 18 on WN-5541`, `… and credit 20 to
 * 4472`), where compromise reads the verb as a noun joined to the one before. A thing told has a
 * word before its figure (`the refund of 18`), never the figure right after it and a record's word.
 */
function actOfSumOnRecord(t: Term, terms: readonly Term[], k: number): boolean {
  if (!t.tags.has("Noun") || t.tags.has("ProperNoun") || t.tags.has("Pronoun") || t.breakAfter || actTerm(t.norm) == null) return false;
  const sum = terms[k + 1];
  if (sum === undefined || sum.breakAfter || !sum.tags.has("Value")) return false;
  return SUM_TO_RECORD.has(terms[k + 2]?.norm ?? "");
}

/** How many words after a verb that names no act its object is looked for: `set a new reminder`. */
const OBJECT_REACH = 4;

/**
 * The act of a verb that names none (`set`, `create`, `update`, `add`), read from the noun it is
 * done to: `set a reminder` reminds, `create an invoice` invoices, `update C-5's phone` is the
 * phone's. The first noun of letters within a few words, in the verb's clause; none past a stop.
 */
function objectAct(terms: readonly Term[], k: number): string | undefined {
  for (let j = k + 1; j < terms.length && j <= k + OBJECT_REACH; j++) {
    const t = terms[j]!;
    if (t.tags.has("Noun") && !t.tags.has("Pronoun") && !t.tags.has("Value") && /^\p{L}+$/u.test(t.norm)) return actKey(t.norm);
    if (t.breakAfter) return undefined;
  }
  return undefined;
}

/** The first word of each send the turn asks for (`whatsapp` of `whatsapp the groom`), lower case; negated sends left out. */
function sendHeads(sending: readonly SendingAct[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const s of sending) if (!s.negated) out.add((s.text.trim().split(/\s+/)[0] ?? "").toLowerCase());
  return out;
}

/** Words for where meetings and appointments are kept. */
const CALENDAR_WORDS = new Set(["calendar", "calender", "diary", "agenda", "schedule", "planner"]);
const INTO_CALENDAR = new Set(["in", "into", "to", "on", "onto"]);
const WHOSE_CALENDAR = new Set(["the", "my", "our", "your", "his", "her", "their", "a", "shared", "team"]);
/** How many words after a verb that names no act the calendar it puts a thing in is looked for: `put the tasting with the chef in the calendar`. */
const CALENDAR_REACH = 8;

/**
 * The act of a verb that names none putting a thing in a calendar (`put the tasting in the
 * calendar`, `add Priya's review to my diary`, `pop the fitting in the planner`): whatever the
 * thing is, putting it there schedules it (`schedule`'s key), as `put a meeting in` does. Looked
 * for within the clause, as far as CALENDAR_REACH words; undefined where no calendar is named.
 */
function calendarAct(terms: readonly Term[], k: number): string | undefined {
  for (let j = k + 1; j < terms.length && j <= k + CALENDAR_REACH; j++) {
    const t = terms[j]!;
    // `in the calendar`, `to my diary`, `into calendar`: the place word right before, or before one word that says whose.
    if (CALENDAR_WORDS.has(t.norm) && (INTO_CALENDAR.has(terms[j - 1]!.norm) || (j - 2 > k && INTO_CALENDAR.has(terms[j - 2]!.norm) && WHOSE_CALENDAR.has(terms[j - 1]!.norm)))) return actKey("schedule");
    if (t.breakAfter) return undefined;
  }
  return undefined;
}

/**
 * Verbs that put a written thing somewhere (`leave a note`, `drop a line`, `pop a comment on`,
 * `jot a quick note`): with a thing made (`a`, `an`), the act is the thing's, as `set`'s is.
 */
const LEAVING_VERBS = new Set(["leave", "leaves", "leaving", "drop", "drops", "dropping", "pop", "pops", "popping", "jot", "jots", "jotting", "stick", "sticks", "sticking"]);
const INDEFINITE = new Set(["a", "an"]);

/** The act of a thing a verb of leaving makes (`leave a note` notes), or undefined where no thing is made (`drop the price to 40`). */
function thingLeftAct(terms: readonly Term[], k: number): string | undefined {
  const t = terms[k]!;
  if (!LEAVING_VERBS.has(t.norm) || t.breakAfter || !INDEFINITE.has(terms[k + 1]?.norm ?? "")) return undefined;
  return objectAct(terms, k);
}

/** Reads one English turn. Odd input (not a string, empty, binary, huge) gives an empty reading. */
export function readTurn(text: string, options: ReadOptions): TurnReading {
  return readTurnSafely("en", text, options, readText, "the English reader could not read this turn");
}
