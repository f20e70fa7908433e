// A value only an earlier reading of a record gives, that the record's later reading no longer
// holds: a search lists the sweep's email with "booked Tuesday 8 December, 7:00", the agent then
// reads that same email in full (`read_email em_sw_31`) and it says Thursday 10 December, 8:00;
// an event on the 8th at 7:00 took the text the newer reading does not back. A record read again
// is read again to be sure of it: what it says then is the record, and a value only the older
// reading's free text wrote (a preview, a search's copy, an edited message) is that text's, not
// the record the person pointed at. The record is known by its identifier, held by both readings
// as a structured value; the newer reading must be of that one record alone, so that a value it
// leaves out is one the record no longer says, not one of another record. A check only looks
// keys up: the results' keys, records and identifiers were read when they were reported.
import type { Mark } from "../model.js";
import { idPath } from "./cued-records.js";
import { argumentKeys, dateTimeKeyOf, leavesOf, type DateTimeText } from "./origins.js";

/** What the rule reads of one reported result's index (origins.ts `ResultIndex`). */
export interface ReadAgainIndex {
  readonly step: number;
  readonly tool: string;
  readonly structured: ReadonlyMap<string, string>;
  readonly text: ReadonlyMap<string, string>;
  readonly textRecord?: ReadonlyMap<string, number>;
  readonly dateTimes: ReadonlySet<string>;
  readonly dateTimeTexts: ReadonlyMap<string, readonly DateTimeText[]>;
  readonly listed?: { readonly values: ReadonlyMap<string, { readonly record: number; readonly field: string }>; readonly texted: ReadonlySet<number> };
}

/** What the rule looks up: the person's and the run's keys, and the reported results, newest first. */
export interface ReadAgainInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: ReadAgainIndex }>;
}

/** The most leaves of one argument read. */
const MAX_LEAVES = 64;
/** The most identifiers of one record looked for in the newer readings. */
const MAX_IDS = 8;

/** The keys a leaf is looked up by: an argument's (origins.ts), and its local day and time as texts' times are keyed. */
function keysOf(leaf: unknown): string[] {
  const keys = argumentKeys(leaf);
  const at = dateTimeKeyOf(leaf);
  if (at !== undefined) keys.push(at);
  return keys;
}

/**
 * The record of a result whose free text gives the key: the one record of a result whose text one
 * record holds, else the record the index ties the key to; -1 where it cannot be told.
 */
function recordOf(index: ReadAgainIndex, key: string): number {
  const texted = index.listed?.texted;
  if (!index.textRecord) return texted && texted.size === 1 ? [...texted][0]! : -1;
  const inText = index.textRecord.get(key);
  if (inText !== undefined) return inText;
  const at = index.dateTimeTexts.get(key);
  const records = new Set((at ?? []).map((t) => t.record ?? -1));
  return records.size === 1 ? [...records][0]! : -1;
}

/** The identifiers a list's record holds as structured values (`emails.0.id`): the first few. */
function idsOf(index: ReadAgainIndex, record: number): string[] {
  const ids: string[] = [];
  if (record < 0 || !index.listed) return ids;
  for (const [key, at] of index.listed.values) {
    if (at.record === record && idPath(at.field)) ids.push(key);
    if (ids.length >= MAX_IDS) break;
  }
  return ids;
}

/**
 * Whether a result reads the record of that identifier alone: its free text is one record's, and
 * that record holds the identifier (a result that is one object is one record).
 */
function readsRecordAlone(index: ReadAgainIndex, id: string): boolean {
  if (index.textRecord || !index.structured.has(id)) return false;
  if (!index.listed) return true;
  const texted = index.listed.texted;
  const at = index.listed.values.get(id);
  return texted.size === 1 && at !== undefined && texted.has(at.record) && idPath(at.field);
}

/** Whether a result holds the key anywhere: as a value, in its text, or as a day and time its texts give. */
function holds(index: ReadAgainIndex, key: string): boolean {
  return index.structured.has(key) || index.text.has(key) || index.dateTimes.has(key);
}

/**
 * The marks of a write's arguments whose value only an older reading's outside free text gives,
 * where a newer reading of that same record, one record's alone, holds none of the value: the
 * older text's `untrusted:<tool>`, on that argument. A value the person typed or the run gives is
 * theirs. `given` says which arguments the caller gave an origin for.
 */
export function readAgainMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: ReadAgainInputs): Mark[] {
  if (inputs.results.length < 2) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name)) continue;
    let mark: Mark | undefined;
    for (const leaf of leavesOf(value, MAX_LEAVES)) {
      const keys = keysOf(leaf);
      if (keys.length === 0 || keys.some((k) => inputs.typed.has(k) || inputs.context.has(k))) continue;
      // The readings that hold the value at all; the newest of them is the one that gave it.
      const holders = inputs.results.filter((r) => keys.some((k) => holds(r.index, k)));
      const older = holders[0];
      if (!older || !older.textOutside) continue;
      const key = keys.find((k) => older.index.text.has(k) || older.index.dateTimes.has(k));
      if (key === undefined || keys.some((k) => older.index.structured.has(k))) continue;
      const ids = idsOf(older.index, recordOf(older.index, key));
      if (ids.length === 0) continue;
      // A newer reading of that record alone: its free text is one record's, the one that holds the id.
      const again = inputs.results.find((r) => r.index.step > older.index.step && r.index.text.size > 0 && ids.some((id) => readsRecordAlone(r.index, id)));
      if (!again) continue;
      const field = older.index.text.get(key) ?? older.index.dateTimeTexts.get(key)?.[0]?.field;
      mark = { level: "untrusted", source: older.index.tool, on: name, step: older.index.step, ...(field ? { field } : {}) };
      break;
    }
    if (mark) marks.push(mark);
  }
  return marks;
}
