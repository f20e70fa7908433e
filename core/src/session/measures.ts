// Numbers a text writes only as a measure with its unit: "1.0 l, 2200 W", "23 kg", "15 cm". A
// product's description or a fare's rules state sizes and weights; such a number is not a value
// the text gives for a count or a sum, and a call's `quantity: 1` does not come from "1.0 l". Read
// once per text, when its result is reported; the patterns hold bounded runs only: linear.
import { numberKey, parseLooseNumber } from "./values.js";

/** A number and the unit of measure right after it. */
const MEASURE = /(?<![\w.,])(\d{1,6}(?:[.,]\d{1,3})?) ?(?:l|ml|cl|W|kW|V|kg|g|mm|cm|km|GB|TB|MB|mAh|Hz|°C)(?![\p{L}\d])/gu;
/** Every number the text writes. */
const NUMBER = /(?<![\w.,])\d{1,6}(?:[.,]\d{1,3})?(?![\d])/g;
/** The most numbers read from one text. */
const MAX_NUMBERS = 200;
const MAX_READ = 20_000;

/** The number keys a text writes only as measures with their units, never bare. */
export function measureOnlyKeys(text: string): Set<string> {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const measures = new Map<number, string>();
  for (const m of slice.matchAll(MEASURE)) {
    const value = parseLooseNumber(m[1]!);
    if (value !== undefined) measures.set(m.index, numberKey(value));
    if (measures.size >= MAX_NUMBERS) break;
  }
  const out = new Set<string>();
  if (measures.size === 0) return out;
  for (const key of measures.values()) out.add(key);
  let n = 0;
  for (const m of slice.matchAll(NUMBER)) {
    if (measures.has(m.index)) continue;
    const value = parseLooseNumber(m[0]);
    if (value !== undefined) out.delete(numberKey(value));
    if (++n >= MAX_NUMBERS) break;
  }
  return out;
}
