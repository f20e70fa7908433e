// Admission: the plan's tool tier. Not active yet: present and documented, it passes every call.
import { defineInactiveCheck } from "@toolgate/core";

export default defineInactiveCheck({
  id: "tier",
  title: "Plan's tool tier",
  simply: "Not active yet: every call passes.",
  reads: ["tier"],
  allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
});
