// Counts a text writes joined to the thing counted: "the 3-bag bundle", "a 2-night stay", "a
// 6-seat table". A free text's words are keyed whole (`3-bag`), so the count inside one was no
// value of the text, and a call that takes it (`bags: 3`) looked written by the model. Read once
// per text, when its result is reported; the pattern has no repeat but one bounded run: linear.
import { numberKey } from "./values.js";

/** A count of one to three digits, a hyphen, and the letter the counted thing starts with. */
const JOINED = /(?<![\w.,-])(\d{1,3})-(?=\p{L})/gu;
/** The most counts read from one text. */
const MAX_COUNTS = 32;
const MAX_READ = 20_000;

/** The number keys of the counts a text joins to a word, added to `out`. */
export function joinedCountKeys(text: string, out: Set<string> = new Set()): Set<string> {
  let n = 0;
  for (const m of (text.length > MAX_READ ? text.slice(0, MAX_READ) : text).matchAll(JOINED)) {
    out.add(numberKey(Number(m[1])));
    if (++n >= MAX_COUNTS) break;
  }
  return out;
}
