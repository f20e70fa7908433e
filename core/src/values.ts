// Equality of values across a turn, a call's arguments and a tool's result: every value is
// reduced to comparison keys, so `40`, `40.00`, "40,00" and 40 meet on the same key.
import type { TurnValue } from "./grammar/port.js";

const NUMERIC = /^[-+]?(\d+([.,]\d+)?|\d{1,3}([.,]\d{3})+([.,]\d+)?)$/;

/** The key of a number: its shortest decimal spelling. */
export function numberKey(n: number): string {
  return `n:${Number(n.toFixed(6))}`;
}

/** Reads "40", "40.00", "40,00", "1,250.50", "1.250,50" as numbers; undefined otherwise. */
export function parseLooseNumber(text: string): number | undefined {
  const t = text.trim();
  if (!NUMERIC.test(t)) return undefined;
  const lastDot = t.lastIndexOf(".");
  const lastComma = t.lastIndexOf(",");
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both present: the later one is the decimal mark.
    normal = lastDot > lastComma ? t.replace(/,/g, "") : t.replace(/\./g, "").replace(",", ".");
  } else if (lastComma >= 0) {
    // "40,00" is a decimal; "1,250" (three digits after) is a thousands group.
    normal = /,\d{3}$/.test(t) && !/^[-+]?0,/.test(t) ? t.replace(/,/g, "") : t.replace(",", ".");
  } else if (lastDot >= 0 && /^\d{1,3}(\.\d{3})+$/.test(t.replace(/^[-+]/, "")) && (t.match(/\./g) ?? []).length > 1) {
    normal = t.replace(/\./g, "");
  } else {
    normal = t;
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : undefined;
}

function stringKey(s: string): string {
  return `s:${s.trim().replace(/\s+/g, " ").toLowerCase()}`;
}

/** The keys of one argument value (a leaf); objects and arrays give the keys of every leaf. */
export function valueKeys(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === "number") return Number.isFinite(value) ? [numberKey(value)] : [];
  if (typeof value === "boolean") return [`b:${value}`];
  if (typeof value === "string") {
    const keys = [stringKey(value)];
    const n = parseLooseNumber(value);
    if (n !== undefined) keys.push(numberKey(n));
    return keys;
  }
  if (Array.isArray(value)) return value.flatMap(valueKeys);
  if (typeof value === "object") return Object.values(value as Record<string, unknown>).flatMap(valueKeys);
  return [];
}

/** The keys of a value a grammar read. */
export function turnValueKeys(v: TurnValue): string[] {
  if (typeof v.value === "number") return [numberKey(v.value)];
  return valueKeys(v.value);
}
