// The part every framework adapter shares (`ToolGuard`) attacked through what a framework hands
// it: arguments that are getters, proxies, cycles or not data; a tool that throws what cannot be
// made text, answers what is not data, never answers or answers late; turns that are not a list.
// Whatever comes, the tool runs on the arguments that were checked, the guard answers, the
// history hears the outcome and the conversation's next call is checked. Seeded.
import { expect } from "chai";
import fc from "fast-check";
import { Client, MemoryHeadStore, ToolGuard, ToolgateError, type CatalogueFile } from "@toolgate/core";

const SEED = 31_207;

const catalogue: CatalogueFile = {
  tools: {
    get_order: {
      description: "Look up an order.",
      kind: "read",
      arguments: { type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string" } } },
    },
    refund_card: {
      description: "Refund an amount to the card an order was paid with.",
      kind: "write",
      arguments: { type: "object", additionalProperties: false, required: ["order_id", "amount"], properties: { order_id: { type: "string" }, amount: { type: "number" } } },
    },
    get_invoice: {
      description: "Look up an invoice.",
      kind: "read",
      timeout_ms: 40,
      arguments: { type: "object", additionalProperties: false, required: ["invoice_id"], properties: { invoice_id: { type: "string" } } },
    },
  },
};

let shared: Client | undefined;
async function guard(options: ConstructorParameters<typeof ToolGuard>[1] = {}): Promise<ToolGuard> {
  shared ??= await Client.create({ catalogue, log: () => {} });
  return new ToolGuard(shared, { agent: "support", ...options });
}

function outcomes(g: ToolGuard): Array<string | undefined> {
  return g.session.history.entries.map((e) => e.outcome?.status);
}

async function thrown(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  return undefined;
}

/** Arguments whose `order_id` answers `first` when read once and `later` on every read after. */
function flipping(first: string, later: string): { args: Record<string, unknown>; reads: () => number } {
  let reads = 0;
  const args = {};
  Object.defineProperty(args, "order_id", { enumerable: true, get: () => (reads++ === 0 ? first : later) });
  return { args, reads: () => reads };
}

/** Arguments that are not data, by name: each must be `input_invalid` with nothing recorded. */
const NOT_DATA: Record<string, () => unknown> = {
  "a proxy whose keys throw": () => new Proxy({}, { ownKeys: () => { throw new Error("keys"); } }),
  "a proxy whose reads throw": () => new Proxy({ order_id: "1" }, { get: () => { throw new Error("get"); } }),
  "a getter that throws": () => ({ get order_id(): string { throw new Error("getter"); } }),
  "a BigInt": () => ({ order_id: 10n }),
  "a cycle": () => {
    const a: Record<string, unknown> = { order_id: "1" };
    a.self = { a };
    return a;
  },
  "a toJSON that throws": () => ({ order_id: "1", extra: { toJSON: () => { throw new Error("toJSON"); } } }),
  "a list": () => ["1"],
  "a number": () => 7,
};

/** What a hostile tool throws or answers, by name: none of it can be read as a result or as text. */
const UNREADABLE: Record<string, () => unknown> = {
  "throws an object with no prototype": () => { throw Object.create(null); },
  "throws an error whose message getter throws": () => {
    const e = new Error("x");
    Object.defineProperty(e, "message", { get: () => { throw new Error("message"); } });
    throw e;
  },
  "throws a proxy": () => { throw new Proxy({}, { get: () => { throw new Error("proxy"); } }); },
  "throws an object whose toString throws": () => { throw { toString: () => { throw new Error("toString"); } }; },
  "answers a BigInt": () => ({ total: 1n }),
  "answers a proxy that throws": () => new Proxy({}, { ownKeys: () => { throw new Error("keys"); }, get: () => { throw new Error("get"); } }),
  "answers a getter that throws": () => ({ get total(): number { throw new Error("getter"); } }),
};

describe("hostile adapters: what a framework hands the guard", function () {
  this.timeout(30_000);

  it("runs the tool on the arguments that were checked, each read once, however a getter answers later", async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[0-9]{1,6}$/), fc.string({ minLength: 1, maxLength: 12 }), fc.boolean(), async (checked, swapped, viaRun) => {
        const g = await guard();
        const { args, reads } = flipping(checked, swapped);
        let seen: unknown;
        const handler = (a: Record<string, unknown>) => ((seen = a.order_id), { found: true });
        if (viaRun) await g.run("c1", "get_order", args, handler);
        else await g.propose("c1", "get_order", args, handler);
        expect(seen).to.equal(checked);
        expect(reads()).to.equal(1);
        expect(outcomes(g)).to.deep.equal(["ran"]);
      }),
      { seed: SEED, numRuns: 25 },
    );
  });

  it("hands the tool its own copy: what the tool changes is not what was checked", async () => {
    const g = await guard();
    const given: Array<Record<string, unknown>> = [];
    const handler = (a: Record<string, unknown>) => {
      given.push(a);
      a.order_id = "9999";
      return { found: true };
    };
    const p = await g.propose("c1", "get_order", { order_id: "4411" }, handler);
    const again = await g.run("c1", "get_order", { order_id: "4411" }, handler);
    expect([p.decision, again.status, given.length]).to.deep.equal(["allow", "ran", 1]);
  });

  for (const [name, make] of Object.entries(NOT_DATA)) {
    it(`refuses arguments that are ${name} as \`input_invalid\`, recording nothing and running nothing`, async () => {
      const g = await guard();
      let runs = 0;
      const e = await thrown(g.propose("c1", "get_order", make(), () => (runs++, {})));
      expect(e, name).to.be.instanceOf(ToolgateError);
      expect((e as ToolgateError).code).to.equal("input_invalid");
      const r = await thrown(g.run("c2", "get_order", make(), () => (runs++, {})));
      expect((r as ToolgateError).code).to.equal("input_invalid");
      expect([runs, g.session.history.entries.length]).to.deep.equal([0, 0]);
    });
  }

  it("reports `failed` for a tool that throws or answers what cannot be read, and checks the next call on it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(UNREADABLE)), fc.boolean(), async (name, later) => {
        const g = await guard();
        const bad = UNREADABLE[name]!;
        const handler = later ? async () => (await new Promise((r) => setTimeout(r, 1)), bad()) : bad;
        const p = await g.propose("c1", "get_order", { order_id: "1" }, handler);
        expect(p.decision).to.equal("allow");
        const handed = await thrown(g.run("c1", "get_order", { order_id: "1" }, () => ({ ran: "again" })));
        expect(handed, name).to.be.instanceOf(Error);
        expect(typeof (handed as Error).message).to.equal("string");
        const next = await g.propose("c2", "get_order", { order_id: "2" }, () => ({ found: true }));
        expect([next.decision, next.step]).to.deep.equal(["allow", 1]);
        expect(outcomes(g), name).to.deep.equal(["failed", "ran"]);
      }),
      { seed: SEED, numRuns: 20 },
    );
  });

  it("gives up a tool that never answers as `outcome_unknown`, and checks the conversation's next call", async () => {
    const g = await guard({ timeoutMs: 30 });
    const p = await g.propose("c1", "get_order", { order_id: "1" }, () => new Promise(() => {}));
    expect(p.decision).to.equal("allow");
    const handed = await thrown(g.run("c1", "get_order", { order_id: "1" }, () => ({ ran: "again" })));
    expect((handed as Error).message).to.contain("did not answer within 30 ms");
    const next = await g.propose("c2", "get_order", { order_id: "2" }, () => ({ found: true }));
    expect(next.step).to.equal(1);
    expect(outcomes(g)).to.deep.equal(["outcome_unknown", "ran"]);
  });

  it("takes nothing a tool answers or throws after its time ran out, the catalogue's `timeout_ms` first", async () => {
    const g = await guard({ timeoutMs: 60_000 });
    let late = false;
    const answersLate = () => new Promise((resolve) => setTimeout(() => ((late = true), resolve({ total: 5 })), 120));
    const throwsLate = () => new Promise((_, reject) => setTimeout(() => reject(new Error("late")), 120));
    await g.propose("c1", "get_invoice", { invoice_id: "1" }, answersLate);
    await g.propose("c2", "get_invoice", { invoice_id: "2" }, throwsLate);
    await new Promise((r) => setTimeout(r, 200));
    expect(late).to.equal(true);
    expect(outcomes(g)).to.deep.equal(["outcome_unknown", "outcome_unknown"]);
  });

  it("refuses a timeout that is not a whole number of milliseconds", async () => {
    for (const bad of [0, -1, 1.5, Number.NaN, "30" as unknown as number]) {
      let error: unknown;
      try {
        await guard({ timeoutMs: bad });
      } catch (e) {
        error = e;
      }
      expect((error as ToolgateError)?.code, String(bad)).to.equal("input_invalid");
    }
  });

  it("refuses turns that are not a list as `input_invalid`, and skips turns that are not text", async () => {
    const g = await guard();
    for (const bad of [null, undefined, "order 4411", { length: 1, 0: "x" }, 5]) {
      let error: unknown;
      try {
        g.hear(bad as unknown as string[]);
      } catch (e) {
        error = e;
      }
      expect((error as ToolgateError)?.code, String(bad)).to.equal("input_invalid");
    }
    g.hear([5, null, { toString: () => "look up order 4411" }, "look up order 4411"] as unknown as string[]);
    const p = await g.propose("c1", "get_order", { order_id: "4411" });
    expect(p.decision).to.equal("allow");
  });

  it("runs a call id once when two guards of one conversation are handed it, one after the other or at once", async () => {
    // Two workers of one service, one head store: the same proposal reaches both (a retry, a
    // restart). The guard given back the first one's answer runs nothing; one whose copy of the
    // conversation is behind the head is refused; the tool runs once.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("propose", "run"), fc.constantFrom("propose", "run"), fc.boolean(), fc.nat(30), async (first, second, together, ms) => {
        const client = await Client.create({ catalogue, heads: new MemoryHeadStore(), log: () => {} });
        const [a, b] = [0, 1].map(() => new ToolGuard(client, { agent: "support", session: { newSessionId: () => "conversation-1" } }));
        let runs = 0;
        const handler = () => new Promise((resolve) => setTimeout(() => resolve({ found: ++runs }), ms));
        const ask = (g: ToolGuard, how: string) => (how === "propose" ? g.propose("c1", "get_order", { order_id: "1" }, handler) : g.run("c1", "get_order", { order_id: "1" }, handler));
        const asked = together ? await Promise.allSettled([ask(a!, first), ask(b!, second)]) : [await ask(a!, first).then((v) => ({ status: "fulfilled", value: v })), await thrown(ask(b!, second))];
        expect(asked[0]).to.have.property("status", "fulfilled");
        const later = await thrown(b!.run("c1", "get_order", { order_id: "1" }, handler).then((r) => { throw r; }));
        expect(runs).to.equal(1);
        if (later instanceof ToolgateError) expect(later.code).to.equal("input_invalid");
        else expect((later as { refusal?: { toolgate: string } }).refusal?.toolgate).to.equal("already_ran");
      }),
      { seed: SEED, numRuns: 16 },
    );
  });

  it("refuses, rather than retry for ever, a check whose new session id is already in use", async () => {
    const client = await Client.create({ catalogue, heads: new MemoryHeadStore(), log: () => {} });
    const first = new ToolGuard(client, { agent: "support", session: { newSessionId: () => "conversation-3" } });
    await first.propose("c1", "get_order", { order_id: "1" }, () => ({ found: true }));
    // A copy opened afresh under the same id: behind the head, so its check starts a new history, whose id is taken.
    const stale = new ToolGuard(client, { agent: "support", session: { newSessionId: () => "conversation-3" } });
    const e = await thrown(stale.propose("c2", "get_order", { order_id: "2" }, () => ({ found: true })));
    expect((e as ToolgateError)?.code).to.equal("input_invalid");
    expect((e as ToolgateError).message).to.contain("already in use");
  });

  it("runs an approved call once when the approval reaches two guards of one conversation", async () => {
    const client = await Client.create({ catalogue, heads: new MemoryHeadStore(), log: () => {} });
    const [a, b] = [0, 1].map(() => new ToolGuard(client, { agent: "support", session: { newSessionId: () => "conversation-2" } }));
    let runs = 0;
    const handler = () => ({ refunded: ++runs });
    const args = { order_id: "4411", amount: 40 };
    const asked = await Promise.all([a!.propose("c1", "refund_card", args), b!.propose("c1", "refund_card", args)]);
    expect(asked.map((p) => p.decision)).to.deep.equal(["confirm", "confirm"]);
    const got = await Promise.all([a!.run("c1", "refund_card", args, handler, { approved: true }), b!.run("c1", "refund_card", args, handler, { approved: true })]);
    expect(runs).to.equal(1);
    expect(got.map((r) => r.status).sort()).to.deep.equal(["duplicate", "ran"]);
  });
});
