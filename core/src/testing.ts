// The check tester: runs a check's seed-004 examples through a real client with only that
// check selected (the checks that cannot be switched off run too). Stopped means the answer is
// not allow and the check's own verdict names a reason it declares; allowed means the check's
// verdict names none, or lets the call through (`confirmed`). Each example runs twice and must give the same answer.
import type { Check, CheckExample } from "./check.js";
import { Client, type ClientOptions, type ToolgatePlugin } from "./client.js";
import type { CheckAnswer, Session } from "./session.js";
import { setting } from "./settings.js";

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
    let a = await session.checkToolCall(h.tool, h.arguments, { origins });
    if (a.decision === "confirm") a = await session.checkToolCall(h.tool, h.arguments, { origins, confirmation: a.confirmation });
    session.report(a.step, h.outcome ?? "ran", h.result);
  }
}

/** Runs one example once and says whether it holds. */
export async function runExample(check: Check, example: CheckExample, kind: "allowed" | "stopped", options: TesterOptions): Promise<ExampleRun> {
  const id = check.meta.id;
  const own = example.settings?.[id] ?? {};
  const others = Object.fromEntries(Object.entries(example.settings ?? {}).filter(([k]) => k !== id));
  const client = await Client.create({
    catalogue: options.catalogue,
    rulebook: options.rulebook,
    plugins: options.plugins,
    builtins: options.builtins,
    grammar: options.grammar,
    checks: [setting(id, own), ...Object.entries(others).map(([k, v]) => setting(k, v))],
    now: () => options.now ?? EXAMPLE_NOW,
    log: () => {},
  });
  const session = client.session(example.agent ?? "billing", { role: example.role, context: example.context });
  await prepare(session, example);
  if (example.tampered) {
    if (session.history.entries.length === 0) {
      const a = await session.checkToolCall(example.tool, example.arguments, { origins: example.origins });
      session.report(a.step, "ran");
    }
    session.history.entries[0]!.tool = `${session.history.entries[0]!.tool}_edited`;
  }
  if (example.plan) client.approvePlan(session, example.plan);
  const labels = example.labels ? { call: example.labels } : undefined;
  const base = { origins: example.origins, labels, compensationOf: example.compensation_of };
  let confirmation: string | undefined;
  if (example.approved || example.approved_for_other) {
    const args = example.approved ? example.arguments : otherArguments(example.arguments);
    confirmation = (await session.checkToolCall(example.tool, args, base)).confirmation;
  }
  const answer = await session.checkToolCall(example.tool, example.arguments, { ...base, confirmation });
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
