// Where the CPU of a check on a history from outside goes: the bench's read on a 10-entry history
// signed elsewhere (JSON text and object), beside its floor (verify the head + sign the entry), a
// fresh session's read (no history), a history this process signed, and the parts of opening one
// (JSON.parse, the shape read, the chain, the head's verify), every variant once a round in
// alternation, each after a turn read as the bench's rows are. Prints CPU per call
// (`process.cpuUsage`), medians and p90, and each median ÷ the floor's. Writes nothing.
// Environment: OUTSIDE_ROUNDS (rounds kept, after 100 thrown away), OUTSIDE_ONLY (comma list of variants).
import { loadavg } from "node:os";
import { Client, History, makeSigner, type HistoryJSON } from "@toolgate/core";
import { BENCH_KEYS as KEYS, freshCopy, historyOf, makeCatalogue, makeRulebook, TURN_EN } from "./fixtures.js";

const ROUNDS = Number(process.env.OUTSIDE_ROUNDS ?? 800);
const WARMUP = 100;
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`outside: \`${process.env.OUTSIDE_ROUNDS}\` is not a count of rounds`);

async function benchClient(): Promise<Client> {
  const catalogue = makeCatalogue(10);
  const rulebook = makeRulebook(10, catalogue);
  return Client.create({ catalogue, keys: KEYS, log: () => {}, grammar: "en", signer: "node", rulebook: { timezone: rulebook.timezone, rules: rulebook.rules } });
}

const client = await benchClient();
const producer = await benchClient();
// Histories from outside: the same entries signed again under a session of their own by a signer no client uses (same keys).
const elsewhere = makeSigner(KEYS, "node");
const template = await historyOf(producer, 10);
const fresh = (): HistoryJSON => freshCopy(template, 10, elsewhere);
const ownText = JSON.stringify(await historyOf(client, 10));
const READ = { tool: "get_order", args: { order_id: "4411" }, origins: { order_id: "typed" } };

const cpuNow = () => {
  const c = process.cpuUsage();
  return c.user + c.system;
};

/** A turn read on a session of the same client, untimed: what the bench's rows do between the open and the check. */
function readTurn(): void {
  client.session("billing").read(TURN_EN);
}

/** The open and the check, timed apart from the turn read between them, as the bench times them. */
async function check(history: unknown): Promise<number> {
  let c0 = cpuNow();
  const s = client.session("billing", history === undefined ? {} : { history });
  let cpu = cpuNow() - c0;
  s.read(TURN_EN);
  c0 = cpuNow();
  const a = await s.checkToolCall(READ.tool, READ.args, { origins: READ.origins });
  cpu += cpuNow() - c0;
  if (a.decision !== "allow") throw new Error(`outside: the read was answered ${a.decision} (${a.reasons.join(", ")}): ${JSON.stringify(a.detail)}`);
  return cpu;
}

/** A part of opening a history, timed alone after a turn read. */
function part(fn: () => unknown): number {
  readTurn();
  const c0 = cpuNow();
  fn();
  return cpuNow() - c0;
}

// The floor's signers, made as the bench's: a head another signer made is verified, an entry signed.
const maker = makeSigner(KEYS, "node");
const verifier = makeSigner(KEYS, "node");
const signer = makeSigner(KEYS, "node");
let messages = 0;
const message = () => {
  const m = Buffer.from(`toolgate/link/v1:${"ab".repeat(32)}`);
  m.writeUInt32BE(messages++, 20);
  return m;
};

interface Variant {
  what: string;
  prepare: () => unknown;
  run: (prepared: any) => number | Promise<number>;
}

const VARIANTS: Record<string, Variant> = {
  floor: {
    what: "the floor: verify a head signed elsewhere + sign an entry",
    prepare: () => {
      const m = message();
      return { m, sig: maker.sign(m) };
    },
    run: (p: { m: Buffer; sig: Uint8Array }) => {
      const c0 = cpuNow();
      if (!verifier.verify(p.m, p.sig)) throw new Error("outside: the floor's signature did not verify");
      signer.sign(message());
      return cpuNow() - c0;
    },
  },
  fresh: { what: "a new session, no history: a read", prepare: () => undefined, run: () => check(undefined) },
  own: { what: "10-entry history this process signed (JSON text): a read", prepare: () => ownText, run: check },
  text: { what: "10-entry history from outside (JSON text): a read", prepare: () => JSON.stringify(fresh()), run: check },
  object: { what: "10-entry history from outside (object): a read", prepare: () => fresh(), run: check },
  "open.text": { what: "  the open alone (JSON text): parse, shape, chain, head verify, summary", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => client.session("billing", { history: h })) },
  "open.object": { what: "  the open alone (object)", prepare: () => fresh(), run: (h: HistoryJSON) => part(() => client.session("billing", { history: h })) },
  "open.own": { what: "  the open alone, a history this process signed (JSON text): parse, shape, compared with what was signed", prepare: () => ownText, run: (h: string) => part(() => client.session("billing", { history: h })) },
  parse: { what: "  JSON.parse of the history's text", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => JSON.parse(h)) },
  "from.text": { what: "  History.from (JSON text): parsed, its shape read", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => History.from(h)) },
  "from.object": { what: "  History.from (object): its shape read, its entries copied", prepare: () => fresh(), run: (h: HistoryJSON) => part(() => History.from(h)) },
  // Verified by the signer that signed it: its memory of the head's signature spares the verify, so what is left is the chain.
  chain: { what: "  History.from (JSON text) + the chain (the head's verify spared)", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => History.from(h).verify(elsewhere)) },
  verified: { what: "  History.from (JSON text) + the chain + the head's verify", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => History.from(h).verify(verifier)) },
};

const only = process.env.OUTSIDE_ONLY?.split(",").filter(Boolean);
const names = only ?? Object.keys(VARIANTS);
for (const n of names) if (!VARIANTS[n]) throw new Error(`outside: no variant \`${n}\` (${Object.keys(VARIANTS).join(", ")})`);

const load0 = loadavg();
const samples = new Map<string, number[]>(names.map((n) => [n, []]));
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  for (const n of names) {
    const v = VARIANTS[n]!;
    const cpu = await v.run(v.prepare());
    if (round >= WARMUP) samples.get(n)!.push(cpu);
  }
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const sorted = new Map([...samples].map(([n, xs]) => [n, [...xs].sort((a, b) => a - b)]));
const floor = sorted.get("floor");
const floorMedian = floor ? at(floor, 0.5) : undefined;
process.stdout.write(`\noutside: node ${process.version}, ${ROUNDS} rounds (each variant once a round, in turn); load ${load0.map((x) => x.toFixed(1)).join(" ")} → ${loadavg().map((x) => x.toFixed(1)).join(" ")}\n\n`);
process.stdout.write("| variant | CPU µs median | p90 | × floor |\n|---|---:|---:|---:|\n");
for (const n of names) {
  const xs = sorted.get(n)!;
  const median = at(xs, 0.5);
  process.stdout.write(`| ${VARIANTS[n]!.what} | ${median} | ${at(xs, 0.9)} | ${floorMedian ? (median / floorMedian).toFixed(2) : ""} |\n`);
}
