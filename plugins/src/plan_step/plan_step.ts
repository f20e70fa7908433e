// Admission: where a person approved a plan (a signed token of tools and argument digests),
// a call runs only as the plan's next step: not out of order, not added, not with other values.
// The plan advances on calls reported `ran`.
import { defineCheck, pass, refuse, valueDigest } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "plan_step",
    title: "Not the approved plan",
    simply: "Where a person approved a plan, a call that is not its next step does not run.",
    catches: "A step out of order, a step added, or a step with values changed after approval.",
    cannotCatch: "A plan a person approved that was itself wrong.",
    stops: "refused",
    reads: ["plan", "plan_token", "plan_step"],
    switchable: true,
    reasons: ["plan_step"],
    examples: {
      allowed: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 }, plan: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 } }] }],
      stopped: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 900 }, plan: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 } }] }],
    },
  },
  run(ctx) {
    const plan = ctx.plan;
    if (!plan) return pass();
    // The history did not verify: the plan's progress cannot be known; session_record answers.
    if (!ctx.history.valid) return pass();
    if (!plan.valid) return refuse("plan_step", { plan: `the plan token is not valid: ${plan.problem}` });
    const step = plan.steps[plan.next];
    if (!step) return refuse("plan_step", { plan: "every step of the plan has run: this call was not approved", plan_step: plan.next, steps: plan.steps.length });
    const detail = { plan_step: plan.next, expected: step.tool };
    if (step.tool !== ctx.call.tool) {
      const later = plan.steps.findIndex((s, i) => i > plan.next && s.tool === ctx.call.tool);
      return refuse("plan_step", { ...detail, plan: later >= 0 ? `\`${ctx.call.tool}\` is step ${later}, not the next one` : `\`${ctx.call.tool}\` is not in the plan` });
    }
    if (step.digest !== valueDigest(ctx.session.id, ctx.call.arguments)) {
      return refuse("plan_step", { ...detail, plan: "the values differ from the approved step" });
    }
    return pass({ plan_step: plan.next });
  },
});
