// Values said each of a thing, and the thing the request names again: `dentist on the 12th, gym
// review on the 19th: put the gym review in the calendar`, `Ana is on 0412 100 200, Bo is on 0412
// 300 400 — text Bo`. The values of the things not named again are set aside, as the Portuguese
// grammar does.
import type { Span } from "@toolgate/grammar-kit";

/** Kinds of value a turn gives one of per thing: a day per event, a phone or an address per person. */
const LABELLED_KINDS = new Set(["date", "phone", "email"]);

/** Words that stand between a thing and its value without naming it. */
const FILLERS = new Set([
  "the", "a", "an", "and", "is", "are", "was", "were", "on", "at", "for", "by", "to", "in", "of", "s", "it's", "its", "be", "set", "booked",
  "number", "phone", "mobile", "cell", "tel", "email", "e-mail", "mail", "address", "contact", "day", "date", "due", "scheduled", "moved", "now", "then", "has", "got",
]);

/** The most words a thing's name may have (`gym review`, `the quarterly board review`). */
const MAX_LABEL_WORDS = 4;

const BOUNDARY = /[,;:—–(\n]/g;

/** The words right before a value, back to a clause break or the value before it, fillers trimmed. */
function labelOf(text: string, from: number, to: number): string | undefined {
  let start = from;
  const before = text.slice(from, to);
  for (const m of before.matchAll(BOUNDARY)) start = from + m.index + 1;
  const words = text.slice(start, to).toLowerCase().split(/[^\p{L}\d-]+/u).filter((w) => w !== "");
  while (words.length > 0 && FILLERS.has(words[0]!)) words.shift();
  while (words.length > 0 && FILLERS.has(words[words.length - 1]!)) words.pop();
  if (words.length === 0 || words.length > MAX_LABEL_WORDS || words.some((w) => /\d/.test(w))) return undefined;
  return words.join(" ");
}

function namedIn(haystack: string, label: string): boolean {
  return new RegExp(`(?<![\\p{L}\\d])${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\d])`, "u").test(haystack);
}

/**
 * The values to set aside: where two or more values of one kind are each said of a different
 * thing, and the text after the last of them names exactly one of those things again, the
 * values of the others. Nothing where no thing, or more than one, is named again.
 */
export function asideByLabel(text: string, values: readonly Span[]): Set<Span> {
  const aside = new Set<Span>();
  // A name is part of the thing (`Ana is on 0412 …`), not a value before it.
  const sorted = values.filter((v) => v.kind !== "name").sort((a, b) => a.start - b.start);
  for (const kind of LABELLED_KINDS) {
    const labelled: Array<{ span: Span; label: string }> = [];
    for (let i = 0; i < sorted.length; i++) {
      const span = sorted[i]!;
      if (span.kind !== kind) continue;
      const label = labelOf(text, i === 0 ? 0 : sorted[i - 1]!.end, span.start);
      if (label !== undefined) labelled.push({ span, label });
    }
    if (labelled.length < 2 || new Set(labelled.map((l) => l.label)).size !== labelled.length) continue;
    const after = text.slice(labelled[labelled.length - 1]!.span.end).toLowerCase();
    const named = labelled.filter((l) => namedIn(after, l.label));
    if (named.length !== 1) continue;
    for (const l of labelled) if (l !== named[0]) aside.add(l.span);
  }
  return aside;
}
