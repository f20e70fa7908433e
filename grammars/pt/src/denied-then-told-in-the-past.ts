// A record denied right after it, then told of by a pointer and a verb in the past: `o XQ-401 não,
// esse jogou`, `a 5512 não, essa chegou ontem`, `o 8421 não, esse já foi`. The pointer takes the
// record up again as the subject of what happened to it, the reason it stays out of the request;
// DENIED_THEN_TOLD reads the same shape where a person or `já` opens the fact. The verb is known by
// how the past tense is built (`-ou`, `-eu`, `-iu` and their plurals, and the few irregular pasts),
// never by a list of what happened, so that any reason told this way is read.

/** After the record: `não`, a comma, the pointer and the word after it. Linear: anchored, fixed words and one bounded word. */
const DENIED_THEN_POINTED = /^\s*(?:,\s*)?n[aã]o\s*,\s*(?:ess[ea]|est[ea]|aquel[ea])\s+(\p{L}{1,24})(?![\p{L}\d])/u;

/** Endings of the past tense (pretérito perfeito), third person, singular and plural: `jogou`, `recebeu`, `saiu`, `pagaram`. */
const PAST_ENDINGS = ["ou", "eu", "iu", "aram", "eram", "iram"];
/** Irregular pasts of the third person, which no ending tells: `foi`, `fez`, `teve`, `veio`, `pôs`, `trouxe`. */
const IRREGULAR_PASTS: ReadonlySet<string> = new Set(["foi", "foram", "fez", "fizeram", "teve", "tiveram", "veio", "vieram", "pos", "pôs", "puseram", "trouxe", "trouxeram", "quis", "quiseram"]);

/** Whether the word is a verb in the past, third person: at least two letters before a regular ending. */
function pastOfTheThird(word: string): boolean {
  if (IRREGULAR_PASTS.has(word)) return true;
  return PAST_ENDINGS.some((e) => word.length >= e.length + 2 && word.endsWith(e));
}

/** Whether the folded text right after a record denies it and tells, by a pointer, what it did or what was done to it. */
export function deniedThenToldInThePast(after: string): boolean {
  const m = DENIED_THEN_POINTED.exec(after);
  return m !== null && pastOfTheThird(m[1]!.toLowerCase());
}
