// The English wording of the questions the guardrail puts to a person. One or two short
// sentences each, values in backticks, so that several can be joined into one message.
import { wordingHelpers, wordQuestion, type Question, type Wording, wordTable } from "@toolgate/grammar-kit";

/** The sentence irreversible_pivot must end with, word for word. */
export const IRREVERSIBLE_ENDING = "Nothing undoes this step, and the steps after it cannot undo it.";

const { show, list, strings, argumentsWithValues, given, toolName, names } = wordingHelpers({
  and: "and",
  nothing: "nothing",
  aValue: "a value",
  thisTool: "this tool",
  noArguments: "no arguments",
});

/** `a`, `a and b`, `a, b and c`. */
export { list };

export const WORDINGS: Record<string, Wording> = wordTable({
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
  s1_veto: (p) => p.unread === true ? `I could not read ${p.part === true ? "part of " : ""}this turn, and ${toolName(p)} sends something out. Run it anyway?` : `You asked to send something out, but ${toolName(p)} sends nothing. Run it anyway?`,
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
});

/** Words a question in English; an unknown code gets a plain question naming it. */
export function word(question: Question): string {
  return wordQuestion(question, WORDINGS, (params, code) =>
    `Run ${toolName(params)} with ${argumentsWithValues(given(params))}? The guardrail asks because of \`${code || "unknown"}\`.`);
}
