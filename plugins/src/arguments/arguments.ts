// Tool check step 3: the arguments against the tool's schema, compiled once per tool. An
// argument the schema does not declare is refused, so no later rule meets a value it cannot see.
import { defineCheck, pass, refuse } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "arguments",
    title: "Arguments",
    simply: "Each call's values must fit the tool's own description (types, required fields, allowed values).",
    catches: "A missing required value, a wrong type, a value outside the allowed list.",
    cannotCatch: "A value of the right type that is still the wrong one.",
    stops: "refused",
    reads: ["catalogue"],
    switchable: true,
    reasons: ["argument_schema"],
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [{ tool: "get_order", arguments: {} }],
    },
  },
  run(ctx) {
    const tool = ctx.tool;
    if (!tool || tool.validate(ctx.call.arguments)) return pass();
    const e = tool.validate.errors![0]!;
    const params = e.params as Record<string, unknown>;
    const pointer =
      e.keyword === "additionalProperties"
        ? `${e.instancePath}/${String(params.additionalProperty)}`
        : e.keyword === "required"
          ? `${e.instancePath}/${String(params.missingProperty)}`
          : e.instancePath || "/";
    return refuse("argument_schema", { pointer, rule: e.keyword, message: e.message });
  },
});
