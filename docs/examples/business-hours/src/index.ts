// The business-hours plugin as Toolgate loads it: its checks in a ContainerModule, and where
// they go in the order (right after the tenant's own rules).
import { fileURLToPath } from "node:url";
import { checksModule, type ToolgatePlugin } from "@toolgate/core";
import businessHours from "./business_hours/business_hours.js";

export { default as businessHours, isOpen, localTime, WEEKDAYS, type BusinessHoursSettings, type Weekday } from "./business_hours/business_hours.js";

export const plugin: ToolgatePlugin = {
  name: "@toolgate/example-business-hours",
  module: checksModule([businessHours]),
  entries: [{ id: "business_hours", after: "your_rules" }],
  examples: { catalogue: fileURLToPath(new URL("../examples/catalogue.yaml", import.meta.url)) },
};
