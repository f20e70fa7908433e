// The English words a tool's description adds to the words of its name: verb forms ("creates",
// "sending"), phrases ("does not modify", "if it does not exist"), negations and clause starts.
import { IDENTIFIER_WORDS } from "./identifier-words.js";
import { type ToolLexicon, type ToolWord } from "@toolgate/grammar-kit";

/** "creates" and "creating" from "create": the two forms a description uses besides the base. */
export function verbForms(base: string): { s: string; ing: string } {
  const s = /(s|sh|ch|x|z|o)$/.test(base) ? `${base}es` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`;
  let ing: string;
  if (/ie$/.test(base)) ing = `${base.slice(0, -2)}ying`;
  else if (/[^e]e$/.test(base)) ing = `${base.slice(0, -1)}ing`;
  // "run" → "running", "stop" → "stopping": one short syllable ending consonant-vowel-consonant.
  else if (base.length <= 4 && /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) ing = `${base}${base.at(-1)}ing`;
  else ing = `${base}ing`;
  return { s, ing };
}

/** The identifier verbs in the forms descriptions use them in; names keep their plural nouns. */
function inflected(): ToolWord[] {
  return (IDENTIFIER_WORDS.words ?? [])
    .filter((e) => ["read", "write", "make", "execute", "send"].includes(e.signal))
    .flatMap((e) => [
      { ...e, words: e.words.map((w) => verbForms(w).s), where: "description" as const, reason: `${e.reason} (a form of the verb)` },
      { ...e, words: e.words.map((w) => verbForms(w).ing), where: "description" as const, gerund: true, reason: `${e.reason} (a form of the verb)` },
    ]);
}

/**
 * The English tool words, made by the one caller that needs them (the tool-kind reader, built when
 * a tool is first classified), not at import: reading a turn never needs them.
 */
export const englishToolWords = (): ToolLexicon => ({
  words: inflected(),
  phrases: [
    { pattern: "(does|do|will) not (change|modify|alter|write|mutate|update|create|delete)( anything)?|without (changing|modifying|altering|writing|side effects)|no side effects|changes nothing|never modifies|safe to call|idempotent read", signal: "readonly", reason: "says the tool changes nothing" },
    { pattern: "select (query|queries|statement|statements)|only select", signal: "readonly", reason: "a SELECT reads" },
    { pattern: "if (it|one|they) (does|do) not (already )?exist|when (it is|they are) (missing|absent)|creating (it|them) if", signal: "make", reason: "makes the thing when it is missing" },
    { pattern: "(sends|send|sending) (an |a |the )?(email|message|notification|sms|text)|(posts|post|posting) (it |a message |a reply )?to|(emails|emailing) (it|the|a)|(shares|sharing) (it )?with", signal: "send", reason: "delivers something to a person or place" },
    { pattern: "(makes|make|making) (an )?(http )?post request|(uploads|upload) (it |the file |a file )?to", signal: "send", reason: "delivers data to an address" },
    { pattern: "(saves|save|stores|store|writes|write) (it|them|the result|the results|the output|to disk|to a file)", signal: "write", reason: "keeps what it made" },
    { pattern: "(can|may|could) (also )?(modify|write|change|update|delete|insert|drop)", signal: "write", reason: "says it may change something" },
    { pattern: "any (sql|query|statement|command)|arbitrary (sql|code|command|commands|query|queries|javascript|python)", signal: "execute", reason: "runs anything it is given" },
    { pattern: "sql", signal: "execute", where: "description", reason: "SQL may change data as well as read it" },
    { pattern: "soql|sparql|promql|logql|jql|jira query language|search syntax|search query|query syntax", signal: "readonly", reason: "a query language that only reads" },
    { pattern: "(performs?|performing|runs?|running|executes?|executing|does|do|doing) (a |an |the )?([a-z]+ )?(search|searches|lookup|lookups)", signal: "read", reason: "a search, whatever verb carries it" },
    { pattern: "(makes?|making|sends?|sending|issues?|issuing) (a |an )?(http |https )?get requests?|get requests?", signal: "read", reason: "an HTTP GET fetches" },
  ],
  negations: ["not", "never", "without", "no", "nor", "doesnt", "dont", "cannot", "wont", "isnt", "neither"],
  clauseStarts: ["then", "to", "also", "will", "can", "may", "might", "please", "that", "which", "who", "it", "tool", "first", "finally"],
  joins: ["and", "or"],
  objectStarts: ["the", "a", "an", "it", "them", "him", "her", "this", "these", "those", "its", "their", "your", "our", "my", "every", "each", "all"],
  gerundStarts: ["for", "by", "when", "while", "after", "before", "of", "in", "then", "and", "or"],
});
