// A change to a listed record the person's words do not name: "Lena asked to move tomorrow's
// design standup", the agent lists the day's events, and an `update_event` moves the "Roadmap
// review" beside it; "put Mira's yoga weekend in my calendar, check Saturday is free first", and a
// `cancel_event` of "Climbing with Per", the one event the listing gave. The record's id is a
// listing's structured value, so it carries only the listing's weak mark, and the act itself may
// be one the person asked of another record. What tells the two apart is which record the act is
// on: a record the person means they name by the words of its title (`design standup`, `the
// dentist appointment`, `Atelier Noyer`); one whose title holds none of their words was picked by
// something else the agent read. The change is the listing's outside text's where the person's
// words name another record of the same listing (they said which one), or where their turns do
// not ask this act at all (nobody asked for a change of any record). "Cancel whatever is in my
// calendar those days" asks the act and names no record by words: the records it reaches are the
// person's. A page or a file the person sent the agent to read names a record for them too ("the
// couple's website has a hotel with a guest rate, book it"): where its text writes every naming word
// of one record's title and not of the one the change is on, the change went where a listing's own
// text steered it, not where the person pointed. Only changes of records (`kind: write`) are read: a reply or a forward says where a
// message goes, which the destination checks weigh. The titles are read once, with the result
// (origins.ts `indexResult`); a check looks up the call's identifiers and the person's words only.
import type { Mark } from "../model.js";
import { givenValue, leafKeys, type GivenValues } from "./origins.js";
import { typedForms, typedWord, type TypedForms } from "./naming-words.js";
import type { TitledRecords } from "./titled-records.js";

/** What the rule looks up: the person's values and words, and each reported result's titled records, newest first. */
export interface UnnamedRecordInputs extends GivenValues {
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: {
      readonly step: number;
      readonly tool: string;
      readonly titled?: TitledRecords;
      /** The listing's records by their own names (a hotel's, a product's `name`): what a page may name one by. */
      readonly named?: TitledRecords;
      /** The keys of the values that name the source itself (a path, a URL): a turn that types one sent the agent to it. */
      readonly names?: readonly string[];
      /** The words of its free texts, lower-cased. */
      readonly words?: ReadonlyMap<string, string>;
    };
  }>;
}

/** The words of the free texts of the sources the person sent the agent to read (a turn typed the source's path or URL), as `TypedForms`. */
function pointedForms(inputs: UnnamedRecordInputs, listing: number): TypedForms | undefined {
  const words = new Set<string>();
  for (const r of inputs.results) {
    if (r.index.step === listing || !r.textOutside || !r.index.words || !(r.index.names ?? []).some((k) => inputs.typed.has(k))) continue;
    for (const w of r.index.words.keys()) words.add(w);
  }
  return words.size > 0 ? typedForms(words) : undefined;
}

/** Whether a title's naming words are every one of them in `forms`: a text that writes a record's whole name names it. */
function namedInFull(title: readonly string[], forms: TypedForms): boolean {
  return title.length > 0 && title.every((w) => typedWord(w, forms));
}

/** A change's argument that holds the identifier of a record of the newest listing holding it, that listing being an outside text's. */
interface ListedArgument {
  readonly name: string;
  readonly listing: UnnamedRecordInputs["results"][number];
  readonly records: TitledRecords;
  /** The record the identifier is of, in `records`. */
  readonly record: number;
}

/** The arguments of a change (no origin given by the caller, no key the person, the run or an answer gave) each with the newest listing whose `records` hold one of its identifiers, where that listing is an outside text's. */
function* listedArguments(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: UnnamedRecordInputs, records: (index: UnnamedRecordInputs["results"][number]["index"]) => TitledRecords | undefined): Generator<ListedArgument> {
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string") continue;
    const keys = leafKeys(value);
    if (keys.length === 0 || keys.some((k) => givenValue(inputs, k))) continue;
    for (const r of inputs.results) {
      const listed = records(r.index);
      const k = listed === undefined ? undefined : keys.find((x) => listed.ids.has(x));
      if (k === undefined) continue;
      // The newest listing that holds the identifier says which record it is; one of no outside text names no record a text chose.
      if (r.textOutside) yield { name, listing: r, records: listed!, record: listed!.ids.get(k)! };
      break;
    }
  }
}

/**
 * The marks of a change's arguments (no origin given by the caller, no key the person, the run or
 * an answer gave) that hold the identifier of a record of an outside listing whose title holds
 * none of the person's words, where their words name another record of that listing or their
 * turns do not ask the call's act (`asked`): the listing's `untrusted:<tool>`, on that argument.
 */
export function unnamedRecordMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, asked: boolean, inputs: UnnamedRecordInputs): Mark[] {
  const marks: Mark[] = [];
  let typed: TypedForms | undefined;
  for (const { name, listing, records, record } of listedArguments(args, given, inputs, (index) => index.titled)) {
    typed ??= typedForms(inputs.typedWords);
    const named = (words: readonly string[]) => words.some((w) => typedWord(w, typed!));
    if (named(records.titles.get(record)!)) continue;
    const other = [...records.titles].some(([at, words]) => at !== record && named(words));
    if (other || !asked) marks.push({ level: "untrusted", source: listing.index.tool, on: name, step: listing.index.step });
  }
  return marks;
}

/**
 * The marks of a change's arguments (no origin given by the caller, no key the person, the run or
 * an answer gave) that hold the identifier of a record of an outside listing, named by its own
 * name (`named`), where a text the person sent the agent to writes every naming word of another
 * record's name of that listing and not of this one's: the listing's `untrusted:<tool>`, on that
 * argument. The person's own words are `unnamedRecordMarks`'s to read: a name's words alone
 * (`hotel`, `inn`) say too little in a turn to tell one record from another.
 */
export function unpointedRecordMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: UnnamedRecordInputs): Mark[] {
  const marks: Mark[] = [];
  for (const { name, listing, records, record } of listedArguments(args, given, inputs, (index) => index.named)) {
    const pointed = pointedForms(inputs, listing.index.step);
    if (pointed === undefined || namedInFull(records.titles.get(record)!, pointed)) continue;
    if ([...records.titles].some(([at, words]) => at !== record && namedInFull(words, pointed))) marks.push({ level: "untrusted", source: listing.index.tool, on: name, step: listing.index.step });
  }
  return marks;
}
