// The act words of Portuguese texts and tool names, for the call mark: Portuguese verbs and nouns,
// each with the English word of a tool's name it means (tool names and benchmarks are written in
// English while a person and a text may not be), keyed as the English grammar keys that word.
import type { ActTerm } from "@toolgate/grammar-kit";
import { ACT_SYNONYMS, actKey, stem } from "@toolgate/grammar-en/act-words";

/** A word: letters only. */
const WORD = /\p{L}+/gu;

/**
 * Portuguese words for the acts and things tool names say, each with the English word of a tool's
 * name it means: verbs by their infinitive (every form of `portugueseVerbForms` is met, so
 * `responda`, `paga-lhe`, `apaga`, `transfira` and `descongela` are read), nouns with their
 * plurals. The words are met whole, never by a stem, so an English word (`page`) never meets a
 * Portuguese one (`pagar`).
 */
export const PORTUGUESE_ACTS: ReadonlyArray<{ readonly words: readonly string[]; readonly act: string; readonly reason: string }> = [
  { words: ["responder"], act: "reply", reason: "responder a uma mensagem é reply" },
  { words: ["enviar", "mandar", "pagar", "transferir", "remeter", "transferencia", "quitar", "liquidar", "saldar"], act: "send", reason: "enviar, mandar, pagar e transferir são o send de `send_money` e `send_email`; quitar, liquidar ou saldar uma fatura é pagá-la" },
  { words: ["apagar", "eliminar", "excluir", "deletar"], act: "delete", reason: "apagar uma mensagem ou um ficheiro é delete" },
  { words: ["remover"], act: "remove", reason: "remover alguém de um canal é remove" },
  { words: ["reservar", "reserva"], act: "book", reason: "reservar um quarto, um voo ou uma mesa é book" },
  { words: ["encomendar", "comprar", "encomenda", "pedido"], act: "order", reason: "comprar um produto é order; o pedido é a order" },
  { words: ["cliente"], act: "customer", reason: "o cliente é o customer de `get_customer` e de `customer_id`" },
  { words: ["cancelar", "anular"], act: "cancel", reason: "cancelar ou anular uma reserva é cancel" },
  { words: ["encaminhar", "reencaminhar"], act: "forward", reason: "reencaminhar uma mensagem é forward" },
  { words: ["partilhar", "compartilhar"], act: "share", reason: "partilhar um ficheiro é share" },
  { words: ["convidar", "convite"], act: "invite", reason: "convidar alguém é invite" },
  { words: ["congelar", "bloquear"], act: "freeze", reason: "congelar ou bloquear um cartão é freeze" },
  { words: ["descongelar", "desbloquear"], act: "unfreeze", reason: "descongelar ou desbloquear um cartão desfaz o freeze" },
  { words: ["alterar", "mudar", "trocar", "redefinir"], act: "change", reason: "alterar uma senha é change" },
  { words: ["publicar", "postar"], act: "post", reason: "publicar uma mensagem num canal é post" },
  { words: ["alugar"], act: "rent", reason: "alugar um carro é rent" },
  { words: ["agendar"], act: "schedule", reason: "agendar uma transferência é schedule" },
  { words: ["lembrar", "lembrete"], act: "reminder", reason: "um lembrete é um reminder" },
  { words: ["senha", "passe"], act: "password", reason: "a senha ou a palavra-passe é a password" },
  { words: ["cartao"], act: "card", reason: "o cartão é o card" },
  { words: ["evento"], act: "event", reason: "um evento do calendário é um event" },
  { words: ["mensagem"], act: "message", reason: "uma mensagem é uma message" },
  { words: ["canal"], act: "channel", reason: "um canal de conversa é um channel" },
  { words: ["ficheiro", "arquivo"], act: "file", reason: "um ficheiro ou arquivo é um file" },
  { words: ["beneficiario", "beneficiaria"], act: "payee", reason: "um beneficiário ou uma beneficiária guardados são um payee" },
  { words: ["sinal", "caucao", "deposito"], act: "deposit", reason: "o sinal ou a caução de uma reserva é um deposit" },
  { words: ["voo"], act: "flight", reason: "um voo é um flight" },
  { words: ["itinerario"], act: "itinerary", reason: "o itinerário de uma viagem é o itinerary de `send_itinerary`" },
  { words: ["carro"], act: "car", reason: "um carro é um car" },
  { words: ["mesa"], act: "table", reason: "a mesa de um restaurante é uma table" },
  { words: ["perfil"], act: "profile", reason: "o perfil é o profile" },
  { words: ["tema", "topico"], act: "topic", reason: "o tema de um canal é o topic" },
  { words: ["automatica", "automatico"], act: "auto", reason: "uma resposta automática é um auto reply" },
  { words: ["filtro"], act: "filter", reason: "um filtro de correio é um filter" },
  { words: ["observacao", "nota"], act: "note", reason: "as observações ou a nota de uma reserva ou de uma encomenda são as notes do campo que as leva" },
  { words: ["comentario"], act: "comment", reason: "o comentário de uma reserva ou de uma encomenda é o comment do campo que o leva" },
];

/**
 * The forms a Portuguese verb takes in a request or an instruction, from its infinitive: the
 * imperative and the present (`paga`, `pague`, `pagam`, `pago`), the past (`pagou`), the gerund and
 * the participle (`pagando`, `pago`), with the spelling of -car (`publique`) and -gar (`pague`), and
 * the -ir verbs whose stem vowel turns (`transfira`). A noun is given its plurals.
 */
export function portugueseVerbForms(word: string): string[] {
  const end = word.slice(-2);
  const root = word.slice(0, -2);
  if (end === "ar") {
    const soft = root.endsWith("c") ? `${root.slice(0, -1)}qu` : root.endsWith("g") ? `${root}u` : root;
    // bloquear: bloqueia, bloqueio (an -ear verb takes an i where the stress falls on its stem).
    const stressed = root.endsWith("e") ? [`${root}ia`, `${root}iam`, `${root}io`] : [];
    // No `-es` form: `pages` is English.
    return [word, `${root}a`, `${root}am`, `${root}as`, `${root}o`, `${root}ou`, `${root}ando`, `${root}ado`, `${root}amos`, `${soft}e`, `${soft}em`, `${soft}ei`, ...stressed];
  }
  if (end === "er") return [word, `${root}e`, `${root}em`, `${root}es`, `${root}a`, `${root}am`, `${root}o`, `${root}eu`, `${root}endo`, `${root}ido`, `${root}emos`];
  if (end === "ir") {
    // transferir: transfira, transfiro (the e of the last syllable of the stem turns i).
    const turned = root.replace(/e([^aeiou]+)$/, "i$1");
    return [word, `${root}e`, `${root}em`, `${root}es`, `${root}iu`, `${root}indo`, `${root}ido`, `${root}imos`, `${turned}a`, `${turned}am`, `${turned}o`];
  }
  return [word, `${word}s`, word.endsWith("m") ? `${word.slice(0, -1)}ns` : `${word}es`, word.endsWith("ao") ? `${word.slice(0, -2)}oes` : `${word}s`];
}

/** A Portuguese word, as written without accents, to the act key of the tool word it means (the first group to give a form keeps it). */
const ACTS = new Map<string, string>();
for (const g of PORTUGUESE_ACTS) for (const w of g.words) for (const f of portugueseVerbForms(w)) if (!ACTS.has(f)) ACTS.set(f, actKey(g.act));

/** Words of a Portuguese tool's name that name no act (`obter_saldo`, `criar_evento`, `enviar_para_contato`). */
const NOT_ACT = new Set(["de", "do", "da", "dos", "das", "para", "ao", "aos", "a", "o", "em", "no", "na", "com", "por", "e", "obter", "criar", "adicionar", "atualizar", "definir", "listar", "ler", "buscar", "procurar", "pesquisar", "novo", "nova", "usuario", "utilizador"]);

/** A word lower case without its accents, as Unicode says: the definition `BARE` is made from. */
function bareByUnicode(word: string): string {
  return word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

/**
 * The last code unit `BARE` holds (Latin-1, Latin Extended-A and B), and each one's bare form,
 * made at load by the definition for the character alone: up to it, a word's bare form is its
 * characters' (a lower case that looks at no neighbour, a decomposition, marks dropped).
 */
const TABLED = 0x24f;
const BARE: readonly string[] = Array.from({ length: TABLED + 1 }, (_, c) => bareByUnicode(String.fromCharCode(c)));

/** A word lower case without its accents (`cartão` is `cartao`), as the words above are kept. */
function bare(word: string): string {
  // A word of ASCII letters has no accent to take off: lower case is all.
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) > 0x7f) return bareAccented(word);
  return word.toLowerCase();
}

/** The bare form of a word with a character past ASCII: from `BARE` where every character is in it. */
function bareAccented(word: string): string {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) > TABLED) return bareByUnicode(word);
  let out = "";
  let run = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c <= 0x7f) continue;
    out += word.slice(run, i).toLowerCase() + BARE[c]!;
    run = i + 1;
  }
  return out + word.slice(run).toLowerCase();
}

/** The act keys of a text's Portuguese act words. */
export function actWords(text: string, into: Set<string>): void {
  if (typeof text !== "string") return;
  // `match` of a global pattern gives the words alone, without a match array for each.
  for (const w of text.match(WORD) ?? []) {
    const act = ACTS.get(bare(w));
    if (act !== undefined) into.add(act);
  }
}

/** What a word of a tool's name says of its act in Portuguese: known for the words above, `null` for joiners and common verbs, else not read. */
export function actTerm(word: string): ActTerm | undefined {
  if (typeof word !== "string") return undefined;
  const w = bare(word);
  if (NOT_ACT.has(w)) return null;
  const act = ACTS.get(w);
  if (act !== undefined) return { act, known: true };
  const meant = /^[a-z]+$/.test(w) ? ENGLISH_MEANT.get(stem(w)) : undefined;
  return meant === undefined ? undefined : { act: meant, known: false };
}

/**
 * Verbs that ask for an act on a record but name no word of a tool's name in the list above, each
 * with the English word of the tool it means: read only at the head of a clause, for the values
 * each act of a turn is given (`reembolsa 25 no 5010 e cancela o 5011`).
 */
const CLAUSE_VERBS: ReadonlyArray<{ readonly words: readonly string[]; readonly act: string; readonly reason: string; readonly forms?: readonly string[]; readonly generic?: true }> = [
  { words: ["reembolsar", "estornar", "devolver", "ressarcir"], act: "refund", reason: "reembolsar, estornar ou devolver um valor é refund" },
  { words: ["anotar", "registar", "registrar"], act: "note", reason: "anotar ou registar num pedido é o note de `save_note` (`devolve 60 no 9125 e anota no 9126`)" },
  { words: ["faturar", "facturar", "emitir"], act: "invoice", reason: "faturar um cliente ou emitir a sua fatura é o invoice de `create_invoice` (`emite fatura de 90 pro C-30 e me lembra dia 14`)" },
  { words: ["cobrar"], act: "invoice", reason: "cobrar um valor a um cliente é pedir-lhe que o pague, o invoice de `create_invoice`, um ato à parte do envio que o turno pede antes (`manda um sms pra Carla … e cobra 120 do pacote no cliente SL-77`)" },
  { words: ["marcar"], act: "schedule", reason: "marcar uma reunião ou uma consulta é agendá-la (`marca a reunião pra dia 12`)" },
  { words: ["avisar", "informar", "notificar", "comunicar", "contactar", "contatar", "ligar", "telefonar"], act: "notify", reason: "avisar ou ligar a alguém de um pedido é um ato à parte do que se faz no outro (`avisa o cliente do 6018 e cancela o 6019`)" },
  { words: ["segurar", "reter", "manter", "aguardar", "esperar", "deixar"], act: "hold", reason: "segurar ou deixar um pedido é não lhe fazer o que se faz ao outro (`segura o 8713 e cancela o 8714`)" },
  { words: ["atualizar", "actualizar"], act: "update", generic: true, reason: "atualizar um cadastro é um ato à parte do envio que se pede a seguir (`atualiza o telefone do C-82 pra … e manda sms pro …`); `update` diz o ato de um nome de ferramenta só pelas suas letras, como em inglês" },
  { words: ["verificar", "conferir", "checar", "consultar", "buscar", "procurar", "pesquisar", "olhar", "puxar"], act: "check", forms: ["ve", "veja", "vejam"], reason: "verificar ou buscar um pedido é um ato à parte do que se faz no outro (`confere o 6020 e cancela o 6021`, `vê o cliente C-84 e fatura 90 pro C-85`); de `ver` só as formas que não são de outro verbo" },
];

/** A verb's forms, as written without accents, to its act key: the verbs above and every verb (an infinitive) of the act list. */
const VERBS = new Map<string, string>();
for (const g of [...PORTUGUESE_ACTS, ...CLAUSE_VERBS] as ReadonlyArray<{ readonly words: readonly string[]; readonly act: string; readonly forms?: readonly string[] }>) {
  for (const w of g.words) if (/(?:ar|er|ir)$/.test(w)) for (const f of portugueseVerbForms(w)) if (!VERBS.has(f)) VERBS.set(f, actKey(g.act));
  for (const f of g.forms ?? []) if (!VERBS.has(f)) VERBS.set(f, actKey(g.act));
}

/**
 * The English words of a tool's name that the Portuguese words above mean, by their stem, to
 * their key: each group's English word (`schedule` of `agendar`, `refund` of `reembolsar`) and the
 * English synonyms of its act (`reserve` of `book`). A Portuguese session meets English tool names
 * (`schedule_meeting`, `set_reminder`): the act a person's `agenda` names is the one the tool's
 * `schedule` says. Not known: the English grammar's reading, where it is installed, comes first.
 */
const ENGLISH_MEANT = new Map<string, string>();
{
  const keys = new Set<string>();
  // A verb every kind of tool begins with (`update`) says no act in a tool's name.
  for (const g of [...PORTUGUESE_ACTS, ...CLAUSE_VERBS.filter((c) => c.generic !== true)]) {
    keys.add(actKey(g.act));
    ENGLISH_MEANT.set(stem(g.act), actKey(g.act));
  }
  for (const g of ACT_SYNONYMS) for (const w of g.words) if (keys.has(actKey(w))) ENGLISH_MEANT.set(stem(w), actKey(w));
}

/** Verbs that only make, put or send a thing (`põe um lembrete`, `manda convite`, `cria uma reserva`): the thing says the act. */
const MAKING = new Set([...["botar", "colocar", "criar", "deixar", "mandar", "enviar", "marcar"].flatMap(portugueseVerbForms), "por", "poe", "ponha", "ponho", "pus", "fazer", "faz", "faca", "faco", "faze", "fez"]);

/** Things made by a making verb that say an act of their own: a reminder, an invitation, a booking. */
const MADE_THINGS = new Set(["reminder", "invite", "book"].map(actKey));

/** Articles between a making verb and its thing. */
const THING_ARTICLES = new Set(["um", "uma", "o", "a", "os", "as", "uns", "umas", "outro", "outra", "novo", "nova"]);

/**
 * The act of a clause headed by a verb that only makes or sends a thing, where the thing says an
 * act (`manda lembrete dia 10` is a reminder, `põe um convite` an invitation), read from the words
 * after the verb (folded; at most an article before the thing); undefined otherwise.
 */
export function madeThingAct(verb: string, after: readonly string[]): string | undefined {
  const creates = CREATING.has(verb);
  if (!MAKING.has(verb) && !creates) return undefined;
  const at = after.length > 1 && THING_ARTICLES.has(after[0]!) ? 1 : 0;
  const thing = after[at];
  if (thing === undefined) return undefined;
  if (creates && BILLS.has(thing)) return INVOICE;
  const act = ACTS.get(thing);
  return act !== undefined && MADE_THINGS.has(act) ? act : undefined;
}

/**
 * Verbs that bring a document into being (`faz a fatura`, `cria a fatura`, `gera o boleto`,
 * `lança a factura`): what they make is the act. Verbs that put or send a thing are not among them:
 * `manda a fatura` sends one already made.
 */
const CREATING = new Set([...["criar", "gerar", "lancar", "tirar"].flatMap(portugueseVerbForms), "fazer", "faz", "faca", "faco", "faze", "fez", "facam", "fazem"]);

/** A bill a person asks to be made: making one is the invoice of `create_invoice`, as `faturar` and `emitir` are. */
const BILLS = new Set(["fatura", "factura", "faturas", "facturas", "cobranca", "boleto", "boletos"]);

const INVOICE = actKey("invoice");

/**
 * The English verbs, as written, of the acts the Portuguese verbs above mean, and their synonyms
 * (`cancel`, `refund`, `schedule`, `pay`): a request in a Portuguese turn may name its act in
 * English (`cancel order 8406 e reembolsa 10 no 8407`). Nouns' English words (`card`, `table`) are no verbs.
 */
const ENGLISH_VERBS = new Map<string, string>();
{
  const verbs = [...PORTUGUESE_ACTS, ...CLAUSE_VERBS].filter((g) => g.words.some((w) => /(?:ar|er|ir)$/.test(w)));
  const keys = new Set(verbs.map((g) => actKey(g.act)));
  for (const g of verbs) ENGLISH_VERBS.set(g.act, actKey(g.act));
  for (const g of ACT_SYNONYMS) for (const w of g.words) if (keys.has(actKey(w))) ENGLISH_VERBS.set(w, actKey(w));
  // A word a Portuguese turn uses as its own stays Portuguese (`post`, a noun in `o post`).
  for (const w of [...ENGLISH_VERBS.keys()]) if (ACTS.has(w)) ENGLISH_VERBS.delete(w);
}

/** The act key of a word that is a form of an act verb (`cancela`, `reembolse`, `transfere`), or an English act verb (`cancel`), undefined for any other word. */
export function verbActKey(key: string): string | undefined {
  return VERBS.get(key) ?? ENGLISH_VERBS.get(key);
}
