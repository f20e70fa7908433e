#!/usr/bin/env node
// The `toolgate` command. It exists before the build, so that installing links it; it runs the
// built command line (`npm run build` makes core/dist).
let cli;
try {
  cli = await import("../dist/cli/main.js");
} catch (e) {
  if (e?.code !== "ERR_MODULE_NOT_FOUND" || !String(e.message).includes("dist/cli/main.js")) throw e;
  process.stderr.write("toolgate: the command line is not built yet: run `npm run build` first\n");
  process.exit(70);
}
cli.main();
