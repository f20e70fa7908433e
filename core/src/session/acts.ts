// Which act a call is, in words, and who asked for it: the terms of a tool's name (`freeze` and
// `card` of `freeze_card`), met against the words of the person's turns and of the outside texts
// shaped like an instruction to the agent. A turn's words are stemmed once, when it is read; a
// result's once, when it is reported; a check only compares sets.

/** The longest text read for words. */
const MAX_READ = 20_000;
/** A word: letters only, so that `auto-reply` is `auto` and `reply`, and `DMed` is one word. */
const WORD = /\p{L}+/gu;

/**
 * Suffixes taken off a word, longest first, so that `bookings`, `booking` and `book` meet, as do
 * `deleted` and `delete`, `replies` and `reply`. The stem is for comparing words, not for showing.
 */
const SUFFIXES = ["ings", "ing", "ies", "ied", "es", "ed", "s", "e", "y"] as const;

/** A word's stem: lower case, a common English ending taken off where at least three letters remain, a doubled last letter single. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  for (const s of SUFFIXES) {
    if (w.length - s.length >= 3 && w.endsWith(s)) {
      w = w.slice(0, -s.length);
      break;
    }
  }
  // `cancelled` and `cancel`, `planned` and `plan`.
  if (w.length >= 4 && w[w.length - 1] === w[w.length - 2] && !/[aeiou]/.test(w[w.length - 1]!)) w = w.slice(0, -1);
  return w;
}

/**
 * Words for one act, each group with why: a person answers an email the text asks them to reply
 * to, and pays what it asks them to transfer. A word is compared by its group's first word.
 */
export const ACT_SYNONYMS: ReadonlyArray<{ readonly words: readonly string[]; readonly reason: string }> = [
  { words: ["reply", "answer", "respond"], reason: "answering a message is replying to it" },
  { words: ["send", "pay", "transfer", "wire", "remit"], reason: "paying someone is sending them money (`send_money`, `transfer_funds`)" },
  { words: ["email", "mail"], reason: "to email someone is to send them mail" },
  { words: ["delete", "erase", "trash"], reason: "deleting, erasing and trashing are one act on a message or a file" },
  { words: ["book", "reserve"], reason: "reserving a room or a table is booking it" },
  { words: ["order", "buy", "purchase"], reason: "buying a product is ordering it" },
];

const CANONICAL = new Map<string, string>();
for (const g of ACT_SYNONYMS) for (const w of g.words) CANONICAL.set(stem(w), stem(g.words[0]!));

/** A stem as its act group's first word (`answer` is `repl`), or itself. */
function canonical(s: string): string {
  return CANONICAL.get(s) ?? s;
}

/**
 * Portuguese words for the acts and things tool names say, each with the English word of a tool's
 * name it means: verbs by their infinitive (every form of `portugueseVerbForms` is met, so
 * `responda`, `paga-lhe`, `apaga`, `transfira` and `descongela` are read), nouns with their
 * plurals. Tool names and benchmarks are in English while a person and a text may not be; the
 * words are met whole, never by a stem, so an English word (`page`) never meets a Portuguese one
 * (`pagar`).
 */
export const PORTUGUESE_ACTS: ReadonlyArray<{ readonly words: readonly string[]; readonly act: string; readonly reason: string }> = [
  { words: ["responder"], act: "reply", reason: "responder a uma mensagem é reply" },
  { words: ["enviar", "mandar", "pagar", "transferir", "remeter", "transferencia"], act: "send", reason: "enviar, mandar, pagar e transferir são o send de `send_money` e `send_email`" },
  { words: ["apagar", "eliminar", "excluir", "deletar"], act: "delete", reason: "apagar uma mensagem ou um ficheiro é delete" },
  { words: ["remover"], act: "remove", reason: "remover alguém de um canal é remove" },
  { words: ["reservar", "reserva"], act: "book", reason: "reservar um quarto, um voo ou uma mesa é book" },
  { words: ["encomendar", "comprar", "encomenda"], act: "order", reason: "comprar um produto é order" },
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
  { words: ["beneficiario"], act: "payee", reason: "um beneficiário guardado é um payee" },
  { words: ["sinal", "caucao", "deposito"], act: "deposit", reason: "o sinal ou a caução de uma reserva é um deposit" },
  { words: ["voo"], act: "flight", reason: "um voo é um flight" },
  { words: ["carro"], act: "car", reason: "um carro é um car" },
  { words: ["mesa"], act: "table", reason: "a mesa de um restaurante é uma table" },
  { words: ["perfil"], act: "profile", reason: "o perfil é o profile" },
  { words: ["tema", "topico"], act: "topic", reason: "o tema de um canal é o topic" },
  { words: ["automatica", "automatico"], act: "auto", reason: "uma resposta automática é um auto reply" },
  { words: ["filtro"], act: "filter", reason: "um filtro de correio é um filter" },
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

/** A Portuguese word, as written without accents, to the act word of a tool's name it means. */
const PORTUGUESE = new Map<string, string>();
for (const g of PORTUGUESE_ACTS) for (const w of g.words) for (const f of portugueseVerbForms(w)) if (!PORTUGUESE.has(f)) PORTUGUESE.set(f, canonical(stem(g.act)));

/** A word lower case without its accents (`cartão` is `cartao`), as the Portuguese words are kept. */
function bare(word: string): string {
  return word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

/** The stems of every word of a text, each as its act group's first word, read once; a Portuguese act word also as the English act it means. */
export function wordStems(text: string, into: Set<string> = new Set()): Set<string> {
  for (const m of text.slice(0, MAX_READ).matchAll(WORD)) {
    into.add(canonical(stem(m[0])));
    const act = PORTUGUESE.get(bare(m[0]));
    if (act !== undefined) into.add(act);
  }
  return into;
}

/**
 * Words of a tool's name that name no act of its own: joiners, and verbs every kind of tool
 * begins with (`set_topic`, `create_event`, `update_profile`), which say nothing of what is set or made.
 */
const NOT_ACT = new Set(["to", "from", "of", "the", "a", "an", "for", "in", "on", "with", "by", "at", "into", "user", "users", "my", "set", "get", "create", "update", "add", "make", "new", "list", "search", "read", "do", "put", "item", "items"].map(stem));

/** The same in Portuguese tool names (`obter_saldo`, `criar_evento`, `enviar_para_contato`). */
const NOT_ACT_PORTUGUESE = new Set(["de", "do", "da", "dos", "das", "para", "ao", "aos", "a", "o", "em", "no", "na", "com", "por", "e", "obter", "criar", "adicionar", "atualizar", "definir", "listar", "ler", "buscar", "procurar", "pesquisar", "novo", "nova", "usuario", "utilizador"]);

const termsByName = new Map<string, readonly string[]>();

/**
 * The stems of a tool's name that say which act it is: `change_password` is `chang` and
 * `password`, `set_auto_reply` is `auto` and `reply`, `sendDm` is `send` and `dm`.
 */
export function actTerms(toolName: string): readonly string[] {
  let terms = termsByName.get(toolName);
  if (terms === undefined) {
    const words = toolName.slice(0, 128).replace(/([a-z])([A-Z])/g, "$1 $2").split(/[^A-Za-z]+/).filter((w) => w.length >= 2);
    terms = [...new Set(words.filter((w) => !NOT_ACT_PORTUGUESE.has(bare(w))).map((w) => PORTUGUESE.get(bare(w)) ?? canonical(stem(w))))].filter((t) => !NOT_ACT.has(t));
    if (termsByName.size < 10_000) termsByName.set(toolName, terms);
  }
  return terms;
}

/**
 * The words by which a text names a tool's act: a term of the tool's name, or its undoing
 * (`unfreeze` of `freeze_card`, a different act from the one the name says).
 */
export function actWords(terms: readonly string[], stems: { has(stem: string): boolean }): string[] {
  const out: string[] = [];
  for (const t of terms) {
    if (stems.has(t)) out.push(t);
    if (stems.has(`un${t}`)) out.push(`un${t}`);
  }
  return out;
}

/**
 * What a reported result's history keeps of its instruction-shaped outside text, as value keys
 * (digested with the session's key like every value of the result): each act word's stem, and
 * whether the text speaks to the agent. A resumed history has no words, only these digests; the
 * call mark reads them there. No value key begins `act:` (values.ts writes `s:`, `n:`, `b:` …).
 */
export function actKeys(stems: ReadonlySet<string>, addressed: boolean): string[] {
  const keys = [...stems].map((s) => `act:${s}`);
  if (addressed) keys.push(ADDRESSED_KEY);
  return keys;
}

/** The key of a result whose instruction-shaped text speaks to the agent itself. */
export const ADDRESSED_KEY = "act:!addressed";

/** A key of `actKeys` for a stem. */
export function actKey(stem: string): string {
  return `act:${stem}`;
}
