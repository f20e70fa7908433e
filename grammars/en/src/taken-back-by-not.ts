// A value said against another of its kind that `not` takes back: `reception says it was 30, not
// 40`. However the sentence is told (a fact, someone else's words), the value before `not` is the
// correction, so the reading keeps it as the request's instead of setting it aside as background.
import type { Span } from "@toolgate/grammar-kit";

/** `, not` or `not` right after a value, before the value it takes back. */
// The blanks around the comma are folded into one optional group so no two blank runs sit side by side.
const NOT_START = /^\s*(?:,\s*)?(?:and\s+)?not\s/i;
const NOT_AFTER = /^\s*(?:,\s*)?(?:and\s+)?not\s+(?:the\s+)?$/i;

/**
 * Whether a value is said against another of its kind that `not` takes back: `it was 30, not
 * 40`. Told as a fact or by someone else, it still corrects the value taken back.
 */
export function correctsTakenBack(text: string, v: Span, values: readonly Span[]): boolean {
  // Cheap first: only a value `not` follows is looked at against the others, so a turn of many values stays linear.
  if (!NOT_START.test(text.slice(v.end, v.end + 12))) return false;
  for (const w of values) {
    if (w.start < v.end || w.kind !== v.kind) continue;
    if (w.start - v.end <= 12 && NOT_AFTER.test(text.slice(v.end, w.start))) return true;
  }
  return false;
}
