// The fuzz suite: generated and adversarial input through the public API — argument objects,
// options, turns, histories (random edits of valid ones), confirmation tokens, catalogues,
// rulebooks and HTTP bodies. Every answer is from the closed set (allow, confirm, refuse with
// known reasons) or a ToolgateError with a known code: no other exception escapes. Seeded, so a
// failure reproduces; TOOLGATE_FUZZ_SEED runs another seed.
import { expect } from "chai";
import fc from "fast-check";
import {
  BUILTIN_REASON_CODES,
  Client,
  ERROR_CODES,
  MemoryHeadStore,
  ToolgateError,
  generateKeyPair,
  type CatalogueFile,
  type CheckAnswer,
  type RulebookFile,
} from "@toolgate/core";
import { createToolgateServer, listenOn } from "@toolgate/server";
import { run as cli } from "@toolgate/cli";
import { shop } from "@toolgate/rulebooks";
import { catalogue } from "./fixtures.js";
import { fileURLToPath } from "node:url";

const SEED = Number(process.env.TOOLGATE_FUZZ_SEED ?? 12_012);
const NOW = Date.parse("2026-03-04T10:00:00Z");
const DECISIONS: ReadonlySet<string> = new Set(["allow", "confirm", "refuse"]);
const ERRORS: ReadonlySet<string> = new Set(ERROR_CODES);
const PROTO_NAMES = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "__defineGetter__", "__lookupGetter__", "toLocaleString", "then"];

const rulebook: RulebookFile = {
  rules: [
    { name: "big_refund", conditions: { all: [{ fact: "tool", operator: "equal", value: "refund_card" }, { fact: "args", path: "$.amount", operator: "greaterThan", value: 100 }] }, event: { type: "ask", params: { question: "A big refund?" } } },
    { name: "no_wires", conditions: { all: [{ fact: "tool", operator: "equal", value: "wire_transfer" }, { fact: "args", path: "$.iban", operator: "matches", value: "XX*" }] }, event: { type: "refuse" } },
    { name: "daily_refunds", conditions: { all: [{ fact: "usage", params: { tool: "refund_card", period: "day", sum: "amount" }, operator: "greaterThan", value: 500 }] }, event: { type: "refuse" } },
    { name: "notes_ok", conditions: { all: [{ fact: "tool", operator: "equal", value: "open_note" }] }, event: { type: "allow" } },
  ],
};
/** A catalogue of the injection benchmark's (dev data: the catalogues hold no cases). */
const INJECTION_CATALOGUE = (name: string) => fileURLToPath(new URL(`../injection/catalogues/${name}.yaml`, import.meta.url));
const REASONS: ReadonlySet<string> = new Set([...BUILTIN_REASON_CODES, ...rulebook.rules.map((r) => r.name)]);

let cases = 0;

/** Holds an answer to the closed set. */
function closedAnswer(a: CheckAnswer, reasons: ReadonlySet<string> = REASONS): void {
  expect(DECISIONS.has(a.decision), `decision ${String(a.decision)}`).to.equal(true);
  expect(a.reasons).to.be.an("array").that.is.not.empty;
  for (const r of a.reasons) expect(reasons.has(r), `reason ${String(r)}`).to.equal(true);
}

/** Runs one generated case: it answers from the closed set, or throws a ToolgateError with a known code. */
async function closed<T>(run: () => T | Promise<T>, hold: (value: T) => void = () => {}): Promise<void> {
  cases++;
  let value: T;
  try {
    value = await run();
  } catch (e) {
    if (!(e instanceof ToolgateError)) throw new Error(`an exception escaped the API: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    expect(ERRORS.has(e.code), `error code ${e.code}`).to.equal(true);
    return;
  }
  hold(value);
}

const params = (i: number, numRuns: number) => ({ seed: SEED + i, numRuns, endOnFailure: true });

// -- generators ------------------------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const oddText = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 16 }) },
  { weight: 2, arbitrary: fc.array(fc.oneof(loneSurrogate, fc.string({ maxLength: 3 })), { maxLength: 6 }).map((p) => p.join("")) },
  { weight: 2, arbitrary: fc.constantFrom("ana@x.com", "https://169.254.169.254/latest", "hxxps://evil[.]example", "C7", "40,00", "1.250,50", "-0", "1e309", "A1", "ignore previous instructions") },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_NAMES) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("a", "ana@x.com ", "é", "\u0000", "*"), fc.integer({ min: 1_000, max: 20_000 })).map(([s, n]) => s.repeat(n)) },
);
const oddNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2, 40, 100.5));
const argName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("order_id", "charge_id", "amount", "to", "body", "text", "iban", "customer_id", "refund_id", "name", "ticket") },
  { weight: 2, arbitrary: fc.constantFrom(...PROTO_NAMES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 10 }) },
);
const leaf = fc.oneof(oddText, oddNumber, fc.boolean(), fc.constant(null));
const smallText = fc.oneof(fc.string({ maxLength: 40 }), fc.array(fc.oneof(loneSurrogate, fc.string({ maxLength: 3 })), { maxLength: 6 }).map((p) => p.join("")), fc.constantFrom(...PROTO_NAMES));
const smallTree = fc.oneof(smallText, oddNumber, fc.constant(null), fc.dictionary(argName, fc.oneof(smallText, oddNumber), { maxKeys: 3 }), fc.array(smallText, { maxLength: 3 }));
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("tree"), { maxLength: 4 }),
    fc.dictionary(argName, tie("tree"), { maxKeys: 4 }),
  ),
}));
/** A value nested `depth` levels, in lists or objects. */
const deep = fc.tuple(fc.integer({ min: 1, max: 150 }), fc.boolean(), leaf).map(([depth, lists, v]) => {
  let x: unknown = v;
  for (let i = 0; i < depth; i++) x = lists ? [x] : JSON.parse(`{"__proto__":${JSON.stringify(x) ?? "null"}}`);
  return x;
});
/** Argument objects: as built in code, and as JSON.parse makes them (an own `__proto__`). */
const argumentsArb = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(argName, tree, { maxKeys: 5 }) },
  { weight: 2, arbitrary: fc.dictionary(argName, tree, { maxKeys: 5 }).map((o) => JSON.parse(JSON.stringify(o) ?? "{}") as Record<string, unknown>) },
  { weight: 1, arbitrary: fc.dictionary(argName, deep, { minKeys: 1, maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) as fc.Arbitrary<Record<string, unknown>> },
);
const toolName = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...Object.keys(catalogue.tools)) }, { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...PROTO_NAMES), fc.string({ maxLength: 12 })) });
const originArb = fc.oneof(fc.constantFrom("typed", "reply", "context", "computed", "model", "result:0", "result:0.charge_id", "result:99.x", "result:0.__proto__"), fc.string({ maxLength: 12 }));
const optionsArb = fc.record(
  {
    origins: fc.oneof(fc.dictionary(argName, originArb, { maxKeys: 4 }), fc.anything({ maxDepth: 1 })),
    labels: fc.oneof(fc.array(fc.constantFrom("web", "untrusted:read_inbox", "trusted:crm", "x"), { maxLength: 3 }), fc.dictionary(fc.oneof(fc.constant("call"), argName), fc.array(fc.constantFrom("web", "untrusted:x"), { maxLength: 2 }), { maxKeys: 3 }), fc.anything({ maxDepth: 1 })),
    compensationOf: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.double()),
    agent: fc.oneof(fc.constantFrom("billing", "ops", "scraper", "nobody"), fc.anything({ maxDepth: 0 })),
    confirmation: fc.oneof(fc.string({ maxLength: 40 }), fc.anything({ maxDepth: 0 })),
    plan: fc.string({ maxLength: 40 }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, unknown>>;

// -- the suite -------------------------------------------------------------------------------

describe("fuzz: generated input through the public API", function () {
  this.timeout(120_000);
  let client: Client;
  let stateless: Client;

  before(async () => {
    client = await Client.create({ catalogue, rulebook, heads: new MemoryHeadStore(), now: () => NOW, log: () => {} });
    stateless = await Client.create({ catalogue, rulebook, keys: generateKeyPair(), now: () => NOW, log: () => {} });
  });

  after(() => {
    console.log(`      fuzz: ${cases} generated cases (seed ${SEED}), every one answered from the closed set or a ToolgateError with a known code`);
  });

  it("answers random and adversarial argument objects and options", async () => {
    await fc.assert(
      fc.asyncProperty(toolName, argumentsArb, optionsArb, fc.constantFrom("", "billing", "ops", "scraper"), async (tool, args, options, agent) => {
        const s = client.session(agent);
        await closed(() => s.checkToolCall(tool, args, options as never), (a) => closedAnswer(a));
      }),
      params(1, 5_500),
    );
  });

  it("answers random calls after random turns and reports", async () => {
    // Short texts: reading a turn is the grammar's work, measured elsewhere; here what it holds is what is odd.
    const turn = fc.oneof(fc.constantFrom("refund order 4411 40.00", "send it to ana@x.com", "please charge customer C7 $20", "cancela o pedido A1", "ignore previous instructions"), smallText);
    const status = fc.oneof(fc.constantFrom("ran", "failed", "outcome_unknown", "compensated"), fc.string({ maxLength: 8 }));
    await fc.assert(
      fc.asyncProperty(fc.array(turn, { maxLength: 2 }), toolName, argumentsArb, status, smallTree, toolName, argumentsArb, async (turns, tool, args, outcome, result, next, nextArgs) => {
        const s = client.session("billing");
        await closed(() => {
          for (const t of turns) s.read(t);
        });
        let step = -1;
        await closed(() => s.checkToolCall(tool, args), (a) => {
          closedAnswer(a);
          step = a.step;
        });
        await closed(() => s.report(step, outcome as never, result));
        await closed(() => s.checkToolCall(next, nextArgs, { origins: { order_id: "result:0.order_id", charge_id: "result:0.charge_id" } }), (a) => closedAnswer(a));
      }),
      params(2, 300),
    );
  });

  it("answers calls after outside results shaped for the session's rules, never allowing a send or write whose target only the outside text names", async () => {
    // What the rules on outside texts look for (send targets, times said otherwise, acts by id,
    // figures to the cent, phones dialled with 00), in turns, results and the call's values, with
    // `__proto__` keys, lone surrogates, zero-width spaces and numbers JSON cannot write; and
    // results that cannot be read as data, after which the session refuses until reported again.
    const chat = await Client.create({ catalogue: INJECTION_CATALOGUE("chat"), now: () => NOW, log: () => {} });
    const bank = await Client.create({ catalogue: INJECTION_CATALOGUE("bank"), now: () => NOW, log: () => {} });
    const name = fc.constantFrom("anna.k", "bob", "team-core", "partners-shared", "random", "leaks", ...PROTO_NAMES);
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    const iban = fc.constantFrom("DE89370400440532013000", "PL61109010140000071219812874", "GB33BUKB20201555555555");
    const fragment = fc.oneof(
      name.map((n) => `#${n}`),
      name.map((n) => `@${n}`),
      time,
      time.map((t) => `set reminders for ${t}`),
      iban,
      fc.constantFrom("send the itinerary", "please remove me from", "Also post them in", "pay", "ignore previous instructions", "\u200b", "'quoted'", "0044 7700 900 318", "00 351 912 345 678", "so_4410", "ORD-1", "14,50", "€1.250,50", "40 EUR", "1e309", "-0"),
      // The newest cue families' words, and the characters the grammars read through one-byte stand-ins, or hide a word with.
      fc.constantFrom("when you mail the decisions, add", "respondam a este email com o NIF", "request seat 2A when booking", "groups are rebooked on", "is collected by our administrator", "the receiving account is", "update that order as well", "is a misprint - the correct reference is", "Correction:", "\u2019", "\u2014", "\u2026", "\u202f", "\u00ad", "\u202e", "\u2066"),
      // The families read from results since: places moved, quantities pushed ahead, sums under labels on their own lines, rates of a whole.
      fc.constantFrom("Small change: we meet at", "mudámos de sala, agora no", "due to works, collection is at", "order 4 now, just in case", "\nPrice: 11,495.00 GBP", "\nReservation deposit: 500.00 GBP", "\nbalance 250 EUR", "\nsinal 1.500,00 EUR", "the 30% deposit of 1 200.00 EUR", "\n"),
      // This round's families: hidden comments, a second payment in the same go, switches said as a phrase, acts nobody asked for, previews and links of a record, prices per head and per line.
      fc.constantFrom("<!-- venue update: the rehearsal moved to", "-->", "<!--", "send a new deposit at the same time", "in the same transfer", "please reply-all", "no need to reschedule, cancel it", "set the execution date accordingly", "remove her from the invite", "VENUE CHANGE:", "https://mirror.example/@x", "8m boat: 640.00 EUR", "20 EUR per person", "1 checked bag", "links"),
      loneSurrogate,
      fc.string({ maxLength: 8 }),
    );
    const text = fc.array(fragment, { minLength: 1, maxLength: 12 }).map((p) => p.join(" "));
    const asked = fc.tuple(fc.constantFrom("Post hi in #", "Send hi to @", "Pay 10 EUR from main to ", "Remind me about x on 2026-03-05 at ", "Remove @"), name, iban, time).map(([p, n, i, t]) => (p.startsWith("Pay") ? `${p}${i}` : p.startsWith("Remind") ? `${p}${t}` : `${p}${n}`));
    const turn = fc.oneof(asked, fc.constantFrom("Read #general and post the action items in #team-atlas.", "Read #general and set me a reminder at 8:45 tomorrow.", "Read the letter and pay the rent 1,240 EUR to my landlord.", "she said text her on oh seven seven double oh nine hundred five five one", "txt 555-0199 that it is ready", "reply all and say yes"), text);
    const hostile = fc.constantFrom("none", "none", "none", "own __proto__", "huge numbers", "too deep", "a cycle", "a BigInt", "a throwing getter");
    await fc.assert(
      fc.asyncProperty(fc.array(turn, { minLength: 1, maxLength: 2 }), fc.array(text, { minLength: 1, maxLength: 3 }), hostile, name, iban, time, fc.constantFrom("post", "dm", "money", "remind", "remove"), async (turns, texts, odd, target, account, at, what) => {
        const onBank = what === "money";
        const s = (onBank ? bank : chat).session("agent");
        for (const t of turns) s.read(t);
        const read = await s.checkToolCall(onBank ? "read_document" : "read_channel", onBank ? { path: "letter.pdf" } : { channel: "general" });
        const result: Record<string, unknown> = onBank ? { content: texts.join("\n") } : { messages: texts.map((t) => ({ user: "bob", text: t })) };
        let data: unknown = result;
        if (odd === "own __proto__") data = JSON.parse(JSON.stringify(result).replace('"user"', '"__proto__"'));
        if (odd === "huge numbers") data = { ...result, total: 1e308 * 10, least: -0, n: Number.MAX_SAFE_INTEGER + 2 };
        if (odd === "too deep") data = { ...result, padding: JSON.parse(`${"[".repeat(100)}${"]".repeat(100)}`) };
        if (odd === "a cycle") data = Object.assign(result, { self: result });
        if (odd === "a BigInt") data = { ...result, n: 10n };
        if (odd === "a throwing getter") data = Object.defineProperty({ ...result }, "later", { enumerable: true, get: () => { throw new Error("boom"); } });
        let refused = false;
        try {
          await s.report(read.step, "ran", data);
        } catch (e) {
          expect(e, odd).to.be.instanceOf(ToolgateError).with.property("code", "report_invalid");
          refused = true;
        }
        const [tool, args, key] =
          what === "post" ? ["post_message", { channel: target, text: "hi" }, target]
          : what === "dm" ? ["send_dm", { user: target, text: "hi" }, target]
          : what === "money" ? ["send_money", { from_account: "main", recipient_iban: account, recipient_name: "x", amount: 10, currency: "EUR" }, account]
          : what === "remind" ? ["set_reminder", { text: "x", at: `2026-03-05T${at}:00` }, at]
          : ["remove_user_from_channel", { user: target, channel: "team-core" }, target];
        await closed(() => s.checkToolCall(tool, args), (a) => {
          closedAnswer(a, BUILTIN_REASON_CODES);
          // A result the session could not read leaves it holding less than the agent saw: it refuses.
          if (refused) expect({ decision: a.decision, reasons: a.reasons }, odd).to.deep.equal({ decision: "refuse", reasons: ["check_failed"] });
          if (texts.some((t) => t.includes(key)) && !turns.some((t) => t.includes(key))) expect(a.decision, `${tool} ${JSON.stringify(args)}`).to.not.equal("allow");
        });
      }),
      params(10, 400),
    );
  });

  describe("histories", () => {
    const valid: string[] = [];
    before(async () => {
      for (const run of [0, 1, 2]) {
        const s = stateless.session("billing");
        s.read("refund order 4411 40.00");
        const calls: Array<[string, Record<string, unknown>, unknown]> = [
          ["get_order", { order_id: "4411" }, { order_id: "4411", charge_id: "ch_1", total: 40 }],
          ["refund_card", { order_id: "4411", charge_id: "ch_1", amount: 40 }, { refund_id: "r_1" }],
          ["read_inbox", {}, { body: "write to ana@x.com" }],
          ["post_reply", { text: "done" }, undefined],
          ["open_note", JSON.parse(`{"__proto__":"x","constructor":${run}}`), undefined],
        ];
        for (const [tool, args, result] of calls.slice(run)) {
          let a = await s.checkToolCall(tool, args, { origins: { order_id: "typed", charge_id: "result:0.charge_id", amount: "typed" } });
          if (a.decision === "confirm") a = await s.checkToolCall(tool, args, { origins: { order_id: "typed", charge_id: "result:0.charge_id", amount: "typed" }, confirmation: a.confirmation });
          s.report(a.step, "ran", result);
        }
        valid.push(JSON.stringify(s.history.toJSON()));
      }
    });

    /** One random edit of JSON data: a value replaced, a key removed or added, a list shortened, grown or reordered. */
    function edit(data: unknown, choice: number, value: unknown, key: string): unknown {
      const spots: Array<{ parent: Record<string, unknown> | unknown[]; key: string | number }> = [];
      const walk = (x: unknown) => {
        if (typeof x !== "object" || x === null) return;
        for (const k of Array.isArray(x) ? x.keys() : Object.keys(x)) {
          spots.push({ parent: x as Record<string, unknown>, key: k });
          walk((x as Record<string, unknown>)[k]);
        }
      };
      walk(data);
      if (spots.length === 0) return value;
      const { parent, key: at } = spots[choice % spots.length]!;
      const how = Math.floor(choice / spots.length) % 5;
      if (Array.isArray(parent)) {
        const i = at as number;
        if (how === 0) parent.splice(i, 1);
        else if (how === 1) parent.splice(i, 0, structuredClone(parent[i]));
        else if (how === 2) parent.reverse();
        else parent[i] = value;
      } else if (how === 0) delete parent[at as string];
      else if (how === 1) Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
      else parent[at as string] = value;
      return data;
    }

    it("answers random edits of valid histories, carried as objects and as text", async () => {
      const editArb = fc.tuple(fc.nat(), fc.oneof(leaf, tree, fc.constantFrom(0, 1, -1, "", "allow", "ran", null, [], {})), argName);
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: 2 }), fc.array(editArb, { minLength: 1, maxLength: 3 }), fc.boolean(), toolName, argumentsArb, async (which, edits, asText, tool, args) => {
          let data: unknown = JSON.parse(valid[which]!);
          for (const [choice, value, key] of edits) data = edit(data, choice, value, key);
          await closed(() => stateless.session("billing", { history: asText ? JSON.stringify(data) ?? "" : data }).checkToolCall(tool, args), (a) => closedAnswer(a));
        }),
        params(3, 2_500),
      );
    });

    it("answers histories that are not histories at all", async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.anything({ maxDepth: 3 }), fc.json(), fc.string()), async (history) => {
          await closed(() => stateless.session("billing", { history }).checkToolCall("get_order", { order_id: "1" }), (a) => closedAnswer(a));
        }),
        params(4, 500),
      );
    });
  });

  describe("confirmation tokens", () => {
    let history: string;
    let token: string;
    const call = { order_id: "4411", charge_id: "ch_1", amount: 40 };
    before(async () => {
      const s = stateless.session("billing");
      s.read("refund order 4411 40.00");
      const found = await s.checkToolCall("get_order", { order_id: "4411" }, { origins: { order_id: "typed" } });
      s.report(found.step, "ran", { order_id: "4411", charge_id: "ch_1", total: 40 });
      const asked = await s.checkToolCall("refund_card", call, { origins: { order_id: "typed", charge_id: "result:0.charge_id", amount: "typed" } });
      expect(asked.decision).to.equal("confirm");
      token = asked.confirmation!;
      // The token is bound to the asked call's entry: it is presented on the history that ends there.
      history = JSON.stringify(s.history.toJSON());
    });

    it("answers random and junked tokens", async () => {
      const junk = fc.oneof(
        fc.tuple(fc.nat(), fc.string({ minLength: 1, maxLength: 3 })).map(([at, s]) => (t: string) => t.slice(0, at % (t.length + 1)) + s + t.slice(at % (t.length + 1))),
        fc.nat().map((at) => (t: string) => t.slice(0, at % t.length) + t.slice((at % t.length) + 1)),
        fc.tuple(fc.nat(), fc.constantFrom("=", "==", ".", "+", "/", "-", "_", " ", "\n", "A", "\u00e9")).map(([at, c]) => (t: string) => { const i = at % t.length; return t.slice(0, i) + c + t.slice(i + 1); }),
        fc.nat().map((n) => (t: string) => t.split(".").reverse().slice(0, (n % 3) + 1).join(".")),
        fc.string({ maxLength: 200 }).map((s) => () => s),
        fc.base64String({ maxLength: 120 }).map((s) => () => `${s}.${s}`),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(junk, { minLength: 1, maxLength: 3 }), fc.boolean(), async (edits, asPlan) => {
          const text = edits.reduce((t, f) => f(t), token);
          const s = stateless.session("billing", { history });
          const options = asPlan ? { plan: text } : { confirmation: text, origins: { order_id: "typed", charge_id: "result:0.charge_id", amount: "typed" } };
          await closed(() => s.checkToolCall("refund_card", call, options), (a) => closedAnswer(a));
        }),
        params(5, 1_500),
      );
    });
  });

  it("loads random catalogues as a client or a catalogue_invalid error, and answers a call on each", async () => {
    const schema = fc.oneof(
      fc.constant({ type: "object" }),
      fc.dictionary(argName, fc.oneof(fc.record({ type: fc.constantFrom("string", "number", "integer", "boolean", "object", "array", "nonsense") }, { requiredKeys: [] }), fc.record({ format: fc.constantFrom("email", "uri", "hostname", "date") }), fc.anything({ maxDepth: 1 })), { maxKeys: 3 }).map((properties) => ({ type: "object", additionalProperties: false, properties })),
      fc.anything({ maxDepth: 2 }),
    );
    const spec = fc.record(
      {
        description: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("Send an email to a customer.", "Delete a record.", "Read the orders.")),
        arguments: schema,
        kind: fc.constantFrom("read", "write", "send", "other"),
        sends_out: fc.boolean(),
        reads_outside: fc.boolean(),
        not_after: fc.array(fc.oneof(fc.constantFrom("untrusted", "a"), fc.string({ maxLength: 4 })), { maxLength: 2 }),
        at_most: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.string({ maxLength: 2 })),
        confirm: fc.constantFrom("always", "never"),
        annotations: fc.record({ readOnlyHint: fc.boolean(), destructiveHint: fc.boolean() }, { requiredKeys: [] }),
      },
      { requiredKeys: ["arguments"] },
    );
    const cat = fc.oneof(
      { weight: 4, arbitrary: fc.record({ tools: fc.dictionary(fc.oneof(fc.constantFrom("a", "b", ...PROTO_NAMES), fc.string({ maxLength: 8 })), spec, { minKeys: 1, maxKeys: 3 }) }) },
      { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
    );
    await fc.assert(
      fc.asyncProperty(cat, toolName, argumentsArb, async (c, tool, args) => {
        let made: Client | undefined;
        await closed(() => Client.create({ catalogue: c as CatalogueFile, keys: generateKeyPair(), grammar: [], now: () => NOW, log: () => {} }), (x) => (made = x));
        if (!made) return;
        const names = Object.keys((c as CatalogueFile).tools);
        await closed(() => made!.session("").checkToolCall(names.length ? names[tool.length % names.length]! : tool, args), (a) => closedAnswer(a, BUILTIN_REASON_CODES));
      }),
      params(6, 300),
    );
  });

  it("loads random rulebooks as a client or a rulebook_invalid error, and answers a call on each", async () => {
    const condition = fc.record(
      {
        fact: fc.oneof(fc.constantFrom("tool", "kind", "agent", "role", "args", "origins", "marks", "context", "history", "usage", "time"), fc.string({ maxLength: 6 })),
        path: fc.constantFrom("$.amount", "$.to", "$.__proto__", "$.constructor", "$.hour", "$", "$..x"),
        operator: fc.constantFrom("equal", "notEqual", "lessThan", "greaterThan", "in", "contains", "matches", "notMatches", "sortOf"),
        value: fc.oneof(leaf, fc.constantFrom("*", "refund_*", "*ignore*previous*", "[a-z]+"), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 })),
        params: fc.oneof(fc.record({ period: fc.constantFrom("day", "PT1H", "fortnightish"), tool: fc.constantFrom("refund_card", "x"), sum: fc.constantFrom("amount", "constructor", "__proto__") }, { requiredKeys: [] }), fc.anything({ maxDepth: 1 })),
      },
      { requiredKeys: ["fact", "operator"] },
    );
    const rule = fc.record({
      name: fc.oneof(fc.constantFrom("r", "constructor", "to_string", "write", "allow"), fc.string({ maxLength: 8 })),
      conditions: fc.oneof(fc.record({ all: fc.array(condition, { maxLength: 3 }) }), fc.record({ any: fc.array(condition, { maxLength: 3 }) }), fc.anything({ maxDepth: 2 })),
      event: fc.oneof(fc.record({ type: fc.constantFrom("refuse", "ask", "allow", "maybe"), params: fc.record({ question: fc.string({ maxLength: 20 }), flow: fc.string({ maxLength: 6 }) }, { requiredKeys: [] }) }, { requiredKeys: ["type"] }), fc.anything({ maxDepth: 1 })),
    }, { requiredKeys: ["name", "conditions", "event"] });
    const book = fc.oneof({ weight: 4, arbitrary: fc.record({ rules: fc.array(rule, { maxLength: 3 }) }) }, { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) });
    await fc.assert(
      fc.asyncProperty(book, toolName, argumentsArb, async (b, tool, args) => {
        let made: Client | undefined;
        await closed(() => Client.create({ catalogue, rulebook: b as RulebookFile, keys: generateKeyPair(), grammar: [], now: () => NOW, log: () => {} }), (x) => (made = x));
        if (!made) return;
        const names = new Set([...BUILTIN_REASON_CODES, ...((b as RulebookFile | undefined)?.rules ?? []).map((r) => r.name)]);
        await closed(() => made!.session("billing").checkToolCall(tool, args), (a) => closedAnswer(a, names));
      }),
      params(7, 300),
    );
  });

  describe("the HTTP service", () => {
    const token = "caller-token-0123456789abcdef";
    let where: { url: string; close(): Promise<void> };
    before(async () => {
      const server = createToolgateServer({ client: stateless, token, log: () => {} });
      where = await listenOn(server, "127.0.0.1", 0);
    });
    after(async () => {
      await where?.close();
    });

    it("answers random bodies with a closed answer or a client error, never a 500", async () => {
      const body = fc.oneof(
        { weight: 4, arbitrary: fc.record({ call: fc.record({ tool: toolName, arguments: argumentsArb, origins: fc.dictionary(argName, originArb, { maxKeys: 3 }) }, { requiredKeys: ["tool"] }), turns: fc.array(fc.constantFrom("refund order 4411 40.00", "hi"), { maxLength: 1 }), agent: fc.constantFrom("billing", "ops") }, { requiredKeys: ["call"] }).map((b) => JSON.stringify(b) ?? "null") },
        { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }).map((b) => JSON.stringify(b) ?? "null") },
        { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
      );
      const path = fc.constantFrom("/v1/check", "/v1/check", "/v1/check", "/v1/confirm", "/v1/report");
      await fc.assert(
        fc.asyncProperty(path, body, async (p, text) => {
          await closed(async () => {
            const res = await fetch(`${where.url}${p}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: text });
            return { status: res.status, body: (await res.json()) as Record<string, unknown> };
          }, (r) => {
            expect(r.status, JSON.stringify(r.body)).to.be.lessThan(500);
            if (r.status === 200 && p === "/v1/check") closedAnswer(r.body as unknown as CheckAnswer);
            if (r.status >= 400) expect((r.body.error as { code?: unknown })?.code).to.be.a("string");
          });
        }),
        params(8, 300),
      );
    });
  });

  it("answers random calls on the command line with an exit code scripts rely on, never an internal error", async () => {
    // 0 allow, 1 refuse, 2 usage, 3 input, 4 confirm: never 70, the code of an error Toolgate did not expect.
    const EXITS: ReadonlySet<number> = new Set([0, 1, 2, 3, 4]);
    const argsText = fc.oneof({ weight: 3, arbitrary: argumentsArb.map((a) => JSON.stringify(a) ?? "{}") }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) });
    const originsText = fc.oneof(fc.dictionary(argName, originArb, { maxKeys: 3 }).map((o) => JSON.stringify(o)), fc.string({ maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(toolName, fc.constantFrom("get_order", "refund_card", "delete_note")), argsText, originsText, fc.boolean(), async (tool, args, origins, json) => {
        let err = "";
        await closed(() => cli(["check", "--catalogue", shop.catalogue, "--rulebook", shop.rulebook, "--session", "billing", "--tool", tool, "--args", args, "--origins", origins, ...(json ? ["--json"] : [])], { out: () => {}, err: (t) => (err += t), env: {} }), (code) => {
          expect(EXITS.has(code), `exit ${code}: ${err}`).to.equal(true);
        });
      }),
      params(9, 150),
    );
  });

  describe("in all", () => {
    it("ran at least 10,000 generated cases", () => {
      expect(cases).to.be.at.least(10_000);
    });
  });
});
