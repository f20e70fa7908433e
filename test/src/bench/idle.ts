// Why a check costs more one call at a time than back to back: in-process checks after pauses of
// several lengths and kinds, each beside its floor (one node:crypto Ed25519 sign) and a bare piece
// of JavaScript (JSON.parse, JSON.stringify and a SHA-256 of a 10-entry history's text), all three
// after the same pause, in alternation. Prints a table of CPU per call (`process.cpuUsage`),
// medians and p90; run it under node flags to test what the pause changes. Writes nothing.
// Environment: IDLE_ROUNDS (rounds of every setting), IDLE_PAIRS (calls a setting per round),
// IDLE_PAUSES (comma list of ms), IDLE_MODES (comma list of block, loop, spin), IDLE_EVICT (comma
// list of megabytes written instead of a pause), IDLE_SHAPE (read or write), IDLE_CHECKS=always
// (only the checks that always run: a smaller check), IDLE_BARE=0 and IDLE_FLOOR=0 (leave the bare
// JavaScript or the floor out of the alternation), IDLE_MARK=1 (a line on stdout before each pause,
// each check and after it, so that --trace-gc, --trace-opt and --trace-deopt lines can be counted
// by part; run under `stdbuf -o0` so that V8's lines and these keep their order).
import { createHash } from "node:crypto";
import { writeSync } from "node:fs";
import { loadavg } from "node:os";
import { Client, makeSigner, type Session } from "@toolgate/core";
import { BENCH_KEYS as KEYS, historyOf, makeCatalogue, makeRulebook, REFUND, TURN_EN, TYPED } from "./fixtures.js";

type Mode = "block" | "loop" | "spin" | "evict";

const ROUNDS = Number(process.env.IDLE_ROUNDS ?? 6);
const PAIRS = Number(process.env.IDLE_PAIRS ?? 25);
const MODES = (process.env.IDLE_MODES ?? "block,loop,spin").split(",") as Mode[];
const PAUSES = (process.env.IDLE_PAUSES ?? "0,0.1,1,5,20").split(",").map(Number);
const SHAPE = process.env.IDLE_SHAPE === "write" ? "write" : "read";
const MARK = process.env.IDLE_MARK === "1";
const ALWAYS = process.env.IDLE_CHECKS === "always";
const EVICT = (process.env.IDLE_EVICT ?? "0.5,4,32").split(",").filter(Boolean).map(Number);
const BARE = process.env.IDLE_BARE !== "0";
const FLOOR = process.env.IDLE_FLOOR !== "0";
for (const x of [ROUNDS, PAIRS, ...PAUSES, ...EVICT]) if (!Number.isFinite(x) || x < 0) throw new Error(`idle: \`${x}\` is not a count or a length`);
for (const m of MODES) if (!["block", "loop", "spin"].includes(m)) throw new Error(`idle: \`${m}\` is not a kind of pause (block, loop, spin)`);

const mark = (line: string) => {
  if (MARK) writeSync(1, `@@ ${line}\n`);
};

const cell = new Int32Array(new SharedArrayBuffer(4));

/**
 * A pause of `ms`: `block` sleeps the thread (Atomics.wait: no turn of the event loop, so no task
 * V8 or Node posts runs in it); `loop` returns to the event loop for a timer (Node's timers are
 * whole milliseconds: 0.1 waits about 1 ms), where V8's posted tasks (idle-time collection, the
 * memory reducer, finalising a concurrent job) run; `spin` keeps the core busy on the clock;
 * `evict` does not pause but writes `ms` megabytes (one word a 64-byte line), pushing what the
 * caches held out of them as another process would.
 */
const sweep = new Float64Array(64 * 131072);
async function pause(mode: Mode, ms: number): Promise<void> {
  if (ms === 0) return;
  if (mode === "evict") {
    const end = Math.min(sweep.length, Math.round(ms * 131072));
    for (let i = 0; i < end; i += 8) sweep[i]! += 1;
    return;
  }
  if (mode === "block") Atomics.wait(cell, 0, 0, ms);
  else if (mode === "loop") await new Promise<void>((resolve) => setTimeout(resolve, ms));
  else {
    const end = process.hrtime.bigint() + BigInt(Math.round(ms * 1e6));
    while (process.hrtime.bigint() < end);
  }
}

/** Page faults and involuntary context switches during the calls timed so far, per setting. */
let faults = 0;
let switches = 0;

async function cpuOf(fn: () => unknown): Promise<number> {
  const r0 = process.resourceUsage();
  const c0 = process.cpuUsage();
  await fn();
  const c = process.cpuUsage(c0);
  const r1 = process.resourceUsage();
  faults += r1.minorPageFault + r1.majorPageFault - r0.minorPageFault - r0.majorPageFault;
  switches += r1.involuntaryContextSwitches - r0.involuntaryContextSwitches;
  return c.user + c.system;
}

interface Samples {
  /** Page faults and involuntary switches counted over the checks (not the sign or bare JS). */
  faults: number;
  switches: number;
  call: number[];
  floor: number[];
  bare: number[];
}

function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
}

async function main(): Promise<void> {
  const catalogue = makeCatalogue(10);
  const rulebook = makeRulebook(10, catalogue);
  const client = await Client.create({ catalogue, keys: KEYS, log: () => {}, grammar: "en", signer: "node", rulebook: { timezone: rulebook.timezone, rules: rulebook.rules }, ...(ALWAYS ? { checks: [] } : {}) });
  const call = SHAPE === "read" ? { tool: "get_order", args: { order_id: "4411" }, origins: { order_id: "typed" } } : { tool: "refund_card", args: REFUND, origins: TYPED };

  // The floor: one Ed25519 sign of a new message, made as the bench's in-process floor makes it.
  const signer = makeSigner(KEYS, "node");
  let n = 0;
  const floor = () => {
    const m = Buffer.from(`toolgate/link/v1:${"ab".repeat(32)}`);
    m.writeUInt32BE(n++, 20);
    signer.sign(m);
  };

  // Bare JavaScript of about a check's size: a 10-entry history's text parsed, written and hashed.
  const historyText = JSON.stringify(await historyOf(client, 10));
  let sink = 0;
  const bare = () => {
    const h = JSON.parse(historyText) as { entries: unknown[] };
    sink += createHash("sha256").update(JSON.stringify(h.entries)).digest()[0]!;
  };

  // The bench's in-process shape: a new session, its turn read (untimed, before the pause), every ten calls.
  let session: Session | undefined;
  let calls = 0;
  const prepare = () => {
    if (!session || calls++ % 10 === 0) {
      session = client.session("billing");
      session.read(TURN_EN);
    }
    return session;
  };
  const check = async (s: Session) => {
    const a = await s.checkToolCall(call.tool, call.args, { origins: call.origins });
    if (a.decision === "refuse") throw new Error(`the bench's ${SHAPE} was refused: ${a.reasons.join(", ")}`);
  };

  for (let i = 0; i < 300; i++) {
    await check(prepare());
    floor();
    bare();
  }

  // One turn of the event loop: what start-up left pending (the module loader's last file close)
  // ends here, so that what is counted below at each pause is what the checks left.
  await new Promise<void>((resolve) => setTimeout(resolve, 1));

  const settings: Array<{ mode: Mode; ms: number }> = [];
  for (const ms of PAUSES) for (const mode of MODES) if (ms > 0 || mode === MODES[0]) settings.push({ mode, ms });
  for (const mb of EVICT) settings.push({ mode: "evict", ms: mb });
  const label = (s: { mode: Mode; ms: number }) => (s.ms === 0 ? "none" : s.mode === "evict" ? `no pause, ${s.ms} MB written` : `${s.mode} ${s.ms} ms`);
  const samples = new Map<string, Samples>(settings.map((s) => [label(s), { faults: 0, switches: 0, call: [], floor: [], bare: [] }]));
  /** What the event loop held when a pause began (after the check before it answered and the turn was read). */
  const waiting = new Map<string, number>();
  let pauses = 0;
  const load0 = loadavg();
  const started = Date.now();
  for (let r = 0; r < ROUNDS; r++) {
    for (const s of settings) {
      const into = samples.get(label(s))!;
      for (let i = 0; i < PAIRS + 2; i++) {
        const keep = i >= 2;
        const p = prepare();
        for (const r of process.getActiveResourcesInfo()) waiting.set(r, (waiting.get(r) ?? 0) + 1);
        pauses++;
        mark(`pause call ${label(s)}`);
        await pause(s.mode, s.ms);
        mark(`call ${label(s)}`);
        const [f0, s0] = [faults, switches];
        const c = await cpuOf(() => check(p));
        if (keep) {
          into.faults += faults - f0;
          into.switches += switches - s0;
        }
        mark(`end call ${label(s)}`);
        if (FLOOR) await pause(s.mode, s.ms);
        const f = FLOOR ? await cpuOf(floor) : 0;
        if (BARE) await pause(s.mode, s.ms);
        const b = BARE ? await cpuOf(bare) : 0;
        if (keep) {
          into.call.push(c);
          into.floor.push(f);
          into.bare.push(b);
        }
      }
    }
  }
  const line = (cols: string[]) => process.stdout.write(`| ${cols.join(" | ")} |\n`);
  process.stdout.write(
    `\nidle: node ${process.version} ${process.execArgv.join(" ") || "(no flags)"}, a ${SHAPE} in process${ALWAYS ? " (only the checks that always run)" : ""}, ${ROUNDS} rounds × ${PAIRS} calls a setting; load ${load0.map((x) => x.toFixed(1)).join(" ")} → ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")}; ${((Date.now() - started) / 1000).toFixed(0)} s; resources the event loop held as a pause began: ${[...waiting].map(([r, k]) => `${r} (${k} of ${pauses} pauses)`).join(", ") || "none"}; bare JS checksum ${sink}\n\n`,
  );
  line(["pause", "check CPU µs (p90)", "sign CPU µs (p90)", "bare JS CPU µs (p90)", "check ÷ sign", "bare ÷ sign", "check ÷ none", "sign ÷ none", "bare ÷ none", "page faults a check", "switches a check"]);
  line(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]);
  const none = samples.get("none") ?? samples.values().next().value!;
  const m = (xs: number[]) => percentile(xs, 0.5);
  for (const [name, s] of samples) {
    line([
      name,
      `${m(s.call).toFixed(0)} (${percentile(s.call, 0.9).toFixed(0)})`,
      `${m(s.floor).toFixed(0)} (${percentile(s.floor, 0.9).toFixed(0)})`,
      `${m(s.bare).toFixed(0)} (${percentile(s.bare, 0.9).toFixed(0)})`,
      (m(s.call) / m(s.floor)).toFixed(2),
      (m(s.bare) / m(s.floor)).toFixed(2),
      (m(s.call) / m(none.call)).toFixed(2),
      (m(s.floor) / m(none.floor)).toFixed(2),
      (m(s.bare) / m(none.bare)).toFixed(2),
      (s.faults / s.call.length).toFixed(2),
      (s.switches / s.call.length).toFixed(2),
    ]);
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
