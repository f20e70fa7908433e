// Where the CPU of a check on a history from outside goes, every part measured in the same loop:
// the bench's read on a 10-entry history signed elsewhere (JSON text and object), beside its floor
// (verify the head + sign the entry), a new session's read with no history (every check, and only
// those that always run), a history this process signed, and the parts of opening one (JSON.parse,
// the shape read, the chain, the head's verify), every variant once a round in turn, each after a
// turn read as the bench's rows are. CPU per call (`process.cpuUsage`). Parts are told apart by
// variants that differ by one step, measured in the same rounds, never by rows measured apart.
import { Client, History, makeSigner, type HistoryJSON } from "@toolgate/core";
import { floorOf } from "./floor.js";
import { BENCH_KEYS as KEYS, freshCopy, historyOf, makeCatalogue, makeRulebook, TURN_EN } from "./fixtures.js";

const READ = { tool: "get_order", args: { order_id: "4411" }, origins: { order_id: "typed" } };

export interface OutsidePart {
  name: string;
  what: string;
  /** CPU µs per call, sorted. */
  samples: number[];
}

export const OUTSIDE_VARIANTS = ["floor", "fresh", "fresh.always", "own", "text", "object", "open.text", "open.object", "open.own", "parse", "from.text", "from.object", "chain", "verified", "check.first", "check.again", "check.again.made"] as const;
export type OutsideVariant = (typeof OUTSIDE_VARIANTS)[number];

const cpuNow = () => {
  const c = process.cpuUsage();
  return c.user + c.system;
};

async function benchClient(checks?: string[]): Promise<Client> {
  const catalogue = makeCatalogue(10);
  const rulebook = makeRulebook(10, catalogue);
  return Client.create({ catalogue, keys: KEYS, log: () => {}, grammar: "en", signer: "node", rulebook: { timezone: rulebook.timezone, rules: rulebook.rules }, ...(checks ? { checks } : {}) });
}

/** Each variant named in `only` (all by default), once a round in turn, `rounds` rounds after `warmup`. */
export async function outsideParts(options: { rounds: number; warmup?: number; only?: readonly OutsideVariant[] }): Promise<OutsidePart[]> {
  const { rounds, warmup = 100 } = options;
  const client = await benchClient();
  const always = await benchClient([]);
  const producer = await benchClient();
  // Histories from outside: the same entries signed again under a session of their own by a signer no client uses (same keys).
  const elsewhere = makeSigner(KEYS, "node");
  const template = await historyOf(producer, 10);
  const fresh = (): HistoryJSON => freshCopy(template, 10, elsewhere);
  const ownText = JSON.stringify(await historyOf(client, 10));

  /** The read's check on a session, timed; a read not allowed stops the bench. */
  const timedRead = async (s: ReturnType<Client["session"]>): Promise<number> => {
    const c0 = cpuNow();
    const a = await s.checkToolCall(READ.tool, READ.args, { origins: READ.origins });
    const cpu = cpuNow() - c0;
    if (a.decision !== "allow") throw new Error(`outside: the read was answered ${a.decision} (${a.reasons.join(", ")}): ${JSON.stringify(a.detail)}`);
    return cpu;
  };
  /** The open and the check, timed apart from the turn read between them, as the bench times them. */
  const check = async (on: Client, history: unknown): Promise<number> => {
    const c0 = cpuNow();
    const s = on.session("billing", history === undefined ? {} : { history });
    const open = cpuNow() - c0;
    s.read(TURN_EN);
    return open + (await timedRead(s));
  };
  /**
   * The check alone on a session opened from a history signed elsewhere (the open untimed): its
   * first, or a second one after another session's turn read (`again`), with a history made
   * elsewhere before that read (`made`, as the first check's rounds make one before it), so that
   * each finds the caches a turn read leaves and they differ only in what ran before it.
   */
  const checkOnly = async (again: "" | "again" | "made", history: string): Promise<number> => {
    const s = client.session("billing", { history });
    s.read(TURN_EN);
    if (again) {
      await s.checkToolCall(READ.tool, READ.args, { origins: READ.origins });
      if (again === "made") JSON.stringify(fresh());
      client.session("billing").read(TURN_EN);
    }
    return timedRead(s);
  };
  /** A part of opening a history, timed alone after a turn read. */
  const part = (fn: () => unknown): number => {
    client.session("billing").read(TURN_EN);
    const c0 = cpuNow();
    fn();
    return cpuNow() - c0;
  };

  // The floor of a read from outside, as the bench's rows measure it: verify a head signed elsewhere, sign an entry.
  const floor = floorOf(true, 1);
  // A signer that did not sign the history: it verifies the head's signature, as a process that never saw the session does.
  const verifier = makeSigner(KEYS, "node");

  const variants: Record<OutsideVariant, { what: string; prepare: () => any; run: (prepared: any) => number | Promise<number> }> = {
    floor: { what: "the floor: verify a head signed elsewhere + sign an entry", prepare: floor.prepare, run: async (p: unknown) => (await floor.run(p)).cpu },
    fresh: { what: "a new session, no history: a read (every check)", prepare: () => undefined, run: () => check(client, undefined) },
    "fresh.always": { what: "a new session, no history: a read (only the checks that always run)", prepare: () => undefined, run: () => check(always, undefined) },
    own: { what: "10-entry history this process signed (JSON text): a read", prepare: () => ownText, run: (h: string) => check(client, h) },
    text: { what: "10-entry history from outside (JSON text): a read", prepare: () => JSON.stringify(fresh()), run: (h: string) => check(client, h) },
    object: { what: "10-entry history from outside (object): a read", prepare: () => fresh(), run: (h: HistoryJSON) => check(client, h) },
    "open.text": { what: "the open alone (JSON text): parse, shape, chain, head verify, summary", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => client.session("billing", { history: h })) },
    "open.object": { what: "the open alone (object)", prepare: () => fresh(), run: (h: HistoryJSON) => part(() => client.session("billing", { history: h })) },
    "open.own": { what: "the open alone, a history this process signed (JSON text): parse, shape, compared with what was signed", prepare: () => ownText, run: (h: string) => part(() => client.session("billing", { history: h })) },
    parse: { what: "JSON.parse of the history's text", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => JSON.parse(h)) },
    "from.text": { what: "History.from (JSON text): parsed, its shape read", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => History.from(h)) },
    "from.object": { what: "History.from (object): its shape read, its entries copied", prepare: () => fresh(), run: (h: HistoryJSON) => part(() => History.from(h)) },
    // Verified by the signer that signed it: its memory of the head's signature spares the verify, so what is left is the chain.
    chain: { what: "History.from (JSON text) + the chain (the head's verify spared)", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => History.from(h).verify(elsewhere)) },
    verified: { what: "History.from (JSON text) + the chain + the head's verify", prepare: () => JSON.stringify(fresh()), run: (h: string) => part(() => History.from(h).verify(verifier)) },
    "check.first": { what: "10-entry history from outside (JSON text): the first read's check alone (the open untimed)", prepare: () => JSON.stringify(fresh()), run: (h: string) => checkOnly("", h) },
    "check.again": { what: "the same session's second read, checked after another session's turn read", prepare: () => JSON.stringify(fresh()), run: (h: string) => checkOnly("again", h) },
    "check.again.made": { what: "the same, with a 10-entry history made elsewhere before that turn read", prepare: () => JSON.stringify(fresh()), run: (h: string) => checkOnly("made", h) },
  };

  const names = options.only ?? OUTSIDE_VARIANTS;
  const samples = new Map<OutsideVariant, number[]>(names.map((n) => [n, []]));
  for (let round = 0; round < warmup + rounds; round++) {
    for (const n of names) {
      const v = variants[n];
      const cpu = await v.run(v.prepare());
      if (round >= warmup) samples.get(n)!.push(cpu);
    }
  }
  return names.map((n) => ({ name: n, what: variants[n].what, samples: [...samples.get(n)!].sort((a, b) => a - b) }));
}

/** The value at quantile `p` of sorted samples. */
export const quantile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
