// A phone corrected by its last digits: `para 11 98123-4574… opa, o final é 47, não 74`, `912 345 678.
// Enganei-me, acaba em 687 e não em 678`, `os últimos dígitos são 21, não 12`. The phone as typed and the
// digits of the correction are set apart; the phone with its new ending is what is asked. Read only where
// the correction fits the phone: the ending denied is the phone's, or, after a word of correction, the new
// one is its own digits swapped.
import type { Span } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";
import type { WorkedValue } from "./worked-values.js";

/** Words that name a phone's ending: `o final é`, `acaba em`, `termina em`, `os últimos dígitos são`. */
const ENDING_WORDS = new Set(["final", "acaba", "acabam", "termina", "terminam", "terminado", "terminada", "terminacao", "ultimos", "ultimas"]);
/** Letters every ending's word holds, searched for first: most turns hold none. */
const ENDING_STEMS = /final|acaba|termin|ultim/;
/** How far after the ending's word its digits may stand: `o final do número é 47`, `os últimos dois dígitos são 21`. */
const DIGITS_REACH = 32;
/** What stands between the new ending and the one denied: `47, não 74`, `687 e não em 678`, `21 e não 12`. */
const DENIED_BETWEEN = /^[\s,;]*(?:e\s+)?nao\s+(?:e\s+)?(?:em\s+|o\s+|a\s+)?$/;
/** How far after the new ending the one denied may stand. */
const DENIED_REACH = 24;
/** How many digits an ending may have, short of the whole number. */
const MOST_DIGITS = 4;
const SENTENCE_END = /[.;!?\n]/;
/** Words before `final` that make it the number's end (`o final é 47`, `no final`), not a sum's (`o valor final é 40`). */
const FINAL_AFTER = new Set(["o", "no", "do", "ao", "numero", "telefone", "celular", "telemovel", "contacto", "contato"]);
/** A correction said before the ending's words, where the ending denied is not said: `opa, termina em 7809`. */
const CORRECTION_BEFORE = /(?:^|[^\p{L}])(?:opa|ops|erro|errei|enganei|engano|perdao|alias|desculpa|desculpe|na verdade|na real|corrig\p{L}*|quer dizer|ou melhor|foi mal|gralha)(?:[^\p{L}]|$)/u;
/** How far before the ending's words that correction is read. */
const CORRECTION_REACH = 40;

function digitsOf(v: Span): string | undefined {
  return v.kind === "number" && /^\d+$/.test(v.text) && v.text.length <= MOST_DIGITS ? v.text : undefined;
}

function sameDigits(a: string, b: string): boolean {
  return [...a].sort().join("") === [...b].sort().join("");
}

/** The phones a turn corrects by their ending, each worked out of the last phone said before the ending's words. */
export function phonesByEnding(folded: string, tokens: readonly Token[], values: readonly Span[]): WorkedValue[] {
  const out: WorkedValue[] = [];
  if (!values.some((v) => v.kind === "phone") || !ENDING_STEMS.test(folded)) return out;
  const done = new Set<number>();
  // One pass: `next` is the first value after the word, `p` the last phone before it.
  let next = 0;
  let p = -1;
  let previous: Token | undefined;
  for (const t of tokens) {
    const before = previous;
    previous = t;
    while (next < values.length && values[next]!.start < t.end) {
      if (values[next]!.kind === "phone") p = next;
      next++;
    }
    if (!ENDING_WORDS.has(t.fold) || p < 0 || done.has(p)) continue;
    if (t.fold === "final" && !FINAL_AFTER.has(before?.fold ?? "")) continue;
    const d = next < values.length && values[next]!.start - t.end <= DIGITS_REACH ? next : -1;
    const ending = d < 0 ? undefined : digitsOf(values[d]!);
    if (ending === undefined || SENTENCE_END.test(folded.slice(t.end, values[d]!.start))) continue;
    const phone = String(values[p]!.value);
    if (phone.length < ending.length + 4 || phone.endsWith(ending)) continue;
    const tail = phone.slice(-ending.length);
    const told = [p, d];
    const e = values[d + 1];
    const denied = e === undefined ? undefined : digitsOf(e);
    if (denied !== undefined && e!.start - values[d]!.end <= DENIED_REACH && DENIED_BETWEEN.test(folded.slice(values[d]!.end, e!.start))) {
      if (denied !== tail) continue;
      told.push(d + 1);
    } else if (!sameDigits(ending, tail) || !CORRECTION_BEFORE.test(folded.slice(Math.max(values[p]!.end, t.start - CORRECTION_REACH), t.start))) continue;
    done.add(p);
    out.push({ told, value: { kind: "phone", text: `${values[p]!.text} (${ending})`, value: phone.slice(0, -ending.length) + ending } });
  }
  return out;
}
