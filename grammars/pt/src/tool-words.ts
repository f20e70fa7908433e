// The Portuguese words a tool's name and description may use: verbs in the forms names and
// descriptions take (`enviar_email`, "Envia um e-mail", "Envie", "enviando"), nouns, phrases,
// negations. Keys are written without accents: the reader matches without them.
import type { ToolLexicon, ToolSignal, ToolWord } from "@toolgate/grammar-kit";

/** A verb by its infinitive; `forms` adds irregular forms the rules below do not make. */
interface Verb {
  infinitive: string;
  forms?: string[];
}

/**
 * The forms a description uses besides the infinitive: third person (`envia`), the polite
 * imperative (`envie`), the plural (`enviam`) and the gerund (`enviando`). Regular -ar, -er and
 * -ir verbs, with the spelling changes of -car (`publique`), -gar (`apague`) and -cer/-çar.
 */
export function portugueseForms(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  const ending = infinitive.slice(-2);
  if (ending === "ar") {
    const subjunctive = stem.endsWith("c") ? `${stem.slice(0, -1)}que` : stem.endsWith("g") ? `${stem}ue` : `${stem}e`;
    return [`${stem}a`, `${stem}am`, subjunctive, `${subjunctive}m`, `${stem}ando`];
  }
  if (ending === "er") return [`${stem}e`, `${stem}em`, `${stem}a`, `${stem}am`, `${stem}endo`];
  if (ending === "ir") return [`${stem}e`, `${stem}em`, `${stem}a`, `${stem}am`, `${stem}indo`];
  return [];
}

/** The infinitive counts in names and descriptions; the other forms only in descriptions. */
function verbs(signal: ToolSignal, list: Verb[], reason: string): ToolWord[] {
  return [
    { words: list.map((v) => v.infinitive), signal, reason },
    { words: list.flatMap((v) => [...portugueseForms(v.infinitive), ...(v.forms ?? [])]), signal, where: "description", reason: `${reason} (uma forma do verbo)` },
  ];
}

const v = (...infinitives: string[]): Verb[] => infinitives.map((infinitive) => ({ infinitive }));

export const PORTUGUESE_TOOL_WORDS: ToolLexicon = {
  words: [
    ...verbs("read", [...v("obter", "consultar", "listar", "buscar", "procurar", "pesquisar", "mostrar", "exibir", "visualizar", "verificar", "checar", "conferir", "calcular", "contar", "validar", "simular", "traduzir", "resumir", "analisar", "comparar", "localizar", "encontrar", "rastrear", "acompanhar"), { infinitive: "ler", forms: ["le", "leia", "lendo"] }, { infinitive: "ver", forms: ["ve", "veja", "vendo"] }], "um verbo que só olha, sem mudar nada"),
    ...verbs("make", v("criar", "adicionar", "inserir", "cadastrar", "registrar", "registar", "gerar", "incluir", "agendar", "reservar", "solicitar", "emitir"), "um verbo que cria algo novo"),
    { words: ["novo", "nova"], signal: "make", alsoNoun: true, reason: "cria algo novo, quando nada mais no nome é verbo" },
    ...verbs("write", v("atualizar", "alterar", "editar", "modificar", "mudar", "salvar", "gravar", "guardar", "armazenar", "escrever", "definir", "configurar", "mover", "renomear", "copiar", "sincronizar", "importar", "exportar", "aprovar", "rejeitar", "recusar", "aceitar", "confirmar", "fechar", "encerrar", "cancelar", "pagar", "transferir", "estornar", "reembolsar", "cobrar", "comprar", "vender", "ativar", "desativar", "habilitar", "desabilitar", "bloquear", "desbloquear", "arquivar", "marcar", "desmarcar", "atribuir", "vincular", "desvincular", "redefinir", "restaurar", "reiniciar", "iniciar", "parar", "pausar", "retomar", "instalar", "implantar", "baixar", "processar", "aplicar", "concluir", "finalizar", "liquidar", "quitar", "debitar", "creditar", "depositar", "sacar", "resgatar", "reagendar", "remarcar", "trocar", "devolver", "entregar"), "um verbo que muda algo"),
    ...verbs("write", v("apagar", "excluir", "deletar", "remover", "limpar", "descartar", "destruir", "eliminar"), "um verbo que apaga algo"),
    ...verbs("execute", v("executar", "rodar", "invocar", "chamar", "disparar"), "corre código, um comando ou uma consulta, que pode mudar qualquer coisa"),
    ...verbs("send", [...v("enviar", "mandar", "notificar", "avisar", "publicar", "postar", "compartilhar", "partilhar", "encaminhar", "reencaminhar", "divulgar", "transmitir", "convidar", "alertar", "lembrar", "telefonar", "remeter"), { infinitive: "responder", forms: ["responde", "responda", "respondem", "respondendo"] }], "entrega algo a uma pessoa ou a um lugar de fora"),
    { words: ["mensagem", "mensagens", "notificacao", "notificacoes", "convite", "convites", "aviso", "avisos", "publicacao", "publicacoes", "resposta", "respostas", "carta", "comunicado", "torpedo"], signal: "deliverable", reason: "uma coisa que vai para alguém quando é feita" },
    { words: ["rascunho", "rascunhos", "previa", "modelo", "modelos"], signal: "draft", reason: "uma coisa preparada, não entregue" },
    { words: ["saldo", "extrato", "situacao", "detalhes", "detalhe", "informacoes", "informacao", "historico", "previsao", "clima", "cotacao", "resumo", "consulta", "cep", "dados"], signal: "looks", reason: "nomeia algo que se olha, quando o nome não tem verbo" },
  ],
  phrases: [
    { pattern: "somente leitura|apenas leitura|so leitura|modo (de )?leitura", signal: "readonly", reason: "diz que não muda nada" },
    { pattern: "sem (alterar|modificar|gravar|salvar|mudar|escrever)( nada)?|nao (altera|modifica|grava|muda|escreve) nada", signal: "readonly", reason: "diz que não muda nada" },
    { pattern: "(se|caso) (ainda )?nao (existir|exista)", signal: "make", reason: "cria a coisa quando ela falta" },
    { pattern: "(envia|enviar|envie|manda|mandar|mande|dispara|disparar|dispare) (um |uma |o |a |os |as )?(email|emails|mensagem|mensagens|sms|notificacao|notificacoes|convite)", signal: "send", reason: "entrega algo a uma pessoa" },
    { pattern: "e (salva|grava|guarda|armazena|atualiza)", signal: "write", reason: "guarda o que leu" },
    { pattern: "sql", signal: "execute", where: "description", reason: "SQL pode mudar dados além de os ler" },
  ],
  arguments: [
    { names: ["destinatario", "destinatarios", "email_destino", "telefone_destino", "para_email", "cco"], signal: "send", reason: "um argumento que diz para onde algo vai" },
    { names: ["conteudo", "corpo", "texto_novo"], signal: "write", reason: "um argumento que leva o que vai ser escrito" },
    { prefixes: ["novo_", "nova_", "novos_", "novas_"], signal: "write", reason: "um argumento que leva um valor novo" },
  ],
  negations: ["nao", "sem", "nunca", "nem", "jamais"],
  clauseStarts: ["para", "depois", "entao", "tambem", "que", "ira", "vai", "pode", "deve", "ferramenta"],
  joins: ["e", "ou"],
  gerundStarts: ["e", "ou", "ao", "enquanto", "depois"],
  objectStarts: ["o", "a", "os", "as", "um", "uma", "lhe", "lhes", "este", "esta", "esse", "essa", "seu", "sua", "todos", "todas", "cada"],
};
