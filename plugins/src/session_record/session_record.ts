// Tool check step 2: the session's history verifies, entry by entry, by the signature the
// newest entry carries over every entry before it. Verification itself happens once, in core.
import { defineCheck, pass, refuse } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "session_record",
    title: "Session record",
    simply: "The record of the calls already made must be intact; if anyone altered it, nothing more runs.",
    catches: "A history edited, reordered or replayed from another session.",
    cannotCatch: "A call that ran outside the guardrail and was never recorded.",
    stops: "refused",
    reads: ["session"],
    switchable: false,
    reasons: ["history_invalid"],
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [{ tool: "get_order", arguments: { order_id: "A1" }, tampered: true }],
    },
  },
  run(ctx) {
    return ctx.history.valid ? pass() : refuse("history_invalid", { problem: ctx.history.problem });
  },
});
