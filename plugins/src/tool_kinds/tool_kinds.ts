// Stage 1: every tool is known to read, write or send. The kind is decided once, when the
// client is created (core/src/check/kinds.ts); this check reports it and stops nothing itself.
import { defineCheck, note, pass } from "@toolgate/core";

export interface ToolKindsSettings {
  infer: boolean;
  file?: string;
}

export default defineCheck<ToolKindsSettings>({
  meta: {
    id: "tool_kinds",
    title: "Tool kinds",
    simply:
      "Each tool is known to read, change something or send something out: from your file, the tool's own marks, or its name, description and arguments. A tool nobody marked counts as one that changes something.",
    catches: "A write or a sending tool treated as a read because nobody marked it.",
    cannotCatch: "A tool whose name and description hide what it does may be classed wrongly: mark it in the tool kinds file.",
    stops: "asked (a tool not known to read is a write)",
    reads: ["catalogue", "tool_kinds.yaml"],
    switchable: true,
    reasons: ["write"],
    provides: { kinds: true },
    settings: {
      type: "object",
      properties: {
        infer: { type: "boolean", default: true, description: "true: infer the kind of tools nobody marked; false: every unmarked tool is a write" },
        file: { type: "string", description: "the tool kinds file, which always wins" },
      },
    },
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [{ tool: "orders", arguments: { order_id: "A1" } }],
    },
  },
  create: (settings) => ({ kinds: { file: settings.file, infer: settings.infer !== false } }),
  run(ctx) {
    if (!ctx.tool) return pass();
    // A tool nobody marked that is not known to read: this check is why it is asked about as a write.
    if (ctx.kindSource === "default") return note(["write"], { kind: "write", kind_source: "nobody marked it" });
    if (ctx.kindSource === "inferred" && ctx.kind !== "read") return note(["write"], { kind: ctx.kind, kind_source: "inferred from its name, description and arguments" });
    return pass({ kind: ctx.kind, kind_source: ctx.kindSource });
  },
});
