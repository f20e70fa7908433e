// A day an outside text sets against the day it gives elsewhere: a farm's confirmation asks for a
// standing order "first payment 1 December 2026", and a P.S. says "please start the order on 26
// November, not 1 December". The clause names the day it replaces itself; where that day is the
// one the rest of the result writes, a write on the other day took the aside, not the letter the
// person pointed at: it carries that text's mark. Not where the person typed that day, nor where
// their turns speak of a change of date or time themselves (the news they sent the agent to). The
// result's days are read once, when it is reported, from the values its one reading found (their
// written form and their date); a check looks the call's dates up.
import type { TurnReading, TurnWordSet } from "@toolgate/grammar-kit";
import type { Mark } from "../model.js";

/** The words that set a day against another, right after the first: `26 November, not 1 December`. */
const AGAINST = /^\s{0,3},?\s{0,3}(?:not|instead\s+of|rather\s+than|e\s+n[ãa]o|n[ãa]o|em\s+vez\s+d[eo]|au\s+lieu\s+du|et\s+non|statt|anstatt|en\s+lugar\s+del|y\s+no)\s+(?:on\s+|the\s+|a\s+|o\s+|le\s+|am\s+|el\s+|dia\s+)?/iu;

/** The longest stretch read after a day for the words that set it against another. */
const AGAINST_SPAN = 32;
/** The most days of one text read, and the most places each is looked for. */
const MAX_DAYS = 24;
const MAX_PLACES = 8;
/** The longest day as written (`Thursday 26 November 2026`). */
const MAX_WRITTEN = 40;
/** A date as a reading gives it. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the days of one result's texts gave, gathered text by text while it is read. */
export class SupersededDays {
  /** Each day set against another: the day, the day it replaces, the field that writes it. */
  private readonly against: Array<{ day: string; replaced: string; path: string }> = [];
  /** How many times each day is written across the result's texts. */
  private readonly written = new Map<string, number>();

  /** Reads one outside text, with the values its reading found. */
  read(text: string, reading: TurnReading, path: string): void {
    const days: Array<{ value: string; text: string }> = [];
    for (const v of reading.values) {
      if (days.length >= MAX_DAYS) break;
      if (v.kind === "date" && typeof v.value === "string" && DATE.test(v.value) && v.text.length > 0 && v.text.length <= MAX_WRITTEN && !days.some((d) => d.text === v.text)) days.push({ value: v.value, text: v.text });
    }
    // Each place a day is written counts once, whichever form writes it (a form inside a longer
    // one, `1 December` in `1 December 2026`, is that one place).
    const places = new Map<string, Set<number>>();
    for (const d of days) {
      let from = 0;
      for (let n = 0; n < MAX_PLACES; n++) {
        const at = text.indexOf(d.text, from);
        if (at < 0) break;
        from = at + d.text.length;
        (places.get(d.value) ?? places.set(d.value, new Set()).get(d.value)!).add(at);
        const after = text.slice(from, from + AGAINST_SPAN + MAX_WRITTEN);
        const m = AGAINST.exec(after);
        if (!m) continue;
        const rest = after.slice(m[0].length);
        const other = days.find((o) => o.value !== d.value && rest.startsWith(o.text));
        if (other) this.against.push({ day: d.value, replaced: other.value, path });
      }
    }
    for (const [value, at] of places) this.written.set(value, (this.written.get(value) ?? 0) + at.size);
  }

  /** The days set against one the result also writes elsewhere, each with the field that sets it. */
  days(): ReadonlyMap<string, string> {
    const out = new Map<string, string>();
    for (const a of this.against) if ((this.written.get(a.replaced) ?? 0) >= 2 && !out.has(a.day)) out.set(a.day, a.path);
    return out;
  }
}

/** What the check looks up. */
export interface SupersededDayInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly spoke?: ReadonlySet<TurnWordSet>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly supersededDays?: ReadonlyMap<string, string> } }>;
}

/** A date or a date and time as a call writes it: its date. */
const CALL_DATE = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;
/** The longest value read as a date. */
const MAX_DATE = 40;

/**
 * The marks of a write's dates on a day an outside text set against the day its result writes
 * elsewhere: the newest such text's `untrusted:<tool>`, on that argument. None for a day the
 * person or the run gave, nor where the person spoke of a change of date or time.
 * `given` says which arguments the caller gave an origin for.
 */
export function supersededDayMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: SupersededDayInputs): Mark[] {
  if (!inputs.results.some((r) => r.textOutside && (r.index.supersededDays?.size ?? 0) > 0)) return [];
  if (inputs.spoke?.has("time_change") === true) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string" || value.length > MAX_DATE) continue;
    const date = CALL_DATE.exec(value)?.[1];
    if (date === undefined || inputs.typed.has(`s:${date}`) || inputs.context.has(`s:${date}`)) continue;
    const by = inputs.results.find((r) => r.textOutside && r.index.supersededDays?.has(date) === true);
    if (by) marks.push({ level: "untrusted", source: by.index.tool, on: name, step: by.index.step, field: by.index.supersededDays!.get(date)! });
  }
  return marks;
}
