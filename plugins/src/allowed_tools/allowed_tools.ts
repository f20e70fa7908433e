// Tool check step 1: the tool is in the catalogue and this agent may reach it; with several
// agents the call names its agent; under a lapsed licence writes (or every call) are refused.
import { defineCheck, pass, refuse } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "allowed_tools",
    title: "Allowed tools",
    simply: "Only tools on your list can be used, and only by a named agent where you say so.",
    catches: "A tool the model made up, or one this agent may not reach.",
    cannotCatch: "A listed tool used for the wrong purpose.",
    stops: "refused",
    reads: ["catalogue", "agent"],
    switchable: false,
    reasons: ["unknown_tool", "agent_required", "licence_lapsed"],
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [{ tool: "delete_everything", arguments: {} }],
    },
  },
  run(ctx) {
    const { call, tool, catalogue } = ctx;
    if (!tool) return refuse("unknown_tool", { tool: call.tool });
    const agent = call.agent;
    if (!agent && (catalogue.agents.size > 1 || tool.spec.agents)) return refuse("agent_required", { tool: call.tool });
    if (agent && catalogue.agents.size > 0 && !catalogue.agents.has(agent)) {
      return refuse("unknown_tool", { tool: call.tool, agent, why: `the catalogue does not list agent \`${agent}\`` });
    }
    if (agent && tool.spec.agents && !tool.spec.agents.includes(agent)) {
      return refuse("unknown_tool", { tool: call.tool, agent, why: `agent \`${agent}\` may not reach \`${call.tool}\`` });
    }
    if (ctx.licence.lapsed && (ctx.tenant.lapsed === "all" || ctx.kind !== "read")) {
      return refuse("licence_lapsed", { tenant: ctx.licence.tenant, lapsed: ctx.tenant.lapsed });
    }
    return pass();
  },
});
