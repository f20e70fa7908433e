// Tool check step 6: an undo names the step it undoes; that step ran, the undo is the one its
// tool declares, each bound argument comes from that step, and the step is undone once.
import { defineCheck, keyDigest, pass, refuse, valueDigest, valueKeys } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "undo",
    title: "Undo",
    simply: "An undo must match the step it reverses, and a step is undone only once.",
    catches: "An undo with other values than the step it claims to reverse, or a second undo of one step.",
    cannotCatch: "A tool's undo that does not really reverse it.",
    stops: "refused",
    reads: ["catalogue", "session"],
    switchable: true,
    reasons: ["compensation_spent", "compensation_mismatch"],
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [
        {
          tool: "cancel_refund",
          arguments: { refund_id: "R9" },
          compensation_of: 1,
          history: [
            { tool: "get_order", arguments: { order_id: "A1" } },
            { tool: "refund_card", arguments: { order_id: "A1", amount: 20 }, result: { refund_id: "R1" } },
          ],
        },
      ],
    },
  },
  run(ctx) {
    const k = ctx.call.compensationOf;
    if (k === undefined || !ctx.history.valid) return pass();
    const step = ctx.history.entry(k);
    if (!step) return refuse("compensation_mismatch", { step: k, why: `there is no step ${k}` });
    if (step.decision !== "allow" || (step.outcome?.status !== "ran" && step.outcome?.status !== "compensated")) {
      return refuse("compensation_mismatch", { step: k, why: `step ${k} did not run` });
    }
    const spent = step.outcome.status === "compensated" || ctx.history.summary.undone(k);
    if (spent) return refuse("compensation_spent", { step: k });
    const declared = ctx.catalogue.get(step.tool)?.spec.compensation;
    if (!declared || declared.tool !== ctx.call.tool) {
      return refuse("compensation_mismatch", { step: k, why: declared ? `\`${step.tool}\` is undone by \`${declared.tool}\`` : `\`${step.tool}\` declares no undo` });
    }
    for (const [arg, from] of Object.entries(declared.bind ?? {})) {
      const value = ctx.call.arguments[arg];
      const [where, ...rest] = from.split(".");
      const field = rest.join(".");
      const ok =
        where === "args"
          ? value !== undefined && step.args[field] === valueDigest(ctx.session.id, value)
          : value !== undefined && valueKeys(value).some((key) => step.outcome?.fields?.[field] === keyDigest(ctx.session.id, key));
      if (!ok) return refuse("compensation_mismatch", { step: k, argument: arg, why: `\`${arg}\` does not come from step ${k}'s ${from}` });
    }
    return pass();
  },
});
