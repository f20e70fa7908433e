// The Portuguese wording of the questions the guardrail puts to a person: one or two short
// sentences each, values in backticks, so that several can be joined into one message.
import { wordingHelpers, wordQuestion, wordTable, type Question, type Wording } from "@toolgate/grammar-kit";

/** The sentence irreversible_pivot must end with, word for word. */
export const IRREVERSIBLE_ENDING = "Nada desfaz este passo, e os passos seguintes não o podem desfazer.";

const { show, list, strings, argumentsWithValues, given, toolName, names } = wordingHelpers({
  and: "e",
  nothing: "nada",
  aValue: "um valor",
  thisTool: "esta ferramenta",
  noArguments: "sem argumentos",
});

/** `a`, `a e b`, `a, b e c`. */
export { list };

export const WORDINGS: Record<string, Wording> = wordTable({
  argument_origin: (p) => `O modelo escolheu ${names(p.arguments)} para ${toolName(p)} por conta própria. É isso que quer?`,
  tainted_call: (p) => {
    const sources = strings(p.sources);
    const from = sources.length > 0 ? list(sources.map((s) => `\`${s}\``)) : "conteúdo de fora";
    return `Esta chamada a ${toolName(p)} foi proposta depois de ler ${from}. Executar mesmo assim?`;
  },
  irreversible_pivot: (p) => `Executar ${toolName(p)} com ${argumentsWithValues(given(p))}? ${IRREVERSIBLE_ENDING}`,
  schema_partial: (p) => `A descrição de ${toolName(p)} não diz o que ${names(p.arguments)} pode conter. Executar mesmo assim?`,
  write: (p) => `Executar ${toolName(p)} com ${argumentsWithValues(given(p))}?`,
  gate_clarify: (p) => (typeof p.question === "string" && p.question !== "" ? p.question : `As suas regras pedem confirmação antes de ${toolName(p)}. Executar?`),
  ungrounded: (p) => `Ninguém disse o valor de ${names(p.arguments)}, e nenhuma ferramenta o devolveu. Está certo?`,
  s1_veto: (p) => p.unread === true ? `Não consegui ler ${p.part === true ? "parte d" : ""}esta mensagem, e ${toolName(p)} envia algo para fora. Executar mesmo assim?` : `Pediu para enviar algo para fora, mas ${toolName(p)} não envia nada. Executar mesmo assim?`,
  s2_veto: (p) => {
    const places = strings(p.destinations);
    const where = places.length > 0 ? list(places.map((d) => `\`${d}\``)) : "um destino";
    return `Indicou ${where} como destino, mas esta chamada a ${toolName(p)} não envia para lá. Executar mesmo assim?`;
  },
  confirm_read: (p) => {
    const read = Array.isArray(p.read) ? (p.read as Array<Record<string, unknown>>) : [];
    if (read.length === 0) return `A chamada a ${toolName(p)} difere do que disse. Executar como está?`;
    const parts = read.map((r) => {
      const arg = `\`${String(r.argument ?? "?")}\``;
      return r.call === undefined || r.call === null
        ? `disse ${show(r.said)} para ${arg}, a chamada não tem nenhum`
        : `disse ${show(r.said)} para ${arg}, a chamada tem ${show(r.call)}`;
    });
    const sentence = parts.join("; ");
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. Executar ${toolName(p)} como está?`;
  },
  confirm_always: (p) => `${toolName(p).replace(/^e/, "E")} pede sempre o seu sim. Executar com ${argumentsWithValues(given(p))}?`,
});

export function word(question: Question): string {
  return wordQuestion(question, WORDINGS, (params, code) =>
    `Executar ${toolName(params)} com ${argumentsWithValues(given(params))}? A verificação pede confirmação por \`${code || "desconhecido"}\`.`);
}
