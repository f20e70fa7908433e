// A channel a text names by its tag: `#payroll`, `#parents-contacts`. A word after `#` is a
// channel's name wherever it is written (a chat message, a profile's title, an email), so an
// outside text that says "also add me to #payroll" gives the value a later add or post takes, as
// it gives a handle (`ext-noc-team`) or an identifier with a digit. A name of letters only is
// otherwise not keyed (most words are none), so the tag is what makes it one. Read once per text,
// with its other keys, in linear time: the tag and its name are one run of fixed classes.
import { trimTrailing } from "@toolgate/grammar-kit";
import { valueKeys } from "./values.js";

/** `#` that opens a word (not `C#`, not `&#39;`), then the channel's name: a letter, then letters, figures, `_`, `-` or `.`. */
const TAG = /(?<![\p{L}\p{N}_&#])#(\p{L}[\p{L}\p{N}_.-]{0,79})/gu;
/** The most tags read from one text. */
const MAX_TAGS = 64;
/** The longest text read for tags. */
const MAX_READ = 20_000;

/** The keys of the channels a text names by their tags, with the `#` and without it, added to `out`. */
export function channelTagKeys<S extends { add(key: string): unknown }>(text: string, out: S): S {
  let n = 0;
  for (const m of (text.length > MAX_READ ? text.slice(0, MAX_READ) : text).matchAll(TAG)) {
    // A tag that closes a sentence keeps none of its `.` or `-`.
    const name = trimTrailing(m[1]!, ".-");
    for (const k of [...valueKeys(`#${name}`), ...valueKeys(name)]) out.add(k);
    if (++n >= MAX_TAGS) break;
  }
  return out;
}
