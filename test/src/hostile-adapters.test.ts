// The part every framework adapter shares (`ToolGuard`) attacked through what a framework hands
// it: arguments that are getters, proxies, cycles or not data; turns that are not a list.
// Whatever comes, the tool runs on the arguments that were checked or nothing runs. Seeded.
import { expect } from "chai";
import fc from "fast-check";
import { Client, ToolGuard, ToolgateError, type CatalogueFile } from "@toolgate/core";

const SEED = 31_207;

const catalogue: CatalogueFile = {
  tools: {
    get_order: {
      description: "Look up an order.",
      kind: "read",
      arguments: { type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string" } } },
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
});
