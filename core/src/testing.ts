// The check tester: runs a check's seed-004 examples through a real client with only that
// check selected (the checks that cannot be switched off run too). Stopped means the answer is
// not allow and the check's own verdict names a reason it declares; allowed means the check's
// verdict names none, or lets the call through (`confirmed`). Each example runs twice and must give the same answer.
import type { Check, CheckExample } from "./check.js";
import { Client, type ClientOptions, type ToolgatePlugin } from "./client.js";
import type { CheckAnswer, Session } from "./session.js";
import { setting, type CheckSelection } from "./settings.js";
import { ToolgateError } from "./errors.js";
import { readYaml } from "./load/yaml-file.js";

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
}

/** Plays a scenario: turns, earlier calls with their outcomes, tampering, a plan, an approval, then the call. */
export async function play(scenario: Scenario, options: TesterOptions): Promise<{ client: Client; session: Session; answer: CheckAnswer }> {
  const now = scenario.at ? Date.parse(scenario.at) : (options.now ?? EXAMPLE_NOW);
  const client = await Client.create({
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

/** One row of a check's table of cases (OPA style): a scenario and the answer it must get. */
export interface CheckCase extends Scenario {
  note: string;
  want: { decision: "allow" | "confirm" | "refuse"; reasons: string[]; detail?: Record<string, unknown> };
}

/** Plays a case; the failure says what differed, or is undefined when the answer is the one wanted. */
export async function runCase(c: CheckCase, options: TesterOptions): Promise<{ answer: CheckAnswer; failure: string | undefined }> {
  const checks = c.checks?.map((entry) =>
    typeof entry === "string" || "id" in entry ? entry : setting(Object.keys(entry)[0]!, Object.values(entry)[0] as Record<string, unknown>),
  );
  const { answer } = await play({ ...c, checks }, options);
  const got = `${answer.decision} ${answer.reasons.join(", ")}`;
  const want = `${c.want.decision} ${c.want.reasons.join(", ")}`;
  if (got !== want) return { answer, failure: `${c.note}: wanted ${want}, got ${got}` };
  for (const [k, v] of Object.entries(c.want.detail ?? {})) {
    if (JSON.stringify(answer.detail[k]) !== JSON.stringify(v)) {
      return { answer, failure: `${c.note}: wanted detail.${k} ${JSON.stringify(v)}, got ${JSON.stringify(answer.detail[k])}` };
    }
  }
  return { answer, failure: undefined };
}

/** Reads a YAML table of cases (a list); a row without `note`, `tool`, `arguments` or `want` is an error naming its line. */
export function readCases(file: string): CheckCase[] {
  const source = readYaml(file, "input_invalid");
  if (!Array.isArray(source.data)) throw new ToolgateError("input_invalid", "a table of cases is a list", { file });
  return source.data.map((row: unknown, i: number) => {
    const c = row as Partial<CheckCase>;
    for (const field of ["note", "tool", "arguments", "want"] as const) {
      if (c?.[field] === undefined) throw new ToolgateError("input_invalid", `case ${i} has no \`${field}\``, { file, line: source.lineOf(`/${i}`), path: `/${i}` });
    }
    return c as CheckCase;
  });
}
