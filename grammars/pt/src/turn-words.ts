// The Portuguese words the engine compares a person's turns with, one set per concept of the port
// (grammars/kit port `TurnWordSet`), as data: each group of words with the reason it is there (in
// Portuguese, as the lexicon's). Words are lower case and whole, accents kept, as the engine keeps
// a turn's words: `mês` and `mes` are two words there.
import type { TurnWordSet } from "@toolgate/grammar-kit";
import { turnWordSets, type TurnWordGroup } from "@toolgate/grammar-kit";

const GROUPS: Readonly<Record<TurnWordSet, readonly TurnWordGroup[]>> = {
  repeat: [
    { words: ["diário", "diária", "semanal", "semanalmente", "quinzenal", "mensal", "mensais", "mensalmente", "trimestral", "trimestralmente", "anual", "anuais", "anualmente"], reason: "um período dito numa palavra: `paga mensalmente`" },
    { words: ["cada", "todos", "todas"], reason: "uma palavra para cada vez: `todos os meses`, `a cada três meses`" },
    { words: ["semana", "semanas", "mês", "meses", "trimestre", "ano", "anos"], reason: "a unidade de um período: `40 euros por mês`" },
    { words: ["recorrente", "recorrentes", "periódica", "periódico", "permanente"], reason: "uma coisa que volta: `transferência periódica`, `ordem permanente`" },
    { words: ["assinatura", "débito"], reason: "o nome de um pagamento que se repete: `assinatura`, `débito direto`" },
  ],
  time_change: [
    { words: ["mudou", "mudaram", "adiada", "adiado", "remarcada", "remarcado"], reason: "uma hora mudada: `a consulta foi remarcada`" },
    { words: ["alterada", "alterado"], reason: "uma hora posta de novo: `o horário alterado`" },
    {
      words: ["nova hora", "novas horas", "novo horário", "novos horários", "nova data", "novas datas", "novo dia", "novos dias", "nova marcação", "novo turno", "novos turnos", "nova escala", "novo plano"],
      reason: "`nova` ou `novo` antes de uma hora ou de um plano (`a nova hora`, `o novo horário`): sozinho nomeia uma coisa nova (`o novo router`), não uma hora mudada",
    },
  ],
  place: [
    { words: ["lugar", "lugares", "local", "locais", "sítio", "morada", "moradas", "endereço", "endereços", "sala", "salas"], reason: "onde uma coisa é: `no local que ela sugere`, `com a morada dele`, `na sala 5`" },
  ],
  name_filler: [
    { words: ["sobre", "para", "como", "esta", "este", "isto", "pelo", "pela"], reason: "palavras de ligação e de apontar com que se escreve um assunto: `sobre a sua fatura`" },
  ],
  people: [
    { words: ["pessoa", "pessoas"], reason: "pessoas contadas como tal: `mesa para 6 pessoas`" },
    { words: ["hóspede", "hóspedes", "passageiro", "passageiros", "viajante", "viajantes", "convidado", "convidados"], reason: "pessoas contadas pelo que são numa reserva: `2 hóspedes`, `3 passageiros`" },
  ],
  switch_off: [
    { words: ["não", "nao", "nunca", "sem", "falso"], reason: "uma recusa: `não privado`, `sem responder a todos`" },
    { words: ["desliga", "desligar", "desligue", "tira", "tirar", "tire", "retira", "retirar", "remove", "remover", "cancela", "cancelar", "levanta", "levantar"], reason: "um interruptor desfeito: `desliga o responder a todos`, `levanta o bloqueio`" },
  ],
  choice_private: [{ words: ["privado", "privada", "privados", "privadas"], reason: "uma coisa só dos seus membros: `um canal privado`" }],
  // `publica` e `publico` sem acento são também o verbo (`publica lá o resumo`): só as formas com acento.
  choice_public: [{ words: ["público", "pública", "públicos", "públicas"], reason: "uma coisa que todos veem: `torna-o público`" }],
  choice_view: [{ words: ["leitura", "visualização", "visualizar"], reason: "uma partilha que só deixa ler: `só para leitura`, `acesso de visualização`" }],
  choice_comment: [{ words: ["comentar", "comentador", "comentadores"], reason: "uma partilha que deixa comentar: `para ela poder comentar`" }],
  choice_edit: [{ words: ["edição", "editar", "editor", "editável"], reason: "uma partilha que deixa mudar o ficheiro: `com permissão de edição`" }],
};

/** The words of one of the port's sets (Grammar `turnWords`). */
export const turnWords = turnWordSets(GROUPS);
