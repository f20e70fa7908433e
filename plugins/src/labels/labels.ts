// Admission: labels. Not active yet: present and documented, it passes every call; outside
// content is stopped by the outside content check.
import { defineInactiveCheck } from "@toolgate/core";

export default defineInactiveCheck({
  id: "labels",
  title: "Labels",
  simply: "Not active yet: every call passes. Outside content is stopped by the outside content check.",
  reads: ["labels"],
  allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
});
