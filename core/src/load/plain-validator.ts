// A user's schema of plain keywords (`compilesAsIs`) validated as ajv's compiled code validates
// it, without loading ajv: the same steps in the same order (ajv's groups of keywords: any type,
// then number, string, array, object; the type checked first or at its group as ajv decides), the
// same first error with its paths, words and params. A test holds it to ajv's answers and errors
// over generated schemas and data; a schema with a property named `__proto__` (which ajv reads
// two ways) is left to ajv.
import { createRequire } from "node:module";
import type { ErrorObject } from "ajv";
import { re2Engine } from "./re2.js";

const require = createRequire(import.meta.url);
// ajv's own runtime helpers, as its compiled code uses them (small modules, no compiler).
let equalFn: ((a: unknown, b: unknown) => boolean) | undefined;
const equal = (a: unknown, b: unknown): boolean => (equalFn ??= (require("ajv/dist/runtime/equal") as { default: (a: unknown, b: unknown) => boolean }).default)(a, b);
let ucs2lengthFn: ((s: string) => number) | undefined;
const ucs2length = (s: string): number => (ucs2lengthFn ??= (require("ajv/dist/runtime/ucs2length") as { default: (s: string) => number }).default)(s);

type FormatDef = RegExp | ((data: unknown) => boolean) | { type?: string; validate: RegExp | ((data: unknown) => boolean); async?: boolean };
let fullFormats: Record<string, FormatDef> | undefined;
const formatOf = (name: string): FormatDef => (fullFormats ??= (require("ajv-formats/dist/formats") as { fullFormats: Record<string, FormatDef> }).fullFormats)[name]!;

type Schema = boolean | Record<string, unknown>;
type Failure = ErrorObject;

/** ajv's groups of keywords by the type they apply to, each in ajv's order (its RULES). */
const GROUPS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["number", ["maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf", "format"]],
  ["string", ["maxLength", "minLength", "pattern", "format"]],
  ["array", ["maxItems", "minItems", "items", "uniqueItems"]],
  ["object", ["maxProperties", "minProperties", "required", "additionalProperties", "properties"]],
];
const GROUP_OF = new Map(GROUPS);

/** ajv's type test (strict numbers: a number is finite). */
function isType(type: string, data: unknown): boolean {
  switch (type) {
    case "null":
      return data === null;
    case "array":
      return Array.isArray(data);
    case "object":
      return !!data && typeof data === "object" && !Array.isArray(data);
    case "integer":
      return typeof data === "number" && !(data % 1) && !Number.isNaN(data) && Number.isFinite(data);
    case "number":
      return typeof data === "number" && Number.isFinite(data);
    default:
      return typeof data === type;
  }
}

const pointer = (key: string): string => key.replace(/~/g, "~0").replace(/\//g, "~1");
const fragment = (key: string): string => encodeURIComponent(pointer(key));
/** A property name ajv reads from `properties` (it skips `__proto__`). */
const schemaProperties = (props: Record<string, unknown>): string[] => Object.keys(props).filter((p) => p !== "__proto__");
/** ajv skips a subschema that cannot fail: `true` or `{}`. */
const alwaysValid = (s: unknown): boolean => s === true || (typeof s === "object" && s !== null && Object.keys(s).length === 0);

/** A schema value as ajv writes it into its code (a literal: -0 is written 0). */
const literal = (v: unknown): unknown => (Object.is(v, -0) ? 0 : v);

const fail = (instancePath: string, schemaPath: string, keyword: string, params: Record<string, unknown>, message: string): Failure => ({ instancePath, schemaPath, keyword, params, message });

const patterns = new Map<string, { test(text: string): boolean }>();

function formatFails(name: string, group: string, data: unknown): boolean | undefined {
  const def = formatOf(name);
  const type = typeof def === "object" && !(def instanceof RegExp) ? (def.type ?? "string") : "string";
  if (type !== group) return undefined;
  const check = typeof def === "object" && !(def instanceof RegExp) ? def.validate : def;
  return !(typeof check === "function" ? check(data) : check.test(data as string));
}

function keyword(s: Record<string, unknown>, k: string, group: string, data: unknown, ip: string, sp: string): Failure | undefined {
  const v = s[k];
  const at = `${sp}/${k}`;
  switch (k) {
    case "maximum":
      return (data as number) > (v as number) || Number.isNaN(data) ? fail(ip, at, k, { comparison: "<=", limit: literal(v) }, `must be <= ${String(v)}`) : undefined;
    case "minimum":
      return (data as number) < (v as number) || Number.isNaN(data) ? fail(ip, at, k, { comparison: ">=", limit: literal(v) }, `must be >= ${String(v)}`) : undefined;
    case "exclusiveMaximum":
      return (data as number) >= (v as number) || Number.isNaN(data) ? fail(ip, at, k, { comparison: "<", limit: literal(v) }, `must be < ${String(v)}`) : undefined;
    case "exclusiveMinimum":
      return (data as number) <= (v as number) || Number.isNaN(data) ? fail(ip, at, k, { comparison: ">", limit: literal(v) }, `must be > ${String(v)}`) : undefined;
    case "multipleOf": {
      const res = (data as number) / (v as number);
      return v === 0 || res !== parseInt(res as unknown as string) ? fail(ip, at, k, { multipleOf: literal(v) }, `must be multiple of ${String(v)}`) : undefined;
    }
    case "format":
      return formatFails(v as string, group, data) ? fail(ip, at, k, { format: v }, `must match format "${String(v)}"`) : undefined;
    case "maxLength":
      return ucs2length(data as string) > (v as number) ? fail(ip, at, k, { limit: literal(v) }, `must NOT have more than ${String(v)} characters`) : undefined;
    case "minLength":
      return ucs2length(data as string) < (v as number) ? fail(ip, at, k, { limit: literal(v) }, `must NOT have fewer than ${String(v)} characters`) : undefined;
    case "pattern": {
      let re = patterns.get(v as string);
      if (!re) patterns.set(v as string, (re = re2Engine(v as string, "u")));
      return !re.test(data as string) ? fail(ip, at, k, { pattern: v }, `must match pattern "${String(v)}"`) : undefined;
    }
    case "maxItems":
      return (data as unknown[]).length > (v as number) ? fail(ip, at, k, { limit: literal(v) }, `must NOT have more than ${String(v)} items`) : undefined;
    case "minItems":
      return (data as unknown[]).length < (v as number) ? fail(ip, at, k, { limit: literal(v) }, `must NOT have fewer than ${String(v)} items`) : undefined;
    case "items": {
      if (alwaysValid(v)) return undefined;
      const list = data as unknown[];
      for (let i = 0; i < list.length; i++) {
        const f = validateAt(v as Schema, list[i], `${ip}/${i}`, at);
        if (f) return f;
      }
      return undefined;
    }
    case "uniqueItems":
      return v === true ? duplicates(s, data as unknown[], ip, at) : undefined;
    case "maxProperties":
      return Object.keys(data as object).length > (v as number) ? fail(ip, at, k, { limit: literal(v) }, `must NOT have more than ${String(v)} properties`) : undefined;
    case "minProperties":
      return Object.keys(data as object).length < (v as number) ? fail(ip, at, k, { limit: literal(v) }, `must NOT have fewer than ${String(v)} properties`) : undefined;
    case "required": {
      // ajv checks fewer than 200 names in one expression, where a missing name `""` (falsy) is passed over.
      const loop = (v as string[]).length >= 200;
      for (const name of v as string[]) {
        // ajv (without `ownProperties`) reads a property as `data[name]`, the prototype's included.
        if ((data as Record<string, unknown>)[name] === undefined && (loop || name !== "")) return fail(ip, at, k, { missingProperty: name }, `must have required property '${name}'`);
      }
      return undefined;
    }
    case "additionalProperties": {
      if (alwaysValid(v)) return undefined;
      const props = s.properties === undefined ? NO_PROPERTIES : propertiesOf(s.properties as Record<string, unknown>);
      const byName = props.length > 8;
      for (const key in data as object) {
        if (byName ? Object.hasOwn(s.properties as object, key) : props.names.includes(key)) continue;
        if (v === false) return fail(ip, at, k, { additionalProperty: key }, "must NOT have additional properties");
        const f = validateAt(v as Schema, (data as Record<string, unknown>)[key], `${ip}/${pointer(key)}`, at);
        if (f) return f;
      }
      return undefined;
    }
    case "properties": {
      const props = propertiesOf(v as Record<string, unknown>);
      for (let i = 0; i < props.checked.length; i++) {
        const p = props.checked[i]!;
        const value = (data as Record<string, unknown>)[p.name];
        if (value === undefined) continue;
        const f = validateAt(p.schema, value, `${ip}/${p.pointer}`, `${at}/${p.fragment}`);
        if (f) return f;
      }
      return undefined;
    }
    default:
      throw new Error(`a plain schema has no keyword \`${k}\``);
  }
}

/** ajv's uniqueItems: by value in one pass where the items' types are scalars, else pair by pair. */
function duplicates(s: Record<string, unknown>, data: unknown[], ip: string, at: string): Failure | undefined {
  const items = s.items;
  const itemTypes = typeof items === "object" && items !== null ? typesOf(items as Record<string, unknown>) : [];
  let i = data.length;
  let j: number | undefined;
  if (i <= 1) return undefined;
  const found = (): Failure => fail(ip, at, "uniqueItems", { i, j }, `must NOT have duplicate items (items ## ${String(j)} and ${String(i)} are identical)`);
  if (itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array")) {
    const indices: Record<string, unknown> = {};
    for (; i--; ) {
      let item = data[i];
      if (!itemTypes.some((t) => isType(t, item))) continue;
      if (itemTypes.length > 1 && typeof item === "string") item += "_";
      if (typeof indices[item as string] === "number") {
        j = indices[item as string] as number;
        return found();
      }
      indices[item as string] = i;
    }
    return undefined;
  }
  for (; i--; ) {
    for (j = i; j--; ) if (equal(data[i], data[j])) return found();
  }
  return undefined;
}

function typesOf(s: Record<string, unknown>): string[] {
  const t = s.type;
  return t === undefined ? [] : Array.isArray(t) ? (t as string[]) : [t as string];
}

function typeError(s: Record<string, unknown>, ip: string, sp: string): Failure {
  return fail(ip, `${sp}/type`, "type", { type: s.type }, `must be ${String(s.type)}`);
}

/**
 * What validating against one subschema reads of it, read once per schema object (ajv's compiled
 * code reads it once too, when it compiles): its types, whether the type is checked first, and
 * each group's keywords that it uses. Schemas are the catalogue's, loaded once and not changed.
 */
interface SchemaPlan {
  types: string[];
  checkedFirst: boolean;
  groups: Array<readonly [string, readonly string[]]>;
}
const plans = new WeakMap<object, SchemaPlan>();

function planOf(s: Record<string, unknown>): SchemaPlan {
  let plan = plans.get(s);
  if (!plan) {
    const types = typesOf(s);
    const hasRulesFor = (type: string): boolean => GROUP_OF.get(type)?.some((k) => s[k] !== undefined) ?? false;
    const groups: Array<readonly [string, readonly string[]]> = [];
    for (const [group, keywords] of GROUPS) {
      const used = keywords.filter((k) => s[k] !== undefined);
      if (used.length > 0) groups.push([group, used]);
    }
    plans.set(s, (plan = { types, checkedFirst: types.length > 0 && !(types.length === 1 && hasRulesFor(types[0]!)), groups }));
  }
  return plan;
}

/** The properties ajv reads of a `properties` keyword: their names, and those that can fail with their paths' parts written once. */
interface PropertiesPlan {
  names: string[];
  length: number;
  checked: Array<{ name: string; schema: Schema; pointer: string; fragment: string }>;
}
const NO_PROPERTIES: PropertiesPlan = { names: [], length: 0, checked: [] };
const propertyPlans = new WeakMap<object, PropertiesPlan>();

function propertiesOf(props: Record<string, unknown>): PropertiesPlan {
  let plan = propertyPlans.get(props);
  if (!plan) {
    const names = schemaProperties(props);
    const checked = names.filter((name) => !alwaysValid(props[name])).map((name) => ({ name, schema: props[name] as Schema, pointer: pointer(name), fragment: fragment(name) }));
    propertyPlans.set(props, (plan = { names, length: names.length, checked }));
  }
  return plan;
}

/** The first error ajv's compiled code reports for `data` at `ip` against the subschema at `sp`. */
function validateAt(schema: Schema, data: unknown, ip: string, sp: string): Failure | undefined {
  if (schema === true) return undefined;
  if (schema === false) return fail(ip, `${sp}/false schema`, "false schema", {}, "boolean schema is false");
  const s = schema;
  const { types, checkedFirst, groups } = planOf(s);
  if (checkedFirst && !types.some((t) => isType(t, data))) return typeError(s, ip, sp);
  if (s.const !== undefined) {
    const c = s.const;
    if (c && typeof c === "object" ? !equal(data, c) : c !== data) return fail(ip, `${sp}/const`, "const", { allowedValue: literal(c) }, "must be equal to constant");
  }
  if (s.enum !== undefined) {
    const values = s.enum as unknown[];
    const loop = values.length >= 200;
    if (!values.some((v) => (loop || (typeof v === "object" && v !== null) ? equal(data, v) : data === v))) return fail(ip, `${sp}/enum`, "enum", { allowedValues: values }, "must be equal to one of the allowed values");
  }
  for (let i = 0; i < groups.length; i++) {
    const [group, used] = groups[i]!;
    if (isType(group, data)) {
      for (const k of used) {
        const f = keyword(s, k, group, data, ip, sp);
        if (f) return f;
      }
    } else if (types.length === 1 && types[0] === group && !checkedFirst) {
      return typeError(s, ip, sp);
    }
  }
  return undefined;
}

/** Whether this validator reads a plain schema as ajv does: every one but a schema naming a property `__proto__`. */
export function plainValidatorReads(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return true;
  const s = schema as Record<string, unknown>;
  if (typeof s.properties === "object" && s.properties !== null) {
    if (Object.hasOwn(s.properties, "__proto__")) return false;
    if (!Object.values(s.properties).every(plainValidatorReads)) return false;
  }
  return plainValidatorReads(s.additionalProperties) && plainValidatorReads(s.items);
}

/** A validate function for a plain schema (see `compilesAsIs`), answering and setting `errors` as ajv's compiled one. */
export function plainValidator(schema: Record<string, unknown>): (data: unknown) => boolean {
  const validate = Object.assign(
    (data: unknown): boolean => {
      const f = validateAt(schema, data, "", "#");
      validate.errors = f ? [f] : null;
      return !f;
    },
    { errors: null as Failure[] | null },
  );
  return validate;
}
