// Renders a benchmark run as docs/performance.md: the figures, the targets met or not, and how
// to run it again.
import type { Figure } from "./measure.js";

export interface Target {
  name: string;
  value: number;
  limit: number;
  unit: string;
  /** undefined when the run could not measure it. */
  met: boolean | undefined;
  detail: string;
  /** The issue whose "done when" this target is, for issues 15 and 16 (the others are earlier issues', kept). */
  issue?: 15 | 16;
  /** Met when the value is at least the limit (else at most). */
  atLeast?: boolean;
}

export interface BenchRun {
  date: string;
  node: string;
  platform: string;
  cpu: string;
  quick: boolean;
  seconds: number;
  /** The machine's load averages (1, 5, 15 min) at the start and at the end of the run. */
  load: { start: number[]; end: number[] };
  floor: { node: number; tweetnacl: number };
  figures: Array<Figure & { ratio?: number }>;
  targets: Target[];
  /** Where the time of the 10-entry target goes, from rows of the run that differ by one thing. */
  /** CPU medians (µs) of variants measured in turn in one loop (outside-parts.ts). */
  breakdown?: { floor: number; checks: number; total: number; fresh: number; freshAlways: number; open: number; parse: number; shape: number; chain: number; headVerify: number };
  notes: string[];
}

const GROUPS: Record<string, string> = {
  paced: "One call at a time: a pause of 20–50 ms before each call and each floor (every check on, catalogue 10 tools, rulebook 10 rules)",
  b2b: "The same calls back to back, each beside its floor",
  cold: "Cold starts (each a process of its own; milliseconds)",
  floor: "The floor: one Ed25519 sign + one verify",
  call: "One call (catalogue of 10 tools, every check but the said-checks, no rulebook, in-process session)",
  rules: "Rulebooks (the same write)",
  said: "The checks of what was said",
  size: "Catalogue and rulebook size",
  all: "Every check on (catalogue 10 tools, rulebook 10 rules, turn read)",
  growth: "History growth (every check on, a read allowed)",
  growthParts: "Reading a history from outside, part by part (no check run)",
  read: "Reading a turn (once per turn, never per call)",
  peers: "Peers, deciding the same write in the same run",
  http: "The HTTP service and a bare node:http server, measured in the same run",
  origins: "Origins given and worked out: the same write, every check on, after a reported result with free text",
  hostile: "Hostile input of up to 1 MB (one check, every check on)",
  replicas: "Replicas: `toolgate serve` on the shared PostgreSQL store, 1 and 2 replicas, against the SQLite default (checks per second summed over replicas; 2 cores shared by the replicas, PostgreSQL and the load)",
};

export function us(n: number): string {
  if (!Number.isFinite(n)) return "–";
  return n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
}

/** A row measured in alternation with its own floor: latency and CPU beside the floor's. */
function pairedRow(f: Figure): string {
  const x = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? `${(a / b).toFixed(2)}×` : "–");
  return `| ${f.label} | ${us(f.median)} | ${us(f.p99)} | ${f.floorName ?? ""}: ${us(f.floor ?? Number.NaN)} / ${us(f.floorP99 ?? Number.NaN)} | **${x(f.median, f.floor)}** | ${us(f.cpu ?? Number.NaN)} | ${us(f.floorCpu ?? Number.NaN)} | ${x(f.cpu, f.floorCpu)} | ${f.note ?? ""} |`;
}

function row(f: Figure & { ratio?: number }): string {
  if (f.skipped) return `| ${f.label} | not measured: ${f.skipped} | | | |`;
  if (f.unit) return `| ${f.label} | ${Math.round(f.median)} ${f.unit} | | | ${f.note ?? ""} |`;
  return `| ${f.label} | ${us(f.median)} | ${us(f.p99)} | ${f.ratio === undefined ? "" : `${f.ratio.toFixed(2)}×`} | ${f.note ?? ""} |`;
}

/**
 * Microseconds per extra entry between the rows `${prefix}.100` and `${prefix}.${size}` (medians),
 * or NaN when either is missing: how the growth targets and the parts of reading are figured.
 */
export function perEntry(figures: readonly Figure[], prefix: string, size: number): number {
  const at = (n: number) => figures.find((f) => f.key === `${prefix}.${n}` && !f.skipped);
  const a = at(100);
  const b = at(size);
  return a && b && size > 100 ? (b.median - a.median) / (size - 100) : Number.NaN;
}

/** Per extra entry, 100 to the longest history measured, of the parts of reading a history from outside. */
function partSlopes(run: BenchRun): { size: number; parse: number; read: number; verify: number } | undefined {
  const size = Math.max(...run.figures.filter((f) => f.key.startsWith("growth.part.parse.")).map((f) => Number(f.key.split(".").at(-1))));
  if (!(size > 100)) return undefined;
  const slope = (part: string) => perEntry(run.figures, `growth.part.${part}`, size);
  return { size, parse: slope("parse"), read: slope("read"), verify: slope("verify") };
}

export function renderMarkdown(run: BenchRun): string {
  const out: string[] = [];
  out.push("<!-- Generated by `npm run bench` (test/src/bench/bench.ts). Do not edit: run the bench again. -->");
  out.push("# Performance");
  out.push("");
  out.push(
    "A guardrail sits on every tool call, so its cost is part of the product. This page is written by " +
      "`npm run bench`; every figure on it comes from one run on one machine, so ratios between rows are " +
      "meaningful and absolute figures are this machine's.",
  );
  out.push("");
  out.push(`Run: ${run.date}, Node ${run.node}, ${run.platform}, ${run.cpu}${run.quick ? ", quick mode (few samples: indicative only)" : ""}; ${run.seconds} s in all. The machine's load average (1, 5, 15 minutes) was ${run.load.start.join(", ")} at the start and ${run.load.end.join(", ")} at the end: on a machine shared with other work, absolute figures move from run to run, and ratios measured in alternation move least.`);
  out.push("");
  out.push("## How to read these figures");
  out.push("");
  out.push(
    [
      "- **One call at a time** is how an agent loop calls: a pause, one check, a pause. Each sample waits 20–50 ms (a fixed sequence), then makes one call; then it waits again and makes the call's floor. Caches and the processor's clock go cold during a pause as they do in use, and nothing is done for the timed part's benefit: no garbage is collected outside it, nothing is read ahead or batched, no second thread works beside it.",
      "- **The floor of a call** is the signatures that call cannot do without, made the same way and in alternation with it: a read on a history from outside verifies the history's head and signs its entry (verify + sign); a confirmed write also signs its token (verify + 2 signs); in this process, where the history is already verified, a read signs its entry and a confirmed write its entry and its token. The ratio to the floor is what the guardrail adds over its own cryptography.",
      "- **Latency** is wall time from the call to its answer (`process.hrtime`), **CPU** is the process's CPU time over the same span (`process.cpuUsage`, user + system, every thread). Medians are shown with the 99th percentile beside them; the targets are medians, but for issue 15's reading a turn, a 95th percentile.",
      "- **Back to back** rows make the same calls with no pause, as a busy service does; CPU per call there is the target \"under load\".",
      "- **Cold starts** are whole processes, spawned in turn (`node -e 0`, `toolgate check`, the import), round after round; the first round is dropped.",
      "- **HTTP** rows load `toolgate serve` and a bare node:http server (each its own process) from a third process on loopback, bounded in time and count, one after the other in the same run; the target is the ratio of requests per second. Server CPU per request is read from /proc.",
    ].join("\n"),
  );
  out.push("");
  out.push("## Targets");
  out.push("");
  const table = (targets: Target[]) => {
    out.push("| target | figure | limit | met |");
    out.push("|---|---|---|---|");
    for (const t of targets) {
      const value = Number.isFinite(t.value) ? `${t.value.toFixed(t.unit === "×" ? 2 : t.unit === "ms" ? (t.value >= 10 ? 0 : 2) : 3)} ${t.unit}` : "";
      const limit = Number.isFinite(t.limit) ? `${t.atLeast ? "≥" : "≤"} ${t.limit} ${t.unit}` : "";
      out.push(`| ${t.name} | ${value} ${t.detail ? `(${t.detail})` : ""} | ${limit} | ${t.met === undefined ? "not measured" : t.met ? "yes" : "**no**"} |`);
    }
  };
  out.push("Issue 16's (\"done when\"):");
  out.push("");
  table(run.targets.filter((t) => t.issue === 16));
  out.push("");
  out.push("Issue 15's (\"done when\": reading a turn):");
  out.push("");
  table(run.targets.filter((t) => t.issue === 15));
  out.push("");
  out.push("Earlier targets, kept:");
  out.push("");
  table(run.targets.filter((t) => !t.issue));
  const b = run.breakdown;
  if (b) {
    out.push("");
    out.push("### Where the time of a check goes");
    out.push("");
    out.push(
      `A read checked with every check on, its session resumed from a 10-entry history signed elsewhere (JSON text), took ${us(b.total)} µs of CPU ` +
        `(${(b.total / b.floor).toFixed(2)}× the CPU of its floor, one verify plus one sign, ${us(b.floor)} µs). ` +
        "Each part below is the difference between two variants that differ by one step, every variant measured once a round in turn in the same loop, each after a turn read as an agent reads one before it calls (CPU medians):",
    );
    out.push("");
    out.push("| part | CPU µs | × floor |");
    out.push("|---|---:|---:|");
    const row = (what: string, v: number) => out.push(`| ${what} | ${us(v)} | ${(v / b.floor).toFixed(2)}× |`);
    row(`a read on a new session with no history: ${b.checks} checks, the rulebook, the entry appended and signed (one Ed25519 sign)`, b.fresh);
    row("the same with only the checks that always run", b.freshAlways);
    row("opening the session on the history (JSON text), all of it:", b.open);
    row("&nbsp;&nbsp;`JSON.parse` of its text", b.parse);
    row("&nbsp;&nbsp;its shape read", b.shape);
    row("&nbsp;&nbsp;its chain of 10 links written and hashed (the canonical bytes of each, SHA-256)", b.chain);
    row("&nbsp;&nbsp;the head's Ed25519 signature verified", b.headVerify);
    row("&nbsp;&nbsp;the rest: the session and what checks read of its entries", b.open - b.parse - b.shape - b.chain - b.headVerify);
    out.push("");
    out.push(
      "A history this process signed and gets back is compared with what was signed instead of hashed and verified; one held in this process is not read again (the \"in this process\" rows). " +
        "Every verify and sign is done on the calling thread, one after another: the head is verified before the checks run, and the answer leaves only if it verified.",
    );
  }
  const growth = run.targets.find((t) => t.name.startsWith("history growth from outside (object)"));
  if (growth && growth.met === false) {
    out.push("");
    out.push("### Why growth from outside is over its limit");
    out.push("");
    const parts = partSlopes(run);
    if (parts) {
      out.push(
        `Per extra entry, from 100 to ${parts.size.toLocaleString("en-US")} entries, the parts of reading a history from outside measured alone in this run (the last group of figures): ` +
          `\`JSON.parse\` of its text ${parts.parse.toFixed(2)} µs (${Math.round((100 * parts.parse) / growth.limit)}% of the limit before a byte is hashed), checking its shape and copying its entries from an object ${parts.read.toFixed(2)} µs, ` +
          `and those plus writing and hashing every entry's link ${parts.verify.toFixed(2)} µs. Once a history is read the checks add nothing per entry (the rows "in this process").`,
      );
      out.push("");
    }
    out.push(
      "An entry is about 630 bytes of JSON with some twenty strings and eight objects, and a history of 10,000 is 6 MB of text and more in objects, more than a processor core's cache: every pass over it reads from memory. " +
        "The copy of an object is kept so that the caller cannot change an entry after it was verified; the link's canonical bytes are written by a byte writer at about 2 ns a byte, and hashed. " +
        "None of it is a signature: the head's verify is one per history, whatever its length. " +
        "What was tried, and why the limit is left standing rather than met by a history format no one could read, is in [decisions.md](decisions.md#a-long-history-from-outside). " +
        "A history comes back to the process that signed it as a comparison, not a hash (the row \"this process signed\"), and one held in this process costs nothing per entry: the cost is paid the first time a process sees a session's history.",
    );
  }
  out.push("");
  out.push("## Figures");
  out.push("");
  out.push(
    `Medians and 99th percentiles in microseconds. In the first two groups "× floor" is the median divided by the median of the call's own floor, measured in alternation with it. ` +
      `Elsewhere it is the median divided by the node:crypto sign + verify measured during that row (a floor sample between every two of the row's samples), as the machine's speed drifts between rows; ` +
      `the floor row itself measured ${us(run.floor.node)} µs for one sign plus one verify.`,
  );
  // A figure of a group with no title here would be measured and never shown: refuse to write the page.
  const untitled = [...new Set(run.figures.map((f) => f.group))].filter((g) => !Object.hasOwn(GROUPS, g));
  if (untitled.length > 0) throw new Error(`bench figures of groups with no title in report.ts: ${untitled.join(", ")}`);
  for (const [group, title] of Object.entries(GROUPS)) {
    const rows = run.figures.filter((f) => f.group === group);
    if (rows.length === 0) continue;
    out.push("");
    out.push(`### ${title}`);
    out.push("");
    if (rows.every((f) => f.floorName !== undefined || f.skipped)) {
      out.push("| what | median µs | p99 µs | floor: median / p99 µs | × floor | CPU µs | floor CPU µs | CPU × floor | answer |");
      out.push("|---|---:|---:|---|---:|---:|---:|---:|---|");
      for (const f of rows) out.push(f.skipped ? row(f) : pairedRow(f));
      continue;
    }
    if (rows.every((f) => f.unit !== undefined || f.skipped)) {
      out.push("| what | median | | | note |");
      out.push("|---|---:|---:|---:|---|");
      for (const f of rows) out.push(row(f));
      continue;
    }
    out.push("| what | median µs | p99 µs | × floor | answer / note |");
    out.push("|---|---:|---:|---:|---|");
    for (const f of rows) out.push(row(f));
  }
  if (run.notes.length) {
    out.push("");
    out.push("## Notes from this run");
    out.push("");
    for (const n of run.notes) out.push(`- ${n}`);
  }
  out.push("");
  out.push("## What is measured");
  out.push("");
  out.push(
    [
      "- **One call** (the rules, said-checks and size groups) times `session.checkToolCall(...)` alone, back to back, in a session of this process; a new session (its turn read, untimed) every ten calls. A confirmed write includes signing the confirmation token.",
      "- **From outside** times `client.session(name, { history })` plus the check, with `history` as `history.toJSON()` gave it (an object) or as JSON text; the turn is read between the two, untimed. Each sample's history is a new one, made before the sample: the same entries linked and signed again under a session of its own by a signer no client uses (same keys), so the client remembers nothing of it. The row \"this process signed\" shows the same call on a history this client signed itself and gets back unchanged.",
      "- **In this process** (growth) resumes a history of the given length, checks one call to verify it, then times further calls (each adds an entry; at most a tenth of the length is added before a new session is opened).",
      "- **Growth per entry** is the difference of the medians at 100 and at the largest size, divided by the entries between them; the cold check's growth target is the median at the largest size over the median at 10.",
      "- **Garbage collection** is never moved out of a timed part: what one call leaves is collected during whatever comes next, as in use.",
      "- **One thread**: every verify and sign of a check is done on the calling thread (a second thread for the head's verify was measured to cost CPU and was removed, see decisions.md).",
      "- **Peers** decide the benchmark's write on the same rulebook: `Rulebook.decide` (rules compiled to functions, indexed by tool), json-rules-engine alone (`run()` plus the deterministic sort), and Cedar (`@cedar-policy/cedar-wasm`) with the same rules written as Cedar policies plus one permit; Cedar is given usage and time already computed in its context, as it has no facts of its own.",
      "- **Reading a turn** cycles through five turns per language; in a library a turn is read once, when it is given; `toolgate serve` keeps readings by digest (a bounded cache), so a conversation's turns sent again with every request are read once. The 50-word rows cycle through five turns of 50 words per language (test/src/bench/reading.ts), each read timed alone, wall and CPU time.",
      "- **Loading a grammar** is a fresh process importing the grammar's package and reading its first 50-word turn through a session, timed inside the process (the engine's import and the client's creation are not timed); English and Portuguese in turn, round after round, the first round dropped. `node test/dist/bench/reading-run.js` measures issue 15's reading rows alone.",
      "- **The HTTP service** is `toolgate serve` with the benchmark's catalogue and rulebook (every check on, no head store) and the bare server is node:http reading and parsing the same bodies and answering with the history it was sent. Both are loaded by autocannon from a process of its own on the same two cores, 16 connections, one second of warm-up then five measured; against the bare server the load process is the busier of the two (it parses every answer in the loop), so the bare server's figure is a floor of what it could do, and the ratio is the kinder for it. Bodies cycle through 32 histories of 10 entries signed elsewhere, each a session bound to the caller's tenant; the 5-turn rows add the conversation's five turns to every request; the loop checks a read and then reports its outcome on the history the answer gave.",
    ].join("\n"),
  );
  out.push("");
  out.push("## How to reproduce");
  out.push("");
  out.push("```sh");
  out.push("npm ci");
  out.push("npm run bench                 # builds, runs every figure (about five minutes on 2 cores)");
  out.push("BENCH_QUICK=1 npm run bench   # a short run with few samples");
  out.push("BENCH_MAX_ENTRIES=1000 npm run bench   # leave out the 10,000-entry history");
  out.push("```");
  out.push("");
  out.push("The run writes this page and `test/bench-results.json` (every figure, the floor, the targets). Timing is never part of `npm test`.");
  out.push("");
  return out.join("\n");
}
