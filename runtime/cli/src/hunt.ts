// `toolgate hunt`: the hunter's findings on a catalogue, a rulebook and settings, each with the
// call that shows it and what the engine answered when it was replayed.
import { findingLines } from "@toolgate/tester";
import { hunt } from "@toolgate/tester";
import { EXIT, type Command } from "./command.js";

export const huntCommand: Command = {
  name: "hunt",
  summary: "Hunts a catalogue and a rulebook for bugs (QG001…): each finding with its file:line, a call that shows it, and the engine's answer to it.",
  usage: "hunt --catalogue FILE [--rulebook FILE] [--settings FILE] [--json]",
  description: "Every finding's call is replayed through the engine before it is reported; docs/hunt.md lists the codes.",
  options: {
    catalogue: { type: "string", value: "FILE", description: "the catalogue (YAML)", required: true },
    rulebook: { type: "string", value: "FILE", description: "the rulebook (YAML)" },
    settings: { type: "string", value: "FILE", description: "a settings file: the checks the calls are replayed with" },
    json: { type: "boolean", description: "print the findings as JSON" },
  },
  exits: [
    [EXIT.ok, "no error found (warnings may be printed)"],
    [EXIT.refuse, "an error was found"],
    [EXIT.input, "a file does not load for a reason the hunt has no code for (every problem is printed)"],
  ],
  async run(values, _p, io) {
    const report = await hunt({
      catalogue: String(values.catalogue),
      rulebook: typeof values.rulebook === "string" ? values.rulebook : undefined,
      settings: typeof values.settings === "string" ? values.settings : undefined,
    });
    if (values.json) {
      io.out(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      for (const f of report.findings) io.out(`${findingLines(f).join("\n")}\n`);
      io.out(`${report.errors} error(s), ${report.warnings} warning(s)\n`);
      if (report.unproven.length) io.err(`${report.unproven.length} candidate(s) did not replay to their claim and are not reported (--json lists them)\n`);
    }
    return report.errors > 0 ? EXIT.refuse : EXIT.ok;
  },
};
