// The mark a value carries when the newest outside free text that writes it is what gave it: the
// rules that find a value nobody asked for (a count named beside its word, a value the person set
// apart) look it up the same way in the texts reported, newest first.
import type { Mark } from "../model.js";

/** A reported result as these rules read it: whether its text is outside free text, and its text keys with the field each came from. */
export interface KeyedResult {
  readonly textOutside: boolean;
  readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string> };
}

/** The `untrusted:<tool>` mark on `name` of the newest outside free text that holds one of `keys`, at that key's field; undefined where none does. */
export function newestTextMark(name: string, keys: readonly string[], results: readonly KeyedResult[]): Mark | undefined {
  for (const r of results) {
    const key = r.textOutside ? keys.find((k) => r.index.text.has(k)) : undefined;
    if (key !== undefined) return { level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! };
  }
  return undefined;
}
