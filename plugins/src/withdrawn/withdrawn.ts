// Admission: a tool its owner withdrew cannot be used, whether the catalogue marks it
// `withdrawn: true` or the registry file withdraws it (for every agent or some). The registry
// is read by core when it changes; this check reads the snapshot it is given.
import { defineCheck, pass, refuse } from "@toolgate/core";

export interface WithdrawnSettings {
  registry?: string;
}

export default defineCheck<WithdrawnSettings>({
  meta: {
    id: "withdrawn",
    title: "Tool withdrawn",
    simply: "A tool its owner withdrew from the registry cannot be used.",
    catches: "Calls to a tool the registry no longer serves to this agent.",
    cannotCatch: "A tool that was never registered: the allowed tools check stops that.",
    stops: "refused",
    reads: ["registry"],
    switchable: false,
    reasons: ["tool_withdrawn"],
    provides: { registry: true },
    settings: {
      type: "object",
      additionalProperties: false,
      properties: {
        registry: {
          type: "string",
          description: "a YAML file listing withdrawn tools (`withdrawn: [{ tool, agents?, why? }]`); re-read whenever it changes, without re-registering the catalogue",
        },
      },
    },
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [{ tool: "old_refund", arguments: {} }],
    },
  },
  create: (settings) => ({ registry: settings.registry }),
  run(ctx) {
    const { call, tool, registry } = ctx;
    if (tool?.spec.withdrawn) return refuse("tool_withdrawn", { tool: call.tool, withdrawn_by: "catalogue" });
    if (!registry) return pass();
    // A registry that broke after start-up: the gate fails closed, naming the problem.
    if (registry.problem) throw new Error(`the registry \`${registry.file}\` cannot be used: ${registry.problem}`);
    const entry = registry.withdrawn.get(call.tool);
    if (!entry) return pass();
    if (entry.agents && !(call.agent !== undefined && entry.agents.includes(call.agent))) return pass();
    return refuse("tool_withdrawn", { tool: call.tool, withdrawn_by: "registry", ...(entry.agents ? { agents: entry.agents } : {}), ...(entry.why ? { why: entry.why } : {}) });
  },
});
