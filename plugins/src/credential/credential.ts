// Seed 003's credential check: a tool that declares `requires_credential` does not run for a
// caller with no credential reference in the session's context. Only the reference's presence
// is checked; the credential itself is exchanged inside the service when the call runs, so it
// never reaches arguments, history, audit or answers. Placed before ownership (a caller
// without a credential owns nothing, and should hear that, not "not found") and before any
// confirmation (nobody should approve a call that cannot run).
import { defineCheck, pass, refuse } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "credential",
    title: "Credential unavailable",
    simply: "A tool that needs the caller signed in runs only when the session holds a reference to their credential.",
    catches: "A signed-out caller reaching a tool that would otherwise make an unauthenticated request.",
    cannotCatch: "A credential that is present but expired or revoked: the service finds that when it exchanges it.",
    stops: "refused",
    reads: ["catalogue", "context"],
    // Seed 003: an access check runs whenever the tool declares it, whatever `checks=[...]` lists.
    switchable: false,
    reasons: ["credential_unavailable"],
    examples: {
      allowed: [{ tool: "get_plan_details", arguments: { portal_ref: "PRT-1" }, role: "member", context: { credential_ref: "cred-7", portal_refs: ["PRT-1"] } }],
      stopped: [{ tool: "get_plan_details", arguments: { portal_ref: "PRT-1" }, role: "member", context: { portal_refs: ["PRT-1"] } }],
    },
  },
  run(ctx) {
    const tool = ctx.tool;
    if (!tool?.spec.requires_credential) return pass();
    if (ctx.session.hasCredential) return pass();
    // The detail says what is missing, never what a credential would be.
    return refuse("credential_unavailable", { tool: ctx.call.tool, needs: "credential_ref" });
  },
});
