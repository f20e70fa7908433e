// Pins: the definition of each upstream tool a person approved, as a hash of its description,
// argument schema and annotations. A tool whose definition changed since — a description
// rewritten to steer the model, a schema widened, a read that now calls itself destructive — is
// kept out of the catalogue (refused, hidden) until `toolgate gateway approve` pins it again.
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { stringify } from "yaml";
import { canonical, sha256 } from "../crypto/digest.js";
import { ToolgateError } from "../errors.js";
import { compileFileSchema } from "../load/ajv.js";
import { readYaml, schemaFailure } from "../load/yaml-file.js";

/** A tool as the upstream's `tools/list` gives it. */
export interface UpstreamTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

export interface Pin {
  sha256: string;
  approved: string;
}

export type PinStatus = "pinned" | "changed" | "new";

const pinsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["tools"],
  properties: {
    tools: {
      type: "object",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["sha256", "approved"],
        properties: { sha256: { type: "string", pattern: "^[0-9a-f]{64}$" }, approved: { type: "string" } },
      },
    },
  },
};
const validatePins = compileFileSchema<{ tools: Record<string, Pin> }>(pinsSchema);

/** The hash a pin holds: description, argument schema and annotations, canonical JSON. */
export function pinOf(tool: UpstreamTool): string {
  return sha256(canonical({ description: tool.description ?? "", inputSchema: tool.inputSchema ?? {}, annotations: tool.annotations ?? {} }));
}

/** Reads a pins file; a file that does not exist yet holds no pins. */
export function readPins(file: string): Map<string, Pin> {
  if (!existsSync(file)) return new Map();
  const source = readYaml(file, "input_invalid");
  const data = source.data ?? { tools: {} };
  if (!validatePins(data)) throw schemaFailure(source, validatePins.errors ?? [], "input_invalid", "the pins file is not valid");
  return new Map(Object.entries(data.tools));
}

export function statusOf(tool: UpstreamTool, pins: ReadonlyMap<string, Pin>): PinStatus {
  const pin = pins.get(tool.name);
  if (!pin) return "new";
  return pin.sha256 === pinOf(tool) ? "pinned" : "changed";
}

/** Pins these tools as they are now and writes the file (atomically: a temporary file, renamed). */
export function approvePins(file: string, tools: readonly UpstreamTool[], now = new Date()): Map<string, Pin> {
  const pins = readPins(file);
  for (const t of tools) pins.set(t.name, { sha256: pinOf(t), approved: now.toISOString() });
  const sorted = Object.fromEntries([...pins].sort(([a], [b]) => a.localeCompare(b)));
  const text = `# Toolgate gateway pins: each approved tool's definition (description, argument schema,\n# annotations) as a SHA-256. A tool whose definition changed is refused until approved again:\n#   toolgate gateway approve --pins <this file> --tool NAME -- <upstream command>\n${stringify({ tools: sorted })}`;
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (e) {
    throw new ToolgateError("input_invalid", `cannot write the pins file: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, { file });
  }
  return pins;
}
