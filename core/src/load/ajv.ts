// The ajv instances Toolgate compiles schemas with: Toolgate's own schemas for catalogues,
// rulebooks, settings and licences (every problem at once), and the schemas users and MCP
// upstreams write (arguments, results), which fail closed: JSON Schema 2020-12 unless the
// schema's `$schema` names draft-07, strict (an unknown keyword or format is an error, not
// ignored), and every `pattern` matched by RE2, in linear time, since the text it tests is an
// argument an attacker may write.
import { createRequire } from "node:module";
import type { Ajv, Options, ValidateFunction } from "ajv";
import type { Ajv2020 as Ajv2020Class } from "ajv/dist/2020.js";
import { plainValidator, plainValidatorReads } from "./plain-validator.js";
import { re2Engine } from "./re2.js";

export { re2Engine } from "./re2.js";

// ajv is loaded when the first schema is compiled, not when the engine is imported.
const require = createRequire(import.meta.url);
let AjvClass: typeof Ajv | undefined;
let Ajv2020: typeof Ajv2020Class | undefined;
let formats: ((a: Ajv) => Ajv) | undefined;

/** An ajv instance (draft-07) with `options`, ajv loaded on the first call. */
export function newAjv(options: Options): Ajv {
  return new (AjvClass ??= (require("ajv") as typeof import("ajv")).Ajv)(options);
}

export function newAjv2020(options: Options): Ajv {
  return new (Ajv2020 ??= (require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js")).Ajv2020)(options) as unknown as Ajv;
}

export function addFormats(ajv: Ajv): Ajv {
  // ajv-formats is CommonJS; its function is the module and its `default`.
  const loaded = require("ajv-formats") as { default?: unknown };
  formats ??= (loaded.default ?? loaded) as (a: Ajv) => Ajv;
  return formats(ajv);
}

function make(allErrors: boolean): Ajv {
  // ownProperties: a property a schema names (`constructor`, `toString`) is looked for on the data itself, never on its prototype.
  // validateSchema off: these are Toolgate's own schemas, checked by its tests, so the meta-schema
  // is not compiled at every start to check them again (a user's schema is, below).
  const ajv = newAjv({ ...FILE_OPTIONS, allErrors });
  addFormats(ajv);
  return ajv;
}

/** The options Toolgate's own file schemas compile with (every problem at once). */
export const FILE_OPTIONS: Options = { allErrors: true, strict: false, allowUnionTypes: true, useDefaults: false, ownProperties: true, validateSchema: false };

let fileAjvMade: Ajv | undefined;
/** The ajv instance for Toolgate's own file schemas, made when first asked for. */
export function fileAjv(): Ajv {
  return (fileAjvMade ??= make(true));
}
let checkPathAjv: Ajv | undefined;
/** For Toolgate's own schemas on the check path (a history): the first problem is the answer. Made when first asked for. */
export function callAjv(): Ajv {
  return (checkPathAjv ??= make(false));
}

/** Toolgate's own file schemas whose validators are generated ahead (`file-schemas.cts`), by name. */
export type FileSchemaName = "catalogue" | "keys" | "licence" | "manifest" | "rulebook";

/** The schemas given under a name, for the generator to write their validators from. */
export const namedFileSchemas = new Map<FileSchemaName, object>();

let generated: Partial<Record<FileSchemaName, ValidateFunction>> | undefined;
function generatedFileSchemas(): Partial<Record<FileSchemaName, ValidateFunction>> {
  return (generated ??= require("./file-schemas.cjs") as Partial<Record<FileSchemaName, ValidateFunction>>);
}

/**
 * A validator for one of Toolgate's own file schemas (every problem at once), made the first
 * time it validates: importing the engine compiles no schema a process never uses. A schema given
 * a name is validated by the code generated ahead for it (a test holds that code to the schema);
 * any other is compiled by ajv.
 */
export function compileFileSchema<T>(schema: object, name?: FileSchemaName): ValidateFunction<T> {
  if (name) namedFileSchemas.set(name, schema);
  let compiled: ValidateFunction<T> | undefined;
  const validate = function (this: unknown, data: unknown, context?: unknown): boolean {
    compiled ??= (name ? (generatedFileSchemas()[name] as ValidateFunction<T> | undefined) : undefined) ?? fileAjv().compile<T>(schema);
    const valid = (compiled as (this: unknown, data: unknown, context?: unknown) => boolean).call(this, data, context);
    validate.errors = compiled.errors;
    return valid;
  } as unknown as ValidateFunction<T>;
  validate.errors = null;
  return validate;
}

export const userOptions: Options = {
  allErrors: false,
  // Strict: an unknown keyword, an unknown format, a keyword ajv would ignore is an error at load.
  // Types and `required` are not held to ajv's stricter style rules: schemas that zod and MCP
  // servers emit are valid without them.
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  allowUnionTypes: true,
  useDefaults: false,
  validateFormats: true,
  code: { regExp: re2Engine },
};

export function withFormats<A extends Ajv>(ajv: A): A {
  addFormats(ajv);
  return ajv;
}

/** Draft 2020-12, the default: the dialect MCP servers and zod 4 emit; made when a schema first needs it. */
let ajv2020: Ajv | undefined;
/** The 2020-12 meta-schema's `$id`, under which ajv keeps it. */
export const META_2020 = "https://json-schema.org/draft/2020-12/schema";

/**
 * Gives ajv the 2020-12 meta-schema's validator as generated ahead (`meta-schema-2020.cts`, by
 * ajv's standalone code from these same options) instead of compiling the meta-schema at the
 * first user schema: ajv then checks each schema against it exactly where and as it did, with the
 * same errors, without the compile (most of a `toolgate check`'s catalogue load).
 */
function withMetaSchema2020(ajv: Ajv): Ajv {
  const env = ajv.schemas[META_2020];
  if (!env) throw new Error("ajv keeps no 2020-12 meta-schema");
  env.validate = require("./meta-schema-2020.cjs") as ValidateFunction;
  return ajv;
}

/** Draft-07, where a schema's `$schema` names it. */
let ajv07: Ajv | undefined;

/** The dialects a user's schema may name in `$schema` (with or without `#`, http or https). */
export type Dialect = "2020-12" | "draft-07";

/** The dialect a schema's `$schema` names; an unknown `$schema` is an error. */
export function dialectOf(schema: Record<string, unknown>): Dialect {
  const named = schema.$schema;
  if (named === undefined) return "2020-12";
  if (typeof named !== "string") throw new Error("`$schema` is not a string");
  const uri = named.replace(/^https?:\/\//, "").replace(/#$/, "");
  if (uri === "json-schema.org/draft/2020-12/schema") return "2020-12";
  if (uri === "json-schema.org/draft-07/schema") return "draft-07";
  throw new Error(`\`$schema\` names a dialect Toolgate does not read: \`${named}\` (2020-12 or draft-07)`);
}

/**
 * Compiles a schema a user or an upstream wrote, in the dialect its `$schema` names. Throws on
 * an unknown keyword, format or dialect, and on a `pattern` RE2 cannot read (a look-around, a
 * back-reference): such a pattern could not be matched in linear time.
 */
export function compileUserSchema(schema: Record<string, unknown>): ValidateFunction {
  const known = compiled.get(schema);
  if (known) return known;
  const ajv = dialectOf(schema) === "draft-07" ? (ajv07 ??= withFormats(newAjv(userOptions))) : (ajv2020 ??= withMetaSchema2020(withFormats(newAjv2020(userOptions))));
  // A schema is not kept under its `$id`: two catalogues may use one id for different schemas.
  let own = schema;
  if ("$id" in schema) {
    own = { ...schema };
    delete own.$id;
  }
  const validate = ajv.compile(own);
  compiled.set(schema, validate);
  return validate;
}

/** Each schema object compiled once: a catalogue given as the same object to many clients is compiled for the first. */
const compiled = new WeakMap<object, ValidateFunction>();

/** JSON Schema's type names. */
const TYPE_NAMES = new Set(["array", "boolean", "integer", "null", "number", "object", "string"]);

const isNumber = (v: unknown): boolean => typeof v === "number" && Number.isFinite(v);
const isCount = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
const isString = (v: unknown): boolean => typeof v === "string";
const isBoolean = (v: unknown): boolean => typeof v === "boolean";
const isAnything = (): boolean => true;
const uniqueStrings = (v: unknown, among?: ReadonlySet<string>): boolean =>
  Array.isArray(v) && v.every((x) => typeof x === "string" && (!among || among.has(x))) && new Set(v).size === v.length;

/**
 * The keywords of a schema known to compile without compiling it, each with the shape JSON
 * Schema 2020-12's meta-schema asks of its value: assertions on one value (types, bounds,
 * lengths, lists of allowed values, known formats, patterns RE2 and JavaScript both read),
 * `properties`, `additionalProperties` and `items` holding such schemas, and annotations. Any
 * other keyword (`$ref`, `oneOf`, `if`, `prefixItems`, `$defs`, `$id` …), any other dialect and
 * any value of another shape has the schema compiled when it is loaded, as before, which gives
 * its error.
 */
const PLAIN_KEYWORDS: Record<string, (v: unknown, depth: number) => boolean> = {
  type: (v) => (typeof v === "string" ? TYPE_NAMES.has(v) : uniqueStrings(v, TYPE_NAMES) && (v as unknown[]).length > 0),
  properties: (v, depth) => typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((s) => plainSchema(s, false, depth + 1)),
  additionalProperties: (v, depth) => plainSchema(v, false, depth + 1),
  items: (v, depth) => plainSchema(v, false, depth + 1),
  required: (v) => uniqueStrings(v),
  enum: (v) => Array.isArray(v) && v.length > 0,
  const: isAnything,
  minimum: isNumber,
  maximum: isNumber,
  exclusiveMinimum: isNumber,
  exclusiveMaximum: isNumber,
  multipleOf: (v) => isNumber(v) && (v as number) > 0,
  minLength: isCount,
  maxLength: isCount,
  minItems: isCount,
  maxItems: isCount,
  minProperties: isCount,
  maxProperties: isCount,
  uniqueItems: isBoolean,
  format: (v) => typeof v === "string" && knownFormats().has(v),
  pattern: (v) => typeof v === "string" && readsPattern(v),
  title: isString,
  description: isString,
  $comment: isString,
  default: isAnything,
  examples: (v) => Array.isArray(v),
  deprecated: isBoolean,
  readOnly: isBoolean,
  writeOnly: isBoolean,
};

let formatNames: ReadonlySet<string> | undefined;
/** The formats user schemas are compiled with: ajv-formats' list, which `addFormats` adds. */
function knownFormats(): ReadonlySet<string> {
  return (formatNames ??= new Set((require("ajv-formats/dist/formats") as { formatNames: string[] }).formatNames));
}

/**
 * A pattern both the meta-schema's `regex` format (JavaScript with the `u` flag, no `\Z`) and
 * RE2 read, as ajv compiles it (`u`): any other goes to the compile, which names its error.
 */
function readsPattern(pattern: string): boolean {
  if (pattern.includes("\\Z")) return false;
  try {
    new RegExp(pattern, "u");
    re2Engine(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

/** The deepest plain schema: a deeper one (hostile, or generated oddly) goes to ajv, as before. */
const PLAIN_DEPTH = 32;

function plainSchema(schema: unknown, root: boolean, depth = 0): boolean {
  if (typeof schema === "boolean") return true;
  if (typeof schema !== "object" || schema === null || Array.isArray(schema) || depth > PLAIN_DEPTH) return false;
  for (const [k, v] of Object.entries(schema)) {
    if (root && k === "$schema") {
      if (v !== META_2020) return false;
      continue;
    }
    if (!Object.hasOwn(PLAIN_KEYWORDS, k) || !PLAIN_KEYWORDS[k]!(v, depth)) return false;
  }
  return true;
}

/**
 * Whether a user's schema is known to compile without compiling it (and without loading ajv):
 * in 2020-12, with only the keywords of PLAIN_KEYWORDS, each value of the shape the meta-schema
 * asks. A test compiles every schema this accepts, over generated schemas and every catalogue in
 * the repository. Any other schema is compiled when loaded, which gives its error.
 */
export function compilesAsIs(schema: Record<string, unknown>): boolean {
  return plainSchema(schema, true);
}

/** 2020-12 for schemas `compilesAsIs` vouched for: their shapes are already checked, so the meta-schema's validator is not loaded to check them again. */
let ajvVouched: Ajv | undefined;
const compiledVouched = new WeakMap<object, ValidateFunction>();

/** Compiles a schema `compilesAsIs` accepted: the code ajv generates does not depend on checking the schema first. */
function compileVouchedSchema(schema: Record<string, unknown>): ValidateFunction {
  const known = compiledVouched.get(schema);
  if (known) return known;
  const validate = (ajvVouched ??= withFormats(newAjv2020({ ...userOptions, validateSchema: false }))).compile(schema);
  compiledVouched.set(schema, validate);
  return validate;
}

/**
 * A user's schema known to compile (`compilesAsIs`), made into a validator the first time it
 * validates: a process checking one call reads the one tool's schema, not the catalogue's. Its
 * plain keywords are validated as ajv's compiled code validates them, without loading ajv
 * (`plain-validator.ts`, held to ajv's answers and errors by a test); the function answers as the
 * compiled one, with its `errors`.
 */
export function deferredUserSchema(schema: Record<string, unknown>): ValidateFunction {
  let compiledHere: ValidateFunction | undefined;
  const validate = function (this: unknown, data: unknown, context?: unknown): boolean {
    compiledHere ??= plainValidatorReads(schema) ? (plainValidator(schema) as unknown as ValidateFunction) : compileVouchedSchema(schema);
    const valid = (compiledHere as (this: unknown, data: unknown, context?: unknown) => boolean).call(this, data, context);
    validate.errors = compiledHere.errors;
    return valid;
  } as unknown as ValidateFunction;
  validate.errors = null;
  return validate;
}

/** Keywords whose object keys are names (of properties, definitions), not keywords. */
const NAMING = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependentRequired", "dependencies"]);

/** The first path (a JSON pointer) in `schema` where `keyword` is used as a keyword, for a strict-mode error's line. */
export function keywordPointer(schema: unknown, keyword: string, at = "", naming = false): string | undefined {
  if (typeof schema !== "object" || schema === null) return undefined;
  const entries = Array.isArray(schema) ? schema.map((v, i) => [String(i), v] as const) : Object.entries(schema);
  for (const [k, v] of entries) {
    const here = `${at}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (k === keyword && !naming && !Array.isArray(schema)) return here;
    const deeper = keywordPointer(v, keyword, here, !naming && !Array.isArray(schema) && NAMING.has(k));
    if (deeper) return deeper;
  }
  return undefined;
}
