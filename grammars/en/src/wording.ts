// The English wording of the questions the guardrail puts to a person. One or two short
// sentences each, values in backticks, so that several can be joined into one message.
import type { Question } from "@toolgate/core";

/** The sentence irreversible_pivot must end with, word for word. */
export const IRREVERSIBLE_ENDING = "Nothing undoes this step, and the steps after it cannot undo it.";

function show(value: unknown): string {
  if (value === undefined || value === null) return "nothing";
  if (typeof value === "string") return `\`${value}\``;
  if (typeof value === "number" || typeof value === "boolean") return `\`${String(value)}\``;
  try {
    return `\`${JSON.stringify(value)}\``;
  } catch {
    return "`?`";
  }
}

/** `a`, `a and b`, `a, b and c`. */
export function list(items: string[]): string {
  if (items.length === 0) return "";
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v : describe(v)));
  if (typeof value === "string") return [value];
  return [];
}

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

/** `order_id \`4411\`, amount \`40\`` from an arguments object; names alone from a list. */
function argumentsWithValues(value: unknown): string {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "no arguments";
    return list(entries.map(([k, v]) => `${k} ${show(v)}`));
  }
  const names = argumentNames(value);
  return names.length === 0 ? "no arguments" : list(names.map((n) => `\`${n}\``));
}

/** The call's arguments with their values (the engine's `arguments_given`), else the names asked about. */
function given(params: Record<string, unknown>): unknown {
  return params.arguments_given ?? params.arguments;
}

function toolName(params: Record<string, unknown>): string {
  return typeof params.tool === "string" && params.tool !== "" ? `\`${params.tool}\`` : "this tool";
}

function names(value: unknown): string {
  const n = argumentNames(value);
  return n.length === 0 ? "a value" : list(n.map((x) => `\`${x}\``));
}

type Wording = (params: Record<string, unknown>) => string;

export const WORDINGS: Record<string, Wording> = {
  argument_origin: (p) => `The model chose ${names(p.arguments)} for ${toolName(p)} on its own. Is that what you want?`,
  tainted_call: (p) => {
    const sources = strings(p.sources);
    const from = sources.length > 0 ? list(sources.map((s) => `\`${s}\``)) : "outside content";
    return `This call to ${toolName(p)} was proposed after reading ${from}. Run it anyway?`;
  },
  irreversible_pivot: (p) => `Run ${toolName(p)} with ${argumentsWithValues(given(p))}? ${IRREVERSIBLE_ENDING}`,
  schema_partial: (p) => `The description of ${toolName(p)} does not say what ${names(p.arguments)} may hold. Run it anyway?`,
  write: (p) => `Run ${toolName(p)} with ${argumentsWithValues(given(p))}?`,
  gate_clarify: (p) => (typeof p.question === "string" && p.question !== "" ? p.question : `Your rules ask before ${toolName(p)} runs. Run it?`),
  ungrounded: (p) => `Nobody said the value of ${names(p.arguments)}, and no tool returned it. Is it right?`,
  s1_veto: (p) => `You asked to send something out, but ${toolName(p)} sends nothing. Run it anyway?`,
  s2_veto: (p) => {
    const places = strings(p.destinations);
    const where = places.length > 0 ? list(places.map((d) => `\`${d}\``)) : "a place";
    return `You named ${where} to send to, but this call to ${toolName(p)} does not send there. Run it anyway?`;
  },
  confirm_read: (p) => {
    const read = Array.isArray(p.read) ? (p.read as Array<Record<string, unknown>>) : [];
    if (read.length === 0) return `The call to ${toolName(p)} differs from what you said. Run it as it is?`;
    const parts = read.map((r) => {
      const arg = `\`${String(r.argument ?? "?")}\``;
      return r.call === undefined || r.call === null
        ? `you said ${show(r.said)} for ${arg}, the call has none`
        : `you said ${show(r.said)} for ${arg}, the call has ${show(r.call)}`;
    });
    const sentence = parts.join("; ");
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. Run ${toolName(p)} as it is?`;
  },
  confirm_always: (p) => `${toolName(p).replace(/^t/, "T")} always asks for your yes. Run it with ${argumentsWithValues(given(p))}?`,
};

/** Words a question in English; an unknown code gets a plain question naming it. */
export function word(question: Question): string {
  const params = question && typeof question.params === "object" && question.params !== null ? question.params : {};
  const code = question && typeof question.code === "string" ? question.code : "";
  const wording = WORDINGS[code];
  if (wording) return wording(params);
  return `Run ${toolName(params)} with ${argumentsWithValues(given(params))}? The guardrail asks because of \`${code || "unknown"}\`.`;
}
