// Days offered as alternatives and one of them then chosen by preference: `quarta ou quinta, mas quinta
// fica melhor`, `o técnico pode vir quarta ou terça; pode ser na terça`, `na quarta ou na sexta… prefiro
// sexta`, `segunda que vem ou sexta; sexta é melhor pra mim`. The days offered and not chosen are set
// apart. Read on the few characters between and around the days, so the time is linear.
import type { Span } from "@toolgate/grammar-kit";
import { dayRuns } from "./day-runs.js";

/** Between two days offered as alternatives, folded: `quarta ou quinta`, `na quarta ou na sexta`, `terça, ou quarta`. */
const OFFERED_BETWEEN = /^\s*(?:,\s*)?ou\s+$/;
/** Words right before a day that choose it: `prefiro sexta`, `pode ser na terça`, `melhor quinta`, `fica para quinta`. */
const CHOSEN_BEFORE = /(?:^|[^\p{L}])(?:prefiro|preferia|preferimos|prefere|preferem|pode ser|podia ser|melhor|fica|fico com|vamos de|vai ser)[\s,:]*(?:(?:na|no|a|o|em|para|pra)\s+)?$/u;
/** Words right after a day that choose it: `quinta fica melhor`, `sexta é melhor pra mim`, `terça me serve`. */
const CHOSEN_AFTER = /^[\s,]*(?:(?:fica|e|seria|sera)\s+(?:bem\s+)?melhor|(?:me|nos|lhe|te)\s+(?:serve|convem|da\s+jeito))(?![\p{L}])/u;
/** How many characters around a day the words that choose it are looked for in. */
const REACH = 24;

/** The days offered as alternatives that a later day chosen by preference leaves out. */
export function daysNotPreferred(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes(" ou ")) return [];
  const out: Span[] = [];
  // Each run of days joined by `ou`: the alternatives offered.
  for (const { run: offered, after } of dayRuns(folded, values.filter((v) => v.kind === "date"), OFFERED_BETWEEN)) {
    const chosen = after.find((d) => CHOSEN_BEFORE.test(folded.slice(Math.max(0, d.start - REACH), d.start)) || CHOSEN_AFTER.test(folded.slice(d.end, d.end + REACH)));
    if (chosen !== undefined && offered.some((d) => d.value === chosen.value)) out.push(...offered.filter((d) => d.value !== chosen.value));
  }
  return out;
}
