// The plain schemas' validator answers as ajv's compiled code: the same answer and the same
// errors (keyword, paths, params, words), over generated plain schemas and data shaped by them.
import { expect } from "chai";
import fc from "fast-check";
import { compilesAsIs, compileUserSchema } from "./ajv.js";
import { plainValidator, plainValidatorReads } from "./plain-validator.js";

const NAMES = ["id", "amount", "to", "a/b~c d", "constructor", "toString", "ü", "", "1", "x"];
const NAME = fc.constantFrom(...NAMES);
const TYPE = fc.constantFrom("string", "number", "integer", "boolean", "null", "array", "object");
const NUMBER = fc.constantFrom(0, -0, 1, -1, 2, 3, 1.5, 0.1, 0.3, 10, 100, 2 ** 31, 2 ** 53, 1e21, -2.5, 7);
const STRING = fc.constantFrom("", "x", "ab", "abc", "😀😀", "a@b.example", "not an email", "2024-02-29", "2023-02-29", "2024-01-31T10:00:00Z", "10:00:00Z", "https://x.example/p", "::1", "10.0.0.1", "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "AB12", "ab12", "__proto__", "constructor", "1", "true", "null");
const SCALAR = fc.oneof(NUMBER, STRING, fc.constantFrom(true, false, null));

const { schema: PLAIN } = fc.letrec<{ schema: Record<string, unknown>; sub: unknown }>((tie) => ({
  sub: fc.oneof({ depthSize: "small", withCrossShrink: true }, fc.constantFrom(true, false, {}), tie("schema")),
  schema: fc.record(
    {
      type: fc.oneof(TYPE, fc.uniqueArray(TYPE, { minLength: 1, maxLength: 3 })),
      properties: fc.dictionary(NAME, tie("sub"), { maxKeys: 4 }),
      required: fc.uniqueArray(NAME, { maxLength: 3 }),
      additionalProperties: tie("sub"),
      items: tie("sub"),
      enum: fc.array(fc.oneof(SCALAR, fc.constant({ id: "x" }), fc.constant([1])), { minLength: 1, maxLength: 4 }),
      const: fc.oneof(SCALAR, fc.constant({ id: "x" }), fc.constant([1, 1])),
      minimum: NUMBER,
      maximum: NUMBER,
      exclusiveMinimum: NUMBER,
      exclusiveMaximum: NUMBER,
      multipleOf: fc.constantFrom(1, 2, 0.5, 0.1, 3, 1e-9),
      minLength: fc.nat(4),
      maxLength: fc.nat(4),
      minItems: fc.nat(3),
      maxItems: fc.nat(3),
      uniqueItems: fc.boolean(),
      minProperties: fc.nat(3),
      maxProperties: fc.nat(3),
      format: fc.constantFrom("email", "date", "date-time", "time", "uri", "ipv4", "ipv6", "uuid", "int32", "int64", "float", "double", "regex", "hostname"),
      pattern: fc.constantFrom("^[a-z]+$", "[0-9]", "^A", "b{2}", "^.{0,2}$"),
      description: fc.constant("a value"),
    },
    { requiredKeys: [] },
  ),
}));

/** Data shaped by the schemas: values of every type, objects with their names, arrays with repeats. */
const { value: DATA } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    SCALAR,
    fc.dictionary(NAME, tie("value"), { maxKeys: 4 }).map((d) => ({ ...d })),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(SCALAR, { maxLength: 5 }),
  ),
}));

/** What validating gives: the answer and errors, or the error thrown. */
function outcome(run: () => unknown[]): unknown[] {
  try {
    return run();
  } catch (e) {
    return ["threw", (e as Error).message];
  }
}

describe("the plain schemas' validator", () => {
  it("answers as ajv's compiled code, with the same first error", function () {
    this.timeout(300_000);
    let schemas = 0;
    let refusals = 0;
    fc.assert(
      fc.property(PLAIN, fc.array(DATA, { minLength: 1, maxLength: 8 }), (schema, data) => {
        if (!compilesAsIs(schema) || !plainValidatorReads(schema)) return;
        schemas++;
        const ajv = compileUserSchema(schema);
        const ours = plainValidator(schema) as ((data: unknown) => boolean) & { errors: unknown };
        for (const d of data) {
          // ajv's deep equality throws on an object whose own `toString` is not a function: both throw alike.
          const want = outcome(() => [ajv(d), ajv.errors ?? null]);
          if (want[0] === false) refusals++;
          expect(outcome(() => [ours(d), ours.errors]), `${JSON.stringify(schema)} on ${JSON.stringify(d)}`).to.deep.equal(want);
        }
      }),
      { numRuns: 600 },
    );
    expect(schemas).to.be.greaterThan(150);
    expect(refusals).to.be.greaterThan(350);
  });

  it("leaves to ajv a schema naming a property `__proto__`, which ajv reads two ways", () => {
    expect(plainValidatorReads(JSON.parse('{"type":"object","properties":{"a":{"properties":{"__proto__":{"type":"string"}}}}}'))).to.equal(false);
    expect(plainValidatorReads({ type: "object", properties: { a: { type: "string" } }, items: { type: "number" } })).to.equal(true);
  });

  it("refuses with ajv's words: a missing property, an undeclared one, a wrong type", () => {
    const validate = plainValidator({ type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string" } } }) as ((data: unknown) => boolean) & { errors: unknown };
    expect([validate({}), validate.errors]).to.deep.equal([false, [{ instancePath: "", schemaPath: "#/required", keyword: "required", params: { missingProperty: "order_id" }, message: "must have required property 'order_id'" }]]);
    expect([validate({ order_id: "1", x: 1 }), validate.errors]).to.deep.equal([false, [{ instancePath: "", schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: "x" }, message: "must NOT have additional properties" }]]);
    expect([validate({ order_id: 1 }), validate.errors]).to.deep.equal([false, [{ instancePath: "/order_id", schemaPath: "#/properties/order_id/type", keyword: "type", params: { type: "string" }, message: "must be string" }]]);
    expect([validate({ order_id: "1" }), validate.errors]).to.deep.equal([true, null]);
  });
});
