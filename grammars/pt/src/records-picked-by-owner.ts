// Records the turn first gives each to its owner (`A ração do Bobi é a encomenda 7731 e a da Mimi é a
// 7732`, `a 5501 é do Rui e a 5502 é da Ana`), then picks by owner alone (`devolve 23,50 € na da Mimi`,
// `cancela a do Rui`): the records of the owners not picked are the story of the pick, set apart as
// a record left by the word that picks another is.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far apart an owner and their record may stand; bounds the patterns below. */
const PAIR_REACH = 28;
/** How far before an owner the words that pick by them are looked for. */
const PICK_REACH = 28;

// Each pattern is anchored at both ends of a bounded slice of the text as typed (the `é` is told from
// the `e` that joins); each part is a choice among fixed words apart by blanks, so each match is linear.
/** Owner, then record: `do Bobi é a encomenda`, `a da Mimi é a` (the record's own word is in its span). */
const OWNER_IS_RECORD = /^\s*(?:,\s*)?[éÉ]\s+(?:o|a)\s+(?:n\.?º\s*|#)?$/u;
/** Owner, then the record in brackets: `o Bobi (processo VT-501)`, `a Mimi (VT-502)` (the record's own word is in its span). */
const OWNER_BRACKETS_RECORD = /^\s*\(\s*(?:n\.?º\s*|#)?$/u;
/** Record, then owner: `7731 é do`, `a 5502 é da`. */
const RECORD_IS_OWNERS = /^\s*(?:,\s*)?[éÉ]\s+(?:de|do|da|dos|das)\s+$/u;
/**
 * Right before an owner, on the folded text: the thing's article, a preposition joined to it or not,
 * at most the thing's noun, and `do`/`da` (`na da Mimi`, `o do Bobi`, `a consulta da Mimi`); or the preposition of whom the act is for,
 * the owner named as who gets it (`devolve 15 à Marta`, `estorna pro Rui`, `reembolsa ao Luís`; `à`
 * is `a` folded).
 */
const PICKED_BY_OWNER = /(?:^|[^\p{L}\d])(?:(?:no|na|o|a|pro|pra|ao|do|da|pelo|pela)\s+(?:\p{L}{3,}\s+)?(?:do|da)|a|ao|pro|pra|para(?:\s+(?:o|a))?)\s+$/u;

/** The records of the owners a later pick leaves; none unless two owners or more have a record each and one is picked. */
export function recordsOfOwnersNotPicked(text: string, folded: string, values: readonly Span[]): Span[] {
  const recordOf = new Map<string, string>();
  let lastPair = -1;
  for (let i = 0; i + 1 < values.length; i++) {
    const a = values[i]!;
    const b = values[i + 1]!;
    if (b.start - a.end > PAIR_REACH) continue;
    const between = text.slice(a.end, b.start);
    if (a.kind === "name" && isRecordSpan(b) && (OWNER_IS_RECORD.test(between) || OWNER_BRACKETS_RECORD.test(between))) recordOf.set(String(a.value), String(b.value));
    else if (isRecordSpan(a) && b.kind === "name" && RECORD_IS_OWNERS.test(between)) recordOf.set(String(b.value), String(a.value));
    else continue;
    lastPair = i + 1;
  }
  if (recordOf.size < 2 || new Set(recordOf.values()).size < recordOf.size) return [];
  const picked = new Set<string>();
  for (const v of values.slice(lastPair + 1)) {
    if (v.kind === "name" && recordOf.has(String(v.value)) && PICKED_BY_OWNER.test(folded.slice(Math.max(0, v.start - PICK_REACH), v.start))) picked.add(String(v.value));
  }
  if (picked.size !== 1) return [];
  const kept = recordOf.get([...picked][0]!)!;
  const left = new Set([...recordOf.values()].filter((r) => r !== kept));
  return values.filter((v) => isRecordSpan(v) && left.has(String(v.value)));
}
