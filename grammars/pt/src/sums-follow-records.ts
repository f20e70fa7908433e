// A sum said of a record goes where its record goes: where every mention of the record is set apart
// (`faz só o 4402` after `4401 de 15, 4402 de 22`) or told as background, so is the sum said of it,
// and a call that gives that sum to the record kept is asked about. Where the request names a record
// and gives no sum of its own (`7701 de 14, 7702 de 19. estorna só o 7702`), the sum said of that
// record is the request's, though the list stood in the story before it. One pass over the values.
import type { TurnValue } from "@toolgate/grammar-kit";

/** Marks, in place, the sums paired with a record (`of`) whose every mention is superseded or background. */
export function sumsFollowTheirRecords(values: TurnValue[]): void {
  const mentions = new Map<string, { superseded: boolean; background: boolean }>();
  for (const v of values) {
    if (v.of !== undefined || (v.kind !== "id" && v.kind !== "number")) continue;
    const key = String(v.value);
    const seen = mentions.get(key) ?? { superseded: true, background: true };
    seen.superseded &&= v.superseded === true;
    seen.background &&= v.background === true || v.superseded === true;
    mentions.set(key, seen);
  }
  const paired = new Set(values.flatMap((v) => (v.of === undefined ? [] : [v.of])));
  const asked = (v: TurnValue) => v.superseded !== true && v.background !== true;
  // A sum of the request's own: one asked, not a record's number and not said of a record.
  const ownSum = values.some((v) => asked(v) && v.of === undefined && (v.kind === "amount" || v.kind === "number") && !paired.has(String(v.value)));
  for (const v of values) {
    if (v.of === undefined) continue;
    const record = mentions.get(v.of);
    if (record === undefined) continue;
    if (record.superseded) v.superseded = true;
    else if (record.background && v.superseded !== true) v.background = true;
    else if (!record.background && v.background === true && !ownSum) delete v.background;
  }
}
