// `npm run bench`: what one checkToolCall costs and how it grows, against the floor of one
// Ed25519 sign plus one verify, with peer figures (json-rules-engine alone, Cedar) measured in
// the same run. Writes docs/performance.md and test/bench-results.json.
// Environment: BENCH_QUICK=1 for a short run (fewer samples), BENCH_MAX_ENTRIES to cap growth.
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { Client, History, makeSigner, Rulebook, type CheckAnswer, type ClientOptions, type Session } from "@toolgate/core";
import { SessionBinding } from "@toolgate/server";
import { BENCH_KEYS as KEYS, freshCopy, growHistory, historyOf, makeCatalogue, makeRulebook, prefixOf, REFUND, refundCedarRequest, refundFacts, TURN_EN, TURNS_EN, TYPED } from "./fixtures.js";
import { addCost, costed, interleaveFloor, measure, measureAgainstFloor, measurePair, skipped, timed, timedSync, type CallShape, type Cost, type Figure, type MeasureOptions } from "./measure.js";
import { coldStartFigures } from "./cold.js";
import { HTTP_CONNECTIONS, HTTP_SCENARIOS, httpFigures } from "./http.js";
import { replicaFigures } from "./replicas.js";
import { ADVERSARIAL_TURNS } from "./adversarial-turns.js";
import { FIFTY_WORD_WARMUP, fiftyWordFiguresApart, grammarLoadFigures, readingTargets } from "./reading.js";
import { hostileFigures } from "./hostile.js";
import { growthFigures } from "./growth.js";
import { floorOf } from "./floor.js";
import { outsideParts, quantile } from "./outside-parts.js";
import { perEntry, renderMarkdown, us, type Target, type BenchRun } from "./report.js";

const QUICK = process.env.BENCH_QUICK === "1";
const MAX_ENTRIES = Number(process.env.BENCH_MAX_ENTRIES ?? 10_000);
const root = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));

/** The four checks of what was said; measured when their plugins are installed. */
const SAID_IDS = ["grounded", "s1_veto", "s2_veto", "confirm_read"];
const TURN_PT = "reembolsar a encomenda 4411 de 40,00 €";
const TURNS_PT = [TURN_PT, "por favor reembolse 40,00 € do pedido 4411", "envie a fatura INV-2024-17 para ana@example.com amanhã", "não envie ainda, veja primeiro a encomenda 4411", "consulte a encomenda 4411 e devolva 40,00 ao cartão"];

const quiet = () => {};

function opts(o: MeasureOptions): MeasureOptions {
  if (!QUICK) return o;
  return { warmup: Math.min(o.warmup ?? 100, 20), minSamples: Math.min(o.minSamples ?? 200, 30), maxSamples: Math.min(o.maxSamples ?? 3000, 300), budgetMs: Math.min(o.budgetMs ?? 1500, 300) };
}

const figures: Figure[] = [];
const notes: string[] = [];
function log(line: string): void {
  process.stdout.write(`${line}\n`);
}
function record(f: Figure): Figure {
  figures.push(f);
  if (f.skipped) log(`  ${f.label}: not measured (${f.skipped})`);
  else if (f.unit) log(`  ${f.label}: ${Math.round(f.median)} ${f.unit}${f.note ? ` [${f.note}]` : ""}`);
  else if (f.cpu !== undefined && f.floor !== undefined) log(`  ${f.label}: median ${f.median.toFixed(1)} µs (floor ${f.floor.toFixed(1)}), p99 ${f.p99.toFixed(1)} µs, CPU ${f.cpu.toFixed(1)} µs (floor ${f.floorCpu?.toFixed(1)}) (${f.samples} pairs)${f.note ? ` [${f.note}]` : ""}`);
  else log(`  ${f.label}: median ${f.median.toFixed(1)} µs, p99 ${f.p99.toFixed(1)} µs (${f.samples} samples)${f.note ? ` [${f.note}]` : ""}`);
  return f;
}
const byKey = (key: string) => figures.find((f) => f.key === key && !f.skipped);

interface Config {
  tools: number;
  rules?: number;
  /** `tool_check`: every check but the said-checks; `said`: those plus the said-checks; `all`: the default; `always`: none listed (only those that always run). */
  checks: "tool_check" | "said" | "all" | "always";
  signer?: "node" | "tweetnacl";
}

let checkIds: Array<{ id: string; stage: string }> = [];
let saidPresent: string[] = [];

async function makeClient(c: Config): Promise<Client> {
  const catalogue = makeCatalogue(c.tools);
  const rulebook = c.rules ? makeRulebook(c.rules, catalogue) : undefined;
  const toolCheck = checkIds.filter((k) => k.stage !== "said" && !SAID_IDS.includes(k.id)).map((k) => k.id);
  const checks = c.checks === "all" ? undefined : c.checks === "always" ? [] : c.checks === "said" ? [...toolCheck, ...saidPresent] : toolCheck;
  const options: ClientOptions = { catalogue, keys: KEYS, log: quiet, grammar: "en", signer: c.signer ?? "node" };
  if (rulebook) options.rulebook = { timezone: rulebook.timezone, rules: rulebook.rules };
  if (checks) options.checks = checks;
  return Client.create(options);
}

interface Call {
  tool: string;
  args: Record<string, unknown>;
  origins: Record<string, string>;
}
const READ: Call = { tool: "get_order", args: { order_id: "4411" }, origins: { order_id: "typed" } };
const WRITE: Call = { tool: "refund_card", args: REFUND, origins: TYPED };

function describe(a: CheckAnswer): string {
  return `${a.decision} ${a.reasons.join(", ")}`;
}

/** Checks a call in sessions of this process, a new session (its turn read) every `rotate` samples. */
/** Samples of a call checked in sessions of this process, a new session (its turn read) every `rotate` samples. */
function inProcessSampler(client: Client, call: Call, o: { rotate?: number; approve?: boolean } = {}) {
  const rotate = o.rotate ?? 10;
  let session: Session | undefined;
  let n = 0;
  const state: { last: CheckAnswer | undefined } = { last: undefined };
  const sample = async (): Promise<number> => {
    if (!session || n++ % rotate === 0) {
      session = client.session("billing");
      session.read(TURN_EN);
    }
    const s = session;
    if (o.approve) {
      const asked = await s.checkToolCall(call.tool, call.args, { origins: call.origins });
      return timed(async () => {
        state.last = await s.checkToolCall(call.tool, call.args, { origins: call.origins, confirmation: asked.confirmation });
      });
    }
    return timed(async () => {
      state.last = await s.checkToolCall(call.tool, call.args, { origins: call.origins });
      // A caller that is asked hands the token on: reading it is part of the answer.
      void state.last.confirmation;
    });
  };
  return { sample, state };
}

/** Checks a call in sessions of this process, a new session (its turn read, untimed) every `rotate` samples. */
async function inProcess(key: string, label: string, group: string, client: Client, call: Call, o: MeasureOptions & { rotate?: number; approve?: boolean } = {}): Promise<Figure> {
  const { sample, state } = inProcessSampler(client, call, o);
  const f = await measure(key, label, group, sample, opts(o));
  f.note = state.last ? describe(state.last) : undefined;
  return record(f);
}

/** Two clients checking the same call, measured in alternation: their ratio is a target. */
async function inProcessPair(group: string, a: { key: string; label: string; client: Client }, b: { key: string; label: string; client: Client }, call: Call, o: MeasureOptions = {}): Promise<[Figure, Figure]> {
  const sa = inProcessSampler(a.client, call);
  const sb = inProcessSampler(b.client, call);
  const [fa, fb] = await measurePair({ key: a.key, label: a.label, sample: sa.sample }, { key: b.key, label: b.label, sample: sb.sample }, group, opts(o));
  fa.note = sa.state.last ? describe(sa.state.last) : undefined;
  fb.note = sb.state.last ? describe(sb.state.last) : undefined;
  return [record(fa), record(fb)];
}

/**
 * The same write checked with its origins given and with none (the session works them out from
 * the turn and a reported result holding free text), measured in alternation: their ratio is a
 * target. A new session (turn read, an order looked up and its result reported, untimed) every
 * `rotate` samples.
 */
async function originsPair(client: Client, o: MeasureOptions & { rotate?: number } = {}): Promise<[Figure, Figure]> {
  const sampler = (given: boolean) => {
    let session: Session | undefined;
    let n = 0;
    const state: { last: CheckAnswer | undefined } = { last: undefined };
    const sample = async (): Promise<number> => {
      if (!session || n++ % (o.rotate ?? 10) === 0) {
        session = client.session("billing");
        session.read(TURN_EN);
        const look = await session.checkToolCall(READ.tool, READ.args, { origins: READ.origins });
        session.report(look.step, "ran", { order_id: "4411", total: 40, note: "The customer wrote on 3 March: the parcel arrived damaged, please refund 40.00 to the card ending 5501." });
      }
      const s = session;
      const options = given ? { origins: WRITE.origins } : {};
      return timed(async () => {
        state.last = await s.checkToolCall(WRITE.tool, WRITE.args, options);
      });
    };
    return { sample, state };
  };
  const a = sampler(true);
  const b = sampler(false);
  const [fa, fb] = await measurePair({ key: "origins.given", label: "a write, origins given", sample: a.sample }, { key: "origins.worked", label: "the same write, no origins (worked out from the turn and a reported result)", sample: b.sample }, "origins", opts(o));
  fa.note = a.state.last ? describe(a.state.last) : undefined;
  fb.note = b.state.last ? describe(b.state.last) : undefined;
  return [record(fa), record(fb)];
}

/**
 * A session resumed from a history that arrives serialized (object or JSON text), its turn
 * read, one call checked; a sample is the open plus the check, the turn read between them
 * untimed. `history` gives the history of each sample (a new one each time for histories from
 * outside, which the client must not have seen), made before the sample. Nothing is batched and
 * no garbage is collected outside the timed part: each sample is one call as a caller makes it.
 */
async function serialized(key: string, label: string, group: string, client: Client, history: () => unknown, call: Call, o: MeasureOptions = {}): Promise<Figure> {
  let last: CheckAnswer | undefined;
  const f = await measure(
    key,
    label,
    group,
    async () => {
      const h = history();
      let s!: Session;
      const open = timedSync(() => {
        s = client.session("billing", { history: h });
      });
      s.read(TURN_EN);
      const check = await timed(async () => {
        last = await s.checkToolCall(call.tool, call.args, { origins: call.origins });
        void last.confirmation;
      });
      return open + check;
    },
    opts(o),
  );
  f.note = last ? `${describe(last)}${last.reasons.includes("history_invalid") ? " (the history did not verify!)" : ""}` : undefined;
  if (last?.reasons.includes("history_invalid")) notes.push(`${label}: the history did not verify (${String(last.detail.history)})`);
  return record(f);
}

/**
 * Sessions holding a history of `length` entries in this process; each sample checks one more
 * call. Sessions are resumed, their turns read and their first call checked (which verifies
 * what arrived) sixteen at a time; then each takes up to a tenth of `length` timed checks.
 */
async function inProcessAt(key: string, label: string, group: string, client: Client, template: unknown, length: number, o: MeasureOptions): Promise<Figure> {
  const perSession = Math.max(1, Math.floor(length / 10));
  const batch = Math.max(1, Math.min(16, Math.ceil(160 / perSession)));
  let ready: Array<{ s: Session; left: number }> = [];
  let last: CheckAnswer | undefined;
  const f = await measure(
    key,
    label,
    group,
    async () => {
      if (ready.length === 0) {
        for (let i = 0; i < batch; i++) ready.push({ s: client.session("billing", { history: prefixOf(template, length) }), left: perSession });
        for (const r of ready) r.s.read(TURN_EN);
        // The first check verifies what arrived; from then on the history is this process's own.
        for (const r of ready) await r.s.checkToolCall(READ.tool, READ.args, { origins: READ.origins });
      }
      const r = ready[0]!;
      if (--r.left === 0) ready.shift();
      return timed(async () => {
        last = await r.s.checkToolCall(READ.tool, READ.args, { origins: READ.origins });
      });
    },
    opts(o),
  );
  ready = [];
  f.note = last ? describe(last) : undefined;
  return record(f);
}

interface Shape {
  key: string;
  label: string;
  call: CallShape<unknown>;
  floor: CallShape<unknown> & { name: string };
}

const PAUSE: [number, number] = [20, 50];
const shapes: Record<string, { paced: string; b2b: string }> = {};

/** A session resumed from a history signed elsewhere (each call a new one), its turn read untimed, one call checked. */
function outsideShape(client: Client, history: () => unknown, call: Call, text: boolean): CallShape<unknown> {
  return {
    prepare: () => (text ? JSON.stringify(history()) : history()),
    run: async (h) => {
      let s!: Session;
      const open = await costed(() => {
        s = client.session("billing", { history: h });
      });
      s.read(TURN_EN);
      let a!: CheckAnswer;
      const check = await costed(async () => {
        a = await s.checkToolCall(call.tool, call.args, { origins: call.origins });
        void a.confirmation;
      });
      lastAnswer = a;
      return addCost(open, check);
    },
  };
}

/** A call in a session of this process; a new session (its turn read, untimed) every ten calls. */
function inProcessShape(client: Client, call: Call): CallShape<unknown> {
  let s: Session | undefined;
  let n = 0;
  return {
    prepare: () => {
      if (!s || n++ % 10 === 0) {
        s = client.session("billing");
        s.read(TURN_EN);
      }
      return s;
    },
    run: (p) =>
      costed(async () => {
        lastAnswer = await (p as Session).checkToolCall(call.tool, call.args, { origins: call.origins });
        void lastAnswer.confirmation;
      }),
  };
}

let lastAnswer: CheckAnswer | undefined;

/** The issue's target rows: each shape one call at a time after a pause, and back to back, each beside its floor. */
async function targetRows(all: Client, fresh10: () => unknown): Promise<void> {
  log("\none call at a time (a pause of 20–50 ms before each call and each floor) and back to back, every check on, each beside its floor");
  const list: Shape[] = [
    { key: "target.outside.read.text", label: "10-entry history from outside (JSON text): a read", call: outsideShape(all, fresh10, READ, true), floor: floorOf(true, 1) },
    { key: "target.outside.read.object", label: "10-entry history from outside (object): a read", call: outsideShape(all, fresh10, READ, false), floor: floorOf(true, 1) },
    { key: "target.outside.write", label: "10-entry history from outside (JSON text): a write, confirmed", call: outsideShape(all, fresh10, WRITE, true), floor: floorOf(true, 2) },
    { key: "target.inprocess.read", label: "in this process: a read", call: inProcessShape(all, READ), floor: floorOf(false, 1) },
    { key: "target.inprocess.write", label: "in this process: a write, confirmed", call: inProcessShape(all, WRITE), floor: floorOf(false, 2) },
  ];
  for (const shape of list) {
    const paced = await measureAgainstFloor(`${shape.key}.paced`, `${shape.label}, one at a time`, "paced", shape.call, shape.floor, QUICK ? { pairs: 20, warmup: 3, pause: PAUSE } : { pairs: 150, warmup: 10, pause: PAUSE });
    paced.note = lastAnswer ? describe(lastAnswer) : undefined;
    record(paced);
    const b2b = await measureAgainstFloor(`${shape.key}.b2b`, `${shape.label}, back to back`, "b2b", shape.call, shape.floor, QUICK ? { pairs: 50, warmup: 10, budgetMs: 500 } : { pairs: 1000, warmup: 100, budgetMs: 3000 });
    b2b.note = lastAnswer ? describe(lastAnswer) : undefined;
    record(b2b);
    shapes[shape.key] = { paced: paced.key, b2b: b2b.key };
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadavg().map((x) => Math.round(x * 100) / 100);
  log(`toolgate bench${QUICK ? " (quick)" : ""}: node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}`);
  const probe = await Client.create({ catalogue: makeCatalogue(10), keys: KEYS, log: quiet, grammar: "en" });
  checkIds = probe.checks.map((c) => ({ id: c.check.meta.id, stage: c.stage }));
  saidPresent = SAID_IDS.filter((id) => checkIds.some((c) => c.id === id));
  log(`checks: ${checkIds.map((c) => c.id).join(", ")}`);
  if (saidPresent.length < SAID_IDS.length) {
    notes.push(`said-checks installed: ${saidPresent.length ? saidPresent.join(", ") : "none"}; missing: ${SAID_IDS.filter((i) => !saidPresent.includes(i)).join(", ")}`);
  }

  // The floor: one Ed25519 sign and one verify of a message the size of a history link.
  log("\nfloor: one Ed25519 sign + one verify (81-byte message)");
  const message = Buffer.from(`toolgate/link/v1:${"ab".repeat(32)}`);
  // Signed by one signer, verified by another: a signer remembers what it signed, and the floor is a real verify.
  const nodeSigner = makeSigner(KEYS, "node");
  const naclSigner = makeSigner(KEYS, "tweetnacl");
  const nodeVerifier = makeSigner(KEYS, "node");
  const naclVerifier = makeSigner(KEYS, "tweetnacl");
  let flip = 0;
  // A new message each time, so that no signer can answer from memory.
  const fresh = () => {
    message.writeUInt32BE(flip++, 20);
    return message;
  };
  record(await measure("floor.node", "node:crypto sign + verify", "floor", () => timedSync(() => { const m = fresh(); nodeVerifier.verify(m, nodeSigner.sign(m)); }), opts({ warmup: 200, minSamples: 1000, maxSamples: 4000, budgetMs: 800 })));
  record(await measure("floor.tweetnacl", "tweetnacl sign + verify", "floor", () => timedSync(() => { const m = fresh(); naclVerifier.verify(m, naclSigner.sign(m)); }), opts({ warmup: 5, minSamples: 30, maxSamples: 120, budgetMs: 1200 })));
  interleaveFloor(() => timedSync(() => { const m = fresh(); nodeVerifier.verify(m, nodeSigner.sign(m)); }));
  const oracle = fresh();
  const identical = Buffer.compare(Buffer.from(nodeSigner.sign(oracle)), Buffer.from(naclSigner.sign(oracle))) === 0 && nodeVerifier.verify(oracle, naclSigner.sign(oracle)) && naclVerifier.verify(oracle, nodeSigner.sign(oracle));
  const defaultImpl = makeSigner(KEYS).implementation;

  // One call, the tool check (said-checks off), catalogue of 10 tools.
  log("\ncheckToolCall, in-process session (catalogue 10 tools, said-checks off, no rulebook)");
  const base = await makeClient({ tools: 10, checks: "tool_check" });
  await inProcess("call.read", "a read, allowed", "call", base, READ);
  await inProcess("call.write", "a write, confirmed", "call", base, WRITE);
  await inProcess("call.write.approved", "a write approved with its token", "call", base, WRITE, { approve: true });

  log("\nrulebooks (catalogue 10 tools, said-checks off)");
  const r10 = await makeClient({ tools: 10, rules: 10, checks: "tool_check" });
  const r100 = await makeClient({ tools: 10, rules: 100, checks: "tool_check" });
  await inProcess("call.write.rules10", "a write, rulebook of 10 rules", "rules", r10, WRITE);
  await inProcess("call.write.rules100", "a write, rulebook of 100 rules", "rules", r100, WRITE);

  log("\nsaid-checks");
  if (saidPresent.length) {
    const said = await makeClient({ tools: 10, checks: "said" });
    // Measured in alternation with the same write, said-checks off: their ratio is a target.
    await inProcessPair("said", { key: "said.off.write", label: "a write, said-checks off", client: base }, { key: "call.write.said", label: `a write, said-checks on (${saidPresent.join(", ")})`, client: said }, WRITE);
    await inProcess("call.read.said", "a read, said-checks on", "said", said, READ);
  } else {
    record(skipped("call.write.said", "a write, said-checks on", "said", "no said-check is installed"));
  }

  log("\ncatalogue and rulebook size (said-checks off)");
  const c10r10 = r10;
  const c1000r100 = await makeClient({ tools: 1000, rules: 100, checks: "tool_check" });
  await inProcessPair("size", { key: "size.c10r10", label: "a write, catalogue 10 tools, rulebook 10 rules", client: c10r10 }, { key: "size.c1000r100", label: "a write, catalogue 1,000 tools, rulebook 100 rules", client: c1000r100 }, WRITE);

  log("\nevery check on (catalogue 10 tools, rulebook 10 rules)");
  const all = await makeClient({ tools: 10, rules: 10, checks: "all" });
  const producer = await makeClient({ tools: 10, rules: 10, checks: "all" });
  await inProcess("all.read", "every check on: a read, allowed", "all", all, READ);
  await inProcess("all.write", "every check on: a write, confirmed", "all", all, WRITE);
  log("\norigins given and worked out (every check on)");
  await originsPair(all);
  // Histories from outside: signed with the same keys by a signer no client uses, each sample a session the client has not seen.
  const elsewhere = makeSigner(KEYS, "node");
  const h10 = await historyOf(producer, 10);
  const fresh10 = () => freshCopy(h10, 10, elsewhere);
  const fresh10text = () => JSON.stringify(fresh10());
  await targetRows(all, fresh10);
  const own = await historyOf(all, 10);
  await serialized("all.serialized10own.read", "every check on, 10-entry history this process signed (JSON text): a read", "all", all, () => JSON.stringify(own), READ);
  const always = await makeClient({ tools: 10, rules: 10, checks: "always" });
  await inProcess("always.write", `only the checks that always run: a write, confirmed`, "all", always, WRITE);
  await serialized("always.serialized10.read", `only the checks that always run (${always.checks.filter((c) => c.on).map((c) => c.check.meta.id).join(", ")}), 10-entry history from outside (JSON text): a read`, "all", always, fresh10text, READ);
  const nacl = await makeClient({ tools: 10, rules: 10, checks: "all", signer: "tweetnacl" });
  await serialized("all.serialized10.read.tweetnacl", "the same with tweetnacl: a read", "all", nacl, fresh10text, READ, { warmup: 3, minSamples: 20, maxSamples: 80, budgetMs: 1500 });

  log("\nhistory growth (every check on: a read)");
  const sizes = [10, 100, 1000, 10_000].filter((n) => n <= MAX_ENTRIES);
  for (const n of [10, 100, 1000, 10_000]) if (n > MAX_ENTRIES) notes.push(`history of ${n} entries not measured (BENCH_MAX_ENTRIES=${MAX_ENTRIES})`);
  const tBuild = Date.now();
  const template = await historyOf(producer, sizes.at(-1)!);
  log(`  (made a ${sizes.at(-1)}-entry history through the public API in ${((Date.now() - tBuild) / 1000).toFixed(1)} s)`);
  for (const n of sizes) {
    const fresh = () => freshCopy(template, n, elsewhere);
    const budget: MeasureOptions = n >= 10_000 ? { warmup: 1, minSamples: 8, maxSamples: 12, budgetMs: 1000 } : n >= 1000 ? { warmup: 5, minSamples: 40, maxSamples: 200, budgetMs: 1000 } : { warmup: 30, minSamples: 200, maxSamples: 800, budgetMs: 1000 };
    await serialized(`growth.text.${n}`, `history of ${n} entries, from outside (JSON text)`, "growth", all, () => JSON.stringify(fresh()), READ, budget);
    await serialized(`growth.object.${n}`, `history of ${n} entries, from outside (object)`, "growth", all, fresh, READ, budget);
    await inProcessAt(`growth.inprocess.${n}`, `history of ${n} entries, in this process`, "growth", all, template, n, { warmup: 20, minSamples: 200, maxSamples: 1500, budgetMs: 1000 });
  }

  // The parts of reading a history from outside, alone, at the two ends of the growth target: what
  // the rows above pay per entry before any check runs. A few copies are cycled, each a history of
  // its own session, made elsewhere: the verifier has seen none of them.
  const verifier = makeSigner(KEYS, "node");
  for (const n of [100, sizes.at(-1)!]) {
    if (n <= 10) continue;
    const copies = Array.from({ length: 4 }, () => freshCopy(template, n, elsewhere));
    const texts = copies.map((c) => JSON.stringify(c));
    let i = 0;
    const next = <T>(xs: T[]) => xs[i++ % xs.length]!;
    const budget: MeasureOptions = n >= 10_000 ? { warmup: 2, minSamples: 12, maxSamples: 20, budgetMs: 1000 } : { warmup: 30, minSamples: 200, maxSamples: 800, budgetMs: 800 };
    const part = async (key: string, label: string, run: () => unknown) =>
      record(
        await measure(`growth.part.${key}.${n}`, `${n} entries: ${label}`, "growthParts", () => timedSync(run), opts(budget)),
      );
    await part("parse", "`JSON.parse` of the history's text, alone", () => JSON.parse(next(texts)));
    await part("read", "`History.from` of the history as an object: its shape checked, its entries copied", () => History.from(next(copies)));
    await part("verify", "the same and `verify`: every entry's link written and hashed, the head's signature verified", () => {
      if (!History.from(next(copies)).verify(verifier).valid) throw new Error("the history did not verify");
    });
  }

  // Functional, not timed: an in-process history edited by hand is still refused.
  const tamper = all.session("billing");
  tamper.read(TURN_EN);
  await growHistory(tamper, 20);
  (tamper.history.entries[3] as { tool: string }).tool = "get_order";
  const caught = (await tamper.checkToolCall(READ.tool, READ.args, { origins: READ.origins })).reasons.includes("history_invalid");

  log("\nreading a turn (read(), once per turn, never per call)");
  {
    const s = all.session("billing");
    let i = 0;
    record(await measure("read.en", "read() of an English turn", "read", () => timedSync(() => s.read(TURNS_EN[i++ % TURNS_EN.length]!)), opts({ warmup: 50, minSamples: 200, maxSamples: 2000, budgetMs: 1500 })));
    let pt: Client | undefined;
    try {
      pt = await Client.create({ catalogue: makeCatalogue(10), keys: KEYS, log: quiet, grammar: "pt" });
    } catch (e) {
      record(skipped("read.pt", "read() of a Portuguese turn", "read", `the Portuguese grammar is not installed (${(e as Error).message})`));
    }
    if (pt) {
      const sp = pt.session("billing", { language: "pt" });
      let j = 0;
      record(await measure("read.pt", "read() of a Portuguese turn", "read", () => timedSync(() => sp.read(TURNS_PT[j++ % TURNS_PT.length]!)), opts({ warmup: 50, minSamples: 200, maxSamples: 2000, budgetMs: 1500 })));
    }
    // Issue 15's target: the 95th percentile of a 50-word turn's read(), in a process of its own.
    for (const f of await fiftyWordFiguresApart(opts({ warmup: FIFTY_WORD_WARMUP, minSamples: 300, maxSamples: 2000, budgetMs: 2000 }))) record(f);
    // Adversarial turns, each in a new session with every grammar installed: the target is 50 ms.
    let k = 0;
    for (const [label, text] of ADVERSARIAL_TURNS) {
      const key = `read.adversarial.${label.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "").toLowerCase()}`;
      record(await measure(key, `read() of ${label}`, "read", () => timedSync(() => all.session(`adversarial-${k++}`).read(text)), opts({ warmup: 2, minSamples: 10, maxSamples: 50, budgetMs: 500 })));
    }
  }

  log("\npeers on the same rulebook, deciding the same write");
  const now = Date.parse("2026-03-04T11:00:00Z");
  for (const size of [10, 100]) {
    const rb = makeRulebook(size, makeCatalogue(10));
    const rulebook = Rulebook.load({ timezone: rb.timezone, rules: rb.rules });
    const facts = refundFacts(now);
    record(await measure(`rules.compiled.${size}`, `Rulebook.decide, ${size} rules (compiled)`, "peers", () => timed(() => rulebook.decide(facts)), opts({ warmup: 200, minSamples: 500, maxSamples: 5000, budgetMs: 600 })));
    record(await measure(`rules.jre.${size}`, `json-rules-engine alone, ${size} rules`, "peers", () => timed(() => rulebook.decideReference(facts)), opts({ warmup: 30, minSamples: 100, maxSamples: 2000, budgetMs: 1000 })));
  }
  await cedarFigures();

  log(`\nHTTP: \`toolgate serve\` (every check on, catalogue 10 tools, rulebook 10 rules) and a bare node:http server, ${HTTP_CONNECTIONS} connections`);
  const httpCatalogue = makeCatalogue(10);
  const httpRules = makeRulebook(10, httpCatalogue);
  // Sessions bound to the service's one tenant, as `toolgate serve` binds them with these keys' seed.
  const binding = new SessionBinding(KEYS.seed);
  const httpHistories = Array.from({ length: 32 }, () => freshCopy(h10, 10, elsewhere, binding.open("default")));
  for (const f of await httpFigures({ keys: KEYS, catalogue: httpCatalogue, rulebook: { timezone: httpRules.timezone, rules: httpRules.rules }, histories: httpHistories, turns: TURNS_EN, result: { order_id: "4411", charge_id: "ch_1", total: 40 } }, QUICK)) record(f);

  log("\ncold starts (each a process of its own)");
  for (const f of await coldStartFigures({ keys: KEYS, catalogue: makeCatalogue(10) }, QUICK ? 3 : 9)) record(f);
  for (const f of await grammarLoadFigures(QUICK ? 3 : 9)) record(f);

  log("\nreplicas (`toolgate serve` on the shared PostgreSQL store, 1 and 2 replicas, against the SQLite default)");
  for (const f of await replicaFigures({ keys: KEYS, catalogue: httpCatalogue, rulebook: { timezone: httpRules.timezone, rules: httpRules.rules }, turn: TURN_EN }, QUICK)) record(f);

  log("\nhostile input of up to 1 MB (every check on, a rulebook glob, a schema pattern)");
  const hostile = (await hostileFigures(opts({ warmup: 2, minSamples: 5, maxSamples: 20, budgetMs: 1500 }), KEYS)).map(record);
  const growth = await growthFigures({ keys: KEYS, long: Math.min(MAX_ENTRIES, 10_000), quick: QUICK }, log);
  growth.figures.forEach(record);

  // Targets.
  const floor = byKey("floor.node")!.median;
  // Each row's ratio is to the floor measured during that row (interleaved), else to the floor row.
  const floorOf = (f: Figure) => f.floor ?? floor;
  const ratio = (key: string) => (byKey(key) ? byKey(key)!.median / floorOf(byKey(key)!) : Number.NaN);
  const over = (key: string) => (byKey(key) ? `${byKey(key)!.median.toFixed(1)} µs ÷ ${floorOf(byKey(key)!).toFixed(1)} µs, the floor measured during the row` : "not measured");
  const slope = (kind: string) => perEntry(figures, `growth.${kind}`, sizes.at(-1)!);
  const targets: Target[] = [];
  const target = (name: string, value: number, limit: number, unit: string, detail: string) =>
    targets.push({ name, value, limit, unit, met: Number.isFinite(value) ? value <= limit : undefined, detail });
  // Issue 16's targets: one call at a time (paced), each beside the floor of its own signatures.
  const issue = (name: string, value: number, limit: number, unit: string, detail: string, atLeast = false) =>
    targets.push({ name, value, limit, unit, met: Number.isFinite(value) ? (atLeast ? value >= limit : value <= limit) : undefined, detail, issue: 16, atLeast });
  const paced = (shape: string) => byKey(shapes[shape]?.paced ?? "");
  const b2b = (shape: string) => byKey(shapes[shape]?.b2b ?? "");
  const vsFloor = (f: Figure | undefined) => (f && f.floor ? f.median / f.floor : Number.NaN);
  const cpuVsFloor = (f: Figure | undefined) => (f && f.cpu !== undefined && f.floorCpu ? f.cpu / f.floorCpu : Number.NaN);
  const pacedDetail = (shape: string) => {
    const p = paced(shape);
    const b = b2b(shape);
    if (!p) return "not measured";
    return `one at a time ${us(p.median)} µs ÷ ${us(p.floor!)} µs (${p.floorName}), p99 ${us(p.p99)} ÷ ${us(p.floorP99!)} µs, CPU ${us(p.cpu!)} ÷ ${us(p.floorCpu!)} µs; back to back ${b ? `${vsFloor(b).toFixed(2)}×` : "not measured"}`;
  };
  issue("one at a time: a read, 10-entry history from outside (JSON text), ÷ its floor", vsFloor(paced("target.outside.read.text")), 1.5, "×", pacedDetail("target.outside.read.text"));
  issue("one at a time: the same as an object (as `history.toJSON()` gives it)", vsFloor(paced("target.outside.read.object")), 1.5, "×", pacedDetail("target.outside.read.object"));
  issue("one at a time: a confirmed write, 10-entry history from outside (JSON text), ÷ its floor", vsFloor(paced("target.outside.write")), 1.5, "×", pacedDetail("target.outside.write"));
  issue("one at a time: a read in this process ÷ its floor", vsFloor(paced("target.inprocess.read")), 1.3, "×", pacedDetail("target.inprocess.read"));
  issue("one at a time: a confirmed write in this process ÷ its floor", vsFloor(paced("target.inprocess.write")), 1.3, "×", pacedDetail("target.inprocess.write"));
  {
    const load = b2b("target.outside.read.text");
    const others = ["target.outside.write", "target.inprocess.read", "target.inprocess.write"].map((k) => `${k.replace("target.", "")} ${cpuVsFloor(b2b(k)).toFixed(2)}×`).join(", ");
    issue("CPU per check under load (back to back): a read from outside ÷ its floor's CPU", cpuVsFloor(load), 2, "×", load ? `${us(load.cpu!)} µs ÷ ${us(load.floorCpu!)} µs; the other shapes: ${others}` : "not measured");
  }
  const largest = sizes.at(-1)!;
  for (const kind of ["text", "object"] as const) {
    const big = byKey(`growth.${kind}.${largest}`);
    const small = byKey(`growth.${kind}.10`);
    issue(`a cold check at ${largest.toLocaleString("en-US")} entries ÷ at 10 (${kind === "text" ? "JSON text" : "object"})`, big && small ? big.median / small.median : Number.NaN, 1.5, "×", big && small ? `${us(big.median)} µs ÷ ${us(small.median)} µs, medians, back to back` : "not measured");
  }
  {
    const check = byKey("cold.check");
    const node = byKey("cold.node");
    issue("`toolgate check` with no turn ÷ `node -e 0`", check && node ? check.median / node.median : Number.NaN, 3, "×", check && node ? `${Math.round(check.median)} ms ÷ ${Math.round(node.median)} ms, medians of ${check.samples} processes each` : "not measured");
    const imp = byKey("cold.import");
    issue("`import` of the engine package (`@toolgate/core`)", imp ? imp.median : Number.NaN, 150, "ms", imp ? `median of ${imp.samples} processes, timed inside each` : "not measured");
  }
  for (const scenario of HTTP_SCENARIOS) {
    const tg = byKey(`http.${scenario.key}.toolgate`);
    const yard = byKey(`http.${scenario.key}.bare`);
    issue(
      `HTTP, ${HTTP_CONNECTIONS} connections, ${scenario.label}: requests/s ÷ a bare node:http server's`,
      tg && yard ? tg.median / yard.median : Number.NaN,
      scenario.share,
      "×",
      tg && yard ? `${Math.round(tg.median)} ÷ ${Math.round(yard.median)} requests/s; server CPU per request ${us(tg.cpu ?? Number.NaN)} µs vs ${us(yard.cpu ?? Number.NaN)} µs` : "not measured",
      true,
    );
  }
  targets.push(...readingTargets(figures));
  // Earlier targets, kept.
  {
    const given = byKey("origins.given");
    const worked = byKey("origins.worked");
    target("a check with origins worked out ÷ the same check with origins given", given && worked ? worked.median / given.median : Number.NaN, 1.2, "×", given && worked ? `${us(worked.median)} µs ÷ ${us(given.median)} µs, medians, measured in alternation` : "not measured");
  }
  target("history growth from outside (object), per extra entry, 100 → " + sizes.at(-1), slope("object"), 3, "µs", "median difference ÷ entries added");
  target("history growth from outside (JSON text, parse included), per extra entry, 100 → " + sizes.at(-1), slope("text"), 3, "µs", "median difference ÷ entries added");
  target("history growth in this process, per extra entry, 100 → " + sizes.at(-1), slope("inprocess"), 3, "µs", "median difference ÷ entries added");
  const inproc = slope("inprocess");
  const fromOutside = slope("object");
  targets.push({
    name: "in-process history not verified again from scratch; an edit by hand still refused",
    value: inproc,
    limit: Number.NaN,
    unit: "µs/entry",
    met: Number.isFinite(inproc) && Number.isFinite(fromOutside) ? caught && inproc < fromOutside / 4 : undefined,
    detail: `in process ${inproc.toFixed(3)} µs/entry vs from outside ${fromOutside.toFixed(3)} µs/entry; hand edit ${caught ? "refused history_invalid" : "NOT caught"}`,
  });
  const worst = hostile.reduce((w, f) => (f.median > w.median ? f : w), hostile[0]!);
  target("no input of ≤ 1 MB takes more than 100 ms to check (the worst shape's median)", worst.median / 1000, 100, "ms", `${worst.label}: ${worst.note ?? ""}`);
  const sizeRatio = byKey("size.c1000r100") && byKey("size.c10r10") ? byKey("size.c1000r100")!.median / byKey("size.c10r10")!.median : Number.NaN;
  target("catalogue 1,000 tools + rulebook 100 rules ÷ 10 tools + 10 rules", sizeRatio, 1.2, "×", "medians, same write, measured in alternation");
  const saidRatio = byKey("call.write.said") && byKey("said.off.write") ? byKey("call.write.said")!.median / byKey("said.off.write")!.median : Number.NaN;
  target("said-checks on ÷ off (no text parsing on the check path)", saidRatio, 1.2, "×", saidPresent.length ? "medians, same write, measured in alternation" : "not measured: no said-check installed");
  targets.push({
    name: "tweetnacl stays the portable implementation and the oracle; node:crypto used where present",
    value: Number.NaN,
    limit: Number.NaN,
    unit: "",
    met: identical && defaultImpl === "node",
    detail: `signatures byte-identical and cross-verifying: ${identical ? "yes" : "NO"}; default implementation here: ${defaultImpl}`,
  });

  targets.push(...growth.targets);

  const run: BenchRun = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? "unknown"}`,
    quick: QUICK,
    seconds: Math.round((Date.now() - started) / 1000),
    load: { start: loadAtStart, end: loadavg().map((x) => Math.round(x * 100) / 100) },
    floor: { node: floor, tweetnacl: byKey("floor.tweetnacl")?.median ?? Number.NaN },
    figures: figures.map((f) => ({ ...f, ratio: f.skipped || f.unit ? undefined : f.median / floorOf(f) })),
    targets,
    breakdown: await breakdown(),
    notes,
  };
  log("\ntargets");
  for (const t of targets) log(`  ${t.met === undefined ? "not measured" : t.met ? "met" : "NOT met"}: ${t.name}: ${Number.isFinite(t.value) ? `${t.value.toFixed(3)} ${t.unit}` : ""} ${Number.isFinite(t.limit) ? `(limit ${t.limit} ${t.unit})` : ""} ${t.detail}`);
  for (const n of notes) log(`  note: ${n}`);
  writeFileSync(root("test/bench-results.json"), `${JSON.stringify(run, (_k, v) => (typeof v === "number" && !Number.isFinite(v) ? null : v), 2)}\n`);
  writeFileSync(root("docs/performance.md"), renderMarkdown(run));
  log(`\nwrote docs/performance.md and test/bench-results.json in ${run.seconds} s`);
}

/**
 * Where the CPU of a read on a history from outside goes, from variants that differ by one step,
 * measured once a round in turn in the same loop (outside-parts.ts): never rows measured minutes
 * apart, whose floors differ.
 */
async function breakdown(): Promise<BenchRun["breakdown"]> {
  log("\nwhere the CPU of a read on a history from outside goes (variants in turn, each after a turn read)");
  const parts = await outsideParts({ rounds: QUICK ? 30 : 400, warmup: QUICK ? 10 : 100, only: ["floor", "text", "fresh", "fresh.always", "open.text", "parse", "from.text", "chain", "verified"] });
  const median = (name: string) => quantile(parts.find((p) => p.name === name)!.samples, 0.5);
  for (const p of parts) log(`  ${p.what}: CPU median ${median(p.name)} µs`);
  return {
    floor: median("floor"),
    checks: checkIds.length,
    total: median("text"),
    fresh: median("fresh"),
    freshAlways: median("fresh.always"),
    open: median("open.text"),
    parse: median("parse"),
    shape: median("from.text") - median("parse"),
    chain: median("chain") - median("from.text"),
    headVerify: median("verified") - median("chain"),
  };
}

async function cedarFigures(): Promise<void> {
  type Cedar = typeof import("@cedar-policy/cedar-wasm/nodejs");
  let cedar: Cedar;
  try {
    cedar = (await import("@cedar-policy/cedar-wasm/nodejs")) as Cedar;
  } catch (e) {
    record(skipped("cedar.preparsed.10", "Cedar isAuthorized, 10 policies", "peers", `@cedar-policy/cedar-wasm is not installed (${(e as Error).message})`));
    return;
  }
  const rb = makeRulebook(10, makeCatalogue(10));
  const request = refundCedarRequest();
  const parsed = cedar.preparsePolicySet("bench10", { staticPolicies: rb.cedar });
  if (parsed.type !== "success") throw new Error(`cedar: the policies do not parse: ${JSON.stringify(parsed)}`);
  const once = cedar.isAuthorized({ ...request, policies: { staticPolicies: rb.cedar } });
  if (once.type !== "success") throw new Error(`cedar: ${JSON.stringify(once.errors)}`);
  const note = `decision ${once.response.decision}, ${rb.cedar.split("\n").length} policies`;
  const pre = await measure("cedar.preparsed.10", `Cedar statefulIsAuthorized, ${rb.rules.length + 1} policies (parsed once)`, "peers", () => timedSync(() => cedar.statefulIsAuthorized({ ...request, preparsedPolicySetId: "bench10" })), opts({ warmup: 100, minSamples: 300, maxSamples: 3000, budgetMs: 600 }));
  pre.note = note;
  record(pre);
  const each = await measure("cedar.parsed.10", `Cedar isAuthorized, ${rb.rules.length + 1} policies (parsed per call)`, "peers", () => timedSync(() => cedar.isAuthorized({ ...request, policies: { staticPolicies: rb.cedar } })), opts({ warmup: 20, minSamples: 100, maxSamples: 1000, budgetMs: 600 }));
  each.note = note;
  record(each);
}

main().catch((e) => {
  process.stderr.write(`bench failed: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
