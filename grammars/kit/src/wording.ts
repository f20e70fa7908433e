// Language-neutral helpers for wording the guardrail's questions. A grammar gives its few words
// (the `and` of a list, what "nothing" is called, ...) and words each question itself; the way
// values are quoted, lists joined and arguments named is the same in every language.
import type { Question } from "./port.js";

/** The words a grammar's question helpers need, in that grammar's language. */
export interface WordingWords {
  /** Joins the last two items of a list: `and`, `e`. */
  and: string;
  /** Stands for a missing value: `nothing`, `nada`. */
  nothing: string;
  /** Stands for an unnamed argument: `a value`, `um valor`. */
  aValue: string;
  /** Stands for an unnamed tool: `this tool`, `esta ferramenta`. */
  thisTool: string;
  /** Says a call has no arguments: `no arguments`, `sem argumentos`. */
  noArguments: string;
}

/** What a grammar's wordings are built from; every value is shown in backticks. */
export interface WordingHelpers {
  /** A value in backticks; a missing one as the word for nothing. */
  show(value: unknown): string;
  /** `a`, `a and b`, `a, b and c`. */
  list(items: string[]): string;
  /** A list of strings, or of objects described by their text, value or name. */
  strings(value: unknown): string[];
  /** `order_id \`4411\`, amount \`40\`` from an arguments object; names alone from a list. */
  argumentsWithValues(value: unknown): string;
  /** The call's arguments with their values (the engine's `arguments_given`), else the names asked about. */
  given(params: Record<string, unknown>): unknown;
  /** The tool in backticks, or the words for an unnamed tool. */
  toolName(params: Record<string, unknown>): string;
  /** The argument names a question is about, in backticks, as a list. */
  names(value: unknown): string;
}

export type Wording = (params: Record<string, unknown>) => string;

function describe(value: unknown): string {
  if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    for (const key of ["text", "value", "name", "tool", "source"]) if (typeof o[key] === "string") return o[key] as string;
  }
  return String(value);
}

/** The argument names a question is about: a list of names, or the keys of an arguments object. */
function argumentNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v : describe(v)));
  if (value && typeof value === "object") return Object.keys(value);
  if (typeof value === "string") return [value];
  return [];
}

/** The helpers a grammar words its questions with, given its words. */
export function wordingHelpers(words: WordingWords): WordingHelpers {
  function show(value: unknown): string {
    if (value === undefined || value === null) return words.nothing;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return `\`${String(value)}\``;
    try {
      return `\`${JSON.stringify(value)}\``;
    } catch {
      return "`?`";
    }
  }
  function list(items: string[]): string {
    if (items.length === 0) return "";
    if (items.length === 1) return items[0]!;
    return `${items.slice(0, -1).join(", ")} ${words.and} ${items[items.length - 1]}`;
  }
  function strings(value: unknown): string[] {
    if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v : describe(v)));
    if (typeof value === "string") return [value];
    return [];
  }
  function argumentsWithValues(value: unknown): string {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0) return words.noArguments;
      return list(entries.map(([k, v]) => `${k} ${show(v)}`));
    }
    const n = argumentNames(value);
    return n.length === 0 ? words.noArguments : list(n.map((x) => `\`${x}\``));
  }
  function given(params: Record<string, unknown>): unknown {
    return params.arguments_given ?? params.arguments;
  }
  function toolName(params: Record<string, unknown>): string {
    return typeof params.tool === "string" && params.tool !== "" ? `\`${params.tool}\`` : words.thisTool;
  }
  function names(value: unknown): string {
    const n = argumentNames(value);
    return n.length === 0 ? words.aValue : list(n.map((x) => `\`${x}\``));
  }
  return { show, list, strings, argumentsWithValues, given, toolName, names };
}

/** Words a question with the wording of its code; an unknown code gets `fallback`'s plain question. */
export function wordQuestion(question: Question, wordings: Record<string, Wording>, fallback: (params: Record<string, unknown>, code: string) => string): string {
  const params = question && typeof question.params === "object" && question.params !== null ? question.params : {};
  const code = question && typeof question.code === "string" ? question.code : "";
  const wording = wordings[code];
  if (wording) return wording(params);
  return fallback(params, code);
}
