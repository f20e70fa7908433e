// A choice of a closed set that an outside free text names, on a write of an act the person never
// asked for: "send him the main points of our house rules doc", and the doc's line "new members
// get edit access to this document" leads to a share of that doc with him, `permission: edit`.
// The person named who and which file for the act they asked for (the email); the share, and how
// far it reaches, are the text's. The choice alone is vouched for by the source the person pointed
// at (the weak `outside:<tool>`, origins.ts `namedChoice`), but they asked that source for another
// act: the choice carries the text's `untrusted:<tool>`. A write whose act the person named, a
// choice they typed themselves, or a call whose other values a text gave as well (a bill paid in
// the currency it names, the person pointing at it for that payment) is not read this way. unasked-acts.ts reads the calls made wholly of a text's
// values; this rule reads the one value of the call that sets how far the act goes.
import type { Mark, OriginVerdict } from "../model.js";

/** The origins of the person's own values. */
const OWN: ReadonlySet<string> = new Set(["typed", "context", "reply"]);

/**
 * The marks of a write's choice arguments (`choice`: the catalogue gives a closed set) whose
 * origin is an outside result's free text and whose only mark is that text's weak one, where the
 * person's turns never named the write's act (`asked`) and name the act of another writing tool
 * (`otherAsked`, asked last: it looks through the catalogue). Each keeps its weak mark's source,
 * step and field, no longer weak, where every other argument is the person's own. `namedInText` says whether the text of that step writes the
 * choice as one of its words, and no structured field of that result holds it (a record's own
 * setting, copied, is no text's choice).
 */
export function unaskedChoiceMarks(origins: Readonly<Record<string, OriginVerdict>>, marks: readonly Mark[], choice: (name: string) => boolean, namedInText: (name: string, step: number) => boolean, asked: boolean, otherAsked: () => boolean): Mark[] {
  if (asked) return [];
  const out: Mark[] = [];
  for (const [name, origin] of Object.entries(origins)) {
    if (!origin.origin.startsWith("result:") || !choice(name)) continue;
    const on = marks.filter((m) => m.on === name);
    if (on.length !== 1 || !on[0]!.weak || on[0]!.step === undefined || on[0]!.field === undefined || !namedInText(name, on[0]!.step)) continue;
    const { weak: _weak, ...strong } = on[0]!;
    out.push(strong);
  }
  if (out.length === 0) return [];
  // Every other value the person's own (typed, the run's context, an answer): they gave who and
  // what for the act they asked for. A call whose other values a text gave too is that text's
  // record acted on as the person pointed at it (a bill paid in the currency it names), read by
  // unasked-acts.ts.
  const others = Object.entries(origins).filter(([name]) => !out.some((m) => m.on === name));
  if (others.length === 0 || !others.every(([, o]) => OWN.has(o.origin))) return [];
  return otherAsked() ? out : [];
}
