// Stored sessions: the service keeps a session's entries and the caller sends the session id and
// the head it last saw. A stored session answers as the carried history would, reads no entry
// while this process holds it, keeps entries an export verifies offline, and refuses a stale head.
import { expect } from "chai";
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, generateKeyPair, History, makeSigner, MemoryEntryStore, MemoryHeadStore, type EntryStore, type Head, type HistoryEntry, type KeyPair } from "@toolgate/core";
import { SqliteEntryStore, SqliteHeadStore } from "@toolgate/store-sqlite";
import { catalogue, T0 } from "./fixtures.js";
import { entryWritesInAnyOrder } from "./entry-writes.js";

type Session = ReturnType<Client["session"]>;
const ORDER = { order_id: "1", charge_id: "ch_1", total: 40 };

/** An entry store that counts the entries it reads. */
class Counting implements EntryStore {
  read = 0;
  constructor(readonly inner: EntryStore) {}
  async entries(session: string, from?: number): Promise<HistoryEntry[]> {
    const got = await this.inner.entries(session, from);
    this.read += got.length;
    return got;
  }
  put(session: string, entry: HistoryEntry, replaces: string | null) {
    return this.inner.put(session, entry, replaces);
  }
}

/** An entry store whose writes show after `lagMs` (another replica between its head's advance and its entry's write), or never once `drop` is set. */
class Lagging implements EntryStore {
  lagMs = 0;
  drop = false;
  constructor(readonly inner: MemoryEntryStore) {}
  entries(session: string, from?: number): HistoryEntry[] {
    return this.inner.entries(session, from);
  }
  put(session: string, entry: HistoryEntry, replaces: string | null): void {
    if (this.drop) return;
    if (this.lagMs === 0) return this.inner.put(session, entry, replaces);
    setTimeout(() => this.inner.put(session, entry, replaces), this.lagMs);
  }
}

function client(keys: KeyPair, more: Partial<Parameters<typeof Client.create>[0]> = {}) {
  return Client.create({ catalogue, keys, heads: new MemoryHeadStore(), now: () => T0, log: () => {}, ...more });
}

/** `n` looked-up orders, reported with their results, the first one's charge id being `ch_1`. */
async function grow(s: Session, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const a = await s.checkToolCall("get_order", { order_id: String(i + 1) }, { origins: { order_id: "context" } });
    if (a.decision !== "allow") throw new Error(`get_order was ${a.decision} ${a.reasons.join(", ")}`);
    await s.report(a.step, "ran", i === 0 ? ORDER : { order_id: String(i + 1), total: i });
  }
}

/** A stored session whose head carries step 3 and whose entry store was never given it: a writer that stopped in between. */
async function oneStepBehind(keys: KeyPair) {
  const heads = new MemoryHeadStore();
  const inner = new MemoryEntryStore();
  const store = new Lagging(inner);
  const s = (await client(keys, { entries: store, heads })).session("billing", { stored: true });
  await grow(s, 3);
  const before = inner.entries(s.id);
  store.drop = true;
  await grow(s, 1);
  store.drop = false;
  return { heads, inner, store, s, before };
}

/** Calls that read the history: an `after` rule with a bound result, an undo, `not_after`, `at_most`. */
async function probe(s: Session): Promise<Array<[string, string[]]>> {
  const out: Array<[string, string[]]> = [];
  const answer = async (tool: string, args: Record<string, unknown>, options: Parameters<Session["checkToolCall"]>[2] = {}) => {
    const a = await s.checkToolCall(tool, args, options);
    out.push([a.decision, a.reasons]);
    return a;
  };
  const refund = { order_id: "1", charge_id: "ch_1", amount: 40 };
  const origins = { order_id: "context", charge_id: "result:0.charge_id", amount: "context" };
  const asked = await answer("refund_card", refund, { origins });
  const done = await answer("refund_card", refund, { origins, confirmation: asked.confirmation });
  await s.report(done.step, "ran", { refund_id: "re_1" });
  await answer("refund_card", { ...refund, charge_id: "ch_2" }, { origins: { ...origins, charge_id: "result:1.charge_id" } });
  await answer("cancel_refund", { refund_id: "re_9" }, { compensationOf: done.step, origins: { refund_id: "context" } });
  await answer("close_ticket", { ticket: "T1" });
  return out;
}

describe("stored sessions", function () {
  this.timeout(120_000);

  it("answers at 10,000 entries as the carried history would, and reads no entry once held", async () => {
    const keys = generateKeyPair();
    const entries = new Counting(new MemoryEntryStore());
    const service = await client(keys, { entries });
    const first = service.session("billing", { stored: true });
    await grow(first, 10_000);
    const exported = first.history.toJSON();
    expect(exported.entries).to.have.length(10_000);

    // The carried history, checked by a client of the same keys with its own head store.
    const carried = await probe((await client(keys)).session("billing", { history: exported }));
    const resumed = service.session("billing", { stored: { session: first.id, head: first.head } });
    const stored = await probe(resumed);
    expect(stored).to.deep.equal(carried);
    expect(stored).to.deep.equal([
      ["confirm", ["write"]],
      ["allow", ["confirmed"]],
      ["refuse", ["order_rule"]],
      ["refuse", ["compensation_mismatch"]],
      ["confirm", ["argument_origin"]],
    ]);
    // Held in this process since it was started: not one entry was read back.
    expect(entries.read).to.equal(0);
  });

  it("keeps entries whose export verifies offline, from a SQLite file another client opens", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolgate-stored-"));
    try {
      const keys = generateKeyPair();
      const open = () => client(keys, { entries: new SqliteEntryStore(join(dir, "entries.db")), heads: new SqliteHeadStore(join(dir, "heads.db")) });
      const s = (await open()).session("billing", { stored: true });
      await grow(s, 3);
      const head = s.head;

      // Another client on the same files (another process): it reads the entries from the store.
      const other = (await open()).session("billing", { stored: { session: s.id, head } });
      const asked = await other.checkToolCall("refund_card", { order_id: "1", charge_id: "ch_1", amount: 40 }, { origins: { order_id: "context", charge_id: "result:0.charge_id", amount: "context" } });
      expect([asked.decision, asked.reasons, asked.step, asked.session]).to.deep.equal(["confirm", ["write"], 3, s.id]);

      const kept = new SqliteEntryStore(join(dir, "entries.db"));
      const text = JSON.stringify({ version: 1, session: s.id, entries: kept.entries(s.id) });
      kept.close();
      const offline = History.from(text);
      expect(offline.verify(makeSigner(keys)).valid).to.equal(true);
      expect(offline.length).to.equal(4);
      // Edited in the export: it no longer verifies.
      const edited = JSON.parse(text);
      edited.entries[1].tool = "refund_card";
      expect(History.from(edited).verify(makeSigner(keys))).to.deep.equal({ valid: false, problem: "entry 1 does not match its link" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a stale head as rolled back, and a head of another branch as forked", async () => {
    const keys = generateKeyPair();
    const service = await client(keys, { entries: new MemoryEntryStore() });
    const s = service.session("billing", { stored: true });
    await grow(s, 2);
    const older = s.head!;
    await grow(s, 1);
    const newest = s.head!;

    const stale = await service.session("billing", { stored: { session: s.id, head: older } }).checkToolCall("get_order", { order_id: "9" });
    expect([stale.decision, stale.reasons, stale.detail.history, stale.detail.previous_session, stale.step]).to.deep.equal(["refuse", ["history_invalid"], "rolled back: step 2 was seen, the caller's head is at 1", s.id, 0]);
    expect(stale.session).to.not.equal(s.id);

    const unreported = await service.session("billing", { stored: { session: s.id, head: { ...newest, outcome: null } } }).checkToolCall("get_order", { order_id: "9" });
    expect([unreported.decision, unreported.reasons, unreported.detail.history]).to.deep.equal(["refuse", ["history_invalid"], "rolled back: an outcome was reported for step 2, the caller's head has none"]);

    const other = await service.session("billing", { stored: { session: s.id, head: { ...newest, link: "0".repeat(64) } } }).checkToolCall("get_order", { order_id: "9" });
    expect([other.decision, other.reasons, other.detail.history]).to.deep.equal(["refuse", ["history_invalid"], "forked at step 2"]);

    const none = await service.session("billing", { stored: { session: s.id, head: null } }).checkToolCall("get_order", { order_id: "9" });
    expect([none.decision, none.reasons, none.detail.history]).to.deep.equal(["refuse", ["history_invalid"], "rolled back: step 2 was seen, the caller's head is none"]);

    // A report on a stale head is refused too, and the newest head goes on.
    const late = service.session("billing", { stored: { session: s.id, head: older } });
    let code: string | undefined;
    try {
      await late.report(2, "failed");
    } catch (e) {
      code = (e as { code?: string }).code;
    }
    expect(code).to.equal("report_invalid");
    const fine = await service.session("billing", { stored: { session: s.id, head: newest } }).checkToolCall("get_order", { order_id: "9" }, { origins: { order_id: "context" } });
    expect([fine.decision, fine.reasons, fine.step, fine.session]).to.deep.equal(["allow", ["allow"], 3, s.id]);
  });

  it("refuses a stored entry edited in the store as history_invalid", async () => {
    const keys = generateKeyPair();
    const store = new MemoryEntryStore();
    const s = (await client(keys, { entries: store })).session("billing", { stored: true });
    await grow(s, 3);
    const edited = store.entries(s.id)[1]!;
    edited.numbers = { amount: 1 };
    store.put(s.id, edited, edited.outcome?.sig ?? null);
    // A client that does not hold the session reads it from the store, and it does not verify.
    const answer = await (await client(keys, { entries: store })).session("billing", { stored: { session: s.id, head: s.head } }).checkToolCall("get_order", { order_id: "9" });
    expect([answer.decision, answer.reasons, answer.detail.history]).to.deep.equal(["refuse", ["history_invalid"], "the stored session does not verify: entry 1 does not match its link"]);
  });

  it("reads the store again when a caller's head is ahead of the copy held here (no head store)", async () => {
    const keys = generateKeyPair();
    const store = new MemoryEntryStore();
    const a = await client(keys, { entries: store, heads: undefined });
    const b = await client(keys, { entries: store, heads: undefined });
    const s = a.session("billing", { stored: true });
    await grow(s, 2);
    const there = b.session("billing", { stored: { session: s.id, head: s.head } });
    await grow(there, 1);
    // Back on the first client, which holds the session as it was at step 1.
    const back = await a.session("billing", { stored: { session: s.id, head: there.head } }).checkToolCall("get_order", { order_id: "9" }, { origins: { order_id: "context" } });
    expect([back.decision, back.reasons, back.step, back.session]).to.deep.equal(["allow", ["allow"], 3, s.id]);
    // And the head it no longer is at is refused.
    const stale = await a.session("billing", { stored: { session: s.id, head: there.head } }).checkToolCall("get_order", { order_id: "9" });
    expect([stale.decision, stale.reasons, stale.detail.history]).to.deep.equal(["refuse", ["history_invalid"], "rolled back: step 3 was seen, the caller's head is at 2"]);
  });

  it("needs an entry store, and is not given with a history", async () => {
    const keys = generateKeyPair();
    const plain = await client(keys);
    expect(() => plain.session("billing", { stored: true })).to.throw("a stored session needs a client with an entry store");
    const withStore = await client(keys, { entries: new MemoryEntryStore() });
    expect(() => withStore.session("billing", { stored: true, history: { version: 1, session: "s", entries: [] } })).to.throw("either stored or carries its history");
  });

  it("never takes a kept step back to an older outcome, in memory and in SQLite, and never rewrites a SQLite row that is not JSON", async () => {
    await entryWritesInAnyOrder(new MemoryEntryStore(), "s");
    const dir = mkdtempSync(join(tmpdir(), "toolgate-entry-writes-"));
    const sqlite = new SqliteEntryStore(join(dir, "entries.db"));
    try {
      await entryWritesInAnyOrder(sqlite, "s");
      sqlite.db.prepare("INSERT INTO entries (session, step, entry) VALUES (?, ?, ?)").run("t", 0, "{not json");
      sqlite.put("t", { step: 0, link: "L0", outcome: null } as unknown as HistoryEntry, null);
      expect(sqlite.db.prepare("SELECT entry FROM entries WHERE session = ?").get("t")).to.deep.equal({ entry: "{not json" });
    } finally {
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes the newest entry from the head when its writer's write shows late or never, and writes it once", async () => {
    const keys = generateKeyPair();
    const heads = new MemoryHeadStore();
    const inner = new MemoryEntryStore();
    const store = new Lagging(inner);
    const a = await client(keys, { entries: store, heads });
    const b = await client(keys, { entries: store, heads });
    const s = a.session("billing", { stored: true });
    await grow(s, 2);
    // A advances the head to step 2 and its outcome; the entry shows 40 ms later.
    store.lagMs = 40;
    await grow(s, 1);
    const there = await b.session("billing", { stored: { session: s.id, head: s.head } }).checkToolCall("get_order", { order_id: "9" }, { origins: { order_id: "context" } });
    expect([there.decision, there.reasons, there.step, there.session]).to.deep.equal(["allow", ["allow"], 3, s.id]);
    // The late writes came after b wrote step 2 with its outcome from the head, and step 3: they changed nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    store.lagMs = 0;
    const written = inner.entries(s.id);
    expect(written.map((e) => [e.step, e.outcome?.status ?? null])).to.deep.equal([[0, "ran"], [1, "ran"], [2, "ran"], [3, null]]);
    // An entry never written (its writer died after the head moved): the next check answers on the session.
    store.drop = true;
    const lost = await b.session("billing", { stored: { session: s.id, newest: true } }).checkToolCall("get_order", { order_id: "11" }, { origins: { order_id: "context" } });
    store.drop = false;
    const c = await client(keys, { entries: store, heads });
    const next = await c.session("billing", { stored: { session: s.id, newest: true } }).checkToolCall("get_order", { order_id: "12" }, { origins: { order_id: "context" } });
    expect([lost.decision, lost.step, next.decision, next.reasons, next.step, next.session]).to.deep.equal(["allow", 4, "allow", ["allow"], 5, s.id]);
    const exported = await c.storedHistory(s.id);
    expect(exported.verification).to.deep.equal({ valid: true });
    expect(exported.history.entries.map((e) => e.step)).to.deep.equal([0, 1, 2, 3, 4, 5]);
  });

  it("reads the entries again, then refuses after a bound with the reason, where the head carries no entry (written before heads did)", async () => {
    /** A head store as one written before heads carried their entry: what it keeps has none. */
    class Older extends MemoryHeadStore {
      override advance(session: string, expected: Head | undefined, next: Head): boolean {
        return super.advance(session, expected, { ...next, entry: null });
      }
    }
    const keys = generateKeyPair();
    const heads = new Older();
    const store = new Lagging(new MemoryEntryStore());
    const a = await client(keys, { entries: store, heads });
    const b = await client(keys, { entries: store, heads });
    const s = a.session("billing", { stored: true });
    await grow(s, 2);
    store.lagMs = 40;
    await grow(s, 1);
    const there = await b.session("billing", { stored: { session: s.id, head: s.head } }).checkToolCall("get_order", { order_id: "9" }, { origins: { order_id: "context" } });
    expect([there.decision, there.reasons, there.step, there.session]).to.deep.equal(["allow", ["allow"], 3, s.id]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const newest = await b.session("billing", { stored: { session: s.id, newest: true } }).checkToolCall("get_order", { order_id: "10" }, { origins: { order_id: "context" } });
    expect([newest.decision, newest.reasons, newest.step, newest.session]).to.deep.equal(["allow", ["allow"], 4, s.id]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    store.drop = true;
    const lost = await b.session("billing", { stored: { session: s.id, newest: true } }).checkToolCall("get_order", { order_id: "11" }, { origins: { order_id: "context" } });
    store.drop = false;
    const c = await client(keys, { entries: store, heads });
    const refused = await c.session("billing", { stored: { session: s.id, newest: true } }).checkToolCall("get_order", { order_id: "12" }, { origins: { order_id: "context" } });
    expect([lost.decision, lost.step]).to.deep.equal(["allow", 5]);
    expect([refused.decision, refused.reasons, refused.detail.history, refused.detail.previous_session, refused.step]).to.deep.equal(["refuse", ["history_invalid"], "the stored session does not verify: the head store is at step 5 and the entry store still behind it after 6 reads", s.id, 0]);
  });

  describe("a head whose carried entry does not verify against it: refused, and never written", () => {
    /** Each a change made to the entry a head carries, from the entry as carried and the history before it. */
    const TAMPERED: Array<[string, (carried: HistoryEntry, before: HistoryEntry[]) => unknown, string]> = [
      ["a number changed", (e) => ({ ...e, numbers: { amount: 1 } }), "entry 3 does not match its link"],
      ["the step before it in its place", (_e, before) => ({ ...before[2]!, step: 3 }), "entry 3 does not match its link"],
      ["its outcome taken off", (e) => ({ ...e, outcome: null }), "rolled back"],
      ["another outcome's signature", (e) => ({ ...e, outcome: { ...e.outcome!, status: "failed" } }), "the newest entry's reported outcome does not verify"],
      ["text that is not JSON", () => "{\"step\": 3,", "it is not JSON text"],
      ["JSON that is not an entry", () => [1, 2, 3], "malformed"],
    ];
    for (const [name, change, problem] of TAMPERED) {
      it(`refuses as history_invalid a head carrying its entry with ${name}`, async () => {
        const keys = generateKeyPair();
        // Step 3 is asked, reported, and its entry never written; the head's carried copy is then changed.
        const { heads, inner, store, s, before } = await oneStepBehind(keys);
        const head = heads.get(s.id)!;
        const changed = change(JSON.parse(head.entry!) as HistoryEntry, before);
        const forged = { ...head, entry: typeof changed === "string" ? changed : JSON.stringify(changed) };
        expect(heads.advance(s.id, head, forged)).to.equal(true);
        const answer = await (await client(keys, { entries: store, heads })).session("billing", { stored: { session: s.id, newest: true } }).checkToolCall("get_order", { order_id: "9" }, { origins: { order_id: "context" } });
        expect([answer.decision, answer.reasons, answer.step]).to.deep.equal(["refuse", ["history_invalid"], 0]);
        expect(answer.detail.history).to.match(/^the stored session does not verify: the head store is at step 3 and the entry it carries does not verify: /);
        expect(answer.detail.history).to.include(problem);
        expect(inner.entries(s.id)).to.deep.equal(before);
      });
    }

    it("refuses as history_invalid, and writes nothing, whatever a forged carried entry holds (generated: any text, any JSON, any one field of the entry replaced)", async () => {
      const keys = generateKeyPair();
      const { heads, inner, store, s, before } = await oneStepBehind(keys);
      const original = heads.get(s.id)!.entry!;
      const entry = JSON.parse(original) as Record<string, unknown>;
      const forgery = fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
        fc.tuple(fc.constantFrom(...Object.keys(entry)), fc.jsonValue({ maxDepth: 3 })).map(([key, v]) => JSON.stringify({ ...entry, [key]: v })),
      );
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(forgery, async (text) => {
          fc.pre(text !== original);
          const head = heads.get(s.id)!;
          expect(heads.advance(s.id, head, { ...head, entry: text })).to.equal(true);
          const answer = await (await client(keys, { entries: store, heads })).session("billing", { stored: { session: s.id, newest: true } }).checkToolCall("get_order", { order_id: "9" }, { origins: { order_id: "context" } });
          expect([answer.decision, answer.reasons], text).to.deep.equal(["refuse", ["history_invalid"]]);
          expect(inner.entries(s.id)).to.deep.equal(before);
          refused++;
        }),
        { numRuns: 60 },
      );
      expect(refused).to.be.greaterThan(30);
    });
  });
});
