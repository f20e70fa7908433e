// The points the hunter tries: for each fact a rule reads, the values at and around the
// boundaries its conditions draw (each literal, the numbers either side of and between them, a
// value no literal equals, the fact missing), and every tool of the catalogue with its kind.
// Between two boundaries every condition keeps its truth, so these points decide every rule.
import { factKey, type Leaf } from "./conditions.js";

/** A value for each fact a set of rules reads, by fact key; `tool` and `kind` by name. */
export type Point = ReadonlyMap<string, unknown>;

/** A string no rule names. */
export const OTHER = "(other)";
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const NUMERIC = new Set(["lessThan", "lessThanInclusive", "greaterThan", "greaterThanInclusive"]);
/** Beyond this many points a set of rules is not searched (no finding is claimed about it). */
export const POINTS_MAX = 200_000;

/** A glob's plainest instance: `delete_*` → `delete_`. */
const globInstance = (glob: string) => glob.replace(/\*/g, "").replace(/\?/g, "x");

function numbersAround(literals: number[], min: number | undefined, max: number | undefined, integer: boolean): number[] {
  const sorted = [...new Set(literals)].sort((a, b) => a - b);
  const out: number[] = [];
  if (sorted.length) out.push(sorted[0]! - 1);
  sorted.forEach((n, i) => {
    out.push(n);
    const next = sorted[i + 1];
    if (next !== undefined) out.push(integer ? Math.floor((n + next) / 2) : (n + next) / 2);
  });
  if (sorted.length) out.push(sorted[sorted.length - 1]! + 1);
  return [...new Set(out.filter((n) => (min === undefined || n >= min) && (max === undefined || n <= max)))];
}

const LIST_OPS = new Set(["contains", "doesNotContain"]);
const GLOB_OPS = new Set(["matches", "notMatches"]);

/** The candidate values of one fact, from the leaves that read it. */
function domain(leaves: Leaf[]): unknown[] {
  const { fact, path } = leaves[0]!;
  const numbers = leaves.filter((l) => NUMERIC.has(l.operator) && typeof l.value === "number").map((l) => l.value as number);
  const plain = leaves
    .filter((l) => !NUMERIC.has(l.operator) && !LIST_OPS.has(l.operator) && !GLOB_OPS.has(l.operator))
    .flatMap((l) => (Array.isArray(l.value) ? l.value : [l.value]));
  if (fact === "time" && path === "$.weekday") return WEEKDAYS;
  const wholeNumbers = [...numbers, ...plain.filter((x): x is number => typeof x === "number")];
  if (fact === "time" && path === "$.hour") return wholeNumbers.length ? numbersAround(wholeNumbers, 0, 23, true) : [12];
  if (fact === "time" && path === "$.minute") return wholeNumbers.length ? numbersAround(wholeNumbers, 0, 59, true) : [0];
  const values: unknown[] = [];
  const add = (v: unknown) => {
    if (!values.some((x) => Object.is(x, v) || JSON.stringify(x) === JSON.stringify(v))) values.push(v);
  };
  const members = leaves.filter((l) => LIST_OPS.has(l.operator)).map((l) => l.value);
  if (members.length) {
    // A fact read as a list (the marks) takes lists only.
    add([]);
    for (const m of members) add([m]);
    add(members);
    return values;
  }
  const counts = fact === "usage" || fact === "history";
  for (const x of plain) add(x);
  for (const n of numbersAround(numbers, counts ? 0 : undefined, undefined, false)) add(n);
  for (const l of leaves) if (GLOB_OPS.has(l.operator) && typeof l.value === "string") add(globInstance(l.value));
  if (counts) add(0);
  else {
    add(OTHER);
    add(undefined);
  }
  return values;
}

export interface Space {
  keys: string[];
  domains: unknown[][];
  size: number;
}

/** The points to try for these leaves, over every tool of the catalogue. */
export function spaceOf(leaves: Leaf[], tools: ReadonlyArray<{ name: string; kind: string }>): Space {
  const byKey = new Map<string, Leaf[]>();
  for (const l of leaves) {
    if (l.fact === "tool" || l.fact === "kind") continue;
    const k = factKey(l);
    byKey.set(k, [...(byKey.get(k) ?? []), l]);
  }
  const keys = ["tool", ...byKey.keys()];
  const domains: unknown[][] = [tools.map((t) => t.name), ...[...byKey.values()].map(domain)];
  return { keys, domains, size: domains.reduce((n, d) => n * d.length, 1) };
}

/** Every point of a space, the tool's kind set beside its name; none when it is too large. */
export function* points(space: Space, kindOf: (tool: string) => string): Generator<Point> {
  if (space.size > POINTS_MAX || space.size === 0) return;
  const index = space.domains.map(() => 0);
  for (;;) {
    const point = new Map<string, unknown>();
    space.keys.forEach((k, i) => point.set(k, space.domains[i]![index[i]!]));
    point.set("kind", kindOf(point.get("tool") as string));
    yield point;
    let i = index.length - 1;
    while (i >= 0) {
      index[i]!++;
      if (index[i]! < space.domains[i]!.length) break;
      index[i] = 0;
      i--;
    }
    if (i < 0) return;
  }
}
