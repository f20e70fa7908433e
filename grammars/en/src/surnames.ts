// A person's name said with a title (`Mrs Harding`, `mr dubois`): the surname a record may be kept under.
import type { TurnValue } from "@toolgate/grammar-kit";

/** Titles before a surname: only a name given with one is a surname a record may be kept under. */
const TITLES = new Set(["mr", "mrs", "ms", "miss", "mx", "dr"]);

/**
 * The surname of a name value the turn gives with a title (`Mrs Harding`, `Ms. Lee`, `Dr Anne
 * Lee`): its last word, lowercased; else undefined. The English name reading keeps the title inside
 * the name's words.
 */
export function surnameOf(v: TurnValue): string | undefined {
  if (v.kind !== "name" || typeof v.value !== "string") return undefined;
  const words = v.value.trim().split(/\s+/);
  if (words.length < 2 || !TITLES.has(words[0]!.toLowerCase().replace(/\.$/, ""))) return undefined;
  return words[words.length - 1]!.toLowerCase();
}

/** Marks each name value said with a title with its surname (TurnValue `surname`). */
export function markSurnames(values: TurnValue[]): void {
  for (const v of values) {
    const surname = surnameOf(v);
    if (surname !== undefined) v.surname = surname;
  }
}
