// Tool check step 5: the tool's order rules over the verified history — `after` (and an
// argument bound to that call's result), `not_after`, `at_most`. The rule broken is named in
// the words of the hunter's QG014 (core/src/rulebook/order-words.ts).
import { defineCheck, parseResultOrigin, pass, refuse, type CheckContext, type HistoryEntry } from "@toolgate/core";
import { orderWords } from "@toolgate/core";

const ran = (e: HistoryEntry) => e.decision === "allow" && e.outcome?.status === "ran";

function bindingHolds(ctx: CheckContext, arg: string, tool: string, field: string): boolean {
  const origin = ctx.call.origins[arg];
  const parsed = origin ? parseResultOrigin(origin) : undefined;
  if (!parsed || (parsed.field !== undefined && parsed.field !== field)) return false;
  const entry = ctx.history.entry(parsed.step);
  return !!entry && entry.tool === tool && ran(entry) && ctx.origins[arg]?.trusted === true;
}

/** The step of the first allowed call of a tool that reads outside content, or undefined. */
function firstOutsideRead(ctx: CheckContext): number | undefined {
  let first: number | undefined;
  for (const [tool, step] of ctx.history.summary.allowedTools()) if (ctx.catalogue.get(tool)?.spec.reads_outside && (first === undefined || step < first)) first = step;
  return first;
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
    const summary = ctx.history.summary;
    for (const rule of tool.after) {
      // A call that was allowed but failed does not count.
      if (summary.ran(rule.tool) === 0) return refuse("order_rule", { rule: orderWords.after(rule.tool) });
      for (const [arg, field] of Object.entries(rule.bind ?? {})) {
        if (!bindingHolds(ctx, arg, rule.tool, field)) {
          return refuse("order_rule", { rule: orderWords.afterBinding(rule.tool, arg, field), argument: arg });
        }
      }
    }
    for (const name of tool.spec.not_after ?? []) {
      // A read counts whatever became of it: what it returned was read.
      const hit = name === "untrusted" ? firstOutsideRead(ctx) : summary.firstAllowed(name);
      if (hit !== undefined) return refuse("order_rule", { rule: orderWords.notAfter(name), step: hit });
    }
    const most = tool.spec.at_most;
    if (most !== undefined) {
      const used = summary.used(ctx.call.tool);
      if (used >= most) return refuse("order_rule", { rule: orderWords.atMost(most) });
    }
    return pass();
  },
});
