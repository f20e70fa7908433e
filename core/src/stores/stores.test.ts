import { expect } from "chai";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteHeadStore } from "./sqlite-heads.js";
import { SqliteUsageStore } from "./sqlite-usage.js";
import { openHeadStore, openUsageStore } from "./open.js";

describe("SQLite stores", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-stores-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps the newest head per session, never an older one, across a reopen", () => {
    const file = join(dir, "heads.db");
    const a = new SqliteHeadStore(file);
    a.put("s_1", { step: 3, link: "c".repeat(64) });
    a.put("s_1", { step: 1, link: "a".repeat(64) });
    a.close();
    const b = new SqliteHeadStore(file);
    expect(b.get("s_1")).to.deep.equal({ step: 3, link: "c".repeat(64) });
    expect(b.get("s_2")).to.equal(undefined);
    b.close();
  });

  it("answers usage since a time, per tenant and tool, across a reopen", () => {
    const file = join(dir, "usage.db");
    const a = new SqliteUsageStore(file);
    a.add({ tenant: "t", session: "s_1", tool: "refund_card", at: 1000, numbers: { amount: 40 } });
    a.add({ tenant: "t", session: "s_2", tool: "refund_card", at: 2000, numbers: { amount: 60 } });
    a.add({ tenant: "u", session: "s_3", tool: "refund_card", at: 2000, numbers: { amount: 99 } });
    a.close();
    const b = new SqliteUsageStore(file);
    expect(b.since("t", "refund_card", 1500).map((r) => r.numbers.amount)).to.deep.equal([60]);
    expect(b.since("t", "refund_card", 0).map((r) => r.session)).to.deep.equal(["s_1", "s_2"]);
    b.close();
  });

  it("drops usage older than it keeps", () => {
    const s = new SqliteUsageStore(":memory:", 1000);
    s.add({ tenant: "t", session: "s", tool: "x", at: 0, numbers: {} });
    s.add({ tenant: "t", session: "s", tool: "x", at: 5000, numbers: {} });
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
