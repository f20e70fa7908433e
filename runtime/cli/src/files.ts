// `toolgate keys init`, `toolgate validate` and `toolgate docs`: the commands about files.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Catalogue } from "@toolgate/core";
import { Client } from "@toolgate/core";
import { generateDocs } from "@toolgate/tester";
import { PLUGIN_OPTION, pluginsFrom } from "./plugins.js";
import { ToolgateError, formatPlace, type ErrorPlace } from "@toolgate/core";
import { initKeys, readKeys, readLicence } from "@toolgate/core";
import { Rulebook } from "@toolgate/core";
import { hunt } from "@toolgate/tester";
import { toBase64Url } from "@toolgate/core";
import { readOverrides } from "@toolgate/gateway";
import { readPins } from "@toolgate/gateway";
import { EXIT, UsageError, intOption, type Command } from "./command.js";

export const keysInitCommand: Command = {
  name: "keys init",
  summary: "Makes a lasting Ed25519 key pair and a local licence for it: keys.yaml (secret, mode 0600) and licence.yaml.",
  usage: "keys init [--dir DIR] [--tenant NAME] [--days N] [--force]",
  description: "Histories and confirmation tokens signed with these keys verify in every process that has them; a service refuses to start without them.",
  options: {
    dir: { type: "string", value: "DIR", description: "where to write the files (default .toolgate)" },
    tenant: { type: "string", value: "NAME", description: "the tenant the licence names (default local)" },
    days: { type: "string", value: "N", description: "how long the licence lasts, in days (default 365)" },
    force: { type: "boolean", description: "replace existing files; histories and tokens signed with the old keys stop verifying" },
  },
  exits: [[EXIT.ok, "the files were written"]],
  async run(values, _p, io) {
    const dir = resolve(typeof values.dir === "string" ? values.dir : ".toolgate");
    const days = intOption(values, "days", 1, 36_500);
    for (const f of ["keys.yaml", "licence.yaml"]) {
      if (existsSync(join(dir, f)) && !values.force) throw new UsageError(`${join(dir, f)} exists; pass --force to replace it (what the old keys signed stops verifying)`);
    }
    const { keysFile, licenceFile } = initKeys(dir, { tenant: typeof values.tenant === "string" ? values.tenant : undefined, days });
    const pair = readKeys(keysFile);
    io.out(`keys: ${keysFile}\nlicence: ${licenceFile}\npublic key: ${toBase64Url(pair.publicKey)}\n`);
    return EXIT.ok;
  },
};

interface FileReport {
  file: string;
  kind: string;
  problems: Array<{ message: string; place: ErrorPlace }>;
}

function attempt(file: string, kind: string, load: () => void): FileReport {
  try {
    load();
    return { file, kind, problems: [] };
  } catch (e) {
    if (!(e instanceof ToolgateError)) throw e;
    return { file, kind, problems: e.problems.map((p) => ({ message: `${e.code}: ${p.message}`, place: { file, ...p.place } })) };
  }
}

/**
 * The hunter's errors (docs/hunt.md), added to the file each is in; a place already reported by
 * loading is not reported twice. A file that does not load for another reason is already reported.
 */
async function addHuntErrors(reports: FileReport[], catalogue: string, rulebook: unknown, settings: unknown): Promise<void> {
  let found;
  try {
    found = await hunt({ catalogue, rulebook: typeof rulebook === "string" ? rulebook : undefined, settings: typeof settings === "string" ? settings : undefined });
  } catch (e) {
    if (e instanceof ToolgateError) return;
    throw e;
  }
  for (const f of found.findings) {
    if (f.severity !== "error") continue;
    const report = reports.find((r) => r.file === f.place.file);
    if (!report || report.problems.some((p) => p.place.path === f.place.path)) continue;
    report.problems.push({ message: `${f.code}: ${f.message}`, place: f.place });
  }
}

export const validateCommand: Command = {
  name: "validate",
  summary: "Validates a catalogue, a rulebook, a settings file (and keys, licence, gateway overrides and pins): every problem at once, with file:line, and the hunt's errors.",
  usage: "validate [--catalogue FILE] [--rulebook FILE] [--settings FILE] [--keys FILE] [--licence FILE] [--overrides FILE] [--pins FILE] [--json]",
  options: {
    catalogue: { type: "string", value: "FILE", description: "a catalogue (YAML)" },
    rulebook: { type: "string", value: "FILE", description: "a rulebook (YAML)" },
    settings: { type: "string", value: "FILE", description: "a settings file (YAML), checked against the checks' own settings schemas" },
    keys: { type: "string", value: "FILE", description: "a keys file" },
    licence: { type: "string", value: "FILE", description: "a licence file (with --keys: it must name their public key)" },
    overrides: { type: "string", value: "FILE", description: "a gateway overrides file" },
    pins: { type: "string", value: "FILE", description: "a gateway pins file" },
    json: { type: "boolean", description: "print the report as JSON" },
  },
  exits: [
    [EXIT.ok, "every file is valid"],
    [EXIT.input, "a file is invalid (every problem is printed)"],
  ],
  async run(values, _p, io) {
    const given = ["catalogue", "rulebook", "settings", "keys", "licence", "overrides", "pins"].filter((k) => typeof values[k] === "string");
    if (given.length === 0) throw new UsageError("name at least one file to validate");
    const reports: FileReport[] = [];
    let catalogueOk = false;
    if (typeof values.catalogue === "string") {
      const r = attempt(values.catalogue, "catalogue", () => Catalogue.load(String(values.catalogue)));
      catalogueOk = r.problems.length === 0;
      reports.push(r);
    }
    if (typeof values.rulebook === "string") reports.push(attempt(values.rulebook, "rulebook", () => Rulebook.load(String(values.rulebook))));
    if (typeof values.settings === "string") {
      // Settings are checked against the checks really loaded; a broken catalogue is left out of it.
      const catalogue = catalogueOk ? String(values.catalogue) : { tools: {} };
      const file = values.settings;
      const r: FileReport = { file, kind: "settings", problems: [] };
      try {
        await Client.create({ catalogue, settings: file, plugins: await pluginsFrom(values), log: () => {} });
      } catch (e) {
        if (!(e instanceof ToolgateError)) throw e;
        r.problems = e.problems.map((p) => ({ message: `${e.code}: ${p.message}`, place: { file, ...p.place } }));
      }
      reports.push(r);
    }
    let keysPublic: Uint8Array | undefined;
    if (typeof values.keys === "string") {
      reports.push(attempt(values.keys, "keys", () => {
        keysPublic = readKeys(String(values.keys)).publicKey;
      }));
    }
    if (typeof values.licence === "string") {
      const file = values.licence;
      reports.push(attempt(file, "licence", () => {
        const l = readLicence(file);
        if (keysPublic && Buffer.compare(Buffer.from(l.publicKey), Buffer.from(keysPublic)) !== 0) {
          throw new ToolgateError("licence_invalid", "the licence names another public key than the keys given", { file, path: "/licence/public_key" });
        }
      }));
    }
    if (typeof values.overrides === "string") reports.push(attempt(values.overrides, "overrides", () => readOverrides(String(values.overrides))));
    if (typeof values.pins === "string") reports.push(attempt(values.pins, "pins", () => readPins(String(values.pins))));

    if (typeof values.catalogue === "string") await addHuntErrors(reports, values.catalogue, values.rulebook, values.settings);

    const bad = reports.filter((r) => r.problems.length > 0);
    if (values.json) {
      io.out(`${JSON.stringify({ valid: bad.length === 0, files: reports }, null, 2)}\n`);
    } else {
      for (const r of reports) {
        if (r.problems.length === 0) io.out(`ok: ${r.file} (${r.kind})\n`);
        for (const p of r.problems) io.err(`${formatPlace(p.place).replace(/: $/, "")}: ${p.message}\n`);
      }
      if (bad.length) io.err(`${bad.reduce((n, r) => n + r.problems.length, 0)} problem(s) in ${bad.length} file(s)\n`);
    }
    return bad.length ? EXIT.input : EXIT.ok;
  },
};

export const docsCommand: Command = {
  name: "docs",
  summary: "Makes docs/checks.md, docs/reasons.md and docs/hunt.md from the checks the guardrail really loads and the hunt's codes; --check fails on drift.",
  usage: "docs [--out DIR] [--check] [--settings FILE] [--plugin PKG]",
  options: {
    settings: { type: "string", value: "FILE", description: "a settings file whose `plugins:` are documented with the built-in checks" },
    ...PLUGIN_OPTION,
    out: { type: "string", value: "DIR", description: "where the pages go (default ./docs)" },
    check: { type: "boolean", description: "write nothing; exit 1 when a page on disk differs from what would be made" },
  },
  exits: [
    [EXIT.ok, "the pages were written, or (--check) are up to date"],
    [EXIT.refuse, "--check: a page is missing or differs"],
  ],
  async run(values, _p, io) {
    const outDir = typeof values.out === "string" ? values.out : undefined;
    const plugins = await pluginsFrom(values);
    const made = await generateDocs({ outDir, write: !values.check, ...(plugins.length ? { plugins } : {}) });
    if (!values.check) {
      for (const f of made.files) io.out(`wrote ${f}\n`);
      return EXIT.ok;
    }
    let drift = 0;
    for (const [i, text] of Object.values(made.pages).entries()) {
      const file = made.files[i]!;
      const onDisk = existsSync(file) ? readFileSync(file, "utf8") : undefined;
      if (onDisk !== text) {
        drift++;
        io.err(`${file}: ${onDisk === undefined ? "missing" : "differs from the checks' metadata"}; run \`toolgate docs\`\n`);
      } else io.out(`up to date: ${file}\n`);
    }
    return drift ? EXIT.refuse : EXIT.ok;
  },
};
