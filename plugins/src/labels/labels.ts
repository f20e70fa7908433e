// Admission: labels. Not active yet: present and documented, it passes every call; outside
// content is stopped by the outside content check.
import { defineCheck, pass } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "labels",
    title: "Labels",
    simply: "Not active yet: every call passes. Outside content is stopped by the outside content check.",
    catches: "Nothing yet.",
    cannotCatch: "Anything: it lets every call through today.",
    stops: "never (not active yet)",
    reads: ["labels"],
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
