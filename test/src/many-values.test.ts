// A call of many small values, each read by every check: bounded in time. A call over the cap on
// its values (MAX_ARGUMENT_VALUES) is refused `input_invalid` before any check reads it, naming
// the argument that goes over; a call at the cap is checked whole, its last value read as its
// first. Each bound is generous (a loaded two-core machine); the bench measures the medians.
import { expect } from "chai";
import { Client, MAX_ARGUMENT_VALUES, ToolgateError, type CatalogueFile } from "@toolgate/core";
import { catalogue as fixtureCatalogue } from "./fixtures.js";
import { SAVE_ITEMS } from "./bench/hostile.js";

const catalogue: CatalogueFile = {
  tools: {
    ...fixtureCatalogue.tools,
    save_items: SAVE_ITEMS,
  },
};

const TURN = "Save these items for the spring catalogue, please.";
/** A check of such a call, on a loaded machine, takes less than this (the bench's target is 100 ms). */
const BOUND_MS = 1_000;

const strings = (n: number) => Array.from({ length: n }, (_, i) => `n${i}`);
const amounts = (n: number) => Array.from({ length: n }, (_, i) => (i % 997) + 1);
const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, `v${i}`]));
const rows = (n: number, width: number) => Array.from({ length: n }, (_, r) => Array.from({ length: width }, (_, c) => `${r}.${c}`));

type Outcome = { decision: string; reasons: string[]; ms: number } | { error: string; message: string; ms: number };

describe("a call of many small values", function () {
  this.timeout(60_000);
  let client: Client;
  before(async () => {
    client = await Client.create({ catalogue, log: () => {} });
  });

  async function check(tool: string, args: Record<string, unknown>): Promise<Outcome & { length: number }> {
    const s = client.session("assistant");
    s.read(TURN);
    const t0 = performance.now();
    try {
      const a = await s.checkToolCall(tool, args);
      return { decision: a.decision, reasons: a.reasons, ms: performance.now() - t0, length: s.history.length };
    } catch (e) {
      if (!(e instanceof ToolgateError)) throw e;
      return { error: e.code, message: e.message, ms: performance.now() - t0, length: s.history.length };
    }
  }

  it("counts a list, an object and each thing they hold, at any depth, against a cap of 2,000", () => {
    expect(MAX_ARGUMENT_VALUES).to.equal(2_000);
  });

  const over: Array<[string, string, Record<string, unknown>, string]> = [
    ["a list of 100,000 short strings", "save_items", { items: strings(100_000) }, "items"],
    ["a list of 50,000 small numbers", "save_items", { amounts: amounts(50_000) }, "amounts"],
    ["an object of 30,000 keys", "save_items", { fields: fields(30_000) }, "fields"],
    ["nested lists, 1,000 rows of 100 cells", "save_items", { rows: rows(1_000, 100) }, "rows"],
    ["30,000 arguments of a tool whose schema takes any", "open_note", fields(30_000), "k2000"],
    ["a list one value over the cap", "save_items", { items: strings(MAX_ARGUMENT_VALUES) }, "items"],
  ];
  for (const [note, tool, args, argument] of over) {
    it(`refuses ${note} as input_invalid, naming the argument that goes over, before any check and in bounded time`, async () => {
      const got = await check(tool, args);
      expect(got).to.include({ error: "input_invalid", message: `input_invalid: arguments: a call's arguments carry more than 2000 values (\`${argument}\` goes over)`, length: 0 });
      expect(got.ms, `${got.ms.toFixed(1)} ms`).to.be.below(BOUND_MS);
    });
  }

  const atCap: Array<[string, Record<string, unknown>]> = [
    ["a list of 1,999 short strings", { items: strings(MAX_ARGUMENT_VALUES - 1) }],
    ["a list of 1,999 small numbers", { amounts: amounts(MAX_ARGUMENT_VALUES - 1) }],
    ["an object of 1,999 keys", { fields: fields(MAX_ARGUMENT_VALUES - 1) }],
    ["99 rows of 19 cells", { rows: rows(MAX_ARGUMENT_VALUES / 20 - 1, 19) }],
  ];
  for (const [note, args] of atCap) {
    it(`checks ${note} whole, in bounded time: values nobody said are asked about`, async () => {
      const got = await check("save_items", args);
      expect(got).to.deep.include({ decision: "confirm", reasons: ["argument_origin", "ungrounded"], length: 1 });
      expect(got.ms, `${got.ms.toFixed(1)} ms`).to.be.below(BOUND_MS);
    });
  }

  it("reads the last value of a call at the cap as its first: an address there is refused", async () => {
    const items = strings(MAX_ARGUMENT_VALUES - 1);
    const first = await check("save_items", { items: ["http://169.254.169.254/latest/meta-data", ...items.slice(1)] });
    const last = await check("save_items", { items: [...items.slice(0, -1), "http://169.254.169.254/latest/meta-data"] });
    expect(first).to.deep.include({ decision: "refuse", length: 1 });
    expect(last).to.deep.include({ decision: "refuse", length: 1 });
    expect((last as { reasons: string[] }).reasons).to.deep.equal((first as { reasons: string[] }).reasons);
    expect((last as { reasons: string[] }).reasons).to.include("address_not_allowed");
  });
});
