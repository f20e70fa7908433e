import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const bin = join(root, "runtime/cli/dist/main.js");
const catalogue = fileURLToPath(new URL("../examples/catalogue.yaml", import.meta.url));
const refund = ["--catalogue", catalogue, "--session", "billing", "--tool", "refund_card", "--args", '{"order_id":"A1","amount":20}', "--origins", '{"order_id":"context","amount":"context"}'];
const saturday = ["--now", "2026-03-07T10:00:00Z"];

function toolgate(args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The directories the tests made, removed when they end. */
const made: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

function settings(text: string): string {
  const file = join(tempDir("toolgate-plugins-"), "settings.yaml");
  writeFileSync(file, text);
  return file;
}

describe("business_hours from the command line", () => {
  after(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  it("refuses a Saturday refund with `plugins:` and `checks: [business_hours, …]` in the settings file", () => {
    const s = settings("plugins: ['@toolgate/example-business-hours']\nchecks:\n  - arguments\n  - business_hours: { time_zone: Europe/Lisbon, opens: '08:00', closes: '20:00' }\n");
    const r = toolgate(["check", ...refund, ...saturday, "--settings", s]);
    expect(r.out).to.contain("decision: refuse").and.to.contain("reasons: outside_business_hours");
    expect(r.code).to.equal(1);
  });

  it("loads the plugin named with --plugin in `explain`", () => {
    const s = settings("checks: [arguments, business_hours]\n");
    const r = toolgate(["explain", ...refund, ...saturday, "--settings", s, "--plugin", "@toolgate/example-business-hours"]);
    expect(r.out).to.match(/business_hours\s+decide refuse outside_business_hours/);
    expect(r.out).to.contain("answer: refuse outside_business_hours");
  });

  it("says `unknown_check` when the settings ask for business_hours without loading its plugin", () => {
    const r = toolgate(["check", ...refund, ...saturday, "--settings", settings("checks: [arguments, business_hours]\n")]);
    expect(r.code).to.equal(3);
    expect(r.err).to.contain("unknown_check");
  });

  it("stops on a plugin package that cannot be loaded", () => {
    const r = toolgate(["check", ...refund, "--settings", settings("plugins: ['@toolgate/no-such-plugin']\n")]);
    expect(r.code).to.equal(3);
    expect(r.err).to.contain("plugin_invalid").and.to.contain("@toolgate/no-such-plugin");
  });

  it("validates a settings file whose checks come from its plugins", () => {
    const good = settings("plugins: ['@toolgate/example-business-hours']\nchecks: [arguments, business_hours]\n");
    expect(toolgate(["validate", "--catalogue", catalogue, "--settings", good]).code).to.equal(0);
    const bad = settings("plugins: ['@toolgate/example-business-hours']\nchecks:\n  - business_hours: { opens: '25:00' }\n");
    const r = toolgate(["validate", "--catalogue", catalogue, "--settings", bad]);
    expect(r.code).to.equal(3);
    expect(r.out + r.err).to.contain("settings_invalid");
  }).timeout(60_000);

  it("documents the plugin's check with the built-in ones in `docs --plugin`", () => {
    const out = tempDir("toolgate-docs-");
    const r = toolgate(["docs", "--out", out, "--plugin", "@toolgate/example-business-hours"]);
    expect(r.code).to.equal(0);
    const page = readFileSync(join(out, "checks.md"), "utf8");
    expect(page).to.contain("| [Business hours](#business-hours) |").and.to.contain("- Plugin: `@toolgate/example-business-hours`");
  }).timeout(120_000); // runs every check's examples
});
