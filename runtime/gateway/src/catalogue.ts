// The gateway's catalogue: the upstream's `tools/list`, each tool pinned, with the user's
// overrides merged in. A tool that is not pinned as it is now stays out: the check refuses it
// as a tool the catalogue does not have, and `tools/list` does not show it.
import { argumentSchemaOf, catalogueFromMcpTools, compileUserSchema, declaredMcpTool, tighten, type CatalogueFile, type OverlayFile } from "@toolgate/core";
import type { Overrides } from "./overrides.js";
import { statusOf, type Pin, type PinStatus, type UpstreamTool } from "./pins.js";

export interface GatewayCatalogue {
  catalogue: CatalogueFile;
  /** Each upstream tool's pin status. */
  status: Map<string, PinStatus>;
  /** Tools the overrides name that the upstream does not offer. */
  unknownOverrides: string[];
  /** Upstream tools whose names a catalogue cannot hold, or that two tools share: never offered. */
  unusable: string[];
  /** Pinned tools whose argument schema does not compile (an unknown keyword or dialect, a pattern RE2 cannot read): never offered. */
  uncompiled: Array<{ tool: string; error: string }>;
}

const TOOL_NAME = /^[A-Za-z0-9_.:/-]{1,128}$/;

/**
 * The catalogue of the upstream's pinned tools, read as the library reads any MCP tool list
 * (`catalogueFromMcpTools`), with the overrides file as its overlay.
 */
export function buildCatalogue(tools: readonly UpstreamTool[], pins: ReadonlyMap<string, Pin>, overrides: Overrides | undefined): GatewayCatalogue {
  const o = overrides?.data ?? {};
  const close = o.close_schemas !== false;
  const status = new Map<string, PinStatus>();
  const admitted: UpstreamTool[] = [];
  const overlayTools: NonNullable<OverlayFile["tools"]> = {};
  const unusable: string[] = [];
  const uncompiled: Array<{ tool: string; error: string }> = [];
  const seen = new Map<unknown, number>();
  for (const t of tools) seen.set(t.name, (seen.get(t.name) ?? 0) + 1);
  for (const t of tools) {
    // Two tools of one name: which one a call would reach is the upstream's choice, so neither is offered.
    if (typeof t.name !== "string" || !TOOL_NAME.test(t.name) || seen.get(t.name)! > 1) {
      if (!unusable.includes(String(t.name))) unusable.push(String(t.name));
      continue;
    }
    const s = statusOf(t, pins);
    status.set(t.name, s);
    if (s !== "pinned") continue;
    const over = o.tools && Object.hasOwn(o.tools, t.name) ? o.tools[t.name] : undefined;
    // The upstream's dialect is kept (its `$schema`); a schema that cannot be enforced leaves its
    // tool out, refused as unknown, rather than the gateway down.
    try {
      const declared = declaredMcpTool(t);
      compileUserSchema(tighten(argumentSchemaOf(declared.schema, t.name), over?.arguments, close));
    } catch (e) {
      uncompiled.push({ tool: t.name, error: (e as Error).message });
      continue;
    }
    admitted.push(t);
    // Defined, not assigned: an override of a tool named `__proto__` would set the prototype.
    if (over) Object.defineProperty(overlayTools, t.name, { value: over, enumerable: true, writable: true, configurable: true });
  }
  // An override of a tool the upstream does not offer (or that is not pinned) is reported, not
  // applied: the upstream's list changes while the gateway runs.
  const overlay: OverlayFile = { close_schemas: close, tools: overlayTools, ...(o.agents ? { agents: o.agents } : {}) };
  const catalogue: CatalogueFile = catalogueFromMcpTools(admitted, overlay, overrides ? { source: overrides.source } : {});
  const offered = new Set(tools.map((t) => t.name));
  return { catalogue, status, unknownOverrides: Object.keys(o.tools ?? {}).filter((n) => !offered.has(n)), unusable, uncompiled };
}
