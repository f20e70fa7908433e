// Tool check step 7: the tenant's rulebook, compiled once at registration, decides the call.
// A refusing rule refuses, naming itself; an asking rule becomes `gate_clarify` at step 10; an
// allowing rule lifts the bare `write` reason.
import { defineCheck, lift, note, pass, refuse, type RulebookDecision, type Verdict } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "your_rules",
    title: "Your rules",
    simply: 'Your own rule sheet decides, e.g. "refunds over 100 need a manager"; limits per period and spending limits too.',
    catches: "A call your rules forbid, or one over a limit.",
    cannotCatch: "A case your rules do not cover: the bug hunter finds those.",
    stops: "refused or asked, as the rule says",
    reads: ["rules", "arguments", "results", "usage"],
    switchable: true,
    reasons: ["gate_clarify"],
    provides: { notes: ["gate_clarify"], lifts: ["write"], ruleReasons: true },
    examples: {
      allowed: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 } }],
      stopped: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 500 } }],
    },
  },
  // Synchronous when the rulebook answers at once (its rules compiled): no promise to await and
  // no time budget to keep for a check that does not wait on anything.
  run(ctx) {
    const decision = ctx.rulebook();
    return decision instanceof Promise ? decision.then(verdictOf) : verdictOf(decision);
  },
});

function verdictOf(decision: RulebookDecision | undefined): Verdict {
  if (!decision) return pass();
  if (decision.refuse) return refuse(decision.refuse.rule, { rule: decision.refuse.rule, flow: decision.refuse.flow });
  if (decision.asks.length) {
    const first = decision.asks[0]!;
    const questions = decision.asks.map((a) => a.question ?? "");
    return note(["gate_clarify"], { rule: first.rule, flow: first.flow, question: questions.join(" "), questions });
  }
  if (decision.allow) return lift(["write"], { rule: decision.allow.rule, flow: decision.allow.flow });
  return pass();
}
