// The check tester: runs a check's seed-004 examples through a real client with only that
// check selected (the checks that cannot be switched off run too). Stopped means the answer is
// not allow and the check's own verdict names a reason it declares; allowed means the check's
// verdict names none, or lets the call through (`confirmed`). Each example runs twice and must give the same answer.
import type { Check, CheckExample } from "@toolgate/core";
import { Client, type ClientOptions, type ToolgatePlugin } from "@toolgate/core";
import type { CheckAnswer, Session } from "@toolgate/core";
import { setting, type CheckSelection } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import { readYaml } from "@toolgate/core";
import { canonical } from "@toolgate/core";
import { generateKeyPair } from "@toolgate/core";
import { issueLicence } from "@toolgate/core";

export interface ExampleRun {
  example: CheckExample;
  kind: "allowed" | "stopped";
  answer: CheckAnswer;
  /** What the check itself said, from the trace. */
  verdict: { outcome: string; reasons: string[]; decision?: string };
  /** Why the example does not hold, or undefined when it does. */
  failure: string | undefined;
}

export interface TesterOptions {
  catalogue: ClientOptions["catalogue"];
  rulebook?: ClientOptions["rulebook"];
  plugins?: ToolgatePlugin[];
  builtins?: ToolgatePlugin;
  grammar?: ClientOptions["grammar"];
  /** The clock examples run at; fixed so that runs repeat. */
  now?: number;
}

const EXAMPLE_NOW = Date.parse("2026-03-04T10:00:00Z");
const DAY_MS = 86_400_000;

/** Arguments that differ from the given ones: the first number moved by 10, or the first string changed. */
function otherArguments(args: Record<string, unknown>): Record<string, unknown> {
  const out = { ...args };
  const num = Object.keys(out).find((k) => typeof out[k] === "number");
  if (num) out[num] = (out[num] as number) === 20 ? 20 + 10 : 20;
  else {
    const str = Object.keys(out).find((k) => typeof out[k] === "string");
    if (str) out[str] = `${String(out[str])}-other`;
  }
  return out;
}

async function prepare(session: Session, example: CheckExample): Promise<void> {
  for (const turn of example.turns ?? []) session.read(turn);
  for (const h of example.history ?? []) {
    const origins = h.origins ?? Object.fromEntries(Object.keys(h.arguments).map((k) => [k, "context"]));
    const options = { origins, compensationOf: h.compensation_of };
    let a = await session.checkToolCall(h.tool, h.arguments, options);
    if (a.decision === "confirm") a = await session.checkToolCall(h.tool, h.arguments, { ...options, confirmation: a.confirmation });
    await session.report(a.step, h.outcome ?? "ran", h.result);
  }
}

/** A call and what comes before it, in the examples' shape, run through a real client. */
export interface Scenario extends CheckExample {
  /** The checks to turn on, as `checks=[...]` takes them; omitted: every check. */
  checks?: CheckSelection;
  /** The time the call is made at (ISO 8601); the examples' fixed clock otherwise. */
  at?: string;
  /** The tenant's licence lapsed a day before the call; its setting says what is refused (`writes` or `all`). */
  lapsed?: "writes" | "all";
}

/** Plays a scenario: turns, earlier calls with their outcomes, tampering, a plan, an approval, then the call. */
export async function play(scenario: Scenario, options: TesterOptions): Promise<{ client: Client; session: Session; answer: CheckAnswer }> {
  const now = scenario.at ? Date.parse(scenario.at) : (options.now ?? EXAMPLE_NOW);
  const keys = scenario.lapsed ? generateKeyPair() : undefined;
  const licence = keys
    ? issueLicence(keys, { tenant: "examples", issued: new Date(now - 2 * DAY_MS).toISOString(), expires: new Date(now - DAY_MS).toISOString(), settings: { lapsed: scenario.lapsed } })
    : undefined;
  const client = await Client.create({
    keys,
    licence,
    catalogue: options.catalogue,
    rulebook: options.rulebook,
    plugins: options.plugins,
    builtins: options.builtins,
    grammar: options.grammar,
    checks: scenario.checks,
    settings: scenario.settings,
    now: () => now,
    log: () => {},
  });
  const session = client.session(scenario.agent ?? "billing", { role: scenario.role, context: scenario.context });
  await prepare(session, scenario);
  if (scenario.tampered) {
    if (session.history.entries.length === 0) {
      const a = await session.checkToolCall(scenario.tool, scenario.arguments, { origins: scenario.origins });
      await session.report(a.step, "ran");
    }
    session.history.entries[0]!.tool = `${session.history.entries[0]!.tool}_edited`;
  }
  if (scenario.plan) client.approvePlan(session, scenario.plan);
  const labels = scenario.labels ? { call: scenario.labels } : undefined;
  const base = { origins: scenario.origins, labels, compensationOf: scenario.compensation_of };
  let confirmation: string | undefined;
  if (scenario.approved || scenario.approved_for_other) {
    const args = scenario.approved ? scenario.arguments : otherArguments(scenario.arguments);
    confirmation = (await session.checkToolCall(scenario.tool, args, base)).confirmation;
  }
  const answer = await session.checkToolCall(scenario.tool, scenario.arguments, { ...base, confirmation });
  return { client, session, answer };
}

/** Runs one example once and says whether it holds. */
export async function runExample(check: Check, example: CheckExample, kind: "allowed" | "stopped", options: TesterOptions): Promise<ExampleRun> {
  const id = check.meta.id;
  const own = example.settings?.[id] ?? {};
  const others = Object.fromEntries(Object.entries(example.settings ?? {}).filter(([k]) => k !== id));
  const { client, answer } = await play(
    { ...example, settings: undefined, checks: [setting(id, own), ...Object.entries(others).map(([k, v]) => setting(k, v))] },
    options,
  );
  const t = answer.trace.find((e) => e.check === id);
  const verdict = { outcome: t?.outcome ?? "missing", reasons: t?.reasons ?? [], decision: t?.decision };
  const allowed = client.reasonsOf(id);
  const declared = verdict.reasons.filter((r) => allowed.includes(r));
  let failure: string | undefined;
  if (verdict.reasons.includes("check_failed")) failure = `the check threw: ${String(answer.detail.error)}`;
  else if (kind === "stopped") {
    if (answer.decision === "allow") failure = `stopped example was allowed (${answer.reasons.join(", ")})`;
    else if (declared.length === 0) failure = `the check named no reason it declares (its verdict: ${verdict.outcome} ${verdict.reasons.join(", ")})`;
  } else if (declared.length > 0 && verdict.decision !== "allow" && check.meta.active !== false) {
    failure = `allowed example, but the check said ${declared.join(", ")}`;
  } else if (check.meta.active === false && verdict.outcome !== "pass") {
    failure = `a check that is not active yet said ${verdict.outcome}`;
  }
  return { example, kind, answer, verdict, failure };
}

/** Runs every example of a check twice; a different second answer is a failure. */
export async function runExamples(check: Check, options: TesterOptions): Promise<ExampleRun[]> {
  const runs: ExampleRun[] = [];
  for (const kind of ["allowed", "stopped"] as const) {
    for (const example of check.meta.examples[kind]) {
      const first = await runExample(check, example, kind, options);
      const second = await runExample(check, example, kind, options);
      if (!first.failure && (first.answer.decision !== second.answer.decision || first.answer.reasons.join() !== second.answer.reasons.join())) {
        first.failure = `not deterministic: ${first.answer.decision} ${first.answer.reasons.join(", ")} then ${second.answer.decision} ${second.answer.reasons.join(", ")}`;
      }
      runs.push(first);
    }
  }
  return runs;
}

/** One row of a check's table of cases (OPA style): a scenario and the answer, or the error, it must get. */
export interface CheckCase extends Scenario {
  note: string;
  want: CaseWant;
}

/**
 * What a case wants: an answer (its decision and reasons, and optionally detail values and the
 * outcome of named checks in the trace), or an error with its code (`Client.create` or the call throws).
 */
export type CaseWant =
  | {
      decision: "allow" | "confirm" | "refuse";
      reasons: string[];
      detail?: Record<string, unknown>;
      /** Detail keys the answer must not have (what a refusal must not tell). */
      detail_absent?: string[];
      /** Per check id, its outcome in the trace and, for a note or a decision, its reasons: `pass`, `off`, `note write`. */
      trace?: Record<string, string>;
      error?: undefined;
    }
  | { error: string; decision?: undefined; reasons?: undefined; detail?: undefined; detail_absent?: undefined; trace?: undefined };

/** How a trace entry reads in a case: its outcome, then its reasons. */
function traceText(t: { outcome: string; reasons?: string[] } | undefined): string {
  if (!t) return "missing";
  return t.reasons?.length ? `${t.outcome} ${t.reasons.join(", ")}` : t.outcome;
}

/** Plays a case; the failure says what differed, or is undefined when the answer (or error) is the one wanted. */
export async function runCase(c: CheckCase, options: TesterOptions): Promise<{ answer: CheckAnswer | undefined; failure: string | undefined }> {
  const checks = c.checks?.map((entry) =>
    typeof entry === "string" || "id" in entry ? entry : setting(Object.keys(entry)[0]!, Object.values(entry)[0] as Record<string, unknown>),
  );
  let answer: CheckAnswer;
  try {
    ({ answer } = await play({ ...c, checks }, options));
  } catch (e) {
    if (c.want.error === undefined || !(e instanceof ToolgateError)) throw e;
    if (e.code !== c.want.error) return { answer: undefined, failure: `${c.note}: wanted the error ${c.want.error}, got ${e.code}: ${e.message}` };
    return { answer: undefined, failure: undefined };
  }
  if (c.want.error !== undefined) return { answer, failure: `${c.note}: wanted the error ${c.want.error}, got ${answer.decision} ${answer.reasons.join(", ")}` };
  const got = `${answer.decision} ${answer.reasons.join(", ")}`;
  const want = `${c.want.decision} ${c.want.reasons.join(", ")}`;
  if (got !== want) return { answer, failure: `${c.note}: wanted ${want}, got ${got}` };
  for (const [k, v] of Object.entries(c.want.detail ?? {})) {
    if (JSON.stringify(answer.detail[k]) !== JSON.stringify(v)) {
      return { answer, failure: `${c.note}: wanted detail.${k} ${JSON.stringify(v)}, got ${JSON.stringify(answer.detail[k])}` };
    }
  }
  for (const k of c.want.detail_absent ?? []) {
    if (Object.hasOwn(answer.detail, k)) return { answer, failure: `${c.note}: wanted no detail.${k}, got ${JSON.stringify(answer.detail[k])}` };
  }
  for (const [id, wanted] of Object.entries(c.want.trace ?? {})) {
    const seen = traceText(answer.trace.find((t) => t.check === id));
    if (seen !== wanted) return { answer, failure: `${c.note}: wanted ${id} to say ${wanted} in the trace, got ${seen}` };
  }
  return { answer, failure: undefined };
}

/** The keys a case, its `want`, an earlier call in its `history` and a plan step may have: anything else is a misspelling. */
const CASE_KEYS = new Set([
  "note", "tool", "arguments", "turns", "labels", "origins", "agent", "role", "context", "history", "approved", "approved_for_other",
  "tampered", "compensation_of", "plan", "settings", "checks", "at", "lapsed", "want",
]);
const WANT_KEYS = new Set(["decision", "reasons", "detail", "detail_absent", "trace", "error"]);
const HISTORY_KEYS = new Set(["tool", "arguments", "outcome", "result", "origins", "compensation_of"]);
const PLAN_KEYS = new Set(["tool", "arguments"]);

/** Keys of `value` that are not in `allowed`, when value is a mapping. */
function strayKeys(value: unknown, allowed: ReadonlySet<string>): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.keys(value).filter((k) => !allowed.has(k));
}

/** The closest allowed key to a misspelt one, for the message. */
function closest(key: string, allowed: ReadonlySet<string>): string | undefined {
  const distance = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      let prev = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const here = row[j]!;
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = here;
      }
    }
    return row[b.length]!;
  };
  const best = [...allowed].map((k) => ({ k, d: distance(key, k) })).sort((x, y) => x.d - y.d)[0];
  return best && best.d <= 2 ? best.k : undefined;
}

/**
 * Reads a YAML table of cases (a list), strictly, the way ESLint's RuleTester reads its tests: a
 * row without `note`, `tool`, `arguments` or `want`, a key no case has (`orgins:`, `detial:`),
 * a `want` with both an answer and an error, and two rows with the same note or the same
 * scenario are errors naming the line.
 */
export function readCases(file: string): CheckCase[] {
  const source = readYaml(file, "input_invalid");
  if (!Array.isArray(source.data)) throw new ToolgateError("input_invalid", "a table of cases is a list", { file });
  const bad = (path: string, why: string) => new ToolgateError("input_invalid", why, { file, line: source.lineOf(path), path });
  const notes = new Map<string, number>();
  const scenarios = new Map<string, number>();
  return source.data.map((row: unknown, i: number) => {
    if (typeof row !== "object" || row === null || Array.isArray(row)) throw bad(`/${i}`, `case ${i} is not a mapping`);
    const c = row as Partial<CheckCase>;
    for (const field of ["note", "tool", "arguments", "want"] as const) {
      if (c[field] === undefined) throw bad(`/${i}`, `case ${i} has no \`${field}\``);
    }
    const unknown = (at: string, key: string, allowed: ReadonlySet<string>) => {
      const near = closest(key, allowed);
      return bad(`${at}/${key}`, `case ${i} (\`${c.note}\`) has an unknown key \`${key}\`${near ? `: did you mean \`${near}\`?` : ""}`);
    };
    for (const k of strayKeys(c, CASE_KEYS)) throw unknown(`/${i}`, k, CASE_KEYS);
    for (const k of strayKeys(c.want, WANT_KEYS)) throw unknown(`/${i}/want`, k, WANT_KEYS);
    (Array.isArray(c.history) ? c.history : []).forEach((h, j) => {
      for (const k of strayKeys(h, HISTORY_KEYS)) throw unknown(`/${i}/history/${j}`, k, HISTORY_KEYS);
    });
    (Array.isArray(c.plan) ? c.plan : []).forEach((p, j) => {
      for (const k of strayKeys(p, PLAN_KEYS)) throw unknown(`/${i}/plan/${j}`, k, PLAN_KEYS);
    });
    const want = c.want as Record<string, unknown>;
    if (want.error !== undefined) {
      if (typeof want.error !== "string") throw bad(`/${i}/want/error`, `case ${i} wants an error that is not a code`);
      const mixed = Object.keys(want).filter((k) => k !== "error");
      if (mixed.length) throw bad(`/${i}/want`, `case ${i} wants both an error and \`${mixed[0]}\``);
    } else if (typeof want.decision !== "string" || !Array.isArray(want.reasons)) {
      throw bad(`/${i}/want`, `case ${i} wants neither a decision with reasons nor an error`);
    }
    const note = String(c.note);
    if (notes.has(note)) throw bad(`/${i}/note`, `case ${i} repeats the note of case ${notes.get(note)}: \`${note}\``);
    notes.set(note, i);
    const { note: _note, want: _want, ...scenario } = c;
    const key = canonical(scenario);
    if (scenarios.has(key)) throw bad(`/${i}`, `case ${i} (\`${note}\`) repeats the scenario of case ${scenarios.get(key)}`);
    scenarios.set(key, i);
    return c as CheckCase;
  });
}

/** Every reason a case of the table names: in its answer's reasons, and in the reasons its trace expects. */
export function reasonsCovered(cases: readonly CheckCase[]): Set<string> {
  const out = new Set<string>();
  for (const c of cases) {
    for (const r of c.want.reasons ?? []) out.add(r);
    for (const t of Object.values(c.want.trace ?? {})) for (const r of t.split(" ").slice(1).join(" ").split(", ")) if (r) out.add(r);
  }
  return out;
}
