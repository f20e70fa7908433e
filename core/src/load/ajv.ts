// One ajv instance for every schema Toolgate compiles: user argument and result schemas,
// and Toolgate's own schemas for catalogues, rulebooks, settings and licences.
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv) => Ajv;

function make(allErrors: boolean): Ajv {
  // ownProperties: a property a schema names (`constructor`, `toString`) is looked for on the data itself, never on its prototype.
  const ajv = new Ajv({ allErrors, strict: false, allowUnionTypes: true, useDefaults: false, ownProperties: true });
  addFormats(ajv);
  return ajv;
}

/** For Toolgate's own file schemas: every problem at once. */
export const fileAjv = make(true);
/** For argument schemas on the check path: the first problem is the answer. */
export const callAjv = make(false);

export function compileFileSchema<T>(schema: object): ValidateFunction<T> {
  return fileAjv.compile<T>(schema);
}
