// A catalogue built from the tools themselves: each tool's name, description and argument schema
// (zod, Standard JSON Schema or plain JSON Schema) as the agent framework or MCP server declares
// them, with an overlay (YAML or an object) for what the tools do not say — kind, order rules,
// result fields, undo. A kind the overlay does not give is inferred as for any catalogue.
import { Catalogue, type CatalogueFile, type JsonSchema, type ToolSpec } from "./catalogue.js";
import { ToolgateError } from "../errors.js";
import { compileFileSchema } from "../load/ajv.js";
import { inlineSource, readYaml, schemaFailure, type YamlSource } from "../load/yaml-file.js";

/** One tool as a framework declares it. */
export interface DeclaredTool {
  name: string;
  description?: string;
  /** A zod 4 schema, any Standard JSON Schema, or a JSON Schema object. */
  schema: unknown;
  /** MCP annotations (`readOnlyHint`, `destructiveHint`, …), when the tool has them. */
  annotations?: ToolSpec["annotations"];
}

/** One tool as an MCP server's `tools/list` gives it. */
export interface McpToolDefinition {
  name: string;
  description?: string;
  inputSchema?: JsonSchema;
  annotations?: ToolSpec["annotations"];
}

/** What the tools do not say: any catalogue field per tool; `arguments` tightens, never replaces. */
export interface OverlayFile {
  /** Agents, as a catalogue lists them. */
  agents?: CatalogueFile["agents"];
  /** Close every argument schema the tools left open (`additionalProperties: false`). Default true. */
  close_schemas?: boolean;
  tools?: Record<string, Partial<Omit<ToolSpec, "annotations">>>;
}

const OVERLAY_FIELDS = [
  "description", "arguments", "result", "kind", "sends_out", "reads_outside", "requires", "agents", "roles", "after", "not_after",
  "at_most", "compensation", "irreversible", "idempotent", "confirm", "requires_credential", "owns", "withdrawn", "timeout_ms",
];

const validateOverlay = compileFileSchema<OverlayFile>({
  type: "object",
  additionalProperties: false,
  properties: {
    agents: { oneOf: [{ type: "array", items: { type: "string", minLength: 1 } }, { type: "object" }] },
    close_schemas: { type: "boolean" },
    tools: {
      type: "object",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        properties: Object.fromEntries(OVERLAY_FIELDS.map((f) => [f, f === "arguments" || f === "result" ? { type: "object" } : {}])),
      },
    },
  },
});

export interface CatalogueFromToolsOptions {
  /** The file an overlay given as an object was read from: errors name its file and line. */
  source?: YamlSource;
}

const DEFAULT_DIALECT = "https://json-schema.org/draft/2020-12/schema";

/**
 * The JSON Schema of a tool's arguments. A zod 4 schema (or any Standard JSON Schema) is asked
 * for its draft 2020-12 form; a plain object is taken as JSON Schema. Anything else — a schema
 * library that cannot say its JSON Schema — is an error: a tool whose arguments cannot be checked
 * is never admitted.
 */
export function argumentSchemaOf(schema: unknown, tool: string): JsonSchema {
  if (schema === undefined) return { type: "object", properties: {} };
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
    throw new ToolgateError("catalogue_invalid", `the argument schema of \`${tool}\` is not a schema`, { path: `/tools/${tool}/arguments` });
  }
  const standard = (schema as { "~standard"?: { jsonSchema?: { input?: (o: { target: string }) => unknown } } })["~standard"];
  let json: unknown = schema;
  if (standard !== undefined) {
    if (typeof standard.jsonSchema?.input !== "function") {
      throw new ToolgateError("catalogue_invalid", `the argument schema of \`${tool}\` cannot give its JSON Schema: use zod 4 or a JSON Schema`, { path: `/tools/${tool}/arguments` });
    }
    json = standard.jsonSchema.input({ target: "draft-2020-12" });
  }
  const copy = JSON.parse(JSON.stringify(json)) as JsonSchema;
  // The default dialect needs no name; any other stays, for the loader to honour or refuse.
  if (copy.$schema === DEFAULT_DIALECT) delete copy.$schema;
  return copy;
}

/** Reads an overlay: a YAML file path, or the same object in code. */
export function readOverlay(input: string | OverlayFile): { data: OverlayFile; source: YamlSource } {
  const source = typeof input === "string" ? readYaml(input, "catalogue_invalid") : inlineSource(input, "<overlay>");
  const data = (source.data ?? {}) as OverlayFile;
  if (!validateOverlay(data)) throw schemaFailure(source, validateOverlay.errors ?? [], "catalogue_invalid", "the overlay is not valid");
  return { data, source };
}

/**
 * Sets an own property, `__proto__` included: a tool or property of that name, assigned, would
 * set the object's prototype instead and vanish from the catalogue.
 */
function putOwn<T>(o: Record<string, T>, k: string, v: T): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/**
 * The tool's argument schema with the overlay's constraints added, property by property
 * (`maxLength`, `enum`, `pattern`, `required`), closed when `close` and the schema left it open.
 */
export function tighten(declared: JsonSchema, overlay: JsonSchema | undefined, close: boolean): JsonSchema {
  const out: JsonSchema = { ...declared };
  if (overlay) {
    const { properties, required, ...rest } = overlay as { properties?: Record<string, JsonSchema>; required?: string[] } & JsonSchema;
    Object.assign(out, rest);
    if (properties) {
      const props = { ...((declared.properties ?? {}) as Record<string, JsonSchema>) };
      for (const [k, v] of Object.entries(properties)) putOwn(props, k, { ...(Object.hasOwn(props, k) ? props[k] : {}), ...v });
      out.properties = props;
    }
    if (required) out.required = [...new Set([...((declared.required ?? []) as string[]), ...required])];
  }
  if (out.type === undefined) out.type = "object";
  if (close && out.type === "object" && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) out.additionalProperties = false;
  return out;
}

/**
 * Builds a catalogue from declared tools and an overlay, and loads it once to prove it valid.
 * An overlay that names a tool the list does not have is an error: its kind or rule would
 * otherwise silently apply to nothing.
 */
export function catalogueFromTools(tools: readonly DeclaredTool[], overlay?: string | OverlayFile, options: CatalogueFromToolsOptions = {}): CatalogueFile {
  const read = overlay === undefined ? undefined : readOverlay(overlay);
  // Where the overlay's paths are written: its own file, or the file it was taken from.
  const source = options.source ?? (typeof overlay === "string" ? read?.source : undefined);
  const o = read?.data ?? {};
  const close = o.close_schemas !== false;
  const specs: Record<string, ToolSpec> = {};
  for (const t of tools) {
    if (typeof t?.name !== "string") throw new ToolgateError("catalogue_invalid", "a tool has no name", { path: "/tools" });
    if (Object.hasOwn(specs, t.name)) throw new ToolgateError("catalogue_invalid", `two tools are named \`${t.name}\``, { path: `/tools/${t.name}` });
    const over = (o.tools && Object.hasOwn(o.tools, t.name) ? o.tools[t.name] : undefined) ?? {};
    const { arguments: args, ...rest } = over;
    putOwn(specs, t.name, {
      ...(t.description !== undefined ? { description: t.description } : {}),
      ...(t.annotations && Object.keys(t.annotations).length ? { annotations: { ...t.annotations } } : {}),
      ...rest,
      arguments: tighten(argumentSchemaOf(t.schema, t.name), args, close),
    });
  }
  for (const name of Object.keys(o.tools ?? {})) {
    if (!Object.hasOwn(specs, name)) {
      const path = `/tools/${name}`;
      throw new ToolgateError("catalogue_invalid", `the overlay names a tool the agent does not have: \`${name}\``, { file: read?.source.file, line: read?.source.lineOf(path), path });
    }
  }
  const catalogue: CatalogueFile = { tools: specs, ...(o.agents ? { agents: o.agents } : {}) };
  try {
    Catalogue.load(catalogue);
  } catch (e) {
    // The built catalogue's paths are the overlay's paths: name its file and line.
    if (e instanceof ToolgateError && source) {
      const path = e.place.path;
      const at = (p: string | undefined) => ({ file: source.file, line: p ? source.lineOf(p) : undefined, path: p });
      throw new ToolgateError(e.code, e.problems[0]?.message ?? e.message, at(path), e.problems.map((q) => ({ message: q.message, place: at(q.place.path) })));
    }
    throw e;
  }
  return catalogue;
}

/**
 * The same, from an MCP server's `tools/list`: description, input schema (in the dialect its
 * `$schema` names) and annotations. The MCP gateway builds its catalogue this way too.
 */
export function catalogueFromMcpTools(list: readonly McpToolDefinition[], overlay?: string | OverlayFile, options: CatalogueFromToolsOptions = {}): CatalogueFile {
  return catalogueFromTools(list.map(declaredMcpTool), overlay, options);
}

/** An MCP tool as a declared tool: a missing input schema is an object with no declared properties. */
export function declaredMcpTool(t: McpToolDefinition): DeclaredTool {
  return { name: t.name, description: t.description, schema: t.inputSchema ?? { type: "object" }, annotations: pickHints(t.annotations) };
}

const HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "title"] as const;

function pickHints(a: McpToolDefinition["annotations"]): ToolSpec["annotations"] {
  if (!a || typeof a !== "object") return undefined;
  return Object.fromEntries(HINTS.filter((h) => a[h] !== undefined).map((h) => [h, a[h]]));
}
