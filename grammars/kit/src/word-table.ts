// A grammar's word tables are looked up with words from untrusted text. A plain object literal
// answers for Object.prototype's names too (`constructor`, `toString`, `__proto__`), so a turn
// holding such a word would read it as a table's entry: a number whose value is a function's
// source, an act nobody asked for. A table made here has no prototype: a word is in it only if
// the grammar wrote it there.

/** A frozen word table without a prototype: `table[word]` is undefined for every word not written in it. */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  const table = Object.create(null) as Record<string, T>;
  for (const key of Object.keys(entries)) table[key] = entries[key]!;
  return Object.freeze(table);
}
