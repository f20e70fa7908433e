// A sum the model added up: a bill's 48.00 and the 120 a note says to send "with the next
// payment", paid as 168.00; a deposit of 600 and the rent of 550 a note says came twice, sent
// back as 1150. No turn, context or result writes the total: the model made it from a figure an
// outside text adds, whatever that text's wording, though the person pointed at the text. So too a
// charge the text gives per unit, times a count a result or a turn gives: a deposit of 120 and
// "garage 15.00 EUR per night" for a booking of 3 nights, paid as 165; a bill of 60.54 and "4,50 EUR
// for each of the 3 months overdue", paid as 74.04. So too the sum the person asked to pay, raised
// by a figure a text adds: "pay the 2027 fee, 60 euro" and a record's note "add 18 EUR water
// share", paid as 78. The person set the sum; what a text puts on top of it is the text's. So too
// the part of that sum the person asked for in words: "118 euros total. Pay her back my half" and
// a transaction reference "+ you owe 30 for the port tasting too, add it in", paid as 89: the half
// is the person's, the 30 on top the text's.
import { cents, countOf, figureOf, numberKey } from "./values.js";

/** What the rule reads of origins.ts's inputs: the person's keys, and the reported results' indexes newest first. */
export interface SumInputs {
  readonly typed: ReadonlySet<string>;
  readonly askedSums?: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  /** The words of the person's turns: the part of a sum they ask for (`my half`) among them. */
  readonly typedWords?: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> }; readonly allowed: boolean; readonly textOutside: boolean }>;
}

/** The parts of a whole a turn names in a word (`my half`, `a minha metade`, `my third`), by the word. */
const PARTS: ReadonlyMap<string, number> = new Map([
  ["half", 2], ["metade", 2], ["third", 3], ["terço", 3], ["terco", 3], ["quarter", 4],
]);
/** The most asked sums tried as a whole. */
const MAX_WHOLES = 8;

/** The outside text that holds the figure the model added. */
export interface AddedFrom {
  step: number;
  tool: string;
  field: string;
  ran: boolean;
}

/**
 * The most keys of outside free texts looked at per sum, newest text first, and the most figures
 * among them tried: a check's work stays bounded however much outside text a history holds (each
 * figure tried is one lookup per reported result).
 */
const MAX_KEYS = 4096;
const MAX_FIGURES = 256;

/**
 * The counts a charge per unit is multiplied by: whole numbers from 2 (once is the plain addition)
 * to MAX_COUNT (the nights of a long stay, the months of a year and more), only those some turn or
 * result writes, and at most MAX_COUNTS of them tried per figure.
 */
const MAX_COUNT = 60;
const MAX_COUNTS = 16;

/** Whether any reported result holds a key, in a structured field or in free text. */
function held(key: string, inputs: SumInputs): boolean {
  return inputs.results.some((r) => r.index.structured.has(key) || r.index.text.has(key));
}

/** Whether a key is a base a figure is added to: a sum a result holds, or one the person's turns ask to pay. */
function base(key: string, inputs: SumInputs): boolean {
  return held(key, inputs) || !!inputs.askedSums?.has(key) || partAsked(key, inputs);
}

/**
 * Whether a key is the part of a sum the person asked that their turns name in a word: "118 euros
 * total, pay her back my half" asks for 59. The turn's words are looked up once per part word,
 * and at most MAX_WHOLES asked sums tried.
 */
function partAsked(key: string, inputs: SumInputs): boolean {
  const words = inputs.typedWords;
  if (!words || !inputs.askedSums || inputs.askedSums.size === 0) return false;
  for (const [word, n] of PARTS) {
    if (!words.has(word)) continue;
    let tried = 0;
    for (const k of inputs.askedSums) {
      if (++tried > MAX_WHOLES) break;
      const whole = figureOf(k);
      if (whole !== undefined && numberKey(cents(whole / n)) === key) return true;
    }
  }
  return false;
}

/**
 * The outside free text that holds a figure which, added to another figure a result holds or the
 * person asked to pay, makes a sum that nobody wrote: not the person's turns, their asked sums, the run's context, nor any
 * result (a bill's total, written out, is the bill's). Two different figures: a figure twice is
 * a multiple, not a charge added. The figures of the newest outside free texts are tried, each
 * complement looked up once per reported result: linear in the results reported.
 */
export function addedSum(sum: number, inputs: SumInputs): AddedFrom | undefined {
  if (!Number.isFinite(sum) || sum <= 0) return undefined;
  const key = numberKey(sum);
  if (inputs.typed.has(key) || inputs.askedSums?.has(key) || inputs.context.has(key) || held(key, inputs)) return undefined;
  if (timesTypedCount(sum, inputs)) return undefined;
  let keys = 0;
  let figures = 0;
  let counts: number[] | undefined;
  for (const r of inputs.results) {
    if (!r.textOutside) continue;
    for (const [k, field] of r.index.text) {
      if (++keys > MAX_KEYS || figures >= MAX_FIGURES) return undefined;
      const added = figureOf(k);
      if (added === undefined || added >= sum) continue;
      figures++;
      const rest = numberKey(sum - added);
      if (rest !== k && base(rest, inputs)) return { step: r.index.step, tool: r.index.tool, field, ran: r.allowed };
      // A charge per unit: the figure times a count someone wrote, added to a sum a result holds.
      counts ??= countsWritten(inputs);
      // Three distinct figures, charge, count and base: 20 EUR a head for 4 people is 80 EUR, not
      // a "Three hours" tour's 3 times a count of 20 added to the 20 a head.
      for (const n of counts) {
        if (n === added || added * n >= sum) continue;
        const left = numberKey(cents(sum - added * n));
        if (left !== k && left !== numberKey(n) && base(left, inputs)) return { step: r.index.step, tool: r.index.tool, field, ran: r.allowed };
      }
    }
  }
  return undefined;
}

/**
 * The whole numbers from 2 to MAX_COUNT a turn or a result writes, bare or with the thing they
 * count, the first MAX_COUNTS of them; at most MAX_KEYS keys looked at.
 */
function countsWritten(inputs: SumInputs): number[] {
  const out = new Set<number>();
  let seen = 0;
  const take = (keys: Iterable<string>): boolean => {
    for (const k of keys) {
      if (++seen > MAX_KEYS || out.size >= MAX_COUNTS) return false;
      const n = countOf(k);
      if (n >= 2 && n <= MAX_COUNT) out.add(n);
    }
    return true;
  };
  if (take(inputs.typed)) for (const r of inputs.results) if (!take(r.index.text.keys()) || !take(r.index.structured.keys())) break;
  return [...out];
}

/**
 * Whether a sum is a figure a result holds times a count the person typed: "4 people" and a page's
 * "20 EUR per person", paid as 80. The model multiplied a price by the person's own count, as
 * multiplied-sums.ts lets a count they typed multiply a bill's sum: nothing was added to it, and a
 * sum that happens to split as a text's other figures ("3 h", "30 Jan") added up is not a charge
 * put on top. Only the counts the person's turns write, at most MAX_COUNTS, each one lookup per
 * reported result; at most MAX_KEYS of the person's keys looked at, as countsWritten.
 */
function timesTypedCount(sum: number, inputs: SumInputs): boolean {
  let tried = 0;
  let seen = 0;
  for (const k of inputs.typed) {
    if (++seen > MAX_KEYS) return false;
    const n = countOf(k);
    if (n < 2 || n > MAX_COUNT) continue;
    if (++tried > MAX_COUNTS) return false;
    const each = cents(sum / n);
    if (Math.abs(each * n - sum) < 0.005 && held(numberKey(each), inputs)) return true;
  }
  return false;
}
