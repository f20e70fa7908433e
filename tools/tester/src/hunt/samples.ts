// Arguments that fit a tool's argument schema, for counterexample calls: each required argument
// (and each one named) with the plainest value of its type.
import type { JsonSchema } from "@toolgate/core";

function sample(schema: JsonSchema | undefined, name: string): unknown {
  if (!schema || typeof schema !== "object") return `${name}-1`;
  if (Object.hasOwn(schema, "const")) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "number":
    case "integer": {
      const min = typeof schema.minimum === "number" ? schema.minimum : typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + 1 : 1;
      return Math.max(1, min);
    }
    case "boolean":
      return true;
    case "array":
      return [];
    case "object":
      return {};
    case "null":
      return null;
    default:
      if (schema.format === "email") return "someone@example.com";
      if (schema.format === "uri" || schema.format === "url") return "https://example.com/";
      return `${name}-1`;
  }
}

/** Values for the required arguments, and for `extra` where the schema declares them. */
export function sampleArguments(schema: JsonSchema, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out: Record<string, unknown> = {};
  for (const name of (schema.required ?? []) as string[]) out[name] = sample(props[name], name);
  for (const [k, v] of Object.entries(extra)) out[k] = v;
  return out;
}

/** Every argument trusted: the hunter's calls are not about where values came from. */
export const trusted = (args: Record<string, unknown>) => Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
