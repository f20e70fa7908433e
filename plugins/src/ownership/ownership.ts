// Seed 003's ownership check: a tool that declares `owns: { argument, context }` runs only on a
// resource the caller holds, the argument's value being one of the session context's list.
// A resource the caller does not hold is reported as not found, as if it did not exist.
import { defineCheck, pass, refuse } from "@toolgate/core";

function held(list: unknown): Set<string> {
  const values = Array.isArray(list) ? list : list === undefined || list === null ? [] : [list];
  return new Set(values.filter((v) => typeof v === "string" || typeof v === "number").map(String));
}

export default defineCheck({
  meta: {
    id: "ownership",
    title: "Not found",
    simply: "A tool that names a resource the caller must hold runs only on one of the caller's own.",
    catches: "A call on another customer's record: a portal, a claim, an account the caller does not hold.",
    cannotCatch: "A resource the application put in the caller's list wrongly.",
    stops: "refused",
    reads: ["catalogue", "context"],
    // Seed 003: an access check runs whenever the tool declares it, whatever `checks=[...]` lists.
    switchable: false,
    reasons: ["not_found"],
    examples: {
      allowed: [{ tool: "get_plan_details", arguments: { portal_ref: "PRT-1" }, role: "member", context: { credential_ref: "cred-7", portal_refs: ["PRT-1"] } }],
      stopped: [{ tool: "get_plan_details", arguments: { portal_ref: "PRT-9" }, role: "member", context: { credential_ref: "cred-7", portal_refs: ["PRT-1"] } }],
    },
  },
  run(ctx) {
    const owns = ctx.tool?.spec.owns;
    if (!owns) return pass();
    const value = ctx.call.arguments[owns.argument];
    // No resource named: the arguments check answers for a required one.
    if (value === undefined) return pass();
    const mine = held(ctx.session.context[owns.context]);
    const wanted = typeof value === "string" || typeof value === "number" ? [String(value)] : Array.isArray(value) ? value.map(String) : [JSON.stringify(value)];
    if (wanted.every((v) => mine.has(v))) return pass();
    // Which resources the caller holds is not said: `not_found` must not list them.
    return refuse("not_found", { argument: owns.argument });
  },
});
