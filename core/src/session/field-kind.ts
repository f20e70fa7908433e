// A reported result's field read as free text someone outside wrote or as structured data: what
// the catalogue declares, else what the field's name and value say. A check reads it for a call's
// arguments (facts.ts) without loading the readers of results (origins.ts).
import type { CompiledTool, ResultFieldKind } from "../catalogue/catalogue.js";

/** Result field names that hold free text someone outside wrote. */
const TEXT_FIELD = /(?:^|[._])(?:body|text|content|contents|snippet|description|message|messages|notes?|comments?|reviews?|summary|reference|memo|bio|html|markdown|page|excerpt|caption|details|preview|transcript|instructions|remarks|purpose|topic|agenda|post|reply|answer|about)$/i;
/** A string of this many words or more is free text wherever it sits. */
const TEXT_WORDS = 8;

/**
 * A field that names a party (`guest_name`, `recipient_name`), not a source the person names (a
 * file's, a channel's): a name is words without digits, so a value there that holds a digit among
 * several words (`Anja Vogel + 1 child (3 guests)`) carries a note someone wrote beside the name.
 */
const PARTY_NAME_FIELD = /(?:^|[._])(?!(?:file|channel)_name$)[a-z]+_name$/i;
/** The fewest words of a name field's value read as a note carried beside a name. */
const CARRIED_WORDS = 3;
/** The longest name field's value read for a carried note (longer is free text by its words). */
const MAX_CARRIED = 256;

/** Whether a party's name field holds more than a name: several words, a digit among them. */
function carriesNote(name: string, value: string): boolean {
  return value.length <= MAX_CARRIED && PARTY_NAME_FIELD.test(name) && /\d/.test(value) && value.trim().split(/\s+/).length >= CARRIED_WORDS;
}

/** A result field's kind: as the catalogue declares it, else by its name, else by its value. */
export function fieldKind(tool: CompiledTool | undefined, path: string, value: unknown): ResultFieldKind {
  const declared = tool?.spec.result_fields;
  if (declared && Object.hasOwn(declared, path)) return declared[path]!;
  if (typeof value !== "string") return "structured";
  const name = path.split(".").pop() ?? path;
  if (TEXT_FIELD.test(name) || carriesNote(name, value)) return "text";
  return value.trim().split(/\s+/).length >= TEXT_WORDS ? "text" : "structured";
}
