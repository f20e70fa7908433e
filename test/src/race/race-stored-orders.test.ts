// Two replicas (two clients, each holding its own copy of the sessions) race on one stored session
// resumed at the same head, in the two orders their reads of the head can take, set by hand with
// stores that wait where the test says — no timing decides which order happens. Both read the
// head before either advances: both calls are recorded, at steps of their own. One reads it after
// the other advanced (before that one's entry is even written): its caller's head is no longer the
// newest, and it is refused as rolled back on a new session, nothing written for it in the raced
// one. Either way one approval runs once and the stored entries verify. And a replica that stalls
// or dies between its head advance and its entry write: the next check on the session takes that
// entry from the head, writes it, and answers on the session.
import { expect } from "chai";
import { Client, generateKeyPair, MemoryEntryStore, MemoryHeadStore, type CheckAnswer, type EntryStore, type Head, type HeadStore, type HistoryEntry, type KeyPair } from "@toolgate/core";
import { catalogue, ran, T0 } from "../fixtures.js";

/** A promise and the function that settles it. */
function signal(): { done: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const done = new Promise<void>((resolve) => (fire = resolve));
  return { done, fire };
}

/** One replica's way to the shared head store: its reads and advances counted, and made to wait where a test says. */
class GatedHeads implements HeadStore {
  gets = 0;
  readonly advances: Array<{ session: string; took: boolean }> = [];
  /** Awaited before the first read. */
  beforeFirstGet: Promise<void> = Promise.resolve();
  /** Awaited before every advance. */
  beforeAdvance: Promise<void> = Promise.resolve();
  /** Awaited after an advance the store took, before it is answered (the entry is not written yet). */
  afterAdvance: Promise<void> = Promise.resolve();
  /** Fired once an advance was taken. */
  readonly advanced = signal();
  private readonly reads = new Map<number, () => void>();

  constructor(private readonly inner: MemoryHeadStore) {}

  /** Settles once this replica has read the head `n` times. */
  read(n: number): Promise<void> {
    if (this.gets >= n) return Promise.resolve();
    const s = signal();
    this.reads.set(n, s.fire);
    return s.done;
  }

  async get(session: string): Promise<Head | undefined> {
    if (this.gets === 0) await this.beforeFirstGet;
    const head = this.inner.get(session);
    this.gets++;
    this.reads.get(this.gets)?.();
    return head;
  }

  async advance(session: string, expected: Head | undefined, next: Head): Promise<boolean> {
    await this.beforeAdvance;
    const took = this.inner.advance(session, expected, next);
    this.advances.push({ session, took });
    if (!took) return false;
    this.advanced.fire();
    await this.afterAdvance;
    return true;
  }
}

/** One replica's way to the shared entry store: its reads counted, its writes noted as the JSON they write, and made to wait where a test says. */
class CountedEntries implements EntryStore {
  reads = 0;
  readonly first = signal();
  readonly puts: Array<{ step: number; json: string }> = [];
  /** Awaited before every write: a writer stalled, or (never settling) dead, between its head advance and its entry write. */
  beforePut: Promise<void> = Promise.resolve();
  constructor(private readonly inner: MemoryEntryStore) {}
  entries(session: string, from?: number): HistoryEntry[] {
    this.reads++;
    this.first.fire();
    return this.inner.entries(session, from);
  }
  async put(session: string, entry: HistoryEntry, replaces: string | null): Promise<void> {
    await this.beforePut;
    this.puts.push({ step: entry.step, json: JSON.stringify(entry) });
    this.inner.put(session, entry, replaces);
  }
}

interface Replica {
  client: Client;
  heads: GatedHeads;
  entries: CountedEntries;
}

async function replica(keys: KeyPair, heads: MemoryHeadStore, entries: MemoryEntryStore): Promise<Replica> {
  const gated = new GatedHeads(heads);
  const counted = new CountedEntries(entries);
  const client = await Client.create({ catalogue, keys, heads: gated, entries: counted, now: () => T0, log: () => {} });
  return { client, heads: gated, entries: counted };
}

/** The orders two replicas' reads of the head can take, each set up on replicas `a` and `b` before they go. */
const ORDERS = {
  /** Both read the head before either advances; `b` advances only once `a` answered, so it loses the head and checks again. */
  "both read the head before either advances": (a: Replica, b: Replica, aAnswered: Promise<unknown>) => {
    a.heads.beforeAdvance = b.heads.read(2);
    b.heads.beforeAdvance = aAnswered.then(() => undefined);
  },
  /** `b` reads the head once `a` advanced it, and its entries before `a` wrote the new entry. */
  "one reads the head after the other advanced, before its entry is written": (a: Replica, b: Replica) => {
    b.heads.beforeFirstGet = a.heads.advanced.done;
    a.heads.afterAdvance = b.entries.first.done;
  },
};
type Order = keyof typeof ORDERS;

describe("race: two replicas on one stored session, in each order of their head reads", function () {
  this.timeout(60_000);
  /** A stored session at the point where `charge_card` was asked, made by a third replica; two racing replicas beside it. */
  async function asked() {
    const keys = generateKeyPair();
    const heads = new MemoryHeadStore();
    const entries = new MemoryEntryStore();
    const service = await Client.create({ catalogue, keys, heads, entries, now: () => T0, log: () => {} });
    const s = service.session("billing", { stored: true });
    await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    const origins = { customer_id: "context", amount: "context" };
    const a = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins });
    expect(a.decision).to.equal("confirm");
    const [ra, rb] = [await replica(keys, heads, entries), await replica(keys, heads, entries)];
    return { service, session: s.id, head: s.head, step: a.step, token: a.confirmation!, origins, a: ra, b: rb };
  }

  /** Runs the two calls on replicas `a` and `b` in `order`; answers a's, then b's. */
  async function race(order: Order, calls: Array<(r: Replica) => Promise<CheckAnswer>>, a: Replica, b: Replica): Promise<[CheckAnswer, CheckAnswer]> {
    const aAnswered = signal();
    ORDERS[order](a, b, aAnswered.done);
    const first = calls[0]!(a).finally(aAnswered.fire);
    return Promise.all([first, calls[1]!(b)]);
  }

  async function storedAt(service: Client, session: string) {
    const stored = await service.storedHistory(session);
    expect(stored.verification).to.deep.equal({ valid: true });
    return stored.history;
  }

  it("records both calls at steps of their own when both read the head before either advances", async () => {
    const { service, session, head, step, a, b } = await asked();
    const call = (i: number) => (r: Replica) => r.client.session("billing", { stored: { session, head } }).checkToolCall("get_order", { order_id: `o${i}` }, { origins: { order_id: "context" } });
    const got = await race("both read the head before either advances", [call(0), call(1)], a, b);
    expect(got.map((g) => [g.decision, g.reasons, g.session, g.step])).to.deep.equal([
      ["allow", ["allow"], session, step + 1],
      ["allow", ["allow"], session, step + 2],
    ]);
    // b decided on the head both read, lost it to a, and was checked again on a's.
    expect(b.heads.advances).to.deep.equal([
      { session, took: false },
      { session, took: true },
    ]);
    const history = await storedAt(service, session);
    const raced = history.entries.slice(step + 1);
    expect(raced.map((e) => [e.tool, e.decision])).to.deep.equal([
      ["get_order", "allow"],
      ["get_order", "allow"],
    ]);
    // Two calls, not one recorded twice.
    expect(raced[0]!.digest).to.not.equal(raced[1]!.digest);
  });

  it("refuses as rolled back a call whose first read of the head comes after the other's advance, writing nothing for it in the raced session", async () => {
    const { service, session, head, step, a, b } = await asked();
    const call = (i: number) => (r: Replica) => r.client.session("billing", { stored: { session, head } }).checkToolCall("get_order", { order_id: `o${i}` }, { origins: { order_id: "context" } });
    const [won, lost] = await race("one reads the head after the other advanced, before its entry is written", [call(0), call(1)], a, b);
    expect([won.decision, won.session, won.step]).to.deep.equal(["allow", session, step + 1]);
    expect([lost.decision, lost.reasons, lost.detail.history, lost.detail.previous_session, lost.step]).to.deep.equal(["refuse", ["history_invalid"], `rolled back: step ${step + 1} was seen, the caller's head is at ${step}`, session, 0]);
    expect(lost.session).to.not.equal(session);
    // b found the entry store one step behind the head and wrote that step from the head, once
    // and as a wrote it; it never advanced the raced session.
    expect(b.entries.reads).to.equal(1);
    expect(b.entries.puts.map((p) => p.step)).to.deep.equal([step + 1, 0]);
    expect(a.entries.puts.map((p) => p.step)).to.deep.equal([step + 1]);
    expect(b.entries.puts[0]!.json).to.equal(a.entries.puts[0]!.json);
    expect(b.heads.advances).to.deep.equal([{ session: lost.session, took: true }]);
    const history = await storedAt(service, session);
    expect(history.length).to.equal(step + 2);
    expect([history.entry(step + 1)?.tool, history.entry(step + 1)?.decision]).to.deep.equal(["get_order", "allow"]);
  });

  for (const order of Object.keys(ORDERS) as Order[]) {
    it(`runs one approval both present once (${order})`, async () => {
      const { service, session, head, step, token, origins, a, b } = await asked();
      const present = (r: Replica) => r.client.session("billing", { stored: { session, head } }).checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins, confirmation: token });
      const [won, other] = await race(order, [present, present], a, b);
      expect([won.decision, won.reasons, won.session, won.step]).to.deep.equal(["allow", ["confirmed"], session, step + 1]);
      if (order === "both read the head before either advances") {
        // Checked again on the new head, where the token covers nothing: asked afresh.
        expect([other.decision, other.reasons, other.session, other.step]).to.deep.equal(["confirm", ["write"], session, step + 2]);
      } else {
        expect([other.decision, other.reasons, other.detail.history, other.step]).to.deep.equal(["refuse", ["history_invalid"], `rolled back: step ${step + 1} was seen, the caller's head is at ${step}`, 0]);
      }
      const history = await storedAt(service, session);
      expect(history.entries.filter((e) => e.tool === "charge_card" && e.decision === "allow")).to.have.length(1);
      expect(history.length).to.equal(order === "both read the head before either advances" ? step + 3 : step + 2);
    });
  }
});

describe("race: a replica that stalls or dies between its head advance and its entry write", function () {
  this.timeout(60_000);
  const origins = { order_id: "context" };

  /** A stored session with one call reported, and three replicas beside the one that made it. */
  async function madeSession() {
    const keys = generateKeyPair();
    const heads = new MemoryHeadStore();
    const entries = new MemoryEntryStore();
    const service = await Client.create({ catalogue, keys, heads, entries, now: () => T0, log: () => {} });
    const s = service.session("billing", { stored: true });
    await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    const [a, b, c] = [await replica(keys, heads, entries), await replica(keys, heads, entries), await replica(keys, heads, entries)];
    return { service, entries, session: s.id, head: s.head, step: s.head!.step, a, b, c };
  }

  /** A check on the session resumed at the newest head (as a gateway resumes a token's session), on replica `r`. */
  const newest = (r: Replica, session: string, order: string) => r.client.session("billing", { stored: { session, newest: true } }).checkToolCall("get_order", { order_id: order }, { origins });

  /** The stored session as a client that never held it reads it: verified, and each step's tool and order. */
  async function stored(service: Client, session: string) {
    const read = await service.storedHistory(session);
    expect(read.verification).to.deep.equal({ valid: true });
    return read.history;
  }

  it("answers on the session while the writer stalls past the readers' checks, each step written once and as its writer writes it", async () => {
    const { service, entries, session, head, step, a, b, c } = await madeSession();
    const readersDone = signal();
    a.entries.beforePut = readersDone.done;
    const stalled = a.client.session("billing", { stored: { session, head } }).checkToolCall("get_order", { order_id: "a" }, { origins });
    // Two readers come once a's head advanced, before its entry is written, and check at once.
    b.heads.beforeFirstGet = c.heads.beforeFirstGet = a.heads.advanced.done;
    const readers = await Promise.all([newest(b, session, "b"), newest(c, session, "c")]);
    expect(readers.map((r) => [r.decision, r.reasons, r.session]).sort()).to.deep.equal([
      ["allow", ["allow"], session],
      ["allow", ["allow"], session],
    ]);
    expect(readers.map((r) => r.step).sort()).to.deep.equal([step + 2, step + 3]);
    // Both found a's step missing; the one that lost the head checked again on the new one.
    const repaired = [...b.entries.puts, ...c.entries.puts].filter((p) => p.step === step + 1);
    expect(repaired.length).to.be.greaterThan(0);
    readersDone.fire();
    const late = await stalled;
    expect([late.decision, late.reasons, late.session, late.step]).to.deep.equal(["allow", ["allow"], session, step + 1]);
    // The stalled writer's late write is the bytes the readers wrote, and the store keeps one row per step.
    expect(a.entries.puts.map((p) => p.step)).to.deep.equal([step + 1]);
    for (const p of repaired) expect(p.json).to.equal(a.entries.puts[0]!.json);
    expect(JSON.stringify(entries.entries(session, step + 1)[0])).to.equal(a.entries.puts[0]!.json);
    const history = await stored(service, session);
    expect(history.entries.slice(step + 1).map((e) => [e.step, e.tool])).to.deep.equal([
      [step + 1, "get_order"],
      [step + 2, "get_order"],
      [step + 3, "get_order"],
    ]);
  });

  it("answers on the session when the writer dies after its head advance, the entry written once from the head", async () => {
    const { service, session, head, step, a, b } = await madeSession();
    // a's entry write never comes: the process is gone.
    a.entries.beforePut = new Promise<void>(() => {});
    void a.client.session("billing", { stored: { session, head } }).checkToolCall("get_order", { order_id: "a" }, { origins });
    await a.heads.advanced.done;
    const next = await newest(b, session, "b");
    expect([next.decision, next.reasons, next.session, next.step]).to.deep.equal(["allow", ["allow"], session, step + 2]);
    expect(b.entries.puts.map((p) => p.step)).to.deep.equal([step + 1, step + 2]);
    expect(a.entries.puts).to.deep.equal([]);
    const history = await stored(service, session);
    // Step step+1 is a's call as its head carried it, and b's call is another.
    expect(history.length).to.equal(step + 3);
    expect(JSON.stringify(history.entry(step + 1))).to.equal(b.entries.puts[0]!.json);
    expect(history.entry(step + 1)!.digest).to.not.equal(history.entry(step + 2)!.digest);
  });

  it("answers on the session when a report's writer dies after its head advance, the outcome taken from the head", async () => {
    const { service, session, head, step, a, b } = await madeSession();
    const s = a.client.session("billing", { stored: { session, head } });
    const asked = await s.checkToolCall("get_order", { order_id: "a" }, { origins });
    expect([asked.decision, asked.step]).to.deep.equal(["allow", step + 1]);
    a.entries.beforePut = new Promise<void>(() => {});
    void s.report(asked.step, "ran", { order_id: "a", total: 5 });
    // The report's head advance was taken; its write waits for ever.
    while (a.heads.advances.length < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(a.heads.advances.map((x) => x.took)).to.deep.equal([true, true]);
    const next = await newest(b, session, "b");
    expect([next.decision, next.reasons, next.session, next.step]).to.deep.equal(["allow", ["allow"], session, step + 2]);
    const history = await stored(service, session);
    expect(history.entry(step + 1)?.outcome?.status).to.equal("ran");
    expect(b.entries.puts.map((p) => [p.step, p.json.includes('"status":"ran"')])).to.deep.equal([
      [step + 1, true],
      [step + 2, false],
    ]);
  });
});
