// A sum the person named by its label, paid as the sum an outside text writes under another label:
// "pay the reservation deposit, the amount is in the form", and a form that writes "Price: 11,495.00
// GBP" above "Reservation deposit: 500.00 GBP", paid as 11 495.00 after a line saying buyers now pay
// the full price. The person chose which of the text's labelled sums to pay; a sum the same text
// writes under another label, where it also writes one under theirs, is the text's choice. A sum
// with no label, or with two (a balance that is also the total due), is no other label's; a text
// that writes no sum under the person's label gives no choice to tell apart; a person who names two
// labels asked for either. The labels are read once per text, when its result is reported: for
// each sum beside a currency, the label words between it and the line's previous sum.
import type { Mark } from "../model.js";
import type { LabelledSum } from "./amounts.js";
import { SUM_ARGUMENT, numberKey } from "./values.js";

/**
 * The labels of a bill's sums, each with its words in English and Portuguese (pt act-words.ts reads
 * `sinal`, `caucao`, `deposito` as a deposit). `price` and `total` name the same whole. What is
 * left to pay after a part paid is named as often by `the rest` or `what is outstanding` as by
 * `the balance` ("I paid the deposit, pay only the rest"): a person who names the deposit and the
 * rest named both parts, not the deposit alone.
 */
const LABELS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["deposit", ["deposit", "sinal", "caucao", "deposito"]],
  ["balance", ["balance", "remainder", "remaining", "rest", "outstanding", "restante", "remanescente", "resto"]],
  ["whole", ["total", "price", "preco"]],
];
const LABEL_OF: ReadonlyMap<string, string> = new Map(LABELS.flatMap(([label, words]) => words.map((w) => [w, label] as const)));

/**
 * The most labelled sums kept per result. The sums of one text are amounts.ts's, at most its
 * MAX_SUMS: so are the lines looked back through.
 */
const MAX_LABELLED = 256;
/** A word: a run of letters (linear, no backtracking). */
const WORD = /\p{L}+/gu;

/** A word without case or accents (`Preço` → `preco`). */
function bare(word: string): string {
  return word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

/** The one label the words of `text` name, `""` where they name two, undefined where none. */
function labelIn(text: string): string | undefined {
  let found: string | undefined;
  for (const m of text.matchAll(WORD)) {
    const label = LABEL_OF.get(bare(m[0]));
    if (label === undefined || label === found) continue;
    if (found !== undefined) return "";
    found = label;
  }
  return found;
}

/**
 * For each sum a text writes beside a currency (amounts.ts `labelledSumsWritten`, read once per text
 * for this rule and picked-sums.ts), the label the words before it on its line name (after the
 * line's previous sum), added to `out` by number key: `""` where its words, or two places of the
 * result, name two labels. A sum with no label words is not added.
 */
export function labelledSums(sums: readonly LabelledSum[], out: Map<string, string>): void {
  for (const sum of sums) {
    const label = labelIn(sum.label);
    const key = sum.key;
    if (label === undefined) continue;
    const had = out.get(key);
    if (had === undefined && out.size >= MAX_LABELLED) continue;
    out.set(key, had === undefined || had === label ? label : "");
  }
}

/** What the rule reads: the words of the person's turns, and the reported results' indexes, newest first. */
export interface LabelSaidInputs {
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string>; readonly labelledSums?: ReadonlyMap<string, string> } }>;
}

/** The labels the person's turns name. */
function typedLabels(words: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    const label = LABEL_OF.get(bare(w));
    if (label !== undefined) out.add(label);
  }
  return out;
}

/**
 * The marks of a write's sums (a positive number under a sum's name, that `given` says no turn,
 * asked sum or context gave) that an outside text writes under another label than the ones the
 * person's turns name, where that text writes a sum under one of theirs: that text's
 * `untrusted:<tool>` on the sum, at the field that writes it. The newest such text's.
 */
export function labelSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (key: string) => boolean, inputs: LabelSaidInputs): Mark[] {
  if (!inputs.results.some((r) => r.textOutside && r.index.labelledSums !== undefined)) return [];
  let named: Set<string> | undefined;
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || !SUM_ARGUMENT.test(name)) continue;
    const key = numberKey(value);
    if (given(key)) continue;
    named ??= typedLabels(inputs.typedWords);
    if (named.size === 0) return [];
    const mine = named;
    const r = inputs.results.find((res) => {
      const labels = res.index.labelledSums;
      if (!res.textOutside || labels === undefined || !res.index.text.has(key)) return false;
      const label = labels.get(key);
      if (label === undefined || label === "" || mine.has(label)) return false;
      for (const l of labels.values()) if (mine.has(l)) return true;
      return false;
    });
    if (r) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! });
  }
  return marks;
}
