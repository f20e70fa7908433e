// A value the turn works out of values it told, rather than says: the difference of two sums (`cobrei 120
// mas era 95, devolve a diferença`), a phone with its ending corrected (`o final é 47, não 74`). The told
// values are set apart; the worked one is what is asked, read after the last of them.
import type { TurnValue } from "@toolgate/grammar-kit";

export interface WorkedValue {
  /** Indexes, among the turn's values in order, of the values the worked one is made of: set apart. */
  told: number[];
  /** The value the turn means. */
  value: TurnValue;
}

/** Sets the told values apart and puts each worked value after the last of its told ones. */
export function placeWorked(values: TurnValue[], worked: ReadonlyArray<{ told: readonly TurnValue[]; value: TurnValue }>): void {
  for (const { told, value } of worked) {
    for (const t of told) t.superseded = true;
    values.splice(Math.max(...told.map((t) => values.indexOf(t))) + 1, 0, value);
  }
}
