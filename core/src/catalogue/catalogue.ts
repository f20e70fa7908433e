// The catalogue: every tool an agent may call, with the facts that decide whether it may run.
// Loaded once, validated by its own schema, each tool's argument schema compiled once, when
// first used where it is known to compile.
import { textArgumentsOf } from "./text-arguments.js";
import type { ValidateFunction } from "ajv";
import type { Kind } from "@toolgate/grammar-kit";
import { ToolgateError } from "../errors.js";
import { compileFileSchema, compileUserSchema, compilesAsIs, deferredUserSchema, keywordPointer } from "../load/ajv.js";
import { inlineSource, readYaml, schemaFailure, type YamlSource } from "../load/yaml-file.js";

export type JsonSchema = Record<string, unknown>;

/** `after: [get_order]` or `after: [{ tool: get_order, bind: { charge_id: charge_id } }]`. */
export interface AfterRule {
  tool: string;
  /** Argument name → the field of that earlier call's result it must come from. */
  bind?: Record<string, string>;
}

export interface CompensationSpec {
  tool: string;
  /** Undo argument name → `args.<name>` or `result.<field>` of the step it undoes. */
  bind?: Record<string, string>;
}

export interface ToolSpec {
  description?: string;
  arguments: JsonSchema;
  result?: JsonSchema;
  kind?: Kind;
  sends_out?: boolean;
  reads_outside?: boolean;
  requires?: TrustLevel;
  agents?: string[];
  roles?: string[];
  after?: Array<string | AfterRule>;
  not_after?: string[];
  at_most?: number;
  compensation?: CompensationSpec;
  irreversible?: boolean;
  idempotent?: boolean;
  confirm?: "always";
  requires_credential?: boolean;
  owns?: { argument: string; context: string };
  withdrawn?: boolean;
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean; title?: string };
  timeout_ms?: number;
  /** Arguments that name where the call goes, beyond those found by format or by name. */
  destinations?: string[];
  /** Result fields (dotted paths, lists flattened) that hold outside free text or structured values; the rest inferred. */
  result_fields?: Record<string, ResultFieldKind>;
}

/** What a result field holds: free text someone outside wrote, or a structured value (an id, an IBAN, a date). */
export type ResultFieldKind = "text" | "structured";

export type TrustLevel = "untrusted" | "trusted";
export const TRUST_ORDER: Record<TrustLevel, number> = { untrusted: 0, trusted: 1 };

export interface AgentSpec {
  trust: TrustLevel;
  roles?: string[];
}

export interface CatalogueFile {
  tools: Record<string, ToolSpec>;
  agents?: string[] | Record<string, Partial<AgentSpec>>;
}

/** A tool with everything the check path needs, computed once. */
export interface CompiledTool {
  readonly name: string;
  readonly spec: ToolSpec;
  readonly validate: ValidateFunction;
  /** Why the argument schema is open (`schema_partial`), or undefined when it is closed. */
  readonly partial: string | undefined;
  /**
   * Arguments that name a place the tool is meant to reach: declared `format: uri | email |
   * hostname`, listed in `destinations`, or named so (`url`, `to`, `recipient`, `webhook`, `host`
   * …). A read's mailbox-like arguments (`sender`, `to`, `email`) are search filters, not places.
   */
  readonly destinationArgs: ReadonlySet<string>;
  /** Arguments that, on a read, hold an address used as a search filter (`sender: ana@x.example`): not places it reaches. */
  readonly filterArgs: ReadonlySet<string>;
  /** Arguments that hold a text the tool writes (text-arguments.ts): an address inside one is what is written, not where the call goes. */
  readonly textArgs: ReadonlySet<string>;
  /** Result fields the result schema declares, as dotted paths. */
  readonly resultFields: ReadonlySet<string>;
  readonly after: ReadonlyArray<AfterRule>;
}

const TOOL_NAME = "^[A-Za-z0-9_.:/-]{1,128}$";

const toolSchema = {
  type: "object",
  additionalProperties: false,
  required: ["arguments"],
  properties: {
    description: { type: "string" },
    arguments: { type: "object" },
    result: { type: "object" },
    kind: { enum: ["read", "write", "send"] },
    sends_out: { type: "boolean" },
    reads_outside: { type: "boolean" },
    requires: { enum: ["untrusted", "trusted"] },
    agents: { type: "array", items: { type: "string" }, uniqueItems: true },
    roles: { type: "array", items: { type: "string" }, uniqueItems: true },
    after: {
      type: "array",
      items: {
        oneOf: [
          { type: "string", pattern: TOOL_NAME },
          {
            type: "object",
            additionalProperties: false,
            required: ["tool"],
            properties: {
              tool: { type: "string", pattern: TOOL_NAME },
              bind: { type: "object", additionalProperties: { type: "string" } },
            },
          },
        ],
      },
    },
    not_after: { type: "array", items: { type: "string" } },
    at_most: { type: "integer", minimum: 0 },
    compensation: {
      type: "object",
      additionalProperties: false,
      required: ["tool"],
      properties: {
        tool: { type: "string", pattern: TOOL_NAME },
        bind: { type: "object", additionalProperties: { type: "string", pattern: "^(args|result)\\.[^.].*$" } },
      },
    },
    irreversible: { type: "boolean" },
    idempotent: { type: "boolean" },
    confirm: { const: "always" },
    requires_credential: { type: "boolean" },
    owns: {
      type: "object",
      additionalProperties: false,
      required: ["argument", "context"],
      properties: { argument: { type: "string" }, context: { type: "string" } },
    },
    withdrawn: { type: "boolean" },
    annotations: {
      type: "object",
      properties: {
        readOnlyHint: { type: "boolean" },
        destructiveHint: { type: "boolean" },
        idempotentHint: { type: "boolean" },
        openWorldHint: { type: "boolean" },
        title: { type: "string" },
      },
    },
    timeout_ms: { type: "integer", minimum: 1 },
    destinations: { type: "array", items: { type: "string" }, uniqueItems: true },
    result_fields: { type: "object", additionalProperties: { enum: ["text", "structured"] } },
  },
};

const catalogueSchema = {
  type: "object",
  additionalProperties: false,
  required: ["tools"],
  properties: {
    tools: { type: "object", propertyNames: { pattern: TOOL_NAME }, additionalProperties: toolSchema },
    agents: {
      oneOf: [
        { type: "array", items: { type: "string", minLength: 1 }, uniqueItems: true },
        {
          type: "object",
          additionalProperties: {
            type: "object",
            additionalProperties: false,
            properties: { trust: { enum: ["untrusted", "trusted"] }, roles: { type: "array", items: { type: "string" } } },
          },
        },
      ],
    },
  },
};

const validateCatalogue = compileFileSchema<CatalogueFile>(catalogueSchema, "catalogue");

/** Why an argument schema is open: no `additionalProperties: false`, or a property with no type. */
function openness(schema: JsonSchema): string | undefined {
  if (schema.type !== "object") return "the argument schema is not an object schema";
  if (schema.additionalProperties !== false) return "the argument schema allows undeclared arguments";
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, p] of Object.entries(props)) {
    if (typeof p !== "object" || p === null) return `argument \`${name}\` has no schema`;
    if (!["type", "enum", "const", "$ref", "oneOf", "anyOf"].some((k) => Object.hasOwn(p, k))) {
      return `argument \`${name}\` has no type`;
    }
  }
  return undefined;
}

const DESTINATION_FORMATS = new Set(["uri", "url", "email", "idn-email", "hostname", "idn-hostname", "uri-reference", "iri"]);

/** Argument names that say where a call goes, whatever the tool. */
const PLACE_NAMES = /^(?:url|uri|urls|link|links|href|endpoint|webhook|callback|host|hostname|domain|server|website|site)$|_(?:url|uri|link|href|endpoint|webhook|callback|host|hostname)$/i;
/** Argument names that say to whom a message goes: places for a write or send, search filters for a read. */
const MAILBOX_NAMES = /^(?:to|cc|bcc|recipient|recipients|email|emails|email_address|address|from|sender|phone|attendee|attendees|invitee|invitees|participant|participants|share_with|member|members|user_email)$|_(?:email|emails|recipient|recipients|phone)$|^(?:recipient|to)_/i;
/** Argument names that filter a search. */
const FILTER_NAMES = /^(?:query|q|search|filter|from|sender|counterparty|contact|with|author|participant|participants|attendee|attendees)$/i;

/**
 * The arguments a tool reaches (see CompiledTool.destinationArgs) and, for a read, the ones that
 * filter a search: an address there names what to look for, not where the call goes.
 */
function placesOf(spec: ToolSpec, props: Record<string, JsonSchema>): { destinationArgs: Set<string>; filterArgs: Set<string> } {
  const destinationArgs = new Set<string>();
  const filterArgs = new Set<string>();
  for (const [k, p] of Object.entries(props)) {
    const format = typeof p?.format === "string" ? p.format : undefined;
    const items = (p?.items ?? undefined) as JsonSchema | undefined;
    const itemFormat = typeof items?.format === "string" ? items.format : undefined;
    const declared = spec.destinations?.includes(k) ?? false;
    const formatted = [format, itemFormat].some((f) => f !== undefined && DESTINATION_FORMATS.has(f));
    const mailbox = MAILBOX_NAMES.test(k) || [format, itemFormat].some((f) => f !== undefined && /email/.test(f));
    if (declared || formatted || PLACE_NAMES.test(k) || mailbox) destinationArgs.add(k);
    if (!declared && !PLACE_NAMES.test(k) && !(formatted && !mailbox) && (FILTER_NAMES.test(k) || mailbox)) filterArgs.add(k);
  }
  return { destinationArgs, filterArgs };
}

function fieldPaths(schema: JsonSchema | undefined, prefix = ""): string[] {
  if (!schema || typeof schema !== "object") return [];
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(props).flatMap(([k, v]) => [prefix + k, ...fieldPaths(v, `${prefix}${k}.`)]);
}

export class Catalogue {
  readonly tools: ReadonlyMap<string, CompiledTool>;
  readonly agents: ReadonlyMap<string, AgentSpec>;

  private constructor(
    readonly file: string,
    tools: Map<string, CompiledTool>,
    agents: Map<string, AgentSpec>,
    /** The catalogue as written, for the places other loaders report. */
    readonly source: YamlSource,
  ) {
    this.tools = tools;
    this.agents = agents;
  }

  get(name: string): CompiledTool | undefined {
    return this.tools.get(name);
  }

  /** Loads a catalogue from a YAML file path, or from the same object given in code. */
  static load(input: string | CatalogueFile): Catalogue {
    const source = typeof input === "string" ? readYaml(input, "catalogue_invalid") : inlineSource(input, "<catalogue>");
    return Catalogue.fromSource(source);
  }

  static fromSource(source: YamlSource): Catalogue {
    const data = source.data;
    if (!validateCatalogue(data)) throw schemaFailure(source, validateCatalogue.errors ?? [], "catalogue_invalid", "the catalogue is not valid");
    const tools = new Map<string, CompiledTool>();
    for (const [name, spec] of Object.entries(data.tools)) tools.set(name, compileTool(source, name, spec));
    // Names a tool refers to must exist: a typo in `after` would otherwise never match.
    for (const [name, t] of tools) {
      const refs: Array<[string, string]> = [
        ...t.after.map((a, i): [string, string] => [a.tool, `/tools/${name}/after/${i}`]),
        ...(t.spec.not_after ?? []).filter((n) => n !== "untrusted").map((n, i): [string, string] => [n, `/tools/${name}/not_after/${i}`]),
      ];
      if (t.spec.compensation) refs.push([t.spec.compensation.tool, `/tools/${name}/compensation/tool`]);
      for (const [ref, path] of refs) {
        if (!tools.has(ref)) {
          throw new ToolgateError("catalogue_invalid", `names a tool the catalogue does not have: \`${ref}\``, { file: source.file, line: source.lineOf(path), path });
        }
      }
      for (const [arg, from] of Object.entries(t.spec.compensation?.bind ?? {})) {
        const path = `/tools/${name}/compensation/bind/${arg}`;
        const undo = tools.get(t.spec.compensation!.tool)!;
        if (!Object.hasOwn((undo.spec.arguments.properties ?? {}) as object, arg)) {
          throw new ToolgateError("catalogue_invalid", `binds \`${arg}\`, an argument \`${undo.name}\` does not declare`, { file: source.file, line: source.lineOf(path), path });
        }
        if (from.startsWith("args.") && !Object.hasOwn((t.spec.arguments.properties ?? {}) as object, from.slice(5))) {
          throw new ToolgateError("catalogue_invalid", `binds from \`${from}\`, an argument \`${name}\` does not declare`, { file: source.file, line: source.lineOf(path), path });
        }
      }
    }
    const agents = new Map<string, AgentSpec>();
    if (Array.isArray(data.agents)) for (const a of data.agents) agents.set(a, { trust: "trusted" });
    else if (data.agents) for (const [a, s] of Object.entries(data.agents)) agents.set(a, { trust: s.trust ?? "trusted", roles: s.roles });
    for (const [name, t] of tools) {
      for (const [i, a] of (t.spec.agents ?? []).entries()) {
        if (agents.size > 0 && !agents.has(a)) {
          const path = `/tools/${name}/agents/${i}`;
          throw new ToolgateError("catalogue_invalid", `names an agent the catalogue does not list: \`${a}\``, { file: source.file, line: source.lineOf(path), path });
        }
      }
    }
    return new Catalogue(source.file, tools, agents, source);
  }
}

/**
 * Compiles a user's schema; one that does not compile (an unknown keyword or format, a dialect
 * Toolgate does not read, a pattern RE2 cannot match in linear time) is an error at the line of
 * the offending keyword where it can be found. A schema known to compile without compiling it
 * (`compilesAsIs`) is compiled when it first validates, so loading a catalogue compiles only
 * what it must to find its errors.
 */
function compileSchema(source: YamlSource, at: string, what: string, schema: JsonSchema): ValidateFunction {
  if (compilesAsIs(schema)) return deferredUserSchema(schema);
  try {
    return compileUserSchema(schema);
  } catch (e) {
    const message = (e as Error).message;
    const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1] ?? (message.includes("`$schema`") ? "$schema" : undefined);
    const format = unknownFormatPath(message);
    const inner = format !== undefined ? `${format}/format` : keyword ? keywordPointer(schema, keyword) : undefined;
    const path = at + (inner ?? "");
    throw new ToolgateError("catalogue_invalid", `the ${what} schema does not compile: ${message}`, { file: source.file, line: source.lineOf(path), path });
  }
}

/**
 * The path of ajv's `unknown format "…" ignored in schema at path "#…"` message (which quotes the
 * tenant's schema), as `unknown format ".*" ignored in schema at path "#(.*)"$` read it: the last
 * line holds the message's start, the path runs from the last `" ignored … "#` to a closing `"`
 * that ends the text. Read with `indexOf`, as the pattern tried every split of the quoted format
 * and the path between each start and the end (cubic in the message's length).
 */
export function unknownFormatPath(message: string): string | undefined {
  if (!message.endsWith('"')) return undefined;
  let lineStart = message.length;
  while (lineStart > 0 && !LINE_ENDS.includes(message[lineStart - 1]!)) lineStart--;
  const start = message.indexOf(FORMAT_START, lineStart);
  if (start < 0) return undefined;
  const at = message.lastIndexOf(FORMAT_PATH, message.length - 1 - FORMAT_PATH.length);
  if (at < start + FORMAT_START.length) return undefined;
  return message.slice(at + FORMAT_PATH.length, message.length - 1);
}

const FORMAT_START = 'unknown format "';
const FORMAT_PATH = '" ignored in schema at path "#';
/** The characters a pattern's `.` does not match. */
const LINE_ENDS = "\n\r\u2028\u2029";

function compileTool(source: YamlSource, name: string, spec: ToolSpec): CompiledTool {
  const validate = compileSchema(source, `/tools/${name}/arguments`, "argument", spec.arguments);
  if (spec.result) compileSchema(source, `/tools/${name}/result`, "result", spec.result);
  const props = (spec.arguments.properties ?? {}) as Record<string, JsonSchema>;
  const { destinationArgs, filterArgs } = placesOf(spec, props);
  const after = (spec.after ?? []).map((a) => (typeof a === "string" ? { tool: a } : a));
  const partial = openness(spec.arguments);
  return {
    name,
    spec,
    validate,
    partial,
    destinationArgs,
    filterArgs,
    textArgs: textArgumentsOf(props, partial === undefined, destinationArgs),
    resultFields: new Set(fieldPaths(spec.result)),
    after,
  };
}
