// Admission: the plan's tool tier. Not active yet: present and documented, it passes every call.
import { defineCheck, pass } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "tier",
    title: "Plan's tool tier",
    simply: "Not active yet: every call passes.",
    catches: "Nothing yet.",
    cannotCatch: "Anything: it lets every call through today.",
    stops: "never (not active yet)",
    reads: ["tier"],
    switchable: true,
    active: false,
    reasons: [],
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [],
    },
  },
  run() {
    return pass();
  },
});
