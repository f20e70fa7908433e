// The call as the session reads it: frozen through where it is read, so the call context shows
// it to every check as it is, and its records keep no prototype whatever the caller names.
import { expect } from "chai";
import fc from "fast-check";
import { argumentFields, callRecord, MAX_ARGUMENT_VALUES, normaliseCall, readArguments, readOptions } from "./call-input.js";
import { ActReader } from "./acts.js";
import { TurnWords } from "./turn-words.js";
import { Conversation } from "./conversation.js";

const read = (tool: string, args: Record<string, unknown>, options = {}) => normaliseCall(tool, readArguments(args), readOptions(options), "billing", undefined, "s_1");

/** Every object a value holds, itself first. */
function objectsIn(value: unknown, out: object[] = []): object[] {
  if (value === null || typeof value !== "object") return out;
  out.push(value);
  for (const k of Reflect.ownKeys(value)) objectsIn((value as Record<PropertyKey, unknown>)[k], out);
  return out;
}

describe("the call as the session reads it", function () {
  it("is frozen through, flat arguments, nested ones, origins and labels, and the caller's values stay theirs", function () {
    const flat = { order_id: "4411", amount: 40 };
    const nested = { to: ["ana@example.com"], meta: { tags: ["a", { b: 1 }] } };
    for (const args of [flat, nested]) {
      const call = read("send_email", args, { origins: { order_id: "typed" }, labels: { call: ["web"], to: ["untrusted:read_inbox"] } });
      const all = objectsIn(call);
      expect(all.length).to.be.greaterThan(6);
      expect(all.filter((o) => !Object.isFrozen(o))).to.deep.equal([]);
      expect(call.arguments).to.not.equal(args);
      expect(Object.isFrozen(args)).to.equal(false);
      expect(call.arguments).to.deep.equal({ ...args });
      expect(() => ((call.arguments as Record<string, unknown>).amount = 1)).to.throw(TypeError);
      expect(() => (call.labels.call as string[]).push("trusted:x")).to.throw(TypeError);
    }
  });

  it("gives a call with no labels labels no check can add to", function () {
    const call = read("get_order", { order_id: "4411" });
    expect(call.labels).to.deep.equal({ call: [], arguments: {} });
    expect(objectsIn(call).filter((o) => !Object.isFrozen(o))).to.deep.equal([]);
    expect(() => (call.labels.call as string[]).push("trusted:x")).to.throw(TypeError);
    expect(() => ((call.labels.arguments as Record<string, string[]>).order_id = ["trusted:x"])).to.throw(TypeError);
    expect(read("get_order", { order_id: "4412" }).labels.call).to.deep.equal([]);
  });

  it("gives a call with no origins, or null ones, an empty record with no prototype that no check can add to", function () {
    for (const options of [{}, { origins: undefined }, { origins: null as unknown as Record<string, string> }]) {
      const call = read("get_order", { order_id: "4411" }, options);
      expect(call.origins).to.deep.equal({});
      expect(Object.getPrototypeOf(call.origins)).to.equal(null);
      expect(objectsIn(call).filter((o) => !Object.isFrozen(o))).to.deep.equal([]);
      expect(() => ((call.origins as Record<string, string>).order_id = "typed")).to.throw(TypeError);
    }
  });

  it("keeps argument names such as `__proto__` and `constructor` as its own keys, in records with no prototype", function () {
    const args = JSON.parse('{"__proto__": "x", "constructor": "y", "toString": 3}') as Record<string, unknown>;
    const call = read("lookup", args, { origins: JSON.parse('{"__proto__": "typed"}') as Record<string, string>, labels: JSON.parse('{"__proto__": ["web"]}') as Record<string, string[]> });
    for (const record of [call.arguments, call.origins, call.labels.arguments]) expect(Object.getPrototypeOf(record)).to.equal(null);
    expect(Object.keys(call.arguments)).to.deep.equal(["__proto__", "constructor", "toString"]);
    expect(Object.hasOwn(call.arguments, "__proto__") && call.arguments.__proto__).to.equal("x");
    expect(Object.hasOwn(call.origins, "__proto__") && call.origins.__proto__).to.equal("typed");
    expect(Object.hasOwn(call.labels.arguments, "__proto__") && call.labels.arguments.__proto__).to.deep.equal(["web"]);
    const r = callRecord<number>();
    r.__proto__ = 1;
    expect(Object.getPrototypeOf(r)).to.equal(null);
    expect(Object.keys(r)).to.deep.equal(["__proto__"]);
  });

  it("writes an entry's records in canonical order whatever order the arguments came in", function () {
    const call = read("refund_card", { order_id: "4411", amount: 40, note: "late" }, { origins: { amount: "typed" } });
    const fields = argumentFields("s_1", call);
    for (const record of [fields.args, fields.numbers, fields.origins]) expect(Object.keys(record)).to.deep.equal([...Object.keys(record)].sort());
    expect(Object.keys(fields.args)).to.deep.equal(["amount", "note", "order_id"]);
    expect(fields.numbers).to.deep.equal({ amount: 40 });
    expect(fields.origins).to.deep.equal({ amount: "typed", note: "model", order_id: "model" });
    // The call keeps the caller's order: wording and checks list the arguments as given.
    expect(Object.keys(call.arguments)).to.deep.equal(["order_id", "amount", "note"]);
  });

  it("freezes the context values and each turn's reading when they are given, not when a call reads them", function () {
    const given = { customer: { id: "c_1", tags: ["vip"] } };
    const reading = { language: "en", read: true, sending: [], destinations: [], values: [{ kind: "id" as const, text: "A1", value: "A1" }] };
    const said = new Conversation(() => reading, "en", new ActReader([]), new TurnWords(new Map()));
    said.context(given);
    said.read("refund A1");
    expect(objectsIn(said.contextData).filter((o) => !Object.isFrozen(o))).to.deep.equal([]);
    expect(objectsIn(said.latestTurn).filter((o) => !Object.isFrozen(o))).to.deep.equal([]);
    // The caller's own object is copied, not frozen: a later change of it is not what was said.
    expect(Object.isFrozen(given)).to.equal(false);
    given.customer.id = "c_2";
    expect((said.contextData.customer as { id: string }).id).to.equal("c_1");
  });

  it("copies arguments as JSON writes and reads them back: numbers JSON cannot write, undefined, functions, dates, boxed values, holes and `__proto__` keys", function () {
    // Values JSON writes in its own way, at any depth of lists and objects.
    const odd = fc.oneof(
      fc.constantFrom(undefined, Number.NaN, Infinity, -Infinity, -0, () => 1, Symbol("s"), new Date(0), new Number(3), new String("s"), new Boolean(false), { toJSON: () => "j" }),
      fc.constant([1, , 3]), // eslint-disable-line no-sparse-arrays
    );
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), odd),
      list: fc.array(tie("value"), { maxLength: 4 }),
      record: fc.dictionary(fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "toString", "0")), tie("value"), { maxKeys: 4 }),
      value: fc.oneof({ depthSize: "small" }, tie("leaf"), tie("list"), tie("record")),
    }));
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value.value, { maxKeys: 5 }), (args) => {
        const call = read("open_note", args);
        // JSON.parse makes `__proto__` an own key, as the copy does.
        expect(JSON.stringify(call.arguments)).to.equal(JSON.stringify(args));
        expect(call.arguments).to.deep.equal(JSON.parse(JSON.stringify(args)));
        expect(objectsIn(call.arguments).filter((o) => !Object.isFrozen(o))).to.deep.equal([]);
      }),
      { seed: 4_211, numRuns: 300 },
    );
  });

  it("counts every value at any depth against MAX_ARGUMENT_VALUES, a list or an object one of them, and refuses past it", function () {
    const at = { a: Array.from({ length: MAX_ARGUMENT_VALUES / 2 - 1 }, (_, i) => i), b: { c: Array.from({ length: MAX_ARGUMENT_VALUES / 2 - 2 }, (_, i) => `${i}`) } };
    expect(read("open_note", at).arguments).to.deep.equal(at);
    const over = { ...at, d: null };
    expect(() => read("open_note", over)).to.throw(`input_invalid: arguments: a call's arguments carry more than ${MAX_ARGUMENT_VALUES} values (\`d\` goes over)`);
    // What JSON leaves out of an object is not counted; a date is one value, its text.
    expect(read("open_note", { ...at, e: undefined, f: () => 1 }).arguments).to.deep.equal(at);
    const nested = { a: at.a, b: { c: at.b.c, e: undefined, f: () => 1, g: { toJSON: () => undefined } } };
    expect(read("open_note", nested).arguments).to.deep.equal(at);
    // In a list, JSON writes it as null: a value.
    expect(() => read("open_note", { ...at, b: { c: [...at.b.c, undefined] } })).to.throw("`b` goes over");
    expect(() => read("open_note", { ...at, g: new Date(0) })).to.throw("`g` goes over");
  });
});
