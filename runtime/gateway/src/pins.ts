// Pins: the definition of each upstream tool a person approved, as a hash of every field a client
// is shown (name, title, description, argument and result schemas, annotations), with the
// definition itself so that a change can be shown. A tool whose definition changed since — a
// description or title rewritten to steer the model, a schema widened, a read that now calls
// itself destructive — is kept out of the catalogue (refused, hidden) until `toolgate gateway
// approve` pins it again.
import { existsSync, renameSync, writeFileSync } from "node:fs";
import { canonical, sha256 } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import { compileFileSchema } from "@toolgate/core";
import { readYaml, schemaFailure, yaml } from "@toolgate/core";

/** A tool as the upstream's `tools/list` gives it. */
export interface UpstreamTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

/** The fields of a tool a pin covers: everything `tools/list` shows a client. */
export const PINNED_FIELDS = ["name", "title", "description", "inputSchema", "outputSchema", "annotations"] as const;
export type PinnedField = (typeof PINNED_FIELDS)[number];

export interface Pin {
  sha256: string;
  approved: string;
  /** The definition as it was approved (absent in pins written before definitions were kept). */
  definition?: Partial<Record<PinnedField, unknown>>;
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
        properties: { sha256: { type: "string", pattern: "^[0-9a-f]{64}$" }, approved: { type: "string" }, definition: { type: "object" } },
      },
    },
  },
};
const validatePins = compileFileSchema<{ tools: Record<string, Pin> }>(pinsSchema);

/** What a pin covers of a tool: each field a client is shown, absent fields left out. */
export function definitionOf(tool: UpstreamTool): Partial<Record<PinnedField, unknown>> {
  const out: Partial<Record<PinnedField, unknown>> = {};
  for (const f of PINNED_FIELDS) if (tool[f] !== undefined) out[f] = tool[f];
  return out;
}

/** The hash a pin holds: every field a client is shown, canonical JSON. */
export function pinOf(tool: UpstreamTool): string {
  return sha256(canonical(definitionOf(tool)));
}

/**
 * Reads a pins file. A file that does not exist is an error unless `missing: "empty"` (for
 * `gateway approve`, which makes it, and `gateway pins`, which lists every tool as new): a
 * gateway started on a mistyped path would otherwise serve zero tools.
 */
export function readPins(file: string, options: { missing?: "error" | "empty" } = {}): Map<string, Pin> {
  if (!existsSync(file)) {
    if (options.missing === "empty") return new Map();
    throw new ToolgateError("input_invalid", "the pins file does not exist: pin the upstream's tools first with `toolgate gateway approve`", { file });
  }
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

/** One field of a tool's definition that differs from its pin: what was approved, and what the upstream says now. */
export interface PinChange {
  field: PinnedField;
  approved: unknown;
  now: unknown;
}

/**
 * What changed in a tool's definition since its pin: each field whose canonical JSON differs.
 * Empty for a pinned tool; undefined when the pin does not hold the definition it approved
 * (written by an older version, or edited), so only its hash is known to differ.
 */
export function changesOf(tool: UpstreamTool, pin: Pin | undefined): PinChange[] | undefined {
  if (!pin) return undefined;
  if (pin.sha256 === pinOf(tool)) return [];
  const before = pin.definition;
  if (!before || pinOf(before as UpstreamTool) !== pin.sha256) return undefined;
  const now = definitionOf(tool);
  return PINNED_FIELDS.filter((f) => canonical(before[f] ?? null) !== canonical(now[f] ?? null)).map((f) => ({ field: f, approved: before[f], now: now[f] }));
}

/** Pins these tools as they are now and writes the file (atomically: a temporary file, renamed). */
export function approvePins(file: string, tools: readonly UpstreamTool[], now = new Date()): Map<string, Pin> {
  const pins = readPins(file, { missing: "empty" });
  for (const t of tools) pins.set(t.name, { sha256: pinOf(t), approved: now.toISOString(), definition: definitionOf(t) });
  const sorted = Object.fromEntries([...pins].sort(([a], [b]) => a.localeCompare(b)));
  const text = `# Toolgate gateway pins: each approved tool's definition (name, title, description, argument\n# and result schemas, annotations) and its SHA-256. A tool whose definition changed is refused until approved again:\n#   toolgate gateway approve --pins <this file> --tool NAME -- <upstream command>\n${yaml().stringify({ tools: sorted })}`;
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (e) {
    throw new ToolgateError("input_invalid", `cannot write the pins file: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, { file });
  }
  return pins;
}

/**
 * Where the pins are kept: a file (the default) or a database that every gateway replica reads.
 * A running gateway reads them at each `tools/list` and before each call, so an approval made
 * anywhere is served at the next request, and a pin withdrawn or changed stops being served.
 */
export interface PinStore {
  /** The pins as they are now; throws when they cannot be read (the gateway then runs no call). */
  read(): Promise<Map<string, Pin>>;
  /** Pins these tools as they are now. */
  approve(tools: readonly UpstreamTool[], now?: Date): Promise<void>;
  close?(): Promise<void>;
}

/** Pins in a YAML file, written atomically. */
export class FilePinStore implements PinStore {
  constructor(
    readonly file: string,
    private readonly missing: "error" | "empty" = "error",
  ) {}
  async read(): Promise<Map<string, Pin>> {
    return readPins(this.file, { missing: this.missing });
  }
  async approve(tools: readonly UpstreamTool[], now = new Date()): Promise<void> {
    approvePins(this.file, tools, now);
  }
}

/** The row a pin is approved as: what `approvePins` keeps for a tool. */
export function pinRecord(tool: UpstreamTool, now: Date): Pin {
  return { sha256: pinOf(tool), approved: now.toISOString(), definition: definitionOf(tool) };
}
