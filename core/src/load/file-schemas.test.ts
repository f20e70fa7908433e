// The validators of Toolgate's own file schemas, generated ahead: the file is what the generator
// writes from the schemas, and each validator answers as ajv compiling its schema does, with the
// same errors, on valid files and on files changed at a random place.
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import { addFormats, FILE_OPTIONS, namedFileSchemas, newAjv, type FileSchemaName } from "./ajv.js";
import { FILE_SCHEMAS_FILE, fileSchemasSource } from "./file-schemas-source.js";

const require = createRequire(import.meta.url);
const generated = require("./file-schemas.cjs") as Record<FileSchemaName, ((data: unknown) => boolean) & { errors?: unknown }>;

const VALID: Record<FileSchemaName, unknown> = {
  catalogue: {
    agents: ["billing"],
    tools: {
      refund_card: { description: "Refund.", kind: "write", arguments: { type: "object", additionalProperties: false, properties: { amount: { type: "number" } } }, compensation: { tool: "cancel_refund", bind: { refund_id: "result.refund_id" } } },
      get_order: { description: "Look up.", kind: "read", reads_outside: true, arguments: { type: "object", properties: {} }, destinations: ["to"] },
    },
  },
  keys: { public_key: "abc", seed: "def" },
  licence: { signature: "sig", licence: { tenant: "acme", public_key: "abc", issued: "2026-01-01T00:00:00Z", expires: "2027-01-01T00:00:00Z", settings: { taint_policy: "confirm", lapsed: "writes" } } },
  manifest: { stages: { kinds: ["tool_kinds"], admission: ["allowed_tools"], tool_check: ["arguments"], said: [] } },
  rulebook: { timezone: "Europe/Lisbon", rules: [{ name: "big_refunds", priority: 10, conditions: { all: [{ fact: "tool", operator: "equal", value: "refund_card" }] }, event: { type: "ask", params: { question: "Sure?" } } }] },
};

/** Every path to a value inside `data`. */
function paths(data: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof data !== "object" || data === null) return [at];
  const keys: Array<string | number> = Array.isArray(data) ? data.map((_, i) => i) : Object.keys(data);
  return [at, ...keys.flatMap((k) => paths((data as Record<string | number, unknown>)[k], [...at, k]))];
}

/** `data` with the value at `path` replaced (or, at a path's end, a stray key added). */
function changed(data: unknown, path: Array<string | number>, value: unknown, stray: boolean): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  if (path.length === 0) return value;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (stray && typeof node[last] === "object" && node[last] !== null && !Array.isArray(node[last])) (node[last] as Record<string, unknown>).stray = value;
  else node[last] = value;
  return copy;
}

describe("Toolgate's file schemas generated ahead", () => {
  it("are what the generator writes from the schemas", () => {
    expect(readFileSync(FILE_SCHEMAS_FILE, "utf8"), "run `node core/dist/load/file-schemas-source.js --write`").to.equal(fileSchemasSource());
    expect([...namedFileSchemas.keys()].sort()).to.deep.equal(Object.keys(VALID).sort());
  });

  for (const name of Object.keys(VALID) as FileSchemaName[]) {
    it(`judge ${name} files as ajv compiling the schema does, with the same errors`, () => {
      const reference = addFormats(newAjv(FILE_OPTIONS)).compile(namedFileSchemas.get(name)!);
      const valid = VALID[name];
      expect(generated[name](valid), "the valid example").to.equal(true);
      const all = paths(valid);
      let invalid = 0;
      fc.assert(
        fc.property(fc.nat({ max: all.length - 1 }), fc.anything({ maxDepth: 2 }), fc.boolean(), (i, value, stray) => {
          const data = changed(valid, all[i]!, value, stray);
          const want = reference(data);
          const got = generated[name](data);
          if (!want) invalid++;
          expect([got, got ? null : generated[name].errors], JSON.stringify(data)).to.deep.equal([want, want ? null : reference.errors]);
        }),
        { numRuns: 500 },
      );
      expect(invalid).to.be.greaterThan(50);
    });
  }
});
