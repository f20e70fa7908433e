// A check given no settings takes its defaults as its schema states them, read without compiling
// the schema where it is plain; the validator gives the same settings, and a schema or default
// the reading cannot vouch for still goes to the validator and fails as before.
import { expect } from "chai";
import { ToolgateError, defineCheck, effectiveSchema, pass, plainDefaults, resolveSettings, type Check, type SettingsSchema } from "@toolgate/core";
import { builtinChecks } from "@toolgate/plugins";

function withSettings(settings: SettingsSchema): Check {
  return defineCheck({
    meta: {
      id: "defaults_probe",
      title: "Defaults probe",
      simply: "s",
      catches: "c",
      cannotCatch: "n",
      stops: "never",
      reads: [],
      switchable: true,
      settings,
      reasons: [],
      examples: { allowed: [], stopped: [] },
    },
    run: () => pass(),
  } as unknown as Parameters<typeof defineCheck>[0]);
}

function failure(fn: () => unknown): ToolgateError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ToolgateError) return e;
    throw e;
  }
  throw new Error("expected a ToolgateError");
}

describe("settings: defaults when none are given", () => {
  for (const check of builtinChecks) {
    it(`${check.meta.id}: reads its defaults without the validator, and they are the validator's`, () => {
      const read = plainDefaults(effectiveSchema(check));
      expect(read, "the schema is plain").to.not.equal(undefined);
      // A key given as undefined makes the validator fill every default.
      const validated = resolveSettings(check, { timeout_ms: undefined }, "test");
      expect(resolveSettings(check, undefined, "test")).to.deep.equal(validated);
      expect(resolveSettings(check, {}, "test")).to.deep.equal(validated);
    });
  }

  it("gives each client a copy of a default it may change", () => {
    const check = withSettings({ type: "object", properties: { tags: { type: "array", items: { type: "string" }, default: [], description: "d" } } } as unknown as SettingsSchema);
    const a = resolveSettings(check, undefined, "test");
    (a.tags as string[]).push("x");
    expect(resolveSettings(check, undefined, "test").tags).to.deep.equal([]);
  });

  it("refuses a default that breaks its own schema, as the validator does", () => {
    const check = withSettings({ type: "object", properties: { limit: { type: "integer", minimum: 5, default: 1, description: "d" } } } as unknown as SettingsSchema);
    expect(plainDefaults(effectiveSchema(check))).to.equal(undefined);
    const e = failure(() => resolveSettings(check, undefined, "test"));
    expect(e.code).to.equal("settings_invalid");
    expect(e.message).to.contain("/limit");
  });

  it("leaves a schema with a required setting to the validator, which refuses no settings", () => {
    const check = withSettings({ type: "object", required: ["zone"], properties: { zone: { type: "string", description: "d" } } } as unknown as SettingsSchema);
    expect(plainDefaults(effectiveSchema(check))).to.equal(undefined);
    expect(failure(() => resolveSettings(check, undefined, "test")).code).to.equal("settings_invalid");
  });

  it("leaves a property named `__proto__` as an own setting, never the prototype", () => {
    const schema = JSON.parse('{"type":"object","additionalProperties":false,"properties":{"__proto__":{"type":"object","default":{"polluted":true},"description":"d"}}}') as SettingsSchema;
    const read = plainDefaults(schema)!;
    expect(Object.hasOwn(read, "__proto__")).to.equal(true);
    expect(Object.getPrototypeOf(read)).to.equal(Object.prototype);
  });
});
