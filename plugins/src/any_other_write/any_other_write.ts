// Tool check step 10: every reason a write needs a person, together. A write with none of
// them is still confirmed, for `write`. An undo that passed is allowed unless the rulebook asks.
import { defineCheck, decide, pass, type CheckContext } from "@toolgate/core";

/** Writes that ran in this session, that declare an undo, and that were not undone. */
function undoableWritesBefore(ctx: CheckContext): number[] {
  const summary = ctx.history.summary;
  const steps: number[] = [];
  for (const [step, tool] of summary.ranWrites()) if (ctx.catalogue.get(tool)?.spec.compensation && !summary.undone(step, true)) steps.push(step);
  return steps;
}

export default defineCheck({
  meta: {
    id: "any_other_write",
    title: "Any other write",
    simply: "Anything that changes something and no rule allowed waits for a person's yes.",
    catches: "A write no rule speaks about.",
    cannotCatch: "A read that leaks what it reads: the guardrail judges calls, not what a reply says.",
    stops: "asked",
    reads: ["catalogue"],
    switchable: false,
    needs: { notes: ["gate_clarify", "tainted_call"], lifts: ["write"] },
    reasons: ["gate_clarify", "argument_origin", "tainted_call", "irreversible_pivot", "schema_partial", "confirm_always", "write"],
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 }, history: [{ tool: "get_order", arguments: { order_id: "A1" } }] }],
    },
  },
  run(ctx) {
    const tool = ctx.tool;
    if (!tool) return pass();
    const always = tool.spec.confirm === "always";
    const noted = (code: string) => ctx.notes.find((n) => n.reasons.includes(code));
    const clarify = noted("gate_clarify");
    // Seed 000: a flow that asks a question makes the call a confirmation, a read included.
    // A read is asked about outside content only where its destination came from there (outside_content).
    const taintedRead = ctx.kind === "read" ? noted("tainted_call") : undefined;
    if (ctx.kind === "read" && !always && (clarify || taintedRead)) {
      return decide("confirm", [...(clarify ? ["gate_clarify"] : []), ...(taintedRead ? ["tainted_call"] : [])], { ...(clarify?.detail ?? {}), ...(taintedRead?.detail ?? {}) });
    }
    if (ctx.kind === "read" && !always) return pass();
    if (ctx.call.compensationOf !== undefined) {
      // The person approved the write this undoes; only the rulebook can ask again.
      return clarify ? decide("confirm", ["gate_clarify"], clarify.detail) : pass();
    }
    const reasons: string[] = [];
    const detail: Record<string, unknown> = {};
    if (clarify) reasons.push("gate_clarify");
    const fromModel = Object.entries(ctx.origins).filter(([, o]) => !o.trusted);
    if (fromModel.length) {
      reasons.push("argument_origin");
      detail.arguments = fromModel.map(([name]) => name);
      detail.origins = Object.fromEntries(fromModel.map(([name, o]) => [name, o.why ?? o.origin]));
    }
    if (noted("tainted_call")) reasons.push("tainted_call");
    if (tool.spec.irreversible) {
      const undoable = undoableWritesBefore(ctx);
      if (undoable.length) {
        reasons.push("irreversible_pivot");
        detail.undoable_steps = undoable;
      }
    }
    if (tool.partial) {
      reasons.push("schema_partial");
      detail.schema = tool.partial;
    }
    if (reasons.length === 0) {
      if (always) return decide("confirm", ["confirm_always"]);
      const lifted = ctx.notes.find((n) => n.lifts.includes("write"));
      if (lifted) return pass({ allowed_by: lifted.detail?.rule });
      reasons.push("write");
    }
    return decide("confirm", reasons, detail);
  },
});
