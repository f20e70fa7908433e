// What a process loads is what it uses: importing the engine, creating a client and checking a
// call with no turn loads neither SQLite nor a grammar package nor the English grammar's parser nor
// the MCP SDK; reading a turn loads the grammars and the parser, opening a SQLite store (of @toolgate/store-sqlite) loads SQLite.
// Importing the engine and the built-in checks, or creating a client of them, loads no DI
// container (inversify comes with reflect-metadata, only for a plugin's own ContainerModule), no
// PostgreSQL driver, no tweetnacl, no
// ajv, no YAML parser, no json-rules-engine and no language identifier (tinyld); a client with no
// rulebook never loads json-rules-engine, one signing with node:crypto never loads tweetnacl, and
// a call with no turn never loads tinyld. A call whose tool's schema uses plain keywords is checked
// without ajv's compiler (a schema of other keywords compiles when the catalogue is loaded), and
// files written as JSON load no YAML parser. Each case runs in a process of its own.
import { expect } from "chai";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const HEAVY = ["better-sqlite3", "compromise", "@modelcontextprotocol", "pg", "tweetnacl", "reflect-metadata", "ajv", "yaml", "json-rules-engine", "tinyld", "@toolgate/grammar-en", "@toolgate/grammar-pt"];
/**
 * Where each is seen loaded: ajv by its compiler (validators generated ahead use only its small
 * runtime helpers); a grammar package by its own files, which the client loads with `require` on
 * first use and which are therefore in the require cache once loaded; compromise by the English
 * grammar's own build of it, the parser that grammar loads.
 */
const SEEN_AT: Record<string, string> = { ajv: "/node_modules/ajv/dist/core.js", compromise: "/grammars/en/compromise/", "@toolgate/grammar-en": "/grammars/en/dist/", "@toolgate/grammar-pt": "/grammars/pt/dist/" };

/** Runs `body` after importing the engine and answers which of HEAVY the process loaded. */
function loadedAfter(body: string): Promise<string[]> {
  const script = `
    import { createRequire } from "node:module";
    const core = await import("@toolgate/core");
    ${body}
    const cache = Object.keys(createRequire(import.meta.url).cache);
    const heavy = ${JSON.stringify(HEAVY)};
    const seenAt = ${JSON.stringify(SEEN_AT)};
    process.stdout.write(JSON.stringify(heavy.filter((h) => cache.some((p) => p.includes(seenAt[h] ?? "/node_modules/" + h + "/")))));
  `;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--input-type=module", "-e", script], { cwd: root, timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as string[]);
    });
  });
}

const client = `
  const client = await core.Client.create({
    catalogue: { tools: { get_order: { description: "Look up an order.", kind: "read", arguments: { type: "object", properties: { order_id: { type: "string" } } } } } },
    keys: core.keyPairFromSeed(new Uint8Array(32).fill(3)),
    log: () => {},
  });
  const session = client.session("billing");
`;

describe("lazy loading: a process loads what it uses", function () {
  this.timeout(90_000);
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-lazy-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("loads no DI container, PostgreSQL driver, tweetnacl, ajv, YAML parser, rules engine or language identifier when the engine and the built-in checks are imported", async () => {
    const loaded = await loadedAfter(`await import("@toolgate/plugins");`);
    expect(loaded).to.deep.equal([]);
  });

  it("loads no SQLite, PostgreSQL driver, grammar, parser, MCP SDK, DI container, tweetnacl, ajv compiler, YAML parser, rules engine or language identifier for a client with no rulebook that checks a call with no turn", async () => {
    const loaded = await loadedAfter(`${client}
      const a = await session.checkToolCall("get_order", { order_id: "4411" }, { origins: { order_id: "typed" } });
      if (a.decision !== "allow") throw new Error("expected allow, got " + a.decision);`);
    expect(loaded).to.deep.equal([]);
  });

  it("checks a call's arguments without ajv's compiler where the schema is plain, and reads files written as JSON without the YAML parser", async () => {
    const loaded = await loadedAfter(`
      const { writeFileSync } = await import("node:fs");
      const { join } = await import("node:path");
      const dir = ${JSON.stringify(dir)};
      const catalogue = join(dir, "catalogue.yaml");
      writeFileSync(catalogue, JSON.stringify({ tools: { get_order: { kind: "read", arguments: { type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string", pattern: "^[0-9]+$" } } } } } }));
      const keys = join(dir, "keys.yaml");
      writeFileSync(keys, JSON.stringify({ public_key: core.toBase64Url(core.keyPairFromSeed(new Uint8Array(32).fill(3)).publicKey), seed: core.toBase64Url(new Uint8Array(32).fill(3)) }));
      const client = await core.Client.create({ catalogue, keys, log: () => {} });
      const session = client.session("billing");
      const allowed = await session.checkToolCall("get_order", { order_id: "4411" }, { origins: { order_id: "typed" } });
      const refused = await session.checkToolCall("get_order", { order_id: "44x" }, { origins: { order_id: "typed" } });
      if (allowed.decision !== "allow" || refused.decision !== "refuse" || refused.reasons.join() !== "argument_schema" || refused.detail.rule !== "pattern") throw new Error("unexpected answers: " + JSON.stringify([allowed, refused]));`);
    expect(loaded).to.deep.equal([]);
  });

  it("compiles with ajv, when the catalogue is loaded, a schema it cannot vouch for", async () => {
    const loaded = await loadedAfter(`
      await core.Client.create({
        catalogue: { tools: { get_order: { kind: "read", arguments: { type: "object", properties: { order_id: { oneOf: [{ type: "string" }, { type: "integer" }] } } } } } },
        keys: core.keyPairFromSeed(new Uint8Array(32).fill(3)),
        log: () => {},
      });`);
    expect(loaded).to.deep.equal(["ajv"]);
  });

  it("loads the grammars and the English parser when a turn is first read, and SQLite when a store opens", async () => {
    const loaded = await loadedAfter(`${client}
      session.read("refund order 4411 40.00");
      const { SqliteHeadStore } = await import("@toolgate/store-sqlite");
      new SqliteHeadStore(":memory:").close();`);
    expect(loaded).to.deep.equal(["better-sqlite3", "compromise", "@toolgate/grammar-en", "@toolgate/grammar-pt"]);
  });

  it("names its grammars without loading them, and words a question with the grammar it loads then", async () => {
    const loaded = await loadedAfter(`
      const client = { languages: (await core.Client.create({ catalogue: { tools: { get_order: { kind: "read", arguments: { type: "object" } } } }, log: () => {} })).languages };
      if (client.languages.join() !== "en,pt") throw new Error("languages: " + client.languages.join());
      const writer = await core.Client.create({
        catalogue: { tools: { refund_card: { description: "Refund a card.", kind: "write", arguments: { type: "object", properties: { order_id: { type: "string" } } } } } },
        keys: core.keyPairFromSeed(new Uint8Array(32).fill(3)),
        log: () => {},
      });
      const a = await writer.session("w").checkToolCall("refund_card", { order_id: "4411" }, { origins: { order_id: "typed" } });
      if (a.decision !== "confirm" || typeof a.detail.wording !== "string" || a.detail.wording === a.reasons.join(", ")) throw new Error("not worded: " + JSON.stringify(a));`);
    expect(loaded).to.include("@toolgate/grammar-en");
    expect(loaded).to.not.include("compromise");
  });
});
