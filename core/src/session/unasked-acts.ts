// A write of an act nobody asked for, made wholly of values outside results gave, beside an act
// the person did ask for: "pay the foodbank 40 GBP" and a change of the person's address the
// donation page's text gives; "send her my half" and the payee saved from the transaction her
// note asks to save. Each value alone is vouched for by the source the person pointed at (the
// weak `outside:<tool>`), but the person asked that source for another act. Only sets are
// compared here: the turns' act words were read once with each turn (acts.ts).
import type { Mark, OriginVerdict } from "../model.js";

/**
 * The mark on `call` of a write whose every argument came from an outside result and carries only
 * the weak mark, where the person's turns never named the write's act (`actTyped`) but name the
 * act of another writing tool of the catalogue (`otherActTyped`, asked last: it looks through the
 * catalogue). A value the person, the context or an answer gave, or one the model made up, makes
 * the call not wholly the source's; a write whose act they named is theirs. One word the model
 * wrote that the marked text holds as a word (`wordOfText`: a city, `Leeds`, beside the street and
 * postcode a letter gives) is that text's, though a text's single words are not kept as its
 * values. A label the person typed (`label`: a reference, a note) is let through. The mark is the
 * newest marked result's.
 */
export function unaskedActMark(origins: Readonly<Record<string, OriginVerdict>>, marks: readonly Mark[], actTyped: boolean, otherActTyped: () => boolean, wordOfText: (name: string, step: number) => boolean = () => false, label: (name: string) => boolean = () => false): Mark | undefined {
  if (actTyped) return undefined;
  const names = Object.keys(origins);
  if (names.length === 0 || marks.some((m) => !m.weak)) return undefined;
  let newest: Mark | undefined;
  const words: string[] = [];
  for (const name of names) {
    const origin = origins[name]!.origin;
    if (origin === "model") {
      words.push(name);
      continue;
    }
    // A label the person typed (their booking's reference quoted on a payment) says what the act
    // is about, not which act: the act and its values are still the text's.
    if (origin === "typed" && label(name)) continue;
    if (!origin.startsWith("result:")) return undefined;
    let marked = false;
    for (const m of marks) {
      if (m.on !== name) continue;
      marked = true;
      if (newest === undefined || (m.step ?? -1) > (newest.step ?? -1)) newest = m;
    }
    if (!marked) return undefined;
  }
  if (!newest || newest.step === undefined) return undefined;
  for (const name of words) if (!wordOfText(name, newest.step)) return undefined;
  if (!otherActTyped()) return undefined;
  return { level: "untrusted", source: newest.source, on: "call", step: newest.step, ...(newest.field !== undefined ? { field: newest.field } : {}) };
}
