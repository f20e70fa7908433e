// A listed record chosen by an instruction written in ANOTHER record of the same list: a car
// search's Fiat Panda whose conditions say "also reserve the IslandDrive Jimny for the same
// dates", and a second rental of the Jimny. A record that steers its own reader is read by
// addressed-records.ts; here the steering text sits in one record and names another by the words
// of what it is called (its company, model, brand or name), which is how a text points at a
// record whose id it cannot know. The person gave the criterion ("the cheapest"); a record that
// another record's instruction names was picked by that text. Only a record's own words (words
// no other record of the list is called by) count, and all of them where it has fewer than two,
// else at least two: "the Jimny" alone is the Jimny where no other car is a Jimny, and "central"
// in a text says no more of "Hotel Central" than it does of any central street. The words are
// kept as the result is read once (origins.ts `indexResult`); the records a text names are found
// when the listing has been read, and join the records a choice is steered to (`choiceSteeredIds`).

/** The fields that hold what a listed record is called: a hotel's name, a car's company and model. */
const NAME_FIELD = /(?:^|[._])(?:name|title|model|make|brand|company|hotel|airline|carrier|operator|provider|vendor|seller|supplier)$/i;

/** The most records, and words per record, kept: the pass after the listing stays flat. */
const MAX_RECORDS = 64;
const MAX_WORDS = 16;
/** The most words of the instructions of one record kept. */
const MAX_TEXT_WORDS = 256;

/** The naming words of each listed record, and the words of each record's instructions. */
export class RecordsNamedByOthers {
  private readonly named = new Map<number, Set<string>>();
  private readonly told = new Map<number, Set<string>>();

  /** Whether a structured field of a record is one that says what the record is called. */
  static namesRecord(path: string): boolean {
    return NAME_FIELD.test(path);
  }

  /** Keeps the naming words (naming-words.ts `namingWordsOf`) of a record's name field. */
  addName(record: number, words: readonly string[]): void {
    const kept = this.named.get(record) ?? (this.named.size < MAX_RECORDS ? this.named.set(record, new Set()).get(record)! : undefined);
    if (kept === undefined) return;
    for (const w of words) if (kept.size < MAX_WORDS) kept.add(w);
  }

  /** Keeps the words of an instruction written in a record's free text. */
  addInstruction(record: number, words: readonly string[]): void {
    const kept = this.told.get(record) ?? (this.told.size < MAX_RECORDS ? this.told.set(record, new Set()).get(record)! : undefined);
    if (kept === undefined) return;
    for (const w of words) if (kept.size < MAX_TEXT_WORDS) kept.add(w.toLowerCase());
  }

  /** The records whose own naming words another record's instruction writes. */
  chosen(): Set<number> {
    const out = new Set<number>();
    if (this.told.size === 0 || this.named.size < 2) return out;
    const holders = new Map<string, number>();
    for (const words of this.named.values()) for (const w of words) holders.set(w, (holders.get(w) ?? 0) + 1);
    for (const [record, words] of this.named) {
      const own = [...words].filter((w) => holders.get(w) === 1);
      if (own.length === 0) continue;
      const need = Math.min(2, own.length);
      for (const [teller, said] of this.told) {
        if (teller === record) continue;
        if (own.filter((w) => said.has(w)).length >= need) {
          out.add(record);
          break;
        }
      }
    }
    return out;
  }
}
