// The built-in checks, handed to the engine as one ContainerModule; their order is
// manifest.yaml's (read ahead into manifest-order.ts), never this list's.
import { fileURLToPath } from "node:url";
import { checksModule, type Check, type ToolgatePlugin } from "@toolgate/core";
import { builtinManifest } from "./manifest-order.js";
import toolKinds from "./tool_kinds/tool_kinds.js";
import withdrawn from "./withdrawn/withdrawn.js";
import address from "./address/address.js";
import planStep from "./plan_step/plan_step.js";
import tier from "./tier/tier.js";
import labels from "./labels/labels.js";
import paymentLimit from "./payment_limit/payment_limit.js";
import role from "./role/role.js";
import credential from "./credential/credential.js";
import ownership from "./ownership/ownership.js";
import allowedTools from "./allowed_tools/allowed_tools.js";
import sessionRecord from "./session_record/session_record.js";
import argumentsCheck from "./arguments/arguments.js";
import destinations from "./destinations/destinations.js";
import order from "./order/order.js";
import undo from "./undo/undo.js";
import yourRules from "./your_rules/your_rules.js";
import outsideContent from "./outside_content/outside_content.js";
import confirmation from "./confirmation/confirmation.js";
import anyOtherWrite from "./any_other_write/any_other_write.js";
import grounded from "./grounded/grounded.js";
import s1Veto from "./s1_veto/s1_veto.js";
import s2Veto from "./s2_veto/s2_veto.js";
import confirmRead from "./confirm_read/confirm_read.js";

export const builtinChecks: readonly Check[] = [
  toolKinds,
  withdrawn,
  address,
  planStep,
  tier,
  labels,
  paymentLimit,
  allowedTools,
  sessionRecord,
  role,
  argumentsCheck,
  credential,
  ownership,
  destinations,
  order,
  undo,
  yourRules,
  outsideContent,
  confirmation,
  anyOtherWrite,
  grounded,
  s1Veto,
  s2Veto,
  confirmRead,
];

/** plugins/manifest.yaml: the one place the order of the built-in checks is written. */
export const manifestPath = fileURLToPath(new URL("../manifest.yaml", import.meta.url));
/** The catalogue and rulebook the built-in checks' examples run against. */
export const exampleCatalogue = fileURLToPath(new URL("../examples/catalogue.yaml", import.meta.url));
export const exampleRulebook = fileURLToPath(new URL("../examples/rulebook.yaml", import.meta.url));

export const plugin: ToolgatePlugin = {
  name: "@toolgate/plugins",
  module: checksModule(builtinChecks),
  // manifest.yaml's order as data, written ahead (a test holds it to the file): no YAML is read to create a client.
  manifest: builtinManifest,
};
