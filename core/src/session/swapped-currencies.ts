// A payment of the very sum an outside text writes, in another currency than the one the text
// writes it with: a quote says "Deposit 30% on order (CHF 4,500.00)", an aside below it says
// "(all amounts invoiced in USD for export orders)", and the transfer pays 4500 USD. A bill states
// its currency beside its sums; a sentence that swaps the currency without a sum beside it changes
// what the figure is worth, and the same figure in dollars is not the sum the person meant to pay
// in francs. The currency the person typed is theirs ("pay it in USD"). Where no text writes the
// sum beside a currency (a sum the model worked out, a sum only a turn gives) nothing is said;
// a `$` stands for every dollar. The texts' sums and currencies are read once, when a result is
// reported (origins.ts `sumCurrencies`); a check looks up the call's own sum.
import type { Mark } from "../model.js";
import { leafKeys } from "./origins.js";
import { numberKey, SUM_ARGUMENT, valueKeys } from "./values.js";
import { instructedMark } from "./instructed-mark.js";

/** What the rule looks up: the person's keys, and each reported result's sums with their currencies, newest first. */
export interface SwappedCurrencyInputs {
  readonly typed: ReadonlySet<string>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly sumCurrencies?: ReadonlyMap<string, ReadonlySet<string>>; readonly instructedField?: string };
  }>;
}

/** An argument that names the currency of a payment. */
const CURRENCY_ARGUMENT = /(?:^|_)currency$/i;
/** A currency's code as a catalogue writes it. */
const CODE = /^[A-Za-z]{3}$/;

/**
 * A mark on the currency argument (not one the caller gave an origin for, nor one the person typed)
 * of a call that pays a sum the newest outside text to write it writes only beside other
 * currencies: that text's `untrusted:<tool>`.
 */
export function swappedCurrencyMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: SwappedCurrencyInputs): Mark[] {
  const sum = Object.entries(args).find(([name, value]) => SUM_ARGUMENT.test(name) && typeof value === "number" && Number.isFinite(value));
  const currency = Object.entries(args).find(([name, value]) => CURRENCY_ARGUMENT.test(name) && typeof value === "string" && CODE.test(value));
  if (!sum || !currency || given(currency[0])) return [];
  if ([...leafKeys(currency[1]), ...valueKeys(currency[1])].some((k) => inputs.typed.has(k))) return [];
  const key = numberKey(sum[1] as number);
  const code = (currency[1] as string).toUpperCase();
  for (const r of inputs.results) {
    const written = r.index.sumCurrencies?.get(key);
    if (!r.textOutside || written === undefined) continue;
    // The newest text to write the sum with a currency decides.
    if (written.has(code)) return [];
    return [instructedMark(currency[0], r.index)];
  }
  return [];
}
