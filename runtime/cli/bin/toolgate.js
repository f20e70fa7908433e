#!/usr/bin/env node
// The `toolgate` command. It exists before the build, so that installing links it; it runs the
// built command line (`npm run build` makes runtime/cli/dist).
let cli;
try {
  cli = await import("../dist/main.js");
} catch (e) {
  if (e?.code !== "ERR_MODULE_NOT_FOUND" || !String(e.message).includes("dist/main.js")) throw e;
  process.stderr.write("toolgate: the command line is not built yet: run `npm run build` first\n");
  process.exit(70);
}
cli.main();
