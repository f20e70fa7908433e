// Tool check step 8: a write carrying a mark less trusted than the tool requires, or a call of
// any kind whose destination the model made up or took from outside free text. Refused where the
// tenant's taint_policy is `refuse`; otherwise noted, and step 10 asks the person.
import { defineCheck, note, pass, refuse } from "@toolgate/core";

export interface OutsideContentSettings {
  taint_policy?: "refuse" | "confirm";
}

export default defineCheck<OutsideContentSettings>({
  meta: {
    id: "outside_content",
    title: "Outside content",
    simply: "A call proposed after reading outside content (a web page, an email) is stopped where you forbid it.",
    catches: "A write a web page or an email talked the model into.",
    cannotCatch: "Outside content that reached the model without a label.",
    stops: "refused, or asked where your setting asks",
    reads: ["labels"],
    switchable: true,
    reasons: ["tainted_call"],
    provides: { notes: ["tainted_call"] },
    settings: {
      type: "object",
      properties: {
        taint_policy: { enum: ["refuse", "confirm"], description: "refuse or confirm (the default, unless the licence's tenant settings say otherwise)" },
      },
    },
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 }, labels: ["web"] }],
    },
  },
  run(ctx) {
    const taint = ctx.taint;
    if (taint.length === 0) return pass();
    const sources = [...new Set(taint.map((m) => m.source))];
    // Where each marked value came from, for the question: the argument, the tool, the step and the field.
    const from = taint.filter((m) => m.step !== undefined || m.source === "model").map((m) => ({ argument: m.on, tool: m.source, ...(m.step !== undefined ? { step: m.step } : {}), ...(m.field !== undefined ? { field: m.field } : {}) }));
    const detail = from.length ? { sources, from } : { sources };
    const policy = ctx.settings.taint_policy ?? ctx.tenant.taint_policy;
    return policy === "refuse" ? refuse("tainted_call", detail) : note(["tainted_call"], detail);
  },
});
