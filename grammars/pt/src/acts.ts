// Finds the requests to send something out in a Portuguese turn: the sending verbs in any
// person and tense, whether a negation reaches them (`não envie`, `nunca mande`), and whether
// they only report the past (`já enviei`, `foi enviado`, `você mandou?`).
import { clauseStarts, matchPhrase, type SendingAct } from "@toolgate/grammar-kit";
import {
  AGENT_SUBJECTS,
  CLAUSE_BREAKS,
  DROPPING_VERBS,
  KEEPING_VERBS,
  MESSAGE_NOUNS,
  PLACE_PREPOSITIONS,
  REMINDING_WORDS,
  REPORTING_VERBS,
  SELF_SENDERS,
  NEGATION_BRIDGES,
  NEGATION_UNDOERS,
  NEGATORS,
  NOUN_LIKE_FORMS,
  NOUN_MARKERS,
  REQUEST_AUX,
  SENDING_PHRASES,
  SENDING_VERBS,
  type SendingVerb,
} from "./lexicon.js";
import { fold, type Token } from "./tokens.js";

type Form = "base" | "past" | "participle";

/** Endings of the regular conjugations, by the form they give. */
const ENDINGS: Record<"ar" | "car" | "ir", Record<Form, string[]>> = {
  ar: {
    base: ["o", "a", "as", "am", "amos", "ais", "e", "es", "em", "emos", "ar", "ares", "arem", "ara", "arao", "aria", "ariam", "ando", "asse", "assem", "arei", "aremos"],
    past: ["ei", "ou", "aram", "aste", "ava", "avam"],
    participle: ["ado", "ada", "ados", "adas"],
  },
  car: {
    base: ["co", "ca", "cas", "cam", "camos", "que", "ques", "quem", "quemos", "car", "cares", "carem", "cara", "carao", "caria", "cando", "casse", "carei"],
    past: ["quei", "cou", "caram", "caste", "cava", "cavam"],
    participle: ["cado", "cada", "cados", "cadas"],
  },
  ir: {
    base: ["e", "es", "em", "imos", "ir", "ires", "irem", "ira", "irao", "iria", "indo", "isse", "irei"],
    past: ["i", "iu", "iram", "iste", "ia", "iam"],
    participle: ["ido", "ida", "idos", "idas"],
  },
};

interface FormEntry {
  verb: SendingVerb;
  form: Form;
}

const FORMS: Map<string, FormEntry> = (() => {
  const forms = new Map<string, FormEntry>();
  const add = (word: string, verb: SendingVerb, form: Form): void => {
    const w = fold(word);
    if (!forms.has(w)) forms.set(w, { verb, form });
  };
  for (const verb of SENDING_VERBS) {
    add(verb.lemma, verb, "base");
    if (verb.conjugation !== "irregular") {
      const endings = ENDINGS[verb.conjugation];
      for (const form of ["past", "participle", "base"] as const) for (const e of endings[form]) add(verb.stem + e, verb, form);
    }
    for (const extra of verb.extra) {
      const key = fold(extra).split("-")[0] ?? extra;
      add(key, verb, /(ei|ou|eu|aram|eram|iram)$/.test(key) ? "past" : /(ado|ada|ido|ida)s?$/.test(key) ? "participle" : "base");
    }
  }
  return forms;
})();

/** How far back a negation is looked for: clauses are short. */
const WINDOW = 12;

function isNegator(tokens: Token[], j: number): boolean {
  const key = tokens[j]!.key;
  if (NEGATORS[key] === undefined) return false;
  const prev = tokens[j - 1]?.key;
  const next = tokens[j + 1]?.key;
  if (key === "vez") return prev === "em";
  if (key === "inves") return prev === "ao";
  if (key === "pare" || key === "parar" || key === "nada") return next === "de";
  if (key === "deixe") return next === "de" && prev !== "nao" && prev !== "nunca";
  return true;
}

/** True when a negation earlier in the clause reaches the act at i. */
function negatedAt(tokens: Token[], i: number, from: number): boolean {
  const next = tokens[i + 1]?.key;
  if (next === "nada" || next === "ninguem" || (next === "a" && tokens[i + 2]?.key === "ninguem")) return true;
  for (let j = i - 1; j >= from; j--) {
    const key = tokens[j]!.key;
    const before = tokens[j - 1]?.key ?? "";
    if (NEGATION_UNDOERS[key] !== undefined) {
      // `não se esqueça de enviar`, `não deixe de enviar`, `não só guarde como envie` ask to send.
      const negatedBefore = ["nao", "nunca", "sem", "se"].includes(before) || ["nao", "nunca"].includes(tokens[j - 2]?.key ?? "");
      if (!["deixe", "so", "apenas"].includes(key) || negatedBefore) return false;
    }
    if (isNegator(tokens, j)) return true;
    if (NEGATION_BRIDGES[key] !== undefined || FORMS.has(key)) continue;
    return false;
  }
  return false;
}

/** `já enviei`, `foi enviado`, `mandaste?`: named, not asked for; `que seja enviado` asks. */
function onlyNamed(tokens: Token[], i: number, form: Form, from: number): boolean {
  if (form === "past") return true;
  if (form === "participle") {
    const prev = i > from ? tokens[i - 1]!.key : undefined;
    return prev === undefined || REQUEST_AUX[prev] === undefined;
  }
  return false;
}

const FUTURE = new Set(["vai", "vao", "ira", "irao", "vamos"]);
const SKIPPED = new Set(["ja", "so", "depois", "mesmo", "tambem", "logo", "la"]);

/**
 * Someone other than the agent sends, or the send is what to be reminded of: `o cliente vai
 * mandar`, `eu mando depois`, `o Ahmed pediu pra gente mandar`, `me lembra dia 12 de mandar`.
 */
function otherSender(tokens: Token[], i: number, from: number): boolean {
  let j = i - 1;
  while (j >= from && SKIPPED.has(tokens[j]!.key)) j--;
  const prev = j >= from ? tokens[j] : undefined;
  if (prev && FUTURE.has(prev.key)) {
    const subject = j - 1 >= from ? tokens[j - 1] : undefined;
    if (prev.key === "vamos") return true;
    if (subject && AGENT_SUBJECTS[subject.key] === undefined && NEGATORS[subject.key] === undefined) return true;
  }
  if (prev && SELF_SENDERS[prev.key] !== undefined) return true;
  for (let k = Math.max(from, i - 5); k < i; k++) if (REPORTING_VERBS[tokens[k]!.key] !== undefined) return true;
  for (let k = from; k < i; k++) if (REMINDING_WORDS[tokens[k]!.key] !== undefined) return true;
  return false;
}

/** True when a text holds a place to send to: an address, a channel or handle, a phone's digits. */
function placeLike(text: string): boolean {
  return /@/.test(text) || /(^|\s)[#@][a-z]/i.test(text) || (text.match(/\d/g) ?? []).length >= 7;
}

/** The text of the few words after token k, up to the clause's end. */
function placeAfter(tokens: Token[], k: number, text: string): string {
  let end = k;
  for (let m = k + 1; m < Math.min(tokens.length, k + 5); m++) {
    end = m;
    if (tokens[m]!.breakAfter) break;
  }
  return end > k ? text.slice(tokens[k]!.end, tokens[end]!.end) : "";
}

/**
 * A message noun with a place after it (`deixa um recado no #atendimento`), or a dropping verb
 * with one (`joga no #pedidos`, `informe o cliente pelo +351 …`), in a clause whose verb does not
 * keep the message: a request to send.
 */
function messageToPlace(tokens: Token[], i: number, from: number, text: string, actAt: ReadonlySet<number>): boolean {
  const key = tokens[i]!.key;
  const noun = MESSAGE_NOUNS[key] !== undefined || MESSAGE_NOUNS[tokens[i]!.fold] !== undefined;
  if (!noun && DROPPING_VERBS[key] === undefined) return false;
  // A keeping verb keeps it; a sending verb before it is the act already (`encaminha o email pro …`).
  for (let k = from; k < i; k++) if (KEEPING_VERBS[tokens[k]!.key] !== undefined || (k >= i - 3 && actAt.has(k))) return false;
  for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
    if (PLACE_PREPOSITIONS[tokens[k]!.key] !== undefined) return placeLike(placeAfter(tokens, k, text).slice(0, 80));
    if (tokens[k]!.breakAfter) return false;
  }
  return false;
}

/** A phrase's word fits a token; `*` fits any word. */
function fitsPhrase(word: string, token: Token): boolean {
  return word === "*" || token.key === word;
}

/** Every sending act in a turn; words inside a quoted string are the text to write, not requests. */
export function findActs(tokens: Token[], quoted: (offset: number) => boolean = () => false, text = ""): SendingAct[] {
  const acts: SendingAct[] = [];
  const actAt = new Set<number>();
  const starts = clauseStarts(tokens, (t) => CLAUSE_BREAKS[t.key] !== undefined, WINDOW);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (quoted(token.start)) continue;
    const from = starts[i]!;
    const phrase = matchPhrase(SENDING_PHRASES, tokens, i, fitsPhrase);
    if (phrase) {
      const text = tokens.slice(i, i + phrase.length).map((t) => t.text).join(" ");
      acts.push({ verb: phrase.lemma, text, negated: negatedAt(tokens, i, from) });
      i += phrase.length - 1;
      continue;
    }
    const entry = FORMS.get(token.key);
    if (!entry) {
      if (text !== "" && messageToPlace(tokens, i, from, text, actAt)) {
        let negated = false;
        for (let k = Math.max(from, i - 4); k < i; k++) if (isNegator(tokens, k)) negated = true;
        acts.push({ verb: "mensagem", text: token.text, negated: negated || otherSender(tokens, i, from) });
      }
      continue;
    }
    const prev = i > from ? tokens[i - 1] : undefined;
    // `o envio`, `um aviso`, `no post`: the noun, not the verb.
    if (NOUN_LIKE_FORMS[token.key] !== undefined && prev !== undefined && NOUN_MARKERS[prev.key] !== undefined) continue;
    const negated = negatedAt(tokens, i, from) || onlyNamed(tokens, i, entry.form, from) || otherSender(tokens, i, from);
    // Only an act asked for makes a message noun right after it the same act.
    if (!negated) actAt.add(i);
    acts.push({ verb: entry.verb.lemma, text: token.text, negated });
  }
  return acts;
}

/** True when a folded word is a form of a sending verb. */
export function isSendingForm(key: string): boolean {
  return FORMS.has(key);
}
