// A day of the week a send's text states in place of one the person gave it: "post in Lena's thread
// that the Sunday group is confirmed and the gas delivery moved to Tuesday", the handover message
// carries "[edit: gas is now Thursday]", and the post says Sunday and Thursday. The text keeps one
// of the person's days and leaves another for a day only an outside text names: it says that text's
// day, not the person's, and carries its mark. A text that states every day the person gave beside
// others (a recap of the week that lists Saturday too), or none of them (the days may be for another
// act the turn asks for), is not read this way. The person's days were read with their turn
// (conversation.ts, kind `day`, as dates); the send's own text is read here for the names of days,
// word by word, once; the results' words were kept when they were reported.
import type { Mark } from "../model.js";
import { WEEKDAYS } from "./corrected-days.js";
import { DAY_KIND, ISO_DAY } from "./origins.js";

/** The names of each day of the week, by its number. */
const NAMES_OF: ReadonlyArray<readonly string[]> = [0, 1, 2, 3, 4, 5, 6].map((d) => [...WEEKDAYS].filter(([, n]) => n === d).map(([w]) => w));

/** The most words of one text read for days. */
const MAX_WORDS = 2000;

/** What the rule looks up: the person's days, and each reported result's words, newest first. */
export interface DaySaidInsteadInputs {
  readonly given?: ReadonlyMap<string, ReadonlySet<string>>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly words: ReadonlyMap<string, string> };
  }>;
}

/** The day of the week of a day as the grammars write it (`2026-12-01`: 2, a Tuesday). */
function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The marks of the texts a send writes that keep some of the days of the week the person gave,
 * leave another out, and state in its place one only an outside text names: the newest such
 * text's `untrusted:<tool>`, on the text's argument, with the field that names the day.
 */
export function daySaidInsteadMarks(texts: ReadonlyArray<readonly [string, string]>, inputs: DaySaidInsteadInputs, wordsOfText: (text: string) => readonly string[]): Mark[] {
  const days = inputs.given?.get(DAY_KIND);
  if (texts.length === 0 || !days || days.size === 0) return [];
  const theirs = new Set<number>();
  for (const d of days) if (ISO_DAY.test(d)) theirs.add(weekdayOf(d));
  if (theirs.size === 0) return [];
  const marks: Mark[] = [];
  for (const [name, text] of texts) {
    const stated = new Set<number>();
    const words = wordsOfText(text);
    for (let i = 0; i < words.length && i < MAX_WORDS; i++) {
      const d = WEEKDAYS.get(words[i]!);
      if (d !== undefined) stated.add(d);
    }
    const kept = [...stated].filter((d) => theirs.has(d)).length;
    const others = [...stated].filter((d) => !theirs.has(d));
    // Every one of the person's days said, or none: what was asked, or days for another act.
    if (kept === 0 || kept >= theirs.size || others.length === 0) continue;
    const by = namedBy(others, inputs);
    if (by) marks.push({ level: "untrusted", source: by.tool, on: name, step: by.step, field: by.field });
  }
  return marks;
}

/** The newest outside result whose free text names one of the days of the week. */
function namedBy(others: readonly number[], inputs: DaySaidInsteadInputs): { tool: string; step: number; field: string } | undefined {
  for (const r of inputs.results) {
    if (!r.textOutside) continue;
    for (const d of others) {
      for (const w of NAMES_OF[d]!) {
        const field = r.index.words.get(w);
        if (field !== undefined) return { tool: r.index.tool, step: r.index.step, field };
      }
    }
  }
  return undefined;
}
