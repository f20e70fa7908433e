// A JSON text that gives one key twice in one object is read by JSON.parse with the last copy and by
// other parsers with the first: the call Toolgate checked would not be the call the caller runs.
// The service refuses such a body on every route, and the command line such a history file or
// `--args`, naming the key, whatever escapes spell it.
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@toolgate/core";
import { callerKeyDigest, createToolgateServer, listenOn, readCallers } from "@toolgate/server";
import { catalogue } from "./fixtures.js";

const TOKEN = "caller-token-0123456789abcdef";
const MAIN = join(dirname(createRequire(import.meta.url).resolve("@toolgate/cli")), "main.js");
const CATALOGUE = join(dirname(fileURLToPath(import.meta.url)), "../../docs/examples/business-hours/examples/catalogue.yaml");

describe("a key given twice in one object of a JSON text", function () {
  this.timeout(60_000);

  describe("in a body sent to the service", () => {
    let url: string;
    let close: () => Promise<void>;
    before(async () => {
      const client = await Client.create({ catalogue, log: () => {} });
      const callers = readCallers({ tenants: { acme: [callerKeyDigest(TOKEN)] } });
      const where = await listenOn(createToolgateServer({ client, callers, maxBodyBytes: 1 << 20, log: () => {} }), "127.0.0.1", 0);
      url = where.url;
      close = where.close;
    });
    after(() => close());

    async function post(path: string, body: string): Promise<{ status: number; body: any }> {
      const res = await fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body });
      return { status: res.status, body: await res.json() };
    }

    it("refuses it on every route with 400 body_not_json, naming the key, however the copies are spelled", async () => {
      const bodies: Array<[string, string, string]> = [
        ["/v1/check", '{"call":{"tool":"get_order","arguments":{"order_id":"1","order_id":"2"}}}', "order_id"],
        ["/v1/check", '{"call":{"tool":"get_order","arguments":{"order_id":"1"}},"\\u0063all":{"tool":"refund_card","arguments":{}}}', "call"],
        ["/v1/check", `{"call":{"tool":"get_order","arguments":{"order_id":"1"}},"turns":[{"a":1,"a":1}]}`, "a"],
        ["/v1/confirm", '{"token":"t","call":{"tool":"get_order","arguments":{}},"token":"u"}', "token"],
        ["/v1/report", '{"history":{"version":1,"session":"s","entries":[]},"step":0,"status":"ran","st\\u0061tus":"failed"}', "status"],
        ["/v1/export", '{"session":"s-1","session":"s-2"}', "session"],
      ];
      for (const [path, body, key] of bodies) {
        JSON.parse(body); // JSON.parse takes it, keeping the last copy
        const r = await post(path, body);
        expect([r.status, r.body.error?.code], `${path} ${body}`).to.deep.equal([400, "body_not_json"]);
        expect(r.body.error.message, body).to.include(`\`${key}\` is given twice`);
      }
    });

    it("answers a body whose keys repeat only across objects as before", async () => {
      const r = await post("/v1/check", '{"agent":"billing","call":{"tool":"get_order","arguments":{"order_id":"1"},"origins":{"order_id":"context"}}}');
      expect([r.status, r.body.decision, r.body.reasons], JSON.stringify(r.body)).to.deep.equal([200, "allow", ["allow"]]);
    });
  });

  describe("in what the command line reads", () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(join(tmpdir(), "tg-repeated-keys-"));
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    function tg(args: string[]): { status: number | null; out: string } {
      const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: "utf8", timeout: 30_000, killSignal: "SIGKILL" });
      return { status: r.status, out: `${r.stdout}${r.stderr}` };
    }

    it("refuses a history file that gives a key twice, in check and verify, naming the file and the key", () => {
      const file = join(dir, "twice.json");
      writeFileSync(file, '{"version":1,"session":"s-1","entries":[],"\\u0073ession":"s-2"}');
      const c = tg(["check", "--catalogue", CATALOGUE, "--tool", "get_order", "--args", '{"order_id":"1"}', "--history", file, "--json"]);
      expect([c.status, /input_invalid/.test(c.out), c.out.includes(file), c.out.includes("`session` is given twice")], c.out).to.deep.equal([3, true, true, true]);
      const v = tg(["verify", "--history", file, "--public-key", "A".repeat(43)]);
      expect([v.status, v.out.includes(file), v.out.includes("`session` is given twice")], v.out).to.deep.equal([3, true, true]);
    });

    it("refuses --args that give a key twice as a usage error, and takes them given once", () => {
      const twice = tg(["check", "--catalogue", CATALOGUE, "--tool", "get_order", "--args", '{"order_id":"1","order_id":"2"}', "--json"]);
      expect([twice.status, twice.out.includes("`order_id` is given twice")], twice.out).to.deep.equal([2, true]);
      const once = tg(["check", "--catalogue", CATALOGUE, "--tool", "get_order", "--args", '{"order_id":"2"}', "--json"]);
      expect(once.status, once.out).to.equal(0);
    });
  });
});
