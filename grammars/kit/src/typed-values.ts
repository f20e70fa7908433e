// The values a text types alike in every language: its addresses, and the runs of letters and
// digits that hold a digit (`2281`, `45`, `7781-BX`, `1.200`). What is kept of a person's turn no
// installed grammar reads: its words may ask anything, but these they typed, and grounding finds them.
import { scanAddresses, SpanSet } from "./addresses.js";
import type { TurnValue } from "./port.js";
import { MAX_TURN_CHARS } from "./reading.js";

/** The most values kept of one text: a text of thousands of numbers is kept for these. */
export const MAX_TYPED_VALUES = 100;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Marks that join the pieces of one value (`1.200`, `7781-BX`, `FT-2026/118`), never its ends. */
const JOINERS = new Set([".", ",", "-", "/", "_"]);

/**
 * The addresses of a text (`scanAddresses`) and, outside them, each run of letters and digits
 * (joined by `.`, `,`, `-`, `/`, `_`) that holds a digit: a run of digits alone, or with marks that
 * group or split it, is a number (`1.200` both 1200 and 1.2, as either language may have meant),
 * any other an id as written. Read within the first `MAX_TURN_CHARS` characters, one pass over
 * them, at most `MAX_TYPED_VALUES` values.
 */
export function typedValues(text: string): TurnValue[] {
  const head = text.slice(0, MAX_TURN_CHARS);
  const spans = new SpanSet(head.length);
  scanAddresses(head, spans);
  const out: TurnValue[] = spans.spans.slice(0, MAX_TYPED_VALUES).map((s) => ({ kind: s.kind, text: s.text, value: s.value }));
  let start = -1;
  const close = (end: number) => {
    let from = start;
    let to = end;
    start = -1;
    while (from < to && JOINERS.has(head[from]!)) from++;
    while (to > from && JOINERS.has(head[to - 1]!)) to--;
    if (from === to || !spans.free(from, to)) return;
    const run = head.slice(from, to);
    if (!/\d/.test(run)) return;
    // A run of digits too long for a number (`9` × 400 is Infinity) is kept as written, an id.
    const numbers = numbersOf(run)?.filter((n) => Number.isFinite(n));
    for (const value of numbers !== undefined && numbers.length > 0 ? numbers : [run]) if (out.length < MAX_TYPED_VALUES) out.push({ kind: typeof value === "number" ? "number" : "id", text: run, value });
  };
  for (let i = 0; i < head.length && out.length < MAX_TYPED_VALUES; i++) {
    const c = head[i]!;
    const inRun = JOINERS.has(c) || LETTER_OR_DIGIT.test(c);
    if (inRun && start < 0) start = i;
    else if (!inRun && start >= 0) close(i);
  }
  if (start >= 0) close(head.length);
  return out;
}

/**
 * The numbers a run of digits and marks may be: none (undefined) where it holds a letter or
 * another mark. A mark followed by one or two digits is a decimal mark (`27,40`); marks before
 * groups of three group thousands (`1.200.000`); where both marks stand, the later is the decimal
 * one (`1.200,50`); a single mark before three digits may be either (`1.200`: 1200 or 1.2).
 */
function numbersOf(run: string): number[] | undefined {
  const groups: string[] = [];
  const marks: string[] = [];
  let digits = "";
  for (const c of run) {
    if (c >= "0" && c <= "9") digits += c;
    else if ((c === "." || c === ",") && digits !== "") {
      groups.push(digits);
      marks.push(c);
      digits = "";
    } else return undefined;
  }
  if (digits === "") return undefined;
  groups.push(digits);
  if (marks.length === 0) return [Number(digits)];
  const whole = (parts: readonly string[]) => Number(parts.join(""));
  const last = marks[marks.length - 1]!;
  const lastGroup = groups[groups.length - 1]!;
  const grouping = groups.slice(1).every((g) => g.length === 3) && groups[0]!.length <= 3;
  if (marks.every((m) => m === last)) {
    if (grouping && marks.length === 1) return [whole(groups), Number(`${groups[0]}.${lastGroup}`)];
    if (grouping) return [whole(groups)];
    return marks.length === 1 ? [Number(`${groups[0]}.${lastGroup}`)] : undefined;
  }
  // Both marks: the later one splits off the decimals, the others group the whole part.
  if (marks.slice(0, -1).some((m) => m === last) || !groups.slice(1, -1).every((g) => g.length === 3)) return undefined;
  return [Number(`${whole(groups.slice(0, -1))}.${lastGroup}`)];
}
