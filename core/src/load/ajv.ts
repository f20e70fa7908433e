// The ajv instances Toolgate compiles schemas with: Toolgate's own schemas for catalogues,
// rulebooks, settings and licences (every problem at once), and the schemas users and MCP
// upstreams write (arguments, results), which fail closed: JSON Schema 2020-12 unless the
// schema's `$schema` names draft-07, strict (an unknown keyword or format is an error, not
// ignored), and every `pattern` matched by RE2, in linear time, since the text it tests is an
// argument an attacker may write.
import { createRequire } from "node:module";
import type { Ajv, Options, ValidateFunction } from "ajv";
import type { Ajv2020 as Ajv2020Class } from "ajv/dist/2020.js";

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

let RE2JS: typeof import("re2js").RE2JS | undefined;

/**
 * RE2 as ajv's regular expression engine: `pattern` and `patternProperties` in linear time.
 * re2js is RE2 ported to JavaScript, so the engine needs no native module. ajv asks only for
 * `test` (a pattern matches anywhere in the text, as JSON Schema says) and `toString`, which it
 * keeps compiled patterns by: it must differ for every pattern, as a RegExp's does. `u` is ajv's
 * own flag, and re2js reads Unicode always.
 */
export const re2Engine = Object.assign(
  (pattern: string, flags: string) => {
    RE2JS ??= (require("re2js") as typeof import("re2js")).RE2JS;
    const compiled = RE2JS.compile(pattern, flags.includes("i") ? RE2JS.CASE_INSENSITIVE : 0);
    return { test: (text: string) => compiled.test(text), toString: () => `/${pattern}/${flags}` };
  },
  {
    // The same engine as source text, for validators generated ahead with ajv's standalone code.
    code: '(pattern, flags) => { const { RE2JS } = require("re2js"); const compiled = RE2JS.compile(pattern, flags.includes("i") ? RE2JS.CASE_INSENSITIVE : 0); return { test: (text) => compiled.test(text), toString: () => `/${pattern}/${flags}` }; }',
  },
);

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
