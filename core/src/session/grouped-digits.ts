// The identifiers a text writes as groups of digits parted by spaces: a tax number
// (`12 345 678 901`), a phone number (`0171 234 5678`), a VAT number's digits. Read word by word,
// each group is too short to be a datum (origins.ts `datumWord`), and a number nobody gave reads
// as three small ones; read together, the digits are one identifier, as a result's text keeps it
// (origins.ts `idRunKeys`, the written-together key).
import { sourced, type WorkOutInputs } from "./origins.js";

/**
 * Three or more groups of digits parted by one space each, not inside a longer word. Each group
 * is a run of digits and each part after the first begins with the space, so no character is
 * tried by two ways of matching: linear in the text's length.
 */
const GROUPS = /(?<![\p{L}\p{N}_.,])\d+(?: \d+){2,}(?![\p{L}\p{N}_]|[.,]\d)/gu;

/** The fewest digits such a run holds to be an identifier, not a short sum or a count. */
export const MIN_GROUPED_DIGITS = 6;

/** The longest text read for such runs. */
const MAX_TEXT = 20_000;

/** The written-together keys (`c:` and the digits) of the digit groups a text writes, each once. */
export function groupedDigitKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const m of text.slice(0, MAX_TEXT).matchAll(GROUPS)) {
    const digits = m[0].replace(/ /g, "");
    if (digits.length >= MIN_GROUPED_DIGITS && digits.length <= 64) keys.add(`c:${digits}`);
  }
  return [...keys];
}

/**
 * Where the first number a text writes in groups comes from, of those whose source is not given
 * (origins.ts `sourced`): `"nowhere"` (no turn, context, answer or result holds it), or the
 * result whose instruction-shaped text alone holds it; undefined where every such number is given.
 */
export function groupedFromNowhere(text: string, inputs: WorkOutInputs): "nowhere" | WorkOutInputs["results"][number] | undefined {
  for (const key of groupedDigitKeys(text)) {
    const by = sourced([key], inputs);
    if (by !== "given") return by;
  }
  return undefined;
}
