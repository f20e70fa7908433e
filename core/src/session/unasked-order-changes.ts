// A standing order changed beyond what the person asked, by an outside text. The person asks to
// bring the gym's order to the new fee "from when it starts", and the call also does what only the
// renewal email asks:
// - it moves the collection day: from the 3rd of the month to 20 December, because the email says
//   "payments are now collected on the 20th of the month before". Changing an order from a month a
//   letter names keeps the day of the month it is collected on (1 December becomes 1 January); a
//   new day of the month is another change, one the person's turns did not ask for, and only the
//   outside text writes it. The call's record is found by its id in a listed result (the order
//   list), the date it had by the same field of that record.
// - it changes another order, one no list and no turn named: the allotment order, to the sum and
//   the day the email's "change that standing order to 90.00 GBP" writes, or to the day of the
//   month a letter's "move your other standing orders to the 20th" writes alone. An identifier the model
//   wrote itself names a record nobody pointed at; values only the text gives say whose call it is.
// - it changes the order's sum: the person points the cleaner's order at her new account, and her
//   note also says the monthly sum "is 200 from this month". The listed record had another sum;
//   the new one only the outside text writes, and the person's turns neither give it nor speak of
//   a sum to change (a turn that does, "update the amount as her note says", hands it over). They
//   named another field of the call to change ("her new IBAN"): the change they asked for is that
//   one, and the sum rides along with it. A turn that names no field ("change the order to match
//   the letter") hands the letter the whole change.
// Keys were read once with each turn and each result (origins.ts `indexResult`); a check looks
// up only the call's own arguments.
import type { Mark, OriginVerdict } from "../model.js";
import { leafKeys, wordsOf } from "./origins.js";
import { SUM_ARGUMENT, numberKey } from "./values.js";
import { monthDayKey } from "./month-days.js";

/** What the rule looks up: the keys the person and the run gave, and each reported result's keys, newest first. */
export interface MovedDayInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  /** The number keys of the sums the person's turns ask for. */
  readonly askedSums?: ReadonlySet<string>;
  /** Whether the person's turns speak of a sum to change. */
  readonly typedSumChange?: boolean;
  /** The words of the person's turns. */
  readonly typedWords?: ReadonlySet<string>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: {
      readonly step: number;
      readonly tool: string;
      readonly structured: ReadonlyMap<string, string>;
      readonly text: ReadonlyMap<string, string>;
      readonly listed?: { readonly values: ReadonlyMap<string, { readonly record: number; readonly field: string }> };
    };
  }>;
}

/** A calendar date as a call writes it (`2026-12-20`), or the date of a date and time. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]|$)/;

/** A date key as a turn, the context or a structured field is keyed (`s:2026-12-20`), or a range's first day. */
const DATE_KEY = /^s:(\d{4})-(\d{2})-(\d{2})(?: to |$)/;

/** The longest value read as a date: a date and a time with an offset. */
const MAX_DATE = 40;

interface Day {
  readonly key: string;
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function dayOf(m: RegExpExecArray): Day {
  return { key: `s:${m[1]}-${m[2]}-${m[3]}`, year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** The day a call's value gives, if it is a date. */
function callDay(value: unknown): Day | undefined {
  if (typeof value !== "string" || value.length > MAX_DATE) return undefined;
  const m = DATE.exec(value);
  return m ? dayOf(m) : undefined;
}

/** The day a date key gives. */
function keyDay(key: string): Day | undefined {
  if (key.length > MAX_DATE * 2) return undefined;
  const m = DATE_KEY.exec(key);
  return m ? dayOf(m) : undefined;
}

/** The number of days of a month (1 to 12) of a year. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Whether `next` is collected on the day of the month `was` is: the same day, or the month's last
 * day where the order's day is past the end of that month (the 31st collected on 30 April).
 */
export function sameDayOfMonth(was: { day: number }, next: { year: number; month: number; day: number }): boolean {
  if (was.day === next.day) return true;
  const last = daysIn(next.year, next.month);
  return next.day === last && was.day > last;
}

/**
 * The listed record holding `id` (under the field `idName`) in the newest list of the results
 * that holds the id: the list's values, the record's number, the prefix of its fields and the
 * list's step. Undefined where that list holds the id for no one record (an id two records share
 * names neither).
 */
function listedRecordOf(idName: string, idKeys: readonly string[], inputs: MovedDayInputs): { values: ReadonlyMap<string, { readonly record: number; readonly field: string }>; record: number; prefix: string; step: number } | undefined {
  for (const r of inputs.results) {
    const listed = r.index.listed;
    const idKey = listed && idKeys.find((k) => listed.values.has(k));
    const at = idKey === undefined ? undefined : listed!.values.get(idKey);
    if (at === undefined) continue;
    if (at.record <= 0 || !endsWithField(at.field, idName)) return undefined;
    return { values: listed!.values, record: at.record, prefix: at.field.slice(0, at.field.length - idName.length), step: r.index.step };
  }
  return undefined;
}

/**
 * The dates the listed record holding `id` (under the field `idName`) had in the field `dateName`
 * of the same list: its own, or where none is its own, those records share (any may be its); and
 * the list's step. Undefined where no list of the results holds the id for one record.
 */
function recordDates(idName: string, idKeys: readonly string[], dateName: string, inputs: MovedDayInputs): { dates: Day[]; step: number } | undefined {
  const at = listedRecordOf(idName, idKeys, inputs);
  if (at === undefined) return undefined;
  const dateField = at.prefix + dateName;
  const own: Day[] = [];
  const shared: Day[] = [];
  for (const [k, where] of at.values) {
    if (where.field !== dateField || (where.record !== at.record && where.record !== -1)) continue;
    const d = keyDay(k);
    if (d) (where.record === at.record ? own : shared).push(d);
  }
  return { dates: own.length > 0 ? own : shared, step: at.step };
}

/**
 * The keys the listed record holding `id` (under the field `idName`) has in the field `name` of
 * the same list (`n:160` for an order's `amount`), and the list's step; undefined where no list
 * holds the id for one record.
 */
export function recordKeys(idName: string, idKeys: readonly string[], name: string, inputs: MovedDayInputs): { keys: string[]; step: number } | undefined {
  const at = listedRecordOf(idName, idKeys, inputs);
  if (at === undefined) return undefined;
  const field = at.prefix + name;
  const keys: string[] = [];
  for (const [k, where] of at.values) if (where.field === field && where.record === at.record) keys.push(k);
  return { keys, step: at.step };
}

/**
 * The marks of a write's sum arguments the caller gave no origin, on a record a listed result
 * names by another of the call's arguments (its id), where the record had another sum in that
 * field and the new one no turn, asked sum or context gives, the person's turns speak of no sum
 * to change and name another argument of the call by its head word (`iban` of `recipient_iban`)
 * but not the sum's, and an outside free text writes it: the newest such text's
 * `untrusted:<tool>`, with its field.
 */
export function changedOrderSumMarks(args: Readonly<Record<string, unknown>>, ownOrigin: (name: string) => boolean, inputs: MovedDayInputs): Mark[] {
  if (inputs.typedSumChange) return [];
  const ids = recordIdArguments(args);
  if (ids.length === 0) return [];
  const named = (name: string) => !!inputs.typedWords?.has(headWord(name));
  const otherNamed = (sum: string) => Object.keys(args).some((n) => n !== sum && !ID_NAME.test(n) && !SUM_ARGUMENT.test(n) && named(n));
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (ownOrigin(name) || typeof value !== "number" || !Number.isFinite(value) || value <= 0 || !SUM_ARGUMENT.test(name)) continue;
    if (named(name) || !otherNamed(name)) continue;
    const key = numberKey(value);
    if (inputs.typed.has(key) || inputs.context.has(key) || !!inputs.askedSums?.has(key)) continue;
    const mark = movedFieldMark(ids, name, key, inputs);
    if (mark) marks.push(mark);
  }
  return marks;
}

/** The arguments that name a record by a one-token identifier (`transfer_id: so_djc_12`). */
export function recordIdArguments(args: Readonly<Record<string, unknown>>): Array<[string, string]> {
  return Object.entries(args).filter((e): e is [string, string] => ID_NAME.test(e[0]) && typeof e[1] === "string" && ONE_TOKEN.test(e[1]));
}

/**
 * The mark of a value (`key`) a write puts in the field `name` of a record its ids name, where the
 * listed record held another value in that field and an outside free text writes this one: the
 * newest such text's `untrusted:<tool>`, with its field. No listed record, one with nothing in that
 * field, or the value it already holds: nothing moved.
 */
export function movedFieldMark(ids: ReadonlyArray<readonly [string, string]>, name: string, key: string, inputs: MovedDayInputs): Mark | undefined {
  let was: { keys: string[]; step: number } | undefined;
  for (const [idName, id] of ids) {
    was = recordKeys(idName, leafKeys(id), name, inputs);
    if (was !== undefined) break;
  }
  if (was === undefined || was.keys.length === 0 || was.keys.includes(key)) return undefined;
  const r = inputs.results.find((x) => x.textOutside && x.index.text.has(key));
  return r ? { level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! } : undefined;
}

/** The last word of an argument's name, the thing it holds: `iban` of `recipient_iban`, `date` of `next_date`. */
export function headWord(name: string): string {
  const words = wordsOf(name.replace(/_/g, " "));
  return words[words.length - 1] ?? "";
}

/** Whether a list's field path (`transfers.transfer_id`) is the argument's field. */
function endsWithField(field: string, name: string): boolean {
  return field === name || field.endsWith(`.${name}`);
}

/**
 * The marks of a write's date arguments the caller gave no origin, on a record a listed result
 * names by another of the call's arguments (its id), whose date moves that record's day of the
 * month to one no turn and no context gives, while an outside free text writes that very date:
 * on the date argument, the newest such text's `untrusted:<tool>`, with its field; where no result
 * holds the date at all, the newest outside free text's beside the order list, with no field. A date that
 * keeps the record's day of the month, whatever its month or year, is not read this way.
 */
export function movedCollectionDayMarks(args: Readonly<Record<string, unknown>>, ownOrigin: (name: string) => boolean, inputs: MovedDayInputs): Mark[] {
  const dates: Array<readonly [string, Day]> = [];
  for (const [name, value] of Object.entries(args)) {
    const d = ownOrigin(name) ? undefined : callDay(value);
    if (d) dates.push([name, d]);
  }
  if (dates.length === 0) return [];
  const ids = Object.entries(args).filter(([name, value]) => !dates.some(([n]) => n === name) && typeof value === "string" && value.length <= MAX_DATE * 2);
  if (ids.length === 0) return [];
  const givenDays = givenDaysOf(inputs);
  const marks: Mark[] = [];
  for (const [name, next] of dates) {
    if (inputs.typed.has(next.key) || inputs.context.has(next.key) || givenDays.has(next.day)) continue;
    let was: { dates: Day[]; step: number } | undefined;
    for (const [idName, id] of ids) {
      was = recordDates(idName, leafKeys(id), name, inputs);
      if (was !== undefined) break;
    }
    if (was === undefined || was.dates.length === 0 || was.dates.some((w) => sameDayOfMonth(w, next))) continue;
    const r = inputs.results.find((x) => x.textOutside && x.index.text.has(next.key));
    if (r) {
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(next.key)! });
      continue;
    }
    // A date no result holds either (a text's "the 25th of the month before", worked out by the
    // model): nobody gave it, and the newest outside free text beside the order list is the one
    // that could have asked it (the list's own references are where the record came from).
    if (inputs.results.some((x) => x.index.structured.has(next.key) || x.index.text.has(next.key))) continue;
    const list = was.step;
    const newest = inputs.results.find((x) => x.textOutside && x.index.step !== list);
    if (newest) marks.push({ level: "untrusted", source: newest.index.tool, on: name, step: newest.index.step });
  }
  return marks;
}

/** The days of the month the person and the run name: a day they gave is theirs to move an order to. */
function givenDaysOf(inputs: MovedDayInputs): Set<number> {
  const days = new Set<number>();
  for (const set of [inputs.typed, inputs.context]) {
    for (const k of set) {
      const d = keyDay(k);
      if (d) days.add(d.day);
    }
  }
  return days;
}

/** An argument that names a record by its identifier (`transfer_id`, `id`). */
export const ID_NAME = /(?:^|_)id$/i;

/** An identifier is one token (`so_4415`). */
const ONE_TOKEN = /^\S{1,80}$/;

/**
 * The marks of a write's identifier arguments the caller gave no origin and the model wrote (held
 * by no turn, context, answer or result), where another argument takes a value no turn, no context
 * and no structured field gives that an outside free text writes (a date, by its day of the month
 * where the text writes that day alone and no turn or context names it): on the identifier, the
 * newest such text's `untrusted:<tool>`, with its field.
 */
export function unlistedOrderMarks(args: Readonly<Record<string, unknown>>, ownOrigin: (name: string) => boolean, origins: Readonly<Record<string, OriginVerdict>>, inputs: MovedDayInputs): Mark[] {
  const ids = Object.entries(args).filter(([name, value]) => !ownOrigin(name) && ID_NAME.test(name) && typeof value === "string" && ONE_TOKEN.test(value) && origins[name]?.origin === "model");
  if (ids.length === 0) return [];
  const keys: string[] = [];
  let givenDays: Set<number> | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (ids.some(([n]) => n === name) || ownOrigin(name) || (typeof value === "string" && value.length > MAX_DATE * 2)) continue;
    const fresh = leafKeys(value).filter((k) => !inputs.typed.has(k) && !inputs.context.has(k) && !inputs.results.some((r) => r.index.structured.has(k)));
    keys.push(...fresh);
    // A date nobody gave, on a day of the month a text writes alone ("move it to the 20th"): the
    // text gave the day, and the model the month (month-days.ts). Not a day the person or the run name.
    const day = fresh.length > 0 ? callDay(value) : undefined;
    if (day && !(givenDays ??= givenDaysOf(inputs)).has(day.day)) keys.push(monthDayKey(day.day));
  }
  for (const r of inputs.results) {
    if (!r.textOutside) continue;
    const k = keys.find((x) => r.index.text.has(x));
    if (k !== undefined) return ids.map(([name]) => ({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(k)! }));
  }
  return [];
}
