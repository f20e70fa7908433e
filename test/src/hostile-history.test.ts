// A history from outside, attacked where it is read and verified at the session's open: objects
// whose getters answer differently each time, proxies that throw, edits of the caller's copy
// after the open, JSON text with duplicate keys, a BOM, lone surrogates, deep nesting and odd
// numbers, a history of another session or signer, outcomes reported twice. Whatever is given,
// the open never throws, a value is read once and the value read is the one verified, and a
// history verifies exactly when it is the one signed. Seeded (fast-check), about a second.
import { expect } from "chai";
import fc from "fast-check";
import { Client, History, ToolgateError, makeSigner, type CheckAnswer, type HistoryJSON, type Session } from "@toolgate/core";
import { catalogue, ran } from "./fixtures.js";

const SEED = 16_808;
const GET = { order_id: "7" };
const GET_ORIGINS = { origins: { order_id: "context" } };

/** The next call on a session opened with `history`, or the exception it threw. */
async function nextCall(client: Client, history: unknown): Promise<CheckAnswer | unknown> {
  try {
    return await client.session("billing", { history }).checkToolCall("get_order", GET, GET_ORIGINS);
  } catch (e) {
    return e;
  }
}

function refusedAsInvalid(a: unknown, problem?: RegExp): void {
  expect(a, `an exception escaped: ${String((a as Error)?.stack ?? a)}`).to.not.be.instanceOf(Error);
  const answer = a as CheckAnswer;
  expect(answer.decision).to.equal("refuse");
  expect(answer.reasons).to.deep.equal(["history_invalid"]);
  expect(answer.step).to.equal(0);
  expect(answer.detail.history).to.be.a("string");
  if (problem) expect(answer.detail.history).to.match(problem);
}

function allowedAt(a: unknown, step: number): void {
  expect(a, `an exception escaped: ${String((a as Error)?.stack ?? a)}`).to.not.be.instanceOf(Error);
  const answer = a as CheckAnswer;
  expect([answer.decision, answer.reasons, answer.step, answer.detail.history]).to.deep.equal(["allow", ["allow"], step, undefined]);
}

/** Where a getter can stand in an entry: a field, a member of one of its records, an item of one of its lists, a field of its outcome. */
type Spot = { entry: number; at: "field" | "record" | "list" | "outcome"; name: string };

function spotsOf(json: HistoryJSON): Spot[] {
  const spots: Spot[] = [];
  json.entries.forEach((e, entry) => {
    for (const name of ["step", "at", "session", "agent", "tool", "digest", "decision", "compensationOf", "plan", "link", "sig"]) spots.push({ entry, at: "field", name });
    for (const r of ["args", "numbers", "origins"] as const) for (const name of Object.keys(e[r])) spots.push({ entry, at: "record", name: `${r}.${name}` });
    for (const l of ["marks", "reasons"] as const) e[l].forEach((_, i) => spots.push({ entry, at: "list", name: `${l}.${i}` }));
    if (e.outcome) for (const name of Object.keys(e.outcome)) spots.push({ entry, at: "outcome", name });
    if (e.outcome?.values) e.outcome.values.forEach((_, i) => spots.push({ entry, at: "list", name: `outcome.values.${i}` }));
  });
  return spots;
}

/** The object a spot's name is a key of, and the key. */
function holderOf(entry: Record<string, unknown>, spot: Spot): [Record<string, unknown>, string] {
  if (spot.at === "field") return [entry, spot.name];
  if (spot.at === "outcome") return [entry.outcome as Record<string, unknown>, spot.name];
  const parts = spot.name.split(".");
  let holder: Record<string, unknown> = entry;
  for (const p of parts.slice(0, -1)) holder = holder[p] as Record<string, unknown>;
  return [holder, parts.at(-1)!];
}

/** What a getter answers after its first read: anything, values JSON cannot write and values that throw included. */
const LATER: ReadonlyArray<() => unknown> = [
  () => 10n,
  () => "changed",
  () => 12345,
  () => null,
  () => undefined,
  () => ({ toJSON: () => 10n }),
  () => new Proxy({}, { ownKeys: () => { throw new Error("trap"); } }),
  () => {
    throw new Error("second read");
  },
];

describe("hostile input: a history from outside", () => {
  let client: Client;
  let json: HistoryJSON;
  let session: Session;

  before(async () => {
    client = await Client.create({ catalogue, log: () => {} });
    session = client.session("billing");
    session.context({ customer_id: "c1" });
    await ran(session, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    await ran(session, "charge_card", { customer_id: "c1", amount: 5 }, { charge_id: "ch_9" });
    await ran(session, "open_note", { text: "a note" });
    json = session.history.toJSON();
  });

  it("resumes the history it signed, as an object and as text", async () => {
    allowedAt(await nextCall(client, structuredClone(json)), json.entries.length);
    allowedAt(await nextCall(client, JSON.stringify(json)), json.entries.length);
  });

  it("reads each value of a history given as an object once, keeps the value read and never throws, whatever a getter answers after", () => {
    const spots = spotsOf(json);
    fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.nat(spots.length - 1), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(LATER.length - 1), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        async (chosen, later, firstChanged) => {
          const h = structuredClone(json) as unknown as { entries: Array<Record<string, unknown>> };
          const reads: number[] = [];
          chosen.forEach((s, i) => {
            const spot = spots[s]!;
            const [holder, key] = holderOf(h.entries[spot.entry]!, spot);
            const original = holder[key];
            // The first read answers the signed value (or, for the first getter, a changed one); every later read anything else.
            const first = i === 0 && firstChanged ? (typeof original === "number" ? original + 1 : typeof original === "string" ? `${original}x` : "x") : original;
            reads.push(0);
            Object.defineProperty(holder, key, {
              enumerable: true,
              configurable: true,
              get() {
                reads[i]!++;
                return reads[i] === 1 ? first : LATER[later[i]!]!();
              },
            });
          });
          const a = await nextCall(client, h);
          for (const n of reads) expect(n, "a getter was read more than once").to.be.at.most(1);
          if (firstChanged) refusedAsInvalid(a);
          else allowedAt(a, json.entries.length);
        },
      ),
      { seed: SEED, numRuns: 120 },
    );
  });

  it("refuses a history whose objects are proxies that throw, naming it, and never throws", async () => {
    const boom = () => {
      throw new Error("boom");
    };
    // A trap the reader runs refuses the history; one it never runs (it asks no `in`) leaves the data as it is.
    for (const trap of ["get", "getPrototypeOf", "ownKeys", "getOwnPropertyDescriptor", "has"] as const) {
      let ran = 0;
      const counted = () => {
        ran++;
        boom();
      };
      const whole = new Proxy(structuredClone(json), { [trap]: counted });
      const a = await nextCall(client, whole);
      if (ran > 0) refusedAsInvalid(a, /^the history cannot be read as data \(boom\)$/);
      else allowedAt(a, json.entries.length);
      ran = 0;
      const h = structuredClone(json) as unknown as { entries: unknown[] };
      h.entries[1] = new Proxy(h.entries[1] as object, { [trap]: counted });
      const b = await nextCall(client, h);
      if (ran > 0) refusedAsInvalid(b, /^the history cannot be read as data \(boom\)$/);
      else allowedAt(b, json.entries.length);
      expect(trap === "has" || ran > 0, `the ${trap} trap ran`).to.equal(true);
    }
  });

  it("verifies a history text exactly when it parses to the history signed: duplicate keys, a BOM, lone surrogates, deep nesting, prototype names, odd numbers", async () => {
    const text = JSON.stringify(json);
    const signed = JSON.stringify(JSON.parse(text));
    const first = json.entries[0]!;
    const edits: Array<[string, (t: string) => string]> = [
      ["a BOM", (t) => `\uFEFF${t}`],
      ["a duplicate key, the signed value last", (t) => t.replace('"session":', `"session":"s_other","session":`)],
      ["a duplicate key, the signed value first", (t) => t.replace(/"tool":"get_order",/, '"tool":"get_order","tool":"wire_transfer",')],
      ["a duplicate version", (t) => t.replace('{"version":1,', '{"version":2,"version":1,')],
      ["a lone surrogate in a text", (t) => t.replace(`"${first.tool}"`, `"${first.tool}\\ud800"`)],
      ["U+FFFD where a lone surrogate would be", (t) => t.replace(`"${first.tool}"`, `"${first.tool}\\ufffd"`)],
      ["an escaped spelling of the same text", (t) => t.replace(`"${first.tool}"`, `"${first.tool.replace("g", "\\u0067")}"`)],
      ["deep nesting", (t) => t.replace('"marks":[]', `"marks":${"[".repeat(50_000)}${"]".repeat(50_000)}`)],
      ["a __proto__ argument", (t) => t.replace('"args":{', '"args":{"__proto__":"d",')],
      ["a constructor number", (t) => t.replace('"numbers":{', '"numbers":{"constructor":1,')],
      ["a __proto__ entry field", (t) => t.replace('{"at":', '{"__proto__":{"decision":"allow"},"at":')],
      ["a negative step", (t) => t.replace('"step":0', '"step":-1')],
      ["minus zero for step 0", (t) => t.replace('"step":0', '"step":-0')],
      ["a step too large for a number", (t) => t.replace('"step":0', '"step":1e400')],
      ["a fractional step", (t) => t.replace('"step":1', '"step":1.5')],
      ["a duplicate step", (t) => t.replace('"step":1', '"step":0')],
      ["a clock time written as an exponent", (t) => t.replace(`"at":${first.at}`, `"at":${first.at / 1000}e3`)],
      ["a huge clock time", (t) => t.replace(`"at":${first.at}`, '"at":1e308')],
      ["an outcome reported twice (a second outcome key)", (t) => t.replace('"outcome":{', '"outcome":{"status":"failed","at":1},"outcome":{')],
      ["another session's id throughout", (t) => t.split(json.session).join(`${json.session}x`)],
    ];
    for (const [note, edit] of edits) {
      const edited = edit(text);
      expect(edited, note).to.not.equal(text);
      let same: boolean;
      try {
        same = JSON.stringify(JSON.parse(edited)) === signed;
      } catch {
        same = false;
      }
      const a = await nextCall(client, edited);
      if (same) allowedAt(a, json.entries.length);
      else refusedAsInvalid(a);
    }
  });

  it("refuses a history signed by another client, and one of another session spliced in", async () => {
    const other = await Client.create({ catalogue, log: () => {} });
    refusedAsInvalid(await nextCall(other, json), /does not verify/);
    const s2 = client.session("billing");
    await ran(s2, "get_order", { order_id: "2" }, { order_id: "2", total: 1 });
    const theirs = s2.history.toJSON();
    const spliced = structuredClone(json);
    spliced.entries[1] = { ...theirs.entries[0]!, step: 1 };
    refusedAsInvalid(await nextCall(client, spliced), /entry 1/);
    const renamed = { ...structuredClone(theirs), session: json.session };
    refusedAsInvalid(await nextCall(client, renamed), /entry 0 belongs to another session/);
  });

  it("refuses the caller's copy changed after the open into what is not an entry, read as data, and never throws", async () => {
    const changes: Array<[string, (entries: Array<Record<string, unknown>>) => void]> = [
      ["a proxy entry", (e) => (e[1] = new Proxy(e[1]!, { get: () => { throw new Error("boom"); } }))],
      ["a getter that throws", (e) => Object.defineProperty(e[0], "tool", { get: () => { throw new Error("boom"); } })],
      ["a BigInt number", (e) => ((e[0]!.numbers as Record<string, unknown>).amount = 10n)],
      ["an undefined number", (e) => ((e[0]!.numbers as Record<string, unknown>).amount = undefined)],
      ["a list with a hole", (e) => (e[0]!.marks = new Array(1))],
      ["a Date", (e) => (e[0]!.at = new Date(0))],
    ];
    for (const [note, change] of changes) {
      // Opened on a valid history (sealed at the open), and on one that failed at the open and is mended by hand.
      for (const mended of [false, true]) {
        const given = structuredClone(json);
        if (mended) given.entries[0]!.tool = "wire_transfer";
        const s = client.session("billing", { history: given });
        const entries = s.history.entries as unknown as Array<Record<string, unknown>>;
        if (mended) entries[0]!.tool = json.entries[0]!.tool;
        change(entries);
        // A change JSON does not see (a hole for an empty list, an undefined member) leaves the
        // copy the history signed: the open's verified entries stand, or (mended) what is read is
        // still not of the history's shape.
        let sameData = false;
        try {
          sameData = JSON.stringify(entries) === JSON.stringify(json.entries);
        } catch {
          sameData = false;
        }
        let a: unknown;
        try {
          a = await s.checkToolCall("get_order", GET, GET_ORIGINS);
        } catch (e) {
          a = e;
        }
        if (sameData && !mended) allowedAt(a, json.entries.length);
        else refusedAsInvalid(a, mended ? /^(entry [01] was changed by hand into something that is not an entry|the entries cannot be read as data \(boom\))$/ : /^entry [01] was changed \(`(entry|tool|numbers|marks|at)`\)$/);
        expect(note).to.be.a("string");
      }
    }
  });

  it("mended by hand into the history signed, the caller's copy verifies", async () => {
    const given = structuredClone(json);
    given.entries[0]!.tool = "wire_transfer";
    const s = client.session("billing", { history: given });
    s.history.entries[0]!.tool = json.entries[0]!.tool;
    allowedAt(await s.checkToolCall("get_order", GET, GET_ORIGINS), json.entries.length);
  });

  it("records an outcome reported twice once, refuses another outcome for it, and refuses a report of a step not the newest", async () => {
    const s = client.session("billing", { history: structuredClone(json) });
    const a = await s.checkToolCall("get_order", GET, GET_ORIGINS);
    await s.report(a.step, "ran", { order_id: "7", total: 3 });
    const once = structuredClone(s.history.toJSON());
    await s.report(a.step, "ran", { order_id: "7", total: 3 });
    expect(s.history.toJSON()).to.deep.equal(once);
    for (const [step, status] of [
      [a.step, "failed"],
      [a.step - 1, "ran"],
      [-1, "ran"],
      [a.step + 1, "ran"],
      [Number.MAX_SAFE_INTEGER + 2, "ran"],
      [0.5, "ran"],
    ] as const) {
      let thrown: unknown;
      try {
        await s.report(step, status);
      } catch (e) {
        thrown = e;
      }
      expect(thrown, `step ${step} ${status}`).to.be.instanceOf(ToolgateError);
      expect((thrown as ToolgateError).code).to.equal("report_invalid");
    }
    expect(s.history.toJSON()).to.deep.equal(once);
  });

  it("sums up a resumed history as its entries say, tools named as prototype keys included", async () => {
    const s = client.session("billing");
    for (const tool of ["__proto__", "constructor", "toString", "get_order"]) {
      const a = await s.checkToolCall(tool, { order_id: "1" }, GET_ORIGINS);
      await s.report(a.step, "ran", {});
    }
    const resumed = History.from(JSON.stringify(s.history.toJSON()));
    expect(resumed.verify(makeSigner({ publicKey: client.publicKey! })).valid).to.equal(true);
    for (const tool of ["__proto__", "constructor", "toString", "hasOwnProperty", "get_order"]) {
      const entries = resumed.verifiedEntries.filter((e) => e.tool === tool);
      expect(resumed.summary.ran(tool), tool).to.equal(entries.filter((e) => e.decision === "allow" && e.outcome?.status === "ran").length);
      expect(resumed.summary.firstAllowed(tool), tool).to.equal(entries.find((e) => e.decision === "allow")?.step);
    }
    expect(Object.getPrototypeOf(resumed.summary.ranByTool())).to.equal(null);
  });
});
