// What the built-in checks declare they share: the manifest order must honour every declared
// need, core names no check, and every reason a check declares is named by its own cases.
import { expect } from "chai";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checksModule, Client, defineCheck, loadManifest, pass, STAGES, ToolgateError, type Check, type CheckMeta, type ManifestFile } from "@toolgate/core";
import { reasonsCovered } from "@toolgate/tester";
import { builtinChecks, exampleCatalogue, manifestPath, plugin } from "./index.js";
import { casesOf } from "./cases.js";

const placed = loadManifest(manifestPath);
const manifest: ManifestFile = { stages: Object.fromEntries(STAGES.map((s) => [s, placed.filter((p) => p.stage === s).map((p) => p.id)])) as ManifestFile["stages"] };

/** The manifest with one check moved to just before another of its stage. */
function moved(id: string, before: string): ManifestFile {
  const stages = structuredClone(manifest.stages);
  for (const list of Object.values(stages)) {
    const at = list.indexOf(id);
    if (at >= 0) list.splice(at, 1);
  }
  for (const list of Object.values(stages)) {
    const at = list.indexOf(before);
    if (at >= 0) list.splice(at, 0, id);
  }
  return { stages };
}

async function startError(m: ManifestFile): Promise<ToolgateError> {
  try {
    await Client.create({ catalogue: exampleCatalogue, builtins: { ...plugin, manifest: m }, grammar: [], log: () => {} });
  } catch (e) {
    return e as ToolgateError;
  }
  throw new Error("Client.create started");
}

describe("the checks' declared coupling", () => {
  it("refuses to start when a check is moved before the check whose lift it needs, naming both", async () => {
    const e = await startError(moved("any_other_write", "your_rules"));
    expect(e.code).to.equal("manifest_invalid");
    expect(e.problems[0]!.message).to.equal("check `any_other_write` needs the `gate_clarify` note of check `your_rules`, which is placed after it: place `your_rules` before `any_other_write`");
  });

  it("refuses to start when the check that notes a reason is moved after the check that needs it", async () => {
    const e = await startError(moved("outside_content", "grounded"));
    expect(e.code).to.equal("manifest_invalid");
    expect(e.message).to.include("`any_other_write`").and.include("`outside_content`");
  });

  it("starts with the manifest as it is, and with a move that breaks no declared need", async () => {
    await Client.create({ catalogue: exampleCatalogue, builtins: plugin, grammar: [], log: () => {} });
    await Client.create({ catalogue: exampleCatalogue, builtins: { ...plugin, manifest: moved("order", "arguments") }, grammar: [], log: () => {} });
  });

  it("declares every need a check has on a check that provides it", () => {
    const provided = new Set(builtinChecks.flatMap((c) => [...(c.meta.provides?.notes ?? []).map((r) => `note ${r}`), ...(c.meta.provides?.lifts ?? []).map((r) => `lift ${r}`)]));
    for (const c of builtinChecks) {
      for (const r of c.meta.needs?.notes ?? []) expect(provided.has(`note ${r}`), `${c.meta.id} needs the ${r} note`).to.equal(true);
      for (const r of c.meta.needs?.lifts ?? []) expect(provided.has(`lift ${r}`), `${c.meta.id} needs the ${r} lift`).to.equal(true);
    }
  });
});

/** A custom check placed after `after` (`order` unless given), with the meta fields given. */
async function withCheck(meta: Partial<CheckMeta>, create?: Check["create"], after = "order"): Promise<ToolgateError | undefined> {
  const check = defineCheck({
    meta: { id: "custom", title: "Custom", simply: "A test check.", catches: "Nothing.", cannotCatch: "Anything.", stops: "never", reads: [], switchable: true, reasons: [], examples: { allowed: [], stopped: [] }, ...meta },
    create,
    run: () => pass(),
  });
  try {
    await Client.create({ catalogue: exampleCatalogue, grammar: [], log: () => {}, builtins: plugin, plugins: [{ name: "custom-plugin", module: checksModule([check]), entries: [{ id: "custom", after }] }] });
  } catch (e) {
    return e as ToolgateError;
  }
  return undefined;
}

describe("a plugin's declarations", () => {
  it("refuses a second provider of the tools' kinds, naming both", async () => {
    const e = await withCheck({ provides: { kinds: true } });
    expect([e?.code, e?.problems[0]!.message]).to.deep.equal(["manifest_invalid", "checks `tool_kinds` and `custom` both provide kinds"]);
  });

  it("refuses a create step that gives what the check does not declare", async () => {
    const e = await withCheck({}, () => ({ registry: "/tmp/none.yaml" }));
    expect([e?.code, e?.problems[0]!.message]).to.deep.equal(["plugin_invalid", "check `custom`: create() gave `registry` without declaring `provides.registry`"]);
  });

  it("refuses a create step that gives a channel of the wrong shape", async () => {
    const check = defineCheck({
      meta: { id: "custom", title: "Custom", simply: "A test check.", catches: "Nothing.", cannotCatch: "Anything.", stops: "never", reads: [], switchable: true, reasons: [], examples: { allowed: [], stopped: [] }, provides: { tokenLifetime: true } },
      create: () => ({ tokenLifetimeMs: -1 }),
      run: () => pass(),
    });
    const alone = { name: "alone", module: checksModule([check]), manifest: { stages: { kinds: [], admission: [], tool_check: ["custom"], said: [] } } };
    const e = await Client.create({ catalogue: exampleCatalogue, grammar: [], log: () => {}, builtins: alone }).then(
      () => undefined,
      (x: unknown) => x as ToolgateError,
    );
    expect([e?.code, e?.problems[0]!.message]).to.deep.equal(["plugin_invalid", "check `custom`: create() gave a `tokenLifetimeMs` of the wrong shape"]);
  });

  it("refuses declarations of the wrong shape", async () => {
    const wrong = await withCheck({ needs: { notes: "gate_clarify" } as never });
    expect([wrong?.code, wrong?.problems[0]!.message]).to.deep.equal(["plugin_invalid", "check `custom`: meta.needs.notes is not a list of reason codes"]);
    const unknown = await withCheck({ provides: { token: true } as never });
    expect(unknown?.problems[0]!.message).to.equal("check `custom`: meta.provides has an unknown key `token`");
  });

  it("starts a custom check that needs a note when it is placed after the provider, and not before", async () => {
    expect(await withCheck({ needs: { notes: ["tainted_call"] } }, undefined, "outside_content")).to.equal(undefined);
    const e = await withCheck({ needs: { notes: ["tainted_call"] } }, undefined, "order");
    expect(e?.problems[0]!.message).to.equal("check `custom` needs the `tainted_call` note of check `outside_content`, which is placed after it: place `outside_content` before `custom`");
  });

  it("stops the client when a create step throws, naming the check", async () => {
    const e = await withCheck({}, () => {
      throw new Error("no such file");
    });
    expect([e?.code, e?.problems[0]!.message]).to.deep.equal(["settings_invalid", "check `custom` could not start: no such file"]);
  });
});

describe("core names no check", () => {
  const coreSrc = fileURLToPath(new URL("../../core/src/", import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return files(p);
      return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [p] : [];
    });
  /**
   * Words that are check ids and also names of data core reads: a catalogue field
   * (`withdrawn`, `arguments`), a call's field (`confirmation`), a detail key (`destinations`),
   * a sanitizer's pattern (`credential`), and the others listed. Core may quote them as that data,
   * in these files only.
   */
  const dataNames: Record<string, string[]> = {
    withdrawn: ["catalogue/catalogue-from-tools.ts", "check/registry.ts"],
    arguments: ["catalogue/catalogue.ts", "session/session.ts", "session/call-input.ts", "check/pipeline.ts", "session/values.ts", "catalogue/catalogue-from-tools.ts", "guard/tool-guard.ts"],
    confirmation: ["session/session.ts", "session/call-input.ts"],
    credential: ["guard/sanitize.ts"],
    // A rulebook fact.
    role: ["rulebook/rulebook.ts"],
    // A word of an act (ordering a product), read in a tool's name.
    order: ["session/acts.ts"],
  };
  const ids = builtinChecks.map((c) => c.meta.id);

  it("quotes no check id in core's sources, but for data of the same name", () => {
    const found: string[] = [];
    for (const file of files(coreSrc)) {
      const rel = file.slice(coreSrc.length).split("\\").join("/");
      // Code only: a comment may name a check to explain what core serves it.
      const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");
      for (const id of ids) {
        if (!new RegExp(`["'\`]${id}["'\`]`).test(text)) continue;
        if ((dataNames[id] ?? []).includes(rel)) continue;
        found.push(`${rel}: ${id}`);
      }
    }
    expect(found).to.deep.equal([]);
  });
});

describe("every check's declared reasons are named by its own cases", () => {
  for (const check of builtinChecks) {
    const declared = [...new Set([...check.meta.reasons, ...(check.meta.provides?.notes ?? [])])];
    if (declared.length === 0) continue;
    it(`${check.meta.id}: its cases name ${declared.join(", ")}`, () => {
      const covered = reasonsCovered(casesOf(check.meta.id));
      expect(declared.filter((r) => !covered.has(r)), `reasons ${check.meta.id} declares that no case of plugins/src/${check.meta.id}/cases.yaml names`).to.deep.equal([]);
    });
  }
});
