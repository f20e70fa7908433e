// Equality of values across a turn, a call's arguments and a tool's result: every value is
// reduced to comparison keys, so `40`, `40.00`, "40,00" and 40 meet on the same key.
import { ToolgateError, type ErrorCode } from "../errors.js";
import type { TurnValue } from "@toolgate/grammar-kit";
import { nextYearOfYearless } from "./yearless-dates.js";

const NUMERIC = /^[-+]?(\d+([.,]\d+)?|\d{1,3}([.,]\d{3})+([.,]\d+)?)$/;

/** Arguments that hold a sum of money, by name (`amount`, `total_price`, `fees`). */
export const SUM_ARGUMENT = /(?:^|_)(?:amount|sum|total|price|fee)s?$/i;

/**
 * The key of a number: its shortest decimal spelling, to six decimals (what a sum's float error
 * leaves, 0.1 + 0.2 as 0.3); below 1, to twelve significant digits, as six decimals would key
 * 0.0000014 as 0.000001.
 */
export function numberKey(n: number): string {
  // A whole number is its own shortest spelling (`toFixed` of one gives it back): most numbers of a turn are.
  if (Number.isInteger(n)) return `n:${n}`;
  return `n:${Math.abs(n) >= 1 ? Number(n.toFixed(6)) : Number(n.toPrecision(12))}`;
}

/** The figure a key stands for, where the key is a positive number's (`n:45`): numberKey read back. */
export function figureOf(key: string): number | undefined {
  if (!key.startsWith("n:")) return undefined;
  const n = Number(key.slice(2));
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** A count's key: a whole number (`n:3`), or one written with the thing counted (`w:2 noites`, said-instead.ts). */
const COUNT_KEY = /^(?:n:|w:)(\d{1,2})(?:$| )/;

/** The count of one or two digits a key gives (`n:3`, `w:6 guests`); 0 for any other key. One reading for the rules that count heads, nights or months. */
export function countOf(key: string): number {
  const m = COUNT_KEY.exec(key);
  return m ? Number(m[1]) : 0;
}

/** A figure rounded to the cent, as a bill writes a sum worked out from others (a share, a rest). */
export function cents(n: number): number {
  return Math.round(n * 100) / 100;
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

/** The key of a string value: trimmed, its spaces one, lower-cased. */
export function stringKey(s: string): string {
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
  const keys = valueKeys(v.value);
  if (v.kind === "phone" && typeof v.value === "string") for (const form of phoneNationalForms(v.value)) keys.push(...valueKeys(form));
  // A date written with no year is the coming one too (yearless-dates.ts).
  const next = nextYearOfYearless(v);
  if (next !== undefined) keys.push(...valueKeys(next));
  if (v.kind === "id" && typeof v.value === "string") {
    const compact = idCompact(v.value);
    if (compact !== v.value) keys.push(...valueKeys(compact));
  }
  return keys;
}

/**
 * An identifier without the spaces, dashes, dots and slashes that people type in it or leave out:
 * `ORD 4471`, `ORD-4471` and `ORD4471` are one order, `INV-2026-0042` and `INV20260042` one invoice.
 */
export function idCompact(id: string): string {
  return id.replace(/[\s\-_./]+/g, "");
}

/**
 * A phone number said with its country code in the forms it is typed at home: `+1 212 555 0147` as
 * `2125550147`, `+44 7700 900123` as `07700900123`. The national number is the last 9, 10 or 11
 * digits (a Brazilian mobile with its area code), with or without the trunk `0`; only where the
 * number said is longer, so that a national number is never cut shorter.
 */
export function phoneNationalForms(phone: string): string[] {
  const digits = phone.replace(/\D+/g, "");
  const forms: string[] = [];
  for (const n of [11, 10, 9]) {
    if (digits.length <= n) continue;
    const national = digits.slice(-n);
    forms.push(national, `0${national}`);
  }
  return forms;
}

/** A record with no prototype: every key, `__proto__` and `constructor` among them, is its own. */
export function ownRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A record's own property, or undefined: a name a caller gave is never read through a prototype. */
export function ownValue<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** How deep a call's arguments may nest: deeper is not a call any tool takes, and would exhaust the stack of the readers. */
export const MAX_ARGUMENT_DEPTH = 64;

/**
 * A value as JSON gives it back (a Date as its text, NaN as null, no undefined). What JSON cannot
 * write — a cycle, a BigInt, a getter, toJSON or proxy that throws — or nesting deeper than
 * MAX_ARGUMENT_DEPTH is a ToolgateError with `code`, never a crash.
 */
export function jsonData(value: unknown, code: ErrorCode, what: string, path: string): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (e) {
    throw new ToolgateError(code, `${what}: not JSON data (${e instanceof Error ? e.message.split("\n")[0] : "it threw"})`, { path });
  }
  const data: unknown = text === undefined ? undefined : JSON.parse(text);
  if (depthOver(data, MAX_ARGUMENT_DEPTH)) throw new ToolgateError(code, `${what}: nested deeper than ${MAX_ARGUMENT_DEPTH} levels`, { path });
  return data;
}

/** A call's arguments as JSON gives them back (see jsonData), in a record with no prototype; `input_invalid` otherwise. */
export function argumentsData(args: object): Record<string, unknown> {
  const data = jsonData(args, "input_invalid", "a call's arguments", "arguments");
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new ToolgateError("input_invalid", "a call's arguments are an object", { path: "arguments" });
  const out = ownRecord<unknown>();
  for (const k of Object.keys(data)) out[k] = (data as Record<string, unknown>)[k];
  return out;
}

/** Whether JSON data nests deeper than `limit` (walked without recursion). */
function depthOver(data: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[data, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth > limit) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v)) if (typeof x === "object" && x !== null) stack.push([x, depth + 1]);
  }
  return false;
}
