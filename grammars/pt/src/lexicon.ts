// The Portuguese grammar's words, as data, each entry with the reason it is there. Words are
// matched without accents (`amanha` = `amanhã`, `nao` = `não`), because people often type so;
// keys here are written without accents for that reason. Tables are made by `wordTable`: a word
// of a turn is looked up in them, and `constructor` must not find Object's.

import { wordTable } from "@toolgate/grammar-kit";

/** A verb that asks to send something out, with the stem its regular forms are built from. */
export interface SendingVerb {
  lemma: string;
  /** `ar` and `ir` verbs conjugate regularly from the stem; `irregular` lists every form. */
  conjugation: "ar" | "car" | "ir" | "irregular";
  stem: string;
  /** Forms beyond the regular ones: irregular spellings, typos, loan words. */
  extra: string[];
  reason: string;
}

export const SENDING_VERBS: SendingVerb[] = [
  { lemma: "enviar", conjugation: "ar", stem: "envi", extra: ["envie-o", "envia-o", "envia-me", "evie", "envei", "enviee"], reason: "o verbo comum de enviar algo para fora" },
  { lemma: "mandar", conjugation: "ar", stem: "mand", extra: ["manda-o", "mande-o", "mnd"], reason: "enviar, no registo corrente" },
  { lemma: "encaminhar", conjugation: "ar", stem: "encaminh", extra: ["encaminha-o", "encaminhe-o", "encaminhe-a"], reason: "passar uma mensagem a outra pessoa" },
  { lemma: "reencaminhar", conjugation: "ar", stem: "reencaminh", extra: [], reason: "passar uma mensagem a outra pessoa (pt-PT)" },
  { lemma: "repassar", conjugation: "ar", stem: "repass", extra: [], reason: "`repassa o arquivo pra lu@…`: passar uma coisa a outra pessoa (pt-BR)" },
  { lemma: "partilhar", conjugation: "ar", stem: "partilh", extra: [], reason: "tornar visível a outra pessoa (pt-PT)" },
  { lemma: "compartilhar", conjugation: "ar", stem: "compartilh", extra: [], reason: "tornar visível a outra pessoa (pt-BR)" },
  { lemma: "publicar", conjugation: "car", stem: "publi", extra: [], reason: "tornar público" },
  { lemma: "postar", conjugation: "ar", stem: "post", extra: [], reason: "publicar num canal ou rede (pt-BR)" },
  { lemma: "transferir", conjugation: "ir", stem: "transfer", extra: ["transfira", "transfiram", "transfiro", "tranfira", "tranferir"], reason: "mover dinheiro ou um ficheiro para outra parte" },
  { lemma: "notificar", conjugation: "car", stem: "notifi", extra: [], reason: "avisar alguém fora da conversa" },
  { lemma: "avisar", conjugation: "ar", stem: "avis", extra: [], reason: "`avise a ana` manda uma mensagem a outra pessoa" },
  { lemma: "responder", conjugation: "irregular", stem: "respond", extra: ["responda", "respondam", "responde", "respondeu", "respondi", "responder", "respondido"], reason: "`responda ao cliente` manda uma mensagem para fora" },
  { lemma: "remeter", conjugation: "irregular", stem: "remet", extra: ["remeta", "remetam", "remete", "remeteu", "remeti", "remeter", "remetido"], reason: "enviar, no registo formal" },
  { lemma: "divulgar", conjugation: "irregular", stem: "divulg", extra: ["divulgue", "divulguem", "divulga", "divulgou", "divulguei", "divulgar", "divulgado"], reason: "tornar público" },
  { lemma: "disparar", conjugation: "ar", stem: "dispar", extra: [], reason: "`dispare o email` envia para muitos" },
  { lemma: "tuitar", conjugation: "ar", stem: "tuit", extra: ["twittar", "tweetar"], reason: "publicar numa rede" },
  { lemma: "cc", conjugation: "irregular", stem: "cc", extra: ["cc", "bcc"], reason: "pôr alguém em cópia" },
  { lemma: "upload", conjugation: "irregular", stem: "upload", extra: ["upload", "uploadar", "upar", "upa", "upe", "upem"], reason: "pôr um ficheiro noutro sistema" },
  { lemma: "emailar", conjugation: "ar", stem: "email", extra: ["emailar", "emaile"], reason: "mandar por email, no registo corrente" },
  { lemma: "twittar", conjugation: "ar", stem: "twitt", extra: [], reason: "publicar numa rede, escrito à inglesa" },
  { lemma: "zapear", conjugation: "irregular", stem: "zape", extra: ["zapear", "zapeia", "zapeie", "zapeiem", "zapeiam", "zapeando"], reason: "`zapeia o cliente`: mandar pelo WhatsApp (pt-BR)" },
  { lemma: "whatsappar", conjugation: "ar", stem: "whatsapp", extra: [], reason: "`whatsappa o fornecedor`: mandar pelo WhatsApp" },
  { lemma: "pingar", conjugation: "irregular", stem: "ping", extra: ["pinga", "pingue", "pinguem", "pingar"], reason: "`pinga o João no slack`: mandar-lhe uma mensagem" },
  { lemma: "convidar", conjugation: "ar", stem: "convid", extra: [], reason: "`convida o Rui para a reunião` manda um convite" },
  { lemma: "depositar", conjugation: "ar", stem: "deposit", extra: [], reason: "`deposita 500 na conta PT50 …` põe dinheiro na conta de outrem" },
];

/** Forms that are as often nouns (`o envio`, `o aviso`, `o post`): they count only where a verb may stand. */
export const NOUN_LIKE_FORMS: Record<string, string> = wordTable({
  envio: "`o envio` é o ato de enviar", envios: "plural de envio", aviso: "`o aviso` é uma nota",
  avisos: "plural de aviso", partilha: "`a partilha`", post: "`o post`", posts: "plural de post",
  posta: "`a posta`", pinga: "`a pinga`, a cachaça", mando: "`o mando`", publica: "`a escola publica` sem acento",
  upload: "`o upload`", transfere: "raro como nome, mas `transfere` aparece em títulos",
  deposito: "`o depósito`", depositos: "plural de depósito",
  transfer: "`o transfer do aeroporto`: a viagem marcada de ou para o aeroporto, nome tomado do inglês", transfers: "plural de transfer",
});

/** Several words that together ask to send. `*` is any one word. */
export interface SendingPhrase {
  words: string[];
  lemma: string;
  reason: string;
}

export const SENDING_PHRASES: SendingPhrase[] = [
  { words: ["por", "em", "copia"], lemma: "cc", reason: "`pôr a ana em cópia`" },
  { words: ["coloque", "*", "em", "copia"], lemma: "cc", reason: "`coloque a ana em cópia`" },
  { words: ["ponha", "*", "em", "copia"], lemma: "cc", reason: "`ponha a ana em cópia`" },
  { words: ["fazer", "upload"], lemma: "upload", reason: "`fazer upload do ficheiro`" },
  { words: ["faca", "upload"], lemma: "upload", reason: "`faça upload do ficheiro`" },
  { words: ["faz", "upload"], lemma: "upload", reason: "`faz upload do ficheiro`" },
  { words: ["faca", "um", "pix"], lemma: "transferir", reason: "`faça um pix` transfere dinheiro" },
  { words: ["faz", "um", "pix"], lemma: "transferir", reason: "`faz um pix` transfere dinheiro" },
  { words: ["fazer", "um", "pix"], lemma: "transferir", reason: "`fazer um pix` transfere dinheiro" },
  { words: ["de", "um", "toque"], lemma: "avisar", reason: "`dê um toque à ana` avisa alguém" },
  { words: ["entra", "em", "contato"], lemma: "avisar", reason: "`entra em contato com o cliente` (pt-BR)" },
  { words: ["entra", "em", "contacto"], lemma: "avisar", reason: "`entra em contacto com o fornecedor` (pt-PT)" },
  { words: ["entre", "em", "contato"], lemma: "avisar", reason: "formal" },
  { words: ["entre", "em", "contacto"], lemma: "avisar", reason: "formal" },
  { words: ["retorna", "a", "ligacao"], lemma: "avisar", reason: "`retorna a ligação do cliente`: calls back" },
  { words: ["retorne", "a", "ligacao"], lemma: "avisar", reason: "formal" },
  { words: ["retorna", "o", "contato"], lemma: "avisar", reason: "`retorna o contato do cliente`" },
  { words: ["retorna", "o", "contacto"], lemma: "avisar", reason: "pt-PT" },
  { words: ["faz", "uma", "transferencia"], lemma: "transferir", reason: "`faz uma transferência de 75 €` transfere dinheiro" },
  { words: ["faca", "uma", "transferencia"], lemma: "transferir", reason: "`faça uma transferência`" },
  { words: ["fazer", "uma", "transferencia"], lemma: "transferir", reason: "`fazer uma transferência`" },
  { words: ["faz", "um", "deposito"], lemma: "depositar", reason: "`faz um depósito na conta`" },
  { words: ["faca", "um", "deposito"], lemma: "depositar", reason: "`faça um depósito na conta`" },
];

/**
 * What someone is left knowing after a message (`põe o cliente a par`, `deixa o fornecedor
 * avisado`, `põe a Joana ao corrente`): after a verb that leaves someone so, it tells them.
 */
export const KEPT_INFORMED: Record<string, string> = wordTable({
  "a par": "`põe o cliente a par`", "ao corrente": "`põe a Joana ao corrente` (pt-PT)", "a saber": "`deixa o cliente a saber` (pt-PT)",
  avisado: "`deixa o fornecedor avisado`", avisada: "feminine", avisados: "plural", avisadas: "plural",
  informado: "`mantém o cliente informado`", informada: "feminine", informados: "plural", informadas: "plural",
  ciente: "`deixa o cliente ciente`", cientes: "plural", saber: "`deixa o cliente saber` (pt-BR)",
  "em copia": "`põe a Ana em cópia`: copied on what goes out", "com copia": "`deixa o Rui com cópia`",
});

/** Verbs that leave someone in a state (`põe … a par`, `deixa … avisado`, `mantém … informado`). */
export const LEAVING_VERBS: Record<string, string> = wordTable({
  poe: "`põe o cliente a par`", ponha: "formal", por: "infinitive", coloca: "`coloca o cliente a par`", coloque: "formal",
  deixa: "`deixa o cliente avisado`", deixe: "formal", deixar: "infinitive", mantem: "`mantém o cliente informado`",
  mantenha: "formal", manter: "infinitive", bota: "`bota a Ana em cópia` (pt-BR)", bote: "formal",
});

/** Verbs that carry out an act named by a noun (`faz o envio`, `efetua a transferência`, `providencia o envio`). */
export const DOING_VERBS: Record<string, string> = wordTable({
  faz: "`faz o envio da nota pro cliente`", faca: "formal", fazer: "infinitive", facam: "plural",
  efetua: "`efetua a transferência` (pt-BR)", efetue: "formal", efetuar: "infinitive", efectua: "pt-PT", efectue: "pt-PT formal", efectuar: "pt-PT infinitive",
  realiza: "`realiza o envio`", realize: "formal", realizar: "infinitive",
  providencia: "`providencia o envio do boleto`", providencie: "formal", providenciar: "infinitive",
  processa: "`processa a transferência`", processe: "formal", processar: "infinitive",
  avanca: "`avança com a transferência` (pt-PT)", avance: "formal", prossegue: "`prossegue com o envio`", prossiga: "formal",
  segue: "`segue com o envio da factura`", siga: "formal",
});

/** Nouns of an act that sends, carried out by a doing verb: `faz o envio`, `faz um pix`, `efetua a transferência`. */
export const SENDING_ACT_NOUNS: Record<string, string> = wordTable({
  envio: "`faz o envio da nota`", reenvio: "`faz o reenvio do email`", transferencia: "`efetua a transferência`",
  remessa: "`faz a remessa ao fornecedor`", disparo: "`faz o disparo da campanha`", ted: "`faz uma TED de 300` (pt-BR bank transfer)",
  pix: "`faz um pix de 50` (pt-BR instant transfer)", deposito: "`faz o depósito na conta dele`", encaminhamento: "`faz o encaminhamento ao setor`",
  post: "`faz um post no #novidades`", postagem: "`faz uma postagem no grupo`", publicacao: "`faz a publicação no canal`",
  pagamento: "`faz o pagamento de 300 euros ao PT50 …`: money sent to an account",
});

/** Forms of `fazer` that, with `chegar` a few words after, send (`faz chegar ao cliente`, `faz o contrato chegar`). */
export const MAKING_VERBS: Record<string, string> = wordTable({
  faz: "`faz chegar ao cliente`", faca: "`faça chegar`", fazer: "infinitive", facam: "plural", facas: "`que faças chegar`",
});

/** Verbs that tag a handle (`menciona o @joana no #suporte`, `marca a @bia`): a post where the handle is told; only with the handle after them. */
export const TAGGING_VERBS: Record<string, string> = wordTable({
  menciona: "`menciona o @joana`", mencione: "formal", mencionar: "infinitive", mencionem: "plural",
  marca: "`marca a @bia no post`; `marca reunião` has no handle", marque: "formal", marcar: "infinitive",
  tagueia: "`tagueia o @rui` (pt-BR)", tagueie: "formal", taggeia: "spelled so", tagga: "spelled so", taga: "`taga o @rui`",
});

/** Words after `manda` that make it an idiom, not a send: `manda ver`, `manda bala`, `manda brasa` (go ahead). */
export const SEND_IDIOMS: Record<string, string> = wordTable({
  ver: "`manda ver`: go ahead", bala: "`manda bala`: go ahead", brasa: "`manda brasa`: go ahead", bem: "`manda bem`: does well", embora: "`manda embora`: dismisses",
});

/**
 * Words of assent that, with nothing else before it, leave a lone sending verb a go-ahead for
 * what an earlier turn asked (`isso, pode mandar`, `sim, pode enviar`, `ok, manda`).
 */
export const ASSENT_WORDS: Record<string, string> = wordTable({
  sim: "yes", isso: "`isso`: that's it", ok: "ok", okay: "ok", pode: "`pode mandar`: may", podes: "pt-PT `podes enviar`", podem: "plural",
  beleza: "pt-BR: fine", blz: "`beleza` written short", certo: "right", claro: "of course", perfeito: "fine", otimo: "fine", fechado: "pt-BR: agreed",
  entao: "`então pode mandar`", ja: "`pode já enviar`", bora: "pt-BR: let's", ta: "`tá, manda`", combinado: "agreed", exato: "exactly", exatamente: "exactly",
});

/** Words before a verb that make a noun-like form a noun: `o envio`, `um aviso`. */
export const NOUN_MARKERS: Record<string, string> = wordTable({
  o: "artigo", os: "artigo", um: "artigo", uns: "artigo", uma: "artigo", umas: "artigo",
  do: "`do envio`", da: "`da partilha`", dos: "contração", das: "contração", no: "`no post`", na: "contração",
  nos: "contração", nas: "contração", ao: "contração", pelo: "contração", pela: "contração",
  meu: "possessivo", minha: "possessivo", seu: "possessivo", sua: "possessivo", nosso: "possessivo",
  nossa: "possessivo", teu: "possessivo", tua: "possessivo", este: "demonstrativo", esta: "demonstrativo",
  esse: "demonstrativo", essa: "demonstrativo", aquele: "demonstrativo", aquela: "demonstrativo",
  novo: "`novo post`", primeiro: "`primeiro envio`", ultimo: "`último envio`", de: "`de envio`", com: "`com aviso`",
});

/** Words that negate a later sending act in the same clause. */
export const NEGATORS: Record<string, string> = wordTable({
  nao: "`não envie`", nunca: "`nunca mande`", jamais: "`jamais publique`", nem: "`nem envie nem publique`",
  sem: "`guarde sem enviar`", evite: "`evite enviar`", evitar: "`evitar publicar`", evita: "`evita mandar email` (pt-BR imperative)",
  evitem: "plural", evites: "`não evites` aside, `evites enviar`", pare: "`pare de enviar`",
  parar: "`parar de enviar`", deixe: "`deixe de mandar`", vez: "`em vez de enviar`", inves: "`ao invés de enviar`",
  nada: "`nada de enviar`", ninguem: "`não mande a ninguém`", tampouco: "`tampouco envie`",
  escusas: "`escusas de enviar` (pt-PT): no need to send", escusa: "`escusa de enviar`", escusam: "plural",
  escusado: "`é escusado enviar`", dispensa: "`dispensa enviar`: no need",
  para: "`para de mandar` (pt-BR `pára`): only before `de`", deixa: "`deixa de enviar`: only before `de`",
});

/** Words after a negator that undo it: `não se esqueça de enviar` asks to send. */
export const NEGATION_UNDOERS: Record<string, string> = wordTable({
  esqueca: "`não se esqueça de enviar`", esquecas: "`não te esqueças de enviar`", esquecer: "`sem esquecer de enviar`",
  esquece: "`não esquece de mandar`, `não esquece o email pro …` (pt-BR imperative)", esquecam: "plural", hesite: "`não hesite em enviar`", demore: "`não demore a enviar`", espere: "`não espere, envie`",
  so: "`não só guarde como envie`", apenas: "`não apenas guarde, envie`", deixe: "`não deixe de enviar` pede o envio",
});

/** Words a negation reaches through: clitic pronouns, auxiliaries, `ainda`, `mais`. */
export const NEGATION_BRIDGES: Record<string, string> = wordTable({
  o: "pronome", a: "pronome", os: "pronome", as: "pronome", lhe: "pronome", lhes: "pronome", me: "pronome",
  te: "pronome", se: "pronome", nos: "pronome", vos: "pronome", ainda: "`ainda não envie`", mais: "`não envie mais`",
  por: "`por favor não envie`", favor: "`por favor não envie`", quero: "`não quero que envie`", que: "`não quero que envie`",
  precisa: "`não precisa enviar`", precisas: "`não precisas de enviar`", de: "`deixe de enviar`", em: "`em vez de`",
  va: "`não vá enviar`", vai: "`não vai enviar`", vamos: "`não vamos enviar`", pode: "`não pode enviar`",
  podes: "`não podes enviar`", deve: "`não deve enviar`", deves: "`não deves enviar`", e: "`não é para enviar`",
  para: "`não é para enviar`", pra: "`não é pra enviar`", ao: "`ao invés de`", agora: "`não envie agora`",
  ja: "`não envie já`", tente: "`nunca tente enviar`", voce: "`você não envia`", tu: "`tu não envias`",
  nada: "`não envie nada`", isso: "`não envie isso`", isto: "`não envie isto`", eu: "`eu não quero`",
  pensar: "`nem pensar em enviar`", sera: "`escusado será avisar` (pt-PT)", seria: "`escusado seria avisar`",
  preciso: "`não é preciso avisar`", necessario: "`não é necessário enviar`", tem: "`não tem que mandar`", ha: "`não há que enviar`",
  necessidade: "`não tem necessidade de mandar`, `não há necessidade de enviar`",
});

/** Words that end a clause: a negation does not reach past them. */
export const CLAUSE_BREAKS: Record<string, string> = wordTable({
  mas: "`não guarde, mas envie`", depois: "`não guarde, depois envie`", entao: "`então envie`",
  porem: "`porém envie`", e: "`não guarde e envie`: a negação fica com guarde", ou: "`ou então`",
  porque: "nova oração", quando: "nova oração", se: "`se puder, envie`", antes: "`antes de`", apos: "`após`",
});

/** Auxiliaries before a participle that ask for it: `seja enviado`, `fique enviado`. */
export const REQUEST_AUX: Record<string, string> = wordTable({
  seja: "`que seja enviado`", sejam: "`que sejam enviados`", fosse: "`gostaria que fosse enviado`", fossem: "plural", ser: "`precisa ser enviado`", fique: "`que fique publicado`",
  esteja: "`que esteja enviado`", estar: "`tem de estar enviado`",
});

/** Currency words and symbols, and the ISO 4217 code each names. */
export const CURRENCIES: Record<string, { code: string; scale?: number; reason: string }> = wordTable({
  "r$": { code: "BRL", reason: "símbolo do real" },
  "brl": { code: "BRL", reason: "código ISO" },
  "real": { code: "BRL", reason: "palavra" },
  "reais": { code: "BRL", reason: "palavra" },
  "reas": { code: "BRL", reason: "erro comum de reais" },
  "€": { code: "EUR", reason: "símbolo do euro" },
  "eur": { code: "EUR", reason: "código ISO" },
  "euro": { code: "EUR", reason: "palavra" },
  "euros": { code: "EUR", reason: "palavra" },
  "$": { code: "USD", reason: "cifrão sem país: lido como dólar" },
  "us$": { code: "USD", reason: "símbolo do dólar" },
  "usd": { code: "USD", reason: "código ISO" },
  "dolar": { code: "USD", reason: "palavra" },
  "dolares": { code: "USD", reason: "palavra" },
  "£": { code: "GBP", reason: "símbolo da libra" },
  "gbp": { code: "GBP", reason: "código ISO" },
  "libras": { code: "GBP", reason: "palavra" },
  "libra": { code: "GBP", reason: "palavra" },
  "centavos": { code: "BRL", scale: 0.01, reason: "centésimos do real" },
  "centavo": { code: "BRL", scale: 0.01, reason: "centésimo do real" },
  "centimos": { code: "EUR", scale: 0.01, reason: "centésimos do euro" },
  "centimo": { code: "EUR", scale: 0.01, reason: "centésimo do euro" },
  "kz": { code: "AOA", reason: "kwanza" },
  "kwanzas": { code: "AOA", reason: "kwanza" },
  "dollars": { code: "USD", reason: "English, in an English clause of a Portuguese turn" },
  "dollar": { code: "USD", reason: "English" },
  "pounds": { code: "GBP", reason: "English" },
});

/** Money slang read as a currency only right after digits (`35 pila`, `50 conto`). */
export const DIGIT_SLANG: Record<string, { code: string; reason: string }> = wordTable({
  pila: { code: "BRL", reason: "gíria do real (Sul do Brasil)" },
  pilas: { code: "BRL", reason: "plural" },
  conto: { code: "BRL", reason: "`50 conto`: gíria do real; `contos` (pt-PT, milhares de escudos) fica de fora" },
});

/** Numbers written in words; `e` joins them (`quarenta e cinco`). */
export const NUMBER_WORDS: Record<string, number> = wordTable({
  zero: 0, um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9,
  dez: 10, onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezasseis: 16, dezesseis: 16,
  dezassete: 17, dezessete: 17, dezoito: 18, dezanove: 19, dezenove: 19, vinte: 20, trinta: 30, quarenta: 40,
  cinquenta: 50, cincoenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90, cem: 100, cento: 100,
  duzentos: 200, duzentas: 200, trezentos: 300, trezentas: 300, quatrocentos: 400, quatrocentas: 400,
  quinhentos: 500, quinhentas: 500, seiscentos: 600, seiscentas: 600, setecentos: 700, setecentas: 700,
  oitocentos: 800, oitocentas: 800, novecentos: 900, novecentas: 900, mil: 1000, milhao: 1000000, milhoes: 1000000,
  // A dozen, and money said by its note in Brazil (`um dezão`, `um vintão`, `uma cinquentinha`).
  duzia: 12, dezao: 10, vintao: 20, cinquentinha: 50, cinquentinho: 50, cinquentao: 50,
  // Spanish, so that the values of a Spanish clause in a Portuguese turn are read; only words that
  // are no Portuguese word (`dos` is `de os`, `doce` is sweet: left out).
  uno: 1, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, trece: 13, catorce: 14, dieciseis: 16, diecisiete: 17,
  dieciocho: 18, diecinueve: 19, veinte: 20, veintiuno: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25,
  veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60,
  ochenta: 80, cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300,
  cuatrocientos: 400, quinientos: 500, quinientas: 500, setecientos: 700, ochocientos: 800, novecientos: 900, millon: 1000000, millones: 1000000,
  // English, for an English clause in a Portuguese turn (`one` is left out, as `um` is read only with a currency).
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40,
  fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, thousand: 1000,
});

/** Month names and short forms (short forms only count next to a day number). */
export const MONTHS: Record<string, number> = wordTable({
  janeiro: 1, jan: 1, fevereiro: 2, fev: 2, marco: 3, mar: 3, abril: 4, abr: 4, maio: 5, mai: 5,
  junho: 6, jun: 6, julho: 7, jul: 7, agosto: 8, ago: 8, setembro: 9, set: 9, outubro: 10, out: 10,
  novembro: 11, nov: 11, dezembro: 12, dez: 12,
  // Spanish months that are no Portuguese word, for a Spanish clause in a Portuguese turn.
  enero: 1, febrero: 2, marzo: 3, mayo: 5, junio: 6, julio: 7, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
});

/** Weekdays, numbered as Date.getUTCDay does. */
export const WEEKDAYS: Record<string, number> = wordTable({
  domingo: 0, segunda: 1, terca: 2, quarta: 3, quinta: 4, sexta: 5, sabado: 6,
  // Spanish, for a Spanish clause in a Portuguese turn.
  lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5,
});

export const RELATIVE_DAYS: Record<string, { days: number; reason: string }> = wordTable({
  hoje: { days: 0, reason: "este dia" },
  amanha: { days: 1, reason: "o dia seguinte" },
  amanhan: { days: 1, reason: "erro comum de amanhã" },
  amnh: { days: 1, reason: "abreviatura de amanhã" },
  ontem: { days: -1, reason: "o dia anterior" },
  manana: { days: 1, reason: "`mañana`, amanhã em espanhol" },
  hoy: { days: 0, reason: "`hoy`, hoje em espanhol" },
  ayer: { days: -1, reason: "`ayer`, ontem em espanhol" },
});

export const DAY_UNITS: Record<string, number> = wordTable({ dia: 1, dias: 1, semana: 7, semanas: 7, quinzena: 15 });

/** Nouns before a number that make it an identifier: `pedido 4411`, `fatura nº 17`. */
export const ID_KEYWORDS: Record<string, string> = wordTable({
  pedido: "número de pedido", pedidos: "números de pedido", encomenda: "número de encomenda (pt-PT)",
  fatura: "número de fatura", factura: "grafia pt-PT antiga", nota: "nota fiscal", ordem: "ordem de serviço",
  ticket: "número de ticket", chamado: "número de chamado (pt-BR)", caso: "número de caso", cliente: "número de cliente",
  conta: "número de conta", reserva: "número de reserva", id: "identificador", ref: "referência", referencia: "referência",
  transacao: "transação", protocolo: "número de protocolo", processo: "número de processo", contrato: "número de contrato",
  recibo: "número de recibo", item: "número de item", produto: "número de produto", remessa: "número de remessa",
  rastreio: "código de rastreio", pedid: "erro comum de pedido", pediddo: "erro comum de pedido",
});

/** Nouns of a file that may name it by its code (`ficheiro REG-2026`, `arquivo CRONO-ABR`); a record's nouns are ID_KEYWORDS. */
export const FILE_NOUNS: Record<string, string> = wordTable({
  arquivo: "pt-BR", ficheiro: "pt-PT", pasta: "uma pasta partilhada", documento: "um documento", planilha: "uma folha de cálculo (pt-BR)",
});

/** Tokens that mix letters and digits but are units, not identifiers: `3h`, `4º`, `2x`, `2a` (an ordinal); `4471A` is an id. */
export const NOT_IDS = /^(\d+(h|min|s|d|k|m|x|kg|g|km|mb|gb|kb|%|º|ª)|\d{1,2}[oa]|\d{1,2}h\d{0,2})$/i;

/** Words before a bare number that make it a phone number. */
export const PHONE_CUES: Record<string, string> = wordTable({
  telefone: "`telefone 912 345 678`", tel: "`tel 912345678`", telemovel: "pt-PT", celular: "pt-BR",
  whatsapp: "`whatsapp 11 91234 5678`", zap: "pt-BR, informal", sms: "`sms para 912345678`",
  numero: "`o número dela é 912 345 678`", contato: "`contato 912345678`", contacto: "pt-PT",
});

/** Words before `canal` … that are not its name. */
export const NOT_CHANNEL_NAMES: Record<string, string> = wordTable({
  de: "preposição", da: "preposição", do: "preposição", que: "`o canal que`", e: "conjunção", para: "preposição",
  certo: "`o canal certo`", errado: "`o canal errado`", mesmo: "`o mesmo canal`", outro: "`outro canal`",
  com: "preposição", no: "preposição", na: "preposição", em: "preposição", a: "artigo", o: "artigo",
  publico: "`canal público`", privado: "`canal privado`", novo: "`canal novo`", ai: "`canal aí`", hoje: "advérbio",
});

/** First names written in lower case still read as names. */
export const FIRST_NAMES = new Set(`
ana maria joao jose pedro paulo carlos lucas rita marta sofia beatriz bruno rui tiago miguel luis ines joana
carla fernanda rafael gabriel julia juliana mariana luisa helena catarina diogo andre ricardo antonio manuel
francisco goncalo rodrigo eduardo marcos marcelo patricia camila larissa leticia vitor victor bob alice
`.trim().split(/\s+/));

/** `de` joined to the article, `do`, `da`, `dos`, `das`: what joins a thing to whose or what it is of (`o açougue do Tião`, `o da tela`). */
export const OF_CONTRACTIONS: ReadonlySet<string> = new Set(["do", "da", "dos", "das"]);

/** Words that may join a name's parts: `Ana da Silva`. */
export const NAME_JOINERS = new Set(["da", "de", "do", "dos", "das", "e"]);

/** Words that show a text is Portuguese, for detect(). */
export const PORTUGUESE_WORDS = new Set(`
enganei enganei-me errei perdao corrijo correcao digo aliás alias
o os a as um uma uns umas de do da dos das no na nos nas em ao aos por para pra pro com sem que se nao e ou mas
mais muito pelo pela pelos pelas meu minha seu sua nosso nossa teu tua este esta isso isto esse essa aquele
aquela hoje amanha ontem pedido pedidos encomenda envie enviar envia enviou enviei mande mandar manda mandei
encaminhe encaminhar encaminha reencaminhe partilhe partilhar compartilhe compartilhar publique publicar
transfira transferir transfere poste postar notifique avise avisar reembolso reembolse reembolsar reembolsa
devolva devolver fatura favor obrigado obrigada ola oi sim agora depois equipa equipe canal reuniao marque
marcar agende agendar salve salvar guarde guardar nota crie criar cancele cancelar veja ver consulte procure
cliente valor reais euros dia dias semana proxima proximo sexta segunda terca quarta quinta sabado domingo
feira voce voces tu ele ela eles elas nunca ja ainda so tambem entao porque quando onde como qual quais quanto
por favor pf pfv vc ta tá esta está sao são foi ser ter tem tenho preciso quero pode podes faz faça faca
janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro mensagem dizendo
pague pagar paga pagamento devolva devolver estorne estornar estorno cobre cobrar lembrete lembre lembrar ligue
email sms msg zap recado boleto comprovante
eu mim comigo lhe lhes conosco connosco te ti contigo dele dela deles delas nele nela neste nesta nesse nessa
naquele naquela deste desta desse dessa daquele daquela aquilo algum alguma alguns algumas nenhum nenhuma
outro outra outros outras cada todo toda todos todas tudo nada ninguem alguem mesmo mesma proprio propria ate
apos desde entre sobre durante atraves via num numa dum duma pros pras aqui ali ai ca bem mal melhor pior logo
cedo tarde sempre talvez quase apenas somente rapido urgente valeu beleza blz tranquilo certo certinho claro
cancela anula anule anular anota anote anotar regista registe registar registra registre registrar marca agenda
lembra avisa liga ligar telefona telefonar escreve escreva escrever responde responda responder encaminha devolve
estorna fazer fazes ponha coloca coloque colocar bota bote botar guarda salva cria atualiza atualize atualizar
actualiza actualize actualizar muda mude mudar troca troque trocar altera altere alterar corrige corrija corrigir
emite emita emitir fature faturar factura facture cobra deposita deposite depositar credita credite creditar
informa informe informar notifica notificar comunica comunique comunicar diz diga dizer fala fale falar pergunte
perguntar explica explique confirma confirme confirmar verifica verifique verificar consulta procura busca busque
buscar olha olhe abre abra abrir fecha feche fechar deixa deixe deixar posta publica partilha compartilha dispara
solta joga sobe anexa anexe copia copie replica chama chame remarca remarque adia adie adiar reserva reserve
reservar renova renove renovar receber recebe recebeu recebi chegou chegaram saiu sairam veio vieram fui fomos
foram era eram estava estavam estou estamos estao temos tinha houve havia vai vou vamos vao quer queria queremos
precisa precisamos podia podias poderia poderias consegue consegues conseguir deve devemos acho acha sei sabe
saber ficou fica fique ficar pediu pedi pediram mandou mandamos enviamos disse falou falei ligou liguei pagou
paguei custou comprou comprei desistiu atrasou cancelou cancelei devolveu trata trate tratar resolve resolva
resolver ajuda ajude ajudar fornecedor fornecedora comprador compradora vendedor contrato recibo notas fiscal
faturas cobranca conta contas banco cartao credito debito saldo transferencia deposito taxa desconto preco
parcela prestacao mensalidade aluguel aluguer renda luz agua seguro condominio imposto chave pix cpf cnpj nif
cep morada endereco rua avenida cidade telefone telemovel celular numero contacto contato aviso resposta
pergunta assunto anexo arquivo ficheiro documento relatorio planilha proposta orcamento encomendas entrega envio
frete rastreio codigo produto produtos loja empresa clientes senhor senhora sr sra dona doutor doutora dra chefe
gerente pessoal malta galera gente grupo reunioes visita almoco jantar horas hora minutos manha noite mes meses
ano anos semanas fim inicio meio vez vezes coisa coisas problema atraso defeito prazo vencimento data dois duas
tres quatro cinco seis sete oito nove dez onze doze treze catorze quatorze quinze dezasseis dezesseis dezassete
dezessete dezoito dezanove dezenove vinte trinta quarenta cinquenta sessenta setenta oitenta noventa cem cento
duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos mil milhao milhoes metade
dobro primeiro primeira terceiro terceira ultimo ultima novo nova velho velha antigo antiga errado errada
correto correta passado passada seguinte anterior pendente atrasado atrasada pago aberto fechado cancelado
cancelada entregue bom boa opa eita obg vlw porfa cara tipo zapzap whats
`.trim().split(/\s+/));

/** Words common in English (and Spanish), counted against Portuguese. */
export const FOREIGN_WORDS = new Set(`
the and to of is are was were be been it this that these those with for on at by from please send sent
post share forward refund order save note meeting schedule tomorrow today next week yes no not don't dont do
does did can could would will should you your my me i we they he she them his her our their an what which
who when where how why if then than so just also only but or all any some get give make pay money amount
channel team invoice customer the y el la los las del es con una unos pero muy hoy mañana
`.trim().split(/\s+/));

/**
 * Nouns of a message: with a place to send to after them in their clause (`deixa um recado no
 * #atendimento`, `dá um alô pro comprador no bia@x.com`, `me dá um toque no 11 94000-1234`),
 * whatever verb comes before, they ask to send.
 */
export const MESSAGE_NOUNS: Record<string, string> = wordTable({
  recado: "a message left", nota: "a note", mensagem: "a message", msg: "a message", alo: "`dá um alô`",
  toque: "`dá um toque`", email: "an email", "e-mail": "an email", sms: "a phone message", zap: "a WhatsApp message",
  whats: "a WhatsApp message", aviso: "a notice", torpedo: "a phone message", linha: "`manda uma linha`",
  conhecimento: "`dá conhecimento ao cliente`", satisfacao: "`dá uma satisfação ao cliente`",
  grito: "`dá um grito ao Rui`: tell him", palavrinha: "`dá uma palavrinha ao cliente`", palavra: "`dá uma palavra ao cliente` (pt-PT)",
});

/** Words between a message noun, or a dropping verb, and its place: `no #rh`, `pro ana@x.com`, `pelo 912 …`. */
export const PLACE_PREPOSITIONS: Record<string, string> = wordTable({
  no: "in a channel, on a number", na: "in a channel", pro: "to someone", pra: "to someone", para: "to someone",
  em: "at an address", pelo: "through a number or address", pela: "through a number or address", ao: "to someone", via: "through a medium",
});

/** Verbs that keep a message or change a record rather than send: `salva uma nota no #x`, `atualiza o telefone pelo …`. */
export const KEEPING_VERBS: Record<string, string> = wordTable({
  salva: "keeps it", salvar: "keeps it", salve: "keeps it", guarda: "keeps it", guardar: "keeps it", guarde: "keeps it",
  anota: "records it", anote: "records it", registra: "records it", registre: "records it", cria: "makes it unsent",
  crie: "makes it unsent", criar: "makes it unsent", escreve: "writes it unsent", escreva: "writes it unsent", rascunho: "unsent",
  atualiza: "changes a record", atualize: "changes a record", altera: "changes a record", altere: "changes a record",
  muda: "changes a record", mude: "changes a record", troca: "changes a record", troque: "changes a record",
  cadastra: "records it", cadastre: "records it", procura: "reads", busca: "reads", le: "reads", leia: "reads", ve: "reads", veja: "reads",
});

/** Verbs that, with a channel after `no`/`na`, post to it: `joga no #pedidos`, `bota no canal`. */
export const DROPPING_VERBS: Record<string, string> = wordTable({
  joga: "`joga no #x` posts", jogue: "`jogue no #x` posts", comenta: "`comenta no grupo da loja` posts", comente: "formal", bota: "`bota no #x` posts", bote: "`bote no #x` posts",
  poe: "`põe no #x` posts", ponha: "`ponha no #x` posts", coloca: "`coloca no #x` posts", coloque: "`coloque no #x` posts",
  solta: "`solta no #x` posts", larga: "`larga no #x` posts", grita: "`grita no #ops` posts", grite: "formal", informe: "`informe o cliente pelo …` tells", informa: "tells",
  comunique: "`comunique ao cliente pelo …` tells", comunica: "tells", avise: "tells", avisa: "tells",
  paga: "`paga 90 pro fornecedor na PT50 …` sends money", pague: "sends money to an account", pagar: "sends money to an account",
  pagamos: "sends money to an account",
  replica: "`replica no #geral` posts again", replique: "formal", reporta: "`reporta no #incidentes` posts", reporte: "formal", relata: "`relata no #ops` posts", relate: "formal", chama: "`chama o cliente no zap` messages him", chame: "formal",
  sobe: "`sobe o arquivo pro drive` uploads", suba: "formal",
  carrega: "`carrega o ficheiro para https://…` uploads (Portugal)", carregue: "formal", anexa: "`anexa no email pro cliente`", anexe: "formal",
  copia: "`copia o Rui no email`", copie: "formal",
  diz: "`diz no #faturacao` posts", diga: "formal", fala: "`fala no grupo da loja` posts", fale: "formal",
  escreve: "`escreve no #vendas que chegou` posts", escreva: "formal", responde: "`responde no #suporte` posts", responda: "formal",
});

/** Words before a future `vai`/`vão` whose subject is the agent addressed: `você vai mandar?`. */
export const AGENT_SUBJECTS: Record<string, string> = wordTable({
  voce: "the agent", vc: "the agent", tu: "the agent", ce: "the agent",
});

/** Subjects before a present-tense sending verb that make someone other than the agent send: `eu mando depois`. */
export const SELF_SENDERS: Record<string, string> = wordTable({
  eu: "`eu mando depois`: the person sends", gente: "`a gente manda`: we send", nos: "`nós mandamos`: we send",
  ele: "`ele manda amanhã`: someone else sends", ela: "`ela envia`", eles: "`eles mandam a fatura`", elas: "`elas enviam`",
  quem: "`quem manda no pedido é o gerente`: asks or tells who, asks no one to send", vou: "`vou mandar eu mesmo`: the person will send",
});

/** Verbs of a reported request: `o Ahmed pediu pra gente mandar sms` says what someone asked. */
export const REPORTING_VERBS: Record<string, string> = wordTable({
  pediu: "a request reported", pediram: "a request reported", pede: "a request reported", quer: "a wish reported",
  queria: "a wish reported", querem: "a wish reported", mandou: "an order reported",
  disse: "`a Ana disse que manda`: what someone said", disseram: "plural", falou: "`o cliente falou que envia`", falaram: "plural",
  prometeu: "`o fornecedor prometeu enviar`", prometeram: "plural", garantiu: "`garantiu que envia`", garantiram: "plural",
  combinou: "`combinou de mandar`", combinaram: "plural",
});

/** Verbs of writing: with someone to write to (`escreve-lhe`, `escreva ao rui@x.com`) they send; with only a thing written (`escreve uma nota`) they keep. */
export const WRITING_VERBS: Record<string, string> = wordTable({
  escreve: "pt, imperative or present", escreva: "pt, formal imperative", escrevam: "pt, plural", escrever: "pt, infinitive",
  escreves: "pt, tu", escrevas: "pt, `não escrevas`", escribe: "Spanish, read so a send in it is not missed", escriba: "Spanish, formal", escribir: "Spanish, infinitive",
});

/** Verbs of telling: to someone else (`diz ao cliente`, `diga-lhe`, `fala pro João`) they send a message. */
export const TELLING_VERBS: Record<string, string> = wordTable({
  diz: "`diz ao cliente que …`", diga: "`diga à Ana`", digam: "plural", dizer: "infinitive", fala: "`fala pro João`", fale: "`fale com o cliente`",
  falem: "plural", falar: "infinitive", pergunta: "`pergunta ao cliente`", pergunte: "formal", perguntem: "plural", perguntar: "infinitive",
  explica: "`explica ao cliente`", explique: "formal", explicar: "infinitive", repassa: "`repassa pro financeiro`", repasse: "formal",
  repassar: "infinitive", comunica: "`comunica ao cliente`", comunique: "formal", comunicar: "infinitive", informa: "`informa o cliente`",
  participa: "`participa ao cliente o atraso` (pt-PT): tells him", participe: "formal", participar: "infinitive",
  informe: "formal", informar: "infinitive", pede: "`pede ao fornecedor`", peca: "`peça ao fornecedor`", pedir: "infinitive",
  liga: "`liga pro cliente`, `liga-lhe`: a phone call to someone", ligue: "formal", liguem: "plural", ligar: "infinitive: `vai ligar pro cliente no 11 9…`, whoever is asked",
  telefona: "`telefona ao Sr. Costa` (pt-PT)", telefonem: "plural",
  contacta: "`contacta o cliente` (pt-PT)", contacte: "formal", contactem: "plural", contata: "`contata o fornecedor` (pt-BR)",
  contate: "formal", contatem: "plural", lembra: "`lembra o cliente que o boleto vence`: only with whom as its object", lembre: "formal",
  confirma: "`confirma com o cliente`, `confirma ao cliente que está pago`", confirme: "formal",
  escreve: "`escreve ao cliente`", escreva: "formal",
  retorna: "`retorna pro cliente`: gets back to him; only to a person (`retorna pro estoque` is no message)", retorne: "formal", retornar: "infinitive",
});

/** Telling verbs that reach someone by phone: the number they are told at stands for whom (`liga pro 11 9…`). */
export const CALLING_VERBS: Record<string, string> = wordTable({
  liga: "`liga pro 912 345 678`", ligue: "formal", liguem: "plural", ligar: "infinitive", telefona: "`telefona para o 912 …`", telefonem: "plural",
});

/** Whom telling is not a message out: the person or the agent (`diz-me`, `fala comigo`, `pergunta pra mim`). */
export const SELF_ADDRESSEES: Record<string, string> = wordTable({
  mim: "the person", me: "the person", nos: "the person's side", gente: "`a gente`", voce: "the agent", vc: "the agent", ti: "the agent", comigo: "the person",
});

/** People a telling verb's object may be (`informa o cliente`): a message goes to them. */
export const PERSON_NOUNS: Record<string, string> = wordTable({
  cliente: "the customer", clientes: "plural", fornecedor: "the supplier", fornecedora: "the supplier", fornecedores: "plural", comprador: "the buyer", compradora: "the buyer",
  vendedor: "the seller", vendedora: "the seller", equipe: "the team (pt-BR)", equipa: "the team (pt-PT)", time: "the team", pessoal: "everyone",
  financeiro: "the finance team", suporte: "support", gerente: "the manager", chefe: "the boss", senhor: "`o senhor Rui`", senhora: "`a senhora Ana`",
  transportadora: "the carrier", hospede: "the guest", paciente: "the patient", aluno: "the student", aluna: "the student", inquilino: "the tenant",
  inquilina: "the tenant", contador: "the accountant (pt-BR)", contadora: "the accountant", contabilista: "the accountant (pt-PT)", advogado: "the lawyer", advogada: "the lawyer",
  malta: "everyone (pt-PT)", galera: "everyone (pt-BR)", turma: "the group", rapaziada: "everyone", todos: "everyone",
  motorista: "the driver", entregador: "the courier", entregadora: "the courier", motoboy: "the courier (pt-BR)", estafeta: "the courier (pt-PT)",
  tecnico: "the technician", tecnica: "the technician", atendente: "the clerk", diretor: "the director", diretora: "the director",
  director: "pt-PT", directora: "pt-PT", gestor: "the manager", gestora: "the manager", coordenador: "the coordinator", coordenadora: "the coordinator",
  supervisor: "the supervisor", supervisora: "the supervisor", representante: "the representative", parceiro: "the partner", parceira: "the partner",
  socio: "the partner", socia: "the partner", colega: "a colleague", colegas: "colleagues", estagiario: "the intern", estagiaria: "the intern",
  proprietario: "the owner", proprietaria: "the owner", senhorio: "the landlord (pt-PT)", locador: "the landlord", corretor: "the broker", corretora: "the broker",
});

/** Verbs that hand a message over (`deixa um recado pra Bia`, `dá um alô pro fornecedor`, `passa um zap`). */
export const GIVING_VERBS: Record<string, string> = wordTable({
  da: "`dá um toque`", de: "`dê um alô`", dar: "infinitive", deixa: "`deixa um recado`", deixe: "formal", deixar: "infinitive",
  passa: "`passa um zap`", passe: "formal", passar: "infinitive", solta: "`solta um aviso`", manda: "listed as a send already",
  faz: "`faz uma ligação pro cliente`", faca: "`faça uma chamada ao fornecedor`",
  grava: "`grava um áudio pro cliente`", grave: "formal",
  bate: "`bate um fio pro cliente`: calls him", bata: "formal", bater: "infinitive",
});

/** Nouns of an answer handed to someone (`dá um retorno pro cliente`, `dá feedback ao cliente`): only after a giving verb. */
export const HANDED_NOUNS: Record<string, string> = wordTable({
  retorno: "`dá um retorno pro cliente`", feedback: "`dá feedback ao cliente`", resposta: "`dá uma resposta ao fornecedor`",
  posicao: "`dá uma posição ao cliente` (pt-PT)", parecer: "`dá um parecer ao cliente`",
  fax: "`passa um fax pro fornecedor`", comunicado: "`faz um comunicado pra equipe`", ping: "`dá um ping no cliente`", telegrama: "`manda um telegrama pra tia`", ligacao: "`dá uma ligação pro cliente`",
  audio: "`grava um áudio pro cliente`", video: "`grava um vídeo pro cliente`", fio: "`bate um fio pro cliente`: a phone call",
  ligadinha: "`dá uma ligadinha pro cliente`", telefonema: "`faz um telefonema ao cliente` (pt-PT)", chamada: "`faz uma chamada pro cliente`",
});

/** Places to post that are named by a word: `bota no canal`, `joga no grupo`, `põe no slack`. */
export const PLACE_WORDS: Record<string, string> = wordTable({
  canal: "a channel", grupo: "a chat group", slack: "Slack", teams: "Teams", chat: "a chat", whatsapp: "WhatsApp", zap: "WhatsApp",
  mural: "a board", feed: "a feed", blog: "a blog", instagram: "Instagram", insta: "Instagram", linkedin: "LinkedIn", twitter: "Twitter",
  whats: "WhatsApp", telegram: "Telegram", direct: "a direct message", dm: "a direct message", privado: "`chama no privado`", pv: "`no pv`",
  inbox: "an inbox", messenger: "Messenger", drive: "a shared drive", dropbox: "Dropbox", nuvem: "`sobe pra nuvem`",
  servidor: "`sobe o relatório pro servidor`: an upload", site: "`joga no site`", portal: "`bota no portal do fornecedor`",
  sharepoint: "SharePoint", onedrive: "OneDrive", ftp: "`sobe no ftp`", email: "`anexa no email`",
});

/** Prepositions that name whom a writing verb writes to: `escreve ao cliente`, `escreve pro rui@x.com`. */
export const ADDRESSEE_PREPOSITIONS: Record<string, string> = wordTable({
  a: "`escreva à cliente`", ao: "`escreva ao cliente`", aos: "plural", as: "plural", pro: "`escreve pro cliente`",
  pra: "`escreve pra ela`", para: "`escreva para a Ana`", al: "Spanish `al cliente`",
});

/** Words that put what a sentence tells in the past: `enviamos ontem`, `já mandamos`. */
export const PAST_MARKERS: Record<string, string> = wordTable({
  ontem: "the day before", ja: "`já mandamos` is done", passada: "`semana passada`", passado: "`mês passado`",
  anteontem: "two days before", antes: "`antes` tells what was done",
});

/** Words of a reminder, so that a sending verb after them is what to be reminded of. */
export const REMINDING_WORDS: Record<string, string> = wordTable({
  lembra: "`me lembra de mandar`", lembre: "`lembre-me de mandar`", lembrar: "`lembrar de mandar`", lembrete: "`lembrete pra mandar`",
});
