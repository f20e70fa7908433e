// The call as the caller gave it, read into the facts checks read: its arguments as data, its
// origins and marks, and what recognises it when it is sent again.
import type { CallFacts, HistoryEntry } from "../model.js";
import { canonical, inOrder, sha256, valueDigest } from "../crypto/digest.js";
import { ToolgateError } from "../errors.js";
import type { History } from "../history/history.js";
import { argumentsData, jsonData, MAX_ARGUMENT_DEPTH, ownValue } from "./values.js";

export interface CheckOptions {
  /** Origin per argument name: typed, reply, context, computed, result:<step>[.<field>], model. */
  origins?: Record<string, string>;
  /** Marks: `{ call: [...] }` and/or per argument name; a plain list marks the call. */
  labels?: Record<string, string[]> | string[];
  /** A confirmation token the person approved. */
  confirmation?: string;
  /** The agent making the call, when it is not the session's. */
  agent?: string;
  /** The step this call undoes. */
  compensationOf?: number;
  /** A signed plan token; defaults to the plan approved for this session. */
  plan?: string;
  /**
   * The caller's id for this check, the same when it sends the check again. With a head store, a
   * check sent again with the same id, for the same call at the same point of the history (its
   * answer was lost), gets the answer recorded then instead of a rollback refusal.
   */
  requestId?: string;
}

/** What recognises a check sent again: the caller's id, the call as given and the point of the history it was made at. */
export function requestKey(requestId: string, call: CallFacts, history: History): string {
  const p = history.point;
  const { tool, digest, agent, origins, labels, compensationOf, confirmation, plan } = call;
  return sha256(canonical(["toolgate/request/v1", requestId, history.session, p?.step ?? -1, history.head, p?.outcome ?? null, { tool, digest, agent: agent ?? null, origins, labels, compensationOf: compensationOf ?? null, confirmation: confirmation ?? null, plan: plan ?? null }]));
}

/** What an entry keeps of a call's arguments: each one's digest, the numbers, each one's origin. */
export function argumentFields(session: string, call: CallFacts): Pick<HistoryEntry, "args" | "numbers" | "origins"> {
  const args: Record<string, string> = {};
  const numbers: Record<string, number> = {};
  const origins: Record<string, string> = {};
  // In canonical order, so that the entry's records need no sorting again (history/signing.ts `sortedRecord`).
  const names = Object.keys(call.arguments);
  if (!inOrder(names)) names.sort();
  for (const k of names) {
    const v = call.arguments[k];
    put(args, k, valueDigest(session, v));
    if (typeof v === "number" && Number.isFinite(v)) put(numbers, k, v);
    put(origins, k, ownValue(call.origins, k) ?? "model");
  }
  return { args, numbers, origins };
}

/**
 * A record with no prototype, as `ownRecord` makes, whose properties keep V8's fast layout: a
 * record made by `Object.create(null)` is a dictionary from the start, and every `Object.keys`,
 * `Object.entries` and `for…in` over it (each check that reads the call's arguments or origins
 * does some) costs several times as much. A literal given no prototype before its keys are set
 * keeps the fast layout (up to the few keys a call has; more and V8 makes it a dictionary as
 * before). Every key, `__proto__` and `constructor` among them, is its own.
 */
export function callRecord<T>(): Record<string, T> {
  return Object.setPrototypeOf({}, null) as Record<string, T>;
}

/** Sets a property as its own, even one named `__proto__`. */
export function put<T>(o: Record<string, T>, k: string, v: T): void {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/** The labels of a call given none (most calls): one frozen value, shared, as nothing can change it. */
const NO_LABELS: { readonly call: readonly string[]; readonly arguments: Readonly<Record<string, readonly string[]>> } = Object.freeze({ call: Object.freeze([]), arguments: Object.freeze(callRecord<readonly string[]>()) });

/** The origins of a call given none: one frozen record, shared, as nothing can change it. */
const NO_ORIGINS: Readonly<Record<string, string>> = Object.freeze(callRecord<string>());

/**
 * The call's facts, from the arguments `readArguments` read (a copy of data, frozen through) and
 * the options `readOptions` read (their origins a copy of text, frozen): both taken as they are.
 */
export function normaliseCall(tool: string, args: Record<string, unknown>, options: CheckOptions, sessionName: string, planToken: string | undefined, session: string): CallFacts {
  if (typeof tool !== "string" || tool.length === 0) throw new ToolgateError("input_invalid", "a call names its tool", { path: "tool" });
  if (typeof args !== "object" || args === null || Array.isArray(args)) throw new ToolgateError("input_invalid", "a call's arguments are an object", { path: "arguments" });
  const labels = options.labels;
  let call: string[] = [];
  // Keyed by argument names, which callers choose: records with no prototype.
  const perArg = callRecord<readonly string[]>();
  if (Array.isArray(labels)) call = labels.map(String);
  else if (labels) {
    for (const [k, v] of Object.entries(labels)) {
      if (!Array.isArray(v)) throw new ToolgateError("input_invalid", `labels.${k} must be a list`, { path: `labels.${k}` });
      if (k === "call") call = v.map(String);
      else perArg[k] = Object.freeze(v.map(String));
    }
  }
  const origins = options.origins ?? {};
  if (typeof origins !== "object" || origins === null) throw new ToolgateError("input_invalid", "origins must map argument names to origins", { path: "origins" });
  for (const k of ["confirmation", "plan", "agent"] as const) {
    if (options[k] !== undefined && typeof options[k] !== "string") throw new ToolgateError("input_invalid", `${k} is text`, { path: k });
  }
  if (options.compensationOf !== undefined && (!Number.isInteger(options.compensationOf) || options.compensationOf < 0)) {
    throw new ToolgateError("input_invalid", "compensationOf is a step number", { path: "compensationOf" });
  }
  // Frozen through here, where the call is read, and once: every check of the call is shown it as
  // it is (check/frozen.ts), and nothing after the checks changes a call's facts.
  return Object.freeze({
    tool,
    arguments: args,
    digest: valueDigest(session, args),
    agent: options.agent ?? (sessionName || undefined),
    // No origins given (left out or null) is the shared empty record, frozen like a copy readOptions made.
    origins: options.origins === undefined || options.origins === null ? NO_ORIGINS : origins,
    labels: call.length === 0 && Object.keys(perArg).length === 0 ? NO_LABELS : Object.freeze({ call: Object.freeze(call), arguments: Object.freeze(perArg) }),
    compensationOf: options.compensationOf,
    confirmation: options.confirmation,
    plan: options.plan ?? planToken,
  });
}

/**
 * The arguments as JSON would give them back, made directly from a plain object, read once: each
 * argument is read once (a getter of the caller's is not asked twice), its value copied as JSON
 * would write it (dataCopy), counted (MAX_ARGUMENT_VALUES) and frozen through. A record of another
 * kind (a class's, one with toJSON) is given to JSON as a whole, and what JSON made is counted.
 */
function plainCopy(args: Record<string, unknown>): Record<string, unknown> {
  const proto = Object.getPrototypeOf(args);
  if ((proto !== Object.prototype && proto !== null) || typeof (args as { toJSON?: unknown }).toJSON === "function") return countedData(argumentsData(args));
  const copy = callRecord<unknown>();
  // Most calls are a few flat values, taken as they are: the walk is made for the others.
  let reading: Reading | undefined;
  let count = 0;
  for (const k of Object.keys(args)) {
    const v = args[k];
    if (v === undefined || typeof v === "function" || typeof v === "symbol") continue;
    if (typeof v === "string" || typeof v === "boolean" || v === null || (typeof v === "number" && Number.isFinite(v) && v !== 0)) {
      if (++count > MAX_ARGUMENT_VALUES) throw tooManyValues(k);
      put(copy, k, v);
      continue;
    }
    reading ??= { count: 0, ancestors: [args], argument: "" };
    reading.count = count;
    reading.argument = k;
    put(copy, k, dataCopy(v, 2, reading));
    count = reading.count;
  }
  return Object.freeze(copy);
}

/**
 * How many values a call's arguments may carry, counting each argument and, at any depth, each
 * item of a list and each property of an object (a list or an object is one value, and so is each
 * thing it holds). Every check reads every value, some of them several times (destinations,
 * addresses, the schema, the origins worked out, the entry's digests), so what a call costs grows
 * with its values: this bounds it. The figure is what the check of such a call costs (see
 * docs/decisions.md); more is refused `input_invalid`, never checked in part.
 */
export const MAX_ARGUMENT_VALUES = 2_000;

function tooManyValues(argument: string): ToolgateError {
  return new ToolgateError("input_invalid", `a call's arguments carry more than ${MAX_ARGUMENT_VALUES} values (\`${argument}\` goes over)`, { path: "arguments" });
}

/** What a walk over a call's arguments has seen: the values counted, the objects it is inside, the argument it is in. */
interface Reading {
  count: number;
  ancestors: object[];
  argument: string;
}

/**
 * A value as JSON would write and read it back, read once and frozen through: strings, booleans
 * and null as they are, a finite number (-0 as 0), any other number as null; in a list, what JSON
 * leaves out (undefined, a function, a symbol) as null; in an object, left out. A list or an
 * object with no prototype or a plain one is copied here; any other object (a Date, a class's, one
 * with toJSON, a boxed value) is given to JSON and what JSON made is copied. A cycle, a BigInt,
 * nesting deeper than MAX_ARGUMENT_DEPTH or more than MAX_ARGUMENT_VALUES values is
 * `input_invalid`; what a getter or proxy throws is too (readArguments).
 */
function dataCopy(v: unknown, depth: number, reading: Reading): unknown {
  // What JSON leaves out is not counted: left out of an object, it is a null in a list, counted there.
  if (v === undefined || typeof v === "function" || typeof v === "symbol") return undefined;
  if (typeof v !== "object" || v === null) {
    if (++reading.count > MAX_ARGUMENT_VALUES) throw tooManyValues(reading.argument);
    if (typeof v === "number") return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
    if (typeof v === "bigint") throw new ToolgateError("input_invalid", "a call's arguments: not JSON data (a BigInt)", { path: "arguments" });
    return v;
  }
  if (depth > MAX_ARGUMENT_DEPTH) throw new ToolgateError("input_invalid", `a call's arguments: nested deeper than ${MAX_ARGUMENT_DEPTH} levels`, { path: "arguments" });
  if (reading.ancestors.includes(v)) throw new ToolgateError("input_invalid", "a call's arguments: not JSON data (a cycle)", { path: "arguments" });
  const isList = Array.isArray(v);
  // JSON never asks a value for its prototype: one whose proxy throws when asked is JSON's to read.
  let proto: unknown;
  try {
    proto = Object.getPrototypeOf(v);
  } catch {
    return madeByJson(v, depth, reading);
  }
  if (proto !== (isList ? Array.prototype : Object.prototype) && proto !== null) return madeByJson(v, depth, reading);
  if (typeof (v as { toJSON?: unknown }).toJSON === "function") return madeByJson(v, depth, reading);
  if (++reading.count > MAX_ARGUMENT_VALUES) throw tooManyValues(reading.argument);
  reading.ancestors.push(v);
  let out: unknown;
  if (isList) {
    const list = v as unknown[];
    const items: unknown[] = [];
    for (let i = 0, n = list.length; i < n; i++) {
      const item = dataCopy(list[i], depth + 1, reading);
      if (item !== undefined) items.push(item);
      else if (++reading.count > MAX_ARGUMENT_VALUES) throw tooManyValues(reading.argument);
      else items.push(null);
    }
    out = Object.freeze(items);
  } else {
    const record = v as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const k of Object.keys(record)) {
      const item = dataCopy(record[k], depth + 1, reading);
      if (item !== undefined) put(copy, k, item);
    }
    out = Object.freeze(copy);
  }
  reading.ancestors.pop();
  return out;
}

/** An object JSON writes in its own way (toJSON, a boxed value, a class's fields), written by JSON once and copied as data, counted as that data. */
function madeByJson(v: object, depth: number, reading: Reading): unknown {
  return dataCopy(jsonData(v, "input_invalid", "a call's arguments", "arguments"), depth, reading);
}

/**
 * JSON data (argumentsData's, which holds no accessor and no cycle, nested no deeper than
 * MAX_ARGUMENT_DEPTH) frozen through, its values counted on the way: past MAX_ARGUMENT_VALUES it
 * is refused `input_invalid`, naming the argument that went over.
 */
function countedData(data: Record<string, unknown>): Record<string, unknown> {
  let count = 0;
  const walk = (v: unknown, argument: string): void => {
    if (++count > MAX_ARGUMENT_VALUES) throw tooManyValues(argument);
    if (typeof v !== "object" || v === null) return;
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) walk(v[i], argument);
    else for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k], argument);
    Object.freeze(v);
  };
  for (const k of Object.keys(data)) walk(data[k], k);
  return Object.freeze(data);
}

/**
 * The options of a check as data: each option the check reads, read once, here. A getter or a
 * proxy of the caller's is not asked again later, where what it answered was checked, and one
 * that throws is bad input (`input_invalid`), not a crash.
 */
export function readOptions(options: CheckOptions): CheckOptions {
  if (options === undefined || options === null) return {};
  if (typeof options !== "object") throw new ToolgateError("input_invalid", "a check's options are an object", { path: "options" });
  try {
    const { origins, labels, confirmation, agent, compensationOf, plan, requestId } = options;
    return { origins: textRecord(origins), labels: labelsRead(labels), confirmation, agent, compensationOf, plan, requestId };
  } catch (e) {
    if (e instanceof ToolgateError) throw e;
    throw new ToolgateError("input_invalid", "a check's options cannot be read as data", { path: "options" });
  }
}

/**
 * Origins as text, each read and made text once, frozen: the call's facts take this copy as it is
 * (what normaliseCall checks of them it checks of this copy).
 */
function textRecord(origins: unknown): Record<string, string> | undefined {
  if (typeof origins !== "object" || origins === null) return origins as undefined;
  const out = callRecord<string>();
  for (const [k, v] of Object.entries(origins)) put(out, k, String(v));
  return Object.freeze(out);
}

/** Labels as lists of text, each read and made text once; a value that is not a list is left for normaliseCall to refuse. */
function labelsRead(labels: unknown): Record<string, string[]> | string[] | undefined {
  if (Array.isArray(labels)) return labels.map(String);
  if (typeof labels !== "object" || labels === null) return labels as undefined;
  const out = callRecord<string[]>();
  for (const [k, v] of Object.entries(labels)) put(out, k, Array.isArray(v) ? v.map(String) : (v as string[]));
  return out;
}

/**
 * A call's arguments as data, read once (see plainCopy): what a check reads on every attempt at
 * the session's head. Bad input (not an object, a getter, toJSON or proxy that throws, what JSON
 * cannot write) is `input_invalid`.
 */
export function readArguments(args: Record<string, unknown>): Record<string, unknown> {
  if (typeof args !== "object" || args === null || Array.isArray(args)) throw new ToolgateError("input_invalid", "a call's arguments are an object", { path: "arguments" });
  try {
    return plainCopy(args);
  } catch (e) {
    throw e instanceof ToolgateError ? e : new ToolgateError("input_invalid", "the call cannot be read as data", { path: "call" });
  }
}
