// A reported result's field read as free text someone outside wrote or as structured data: what
// the catalogue declares, else what the field's name and value say. A check reads it for a call's
// arguments (facts.ts) without loading the readers of results (origins.ts).
import type { CompiledTool, ResultFieldKind } from "../catalogue/catalogue.js";

/** Result field names that hold free text someone outside wrote. */
const TEXT_FIELD = /(?:^|[._])(?:body|text|content|contents|snippet|description|message|messages|notes?|comments?|reviews?|summary|reference|memo|bio|html|markdown|page|excerpt|caption|details|preview|transcript|instructions|remarks|purpose|topic|agenda|post|reply|answer|about)$/i;
/** A string of this many words or more is free text wherever it sits. */
const TEXT_WORDS = 8;

/** A result field's kind: as the catalogue declares it, else by its name, else by its value. */
export function fieldKind(tool: CompiledTool | undefined, path: string, value: unknown): ResultFieldKind {
  const declared = tool?.spec.result_fields;
  if (declared && Object.hasOwn(declared, path)) return declared[path]!;
  if (typeof value !== "string") return "structured";
  const name = path.split(".").pop() ?? path;
  if (TEXT_FIELD.test(name)) return "text";
  return value.trim().split(/\s+/).length >= TEXT_WORDS ? "text" : "structured";
}
