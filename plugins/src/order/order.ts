// Tool check step 5: the tool's order rules over the verified history — `after` (and an
// argument bound to that call's result), `not_after`, `at_most`. The rule broken is named in
// the words of the hunter's QG014 (core/src/hunt/order-words.ts).
import { defineCheck, orderWords, parseResultOrigin, pass, refuse, type CheckContext, type HistoryEntry } from "@toolgate/core";

const ran = (e: HistoryEntry) => e.decision === "allow" && e.outcome?.status === "ran";

function bindingHolds(ctx: CheckContext, arg: string, tool: string, field: string): boolean {
  const origin = ctx.call.origins[arg];
  const parsed = origin ? parseResultOrigin(origin) : undefined;
  if (!parsed || (parsed.field !== undefined && parsed.field !== field)) return false;
  const entry = ctx.history.entries[parsed.step];
  return !!entry && entry.tool === tool && ran(entry) && ctx.origins[arg]?.trusted === true;
}

export default defineCheck({
  meta: {
    id: "order",
    title: "Order",
    simply: "A tool runs only at an allowed point: after another, never after another, or at most N times.",
    catches: "A refund before the order was looked up; a third refund where two are allowed.",
    cannotCatch: "A sequence your order rules do not describe.",
    stops: "refused",
    reads: ["catalogue", "session"],
    switchable: true,
    reasons: ["order_rule"],
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 } }],
    },
  },
  run(ctx) {
    const tool = ctx.tool;
    if (!tool || !ctx.history.valid) return pass();
    const entries = ctx.history.entries;
    for (const rule of tool.after) {
      // A call that was allowed but failed does not count.
      if (!entries.some((e) => e.tool === rule.tool && ran(e))) return refuse("order_rule", { rule: orderWords.after(rule.tool) });
      for (const [arg, field] of Object.entries(rule.bind ?? {})) {
        if (!bindingHolds(ctx, arg, rule.tool, field)) {
          return refuse("order_rule", { rule: orderWords.afterBinding(rule.tool, arg, field), argument: arg });
        }
      }
    }
    for (const name of tool.spec.not_after ?? []) {
      // A read counts whatever became of it: what it returned was read.
      const hit =
        name === "untrusted"
          ? entries.find((e) => e.decision === "allow" && ctx.catalogue.get(e.tool)?.spec.reads_outside)
          : entries.find((e) => e.decision === "allow" && e.tool === name);
      if (hit) return refuse("order_rule", { rule: orderWords.notAfter(name), step: hit.step });
    }
    const most = tool.spec.at_most;
    if (most !== undefined) {
      const used = entries.filter((e) => e.tool === ctx.call.tool && e.decision === "allow" && e.compensationOf === null && e.outcome?.status !== "failed").length;
      if (used >= most) return refuse("order_rule", { rule: orderWords.atMost(most) });
    }
    return pass();
  },
});
