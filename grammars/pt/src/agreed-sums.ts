// A sum someone wanted or said and the sum agreed or written instead, in one sentence: `ele queria 80,
// mas acertámos em 60`, `o orçamento dizia 900 mas fechámos em 850`, `a cliente reclamou 100, o gerente
// autorizou 70`, `o cliente disse 40, mas a nota diz 45`, `queria o dinheiro todo de volta, 240, mas ficou
// acertado devolver só 80`, `o contrato é de 900, mas combinámos cobrar 450`. The first sum is told, not asked: it is set
// apart, and the agreed or written one is what the request means. A record said against one written is read
// the same way (`disse que era o 5510 mas no sistema aparece 5501`).
// Read word by word on the few words before each sum, so the time is linear.
import type { Span } from "@toolgate/grammar-kit";
import { isSum } from "./sum-spans.js";
import { isRecordSpan } from "./record-spans.js";
import { PLUPERFECT_AUXILIARIES } from "./pluperfect.js";

/** Verbs right before a sum someone wanted, asked for or was quoted, a word between at most: `queria 80`, `o orçamento dizia 900`, `queria pagar 120`. */
const WANTED_VERBS = new Set([
  "queria", "queriam", "quer", "querem", "pediu", "pedia", "pediam", "pediram", "reclamou", "reclamava", "reclamaram",
  "esperava", "esperavam", "exigiu", "exigia", "exige", "dizia", "propos", "propunha", "cobrava", "orcou", "orcava",
  "disse", "disseram", "falou", "falaram", "afirmou", "garantiu", "jurou", "achava", "pensava",
]);

/** Stems of the verbs of agreeing on a sum: `acertámos`, `combinámos`, `autorizou`, `aprovaram`, `fechámos`, `acordámos`, `negociámos`, `fica`, `ficou`. */
const AGREED_STEMS = ["acert", "combin", "autoriz", "aprov", "fech", "acord", "negoci", "fic"];
/** Participles after `ficou`: `ficou acertado em 100`. */
const AGREED_PARTICIPLES = new Set(["acertado", "acertada", "combinado", "combinada", "acordado", "acordada", "fechado", "fechada", "aprovado", "aprovada"]);
/** Words between the verb and the sum: `em`, `por`, `para`; and `só` or `apenas` before it. */
const AGREED_LINKS = new Set(["em", "por", "para", "pra", "nos", "no"]);
const ONLY = new Set(["so", "apenas", "somente"]);

/** Verbs of what a paper or a system shows, right before a sum or before `que é`: `a nota diz 45`, `o recibo mostra 65`, `no sistema aparece 50`. */
const SHOWING_VERBS = new Set(["diz", "mostra", "indica", "consta", "aparece", "marca", "traz", "tem", "esta", "ta", "vem"]);
/** What a sum is written in: `nota`, `fatura`, `recibo`, `contrato`, `sistema`, … */
const WRITTEN_IN = new Set([
  "nota", "notas", "fatura", "factura", "recibo", "contrato", "sistema", "talao", "extrato", "extracto",
  "comprovativo", "comprovante", "registo", "registro", "papel", "print", "ecra", "tela", "documento", "proposta",
]);
/** Words between the showing verb and the sum: `a nota diz que são 45`. */
const SHOWN_LINKS = new Set(["que", "sao", "e", "foram", "eram", "era"]);

/** Words that set the two sums against each other (a comma does too). */
const CONTRAST_WORDS = new Set(["mas", "porem", "contudo"]);
const CONTRAST_PAIRS = new Set(["so que", "no entanto"]);

/** What ends a sentence: the two sums must stand in one. */
const SENTENCE_END = /[.;!?\n]/;

/** How far apart the two sums may stand, and how far back the words before each are read. */
const REACH = 80;
const CHARS_BACK = 40;

const WORD = /\p{L}+/gu;

/** The words of a text, folded, the last ones last; a currency's sign before the sum is left out with the `r` of `r$`. */
function wordsBefore(text: string): string[] {
  const trimmed = text.trimEnd();
  const bare = trimmed.endsWith("r$") ? trimmed.slice(0, -2) : trimmed.endsWith("us$") ? trimmed.slice(0, -3) : trimmed;
  return bare.match(WORD) ?? [];
}

/** How many words before a wanted sum its verb may stand: `queria o dinheiro todo de volta, 240`. */
const WANTED_REACH = 6;

function wanted(words: readonly string[]): boolean {
  for (let k = words.length - 1; k >= 0 && k >= words.length - WANTED_REACH; k--) if (WANTED_VERBS.has(words[k]!)) return true;
  return stated(words);
}

/** Words that say what a thing is, right before its sum: `o contrato é de 900`, `o orçamento era 300`. */
const STATED_LINKS = new Set(["e", "era", "foi", "sao", "eram", "foram"]);
/** Things whose sum is stated and may be agreed otherwise: what a sum is written in, and a price. */
const PRICED = new Set([...WRITTEN_IN, "orcamento", "preco", "mensalidade", "plano", "pacote", "valor"]);

/** `o contrato é de 900`, `o orçamento era 300`: a thing's sum as stated. */
function stated(words: readonly string[]): boolean {
  let k = words.length - 1;
  if (words[k] === "de") k--;
  if (!STATED_LINKS.has(words[k] ?? "")) return false;
  return PRICED.has(words[k - 1] ?? "");
}

/** An act's infinitive between the agreeing and the sum: `ficou acertado devolver só 80`, `combinámos cobrar 450`. */
const INFINITIVE = /^\p{L}{3,}(?:ar|er|ir)$/u;

function agreed(words: readonly string[]): boolean {
  let k = words.length - 1;
  if (ONLY.has(words[k] ?? "")) k--;
  if (AGREED_LINKS.has(words[k] ?? "")) k--;
  if (INFINITIVE.test(words[k] ?? "")) k--;
  if (words[k] === "de" || words[k] === "em") k--;
  if (AGREED_PARTICIPLES.has(words[k] ?? "")) k--;
  const verb = words[k];
  return verb !== undefined && AGREED_STEMS.some((stem) => verb.startsWith(stem));
}

/** `a nota diz 45`, `na fatura está 45`, `o contrato diz que são 150`: a showing verb with what shows it among the three words before. */
function written(words: readonly string[]): boolean {
  let k = words.length - 1;
  while (k >= words.length - 2 && SHOWN_LINKS.has(words[k] ?? "")) k--;
  if (!SHOWING_VERBS.has(words[k] ?? "")) return false;
  return words.slice(Math.max(0, k - 3), k).some((w) => WRITTEN_IN.has(w));
}

function contrasted(between: string): boolean {
  if (between.includes(",")) return true;
  const words = between.match(WORD) ?? [];
  return words.some((w, i) => CONTRAST_WORDS.has(w) || CONTRAST_PAIRS.has(`${w} ${words[i + 1] ?? ""}`));
}

/** Auxiliaries of a plan made before: `tinha combinado 20`, `a gente tinha falado em 20`, `estava previsto 20`. */
const HAD: ReadonlySet<string> = new Set([...PLUPERFECT_AUXILIARIES, "estava", "estavam", "foi", "era"]);
/** Participles of a plan made before: `combinado`, `falado`, `previsto`. */
const PLANNED_PARTICIPLES = new Set(["combinado", "combinada", "falado", "dito", "pedido", "prometido", "prometida", "acertado", "acertada", "previsto", "prevista", "pensado", "marcado", "marcada", "acordado", "acordada", "fechado", "fechada"]);
/** Auxiliaries of what was going to be done: `ia reembolsar 20`, `íamos devolver 20`. */
const GOING = new Set(["ia", "iamos", "iam", "iria", "iriamos", "iriam"]);
/** What a sum would have been: `seriam 20`, `seria 20`. */
const WOULD_BE = new Set(["seria", "seriam"]);
/** Words between a plan's verb and its sum: `falado em 20`, `combinado de 20`, `previsto que fossem 20`. */
const PLANNED_LINKS = new Set(["em", "de", "por", "para", "pra", "que", "fosse", "fossem", "so", "apenas"]);

/**
 * `tinha combinado 20`, `ia reembolsar 20`, `seriam 20`: a sum as it was planned before, right before it,
 * a link or two between at most; set against a sum agreed or changed later in the sentence, it is set apart.
 */
function planned(words: readonly string[]): boolean {
  let k = words.length - 1;
  while (k >= words.length - 2 && PLANNED_LINKS.has(words[k] ?? "")) k--;
  const w = words[k] ?? "";
  if (WOULD_BE.has(w)) return true;
  if (PLANNED_PARTICIPLES.has(w)) return HAD.has(words[k - 1] ?? "") || HAD.has(words[k - 2] ?? "");
  return INFINITIVE.test(w) && GOING.has(words[k - 1] ?? "");
}

/** Verbs that change a sum to another, and what the new sum comes after: `subir para 25`, `agora são 25`, `vamos de 25`, `faz 25`. */
const CHANGE_TO_VERBS = new Set(["subir", "sobe", "suba", "aumentar", "aumenta", "aumente", "baixar", "baixa", "baixe", "reduzir", "reduz", "reduza", "descer", "desce", "mudar", "muda", "mude", "passar", "passa", "passe", "arredondar", "arredonda"]);
const CHANGE_TO_LINKS = new Set(["para", "pra", "pros", "pras", "a", "os", "as", "em", "de", "com", "so", "apenas"]);
/** Words that say the sum said after them is the one now: `agora (são|é|fica)`, `vamos de`, `faz`. */
const NOW_WORDS = new Set(["agora", "vamos", "bora", "faz", "faca", "fazemos"]);
const NOW_LINKS = new Set(["e", "sao", "fica", "ficam", "vai", "vao", "passa", "passam", "de", "com", "em", "por", "so", "apenas"]);

function changedTo(words: readonly string[]): boolean {
  let k = words.length - 1;
  while (k >= words.length - 2 && CHANGE_TO_LINKS.has(words[k] ?? "")) k--;
  if (CHANGE_TO_VERBS.has(words[k] ?? "")) return true;
  k = words.length - 1;
  while (k >= words.length - 2 && NOW_LINKS.has(words[k] ?? "")) k--;
  return NOW_WORDS.has(words[k] ?? "");
}

/**
 * The sums a turn says someone wanted or said, or planned before (`tinha combinado 20`, `ia reembolsar 20`),
 * where, later in the sentence, another sum was agreed, is written, or is now the one (`mas o gerente
 * autorizou 25`, `mas vamos de 25`, `só que agora são 25`) instead.
 */
export function sumsAgreedOtherwise(folded: string, values: readonly Span[]): Span[] {
  return saidOtherwise(folded, values.filter(isSum), (words) => wanted(words) || planned(words), (before) => agreed(before) || written(before) || changedTo(before));
}

/** A record's number: an id, or a number of three digits or more. */

/** Words between a saying verb and the record said: `disse que era o`, `falou que o pedido era`, `achava que era a encomenda`. */
const SAID_RECORD_LINKS = new Set(["que", "era", "e", "o", "a", "pedido", "encomenda", "fatura", "factura", "numero"]);

/** `disse que era o 5510`, `o cliente falou que o pedido era 7720`: a saying verb, `que`, and a few words of the record. */
function saidRecord(words: readonly string[]): boolean {
  let k = words.length - 1;
  let that = false;
  while (k >= 0 && k >= words.length - 5 && SAID_RECORD_LINKS.has(words[k]!)) {
    if (words[k] === "que") that = true;
    k--;
  }
  return that && WANTED_VERBS.has(words[k] ?? "");
}

/**
 * The records a turn says someone said where, later in the sentence, a paper or the system shows
 * another (`a Joana disse que era o 5510 mas no sistema aparece 5501`, `falou que o pedido era 7720,
 * mas na nota tá 7702`): the one said is set apart, as a sum said is against a sum written.
 */
export function recordsWrittenOtherwise(folded: string, values: readonly Span[]): Span[] {
  return saidOtherwise(folded, values.filter(isRecordSpan), saidRecord, written);
}

/** Of each two values of a kind in one sentence, set against each other, the first where the words before each say it is told and the other is meant. */
function saidOtherwise(folded: string, kind: readonly Span[], told: (words: readonly string[]) => boolean, meant: (words: readonly string[]) => boolean): Span[] {
  const out: Span[] = [];
  for (let i = 0; i + 1 < kind.length; i++) {
    const first = kind[i]!;
    const second = kind[i + 1]!;
    if (second.start - first.end > REACH) continue;
    const between = folded.slice(first.end, second.start);
    if (SENTENCE_END.test(between) || !contrasted(between)) continue;
    if (!told(wordsBefore(folded.slice(Math.max(0, first.start - CHARS_BACK), first.start)))) continue;
    if (meant(wordsBefore(folded.slice(Math.max(first.end, second.start - CHARS_BACK), second.start)))) out.push(first);
  }
  return out;
}
