// What every `toolgate` command is made of: its options as data (parsed strictly, rendered into
// its --help), its exit codes, and the streams it writes to — passed in, so tests run commands
// in process.
import { parseArgs } from "node:util";
import { ToolgateError, formatPlace, readNamedFile, repeatedKeyProblem } from "@toolgate/core";

/** Exit codes scripts can rely on (docs/cli.md). */
export const EXIT = {
  /** Done; for `check` and `explain`, the call is allowed. */
  ok: 0,
  /** `check` / `explain`: the call is refused. `docs --check`: the pages drifted. */
  refuse: 1,
  /** The command line is wrong: unknown command or option, a missing or malformed value. */
  usage: 2,
  /** An input file (or a value in one) is invalid; every problem is printed with file:line. */
  input: 3,
  /** `check` / `explain`: the call waits for a person's approval. */
  confirm: 4,
  /** A service could not start: no keys, no caller token, the port, the upstream server. */
  unavailable: 5,
  /** A bug: an error Toolgate did not expect. */
  internal: 70,
} as const;

export interface IO {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM); services wait on it. */
  stopped?: Promise<void>;
}

export interface OptionSpec {
  type: "string" | "boolean";
  description: string;
  /** The placeholder shown in help: FILE, JSON, NAME … */
  value?: string;
  multiple?: boolean;
  required?: boolean;
  short?: string;
}

export interface Command {
  name: string;
  summary: string;
  /** The synopsis after `toolgate `. */
  usage: string;
  /** A paragraph under the synopsis. */
  description?: string;
  options: Record<string, OptionSpec>;
  /** Exit codes this command answers with, besides 2 (usage) and 70 (internal). */
  exits: Array<[number, string]>;
  /** Positional arguments allowed (after `--` for the gateway's upstream). */
  positionals?: boolean;
  run(values: Values, positionals: string[], io: IO): Promise<number>;
}

export type Values = Record<string, string | boolean | string[] | undefined>;

/** A command line that cannot be run: exit 2 with the message and a pointer to --help. */
export class UsageError extends Error {}

/** A service that cannot start (no keys, no caller token, the port, the upstream): exit 5. */
export class UnavailableError extends Error {}

export function renderHelp(c: Command): string {
  const rows = Object.entries(c.options).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : ""}--${name}${o.type === "string" ? ` ${o.value ?? "VALUE"}` : ""}`;
    const notes = [o.required ? "required" : "", o.multiple ? "repeatable" : ""].filter(Boolean).join(", ");
    return [flag, `${o.description}${notes ? ` (${notes})` : ""}`];
  });
  rows.push(["-h, --help", "show this help"]);
  const width = Math.max(...rows.map((r) => r[0]!.length)) + 2;
  const exits = ([...c.exits, [EXIT.usage, "usage error"], [EXIT.internal, "internal error"]] as Array<[number, string]>).sort((a, b) => a[0] - b[0]);
  return [
    `usage: toolgate ${c.usage}`,
    "",
    c.summary,
    ...(c.description ? ["", c.description] : []),
    "",
    "options:",
    ...rows.map(([f, d]) => `  ${f!.padEnd(width)}${d}`),
    "",
    "exit codes:",
    ...exits.map(([code, what]) => `  ${String(code).padEnd(4)}${what}`),
    "",
  ].join("\n");
}

/** Parses a command's arguments strictly; --help short-circuits. */
export function parse(c: Command, argv: string[]): { help: true } | { help: false; values: Values; positionals: string[] } {
  const options: Record<string, { type: "string" | "boolean"; multiple?: boolean; short?: string }> = { help: { type: "boolean", short: "h" } };
  for (const [name, o] of Object.entries(c.options)) options[name] = { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) };
  // A command that takes positionals takes them after `--` only (the gateway's upstream command).
  const dash = c.positionals ? argv.indexOf("--") : -1;
  const own = dash >= 0 ? argv.slice(0, dash) : argv;
  const after = dash >= 0 ? argv.slice(dash + 1) : [];
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: own, options, strict: true, allowPositionals: false }) as { values: Values; positionals: string[] };
    parsed.positionals = after;
  } catch (e) {
    if (argv.includes("--help") || argv.includes("-h")) return { help: true };
    throw new UsageError((e as Error).message.replace(/\. To specify a positional argument.*$/s, ""));
  }
  if (parsed.values.help) return { help: true };
  for (const [name, o] of Object.entries(c.options)) {
    if (o.required && (parsed.values[name] === undefined || parsed.values[name] === "")) throw new UsageError(`--${name} is required`);
    if (o.type === "string" && typeof parsed.values[name] === "string" && parsed.values[name] === "") throw new UsageError(`--${name} needs a value`);
  }
  return { help: false, values: parsed.values, positionals: parsed.positionals };
}

/** A JSON option's value: parsed, and of the shape wanted. */
export function jsonOption(values: Values, name: string, shape: "object" | "object-or-list"): unknown {
  const text = values[name];
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(text));
  } catch (e) {
    throw new UsageError(`--${name} is not JSON: ${(e as Error).message}`);
  }
  const twice = repeatedKeyProblem(String(text));
  if (twice) throw new UsageError(`--${name} is not JSON Toolgate takes: ${twice}`);
  const isObject = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
  if (shape === "object" && !isObject) throw new UsageError(`--${name} must be a JSON object`);
  if (shape === "object-or-list" && !isObject && !Array.isArray(parsed)) throw new UsageError(`--${name} must be a JSON object or list`);
  return parsed;
}

export function intOption(values: Values, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const text = values[name];
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not \`${String(text)}\``);
  return n;
}

/** A comma-separated option's items, trimmed, empty ones left out. */
export function listOption(values: Values, name: string): string[] | undefined {
  const text = values[name];
  return typeof text === "string" ? text.split(",").map((s) => s.trim()).filter(Boolean) : undefined;
}

/** A file the user names: its text, or a ToolgateError (exit 3) naming it. */
export function readInputFile(file: string, what: string): string {
  try {
    return readNamedFile(file);
  } catch (e) {
    throw new ToolgateError("input_invalid", `cannot read the ${what}: ${(e as Error).message}`, { file });
  }
}

/** A JSON file the user names (a history): its text, or a ToolgateError (exit 3) naming it. */
export function readJsonInputFile(file: string, what: string): string {
  const text = readInputFile(file, what);
  const twice = repeatedKeyProblem(text);
  if (twice) throw new ToolgateError("input_invalid", `cannot read the ${what}: ${twice}`, { file });
  return text;
}

/** Every problem of a ToolgateError, one line each: `file:line path: message`. */
export function problemLines(e: ToolgateError): string[] {
  return e.problems.map((p) => `${e.code}: ${formatPlace(p.place)}${p.message}`);
}
