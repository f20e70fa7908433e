// `toolgate check` and `toolgate explain`: one call against a catalogue (and rulebook), with
// the session's turns and history when given; the answer, or every check's verdict in order.
import { writeFileSync } from "node:fs";
import { Client, type ClientOptions } from "@toolgate/core";
import type { CheckAnswer, CheckOptions } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import { PLUGIN_OPTION, pluginsFrom } from "./plugins.js";
import { EXIT, UsageError, intOption, jsonOption, listOption, readJsonInputFile, type Command, type IO, type OptionSpec, type Values } from "./command.js";

/** Options every command that builds a client takes. */
export const CLIENT_OPTIONS: Record<string, OptionSpec> = {
  catalogue: { type: "string", value: "FILE", description: "the catalogue (YAML)", required: true },
  rulebook: { type: "string", value: "FILE", description: "the tenant's rulebook (YAML)" },
  settings: { type: "string", value: "FILE", description: "a settings file: `checks:` and `settings:`" },
  checks: { type: "string", value: "IDS", description: "the checks to turn on, comma-separated (default: all)" },
  keys: { type: "string", value: "FILE", description: "the keys file from `toolgate keys init` (default: an ephemeral pair)" },
  licence: { type: "string", value: "FILE", description: "the licence file from `toolgate keys init`" },
  ...PLUGIN_OPTION,
};

const CALL_OPTIONS: Record<string, OptionSpec> = {
  ...CLIENT_OPTIONS,
  tool: { type: "string", value: "NAME", description: "the tool the agent proposes to call", required: true },
  args: { type: "string", value: "JSON", description: "the call's arguments, a JSON object (default {})" },
  origins: { type: "string", value: "JSON", description: 'where each argument came from, e.g. {"amount":"typed"} (absent = model)' },
  labels: { type: "string", value: "JSON", description: 'marks on the call: a list, or {"call":[…],"<argument>":[…]}' },
  confirmation: { type: "string", value: "TOKEN", description: "a confirmation token the person approved" },
  agent: { type: "string", value: "NAME", description: "the agent making the call, when not the session's" },
  "compensation-of": { type: "string", value: "STEP", description: "the step this call undoes" },
  plan: { type: "string", value: "TOKEN", description: "a signed plan token" },
  session: { type: "string", value: "NAME", description: "the session's agent name" },
  history: { type: "string", value: "FILE", description: "the session's signed history (JSON, as `--history-out` wrote it)" },
  "history-out": { type: "string", value: "FILE", description: "write the history with this answer appended" },
  turn: { type: "string", value: "TEXT", multiple: true, description: "a turn the person typed, oldest first" },
  reply: { type: "string", value: "TEXT", multiple: true, description: "the person's answer to a question" },
  context: { type: "string", value: "JSON", description: "values the application put in the run's context" },
  role: { type: "string", value: "NAME", description: "the caller's role" },
  language: { type: "string", value: "CODE", description: "the session's language (en, pt)" },
  now: { type: "string", value: "TIME", description: "the clock, an ISO 8601 time (default: now)" },
  json: { type: "boolean", description: "print the answer as JSON" },
};

const CALL_EXITS: Array<[number, string]> = [
  [EXIT.ok, "the call is allowed"],
  [EXIT.refuse, "the call is refused"],
  [EXIT.confirm, "the call waits for a person's approval"],
  [EXIT.input, "an input file is invalid (every problem is printed, with file:line)"],
];

export function exitFor(decision: string): number {
  return decision === "allow" ? EXIT.ok : decision === "confirm" ? EXIT.confirm : EXIT.refuse;
}

/** Builds the client a command line describes. */
export async function clientFrom(values: Values, io: IO, extra: Partial<ClientOptions> = {}): Promise<Client> {
  const checks = listOption(values, "checks");
  if (values.licence !== undefined && values.keys === undefined) throw new UsageError("--licence needs --keys: the keys sign what the licence covers");
  const plugins = await pluginsFrom(values);
  return Client.create({
    catalogue: String(values.catalogue),
    plugins,
    rulebook: values.rulebook === undefined ? undefined : String(values.rulebook),
    settings: values.settings === undefined ? undefined : String(values.settings),
    checks,
    keys: values.keys === undefined ? undefined : String(values.keys),
    licence: values.licence === undefined ? undefined : String(values.licence),
    log: (m) => io.err(`toolgate: ${m}\n`),
    ...extra,
  });
}

function clockFrom(values: Values): (() => number) | undefined {
  if (values.now === undefined) return undefined;
  const t = Date.parse(String(values.now));
  if (Number.isNaN(t)) throw new UsageError(`--now is not an ISO 8601 time: \`${String(values.now)}\``);
  return () => t;
}

async function answerFor(values: Values, io: IO): Promise<{ answer: CheckAnswer; history: unknown }> {
  const args = (jsonOption(values, "args", "object") ?? {}) as Record<string, unknown>;
  const origins = jsonOption(values, "origins", "object") as Record<string, string> | undefined;
  if (origins && Object.values(origins).some((v) => typeof v !== "string")) throw new UsageError("--origins maps argument names to origin strings");
  const labels = jsonOption(values, "labels", "object-or-list") as CheckOptions["labels"];
  const context = jsonOption(values, "context", "object") as Record<string, unknown> | undefined;
  const compensationOf = intOption(values, "compensation-of", 0);
  const now = clockFrom(values);
  const history = typeof values.history === "string" ? readJsonInputFile(values.history, "history") : undefined;

  const client = await clientFrom(values, io, now ? { now } : {});
  const session = client.session(typeof values.session === "string" ? values.session : "", {
    history,
    role: values.role as string | undefined,
    language: values.language as string | undefined,
    context,
  });
  for (const t of (values.turn as string[] | undefined) ?? []) session.read(t);
  for (const r of (values.reply as string[] | undefined) ?? []) session.reply(r);
  const options: CheckOptions = {};
  if (origins) options.origins = origins;
  if (labels) options.labels = labels;
  if (typeof values.confirmation === "string") options.confirmation = values.confirmation;
  if (typeof values.agent === "string") options.agent = values.agent;
  if (compensationOf !== undefined) options.compensationOf = compensationOf;
  if (typeof values.plan === "string") options.plan = values.plan;
  const answer = await session.checkToolCall(String(values.tool), args, options);
  const out = session.history.toJSON();
  if (typeof values["history-out"] === "string") {
    try {
      writeFileSync(values["history-out"], `${JSON.stringify(out, null, 2)}\n`);
    } catch (e) {
      throw new ToolgateError("input_invalid", `cannot write the history: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, { file: values["history-out"] });
    }
  }
  return { answer, history: out };
}

function oneLine(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

export const checkCommand: Command = {
  name: "check",
  summary: "Checks one tool call and prints the answer: decision, reasons, detail, the question put to the person.",
  usage: "check --catalogue FILE [--rulebook FILE] --tool NAME --args JSON [--history FILE] [--json] [options]",
  options: CALL_OPTIONS,
  exits: CALL_EXITS,
  async run(values, _p, io) {
    const { answer, history } = await answerFor(values, io);
    if (values.json) {
      const { trace: _trace, ...rest } = answer;
      io.out(`${JSON.stringify({ ...rest, history }, null, 2)}\n`);
      return exitFor(answer.decision);
    }
    const { wording, ...detail } = answer.detail;
    const lines = [`decision: ${answer.decision}`, `reasons: ${answer.reasons.join(", ")}`];
    if (Object.keys(detail).length) lines.push(`detail: ${Object.entries(detail).map(([k, v]) => `${k}: ${oneLine(v)}`).join("; ")}`);
    if (typeof wording === "string") lines.push(`question: ${wording}`);
    if (answer.confirmation) lines.push(`confirmation: ${answer.confirmation}`);
    lines.push(`step: ${answer.step}`, `session: ${answer.session}`);
    io.out(`${lines.join("\n")}\n`);
    return exitFor(answer.decision);
  },
};

export const explainCommand: Command = {
  name: "explain",
  summary: "Checks one tool call and prints the trace: each check's verdict, in the order the checks ran.",
  usage: "explain --catalogue FILE --tool NAME --args JSON [options]",
  options: CALL_OPTIONS,
  exits: CALL_EXITS,
  async run(values, _p, io) {
    const { answer } = await answerFor(values, io);
    if (values.json) {
      io.out(`${JSON.stringify({ decision: answer.decision, reasons: answer.reasons, trace: answer.trace }, null, 2)}\n`);
      return exitFor(answer.decision);
    }
    const width = Math.max(...answer.trace.map((t) => t.check.length), 5);
    const stageWidth = Math.max(...answer.trace.map((t) => t.stage.length), 5);
    const lines = answer.trace.map((t, i) => {
      const verdict = t.outcome === "decide" ? `decide ${t.decision} ${(t.reasons ?? []).join(", ")}` : t.outcome === "note" ? `note ${(t.reasons ?? []).join(", ")}` : t.outcome;
      const detail = t.detail && Object.keys(t.detail).length ? `  ${JSON.stringify(t.detail)}` : "";
      return `${String(i + 1).padStart(2)}  ${t.stage.padEnd(stageWidth)}  ${t.check.padEnd(width)}  ${verdict}${detail}`;
    });
    lines.push(`answer: ${answer.decision} ${answer.reasons.join(", ")}`);
    io.out(`${lines.join("\n")}\n`);
    return exitFor(answer.decision);
  },
};
