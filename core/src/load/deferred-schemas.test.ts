// User schemas compiled when first used: every schema `compilesAsIs` accepts compiles (so a
// catalogue's errors are still found when it is loaded), over generated schemas and every
// catalogue in the repository; a deferred validator answers as the compiled one, with its errors.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { compilesAsIs, compileUserSchema, deferredUserSchema, META_2020 } from "./ajv.js";
import { parseYaml } from "./yaml-file.js";
import { Catalogue } from "../catalogue/catalogue.js";
import { ToolgateError } from "../errors.js";

const require = createRequire(import.meta.url);
const metaSchema = require("./meta-schema-2020.cjs") as (schema: unknown) => boolean;
const root = fileURLToPath(new URL("../../../", import.meta.url));

/** Every catalogue in the repository (none is in a held-out split). */
const CATALOGUES = [
  "plugins/examples/catalogue.yaml",
  "rulebooks/catalogues/shop.yaml",
  "docs/examples/business-hours/examples/catalogue.yaml",
  "test/grammar-cases/catalogue.yaml",
  "test/hunt/clean/catalogue.yaml",
  "test/hunt/seeded/catalogue.yaml",
  "test/injection/catalogues/bank.yaml",
  "test/injection/catalogues/chat.yaml",
  "test/injection/catalogues/mail.yaml",
  "test/injection/catalogues/travel.yaml",
];

/** What compiling a schema gives: "compiled" or the error's words. */
function compiledOrError(schema: Record<string, unknown>): string {
  try {
    compileUserSchema(schema);
    return "compiled";
  } catch (e) {
    return (e as Error).message;
  }
}

const NAMES = fc.constantFrom("id", "amount", "to", "__proto__", "constructor", "toString", "a b", "ü", "");
const VALUE = fc.oneof(
  fc.constantFrom<unknown>(0, 1, -1, 1.5, 200, "", "x", "string", "integer", "object", "nope", "email", "date-time", "regex", "uri", "^[a-z]+$", "^(a", "(?=a)", "\\1", "a\\Z", null, true, false, [], ["a"], ["a", "a"], ["string", "null"], ["string", "nope"], [1, "a"], {}),
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -3, max: 300 }),
);
/** Values to validate: of every type, near the bounds and names the generated schemas use. */
const DATA: unknown[] = [null, true, 0, -1, 1.5, 200, "", "x", "a@b.example", "2024-01-31", [], [1, 1], ["x", 2], {}, { id: "x" }, { id: 1, amount: 2 }, { to: "a@b.example", "a b": [] }, { ü: null, "": "" }];
const KEYWORDS = ["type", "properties", "required", "additionalProperties", "items", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "multipleOf", "minLength", "maxLength", "minItems", "uniqueItems", "maxProperties", "format", "pattern", "title", "description", "default", "examples", "deprecated", "$comment", "$schema", "$ref", "oneOf", "prefixItems", "maxLenght", "nullable"];

const { schema: SCHEMA } = fc.letrec<{ schema: Record<string, unknown>; sub: unknown }>((tie) => ({
  schema: fc.dictionary(fc.constantFrom(...KEYWORDS), fc.oneof({ depthSize: "small", withCrossShrink: true }, VALUE, tie("sub"), fc.dictionary(NAMES, tie("sub"), { maxKeys: 3 })), { maxKeys: 5 }),
  sub: fc.oneof({ depthSize: "small", withCrossShrink: true }, fc.boolean(), tie("schema")),
}));

describe("user schemas compiled when first used", () => {
  it("compiles every generated schema it does not compile at load, and leaves many to the compile", function () {
    this.timeout(120_000);
    let deferred = 0;
    let compiledNow = 0;
    fc.assert(
      fc.property(SCHEMA, (schema) => {
        if (!compilesAsIs(schema)) {
          compiledNow++;
          return;
        }
        deferred++;
        expect(compiledOrError(schema), JSON.stringify(schema)).to.equal("compiled");
        expect(metaSchema(schema), JSON.stringify(schema)).to.equal(true);
        // Compiled when first used, it answers as compiled at load, with the same errors.
        const now = compileUserSchema(schema);
        const later = deferredUserSchema(schema);
        for (const data of DATA) expect([later(data), later.errors], `${JSON.stringify(schema)} on ${JSON.stringify(data)}`).to.deep.equal([now(data), now.errors]);
      }),
      { numRuns: 6000 },
    );
    expect(deferred).to.be.greaterThan(500);
    expect(compiledNow).to.be.greaterThan(1000);
  });

  it("compiles every argument and result schema of the repository's catalogues that it defers", () => {
    let schemas = 0;
    for (const file of CATALOGUES) {
      const { data } = parseYaml(readFileSync(root + file, "utf8"), file, "catalogue_invalid");
      for (const [name, spec] of Object.entries((data as { tools: Record<string, { arguments: Record<string, unknown>; result?: Record<string, unknown> }> }).tools)) {
        for (const schema of [spec.arguments, spec.result]) {
          if (!schema) continue;
          schemas++;
          if (compilesAsIs(schema)) expect(compiledOrError(schema), `${file} ${name}`).to.equal("compiled");
        }
      }
    }
    expect(schemas).to.be.greaterThan(40);
  });

  it("answers as the compiled validator, with its errors", () => {
    const schema = { type: "object", additionalProperties: false, required: ["id"], properties: { id: { type: "string", maxLength: 3 }, n: { type: "integer", minimum: 1 } } };
    expect(compilesAsIs(schema)).to.equal(true);
    const compiled = compileUserSchema(structuredClone(schema));
    const deferred = deferredUserSchema(schema);
    expect(deferred.errors).to.equal(null);
    for (const data of [{ id: "a" }, {}, { id: "abcd" }, { id: "a", n: 0 }, { id: "a", x: 1 }, { id: 5 }, "id"]) {
      expect([deferred(data), deferred.errors], JSON.stringify(data)).to.deep.equal([compiled(data), compiled.errors]);
    }
  });

  it("compiles at load what it cannot vouch for: another dialect, an unknown keyword, a pattern RE2 cannot read, a schema nested deeper than 32", () => {
    for (const schema of [
      { $schema: "http://json-schema.org/draft-07/schema#", type: "object" },
      { $schema: `${META_2020}#`, type: "object" },
      { type: "object", properties: { id: { type: "string", maxLenght: 3 } } },
      { type: "object", properties: { id: { type: "string", pattern: "^(a)\\1$" } } },
      { type: "object", properties: { id: { type: "string", format: "emial" } } },
      { type: "strnig" },
      { type: "object", required: ["a", "a"] },
      { type: "object", $ref: "#/$defs/x" },
    ]) {
      expect(compilesAsIs(schema), JSON.stringify(schema)).to.equal(false);
    }
    let deep: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 40; i++) deep = { type: "object", properties: { x: deep } };
    expect(compilesAsIs(deep)).to.equal(false);
    expect(compilesAsIs({ $schema: META_2020, type: "object", properties: { to: { type: "string", format: "email" }, id: { type: ["string", "null"], pattern: "^[A-Z]{2}[0-9]+$" } } })).to.equal(true);
  });

  it("still refuses a catalogue whose schema does not compile when it is loaded, at the keyword's line", () => {
    const text = "tools:\n  get_order:\n    kind: read\n    arguments:\n      type: object\n      properties:\n        id: { type: string, maxLenght: 3 }\n  refund:\n    kind: write\n    arguments: { type: object, properties: { amount: { type: number } } }\n";
    let error: unknown;
    try {
      Catalogue.fromSource(parseYaml(text, "typo.yaml", "catalogue_invalid"));
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(ToolgateError);
    const e = error as ToolgateError;
    expect([e.code, e.place.line, e.place.path, e.problems[0]!.message]).to.deep.equal([
      "catalogue_invalid",
      7,
      "/tools/get_order/arguments/properties/id/maxLenght",
      'the argument schema does not compile: strict mode: unknown keyword: "maxLenght"',
    ]);
  });
});
