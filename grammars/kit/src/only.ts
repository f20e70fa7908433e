// Records a turn names and then narrows its request from with a word of its grammar (`only`,
// `just`, `só`, `apenas`): `6403 and 6404 are both late, cancel only 6404`. The records not chosen
// are told, not asked for. Each grammar gives its words; the reading is the same in every language.
import type { Span } from "./addresses.js";

/** A grammar's words for a request narrowed to some records. */
export interface OnlyWords {
  /** Matches the text right before a chosen record, up to it (`only `, `só o `), anchored at its end. */
  before: RegExp;
  /** Matches the whole text between a chosen record and the next one listed with it (`, `, ` and `, ` e o `). */
  listJoin: RegExp;
}

/** A record's number: an id, or a bare number of three digits or more. */
export function recordLike(s: Span): boolean {
  return s.kind === "id" || (s.kind === "number" && /^\d{3,}$/.test(s.text));
}

/**
 * The records not chosen where a request chooses some of two or more: a look of a few words
 * behind each record; nothing where no record follows the grammar's word. Records listed with a
 * chosen one (`only 7102 and 7103`) are chosen with it, and a record said again as a chosen one's
 * value is never told.
 */
export function notTheOnlyOnes(text: string, values: readonly Span[], words: OnlyWords): Span[] {
  const records = values.filter(recordLike);
  if (records.length < 2) return [];
  const chosen = new Set<Span>();
  records.forEach((v, k) => {
    const prev = records[k - 1];
    if (words.before.test(text.slice(Math.max(0, v.start - 40), v.start)) || (prev !== undefined && chosen.has(prev) && words.listJoin.test(text.slice(prev.end, v.start)))) chosen.add(v);
  });
  if (chosen.size === 0) return [];
  return records.filter((v) => !chosen.has(v) && !records.some((w) => chosen.has(w) && String(w.value) === String(v.value)));
}
