// The gateway's catalogue: the upstream's `tools/list`, each tool pinned, with the user's
// overrides merged in. A tool that is not pinned as it is now stays out: the check refuses it
// as a tool the catalogue does not have, and `tools/list` does not show it.
import { Catalogue, type CatalogueFile, type ToolSpec } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import { compileUserSchema } from "@toolgate/core";
import { mergeArguments, type Overrides } from "./overrides.js";
import { statusOf, type Pin, type PinStatus, type UpstreamTool } from "./pins.js";

export interface GatewayCatalogue {
  catalogue: CatalogueFile;
  /** Each upstream tool's pin status. */
  status: Map<string, PinStatus>;
  /** Tools the overrides name that the upstream does not offer. */
  unknownOverrides: string[];
  /** Upstream tools whose names a catalogue cannot hold: never offered. */
  unusable: string[];
  /** Pinned tools whose argument schema does not compile (an unknown keyword or dialect, a pattern RE2 cannot read): never offered. */
  uncompiled: Array<{ tool: string; error: string }>;
}

const TOOL_NAME = /^[A-Za-z0-9_.:/-]{1,128}$/;

const HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "title"] as const;

export function buildCatalogue(tools: readonly UpstreamTool[], pins: ReadonlyMap<string, Pin>, overrides: Overrides | undefined): GatewayCatalogue {
  const o = overrides?.data ?? {};
  const close = o.close_schemas !== false;
  const status = new Map<string, PinStatus>();
  const specs: Record<string, ToolSpec> = {};
  const unusable: string[] = [];
  const uncompiled: Array<{ tool: string; error: string }> = [];
  for (const t of tools) {
    if (typeof t.name !== "string" || !TOOL_NAME.test(t.name)) {
      unusable.push(String(t.name));
      continue;
    }
    const s = statusOf(t, pins);
    status.set(t.name, s);
    if (s !== "pinned") continue;
    const over = o.tools?.[t.name] ?? {};
    const { arguments: args, ...rest } = over;
    const annotations = Object.fromEntries(HINTS.filter((h) => t.annotations?.[h] !== undefined).map((h) => [h, t.annotations![h]]));
    const merged = mergeArguments(t.inputSchema ?? { type: "object" }, args, close);
    // The upstream's dialect is kept (its `$schema`); a schema that cannot be enforced leaves its
    // tool out, refused as unknown, rather than the gateway down.
    try {
      compileUserSchema(merged);
    } catch (e) {
      uncompiled.push({ tool: t.name, error: (e as Error).message });
      continue;
    }
    specs[t.name] = {
      description: t.description ?? "",
      ...(Object.keys(annotations).length ? { annotations } : {}),
      ...rest,
      arguments: merged,
    };
  }
  const catalogue: CatalogueFile = { tools: specs, ...(o.agents ? { agents: o.agents } : {}) };
  try {
    Catalogue.load(catalogue);
  } catch (e) {
    // The merged catalogue's paths are the overrides file's paths: name its file and line.
    if (e instanceof ToolgateError && overrides) {
      const path = e.place.path;
      throw new ToolgateError(e.code, e.problems[0]?.message ?? e.message, { file: overrides.file, line: path ? overrides.source.lineOf(path) : undefined, path }, e.problems.map((p) => ({ message: p.message, place: { file: overrides.file, line: p.place.path ? overrides.source.lineOf(p.place.path) : undefined, path: p.place.path } })));
    }
    throw e;
  }
  const offered = new Set(tools.map((t) => t.name));
  return { catalogue, status, unknownOverrides: Object.keys(o.tools ?? {}).filter((n) => !offered.has(n)), unusable, uncompiled };
}
