// Comparing an entry with the one signed: `sameValue` answers exactly whether two values give the
// same canonical JSON (its quick path for plain data included), and `changedField` names the first
// field that differs, in the order the history reports it.
import { expect } from "chai";
import fc from "fast-check";
import { canonical } from "../crypto/digest.js";
import { changedField, sameValue } from "./signing.js";
import type { HistoryEntry } from "../model.js";

const KEYS = ["a", "b", "order_id", "__proto__", "10", "2", "é", ""];
const leaf = fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -3, max: 3 }), fc.constantFrom(0, -0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, null, true, false, undefined));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, leaf, tie("list"), tie("record")),
  list: fc.array(tie("value"), { maxLength: 4 }),
  record: fc.array(fc.tuple(fc.constantFrom(...KEYS), tie("value")), { maxLength: 4 }).map((pairs) => {
    const r: Record<string, unknown> = {};
    // Defined, not assigned: `__proto__` stays an own key, as JSON.parse makes it.
    for (const [k, v] of pairs) Object.defineProperty(r, k, { value: v, enumerable: true, writable: true, configurable: true });
    return r;
  }),
}));

/** A copy of a value made another way: keys in reverse order, lists with a hole where an item is undefined. */
function remade(v: unknown): unknown {
  if (Array.isArray(v)) {
    const out: unknown[] = new Array(v.length);
    v.forEach((x, i) => {
      if (x !== undefined) out[i] = remade(x);
    });
    return out;
  }
  if (typeof v !== "object" || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).reverse()) Object.defineProperty(out, k, { value: remade((v as Record<string, unknown>)[k]), enumerable: true, writable: true, configurable: true });
  return out;
}

describe("comparing an entry with the one signed", function () {
  it("answers sameValue exactly as canonical JSON compares, for unrelated values and for copies made another way", function () {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(sameValue(a, b)).to.equal(canonical(a) === canonical(b));
        const copy = remade(a);
        expect(sameValue(a, copy)).to.equal(canonical(a) === canonical(copy));
        expect(sameValue(copy, a)).to.equal(canonical(copy) === canonical(a));
      }),
      { numRuns: 3000 },
    );
  });

  it("tells apart a record with an inherited key, a non-enumerable key or an undefined value from one without", function () {
    const inherited = Object.create({ a: "1" }) as Record<string, unknown>;
    expect(sameValue(inherited, { a: "1" })).to.equal(false);
    expect(sameValue(inherited, {})).to.equal(true);
    const hidden = {} as Record<string, unknown>;
    Object.defineProperty(hidden, "a", { value: "1", enumerable: false });
    expect(sameValue(hidden, { a: "1" })).to.equal(false);
    expect(sameValue({ a: "1" }, hidden)).to.equal(false);
    expect(sameValue({ a: "1", b: undefined }, { a: "1" })).to.equal(true);
    expect(sameValue([1, undefined], [1, null])).to.equal(true);
    expect(sameValue([1, , 2], [1, null, 2])).to.equal(false);
  });

  it("names the first field that differs, in the order a history reports it", function () {
    const signed: HistoryEntry = {
      at: 1,
      agent: "billing",
      tool: "get_order",
      digest: "d",
      args: { order_id: "x" },
      numbers: {},
      origins: { order_id: "typed" },
      marks: [],
      decision: "allow",
      reasons: ["allow"],
      compensationOf: null,
      plan: null,
      step: 0,
      session: "s",
      outcome: { status: "ran", at: 2, values: ["v"], sig: "o" },
      link: "l",
      sig: "g",
    };
    const copy = () => structuredClone(signed);
    expect(changedField(copy(), signed, true)).to.equal(undefined);
    expect(changedField({ ...copy(), tool: "other", reasons: [] }, signed, true)).to.equal("tool");
    expect(changedField({ ...copy(), reasons: [], outcome: null }, signed, true)).to.equal("reasons");
    expect(changedField({ ...copy(), args: { order_id: "y" } }, signed, true)).to.equal("args");
    expect(changedField({ ...copy(), outcome: { status: "failed", at: 2 } }, signed, true)).to.equal("outcome");
    expect(changedField({ ...copy(), outcome: { status: "failed", at: 2 } }, signed, false)).to.equal(undefined);
    expect(changedField(null as unknown as HistoryEntry, signed, true)).to.equal("entry");
  });
});
