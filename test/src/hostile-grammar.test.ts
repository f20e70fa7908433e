// A grammar given to the client, attacked through what its methods answer: a reading that is
// nothing, a promise, a proxy that throws, lists that are not lists or list what is not a record;
// methods that throw or answer the wrong type. Whatever a grammar answers, a check answers in the
// closed shape and never allows a write on it: a reading outside the port's shape is a turn not
// read. Seeded.
import { expect } from "chai";
import fc from "fast-check";
import { Client, keyPairFromSeed, type CatalogueFile } from "@toolgate/core";
import { grammar as en } from "@toolgate/grammar-en";

const SEED = 40_117;
const TURN = "refund 40 on order 4411 and email bob@example.com the receipt";

const catalogue: CatalogueFile = {
  tools: {
    refund_card: {
      description: "Refund an amount to the card an order was paid with.",
      kind: "write",
      arguments: { type: "object", additionalProperties: false, required: ["order_id", "amount"], properties: { order_id: { type: "string" }, amount: { type: "number" } } },
    },
    send_email: {
      description: "Send an email.",
      kind: "write",
      arguments: { type: "object", additionalProperties: false, required: ["to", "body"], properties: { to: { type: "string" }, body: { type: "string" } } },
    },
  },
};

const CALLS: Array<[string, Record<string, unknown>]> = [
  ["refund_card", { order_id: "4411", amount: 40 }],
  ["send_email", { to: "bob@example.com", body: "the receipt" }],
];

type Port = typeof en;

async function answers(grammar: Port): Promise<Array<{ decision: string; reasons: string[] }>> {
  const client = await Client.create({ catalogue, keys: keyPairFromSeed(new Uint8Array(32).fill(7)), grammar: [grammar], log: () => {} });
  const out = [];
  for (const [tool, args] of CALLS) {
    const session = client.session("support", { language: "en" });
    session.read(TURN);
    const a = await session.checkToolCall(tool, args);
    out.push({ decision: a.decision, reasons: a.reasons });
  }
  return out;
}

const thrower = () => {
  throw new Error("grammar");
};

/** Readings outside the port's shape, by name. */
const WRONG_READINGS: Record<string, Port["readTurn"]> = {
  "null": () => null as never,
  "a text": () => "read" as never,
  "an empty object": () => ({}) as never,
  "a promise of a reading": (t, o) => Promise.resolve(en.readTurn(t, o)) as never,
  "a proxy whose reads throw": () => new Proxy({}, { get: thrower }) as never,
  "values that are not a list": (t, o) => ({ ...en.readTurn(t, o), values: "4411" }) as never,
  "a language that is not text": (t, o) => ({ ...en.readTurn(t, o), language: 7 }) as never,
  "a null among the values": (t, o) => ({ ...en.readTurn(t, o), values: [...en.readTurn(t, o).values, null] }) as never,
  "a number among the destinations": (t, o) => ({ ...en.readTurn(t, o), destinations: [5] }) as never,
  "undefined among the sending acts": (t, o) => ({ ...en.readTurn(t, o), sending: [undefined] }) as never,
};

describe("hostile grammars: what a grammar given to the client answers", function () {
  this.timeout(60_000);

  for (const [name, readTurn] of Object.entries(WRONG_READINGS)) {
    it(`reads a turn whose reading is ${name} as not read, and asks about each write`, async () => {
      const got = await answers({ ...en, readTurn });
      for (const a of got) {
        expect(a.decision, name).to.equal("confirm");
        expect(a.reasons).to.include("argument_origin");
      }
      const client = await Client.create({ catalogue, keys: keyPairFromSeed(new Uint8Array(32).fill(7)), grammar: [{ ...en, readTurn }], log: () => {} });
      const reading = client.session("support", { language: "en" }).read(TURN);
      expect(reading.read).to.equal(false);
      expect(reading.note).to.match(/^the grammar could not read it/);
    });
  }

  it("answers in the closed shape, and never allows a write, whatever records a reading lists", async () => {
    const item = fc.oneof(fc.anything(), fc.record({ text: fc.anything(), value: fc.anything(), kind: fc.anything(), start: fc.anything(), end: fc.anything(), to: fc.anything() }, { requiredKeys: [] }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("sending", "destinations", "values"), fc.array(item, { maxLength: 4 }), fc.boolean(), async (field, items, keep) => {
        const readTurn: Port["readTurn"] = (t, o) => {
          const r = en.readTurn(t, o) as unknown as Record<string, unknown[]>;
          return { ...r, [field]: keep ? [...r[field]!, ...items] : items } as never;
        };
        for (const a of await answers({ ...en, readTurn })) {
          expect(a.decision).to.be.oneOf(["confirm", "refuse"]);
          if (a.decision === "refuse") expect(a.reasons).to.deep.equal(["check_failed"]);
        }
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it("holds when the port's other methods throw or answer the wrong type: the same answers as the grammar itself", async () => {
    const own = await answers(en);
    const variants: Record<string, Partial<Port>> = {
      "detect throws": { detect: thrower },
      "detect answers NaN": { detect: () => Number.NaN },
      "detect answers text": { detect: () => "1" as never },
      "classifyTool throws": { classifyTool: thrower },
      "classifyTool answers an unknown kind": { classifyTool: () => "anything" as never },
      "word throws": { word: thrower },
      "word answers an object": { word: () => ({ text: "yes" }) as never },
      "actWords throws": { actWords: thrower },
      "actWords adds what is not a word": { actWords: (_t, into) => void into.add(5 as never).add("__proto__") },
      "actTerm throws": { actTerm: thrower },
      "actTerm answers the wrong shape": { actTerm: () => ({ act: 5 }) as never },
    };
    for (const [name, over] of Object.entries(variants)) {
      const got = await answers({ ...en, ...over });
      expect(got, name).to.deep.equal(own);
    }
  });

  it("asks a grammar again for a word it threw on: its answer once it answers is the grammar's own", async () => {
    // A lookup of another thing's id where the turn names the order with its own word: asked only where the grammar reads `order` and `customer`.
    const lookup: CatalogueFile = { tools: { get_order: { description: "Look up an order.", kind: "read", arguments: { type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string" } } } } } };
    const failing = new Set<string>(["order", "customer"]);
    const flaky: Port = {
      ...en,
      actTerm: (word) => {
        if (failing.delete(word)) throw new Error("grammar");
        return en.actTerm(word);
      },
    };
    const client = await Client.create({ catalogue: lookup, keys: keyPairFromSeed(new Uint8Array(32).fill(7)), grammar: [flaky], log: () => {} });
    const ask = async () => {
      const session = client.session("support", { language: "en" });
      session.read("look up order 7816 for customer C-4425");
      const a = await session.checkToolCall("get_order", { order_id: "C-4425" }, { origins: { order_id: "typed" } });
      return { decision: a.decision, reasons: a.reasons };
    };
    expect(await ask()).to.deep.equal({ decision: "allow", reasons: ["allow"] });
    expect(failing.size).to.equal(0);
    expect(await ask()).to.deep.equal({ decision: "confirm", reasons: ["confirm_read"] });
  });
});
