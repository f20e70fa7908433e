// The length of a stay a text writes as a count of nights: "minimum stay 3 nights", "sold as
// 3-night stays", "estadia mínima de três noites", "mindestens 3 Nächte". A stay moved to the
// length such a text asks (stay-dates.ts) takes no date the text writes: the check-out is the
// check-in plus the nights, so the length is kept as a key of its own (`nights:3`), never as a
// bare number, which no other argument looks up. Read once per text, when its result is reported;
// the pattern's only repeat is a bounded run of spaces: linear.
import { COUNT_WORDS } from "./count-words.js";

/** The word for a night in the languages outside texts are written in, singular and plural. */
const NIGHT = "nights?|noites?|nacht|n[äa]chte|naechte|nachten|nuits?|noches?|notte|notti";
/** A count in figures or in words (count-words.ts), then its night, with a space or joined by a hyphen; no punctuation between ("after 10, night porter"). */
const NIGHTS = new RegExp(String.raw`(?<![\p{L}\p{N}.,])(\d{1,2}|${[...COUNT_WORDS.keys()].join("|")})(?:-|\s{1,3})(?:${NIGHT})(?![\p{L}])`, "giu");
/** The most counts read from one text, and the longest text read. */
const MAX_COUNTS = 16;
const MAX_READ = 20_000;
/** The longest stay read: a month and more of nights, as stay-lengths.ts reads a turn's. */
const MAX_NIGHTS = 62;

/** The key a count of nights is kept under. */
export function nightsKey(nights: number): string {
  return `nights:${nights}`;
}

/** The keys of the counts of nights a text gives: `3 nights`, `three nights`, `3-night`. */
export function nightCountKeys(text: string, out: Set<string> = new Set()): Set<string> {
  let n = 0;
  for (const m of (text.length > MAX_READ ? text.slice(0, MAX_READ) : text).matchAll(NIGHTS)) {
    const count = Number(COUNT_WORDS.get(m[1]!.toLowerCase()) ?? m[1]);
    if (count < 1 || count > MAX_NIGHTS) continue;
    out.add(nightsKey(count));
    if (++n >= MAX_COUNTS) break;
  }
  return out;
}
