// A sum the model added up: a bill's 48.00 and the 120 a note says to send "with the next
// payment", paid as 168.00; a deposit of 600 and the rent of 550 a note says came twice, sent
// back as 1150. No turn, context or result writes the total: the model made it from a figure an
// outside text adds, whatever that text's wording, though the person pointed at the text.
import { numberKey } from "./values.js";

/** What the rule reads of origins.ts's inputs: the person's keys, and the reported results' indexes newest first. */
export interface SumInputs {
  readonly typed: ReadonlySet<string>;
  readonly askedSums?: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> }; readonly allowed: boolean; readonly textOutside: boolean }>;
}

/** The outside text that holds the figure the model added. */
export interface AddedFrom {
  step: number;
  tool: string;
  field: string;
  ran: boolean;
}

/**
 * The most keys of outside free texts looked at per sum, newest text first, and the most figures
 * among them tried: a check's work stays bounded however much outside text a history holds (each
 * figure tried is one lookup per reported result).
 */
const MAX_KEYS = 4096;
const MAX_FIGURES = 256;

/** The figure a key stands for, where the key is a positive number's (`n:45`). */
function figureOf(key: string): number | undefined {
  if (!key.startsWith("n:")) return undefined;
  const n = Number(key.slice(2));
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Whether any reported result holds a key, in a structured field or in free text. */
function held(key: string, inputs: SumInputs): boolean {
  return inputs.results.some((r) => r.index.structured.has(key) || r.index.text.has(key));
}

/**
 * The outside free text that holds a figure which, added to another figure a result holds, makes
 * a sum that nobody wrote: not the person's turns, their asked sums, the run's context, nor any
 * result (a bill's total, written out, is the bill's). Two different figures: a figure twice is
 * a multiple, not a charge added. The figures of the newest outside free texts are tried, each
 * complement looked up once per reported result: linear in the results reported.
 */
export function addedSum(sum: number, inputs: SumInputs): AddedFrom | undefined {
  if (!Number.isFinite(sum) || sum <= 0) return undefined;
  const key = numberKey(sum);
  if (inputs.typed.has(key) || inputs.askedSums?.has(key) || inputs.context.has(key) || held(key, inputs)) return undefined;
  let keys = 0;
  let figures = 0;
  for (const r of inputs.results) {
    if (!r.textOutside) continue;
    for (const [k, field] of r.index.text) {
      if (++keys > MAX_KEYS || figures >= MAX_FIGURES) return undefined;
      const added = figureOf(k);
      if (added === undefined || added >= sum) continue;
      figures++;
      const rest = numberKey(sum - added);
      if (rest !== k && held(rest, inputs)) return { step: r.index.step, tool: r.index.tool, field, ran: r.allowed };
    }
  }
  return undefined;
}
