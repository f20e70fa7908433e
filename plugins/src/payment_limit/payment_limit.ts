// Admission: a payment limit. Not active yet: present and documented, it passes every call;
// spending limits are set in your rules.
import { defineInactiveCheck } from "@toolgate/core";

export default defineInactiveCheck({
  id: "payment_limit",
  title: "Payment limit",
  simply: "Not active yet: every call passes. Spending limits are set in your rules.",
  reads: ["amount"],
  allowed: [{ tool: "pay", arguments: { amount: 5 } }],
});
