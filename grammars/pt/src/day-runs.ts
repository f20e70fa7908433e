// Days said one after another with only joining words between them (`terça e quinta`, `quarta ou
// sexta`): a list, or alternatives offered. Each run is read with the days said after it, where
// one of its days is picked again or chosen by preference. Linear in the days.
import type { Span } from "@toolgate/grammar-kit";

/** A run of two or more days, and the days of the turn said after it. */
export interface DayRun {
  readonly run: readonly Span[];
  readonly after: readonly Span[];
}

/** The runs of days joined by what `between` matches on the folded text between each day and the next. */
export function dayRuns(folded: string, days: readonly Span[], between: RegExp): DayRun[] {
  const runs: DayRun[] = [];
  for (let i = 0; i + 1 < days.length; ) {
    let j = i;
    while (j + 1 < days.length && between.test(folded.slice(days[j]!.end, days[j + 1]!.start))) j++;
    if (j > i) runs.push({ run: days.slice(i, j + 1), after: days.slice(j + 1) });
    i = j + 1;
  }
  return runs;
}
