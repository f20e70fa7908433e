// Seed 003's role permission: the caller's role (the session's) may use the tool. Two layers,
// both declared in the catalogue: the tool's `roles`, and the roles the calling agent serves.
// A tool that lists no roles, called by an agent that lists none, is open to every caller.
import { defineCheck, pass, refuse } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "role",
    title: "Role not allowed",
    simply: "A tool that lists the roles that may use it runs only for a caller in one of them.",
    catches: "A caller whose role may not use the tool, or an agent serving a role it does not serve.",
    cannotCatch: "A role given to the session wrongly: the application decides who the caller is.",
    stops: "refused",
    reads: ["catalogue", "role"],
    // Seed 003: an access check runs whenever the tool declares it, whatever `checks=[...]` lists.
    switchable: false,
    reasons: ["role_not_allowed"],
    examples: {
      allowed: [{ tool: "get_plan_details", arguments: { portal_ref: "PRT-1" }, role: "member", context: { credential_ref: "cred-7", portal_refs: ["PRT-1"] } }],
      stopped: [{ tool: "get_plan_details", arguments: { portal_ref: "PRT-1" }, role: "guest", context: { credential_ref: "cred-7", portal_refs: ["PRT-1"] } }],
    },
  },
  run(ctx) {
    const { tool, call, session, catalogue } = ctx;
    if (!tool) return pass();
    const role = session.role;
    const toolRoles = tool.spec.roles;
    if (toolRoles && (role === undefined || !toolRoles.includes(role))) {
      return refuse("role_not_allowed", { layer: "tool", tool: call.tool, role: role ?? null, roles: toolRoles });
    }
    const agentRoles = call.agent !== undefined ? catalogue.agents.get(call.agent)?.roles : undefined;
    if (agentRoles && (role === undefined || !agentRoles.includes(role))) {
      return refuse("role_not_allowed", { layer: "agent", agent: call.agent, role: role ?? null, roles: agentRoles });
    }
    return pass();
  },
});
