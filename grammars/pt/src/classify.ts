// Infers a tool's kind from its name, description and argument names, in Portuguese, falling
// back to the English words tool names are usually made of (`enviar_email` and `send_email`).
import { IDENTIFIER_WORDS } from "@toolgate/grammar-en/identifier-words";
import { ToolKindReader, type Kind, type ToolDescription, type ToolKindReading } from "@toolgate/grammar-kit";
import { PORTUGUESE_TOOL_WORDS } from "./tool-words.js";

const reader = new ToolKindReader([IDENTIFIER_WORDS, PORTUGUESE_TOOL_WORDS]);

/** The tool's kind, or undefined when its words do not settle it (the engine then counts a write). */
export function classifyTool(tool: ToolDescription): Kind | undefined {
  return reader.read(tool).kind;
}

/** The kind with the words that decided it. */
export function explainToolKind(tool: ToolDescription): ToolKindReading {
  return reader.read(tool);
}
