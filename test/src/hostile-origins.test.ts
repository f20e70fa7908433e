// Origins the session works out, attacked through the values a call carries: arguments and options
// whose getters answer differently each time they are read, proxies that throw, lists with holes,
// numbers in forms the person never wrote, look-alike and zero-width characters, values that
// differ below the sixth decimal, and enormous lists (read in time linear in their size). A call
// is read once, as data: what a getter answered first is what every check judges. Seeded.
import { expect } from "chai";
import fc from "fast-check";
import { Client, MemoryEntryStore, MemoryHeadStore, ToolgateError, type CheckAnswer, type CheckOptions, type SessionOptions } from "@toolgate/core";
import { catalogue } from "./fixtures.js";

const SEED = 16_809;

type Outcome = { decision: string; reasons: string[] } | { error: string };

async function outcomeOf(client: Client, turn: string, tool: string, args: unknown, options?: unknown): Promise<Outcome> {
  const s = client.session("billing");
  s.context({ customer_id: "c1" });
  s.read(turn);
  try {
    const a: CheckAnswer = await s.checkToolCall(tool, args as Record<string, unknown>, options as CheckOptions);
    return { decision: a.decision, reasons: a.reasons };
  } catch (e) {
    if (!(e instanceof ToolgateError)) throw new Error(`an exception escaped the API: ${String((e as Error)?.stack ?? e)}`);
    return { error: e.code };
  }
}

/** Values a getter may answer on a later read: anything, values JSON cannot write and throws included. */
const LATER: ReadonlyArray<() => unknown> = [
  () => 10n,
  () => "PL00000000000000000000000000",
  () => 999_999,
  () => ({ nested: [1, 2] }),
  () => undefined,
  () => {
    throw new Error("second read");
  },
];

const TURN = "Wire 300 to PL61109010140000071219812874 please, for customer c1, note ORD-4471.";

describe("hostile input: the values of a call, and the origins worked out for them", () => {
  let client: Client;
  before(async () => {
    client = await Client.create({ catalogue, log: () => {} });
  });

  it("reads each argument and option once, and judges what was read first, whatever a getter answers after", async () => {
    const plain = {
      args: { iban: "PL61109010140000071219812874", amount: 300, memo: { order: "ORD-4471", tags: ["a", "b"] } } as Record<string, unknown>,
      options: { origins: { amount: "typed" }, labels: { call: ["x"] }, agent: "billing", compensationOf: undefined, plan: undefined, confirmation: undefined, requestId: "r-1" } as Record<string, unknown>,
    };
    const spots: Array<["args" | "options", string]> = [
      ...Object.keys(plain.args).map((k) => ["args", k] as ["args", string]),
      ...["origins", "labels", "agent", "compensationOf", "plan", "confirmation", "requestId"].map((k) => ["options", k] as ["options", string]),
    ];
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.nat(spots.length - 1), { minLength: 1, maxLength: 4 }), fc.array(fc.nat(LATER.length - 1), { minLength: 4, maxLength: 4 }), async (chosen, later) => {
        const given = { args: { ...plain.args }, options: { ...plain.options } };
        const reads = chosen.map(() => 0);
        chosen.forEach((c, i) => {
          const [where, key] = spots[c]!;
          const first = plain[where][key];
          Object.defineProperty(given[where], key, {
            enumerable: true,
            get() {
              reads[i]!++;
              return reads[i] === 1 ? first : LATER[later[i]!]!();
            },
          });
        });
        const expected = await outcomeOf(client, TURN, "wire_transfer", { ...plain.args }, { ...plain.options });
        const got = await outcomeOf(client, TURN, "wire_transfer", given.args, given.options);
        for (const n of reads) expect(n, "a getter was read more than once").to.be.at.most(1);
        expect(got).to.deep.equal(expected);
      }),
      { seed: SEED, numRuns: 80 },
    );
  });

  it("answers input_invalid for arguments and options that throw when read, never another exception", async () => {
    const boom = () => {
      throw new Error("boom");
    };
    for (const trap of ["get", "getPrototypeOf", "ownKeys", "getOwnPropertyDescriptor"] as const) {
      expect(await outcomeOf(client, TURN, "wire_transfer", new Proxy({ iban: "PL61109010140000071219812874", amount: 300 }, { [trap]: boom })), `arguments, ${trap}`).to.deep.equal({ error: "input_invalid" });
      // A nested value is read as JSON reads it, which never asks for its prototype.
      const nested = await outcomeOf(client, TURN, "wire_transfer", { amount: 300, nested: new Proxy({ a: 1 }, { [trap]: boom }) });
      if (trap === "getPrototypeOf") expect(nested, `a nested argument, ${trap}`).to.deep.equal({ decision: "refuse", reasons: ["argument_schema"] });
      else expect(nested, `a nested argument, ${trap}`).to.deep.equal({ error: "input_invalid" });
      const options = new Proxy({ origins: { amount: "typed" } }, { [trap]: boom });
      const got = await outcomeOf(client, TURN, "wire_transfer", { iban: "PL61109010140000071219812874", amount: 300 }, options);
      // Options are read by name: a trap the read does not run leaves them as data.
      if (trap === "get") expect(got, `options, ${trap}`).to.deep.equal({ error: "input_invalid" });
      else expect(got, `options, ${trap}`).to.not.have.property("error");
    }
    const throwingOrigin = { origins: { amount: { toString: boom } } };
    expect(await outcomeOf(client, TURN, "wire_transfer", { amount: 300 }, throwingOrigin)).to.deep.equal({ error: "input_invalid" });
    expect(await outcomeOf(client, TURN, "wire_transfer", { amount: 300 }, "not options")).to.deep.equal({ error: "input_invalid" });
  });

  it("opens a session on options read once as data, and answers input_invalid for options that throw or are not of their type", async () => {
    const boom = () => {
      throw new Error("boom");
    };
    const stored = await Client.create({ catalogue, heads: new MemoryHeadStore(), entries: new MemoryEntryStore(), log: () => {} });
    const open = async (c: Client, name: unknown, options: unknown): Promise<Outcome> => {
      try {
        const s = c.session(name as string, options as SessionOptions);
        const a = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "context" } });
        return { decision: a.decision, reasons: a.reasons };
      } catch (e) {
        if (!(e instanceof ToolgateError)) throw new Error(`an exception escaped the API: ${String((e as Error)?.stack ?? e)}`);
        return { error: e.code };
      }
    };
    const invalid = { error: "input_invalid" };
    expect(await open(client, { toString: boom }, {})).to.deep.equal(invalid);
    expect(await open(client, "billing", new Proxy({}, { get: boom }))).to.deep.equal(invalid);
    expect(await open(client, "billing", { role: { toString: boom } })).to.deep.equal(invalid);
    expect(await open(client, "billing", { language: 5 })).to.deep.equal(invalid);
    expect(await open(client, "billing", { context: { x: 10n } })).to.deep.equal(invalid);
    expect(await open(stored, "billing", { stored: new Proxy({}, { get: boom }) })).to.deep.equal(invalid);
    // A stored session's head, read once: a getter that throws on a second read is never asked again.
    let reads = 0;
    const head = { link: "x", outcome: null } as Record<string, unknown>;
    Object.defineProperty(head, "step", {
      enumerable: true,
      get() {
        if (++reads > 1) boom();
        return 0;
      },
    });
    const got = await open(stored, "billing", { stored: { session: "s_hostile", head } });
    expect(reads).to.equal(1);
    expect(got).to.deep.equal({ decision: "refuse", reasons: ["history_invalid"] });
  });

  it("reads a list with holes as JSON does, with null in each hole", async () => {
    const holes = await outcomeOf(client, TURN, "open_note", { text: "x", list: [1, , 3] }); // eslint-disable-line no-sparse-arrays
    expect(holes).to.deep.equal(await outcomeOf(client, TURN, "open_note", { text: "x", list: [1, null, 3] }));
  });

  it("never takes a value the person did not say for one they said: other digits, look-alike letters, zero-width and bidi characters", async () => {
    const said = "PL61109010140000071219812874";
    const grounded = await outcomeOf(client, TURN, "wire_transfer", { iban: said, amount: 300 });
    expect(grounded).to.deep.equal({ decision: "confirm", reasons: ["write", "s1_veto"] });
    const changes: ReadonlyArray<(s: string, at: number) => string> = [
      (s, at) => s.slice(0, at) + "\u200b" + s.slice(at), // zero-width space
      (s, at) => s.slice(0, at) + "\u2060" + s.slice(at), // word joiner
      (s, at) => s.slice(0, at) + "\u202e" + s.slice(at), // right-to-left override
      (s, at) => s.slice(0, at) + "\u00ad" + s.slice(at), // soft hyphen
      (s, at) => s.slice(0, at) + String.fromCharCode(0xff10 + Number(s[at] ?? 0)) + s.slice(at + 1), // a full-width digit
      (s, at) => s.slice(0, at) + String.fromCharCode(0x0660 + Number(s[at] ?? 0)) + s.slice(at + 1), // an Arabic-Indic digit
      (s, at) => s.slice(0, at) + String((Number(s[at]) + 1) % 10) + s.slice(at + 1), // another digit
      (s) => "\u0420" + s.slice(1), // Cyrillic Р for P
      (s) => "P\u041b" + s.slice(2), // Cyrillic Л
    ];
    await fc.assert(
      fc.asyncProperty(fc.nat(changes.length - 1), fc.integer({ min: 2, max: said.length - 1 }), async (c, at) => {
        const iban = changes[c]!(said, at);
        const got = await outcomeOf(client, TURN, "wire_transfer", { iban, amount: 300 });
        expect(got, JSON.stringify(iban)).to.have.property("reasons").that.includes("ungrounded");
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it("never takes a number the person did not say for one they said, in any spelling: exponents, hex, other digits, below the sixth decimal", async () => {
    const rows: Array<[turn: string, amount: unknown, grounded: boolean]> = [
      ["Charge 1000 to customer c1.", 1000, true],
      ["Charge 1e3 to customer c1.", 1000, false],
      ["Charge 0x10 to customer c1.", 16, false],
      ["Charge 40,00 to customer c1.", 40, true],
      ["Charge 1,250.50 to customer c1.", 1250.5, true],
      ["Charge 0.3 to customer c1.", 0.1 + 0.2, true],
      ["Charge 0.000001 to customer c1.", 0.000001, true],
      ["Charge 0.000001 to customer c1.", 0.0000014, false],
      ["Charge 0.00000123 to customer c1.", 0.00000129, false],
      ["Charge 0.5 to customer c1.", 0.5000004, false],
      ["Charge 1000 to customer c1.", 1001, false],
      ["Charge 1000 to customer c1.", 1e3 + 1e-3, false],
    ];
    for (const [turn, amount, grounded] of rows) {
      const got = await outcomeOf(client, turn, "charge_card", { customer_id: "c1", amount });
      if (grounded) expect(got, `${turn} ${String(amount)}`).to.deep.equal({ decision: "confirm", reasons: ["write"] });
      else expect(got, `${turn} ${String(amount)}`).to.have.property("reasons").that.includes("ungrounded");
    }
  });

  it("reads enormous lists and records in time linear in their size", async function () {
    this.timeout(60_000);
    const shapes: Array<[string, (n: number) => Record<string, unknown>]> = [
      ["a list of texts", (n) => ({ text: "x", list: Array.from({ length: n }, (_, i) => `v${i}`) })],
      ["a list of one said value", (n) => ({ text: "x", list: new Array(n).fill("ORD-4471") })],
      ["a record of numbers", (n) => ({ text: "x", record: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])) })],
      ["nested lists", (n) => ({ text: "x", nested: Array.from({ length: n / 5 }, (_, i) => [{ a: [i, `x${i}`] }]) })],
    ];
    const time = async (args: Record<string, unknown>): Promise<number> => {
      const s = client.session("billing");
      s.read(TURN);
      // CPU time of this process, not wall time: on a loaded machine the wait for a core is
      // another process's work, and it made a linear read look quadratic now and then.
      const t0 = process.cpuUsage();
      await s.checkToolCall("open_note", args);
      const spent = process.cpuUsage(t0);
      return (spent.user + spent.system) / 1000;
    };
    for (const [note, make] of shapes) {
      await time(make(100));
      // The best of five, so a pause of a loaded machine (a collection, another process) is not
      // read as the list's cost: with three, one run in five failed at a load average of 14.
      const best = async (n: number) => {
        let least = Infinity;
        for (let i = 0; i < 5; i += 1) least = Math.min(least, await time(make(n)));
        return least;
      };
      // Up to the cap on a call's values (MAX_ARGUMENT_VALUES, 2,000): the nested lists hold 1,922 at most.
      const small = await best(240);
      const large = await best(1_920);
      // Eight times the values: linear is about 8×; quadratic would be 64×.
      expect(large, `${note}: ${small.toFixed(1)} ms for 240, ${large.toFixed(1)} ms for 1,920`).to.be.below(small * 24 + 40);
    }
  });
});
