// Argument schemas fail closed: JSON Schema 2020-12 by default and draft-07 where `$schema`
// says so, with 2020-12's keywords enforced, an unknown keyword or dialect an error at load with
// its line, and a catastrophic `pattern` matched in linear time.
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, ToolgateError, setting, type CatalogueFile } from "@toolgate/core";
import { run } from "@toolgate/cli";
import { z } from "zod";

let dir: string;

async function answerTo(args: Record<string, unknown>, schema: Record<string, unknown>) {
  const catalogue: CatalogueFile = { tools: { look_up: { description: "Look up a record.", kind: "read", arguments: schema } } };
  const client = await Client.create({ catalogue, checks: [setting("arguments", {})], log: () => {} });
  const session = client.session("billing");
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const a = await session.checkToolCall("look_up", args, { origins });
  return { decision: a.decision, reasons: a.reasons, rule: a.detail.rule, pointer: a.detail.pointer };
}

async function loadError(text: string): Promise<ToolgateError> {
  const file = join(dir, `c${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, text);
  try {
    await Client.create({ catalogue: file, log: () => {} });
  } catch (e) {
    expect(e).to.be.instanceOf(ToolgateError);
    return e as ToolgateError;
  }
  throw new Error("the catalogue loaded");
}

const ZOD_4 = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: { id: { type: "string", minLength: 1 }, tags: { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }], items: false } },
  required: ["id"],
  additionalProperties: false,
};

describe("argument schemas in JSON Schema 2020-12", () => {
  before(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-dialects-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));
  it("accepts a zod 4 schema with its $schema and enforces prefixItems", async () => {
    expect(await answerTo({ id: "A1", tags: ["a", 2] }, ZOD_4)).to.deep.include({ decision: "allow", reasons: ["allow"] });
    expect(await answerTo({ id: "A1", tags: ["a", "b"] }, ZOD_4)).to.deep.equal({ decision: "refuse", reasons: ["argument_schema"], rule: "type", pointer: "/tags/1" });
    expect(await answerTo({ id: "A1", tags: ["a", 2, 3] }, ZOD_4)).to.deep.include({ decision: "refuse", reasons: ["argument_schema"], rule: "items" });
  });

  it("takes the schema zod 4 emits as it is, with its $schema, and enforces its tuple", async () => {
    const schema = z.toJSONSchema(z.object({ id: z.string().min(1), pair: z.tuple([z.string(), z.number().int()]).optional() }).strict()) as Record<string, unknown>;
    expect(schema.$schema).to.equal("https://json-schema.org/draft/2020-12/schema");
    expect(await answerTo({ id: "A1", pair: ["a", 1] }, schema)).to.deep.include({ decision: "allow", reasons: ["allow"] });
    expect(await answerTo({ id: "A1", pair: ["a", 1, 2] }, schema)).to.deep.include({ decision: "refuse", reasons: ["argument_schema"] });
    expect(await answerTo({ id: "A1", note: "x" }, schema)).to.deep.include({ decision: "refuse", reasons: ["argument_schema"], rule: "additionalProperties" });
  });

  it("enforces unevaluatedProperties: an extra argument is refused", async () => {
    const schema = { type: "object", allOf: [{ properties: { id: { type: "string" } } }], unevaluatedProperties: false };
    expect(await answerTo({ id: "A1" }, schema)).to.deep.include({ decision: "allow", reasons: ["allow"] });
    expect(await answerTo({ id: "A1", extra: "x" }, schema)).to.deep.include({ decision: "refuse", reasons: ["argument_schema"], rule: "unevaluatedProperties" });
  });

  it("enforces dependentRequired", async () => {
    const schema = { type: "object", properties: { card: { type: "string" }, cvv: { type: "string" } }, dependentRequired: { card: ["cvv"] }, additionalProperties: false };
    expect(await answerTo({ card: "4111", cvv: "123" }, schema)).to.deep.include({ decision: "allow", reasons: ["allow"] });
    expect(await answerTo({ card: "4111" }, schema)).to.deep.include({ decision: "refuse", reasons: ["argument_schema"], rule: "dependentRequired" });
  });

  it("reads a draft-07 schema where $schema names it: items as a tuple", async () => {
    const schema = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { pair: { type: "array", items: [{ type: "string" }, { type: "integer" }], additionalItems: false } }, additionalProperties: false };
    expect(await answerTo({ pair: ["a", 1] }, schema)).to.deep.include({ decision: "allow", reasons: ["allow"] });
    expect(await answerTo({ pair: ["a", 1, 2] }, schema)).to.deep.include({ decision: "refuse", reasons: ["argument_schema"], rule: "additionalItems" });
  });

  it("refuses at load, with its line, an unknown keyword", async () => {
    const e = await loadError("tools:\n  look_up:\n    arguments:\n      type: object\n      properties:\n        id:\n          type: string\n          maxLenght: 10\n");
    expect([e.code, e.place.line, e.place.path]).to.deep.equal(["catalogue_invalid", 8, "/tools/look_up/arguments/properties/id/maxLenght"]);
    expect(e.message).to.contain("unknown keyword");
  });

  it("reports an unknown keyword in `toolgate validate` with file:line, exit 3", async () => {
    const file = join(dir, "validate.yaml");
    writeFileSync(file, "tools:\n  look_up:\n    arguments:\n      type: object\n      properties:\n        id:\n          type: string\n          maxLenght: 10\n");
    const err: string[] = [];
    const io = { out: (t: string) => err.push(t), err: (t: string) => err.push(t), env: {} };
    expect(await run(["validate", "--catalogue", file], io)).to.equal(3);
    expect(err.join("")).to.contain(`${file}:8 /tools/look_up/arguments/properties/id/maxLenght: catalogue_invalid`).and.contain('unknown keyword: "maxLenght"');
  });

  it("refuses at load an unknown format and an unknown dialect", async () => {
    const f = await loadError("tools:\n  look_up:\n    arguments:\n      type: object\n      properties:\n        id: { type: string, format: order-id }\n");
    expect([f.code, f.place.line]).to.deep.equal(["catalogue_invalid", 6]);
    const d = await loadError("tools:\n  look_up:\n    arguments:\n      $schema: http://json-schema.org/draft-04/schema#\n      type: object\n");
    expect([d.code, d.place.line]).to.deep.equal(["catalogue_invalid", 4]);
    expect(d.message).to.contain("draft-04");
  });

  it("refuses at load a pattern RE2 cannot match in linear time (a back-reference)", async () => {
    const e = await loadError("tools:\n  look_up:\n    arguments:\n      type: object\n      properties:\n        id: { type: string, pattern: '^(a+)\\1$' }\n");
    expect(e.code).to.equal("catalogue_invalid");
  });

  it("matches a catastrophic pattern in linear time", async () => {
    const schema = { type: "object", properties: { id: { type: "string", pattern: "^([a-z]+)+$" } }, additionalProperties: false };
    for (const n of [33, 10_000, 1_000_000]) {
      const started = performance.now();
      const got = await answerTo({ id: `${"a".repeat(n)}!` }, schema);
      const ms = performance.now() - started;
      expect(got, `${n} characters`).to.deep.include({ decision: "refuse", reasons: ["argument_schema"], rule: "pattern" });
      expect(ms, `${n} characters`).to.be.below(2000);
    }
  });
});
