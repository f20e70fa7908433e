// The licence (a lapsed one refuses writes, or every call where the tenant says `all`) and
// `checks=[...]` (listed checks on, the rest off but for those that cannot be switched off).
import { expect } from "chai";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, ToolgateError, generateKeyPair, initKeys, issueLicence, setting } from "@toolgate/core";
import { T0, catalogue, makeClient } from "./fixtures.js";

/** The directories the tests made, removed when each describe ends. */
const made: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

function removeMade(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

describe("the licence", () => {
  after(removeMade);
  const keys = generateKeyPair();
  const licence = (expires: number, lapsed: "writes" | "all") =>
    issueLicence(keys, { tenant: "acme", issued: new Date(T0 - 86_400_000).toISOString(), expires: new Date(expires).toISOString(), settings: { lapsed } });

  it("refuses writes under a lapsed licence and still allows reads", async () => {
    const client = await Client.create({ catalogue, keys, licence: licence(T0 - 1, "writes"), now: () => T0, log: () => {} });
    const s = client.session("billing");
    const write = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 1 }, { origins: { customer_id: "context", amount: "context" } });
    expect([write.decision, write.reasons]).to.deep.equal(["refuse", ["licence_lapsed"]]);
    const read = await s.checkToolCall("get_order", { order_id: "1" });
    expect([read.decision, read.reasons]).to.deep.equal(["allow", ["allow"]]);
  });
  it("refuses every call under a lapsed licence where the tenant's setting says all", async () => {
    const client = await Client.create({ catalogue, keys, licence: licence(T0 - 1, "all"), now: () => T0, log: () => {} });
    const read = await client.session("billing").checkToolCall("get_order", { order_id: "1" });
    expect([read.decision, read.reasons]).to.deep.equal(["refuse", ["licence_lapsed"]]);
  });
  it("takes the tenant's taint_policy from the licence", async () => {
    const strict = issueLicence(keys, { tenant: "acme", issued: new Date(T0).toISOString(), expires: new Date(T0 + 86_400_000).toISOString(), settings: { taint_policy: "refuse" } });
    const client = await Client.create({ catalogue, keys, licence: strict, now: () => T0, log: () => {} });
    const a = await client.session("billing").checkToolCall("charge_card", { customer_id: "C7", amount: 1 }, { origins: { customer_id: "context", amount: "context" }, labels: ["web"] });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["tainted_call"]]);
  });
  it("refuses a licence whose body was edited, or that names other keys", async () => {
    const edited = licence(T0 + 1, "writes");
    edited.licence.expires = new Date(T0 + 10 * 365 * 86_400_000).toISOString();
    let e: unknown;
    try {
      await Client.create({ catalogue, keys, licence: edited, log: () => {} });
    } catch (x) {
      e = x;
    }
    expect(e).to.be.instanceOf(ToolgateError).with.property("code", "licence_invalid");
    e = undefined;
    try {
      await Client.create({ catalogue, keys: generateKeyPair(), licence: licence(T0 + 1, "writes"), log: () => {} });
    } catch (x) {
      e = x;
    }
    expect(e).to.be.instanceOf(ToolgateError).with.property("code", "licence_invalid");
  });
  it("makes lasting keys and a local licence that a new client verifies histories with", async () => {
    const dir = tempDir("toolgate-keys-");
    const { keysFile, licenceFile } = initKeys(dir, { tenant: "acme", now: T0 });
    expect(readFileSync(keysFile, "utf8")).to.contain("seed:");
    const first = await Client.create({ catalogue, keys: keysFile, licence: licenceFile, now: () => T0, log: () => {} });
    const s = first.session("billing");
    const a = await s.checkToolCall("get_order", { order_id: "1" });
    s.report(a.step, "ran");
    const second = await Client.create({ catalogue, keys: keysFile, licence: licenceFile, now: () => T0, log: () => {} });
    const b = await second.session("billing", { history: s.history.toJSON() }).checkToolCall("get_order", { order_id: "2" });
    expect([b.decision, b.reasons, b.step]).to.deep.equal(["allow", ["allow"], 1]);
    writeFileSync(keysFile, "public_key: abc\nseed: def\n");
    let e: unknown;
    try {
      await Client.create({ catalogue, keys: keysFile, log: () => {} });
    } catch (x) {
      e = x;
    }
    expect(e).to.be.instanceOf(ToolgateError).with.property("code", "keys_invalid");
  });
  it("says once that it uses an ephemeral key pair when given none", async () => {
    const said: string[] = [];
    await Client.create({ catalogue, log: (m) => said.push(m) });
    expect(said.length).to.equal(1);
    expect(said[0]).to.contain("ephemeral");
  });
});

describe("checks=[...]", () => {
  after(removeMade);
  it("runs only the listed checks, and always the ones that cannot be switched off", async () => {
    const { client } = await makeClient({ checks: ["arguments"] });
    const on = client.checks.filter((c) => c.on).map((c) => c.check.meta.id);
    expect(on).to.include.members(["arguments", "allowed_tools", "session_record", "confirmation", "any_other_write"]);
    expect(on).to.not.include.members(["order", "destinations", "your_rules"]);
    const a = await client.session("billing").checkToolCall("refund_card", { order_id: "https://x.example/1", charge_id: "c", amount: 1 }, { origins: { order_id: "context", charge_id: "context", amount: "context" } });
    // Order and destinations are off: their input is withheld, and the tool check still decides.
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    expect(a.trace.find((t) => t.check === "order")!.outcome).to.equal("off");
    const unknown = await client.session("billing").checkToolCall("nope", {});
    expect([unknown.decision, unknown.reasons]).to.deep.equal(["refuse", ["unknown_tool"]]);
  });
  it("withholds the marks when outside_content is off, so the write is asked about for write alone", async () => {
    const { client } = await makeClient({ checks: ["arguments"] });
    const a = await client.session("billing").checkToolCall("charge_card", { customer_id: "C7", amount: 1 }, { origins: { customer_id: "context", amount: "context" }, labels: ["web"] });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
  });
  it("takes a check's settings from setting(id, {...}) and from a settings file", async () => {
    const { client } = await makeClient({ checks: [setting("outside_content", { taint_policy: "refuse" })] });
    const a = await client.session("billing").checkToolCall("charge_card", { customer_id: "C7", amount: 1 }, { origins: { customer_id: "context", amount: "context" }, labels: ["web"] });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["tainted_call"]]);
    const dir = tempDir("toolgate-settings-");
    const file = join(dir, "toolgate.yaml");
    writeFileSync(file, "checks:\n  - arguments\n  - outside_content: { taint_policy: refuse }\n");
    const fromFile = await Client.create({ catalogue, settings: file, log: () => {} });
    const b = await fromFile.session("billing").checkToolCall("charge_card", { customer_id: "C7", amount: 1 }, { origins: { customer_id: "context", amount: "context" }, labels: ["web"] });
    expect([b.decision, b.reasons]).to.deep.equal(["refuse", ["tainted_call"]]);
  });
  it("sets how long a confirmation token lasts", async () => {
    const { client, clock } = await makeClient({ checks: [setting("confirmation", { expiry: "PT1H" })] });
    const s = client.session("billing");
    const origins = { customer_id: "context", amount: "context" };
    const asked = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 1 }, { origins });
    clock.now += 3_600_001;
    const late = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 1 }, { origins, confirmation: asked.confirmation });
    expect([late.decision, late.reasons]).to.deep.equal(["confirm", ["write"]]);
  });
});
