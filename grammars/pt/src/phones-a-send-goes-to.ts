// A phone number written as bare digits where a send's own words place it: the preposition of the
// place right before it (`no`, `ao`, `pro`, `para o`, `pra o`) and a verb of sending earlier in the
// same clause (`manda msg pro dono do rex no 912345678`, `envia ao 11987654321 que …`). Bare digits
// are ids, tax numbers or sums everywhere else; here the sentence says where the message goes.
// Only numbers a phone is written as count: nine digits opening with 9 or 2 (Portugal), ten or
// eleven with an area code (Brazil, the eleventh a mobile's 9). Read on the tokens: linear.
import type { SpanSet } from "@toolgate/grammar-kit";
import { isSendingForm } from "./acts.js";
import type { Token } from "./tokens.js";

/** Digits written as a phone number is, with no spaces: Portugal's nine, or Brazil's area code and number. */
const PHONE_DIGITS = /^(?:[29]\d{8}|[1-9][1-9](?:9\d{8}|[2-5]\d{7}))$/;
/** Prepositions of the place a send goes to, right before it: `no 912…`, `pro 912…`. */
const PLACE_WORDS: ReadonlySet<string> = new Set(["no", "ao", "pro", "pros"]);
/** Prepositions followed by `o`: `para o 912…`, `pra o 912…`. */
const PLACE_WORDS_BEFORE_O: ReadonlySet<string> = new Set(["para", "pra", "p"]);
/** How many words back, in the same clause, the verb of sending may stand. */
const REACH = 10;

/** Marks as phones, in `spans`, the bare numbers a send's words place as where it goes. */
export function scanPhonesASendGoesTo(text: string, tokens: readonly Token[], spans: SpanSet): void {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!PHONE_DIGITS.test(t.key) || !spans.free(t.start, t.end)) continue;
    const before = placeWordBefore(tokens, i);
    if (before === undefined || !sendVerbInClause(tokens, before)) continue;
    spans.add({ start: t.start, end: t.end, kind: "phone", text: text.slice(t.start, t.end), value: t.key });
  }
}

/** The index of the place's first word right before token `i` (`no`, or `para` of `para o`), or undefined. */
function placeWordBefore(tokens: readonly Token[], i: number): number | undefined {
  const prev = tokens[i - 1]!;
  if (prev.breakAfter) return undefined;
  if (PLACE_WORDS.has(prev.key)) return i - 1;
  const prev2 = tokens[i - 2];
  if (prev.key === "o" && prev2 !== undefined && !prev2.breakAfter && PLACE_WORDS_BEFORE_O.has(prev2.key)) return i - 2;
  return undefined;
}

/** Whether a verb of sending stands within `REACH` words before token `k`, with no clause's end between. */
function sendVerbInClause(tokens: readonly Token[], k: number): boolean {
  for (let j = k - 1; j >= 0 && j >= k - REACH; j--) {
    const t = tokens[j]!;
    if (t.breakAfter) return false;
    if (isSendingForm(t.key)) return true;
  }
  return false;
}
