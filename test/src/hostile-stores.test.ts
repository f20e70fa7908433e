// The stores attacked through what they hold: a row half written or changed by hand, session ids
// with odd characters or of great length, an entry store that fails in the middle of a write.
// Nothing half written is read back as a valid session: a check on it is refused
// `history_invalid`, an export does not verify, a report is `report_invalid`, and no store error
// escapes as a crash of the reader. Seeded.
import { expect } from "chai";
import fc from "fast-check";
import Database from "better-sqlite3";
import { Client, MemoryEntryStore, MemoryHeadStore, ToolgateError, keyPairFromSeed, type EntryStore, type HistoryEntry } from "@toolgate/core";
import { SqliteEntryStore, SqliteHeadStore } from "@toolgate/store-sqlite";
import { catalogue, T0 } from "./fixtures.js";

const SEED = 52_318;
const keys = keyPairFromSeed(new Uint8Array(32).fill(9));

/** What a row may hold after a write cut short or an edit by hand, by name. */
const BROKEN_ROWS: Record<string, (row: string) => string> = {
  "its first half": (row) => row.slice(0, Math.floor(row.length / 2)),
  "no text at all": () => "",
  "bytes that are not UTF-8 JSON": () => Buffer.from([0xff, 0xfe, 0x00, 0x7b]).toString("latin1"),
  "JSON null": () => "null",
  "a number": () => "5",
  "a list": () => "[]",
  "nesting deeper than any reader": () => "[".repeat(100_000) + "]".repeat(100_000),
};

async function storedSession() {
  const db = new Database(":memory:");
  const heads = new SqliteHeadStore(db);
  const entries = new SqliteEntryStore(db);
  const client = await Client.create({ catalogue, keys, heads, entries, now: () => T0, log: () => {} });
  const s = client.session("billing", { stored: true });
  const a = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "context" } });
  await s.report(a.step, "ran", { order_id: "1", charge_id: "ch_1", total: 40 });
  return { db, heads, entries, id: s.id, head: s.head };
}

describe("hostile stores: what the head and entry stores hold", function () {
  this.timeout(60_000);

  for (const [name, broken] of Object.entries(BROKEN_ROWS)) {
    it(`refuses a stored session whose entry row holds ${name}, in check, export and report`, async () => {
      const { db, heads, entries, id, head } = await storedSession();
      const row = (db.prepare("SELECT entry FROM entries WHERE session = ?").get(id) as { entry: string }).entry;
      db.prepare("UPDATE entries SET entry = ? WHERE session = ?").run(broken(row), id);
      // Another process, holding nothing of the session: it reads the store.
      const other = await Client.create({ catalogue, keys, heads, entries, now: () => T0, log: () => {} });
      const answer = await other.session("billing", { stored: { session: id, head } }).checkToolCall("get_order", { order_id: "2" }, { origins: { order_id: "context" } });
      expect([answer.decision, answer.reasons], name).to.deep.equal(["refuse", ["history_invalid"]]);
      expect(String(answer.detail.history)).to.contain("cannot read back");
      const exported = await other.storedHistory(id);
      expect(exported.verification.valid).to.equal(false);
      let error: unknown;
      try {
        await other.session("billing", { stored: { session: id, head } }).report(0, "ran", { order_id: "1" });
      } catch (e) {
        error = e;
      }
      expect(error).to.be.instanceOf(ToolgateError);
      expect((error as ToolgateError).code).to.equal("report_invalid");
    });
  }

  it("keeps each session id apart, however odd or long, in the SQLite head and entry stores", () => {
    const db = new Database(":memory:");
    const heads = new SqliteHeadStore(db);
    const entries = new SqliteEntryStore(db);
    const odd = fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
      fc.constantFrom("x\u0000y", "x", "a\ud800", "a\udc00", "a\ufffd", "'; DROP TABLE heads; --", "%", "_", "*", "x".repeat(100_000)),
    );
    fc.assert(
      fc.property(fc.uniqueArray(odd, { minLength: 2, maxLength: 6 }), (ids) => {
        db.exec("DELETE FROM heads; DELETE FROM entries");
        ids.forEach((id, i) => {
          expect(heads.advance(id, undefined, { step: 0, link: `L${i}`, outcome: null })).to.equal(true);
          entries.put(id, { step: 0, link: `L${i}` } as unknown as HistoryEntry, null);
        });
        ids.forEach((id, i) => {
          expect(heads.get(id)?.link).to.equal(`L${i}`);
          expect(entries.entries(id).map((e) => e.link)).to.deep.equal([`L${i}`]);
        });
        expect(heads.get(`${ids[0]}\u0000`)).to.equal(undefined);
      }),
      { seed: SEED, numRuns: 40 },
    );
  });

  it("makes whole from the head a session whose entry store failed in the middle of a write, and answers on it", async () => {
    /** An entry store whose writes fail once `failing` is set: the head has advanced, the entry is not kept. */
    class Failing implements EntryStore {
      failing = false;
      constructor(readonly inner: MemoryEntryStore) {}
      entries(session: string, from?: number): HistoryEntry[] {
        return this.inner.entries(session, from);
      }
      put(session: string, entry: HistoryEntry, replaces: string | null): void {
        if (this.failing) throw new Error("disk full");
        this.inner.put(session, entry, replaces);
      }
    }
    const heads = new MemoryHeadStore();
    const store = new Failing(new MemoryEntryStore());
    const client = await Client.create({ catalogue, keys, heads, entries: store, now: () => T0, log: () => {} });
    const s = client.session("billing", { stored: true });
    const first = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "context" } });
    const head = s.head;
    store.failing = true;
    let error: unknown;
    try {
      await s.report(first.step, "ran", { order_id: "1", charge_id: "ch_1", total: 40 });
    } catch (e) {
      error = e;
    }
    expect((error as Error)?.message).to.equal("disk full");
    store.failing = false;
    const other = await Client.create({ catalogue, keys, heads, entries: store, now: () => T0, log: () => {} });
    // The caller's head from before the report is no longer the newest; the head after it is, and
    // the outcome the store never got is taken from the head.
    const stale = await other.session("billing", { stored: { session: s.id, head } }).checkToolCall("get_order", { order_id: "2" }, { origins: { order_id: "context" } });
    expect([stale.decision, stale.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
    expect(store.inner.entries(s.id).map((e) => e.outcome?.status ?? null)).to.deep.equal(["ran"]);
    const answer = await other.session("billing", { stored: { session: s.id, head: s.head } }).checkToolCall("get_order", { order_id: "2" }, { origins: { order_id: "context" } });
    expect([answer.decision, answer.reasons, answer.step, answer.session]).to.deep.equal(["allow", ["allow"], 1, s.id]);
  });
});
