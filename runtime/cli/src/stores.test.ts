import { expect } from "chai";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteHeadStore } from "@toolgate/store-sqlite";
import { SqliteUsageStore } from "@toolgate/store-sqlite";
import { openHeadStore, openUsageStore } from "./open.js";
import { MemoryUsageStore } from "@toolgate/core";
import Database from "better-sqlite3";

describe("SQLite stores", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-stores-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("advances a head only from the head it was read as (compare-and-set), across a reopen", () => {
    const file = join(dir, "heads.db");
    const a = new SqliteHeadStore(file);
    const h1 = { step: 1, link: "a".repeat(64), outcome: null, call: null, answer: null, entry: '{"step":1}' };
    const h2 = { step: 2, link: "b".repeat(64), outcome: null, call: "c1", answer: "{}", entry: '{"step":2}' };
    const h2r = { ...h2, outcome: "sig", call: "r1", answer: '{"status":"ran"}', entry: '{"step":2,"outcome":{"sig":"sig"}}' };
    expect(a.advance("s_1", undefined, h1)).to.equal(true);
    expect(a.advance("s_1", undefined, h2), "a second first head").to.equal(false);
    expect(a.advance("s_1", h1, h2)).to.equal(true);
    expect(a.advance("s_1", h1, { ...h2, link: "x".repeat(64) }), "from the head that was replaced").to.equal(false);
    expect(a.advance("s_1", h2, h2r), "a report").to.equal(true);
    expect(a.advance("s_1", h2, { ...h2r, outcome: "other" }), "a second report from before the first").to.equal(false);
    a.close();
    const b = new SqliteHeadStore(file);
    expect(b.get("s_1")).to.deep.equal(h2r);
    expect(b.get("s_2")).to.equal(undefined);
    b.close();
  });

  it("opens a head file made before heads had outcomes or carried entries, and advances its heads", () => {
    const file = join(dir, "old-heads.db");
    const old = new Database(file);
    old.exec("CREATE TABLE heads (session TEXT PRIMARY KEY, step INTEGER NOT NULL, link TEXT NOT NULL)");
    old.prepare("INSERT INTO heads VALUES (?, ?, ?)").run("s_old", 4, "d".repeat(64));
    old.close();
    const s = new SqliteHeadStore(file);
    const seen = s.get("s_old");
    expect(seen).to.deep.equal({ step: 4, link: "d".repeat(64), outcome: null, call: null, answer: null, entry: null });
    expect(s.advance("s_old", seen, { step: 5, link: "e".repeat(64), entry: '{"step":5}' })).to.equal(true);
    expect(s.get("s_old")?.entry).to.equal('{"step":5}');
    s.close();
  });

  it("counts a step of a session once, whatever is recorded for it again, in SQLite and in memory", () => {
    const file = join(dir, "once.db");
    const old = new Database(file);
    old.exec("CREATE TABLE usage (tenant TEXT NOT NULL, session TEXT NOT NULL, tool TEXT NOT NULL, at INTEGER NOT NULL, numbers TEXT NOT NULL)");
    old.prepare("INSERT INTO usage VALUES (?, ?, ?, ?, ?)").run("t", "s_0", "refund_card", 500, '{"amount":5}');
    old.close();
    for (const store of [new SqliteUsageStore(file), new MemoryUsageStore()]) {
      store.add({ tenant: "t", session: "s_1", step: 2, tool: "refund_card", at: 1000, numbers: { amount: 40 } });
      store.add({ tenant: "t", session: "s_1", step: 2, tool: "refund_card", at: 1500, numbers: { amount: 40 } });
      store.add({ tenant: "t", session: "s_1", step: 3, tool: "refund_card", at: 2000, numbers: { amount: 10 } });
      store.add({ tenant: "t", session: "s_2", step: 2, tool: "refund_card", at: 2000, numbers: { amount: 1 } });
      expect(store.since("t", "refund_card", 1000).map((r) => [r.session, r.step, r.numbers.amount])).to.deep.equal([
        ["s_1", 2, 40],
        ["s_1", 3, 10],
        ["s_2", 2, 1],
      ]);
      if (store instanceof SqliteUsageStore) store.close();
    }
  });

  it("answers usage since a time, per tenant and tool, across a reopen", () => {
    const file = join(dir, "usage.db");
    const a = new SqliteUsageStore(file);
    a.add({ tenant: "t", session: "s_1", step: 0, tool: "refund_card", at: 1000, numbers: { amount: 40 } });
    a.add({ tenant: "t", session: "s_2", step: 0, tool: "refund_card", at: 2000, numbers: { amount: 60 } });
    a.add({ tenant: "u", session: "s_3", step: 0, tool: "refund_card", at: 2000, numbers: { amount: 99 } });
    a.close();
    const b = new SqliteUsageStore(file);
    expect(b.since("t", "refund_card", 1500).map((r) => r.numbers.amount)).to.deep.equal([60]);
    expect(b.since("t", "refund_card", 0).map((r) => r.session)).to.deep.equal(["s_1", "s_2"]);
    b.close();
  });

  it("drops usage older than it keeps", () => {
    const s = new SqliteUsageStore(":memory:", 1000);
    s.add({ tenant: "t", session: "s", step: 0, tool: "x", at: 0, numbers: {} });
    s.add({ tenant: "t", session: "s", step: 1, tool: "x", at: 5000, numbers: {} });
    expect(s.since("t", "x", 0)).to.have.length(1);
    s.close();
  });

  it("opens stores by their command-line spelling and rejects others", () => {
    const heads = openHeadStore(`sqlite:${join(dir, "h.db")}`);
    expect(heads.ready()).to.equal(true);
    heads.close();
    expect(heads.ready()).to.equal(false);
    expect(openUsageStore("memory").ready()).to.equal(true);
    expect(() => openHeadStore("redis://x")).to.throw(/input_invalid.*memory.*sqlite:PATH/);
    expect(() => openUsageStore(`sqlite:${join(dir, "missing", "u.db")}`)).to.throw(/cannot open the usage store/);
  });
});
