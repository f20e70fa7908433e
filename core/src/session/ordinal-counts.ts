// Counts a text writes as the rank of one more of a thing: "add it as a third bag", "book a second
// room", "reserve um terceiro quarto". An indefinite article before an ordinal adds that one to
// those there are, so the count it asks for is the ordinal's number: a booking with `bags: 3` after
// a fare note says "add it as a third bag" takes the note's count, though the text writes no digit.
// The count is keyed with the thing it counts (`w:3 bag`), as a run "3 bag" would be (origins.ts
// `wordKeys`), never as a bare number: "the second floor" gives no value 2 to any argument. Read once
// per text over its words, one pass, bounded.
/** The indefinite articles, en and pt: "a third bag", "um segundo quarto", "uma segunda noite". */
const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "um", "uma"]);

/**
 * The ordinals from two to twelve, en and pt (both genders). "first" adds none to a count; the pt
 * `quarto`/`quarta` are left out, as they are also a room and a weekday ("um quarto duplo").
 */
const ORDINALS: ReadonlyMap<string, number> = new Map([
  ["second", 2], ["third", 3], ["fourth", 4], ["fifth", 5], ["sixth", 6], ["seventh", 7], ["eighth", 8], ["ninth", 9], ["tenth", 10], ["eleventh", 11], ["twelfth", 12],
  ["segundo", 2], ["segunda", 2], ["terceiro", 3], ["terceira", 3], ["quinto", 5], ["quinta", 5], ["sexto", 6], ["sexta", 6], ["sétimo", 7], ["sétima", 7], ["setimo", 7], ["setima", 7],
  ["oitavo", 8], ["oitava", 8], ["nono", 9], ["nona", 9], ["décimo", 10], ["décima", 10], ["decimo", 10], ["decima", 10],
]);

/** A thing counted: a word of letters, three or more (as said-instead.ts reads a turn's counts). */
const THING = /^\p{L}{3,}$/u;
/** The most counts read from one text. */
const MAX_COUNTS = 32;

/** The keys of the counts a text's words (origins.ts `textWords`) ask for by an article and an ordinal (`w:3 bag`), added to `out`. */
export function ordinalCountKeys(words: readonly string[], out: Set<string> = new Set()): Set<string> {
  let n = 0;
  for (let i = 0; i + 2 < words.length && n < MAX_COUNTS; i++) {
    if (!ARTICLES.has(words[i]!)) continue;
    const rank = ORDINALS.get(words[i + 1]!);
    const thing = words[i + 2]!;
    if (rank === undefined || !THING.test(thing)) continue;
    out.add(`w:${rank} ${thing}`);
    n++;
  }
  return out;
}
