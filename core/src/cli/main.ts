#!/usr/bin/env node
// The `toolgate` command line. Each command is a thin layer over the public API.
import { seedTranscript } from "../demo.js";
import { ToolgateError } from "../errors.js";

async function rulebooksPackage(): Promise<{ shop: { catalogue: string; rulebook: string } }> {
  const spec = "@toolgate/rulebooks";
  return (await import(spec)) as { shop: { catalogue: string; rulebook: string } };
}

async function demo(): Promise<number> {
  const { shop } = await rulebooksPackage();
  for (const line of await seedTranscript(shop)) process.stdout.write(`${line}\n`);
  return 0;
}

const commands: Record<string, (args: string[]) => Promise<number>> = { demo };

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`usage: toolgate <${Object.keys(commands).join("|")}> [options]\n`);
    return 2;
  }
  return command(rest);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`${e instanceof ToolgateError ? e.message : (e as Error).stack ?? String(e)}\n`);
    process.exit(e instanceof ToolgateError ? 3 : 1);
  },
);
