// The 2020-12 meta-schema's validator generated ahead: the file is what the generator writes from
// the installed ajv, and user schemas are judged by it as by the meta-schema ajv compiles itself,
// with the same errors.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import { compileUserSchema, META_2020, newAjv2020, userOptions, withFormats } from "./ajv.js";
import { META_SCHEMA_2020_FILE, metaSchema2020Source } from "./meta-schema-source.js";

const require = createRequire(import.meta.url);
const generated = require("./meta-schema-2020.cjs") as ((schema: unknown) => boolean) & { errors?: unknown };

/** ajv compiling the meta-schema itself, with the options user schemas compile with. */
const reference = withFormats(newAjv2020(userOptions));

function judged(schema: Record<string, unknown>): string {
  try {
    compileUserSchema(schema);
    return "compiled";
  } catch (e) {
    return (e as Error).message;
  }
}

const KEYWORDS = ["type", "pattern", "minimum", "required", "items", "properties", "enum", "$ref", "format", "additionalProperties", "$anchor", "const", "minLength", "prefixItems", "$defs", "$dynamicRef", "dependentRequired", "unevaluatedProperties", "oneOf", "not"];
const VALUES = fc.oneof(
  fc.constantFrom<unknown>(1, -1, 1.5, "x", "string", "object", "^(a", "a b", "#/x", null, true, [], {}, ["a"], ["a", "a"], { type: "nope" }, { type: "string" }, [{ type: "string" }]),
  fc.string({ maxLength: 6 }),
);
const SCHEMAS = fc.dictionary(fc.constantFrom(...KEYWORDS), VALUES, { maxKeys: 4 });

describe("the 2020-12 meta-schema generated ahead", () => {
  it("is what the generator writes from the installed ajv", () => {
    expect(readFileSync(META_SCHEMA_2020_FILE, "utf8"), "run `node core/dist/load/meta-schema-source.js --write`").to.equal(metaSchema2020Source());
  });

  it("judges generated schemas as the meta-schema ajv compiles does, with the same errors", function () {
    this.timeout(60_000);
    let invalid = 0;
    fc.assert(
      fc.property(SCHEMAS, (schema) => {
        const want = reference.validateSchema(schema);
        const wantText = want ? "" : reference.errorsText(reference.errors);
        const got = generated(schema);
        const gotText = got ? "" : reference.errorsText(generated.errors as never);
        if (!want) invalid++;
        expect([got, gotText], JSON.stringify(schema)).to.deep.equal([want, wantText]);
      }),
      { numRuns: 2000 },
    );
    expect(invalid).to.be.greaterThan(200);
  });

  it("refuses a user schema the meta-schema refuses, with ajv's words", () => {
    expect(judged({ type: "strnig" })).to.match(/^schema is invalid: data\/type must be equal to one of the allowed values/);
    expect(judged({ type: "object", required: "name" })).to.equal("schema is invalid: data/required must be array");
    expect(judged({ type: "object", properties: { name: { type: "string" } } })).to.equal("compiled");
    expect(META_2020).to.equal("https://json-schema.org/draft/2020-12/schema");
  });
});
