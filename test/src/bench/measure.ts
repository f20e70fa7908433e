// Timing for the benchmark: warm-up, then many samples, each timing one operation (its setup
// left out by the sample itself), summarised as median and p99 in microseconds.

export interface Figure {
  /** Stable key in bench-results.json. */
  key: string;
  /** What was measured, as the table shows it. */
  label: string;
  group: string;
  median: number;
  p99: number;
  mean: number;
  samples: number;
  /** The floor's median measured during this row, interleaved with its samples. */
  floor?: number;
  /** Set when the row could not be measured in this run, with the reason. */
  skipped?: string;
  /** Extra facts about the row (answer given, sizes). */
  note?: string;
  /** What median and p99 are in, when not microseconds (then no ratio to the floor is shown). */
  unit?: string;
}

export interface MeasureOptions {
  /** Samples run and thrown away first. */
  warmup?: number;
  /** At least this many samples are kept … */
  minSamples?: number;
  /** … and at most this many. */
  maxSamples?: number;
  /** Keep sampling until this much wall time has passed (setup included), within the bounds above. */
  budgetMs?: number;
}

import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// A minor garbage collection on demand, so untimed work done between timed parts of a sample
// (reading a turn allocates a lot) is not charged to the part that follows.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as (options?: { type: "minor" | "major" }) => void;

/**
 * Collects what untimed work left behind, so it is not charged to the next timed part: the
 * young generation, or the whole heap after work that made much garbage (long histories).
 */
export function settle(whole = false): void {
  gc({ type: whole ? "major" : "minor" });
}

/** Microseconds since an arbitrary point, from the monotonic clock. */
export function nowUs(): number {
  return Number(process.hrtime.bigint()) / 1000;
}

/** Runs `fn` once and returns how long it took, in microseconds. */
export async function timed(fn: () => unknown): Promise<number> {
  const t0 = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t0) / 1000;
}

export function timedSync(fn: () => unknown): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1000;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[i]!;
}

/** A sample returns the microseconds of the one operation it ran. */
export type Sample = () => number | Promise<number>;

let reference: (() => number) | undefined;

/**
 * A sample of the floor, taken between a row's samples so that each row's ratio to the floor is
 * of the same minutes: on a shared machine the speed drifts between rows.
 */
export function interleaveFloor(sample: () => number): void {
  reference = sample;
}

export async function measure(key: string, label: string, group: string, sample: Sample, options: MeasureOptions = {}): Promise<Figure> {
  const warmup = options.warmup ?? 100;
  const minSamples = options.minSamples ?? 200;
  const maxSamples = options.maxSamples ?? 3000;
  const budgetMs = options.budgetMs ?? 1500;
  for (let i = 0; i < warmup; i++) await sample();
  const times: number[] = [];
  const floors: number[] = [];
  const start = Date.now();
  while (times.length < maxSamples && (times.length < minSamples || Date.now() - start < budgetMs)) {
    times.push(await sample());
    if (reference && times.length % 2 === 0) floors.push(reference());
  }
  const sorted = [...times].sort((a, b) => a - b);
  const floorSorted = floors.sort((a, b) => a - b);
  const figure: Figure = {
    key,
    label,
    group,
    median: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    samples: times.length,
  };
  if (floorSorted.length) figure.floor = percentile(floorSorted, 0.5);
  return figure;
}

/**
 * Two rows measured in alternation, a sample of one then of the other, for a ratio between
 * them that the machine's drift does not move.
 */
export async function measurePair(
  a: { key: string; label: string; sample: Sample },
  b: { key: string; label: string; sample: Sample },
  group: string,
  options: MeasureOptions = {},
): Promise<[Figure, Figure]> {
  let turn = 0;
  const times: [number[], number[]] = [[], []];
  const both: Sample = async () => {
    const t = turn++ % 2;
    const v = await (t === 0 ? a.sample() : b.sample());
    times[t]!.push(v);
    return v;
  };
  const doubled: MeasureOptions = { ...options, minSamples: (options.minSamples ?? 200) * 2, maxSamples: (options.maxSamples ?? 3000) * 2, warmup: (options.warmup ?? 100) * 2 };
  const joint = await measure(`${a.key}+${b.key}`, "", group, both, doubled);
  const warm = doubled.warmup!;
  const figureOf = (which: 0 | 1, key: string, label: string): Figure => {
    const kept = times[which]!.slice(warm / 2);
    const sorted = [...kept].sort((x, y) => x - y);
    const figure: Figure = { key, label, group, median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), mean: kept.reduce((x, y) => x + y, 0) / kept.length, samples: kept.length };
    if (joint.floor !== undefined) figure.floor = joint.floor;
    return figure;
  };
  return [figureOf(0, a.key, a.label), figureOf(1, b.key, b.label)];
}

export function skipped(key: string, label: string, group: string, why: string): Figure {
  return { key, label, group, median: Number.NaN, p99: Number.NaN, mean: Number.NaN, samples: 0, skipped: why };
}
