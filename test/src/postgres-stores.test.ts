// The PostgreSQL stores against a real server (a throwaway cluster): versioned migrations
// applied once, heads advanced by compare-and-set across pools, usage counted once per step, and
// clients on two pools (two replicas) never both extending one head.
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { shop } from "@toolgate/rulebooks";
import { Client, generateKeyPair, History, makeSigner, MemoryEntryStore, MemoryHeadStore, type EntryStore, type Head, type HistoryEntry } from "@toolgate/core";
import { openEntryStore, openHeadStore } from "@toolgate/cli";
import { PgAuditLog, PgDatabase, PgEntryStore, PgHeadStore, PgUsageStore, MIGRATIONS, migrate } from "@toolgate/store-postgres";
import { type AuditRow } from "@toolgate/executor";
import { run } from "@toolgate/cli";
import { catalogue } from "./fixtures.js";
import { startPostgres, type Postgres } from "./postgres.js";
import { entryWritesInAnyOrder } from "./entry-writes.js";

const row = (over: Partial<AuditRow> = {}): AuditRow => ({
  session: "s_1", callId: "c_1", at: 1000, agent: "billing", tool: "refund_card", step: 0, decision: "confirm", reasons: ["write"],
  outcome: "pending", asked: false, retryable: null, attempts: 0, durationMs: null, arguments: "{}", error: null, resultChars: null, cutFrom: null,
  ...over,
});

describe("PostgreSQL stores", function () {
  this.timeout(60_000);
  let server: Postgres;
  before(async () => {
    server = await startPostgres();
  });
  after(() => server?.stop());

  it("applies each migration once, however many replicas start together, and `toolgate migrate` finds nothing to do", async () => {
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: server.url, max: 1 }));
    try {
      const applied = await Promise.all(pools.map((p) => migrate(p)));
      expect(applied.flat().sort()).to.deep.equal(MIGRATIONS.map((m) => m.version));
      const { rows } = await pools[0]!.query("SELECT version, name FROM toolgate_migrations ORDER BY version");
      expect(rows).to.deep.equal(MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
      await pools[0]!.query("INSERT INTO toolgate_migrations (version, name) VALUES (9999, 'from a newer release')");
      let failed: unknown;
      await migrate(pools[1]!).catch((e) => (failed = e));
      expect(String(failed)).to.include("schema version 9999, newer than this release's");
      await pools[0]!.query("DELETE FROM toolgate_migrations WHERE version = 9999");
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
    let out = "";
    let err = "";
    const code = await run(["migrate", "--store", server.url], { out: (t) => (out += t), err: (t) => (err += t), env: {} });
    expect([code, out, err]).to.deep.equal([0, "the schema is up to date\n", ""]);
    const down = await run(["migrate", "--store", "postgres://toolgate@127.0.0.1:1/none"], { out: () => {}, err: (t) => (err += t), env: {} });
    expect(down).to.equal(5);
    expect(err).to.include("cannot migrate");
  });

  it("advances a head only from the head it was read as: of 20 racing advances from two pools, one wins", async () => {
    const a = PgDatabase.use(server.url);
    const b = PgDatabase.use(`${server.url}?application_name=replica_b`);
    try {
      const heads = [new PgHeadStore(a), new PgHeadStore(b)];
      const h1: Head = { step: 1, link: "a".repeat(64), outcome: null, call: null, answer: null };
      expect(await heads[0]!.advance("s_cas", undefined, h1)).to.equal(true);
      expect(await heads[1]!.advance("s_cas", undefined, h1), "a second first head").to.equal(false);
      const won = await Promise.all(Array.from({ length: 20 }, (_, i) => heads[i % 2]!.advance("s_cas", h1, { step: 2, link: String(i).padStart(64, "0"), outcome: null, call: `c${i}`, answer: null })));
      expect(won.filter(Boolean)).to.have.length(1);
      const now = await heads[1]!.get("s_cas");
      expect(now!.step).to.equal(2);
      expect(now!.link).to.equal(String(won.indexOf(true)).padStart(64, "0"));
      const reported: Head = { ...now!, outcome: "sig", call: "r", answer: '{"status":"ran"}', entry: '{"step":2,"outcome":{"sig":"sig"}}' };
      expect(await heads[0]!.advance("s_cas", now, reported), "a report").to.equal(true);
      expect(await heads[1]!.advance("s_cas", now, { ...reported, outcome: "other" }), "a second report from before the first").to.equal(false);
      expect(await heads[1]!.get("s_cas")).to.deep.equal(reported);
      expect(await heads[0]!.get("s_none")).to.equal(undefined);
    } finally {
      await a.release();
      await b.release();
    }
  });

  it("counts a step of a session once across pools, and reads a tenant's tool since a time", async () => {
    const a = PgDatabase.use(server.url);
    const b = PgDatabase.use(`${server.url}?application_name=replica_b`);
    try {
      const [u1, u2] = [new PgUsageStore(a), new PgUsageStore(b)];
      await Promise.all([
        u1.add({ tenant: "t", session: "s_1", step: 2, tool: "refund_card", at: 1000, numbers: { amount: 40.5 } }),
        u2.add({ tenant: "t", session: "s_1", step: 2, tool: "refund_card", at: 1500, numbers: { amount: 40.5 } }),
        u2.add({ tenant: "t", session: "s_1", step: 3, tool: "refund_card", at: 2000, numbers: { amount: 10 } }),
        u1.add({ tenant: "u", session: "s_1", step: 3, tool: "refund_card", at: 2000, numbers: { amount: 99 } }),
      ]);
      const all = await u2.since("t", "refund_card", 0);
      expect(all.map((r) => [r.step, r.numbers.amount])).to.deep.equal([
        [2, 40.5],
        [3, 10],
      ]);
      expect(all[0]!.at).to.be.oneOf([1000, 1500]);
      expect((await u1.since("t", "refund_card", 1600)).map((r) => r.step)).to.deep.equal([3]);
      expect(await u1.since("t", "get_order", 0)).to.deep.equal([]);
    } finally {
      await a.release();
      await b.release();
    }
  });

  it("serve does not start on a database it cannot reach (exit 5), and takes --store or --heads/--usage, not both (exit 2)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolgate-serve-pg-"));
    try {
      const keys = generateKeyPair();
      writeFileSync(join(dir, "keys.yaml"), JSON.stringify({ public_key: Buffer.from(keys.publicKey).toString("base64url"), seed: Buffer.from(keys.seed).toString("base64url") }));
      const serve = async (extra: string[]) => {
        let err = "";
        const code = await run(["serve", "--catalogue", shop.catalogue, "--keys", join(dir, "keys.yaml"), "--port", "0", ...extra], { out: () => {}, err: (t) => (err += t), env: { TOOLGATE_TOKEN: "a".repeat(32) } });
        return { code, err };
      };
      const down = await serve(["--store", "postgres://toolgate@127.0.0.1:1/toolgate"]);
      expect(down.code).to.equal(5);
      expect(down.err).to.include("the store did not start");
      const both = await serve(["--store", server.url, "--heads", "memory"]);
      expect([both.code, both.err.split("\n")[0]]).to.deep.equal([2, "toolgate serve: pass --store, or --heads and --usage, not both"]);
      const notPg = await serve(["--store", "sqlite:x.db"]);
      expect(notPg.code).to.equal(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a store spec that is neither memory, sqlite nor a PostgreSQL URL, without repeating it", () => {
    expect(() => openHeadStore("redis://secret@x")).to.throw(/memory.*sqlite:PATH.*postgres:\/\//);
    expect(() => openHeadStore("redis://secret@x")).to.not.throw(/secret/);
  });

  it("two clients on two pools checking copies of one history: one answer extends the head, the others are refused on the new head", async () => {
    const a = PgDatabase.use(server.url);
    const b = PgDatabase.use(`${server.url}?application_name=replica_b`);
    try {
      // Two replicas share their keys, as `toolgate serve --keys` has them share one file.
      const keys = generateKeyPair();
      const make = (db: PgDatabase) => Client.create({ catalogue, keys, heads: new PgHeadStore(db), log: () => {} });
      const [ca, cb] = await Promise.all([make(a), make(b)]);
      for (let round = 0; round < 5; round++) {
        const first = ca.session("billing");
        await first.checkToolCall("get_order", { order_id: "4411" }, { origins: { order_id: "typed" } });
        const json = first.history.toJSON();
        const copies = [ca, cb, ca, cb].map((c) => c.session("billing", { history: json }));
        const answers = await Promise.all(copies.map((s) => s.checkToolCall("get_order", { order_id: "4412" }, { origins: { order_id: "typed" } })));
        const allowed = answers.filter((x) => x.decision === "allow");
        expect(allowed.map((x) => [x.session, x.step])).to.deep.equal([[json.session, 1]]);
        for (const lost of answers.filter((x) => x.decision !== "allow")) {
          expect([lost.decision, lost.reasons, lost.step]).to.deep.equal(["refuse", ["history_invalid"], 0]);
          expect(String(lost.detail.history)).to.match(/^rolled back: step \d+ was seen/);
        }
        const winner = copies[answers.indexOf(allowed[0]!)]!;
        expect((await new PgHeadStore(b).get(json.session))?.link).to.equal(winner.history.entries.at(-1)!.link);
      }
    } finally {
      await a.release();
      await b.release();
    }
  });

  it("keeps a stored session's entries for every replica: another pool resumes it from its head, and the export verifies", async () => {
    const keys = generateKeyPair();
    // Two pools, as two replicas: each client its own database handle on the one server.
    const replica = async (name: string) => {
      const url = `${server.url}${server.url.includes("?") ? "&" : "?"}application_name=${name}`;
      const entries = openEntryStore(url);
      await entries.started;
      const heads = new PgHeadStore(PgDatabase.use(url));
      return { client: await Client.create({ catalogue, keys, heads, entries: entries.store, log: () => {} }), entries: entries.store as EntryStore, close: async () => { await entries.close(); await heads.db.release(); } };
    };
    const a = await replica("replica_a");
    const b = await replica("replica_b");
    try {
      const s = a.client.session("billing", { stored: true });
      for (let i = 0; i < 3; i++) {
        const got = await s.checkToolCall("get_order", { order_id: String(i + 1) }, { origins: { order_id: "context" } });
        expect([got.decision, got.reasons, got.step]).to.deep.equal(["allow", ["allow"], i]);
        await s.report(got.step, "ran", { order_id: String(i + 1), charge_id: "ch_1", total: 40 });
      }
      const resumed = b.client.session("billing", { stored: { session: s.id, head: s.head } });
      const next = await resumed.checkToolCall("get_order", { order_id: "9" }, { origins: { order_id: "context" } });
      expect([next.decision, next.step, next.session]).to.deep.equal(["allow", 3, s.id]);
      // The copy the first replica holds is now behind the head: it is refused as rolled back.
      const stale = await a.client.session("billing", { stored: { session: s.id, head: s.head } }).checkToolCall("get_order", { order_id: "8" }, { origins: { order_id: "context" } });
      expect([stale.decision, stale.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
      const kept = await b.entries.entries(s.id);
      expect(kept.map((e) => e.step)).to.deep.equal([0, 1, 2, 3]);
      expect(History.from({ version: 1, session: s.id, entries: kept }).verify(makeSigner(keys)).valid).to.equal(true);
      // A step that is not the next one is never written.
      let failed: unknown;
      await Promise.resolve(b.entries.put(s.id, { ...kept[3]!, step: 9 }, null)).catch((e) => (failed = e));
      expect(String(failed)).to.include("is not the next step");
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("never takes a kept step back to an older outcome, and never rewrites a row that is not JSON", async () => {
    const db = PgDatabase.use(server.url);
    try {
      const entries = new PgEntryStore(db);
      await entryWritesInAnyOrder(entries, "s_writes");
      await db.pool.query("INSERT INTO entries (session, step, entry) VALUES ('t_writes', 0, '{not json')");
      await entries.put("t_writes", { step: 0, link: "L0", outcome: null } as unknown as HistoryEntry, null);
      expect((await db.pool.query("SELECT entry FROM entries WHERE session = 't_writes'")).rows).to.deep.equal([{ entry: "{not json" }]);
    } finally {
      await db.release();
    }
  });

  it("migrates a database whose heads carry no entry: they are read as before, and each head written after carries its entry, which another replica takes when its writer's write never comes", async () => {
    // A stored session made before the migration, copied as rows into a database at version 5.
    const keys = generateKeyPair();
    const memHeads = new MemoryHeadStore();
    const memEntries = new MemoryEntryStore();
    const maker = await Client.create({ catalogue, keys, heads: memHeads, entries: memEntries, log: () => {} });
    const s = maker.session("billing", { stored: true });
    const first = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "context" } });
    await s.report(first.step, "ran", { order_id: "1", total: 40 });
    const admin = new pg.Pool({ connectionString: server.url, max: 1 });
    await admin.query("CREATE DATABASE before_entries");
    await admin.end();
    const url = server.url.replace(/\/toolgate$/, "/before_entries");
    const old = new pg.Pool({ connectionString: url, max: 1 });
    try {
      await migrate(old, MIGRATIONS.filter((m) => m.version <= 5));
      const head = memHeads.get(s.id)!;
      await old.query("INSERT INTO heads (session, step, link, outcome, call, answer) VALUES ($1, $2, $3, $4, $5, $6)", [s.id, head.step, head.link, head.outcome, head.call, head.answer]);
      for (const e of memEntries.entries(s.id)) await old.query("INSERT INTO entries (session, step, entry) VALUES ($1, $2, $3)", [s.id, e.step, JSON.stringify(e)]);
    } finally {
      await old.end();
    }
    /** A replica on the migrated database, its own pool; with `dropWrites`, its entry writes never reach the store. */
    const replica = async (name: string, dropWrites = false) => {
      const db = PgDatabase.use(`${url}?application_name=${name}`);
      const heads = new PgHeadStore(db);
      const stored = new PgEntryStore(db);
      const entries: EntryStore = dropWrites ? { entries: (id, from) => stored.entries(id, from), put: () => new Promise<void>(() => {}) } : stored;
      return { client: await Client.create({ catalogue, keys, heads, entries, log: () => {} }), heads, db };
    };
    const a = await replica("before_a", true);
    const b = await replica("before_b");
    try {
      expect(await a.heads.get(s.id)).to.deep.equal({ ...memHeads.get(s.id), entry: null });
      const resumed = await b.client.session("billing", { stored: { session: s.id, head: s.head } }).checkToolCall("get_order", { order_id: "2" }, { origins: { order_id: "context" } });
      expect([resumed.decision, resumed.step, resumed.session]).to.deep.equal(["allow", 1, s.id]);
      expect(JSON.parse((await b.heads.get(s.id))!.entry!)).to.include({ step: 1, tool: "get_order" });
      // a advances the head to step 2 and never writes its entry; b answers at step 3 on the session.
      void a.client.session("billing", { stored: { session: s.id, newest: true } }).checkToolCall("get_order", { order_id: "3" }, { origins: { order_id: "context" } });
      while ((await b.heads.get(s.id))!.step < 2) await new Promise((resolve) => setImmediate(resolve));
      const next = await b.client.session("billing", { stored: { session: s.id, newest: true } }).checkToolCall("get_order", { order_id: "4" }, { origins: { order_id: "context" } });
      expect([next.decision, next.reasons, next.step, next.session]).to.deep.equal(["allow", ["allow"], 3, s.id]);
      const exported = await b.client.storedHistory(s.id);
      expect(exported.verification).to.deep.equal({ valid: true });
      expect(exported.history.entries.map((e) => [e.step, e.outcome?.status ?? null])).to.deep.equal([[0, "ran"], [1, null], [2, null], [3, null]]);
    } finally {
      await a.db.release();
      await b.db.release();
    }
  });

  describe("the audit", () => {
    let a: PgDatabase;
    let b: PgDatabase;
    let audit: PgAuditLog;
    let other: PgAuditLog;
    beforeEach(async () => {
      a = PgDatabase.use(server.url);
      b = PgDatabase.use(`${server.url}?application_name=replica_b`);
      [audit, other] = [new PgAuditLog(a), new PgAuditLog(b)];
      await a.migrated;
      await a.pool.query("DELETE FROM audit");
    });
    afterEach(async () => {
      await a.release();
      await b.release();
    });

    it("completes a pending row with the approval that resumes it, and never overwrites a final row", async () => {
      expect(await audit.record(row())).to.equal(true);
      expect(await other.record(row({ decision: "allow", reasons: ["confirmed"], outcome: "ran", step: 1, attempts: 1 }))).to.equal(true);
      const rows = await audit.rows();
      expect(rows).to.have.length(1);
      expect(rows[0]).to.include({ decision: "allow", outcome: "ran", asked: true, step: 1, at: 1000 });
      expect(rows[0]!.reasons).to.deep.equal(["confirmed"]);
      expect(await other.record(row({ decision: "refuse", reasons: ["unknown_tool"], outcome: "not_run" }))).to.equal(false);
      expect(await audit.get("s_1", "c_1")).to.include({ decision: "allow", outcome: "ran" });
      let failed: unknown;
      await audit.record(row({ callId: "c_2", decision: "maybe" as never })).catch((e) => (failed = e));
      expect(String(failed)).to.include("check constraint");
    });

    it("claims a call once: the first claim writes `started`, every later one finds the row and writes nothing", async () => {
      const first = await audit.claim(row({ decision: "allow", reasons: ["allow"], outcome: "started" }));
      expect(first.claimed).to.equal(true);
      expect(first.row).to.include({ outcome: "started", callId: "c_1" });
      const second = await other.claim(row({ decision: "allow", reasons: ["allow"], outcome: "started", agent: "other" }));
      expect(second.claimed).to.equal(false);
      expect(second.row).to.include({ outcome: "started", agent: "billing" });
      expect(await audit.record(row({ outcome: "pending" }))).to.equal(false);
      expect(await other.finish(row({ decision: "allow", reasons: ["allow"], outcome: "ran", code: null, attempts: 1 }))).to.equal(true);
      expect(await audit.finish(row({ decision: "allow", reasons: ["allow"], outcome: "failed", code: "handler_failed" }))).to.equal(false);
      expect(await audit.get("s_1", "c_1")).to.include({ outcome: "ran", attempts: 1 });
    });

    it("claims a pending row for its approval, and spends an approval once whatever id presents it", async () => {
      await audit.record(row({ callId: "asked", token: "t_approval" }));
      const claimed = await other.claim(row({ callId: "another-id", decision: "allow", reasons: ["confirmed"], outcome: "started", token: "t_approval" }));
      expect(claimed.claimed).to.equal(true);
      expect(claimed.row).to.include({ callId: "asked", outcome: "started", asked: true, token: "t_approval" });
      expect(await audit.get("s_1", "another-id")).to.equal(undefined);
      const third = await audit.claim(row({ callId: "third-id", decision: "allow", reasons: ["confirmed"], outcome: "started", token: "t_approval" }));
      expect(third.claimed).to.equal(false);
      expect(third.row).to.include({ callId: "asked", outcome: "started" });
      expect(await other.byToken("s_1", "t_approval")).to.include({ callId: "asked" });
      expect(await audit.rows()).to.have.length(1);
    });

    it("of 24 claims at once from two pools, of one call id and of one approval under many ids, one each runs", async () => {
      for (let round = 0; round < 5; round++) {
        const session = `s_race_${round}`;
        await audit.record(row({ session, callId: "asked", token: "t_once" }));
        const claims = await Promise.all(
          Array.from({ length: 24 }, (_, i) => {
            const log = i % 2 ? other : audit;
            return i % 3 === 0
              ? log.claim(row({ session, callId: "c_same", decision: "allow", reasons: ["allow"], outcome: "started" }))
              : log.claim(row({ session, callId: `c_${i}`, decision: "allow", reasons: ["confirmed"], outcome: "started", token: "t_once" }));
          }),
        );
        const won = claims.filter((c) => c.claimed).map((c) => c.row.callId).sort();
        expect(won).to.deep.equal(["asked", "c_same"]);
        const { rows } = await a.pool.query("SELECT call_id, outcome FROM audit WHERE session = $1 ORDER BY call_id", [session]);
        expect(rows).to.deep.equal([
          { call_id: "asked", outcome: "started" },
          { call_id: "c_same", outcome: "started" },
        ]);
      }
    });
  });
});
