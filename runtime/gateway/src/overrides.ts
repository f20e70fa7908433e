// The gateway's overrides file: what the user says about the upstream's tools that the upstream
// cannot be trusted to say — kinds, tightened argument schemas, agents, idempotency — and the
// gateway's own settings (result cap, timeout, sanitizer patterns).
import { ToolgateError } from "@toolgate/core";
import { compileFileSchema } from "@toolgate/core";
import { inlineSource, readYaml, schemaFailure, type YamlSource } from "@toolgate/core";
import type { ToolSpec } from "@toolgate/core";
import type { ConfiguredPattern } from "@toolgate/core";

/** What an override may say of one tool: any catalogue field; `arguments` is merged, not replaced. */
export type ToolOverride = Partial<Omit<ToolSpec, "annotations">>;

export interface OverridesFile {
  /** Close every argument schema (`additionalProperties: false`) the upstream left open. Default true. */
  close_schemas?: boolean;
  /** Agents, as a catalogue lists them. */
  agents?: string[] | Record<string, { trust?: "untrusted" | "trusted"; roles?: string[] }>;
  /** The most characters of JSON a result keeps (cut at a record boundary). Default 4 000. */
  max_result_chars?: number;
  /** Milliseconds before a call is given up as `outcome_unknown`. Default 30 000. */
  timeout_ms?: number;
  /** Extra attempts for idempotent reads. Default 1. */
  retries?: number;
  sanitize?: { patterns?: Array<string | { name?: string; pattern: string }> };
  tools?: Record<string, ToolOverride>;
}

export interface Overrides {
  file: string;
  data: OverridesFile;
  source: YamlSource;
}

const OVERRIDE_FIELDS = [
  "description", "arguments", "result", "kind", "sends_out", "reads_outside", "requires", "agents", "roles", "after", "not_after",
  "at_most", "compensation", "irreversible", "idempotent", "confirm", "requires_credential", "owns", "withdrawn", "timeout_ms",
];

const overridesSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    close_schemas: { type: "boolean" },
    agents: { oneOf: [{ type: "array", items: { type: "string", minLength: 1 } }, { type: "object" }] },
    max_result_chars: { type: "integer", minimum: 256 },
    timeout_ms: { type: "integer", minimum: 1 },
    retries: { type: "integer", minimum: 0, maximum: 5 },
    sanitize: {
      type: "object",
      additionalProperties: false,
      properties: {
        patterns: {
          type: "array",
          items: {
            oneOf: [
              { type: "string", minLength: 1 },
              { type: "object", additionalProperties: false, required: ["pattern"], properties: { name: { type: "string", pattern: "^[a-z][a-z0-9_]*$" }, pattern: { type: "string", minLength: 1 } } },
            ],
          },
        },
      },
    },
    tools: {
      type: "object",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        properties: Object.fromEntries(OVERRIDE_FIELDS.map((f) => [f, f === "arguments" || f === "result" ? { type: "object" } : {}])),
      },
    },
  },
};
const validateOverrides = compileFileSchema<OverridesFile>(overridesSchema);

/** Reads and validates an overrides file (or the same object in code). */
export function readOverrides(input: string | OverridesFile): Overrides {
  const source = typeof input === "string" ? readYaml(input, "input_invalid") : inlineSource(input, "<overrides>");
  const data = source.data ?? {};
  if (!validateOverrides(data)) throw schemaFailure(source, validateOverrides.errors ?? [], "input_invalid", "the overrides file is not valid");
  for (const [i, p] of (data.sanitize?.patterns ?? []).entries()) {
    const text = typeof p === "string" ? p : p.pattern;
    try {
      new RegExp(text);
    } catch (e) {
      const path = `/sanitize/patterns/${i}`;
      throw new ToolgateError("input_invalid", `not a regular expression: ${(e as Error).message}`, { file: source.file, line: source.lineOf(path), path });
    }
  }
  return { file: source.file, data, source };
}

/** The sanitizer patterns an overrides file configures. */
export function patternsOf(overrides: Overrides | undefined): ConfiguredPattern[] {
  return (overrides?.data.sanitize?.patterns ?? []).map((p) => (typeof p === "string" ? p : { name: p.name, pattern: p.pattern }));
}
