// Which checks run and with what settings: `checks=[...]` (omitted = all on), each entry an
// id or `setting(id, {...})`, validated against the check's own settings schema at creation.
import { isDeepStrictEqual } from "node:util";
import type { Ajv, ValidateFunction } from "ajv";
import { newAjv } from "../load/ajv.js";
import type { Check, SettingsSchema } from "./check.js";
import type { Mode } from "../model.js";
import { ToolgateError } from "../errors.js";
import { readYaml } from "../load/yaml-file.js";
import { DEFAULT_CHECK_TIMEOUT_MS } from "./pipeline.js";

export interface CheckSetting {
  id: string;
  settings: Record<string, unknown>;
}

/** A check turned on with settings: `setting("s1_veto", { mode: "refuse" })`. */
export function setting(id: string, settings: Record<string, unknown> = {}): CheckSetting {
  return { id, settings };
}

export type CheckSelection = Array<string | CheckSetting>;

export const MODES = ["off", "refuse", "confirm"] as const satisfies readonly Mode[];
export type { Mode } from "../model.js";

/** The longest time budget a check may be given, in milliseconds. */
export const MAX_CHECK_TIMEOUT_MS = 60_000;

/**
 * `timeout_ms`, which every check takes: how long its answer is waited for before the call is
 * refused `check_failed`. The default is the check's own `meta.timeoutMs`, or 50 ms.
 */
function timeoutSetting(check: Check): SettingsSchema["properties"][string] {
  const own = check.meta.timeoutMs;
  const fallback = typeof own === "number" && Number.isInteger(own) && own >= 1 && own <= MAX_CHECK_TIMEOUT_MS ? own : DEFAULT_CHECK_TIMEOUT_MS;
  return {
    description: "how long, in milliseconds, the check's answer is waited for; past it the call is refused check_failed",
    type: "integer",
    minimum: 1,
    maximum: MAX_CHECK_TIMEOUT_MS,
    default: fallback,
  };
}

/** The settings schema a check is validated with: its own, plus `timeout_ms`, plus `mode` for checks with modes. */
export function effectiveSchema(check: Check): SettingsSchema {
  const own = check.meta.settings ?? { type: "object", properties: {} };
  const properties = { ...own.properties, timeout_ms: timeoutSetting(check) };
  if (!check.meta.modes) return { ...own, additionalProperties: false, properties };
  return {
    ...own,
    additionalProperties: false,
    properties: {
      mode: { description: "off; refuse, a strict block; or confirm, ask the person", enum: [...MODES], default: "confirm" },
      ...properties,
    },
  };
}

let settingsAjv: Ajv | undefined;
const compiled = new WeakMap<Check, ValidateFunction>();

function validatorFor(check: Check): ValidateFunction {
  let v = compiled.get(check);
  if (!v) {
    v = (settingsAjv ??= newAjv({ allErrors: true, strict: false, useDefaults: true })).compile(effectiveSchema(check));
    compiled.set(check, v);
  }
  return v;
}

/** The keywords a settings schema's top level may use for its defaults to be read without compiling it. */
const PLAIN_TOP = new Set(["type", "properties", "additionalProperties", "description", "title"]);
/** The keywords each of its properties may use. */
const PLAIN_PROPERTY = new Set(["type", "default", "description", "title", "minimum", "maximum", "enum", "items"]);
const JSON_TYPES: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === "string",
  number: (v) => typeof v === "number" && Number.isFinite(v),
  integer: (v) => typeof v === "number" && Number.isInteger(v),
  boolean: (v) => typeof v === "boolean",
  null: (v) => v === null,
  array: (v) => Array.isArray(v),
  object: (v) => typeof v === "object" && v !== null && !Array.isArray(v),
};

/** Whether `value` holds against a plain property schema; undefined where that cannot be told without the validator. */
function plainHolds(schema: Record<string, unknown>, value: unknown): boolean | undefined {
  // A keyword of the wrong shape is the meta-schema's to report.
  for (const k of ["minimum", "maximum"]) if (schema[k] !== undefined && typeof schema[k] !== "number") return undefined;
  for (const k of ["description", "title"]) if (schema[k] !== undefined && typeof schema[k] !== "string") return undefined;
  if (schema.items !== undefined && typeof schema.items !== "boolean" && (typeof schema.items !== "object" || schema.items === null)) return undefined;
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.every((t) => typeof t === "string" && Object.hasOwn(JSON_TYPES, t))) return undefined;
    if (!types.some((t) => JSON_TYPES[t as string]!(value))) return false;
  }
  if (schema.enum !== undefined) {
    if (!Array.isArray(schema.enum)) return undefined;
    if (!schema.enum.some((e) => isDeepStrictEqual(e, value))) return false;
  }
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) return false;
    if (typeof schema.maximum === "number" && value > schema.maximum) return false;
  }
  // An array's items would need their own schema checked: only an empty one is told here.
  if (schema.items !== undefined && Array.isArray(value) && value.length > 0) return undefined;
  return true;
}

/**
 * The settings a check has when none are given (its defaults), read straight from a schema that
 * uses only plain keywords, each default checked against its property's schema; undefined where
 * the schema or a default needs the validator (which then gives the same answer or the error).
 * A process checking with default settings compiles no settings schema.
 */
export function plainDefaults(schema: SettingsSchema): Record<string, unknown> | undefined {
  const top = schema as unknown as Record<string, unknown>;
  if (!Object.keys(top).every((k) => PLAIN_TOP.has(k)) || top.type !== "object" || typeof top.additionalProperties !== "boolean") return undefined;
  if ((top.description !== undefined && typeof top.description !== "string") || (top.title !== undefined && typeof top.title !== "string")) return undefined;
  const properties = top.properties;
  if (typeof properties !== "object" || properties === null || Array.isArray(properties)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties as Record<string, unknown>)) {
    if (typeof property !== "object" || property === null || Array.isArray(property)) return undefined;
    const p = property as Record<string, unknown>;
    if (!Object.keys(p).every((k) => PLAIN_PROPERTY.has(k))) return undefined;
    const holds = plainHolds(p, Object.hasOwn(p, "default") ? p.default : undefined);
    if (!Object.hasOwn(p, "default")) {
      if (holds === undefined) return undefined;
      continue;
    }
    if (holds !== true) return undefined;
    Object.defineProperty(out, name, { value: structuredClone(p.default), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** One check's settings, defaults filled in; a bad value is a ToolgateError naming the check and field. */
export function resolveSettings(check: Check, given: Record<string, unknown> | undefined, from: string): Record<string, unknown> {
  if (given === undefined || Object.keys(given).length === 0) {
    const defaults = plainDefaults(effectiveSchema(check));
    if (defaults) return defaults;
  }
  const value = structuredClone(given ?? {});
  const validate = validatorFor(check);
  if (!validate(value)) {
    const e = validate.errors![0]!;
    const field = e.keyword === "additionalProperties" ? `/${String((e.params as { additionalProperty: string }).additionalProperty)}` : e.instancePath;
    throw new ToolgateError("settings_invalid", `\`${check.meta.id}\`${field ? ` ${field}` : ""}: ${e.message ?? e.keyword}`, { file: from, path: `${check.meta.id}${field}` });
  }
  return value;
}

export interface SettingsFile {
  checks?: CheckSelection;
  /** Plugin packages to load (their `plugin` export), by package name or path. */
  plugins?: string[];
  settings?: Record<string, Record<string, unknown>>;
}

/** Reads a settings file (YAML): `checks: [...]` and `settings: { id: {...} }`. */
export function readSettingsFile(file: string): SettingsFile {
  const source = readYaml(file, "settings_invalid");
  const data = source.data as Record<string, unknown> | null;
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new ToolgateError("settings_invalid", "the settings file must be a mapping", { file });
  for (const key of Object.keys(data)) {
    if (key !== "checks" && key !== "settings" && key !== "plugins") throw new ToolgateError("settings_invalid", `unknown key \`${key}\``, { file, line: source.lineOf(`/${key}`), path: `/${key}` });
  }
  const checks = data.checks;
  if (checks !== undefined && !Array.isArray(checks)) throw new ToolgateError("settings_invalid", "`checks` must be a list", { file, line: source.lineOf("/checks"), path: "/checks" });
  const out: SettingsFile = {};
  if (data.plugins !== undefined) {
    if (!Array.isArray(data.plugins) || data.plugins.some((p) => typeof p !== "string" || p.length === 0)) {
      throw new ToolgateError("settings_invalid", "`plugins` must be a list of package names", { file, line: source.lineOf("/plugins"), path: "/plugins" });
    }
    out.plugins = data.plugins as string[];
  }
  if (Array.isArray(checks)) {
    out.checks = checks.map((c, i) => {
      if (typeof c === "string") return c;
      if (typeof c === "object" && c !== null && !Array.isArray(c) && Object.keys(c).length === 1) {
        const [id, s] = Object.entries(c)[0]!;
        return setting(id, (s ?? {}) as Record<string, unknown>);
      }
      throw new ToolgateError("settings_invalid", "each entry is an id or `{ id: { settings } }`", { file, line: source.lineOf(`/checks/${i}`), path: `/checks/${i}` });
    });
  }
  if (data.settings !== undefined) {
    if (typeof data.settings !== "object" || data.settings === null || Array.isArray(data.settings)) {
      throw new ToolgateError("settings_invalid", "`settings` must be a mapping of check id to settings", { file, line: source.lineOf("/settings"), path: "/settings" });
    }
    out.settings = data.settings as Record<string, Record<string, unknown>>;
  }
  return out;
}

export interface ActiveCheck {
  check: Check;
  on: boolean;
  mode: Mode | undefined;
  settings: Record<string, unknown>;
}

/**
 * Resolves the selection against the placed checks: listed ones on, the rest off unless they
 * cannot be switched off; an unknown id or bad setting throws, never ignored.
 */
export function selectChecks(
  ordered: ReadonlyArray<{ check: Check }>,
  selection: CheckSelection | undefined,
  extraSettings: Record<string, Record<string, unknown>> | undefined,
  from: string,
): ActiveCheck[] {
  const known = new Map(ordered.map((o) => [o.check.meta.id, o.check]));
  const listed = new Map<string, Record<string, unknown>>();
  for (const entry of selection ?? []) {
    const s = typeof entry === "string" ? setting(entry) : entry;
    if (typeof s !== "object" || s === null || typeof s.id !== "string") throw new ToolgateError("settings_invalid", "a `checks` entry is an id or setting(id, {...})", { file: from });
    if (!known.has(s.id)) throw new ToolgateError("unknown_check", `unknown check \`${s.id}\`; the checks are ${[...known.keys()].join(", ")}`, { file: from, path: s.id });
    if (listed.has(s.id)) throw new ToolgateError("settings_invalid", `check \`${s.id}\` is listed twice`, { file: from, path: s.id });
    listed.set(s.id, s.settings ?? {});
  }
  for (const id of Object.keys(extraSettings ?? {})) {
    if (!known.has(id)) throw new ToolgateError("unknown_check", `settings for unknown check \`${id}\``, { file: from, path: id });
  }
  return ordered.map(({ check }) => {
    const id = check.meta.id;
    const given = { ...((extraSettings && Object.hasOwn(extraSettings, id) ? extraSettings[id] : undefined) ?? {}), ...(listed.get(id) ?? {}) };
    const settings = resolveSettings(check, given, from);
    const selected = selection === undefined || listed.has(id) || !check.meta.switchable;
    const mode = check.meta.modes ? (settings.mode as Mode) : undefined;
    return { check, on: selected && mode !== "off", mode, settings };
  });
}
