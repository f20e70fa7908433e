// A count as a turn or a text writes it: a whole number of a few digits, or a small number in
// words. The person's turns (said-instead.ts) and an outside text's counts (qualified-counts.ts)
// are read alike, so the same words make the same count in both.

/** Small counts written in English words. */
const ENGLISH: ReadonlyArray<readonly [string, string]> = [
  ["one", "1"], ["two", "2"], ["three", "3"], ["four", "4"], ["five", "5"], ["six", "6"], ["seven", "7"], ["eight", "8"], ["nine", "9"], ["ten", "10"], ["eleven", "11"], ["twelve", "12"],
];
/** Small counts written in Portuguese words. */
const PORTUGUESE: ReadonlyArray<readonly [string, string]> = [
  ["um", "1"], ["uma", "1"], ["dois", "2"], ["duas", "2"], ["três", "3"], ["tres", "3"], ["quatro", "4"], ["cinco", "5"], ["seis", "6"], ["sete", "7"], ["oito", "8"], ["nove", "9"], ["dez", "10"], ["onze", "11"], ["doze", "12"],
];

/** Small counts written in English words, as their digits (`two` → `2`). */
export const ENGLISH_COUNT_WORDS: ReadonlyMap<string, string> = new Map(ENGLISH);
/** Small counts written in words, in the languages the grammars read: "the one bag I had", "duas noites". */
export const COUNT_WORDS: ReadonlyMap<string, string> = new Map([...ENGLISH, ...PORTUGUESE]);

/** Whether a word is a count as written, a whole number of one to four digits (`^\d{1,4}$`), read by character code: this runs for every word read. */
export function isCount(word: string): boolean {
  if (word.length === 0 || word.length > 4) return false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}
