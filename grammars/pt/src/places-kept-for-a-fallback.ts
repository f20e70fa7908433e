// A place to reach someone kept only for the case the person sent to does not answer: `O email do
// namorado dela, rui.b@…, é só para o caso de ela não responder`, `manda à Sofia, sofia@…, e se ela
// não atender liga para o 912…`. The send goes to the other place; this one is the story's, not the
// send's, so a call that sends to it is read against the rest. The condition is a `se` or `caso`
// whose clause says someone does not answer, take or manage it (`não responder`, `não atender`, `não
// conseguir`), said after the place with no other place after the condition, or before the place
// with no other place in between. A turn with one place of a kind has no fallback: the condition is
// then about the send itself (`avisa a Ana, ana@…, se ela não responder até sexta`).
import type { Span } from "@toolgate/grammar-kit";
import { endsSentenceOrItem } from "./sentence-ends.js";
import type { Token } from "./tokens.js";

/** Kinds of value a person is reached at. */
const PLACES = new Set(["email", "phone", "handle"]);

/** Words that open a condition. */
const CONDITIONS = new Set(["se", "caso"]);

/** Beginnings of the verbs that say the person sent to does not answer: `responder`, `atender`, `receber`, `ler`/`leia`, `conseguir`, `pegar` (the phone). */
const NOT_ANSWERING = ["respond", "atend", "receb", "ler", "leia", "consegu", "pegar", "pegue"];

/** How many words after `não` the verb may stand (`não me responder`, `não lhe atender`). */
const VERB_REACH = 3;

/** How many characters each side of a place are read: a sentence longer than that is read in part, so that each place costs a bounded scan. */
const REACH = 120;

/** The index of the first token that starts at or after `at`: a binary search of the tokens, which are in order. */
function firstTokenFrom(tokens: readonly Token[], at: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.start < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where each condition that says someone does not answer starts, among the tokens of `[from, to)`. */
function conditionsOfNotAnswering(tokens: readonly Token[], from: number, to: number): number[] {
  const out: number[] = [];
  const first = firstTokenFrom(tokens, from);
  let last = first;
  while (last < tokens.length && tokens[last]!.end <= to) last++;
  for (let i = first; i < last; i++) {
    if (!CONDITIONS.has(tokens[i]!.fold)) continue;
    let no = -1;
    for (let j = i + 1; j < last && j <= i + 4 && no < 0; j++) if (tokens[j]!.fold === "nao") no = j;
    if (no < 0) continue;
    const verb = tokens.slice(no + 1, Math.min(last, no + 1 + VERB_REACH)).some((w) => NOT_ANSWERING.some((stem) => w.fold.startsWith(stem)));
    if (verb) out.push(tokens[i]!.start);
  }
  return out;
}

/**
 * Indexes, among the turn's values in order, of the places kept for the case the person sent to does
 * not answer. The condition is read in the place's sentence, as the grammar's other readers end one
 * (sentence-ends.ts: a stop inside an address or a number goes on with it), over the turn's tokens.
 */
export function placesKeptForAFallback(text: string, tokens: readonly Token[], values: readonly Span[]): number[] {
  const out: number[] = [];
  // Where the places start, in order, and the places of each kind: read once, asked of per place.
  const starts = values.filter((o) => PLACES.has(o.kind)).map((o) => o.start).sort((a, b) => a - b);
  const ofKind = new Map<string, Set<unknown>>();
  for (const o of values) if (PLACES.has(o.kind)) ofKind.set(o.kind, (ofKind.get(o.kind) ?? new Set()).add(o.value));
  /** Whether some place starts in `[a, b)`: a binary search of `starts`. */
  const placesIn = (a: number, b: number): boolean => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < a) lo = mid + 1;
      else hi = mid;
    }
    return lo < starts.length && starts[lo]! < b;
  };
  values.forEach((v, i) => {
    if (!PLACES.has(v.kind)) return;
    // A fallback needs a place the send goes to first: another place of the same kind.
    if ((ofKind.get(v.kind)?.size ?? 0) < 2) return;
    let from = v.start;
    while (from > 0 && from > v.start - REACH && !endsSentenceOrItem(text, from - 1)) from--;
    // The scan starts past the place's own span: its stops are no sentence's end.
    let to = v.end;
    while (to < text.length && to < v.end + REACH && !endsSentenceOrItem(text, to)) to++;
    const conditions = conditionsOfNotAnswering(tokens, from, to);
    const after = conditions.some((c) => c >= v.end && !placesIn(c, to));
    const before = conditions.some((c) => c < v.start && !placesIn(c, v.start));
    if (after || before) out.push(i);
  });
  return out;
}
