// Caps a tool result at a size, cutting only between records — array items, lines of text, the
// entries of the result's top-level map or of a JSON document held in a string — never inside
// one: a list cut mid-record is a corrupted list the model reads as true. An object inside a
// list is a record: it is kept whole or dropped, unless it only wraps a list or text of records.

/** What a cap removed, measured in characters of JSON. */
export interface Cut {
  /** The result's size before the cap. */
  from: number;
  /** Its size after. */
  to: number;
}

export interface Capped<T = unknown> {
  value: T;
  /** Present when the cap removed records. */
  cut?: Cut;
}

function size(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/** Caps a value so that its JSON is at most `max` characters, cutting between records. */
export function capResult<T>(value: T, max: number): Capped<T> {
  const from = size(value);
  if (from <= max) return { value };
  const out = shrink(value, max, true) as T;
  return { value: out, cut: { from, to: size(out) } };
}

/** The empty value of a record's shape: what is left when no record of it fits. */
function empty(value: unknown): unknown {
  if (typeof value === "string") return "";
  if (Array.isArray(value)) return [];
  if (value !== null && typeof value === "object") return {};
  return null;
}

function shrink(value: unknown, budget: number, root: boolean): unknown {
  if (size(value) <= budget) return value;
  if (typeof value === "string") return shrinkText(value, budget);
  if (Array.isArray(value)) return shrinkList(value, budget);
  if (value !== null && typeof value === "object") return shrinkMap(value as Record<string, unknown>, budget, root);
  return null;
}

/** Keeps the leading items that fit; the next one is kept in part only if it is itself a list of records. */
function shrinkList(list: unknown[], budget: number): unknown[] {
  const out: unknown[] = [];
  let used = 2;
  for (const item of list) {
    const s = size(item) + (out.length > 0 ? 1 : 0);
    if (used + s <= budget) {
      out.push(item);
      used += s;
      continue;
    }
    const room = budget - used - (out.length > 0 ? 1 : 0);
    if (room > 2 && isContainer(item)) {
      const part = shrink(item, room, false);
      if (holdsSomething(part) && size(part) <= room) out.push(part);
    }
    break;
  }
  return out;
}

/**
 * A map whose one field holds most of it (`{ content: [...] }`, `{ results: [...], total }`)
 * keeps every field and shrinks that one. Otherwise a map at the root is a map of records and
 * keeps its leading entries; anywhere else it is one record, and nothing of it is kept.
 */
function shrinkMap(map: Record<string, unknown>, budget: number, root: boolean): Record<string, unknown> {
  const entries = Object.entries(map);
  const total = size(map);
  let largest: [string, unknown] | undefined;
  for (const e of entries) if (!largest || size(e[1]) > size(largest[1])) largest = e;
  if (largest && isContainer(largest[1]) && size(largest[1]) * 2 >= total) {
    const rest = total - size(largest[1]);
    const room = budget - rest;
    if (room >= size(empty(largest[1]))) {
      const out = { ...map, [largest[0]]: shrink(largest[1], room, false) };
      if (size(out) <= budget && holdsSomething(out[largest[0]])) return out;
    }
  }
  if (!root) return {};
  const out: Record<string, unknown> = {};
  let used = 2;
  for (const [k, v] of entries) {
    const s = JSON.stringify(k).length + 1 + size(v) + (Object.keys(out).length > 0 ? 1 : 0);
    if (used + s > budget) break;
    // An own property whatever its name: `__proto__` is a key of the result, not its prototype.
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    used += s;
  }
  return out;
}

/** Text: a JSON document is cut by its own records; other text by whole lines. */
function shrinkText(text: string, budget: number): string {
  const trimmed = text.trimStart();
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (parsed !== undefined && typeof parsed === "object" && parsed !== null) {
      // The document is measured as the string that carries it: escaping makes it longer.
      let room = budget - 2;
      for (let round = 0; round < 6 && room > 2; round++) {
        const inner = JSON.stringify(shrink(parsed, room, true));
        const over = size(inner) - budget;
        if (over <= 0) return inner;
        room -= Math.max(over, 8);
      }
      return "";
    }
  }
  const lines = text.split("\n");
  let kept = 0;
  let used = 2;
  for (const line of lines) {
    const s = size(line) - 2 + (kept > 0 ? 2 : 0);
    if (used + s > budget) break;
    used += s;
    kept++;
  }
  return lines.slice(0, kept).join("\n");
}

function isContainer(value: unknown): boolean {
  return (typeof value === "object" && value !== null) || (typeof value === "string" && (value.includes("\n") || /^\s*[[{]/.test(value)));
}

function holdsSomething(value: unknown): boolean {
  if (typeof value === "string") return value.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === "object") return Object.keys(value).length > 0;
  return false;
}
