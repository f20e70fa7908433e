// Infers a tool's kind from its name, description and argument names, in English. Conservative:
// a tool is a read only when its words say it reads and nothing says it writes, runs or sends.
import { IDENTIFIER_WORDS } from "./identifier-words.js";
import { ToolKindReader, type Kind, type ToolDescription, type ToolKindReading } from "@toolgate/grammar-kit";
import { englishToolWords } from "./tool-words.js";

// Made when a tool is first classified, not at import: reading a turn never needs it, and
// building it was 7% of the grammar's import, making its words (`englishToolWords`) 6% more.
let reader: ToolKindReader | undefined;

/** The tool's kind, or undefined when its words do not settle it (the engine then counts a write). */
export function classifyTool(tool: ToolDescription): Kind | undefined {
  return explainToolKind(tool).kind;
}

/** The kind with the words that decided it, for `client.kinds()` and for debugging a lexicon. */
export function explainToolKind(tool: ToolDescription): ToolKindReading {
  reader ??= new ToolKindReader([IDENTIFIER_WORDS, englishToolWords()]);
  return reader.read(tool);
}
