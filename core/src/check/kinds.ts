// Each tool's kind (read / write / send), decided once at registration: the tool kinds file
// wins, then the catalogue's own marks, then a grammar's reading of the tool when inference is
// on. A tool nobody marked counts as a write.
import type { Catalogue, CompiledTool } from "../catalogue/catalogue.js";
import type { Grammar, Kind } from "@toolgate/grammar-kit";
import { ToolgateError } from "../errors.js";
import { readYaml } from "../load/yaml-file.js";

export type KindSource = "file" | "catalogue" | "annotations" | "inferred" | "default";

export interface ToolKind {
  kind: Kind;
  source: KindSource;
}

const KINDS = new Set(["read", "write", "send"]);

/** Reads a tool kinds file: a mapping of tool name to `read`, `write` or `send`. */
export function readKindsFile(file: string, catalogue: Catalogue): Map<string, Kind> {
  const source = readYaml(file, "settings_invalid");
  const data = source.data;
  const out = new Map<string, Kind>();
  if (data === null || data === undefined) return out;
  if (typeof data !== "object" || Array.isArray(data)) throw new ToolgateError("settings_invalid", "the tool kinds file must map tool names to kinds", { file });
  for (const [tool, kind] of Object.entries(data as Record<string, unknown>)) {
    const path = `/${tool}`;
    if (typeof kind !== "string" || !KINDS.has(kind)) {
      throw new ToolgateError("settings_invalid", `the kind of \`${tool}\` must be read, write or send`, { file, line: source.lineOf(path), path });
    }
    if (!catalogue.get(tool)) throw new ToolgateError("settings_invalid", `\`${tool}\` is not in the catalogue`, { file, line: source.lineOf(path), path });
    out.set(tool, kind as Kind);
  }
  return out;
}

/** The kind a tool's own marks give, if any. */
export function markedKind(tool: CompiledTool): ToolKind | undefined {
  const s = tool.spec;
  if (s.sends_out) return { kind: "send", source: "catalogue" };
  if (s.kind) return { kind: s.kind, source: "catalogue" };
  const a = s.annotations;
  if (a) {
    if (a.destructiveHint === true) return { kind: "write", source: "annotations" };
    if (a.readOnlyHint === true) return { kind: "read", source: "annotations" };
    if (a.readOnlyHint === false) return { kind: "write", source: "annotations" };
  }
  return undefined;
}

export function resolveKinds(
  catalogue: Catalogue,
  options: { file?: Map<string, Kind>; infer: boolean; grammar?: Grammar },
): Map<string, ToolKind> {
  const kinds = new Map<string, ToolKind>();
  for (const [name, tool] of catalogue.tools) {
    const fromFile = options.file?.get(name);
    if (fromFile) {
      kinds.set(name, { kind: fromFile, source: "file" });
      continue;
    }
    const inferred = () =>
      options.infer && options.grammar
        ? options.grammar.classifyTool({ name, description: tool.spec.description, argumentNames: Object.keys((tool.spec.arguments.properties ?? {}) as object) })
        : undefined;
    const marked = markedKind(tool);
    if (marked) {
      // MCP hints say whether a tool only reads, not whether it sends: a tool they call a
      // write that the grammar reads as sending (`send_email`, readOnlyHint false) sends.
      if (marked.source === "annotations" && marked.kind === "write" && inferred() === "send") kinds.set(name, { kind: "send", source: "inferred" });
      else kinds.set(name, marked);
      continue;
    }
    const kind = inferred();
    if (kind) {
      kinds.set(name, { kind, source: "inferred" });
      continue;
    }
    kinds.set(name, { kind: "write", source: "default" });
  }
  return kinds;
}
