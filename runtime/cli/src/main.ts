#!/usr/bin/env node
// The `toolgate` command line. Each command is a thin layer over the public API; `run` takes
// the streams and environment, so the commands run in tests without a process of their own.
// A command's module is imported only when that command runs (or help lists them all): a
// `check` does not load the service, the gateway's SDK or the hunt.
import { readFileSync } from "node:fs";
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ToolgateError } from "@toolgate/core";
import { EXIT, UnavailableError, UsageError, parse, problemLines, renderHelp, type Command, type IO } from "./command.js";

async function rulebooksPackage(): Promise<{ shop: { catalogue: string; rulebook: string } }> {
  const spec = "@toolgate/rulebooks";
  return (await import(spec)) as { shop: { catalogue: string; rulebook: string } };
}

const demoCommand: Command = {
  name: "demo",
  summary: "Runs seed 000's transcript, the shop's refund asked about in each way a run can ask, and prints the nine answers.",
  usage: "demo",
  options: {},
  exits: [[EXIT.ok, "the transcript ran"]],
  async run(_v, _p, io) {
    const { shop } = await rulebooksPackage();
    const { seedTranscript } = await import("./demo.js");
    for (const line of await seedTranscript(shop)) io.out(`${line}\n`);
    return EXIT.ok;
  },
};

/** A command by the words that name it, its module imported when it is first wanted. */
export interface CommandEntry {
  readonly name: string;
  load(): Promise<Command>;
}

const entry = (name: string, load: () => Promise<Command>): CommandEntry => ({ name, load });

/** Every command, by the words that name it; `load()` gives the command itself. */
export const COMMANDS: readonly CommandEntry[] = [
  entry("keys init", async () => (await import("./files.js")).keysInitCommand),
  entry("validate", async () => (await import("./files.js")).validateCommand),
  entry("hunt", async () => (await import("./hunt.js")).huntCommand),
  entry("check", async () => (await import("./check.js")).checkCommand),
  entry("explain", async () => (await import("./check.js")).explainCommand),
  entry("verify", async () => (await import("./verify.js")).verifyCommand),
  entry("docs", async () => (await import("./files.js")).docsCommand),
  entry("demo", async () => demoCommand),
  entry("serve", async () => (await import("./services.js")).serveCommand),
  entry("migrate", async () => (await import("./services.js")).migrateCommand),
  entry("gateway", async () => (await import("./services.js")).gatewayCommand),
  entry("gateway approve", async () => (await import("./services.js")).gatewayApproveCommand),
  entry("gateway pins", async () => (await import("./services.js")).gatewayPinsCommand),
];

/** Every command, each module imported: for help, which lists them all. */
export async function loadCommands(): Promise<Command[]> {
  const loaded = await Promise.all(COMMANDS.map((c) => c.load()));
  for (const [i, c] of loaded.entries()) {
    if (c.name !== COMMANDS[i]!.name) throw new Error(`command \`${COMMANDS[i]!.name}\` loads \`${c.name}\``);
  }
  return loaded;
}

export function version(): string {
  try {
    return (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

async function overview(): Promise<string> {
  const commands = await loadCommands();
  const width = Math.max(...commands.map((c) => c.name.length)) + 2;
  return [
    "usage: toolgate <command> [options]",
    "",
    "Checks every tool call an LLM agent proposes before it runs: allow, confirm or refuse, with reasons.",
    "",
    "commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    "",
    "`toolgate <command> --help` describes a command, its options and its exit codes.",
    "exit codes: 0 ok/allow, 1 refuse or an error found, 2 usage error, 3 invalid input file, 4 confirm, 5 cannot start, 70 internal error",
    "",
  ].join("\n");
}

/** The command named by the leading words of argv (`keys init`, `gateway approve`, `check` …). */
async function find(argv: string[]): Promise<{ command: Command; rest: string[] } | undefined> {
  for (const words of [2, 1]) {
    const name = argv.slice(0, words).join(" ");
    const found = COMMANDS.find((c) => c.name === name);
    if (found) return { command: await found.load(), rest: argv.slice(words) };
  }
  return undefined;
}

/** Runs one command line and answers with its exit code. */
export async function run(argv: string[], io: IO): Promise<number> {
  const [first] = argv;
  if (first === undefined || first === "--help" || first === "-h" || first === "help") {
    if (first === undefined) {
      io.err(await overview());
      return EXIT.usage;
    }
    io.out(await overview());
    return EXIT.ok;
  }
  if (first === "--version" || first === "-V") {
    io.out(`toolgate ${version()}\n`);
    return EXIT.ok;
  }
  const found = await find(argv);
  if (!found) {
    const group = await Promise.all(COMMANDS.filter((c) => c.name.startsWith(`${first} `)).map((c) => c.load()));
    if (group.length && (argv[1] === undefined || argv[1] === "--help" || argv[1] === "-h")) {
      const text = group.map((c) => `  toolgate ${c.usage}\n      ${c.summary}`).join("\n");
      (argv[1] ? io.out : io.err)(`${first} commands:\n${text}\n`);
      return argv[1] ? EXIT.ok : EXIT.usage;
    }
    io.err(`toolgate: unknown command \`${argv.slice(0, group.length ? 2 : 1).join(" ")}\`\n\n${await overview()}`);
    return EXIT.usage;
  }
  const { command, rest } = found;
  try {
    const parsed = parse(command, rest);
    if (parsed.help) {
      io.out(renderHelp(command));
      return EXIT.ok;
    }
    return await command.run(parsed.values, parsed.positionals, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`toolgate ${command.name}: ${e.message}\nsee \`toolgate ${command.name} --help\`\n`);
      return EXIT.usage;
    }
    if (e instanceof UnavailableError) {
      io.err(`toolgate ${command.name}: ${e.message}\n`);
      return EXIT.unavailable;
    }
    if (e instanceof ToolgateError) {
      for (const line of problemLines(e)) io.err(`${line}\n`);
      return EXIT.input;
    }
    io.err(`toolgate ${command.name}: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    return EXIT.internal;
  }
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/** Runs the command line on this process's arguments and exits with its code. */
export function main(): void {
  let stop: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  process.once("SIGINT", () => stop());
  process.once("SIGTERM", () => stop());
  const io: IO = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), env: process.env, stopped };
  run(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
      // Services hold handles (upstream processes, sockets) until closed; once the command is done, leave.
      setImmediate(() => process.exit(code));
    },
    (e) => {
      process.stderr.write(`toolgate: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
      process.exit(EXIT.internal);
    },
  );
}

if (isMain()) main();
