// Sums a turn tells as facts, not as what to do: `reembolsa 40 no 5101 (o cliente pagou 120)`,
// `não reembolses o pedido todo (120), só os 40`. Such a sum is set aside as background where the
// turn gives another sum for the request, so a call that takes the fact's sum is asked about.
import { holdsWordPair, type Span, type WordPairs } from "@toolgate/grammar-kit";
import { fold } from "./tokens.js";
import { PLUPERFECT_AUXILIARIES } from "./pluperfect.js";

/** Words right before a sum that tell what something cost, was paid or was charged, in the past or as a fact (`cobrou 250`; the passive, `foi debitado 89,90`, in CHARGED_BEFORE). */
// A word ends where no letter follows: `oso` read as `o so` and as `os o` made 2^n ways to fail.
const FACT_BEFORE = /(?:\b(?:custou|custava|custa|pagou|pagaram|paguei|pagamos|pagámos|cobrou|cobraram|cobrei|cobrámos|debitou|debitaram|valia|vale|totaliza|totalizou|deu|deram|saiu por|ficou em|era de|eram|foi de|foram)\s+(?:(?:r\$|€|us\$|(?:o|os|a|as|uns|umas|só|so)(?![\wà-ÿ]))\s*)*|\(\s*(?:(?:r\$|€|us\$)\s*)?)$/i;

/** A sum charged, in the passive, right before it: `foi cobrado 60`, `foram debitados R$ 95`. Apart from FACT_BEFORE, whose alternation it would make past the analyser's proof. */
const CHARGED_BEFORE = /\b(?:foi|foram)\s+(?:cobrad|debitad)[oa]s?\s+(?:(?:r\$|€|us\$)\s*)?$/i;

/**
 * A sum said with `era` right before it (`a renda era trezentos`, `o certo era 59,90`): a value as it
 * was, told as background only where the turn goes on to give another sum (`este mês é trezentos e
 * cinquenta`, `estorna a diferença, 30`). With no sum after it, `era` may end a correction (`estorna
 * 30, aliás, o certo era 40`), and the sum is the request's. Apart from FACT_BEFORE, which reads no
 * order of the sums.
 */
const WAS_BEFORE = /\bera\s+(?:(?:r\$|€|us\$)\s*)?$/i;

/**
 * A sum said after what a record was of, with `era`/`foi` (`o FER-87 era das buchas, 28`, `a 2 foi
 * do frete, 15`): the thing told first, its price after a comma, the story of the turn as `era 28`
 * is. Read on a bounded slice before the sum, anchored at its end; at most two words name the thing.
 */
const WAS_OF_THING_BEFORE = /(?:^|[^\p{L}])(?:era|eram|foi|foram)\s+(?:de|do|da|dos|das)\s+\p{L}+(?:\s+\p{L}+)?\s*,\s*(?:(?:r\$|€|us\$)\s*)?$/iu;

/**
 * A sum the business already refunded, charged or invoiced, right before it: `a gente estornou 80`,
 * `devolvemos 45 €`, `faturámos 900`. A past act told as the story of a new request (`hoje estorna
 * mais 20`); apart from FACT_BEFORE, whose alternation it would make past the analyser's proof.
 */
const DONE_BEFORE = /\b(?:estornou|estornaram|estornamos|estornámos|estornei|reembolsou|reembolsaram|reembolsamos|reembolsámos|reembolsei|devolvemos|devolvi|devolveu|devolveram|faturou|faturaram|faturamos|faturámos|faturei|facturou|facturaram|facturámos|creditou|creditaram|creditamos|creditámos|creditei)\s+(?:(?:r\$|€|us\$)\s*)?$/i;

/**
 * The words right before a bare number that make it the sum a request asks for, though it has three
 * digits like a record's number: `fatura 180`, `cobra de 250`, `estorna mais 120`.
 */
export const ASKED_SUM_BEFORE = /\b(?:fatur[ae]|factur[ae]|cobr[ae]|estorn[ae]|reembols[ae]|devolv[ae]|credit[ae]|pag[ae]|transfir[ae])\s+(?:(?:mais|so|só|apenas|de)\s+|(?:r\$|€)\s*)*$/i;

/** Words of a request: a sum in brackets with one of them is no fact (`(reembolsa 20)`). */
const ASKING = /\b(?:reembols|cancel|devolv|estorn|transfir|transfer|credit|pag[au]e?\b|fatur[ae]\b|cobr[ae]\b)/i;

const SUMS = new Set(["amount", "number"]);

/** How a regular participle ends: `adiantado`, `recebida`, `descontados`. */
const PARTICIPLE_ENDINGS = ["ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"];
/** Currency words that may stand between the participle and the sum. */
const CURRENCY_WORDS: ReadonlySet<string> = new Set(["r$", "€", "us$"]);

/**
 * Whether the words right before a sum put it in the pluperfect, done before the request (`na real
 * 1,8k pq já tinha adiantado 200`, `a cliente tinha pagado 60`): the story of the request, as a sum
 * paid or charged is. Read on the last two or three words, no pattern.
 */
function doneBeforeThen(before: string): boolean {
  const words = fold(before).split(/\s+/).filter((w) => w !== "");
  if (words.length > 0 && CURRENCY_WORDS.has(words[words.length - 1]!)) words.pop();
  const participle = words[words.length - 1];
  const auxiliary = words[words.length - 2];
  return participle !== undefined && auxiliary !== undefined && PLUPERFECT_AUXILIARIES.has(auxiliary) && PARTICIPLE_ENDINGS.some((e) => participle.endsWith(e));
}

/** The sums told as facts, where the turn holds another sum that is not one. */
export function factSums(text: string, values: readonly Span[]): Set<Span> {
  const facts = new Set<Span>();
  for (const v of values) {
    if (!SUMS.has(v.kind)) continue;
    const before = text.slice(Math.max(0, v.start - 40), v.start);
    if (WAS_BEFORE.test(before) && values.some((later) => later.start >= v.end && SUMS.has(later.kind) && !/^\d{3,}$/.test(later.text))) {
      facts.add(v);
      continue;
    }
    if (!FACT_BEFORE.test(before) && !(before.includes(",") && WAS_OF_THING_BEFORE.test(before)) && !CHARGED_BEFORE.test(before) && !DONE_BEFORE.test(before) && !doneBeforeThen(before)) continue;
    // In brackets, the words up to the bracket's close must ask for nothing.
    if (/\(\s*(?:(?:r\$|€|us\$)\s*)?$/i.test(before)) {
      const close = text.indexOf(")", v.end);
      if (close === -1 || close - v.end > 60 || ASKING.test(text.slice(v.end, close))) continue;
    }
    facts.add(v);
  }
  // A bare number of three digits or more may be a record's; it is a sum where a request's verb asks it.
  const others = values.filter((v) => SUMS.has(v.kind) && !facts.has(v) && (!/^\d{3,}$/.test(v.text) || ASKED_SUM_BEFORE.test(text.slice(Math.max(0, v.start - 40), v.start))));
  return others.length > 0 ? facts : new Set();
}

/** Past forms of another's giving a sum: `mandou`, `transferiram`, `emprestou`, `devolveu`. */
const GAVE = "(?:mandou|mandaram|enviou|enviaram|transferiu|transferiram|pagou|pagaram|deu|deram|emprestou|emprestaram|devolveu|devolveram|reembolsou|reembolsaram|depositou|depositaram)";
/** Words between the giving and the sum: `so`, `uns`, `cerca de`, `ontem`, a currency sign. */
const BETWEEN = "(?:(?:so|apenas|uns|umas|um|uma|cerca\\s+de|quase|exatamente|ontem|hoje)\\s+|(?:r\\$|€|us\\$)\\s*)*$";
/**
 * Words right before a sum that someone else sent the person, read in the folded text: `a Ines
 * mandou-me 1 cêntimo`, `o Paulo transferiu-nos 5`, `a Ana me mandou 1 centavo`, `recebi 2 € da
 * Marta`. The verbs are another's (third person), so the person's own `mandei 40 à Ana` is not here.
 */
const SENT_TO_ME = new RegExp(`(?:^|[^\\p{L}])(?:${GAVE}-(?:me|nos)|(?:me|nos)\\s+${GAVE})\\s+${BETWEEN}`, "u");
const GOT_BY_ME = new RegExp(`(?:^|[^\\p{L}])(?:recebi|recebemos)\\s+${BETWEEN}`, "u");
/** Words that may stand between a sum's giving and the sum (`so`, `uns`, `ontem`, a currency sign), read word by word. */
const BETWEEN_WORDS: ReadonlySet<string> = new Set(["so", "apenas", "uns", "umas", "um", "uma", "cerca", "de", "quase", "exatamente", "ontem", "hoje", "r$", "€", "us$"]);
/** Participles of a sum given, for the passive: `transferidos`, `enviado`, `pago`, `devolvida`. */
const GIVEN = /^(?:transferid|enviad|mandad|pag|depositad|devolvid|reembolsad|emprestad|dad)[oa]s?$/;
/** A payment by its kind: `pix`, `transferencia`, `deposito`, `mbway` (`mb way`). */
const PAYMENT_KINDS: ReadonlySet<string> = new Set(["pix", "transferencia", "deposito", "mbway", "way"]);
/** Another's giving, as `GAVE` and `fez` (`fez-me um pix`), with the person after it. */
const GAVE_WORD = new RegExp(`^(?:${GAVE}|fez|fizeram)$`);
const TO_ME: ReadonlySet<string> = new Set(["me", "nos"]);

/**
 * Whether the words right before a sum say it was sent to the person in the passive or by the
 * payment's kind: `foram-me transferidos 0,01 €`, `me foi pago 1 real`, `recebi um pix de 30`, `o
 * Rui fez-me um pix de 5`, `a Ana me mandou uma transferência de 1 cêntimo`. The passive names no
 * one; the payment's kind follows another's verb or `recebi`. Read word by word, from the sum back.
 */
function givenToMe(before: string): boolean {
  const words = before.trimEnd().split(/\s+/).slice(-8);
  let i = words.length - 1;
  // The words between the giving and the sum, but not the `um pix de` a payment's kind is said with.
  while (i >= 0 && BETWEEN_WORDS.has(words[i]!) && !(words[i] === "de" && PAYMENT_KINDS.has(words[i - 1] ?? ""))) i--;
  if (i < 0) return false;
  if (GIVEN.test(words[i]!)) {
    const [verb, pronoun] = (words[i - 1] ?? "").split("-");
    if (pronoun !== undefined) return (verb === "foi" || verb === "foram") && TO_ME.has(pronoun);
    return (words[i - 1] === "foi" || words[i - 1] === "foram") && TO_ME.has(words[i - 2] ?? "");
  }
  if (words[i] !== "de" || !PAYMENT_KINDS.has(words[i - 1] ?? "")) return false;
  let k = i - 2;
  if (words[k] === "mb") k--;
  if (words[k] !== "um" && words[k] !== "uma") return false;
  const giver = words[k - 1] ?? "";
  if (giver === "recebi" || giver === "recebemos") return true;
  const [verb, pronoun] = giver.split("-");
  if (pronoun !== undefined) return GAVE_WORD.test(verb!) && TO_ME.has(pronoun);
  return GAVE_WORD.test(giver) && TO_ME.has(words[k - 2] ?? "") && !NOT_OTHERS.has(words[k - 3] ?? "");
}

/** The one the person speaks to, as the word before `me mandou`: not someone else. */
const NOT_OTHERS: ReadonlySet<string> = new Set(["voce", "voces", "tu"]);

/** Words after a received sum that take it up as the request's sum: `devolve-lhe`, `manda de volta`, `estorna`. */
const SENT_BACK = /(?:^|[^\p{L}])(?:devolv|estorn|retorn|de\s+volta(?![\p{L}]))/u;
/**
 * Words after a received sum, in the folded text, that name a part of a whole as what goes back:
 * `devolve-lhe a minha parte`, `a nossa metade`, `a diferença`, `o excesso` (not `o que devo`:
 * `devo` is a must as often as a debt). The sum received is
 * then the story (um pedido de 1 cêntimo, dinheiro a mais) and the part is worked out elsewhere.
 * Each entry is a word and the words one of which follows it; read word by word.
 */
const PART_BACK: WordPairs = new Map([
  ["minha", new Set(["parte", "metade", "quota", "porcao"])],
  ["nossa", new Set(["parte", "metade", "quota", "porcao"])],
  ["meu", new Set(["quinhao", "terco"])],
  ["nosso", new Set(["quinhao", "terco"])],
  ["a", new Set(["diferenca"])],
  ["o", new Set(["excesso"])],
]);


/**
 * The sums a turn says someone else sent the person (`a Ines mandou-me 1 cêntimo com uma nota, paga-lhe
 * o que ela pede`): the story of the request, not a sum it asks to pay, though the turn gives no
 * other sum. Where the turn then sends that sum back (`o João emprestou-me 15,80, devolve-lhe`), the
 * sum is the request's; not where what goes back is a part (`devolve-lhe a minha parte`, PART_BACK). The word before the verb is read apart: `você me mandou` is the one spoken to.
 */
export function receivedSums(folded: string, values: readonly Span[]): Set<Span> {
  const received = new Set<Span>();
  for (const v of values) {
    if (!SUMS.has(v.kind)) continue;
    const before = folded.slice(Math.max(0, v.start - 40), v.start);
    if (!GOT_BY_ME.test(before) && !givenToMe(before)) {
      const m = SENT_TO_ME.exec(before);
      if (m === null || NOT_OTHERS.has(lastWord(before.slice(0, m.index)))) continue;
    }
    const after = folded.slice(v.end);
    if (!SENT_BACK.test(after) || holdsWordPair(PART_BACK, after.split(/[^a-z]+/))) received.add(v);
  }
  return received;
}

/** The last word of a text, empty where it has none. */
function lastWord(text: string): string {
  const words = text.trimEnd().split(/\s+/);
  return words[words.length - 1] ?? "";
}

/**
 * What a bare number counts, right after it: time (`15 dias`, `48 horas`), things (`3 itens`, `2
 * pedidos`, `4 caixas`), or a place in an order (`2ª parcela`, `3º item`). The units a price is said
 * of whose ending SAID_OF_A_SUM would read as a sum's participle are listed too (`4 noites`, `2
 * bilhetes`, `3 entradas`, `2 quartos`).
 */
const COUNTED_AFTER = /^(?:[ªº]|\s*(?:dias?|semanas?|quinzenas?|meses|mês|mes|anos?|horas?|minutos?|hrs?|itens|produtos|artigos|peças|pecas|unidades|caixas|volumes|pacotes|pedidos|encomendas|parcelas|prestações|prestacoes|vezes|pessoas|clientes|noites|bilhetes|ingressos|entradas|assentos|quartos)(?![\p{L}\d]))/iu;

/** Words of a span of time right after a bare number: `3 dias`, `48 horas`, `2 semanas`. */
const LASTED = /^\s*(?:dias|semanas|meses|anos|horas|minutos)(?![\p{L}\d])/iu;

/** The word right after a number, where a plural noun of what it counts may stand. */
const WORD_AFTER = /^\s+(\p{L}+)(?![\p{L}\d])/u;

/**
 * Words ending in `s` that may follow a sum or a record and count nothing, as folded: currencies, in
 * full and in slang (`40 paus`, `dois contos`, `30 mangos`), multipliers and number words (`duas
 * dezenas`, `cinco seis sete`), words that join, compare or point, and the adjectives and participles
 * of a sum that no ending below reads (`40 limpos`, `30 pagos`).
 */
const NOT_COUNTED: ReadonlySet<string> = new Set([
  "reais", "euros", "dolares", "libras", "pesos", "centavos", "centimos", "paus", "contos", "mangos", "pilas", "pratas", "bucks", "dollars", "pounds",
  "dezenas", "centenas", "milhares", "milhoes", "bilhoes", "duzias", "dois", "tres", "seis",
  "os", "as", "dos", "das", "nos", "nas", "aos", "pelos", "pelas", "pros", "pras", "mais", "menos", "mas", "pois", "depois", "antes", "apos", "apenas",
  "ambos", "ambas", "todos", "todas", "eles", "elas", "deles", "delas", "voces", "redondos", "limpos", "inteiros", "extras", "pagos", "ganhos", "entregues",
]);
/**
 * Endings of the participles and adjectives a sum is said with (`os 96,40 pagos a mais`, `40 cobrados`,
 * `30 devidos`, `os 20 restantes`, `40 certinhos`, `300 mensais`, `500 feitos`, `quinhentos`): the sum
 * is what is asked, not a count. The irregular participles (`-tos`, `-sos`) take some nouns with them
 * (`3 camisetas`): such a number stays a sum, as before this reading.
 */
const SAID_OF_A_SUM = /(?:[aeiu]d[oa]s|[st][oa]s|tes|[aeo]is|inh[oa]s)$/;

/**
 * Whether a bare number counts things: the words of time, things or order right after it (`15 dias`,
 * `3 itens`, `2ª parcela`), or any plural noun right after it that is no currency and no joining word
 * (`duas cadeiras`, `3 camisolas`, `cinco garrafões`).
 */
export function countsThings(text: string, v: Span): boolean {
  if (v.kind !== "number") return false;
  const after = text.slice(v.end, v.end + 24);
  if (COUNTED_AFTER.test(after)) return true;
  const word = WORD_AFTER.exec(after)?.[1];
  if (word === undefined || word.length < 4) return false;
  const folded = fold(word);
  return folded.endsWith("s") && !NOT_COUNTED.has(folded) && !SAID_OF_A_SUM.test(folded);
}

/**
 * Bare numbers that count (`o cliente esperou 15 dias`, `dos 3 itens …`, `a 2ª parcela`, `comprou duas
 * cadeiras`), where the turn holds another sum that is not one: a count in the story, not a sum or a
 * record asked for. A count of days that dates something (`daqui a 15 dias`, `em 30 dias`) is read as a date before.
 */
export function countsOfThings(text: string, values: readonly Span[]): Set<Span> {
  const counts = new Set<Span>();
  for (const v of values) if (countsThings(text, v)) counts.add(v);
  if (counts.size === 0) return counts;
  const others = values.filter((v) => SUMS.has(v.kind) && !counts.has(v) && !/^\d{3,}$/.test(v.text));
  return others.length > 0 ? counts : new Set();
}

/**
 * Bare numbers that count a span of time (`chegou com 3 dias de atraso`, `esperou 48 horas`) in a
 * turn that gives no sum: no value at all, as a time of day is none (claimed so that nothing else
 * takes them). Beside a sum, countsOfThings tells them as the story.
 */
export function spansOfTimeAlone(text: string, values: readonly Span[]): Span[] {
  const lasting = values.filter((v) => v.kind === "number" && LASTED.test(text.slice(v.end, v.end + 12)));
  if (lasting.length === 0) return [];
  const others = values.filter((v) => SUMS.has(v.kind) && !countsThings(text, v) && !/^\d{3,}$/.test(v.text));
  return others.length > 0 ? [] : lasting;
}

/** Verbs that tell, right before a day, what was planned: `era pra dia 5`, `estava marcada pra dia 10`, `tava agendado pro dia 3`, `tinha sido marcado`. */
const PLANNED_VERBS = new Set(["era", "eram", "estava", "estavam", "tava", "tavam", "foi", "foram", "sido"]);
/** Participles of a plan between the verb and the day: `marcada`, `agendado`, `previstos`. */
const PLANNED_PARTICIPLE = /^(?:marcad|agendad|previst|combinad|programad)[oa]s?$/;
/** Prepositions and the article between the plan's words and the day: `pra`, `no`, `o`, and `ser` (`era para ser dia 9`). */
const PLANNED_LINKS = new Set(["pra", "para", "pro", "no", "na", "em", "a", "o", "ser"]);

/** Whether the words right before a day tell it was planned: read from the last word back, at most four. */
function toldPlanned(before: string): boolean {
  const words = before.toLowerCase().split(/\s+/).filter((w) => w !== "").slice(-4);
  let i = words.length - 1;
  while (i >= 0 && PLANNED_LINKS.has(words[i]!)) i--;
  if (i >= 0 && PLANNED_PARTICIPLE.test(words[i]!)) i--;
  return i >= 0 && PLANNED_VERBS.has(words[i]!);
}

/**
 * Days told as what was planned (`a entrega era pra dia 5 mas atrasou; remarca a visita pro dia
 * 9`, `a reunião estava marcada pra dia 10 …`), where the turn gives another day: the story's day,
 * not the one asked for.
 */
export function plannedDays(text: string, values: readonly Span[]): Set<Span> {
  const planned = new Set<Span>();
  for (const v of values) if (v.kind === "date" && toldPlanned(text.slice(Math.max(0, v.start - 40), v.start))) planned.add(v);
  if (planned.size === 0) return planned;
  return values.some((v) => v.kind === "date" && !planned.has(v)) ? planned : new Set();
}

/** Words right before a place that say a message came from it: `ligou do 11 9…`, `escreveu do email …`, `recebi uma mensagem da …`. */
const FROM_BEFORE = /(?:^|[^\p{L}])(?:do|da|de)\s+(?:(?:o|a|numero|número|email|e-mail|telefone|celular|telemovel|telemóvel|endereço|endereco)\s+)?$/iu;
/** Verbs of a message that came in, looked for in the same words: `ligou`, `escreveu`, `mandou`, `recebi`. */
const CAME_IN = /(?:^|[^\p{L}])(?:ligou|ligaram|telefonou|telefonaram|escreveu|escreveram|mandou|mandaram|enviou|enviaram|respondeu|veio|vieram|chegou|recebi|recebemos)(?![\p{L}])/iu;
const SPOKEN_FROM = new Set(["phone", "email"]);

/**
 * Places a message came from (`o cliente ligou do 11 98888-0000 pedindo pra atualizar o cadastro
 * com o número 11 97777-0000`), where the turn gives another place of the same kind: the story's,
 * not the one asked for.
 */
export function placesCameFrom(text: string, values: readonly Span[]): Set<Span> {
  const from = new Set<Span>();
  for (const v of values) {
    if (!SPOKEN_FROM.has(v.kind)) continue;
    const before = text.slice(Math.max(0, v.start - 40), v.start);
    if (FROM_BEFORE.test(before) && CAME_IN.test(before)) from.add(v);
  }
  if (from.size === 0) return from;
  return values.some((v) => SPOKEN_FROM.has(v.kind) && !from.has(v) && [...from].some((f) => f.kind === v.kind)) ? from : new Set();
}

/** Words right after a day that tell it was called off or moved: `a reunião de segunda foi cancelada`, `a de terça já foi desmarcada`. */
const CALLED_OFF_AFTER = /^\s*(?:,\s*)?(?:ja\s+)?(?:foi|foram|esta|estao|ta|tao|ficou|ficaram)\s+(?:cancelad|desmarcad|adiad|remarcad|suspens)[oa]s?(?![\p{L}])/u;

/** Words right after a day that move it to the day said next: `mas passou pro`, `e mudou para`, `mas foi para`. */
const MOVED_TO = /^\s*(?:,\s*)?(?:(?:mas|e|so\s+que)\s+)?(?:ja\s+)?(?:passou|passaram|mudou|mudaram|foi|foram)(?:\s+(?:pro|pra|para|a|o))?(?![\p{L}])/u;

/**
 * Days told as called off or moved (`a reunião de segunda foi cancelada, marca uma nova pra quinta`,
 * `vencia dia cinco mas passou pro dia quinze`),
 * where the turn gives another day: taken back, read in the folded text.
 */
export function daysCalledOff(folded: string, values: readonly Span[]): Set<Span> {
  const off = new Set<Span>();
  values.forEach((v, i) => {
    if (v.kind !== "date") return;
    const after = folded.slice(v.end, v.end + 40);
    if (CALLED_OFF_AFTER.test(after)) off.add(v);
    // `vencia dia cinco mas passou pro dia quinze`: moved, where the day it moved to comes right after.
    const moved = MOVED_TO.exec(after);
    const next = values[i + 1];
    if (moved !== null && next?.kind === "date" && next.start - (v.end + moved[0].length) <= 2) off.add(v);
  });
  if (off.size === 0) return off;
  return values.some((v) => v.kind === "date" && !off.has(v)) ? off : new Set();
}

/** Words right after a place that say another one is used now: `…, mas agora usa o …`, `agora é o …`. */
const NOW_OTHER_AFTER = /^\s*(?:,\s*)?(?:mas\s+)?agora\s+(?:usa|é|e|tem|passou\s+a\s+ser|passa\s+a\s+ser)(?![\p{L}])/u;
const PLACES = new Set(["phone", "email", "iban"]);

/**
 * Places said before the words that give the one used now (`o cliente ligava do 11 95555-0000, mas
 * agora usa o 11 96666-0000`), where a place of the same kind follows: taken back, read in the
 * folded text.
 */
export function placesNowOther(folded: string, values: readonly Span[]): Set<Span> {
  const out = new Set<Span>();
  values.forEach((v, i) => {
    if (!PLACES.has(v.kind) || !NOW_OTHER_AFTER.test(folded.slice(v.end, v.end + 40))) return;
    if (values.slice(i + 1).some((w) => w.kind === v.kind)) out.add(v);
  });
  return out;
}
