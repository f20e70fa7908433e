// Admission: a payment limit. Not active yet: present and documented, it passes every call;
// spending limits are set in your rules.
import { defineCheck, pass } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "payment_limit",
    title: "Payment limit",
    simply: "Not active yet: every call passes. Spending limits are set in your rules.",
    catches: "Nothing yet.",
    cannotCatch: "Anything: it lets every call through today.",
    stops: "never (not active yet)",
    reads: ["amount"],
    switchable: true,
    active: false,
    reasons: [],
    examples: {
      allowed: [{ tool: "pay", arguments: { amount: 5 } }],
      stopped: [],
    },
  },
  run() {
    return pass();
  },
});
