// Values said each of a thing, and the thing the request names again: `dentist on the 12th, gym
// review on the 19th: put the gym review in the calendar`, `a Ana está no 11 91000-2000, o Bo no
// 11 93000-4000 — manda sms pro Bo`. The values of the things not named again are set aside. The
// reading is the same in every language; a grammar gives the words that stand between a thing and
// its value without naming it, and how it folds text for comparing.
import type { Span } from "./addresses.js";

/** What a grammar gives `asideByLabel`. */
export interface LabelWords {
  /** Words that stand between a thing and its value without naming it (`the`, `is`, `on`, `phone`), folded. */
  readonly fillers: ReadonlySet<string>;
  /** The text as labels are compared: lower case, and whatever else the language folds (accents). */
  fold(text: string): string;
  /**
   * Whether the folded words right after a thing named again say it needs nothing (`mas a Júlia já
   * sabe`): named so, the thing is left out, not picked. A grammar without it reads every naming as a pick.
   */
  servedAlready?(after: string): boolean;
  /**
   * Whether the folded words between one thing named again and the next take the first back
   * (`text Dan, sorry, I mean Mia`): the first is then not named, the one it was changed for is. A
   * grammar without it reads two things named as two picks, and sets nothing apart.
   */
  takenBack?(between: string): boolean;
}

/** Kinds of value a turn gives one of per thing: a day per event, a phone or an address per person. */
const LABELLED_KINDS = ["date", "phone", "email"];

/** The most words a thing's name may have (`gym review`, `revisão da academia`). */
const MAX_LABEL_WORDS = 4;

const BOUNDARY = /[,;:—–(\n]/g;

/** A word of a thing's name: what splitting at every other character leaves, read in one pass. */
const LABEL_WORD = /[\p{L}\d-]+/gu;

/** The words right before a value, back to a clause break or the value before it, fillers trimmed. */
function labelOf(text: string, from: number, to: number, words: LabelWords): string | undefined {
  let start = from;
  const before = text.slice(from, to);
  for (const m of before.matchAll(BOUNDARY)) start = from + m.index + 1;
  const label = words.fold(text.slice(start, to)).match(LABEL_WORD) ?? [];
  while (label.length > 0 && words.fillers.has(label[0]!)) label.shift();
  while (label.length > 0 && words.fillers.has(label[label.length - 1]!)) label.pop();
  if (label.length === 0 || label.length > MAX_LABEL_WORDS || label.some((w) => /\d/.test(w))) return undefined;
  return label.join(" ");
}

function labelPattern(label: string, flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\d])`, flags);
}

function namedIn(haystack: string, label: string): boolean {
  return labelPattern(label, "u").test(haystack);
}

/** How many characters after a thing named again are given to `servedAlready`. */
const SERVED_REACH = 40;

/** Whether some naming of the thing in the text is followed by words that say it needs nothing. */
function servedIn(haystack: string, label: string, words: LabelWords): boolean {
  if (words.servedAlready === undefined) return false;
  for (const m of haystack.matchAll(labelPattern(label, "gu"))) {
    const end = m.index + m[0].length;
    if (words.servedAlready(haystack.slice(end, end + SERVED_REACH))) return true;
  }
  return false;
}

/**
 * Of several things named again, the one the others were each taken back for (`text Dan, sorry, I
 * mean Mia`): the thing named last, where every other is named, then taken back by the words between
 * it and that one (LabelWords `takenBack`). All of them where the grammar reads no taking back or one
 * was not taken back.
 */
function namedLast<T extends { label: string }>(after: string, named: readonly T[], words: LabelWords): readonly T[] {
  if (words.takenBack === undefined) return named;
  // Where each is last named: the one named last is the one that stands.
  const at = named.map((l) => ({ l, start: lastNamed(after, l.label) }));
  at.sort((a, b) => a.start - b.start);
  const last = at[at.length - 1]!;
  for (let k = 0; k + 1 < at.length; k++) {
    const end = at[k]!.start + at[k]!.l.label.length;
    const next = at[k + 1]!.start;
    if (end > next || !words.takenBack(after.slice(end, next))) return named;
  }
  return [last.l];
}

/** Where the label is last named in the text (`namedIn` found it there). */
function lastNamed(haystack: string, label: string): number {
  let start = -1;
  for (const m of haystack.matchAll(labelPattern(label, "gu"))) start = m.index;
  return start;
}

/**
 * The values to set aside: where two or more values of one kind are each said of a different
 * thing, and the text after the last of them names exactly one of those things again, the
 * values of the others. Nothing where no thing, or more than one, is named again.
 */
export function asideByLabel(text: string, values: readonly Span[], words: LabelWords): Set<Span> {
  const aside = new Set<Span>();
  // A name is part of the thing (`Ana is on 0412 …`), not a value before it.
  const sorted = values.filter((v) => v.kind !== "name").sort((a, b) => a.start - b.start);
  for (const kind of LABELLED_KINDS) {
    // Two values of the kind at least, or none is set aside: their labels are not read.
    let count = 0;
    for (const span of sorted) if (span.kind === kind) count++;
    if (count < 2) continue;
    const labelled: Array<{ span: Span; label: string }> = [];
    for (let i = 0; i < sorted.length; i++) {
      const span = sorted[i]!;
      if (span.kind !== kind) continue;
      const label = labelOf(text, i === 0 ? 0 : sorted[i - 1]!.end, span.start, words);
      if (label !== undefined) labelled.push({ span, label });
    }
    if (labelled.length < 2 || new Set(labelled.map((l) => l.label)).size !== labelled.length) continue;
    const after = words.fold(text.slice(labelled[labelled.length - 1]!.span.end));
    // A thing named again as needing nothing (`mas a Júlia já sabe`) is left out, not picked.
    const served = new Set(labelled.filter((l) => servedIn(after, l.label, words)));
    const named = labelled.filter((l) => !served.has(l) && namedIn(after, l.label));
    if (named.length === 0 && served.size > 0 && served.size < labelled.length) for (const l of served) aside.add(l.span);
    const kept = named.length > 1 ? namedLast(after, named, words) : named;
    if (kept.length !== 1) continue;
    for (const l of labelled) if (l !== kept[0]) aside.add(l.span);
  }
  return aside;
}
