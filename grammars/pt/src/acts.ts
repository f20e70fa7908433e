// Finds the requests to send something out in a Portuguese turn: the sending verbs in any
// person and tense, whether a negation reaches them (`não envie`, `nunca mande`), and whether
// they only report the past (`já enviei`, `foi enviado`, `você mandou?`).
import { KeptAnswers, clauseStarts, matchPhrase, type SendingAct } from "@toolgate/grammar-kit";
import {
  ADDRESSEE_PREPOSITIONS,
  AGENT_SUBJECTS,
  CLAUSE_BREAKS,
  WRITING_VERBS,
  TELLING_VERBS,
  CALLING_VERBS,
  SELF_ADDRESSEES,
  PERSON_NOUNS,
  GIVING_VERBS,
  PLACE_WORDS,
  KEPT_INFORMED,
  MAKING_VERBS,
  TAGGING_VERBS,
  DOING_VERBS,
  SENDING_ACT_NOUNS,
  HANDED_NOUNS,
  LEAVING_VERBS,
  SEND_IDIOMS,
  ASSENT_WORDS,
  FIRST_NAMES,
  ID_KEYWORDS,
  MONTHS,
  NUMBER_WORDS,
  PAST_MARKERS,
  PORTUGUESE_WORDS,
  WEEKDAYS,
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
  OF_CONTRACTIONS,
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
    base: ["o", "a", "as", "am", "amos", "ais", "e", "es", "em", "emos", "ar", "ares", "arem", "ara", "arao", "aria", "ariam", "ando", "asse", "asses", "assem", "assemos", "arei", "aremos"],
    past: ["ei", "ou", "aram", "aste", "ava", "avam"],
    participle: ["ado", "ada", "ados", "adas"],
  },
  car: {
    base: ["co", "ca", "cas", "cam", "camos", "que", "ques", "quem", "quemos", "car", "cares", "carem", "cara", "carao", "caria", "cando", "casse", "carei"],
    past: ["quei", "cou", "caram", "caste", "cava", "cavam"],
    participle: ["cado", "cada", "cados", "cadas"],
  },
  ir: {
    base: ["e", "es", "em", "imos", "ir", "ires", "irem", "ira", "irao", "iria", "indo", "isse", "isses", "issem", "irei"],
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

/** Clitics written onto a verb with no hyphen: `envialhe`, `mandalo`, `mándale`, `mándeme`. */
const GLUED_CLITICS = ["lhes", "lhe", "les", "le", "los", "lo", "las", "la", "me", "nos", "te"];

/** Glued clitics that also end common nouns (`mandala`): they count only on an accented word, as Spanish writes `mándala`. */
const AMBIGUOUS_CLITICS = new Set(["la", "las", "nos", "te"]);

/** Verbs whose forms are long and unlike other words: a one-letter slip still names them. */
const TYPO_LEMMAS = new Set(["enviar", "mandar", "encaminhar", "reencaminhar", "transferir", "compartilhar", "partilhar", "publicar"]);

/** The forms a slip may stand for: base forms of five letters or more of the verbs in TYPO_LEMMAS. */
const SLIP_TARGETS: readonly string[] = [...FORMS].filter(([form, entry]) => entry.form === "base" && form.length >= 5 && TYPO_LEMMAS.has(entry.verb.lemma)).map(([form]) => form);

/** SLIP_TARGETS by first letter, then by length: a word is one edit from none but those of its first letter and of its length, give or take one. */
const SLIP_INDEX: ReadonlyMap<string, readonly (readonly string[] | undefined)[]> = (() => {
  const index = new Map<string, string[][]>();
  for (const target of SLIP_TARGETS) {
    const byLength = index.get(target[0]!) ?? [];
    (byLength[target.length] ??= []).push(target);
    index.set(target[0]!, byLength);
  }
  return index;
})();

/** True when a word is one edit from some form of SLIP_TARGETS (oneEditApart). */
function nearSlipTarget(word: string): boolean {
  const byLength = SLIP_INDEX.get(word[0]!);
  if (byLength === undefined) return false;
  for (let n = word.length - 1; n <= word.length + 1; n++) for (const target of byLength[n] ?? []) if (oneEditApart(word, target)) return true;
  return false;
}

/**
 * True when `a` and `b` have the same first letter and one letter added, left out, changed or
 * two neighbours swapped turns one into the other (or they are equal): every slip slipOf tries is
 * one of these, so a word apart from every target by more is no slip, and is not tried letter by letter.
 */
function oneEditApart(a: string, b: string): boolean {
  if (a[0] !== b[0] || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length !== b.length) {
    return a.length > b.length ? sameTail(a, i + 1, b, i) : sameTail(b, i + 1, a, i);
  }
  if (i === a.length) return true;
  return sameTail(a, i + 1, b, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && sameTail(a, i + 2, b, i + 2));
}

/** `a.slice(i) === b.slice(j)`, without making either slice (this runs for most words of a turn). */
function sameTail(a: string, i: number, b: string, j: number): boolean {
  if (Math.max(0, a.length - i) !== Math.max(0, b.length - j)) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

/** Letters next to each other on a keyboard, the substitutions a typing slip makes. */
const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
function adjacentKeys(a: string, b: string): boolean {
  for (const row of KEYBOARD_ROWS) {
    const i = row.indexOf(a);
    if (i >= 0 && (row[i - 1] === b || row[i + 1] === b)) return true;
  }
  return false;
}

const VOWELS = new Set(["a", "e", "i", "o", "u"]);

/**
 * The base forms a typing slip of `word` may stand for: one vowel left out (`mnda`) or struck in
 * extra between two consonants (`manada`), a letter struck twice (`enviia`), two letters swapped (`envai`, `evnie`) or a key next to the right one (`mamde`), never in the first letter.
 * A dropped consonant (`mana`, `mada`) makes real words too often to count.
 */
function slipOf(word: string): FormEntry | undefined {
  if (word.length < 4 || word.length > 14 || !/^[a-z]+$/.test(word)) return undefined;
  if (!nearSlipTarget(word)) return undefined;
  return SLIPS.of(word, slipTried);
}

/**
 * slipOf's answers for the words it tried letter by letter (hundreds of spellings each): the
 * same words come back turn after turn (`manha`, `partilhada`). Emptied when full.
 */
const SLIPS = new KeptAnswers<FormEntry | undefined>(4096);

/** The base form a word near a slip target is a slip of, tried letter by letter. */
function slipTried(word: string): FormEntry | undefined {
  const fits = (candidate: string): FormEntry | undefined => {
    const entry = FORMS.get(candidate);
    return entry && entry.form === "base" && candidate.length >= 5 && TYPO_LEMMAS.has(entry.verb.lemma) ? entry : undefined;
  };
  for (let i = 1; i <= word.length; i++) {
    for (const v of VOWELS) {
      const found = fits(word.slice(0, i) + v + word.slice(i));
      if (found) return found;
    }
  }
  // A vowel struck in extra between two consonants (`manada`, `encaminaha`), the mirror of one left
  // out; never at the last letter, which carries the person and the mood, nor beside another vowel.
  const extraVowel = withoutOneLetter(word, 2, (i) => VOWELS.has(word[i]!) && !VOWELS.has(word[i - 1]!) && !VOWELS.has(word[i + 1]!), fits);
  if (extraVowel) return extraVowel;
  // A key struck twice (`enviia`, `manndar`).
  const twice = withoutOneLetter(word, 1, (i) => word[i] === word[i + 1], fits);
  if (twice) return twice;
  for (let i = 1; i + 1 < word.length; i++) {
    const found = fits(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    if (found) return found;
  }
  for (let i = 1; i < word.length; i++) {
    for (const row of KEYBOARD_ROWS) {
      for (const c of row) {
        if (!adjacentKeys(word[i]!, c)) continue;
        const found = fits(word.slice(0, i) + c + word.slice(i + 1));
        if (found) return found;
      }
    }
  }
  return undefined;
}

/**
 * The first form `fits` finds with one letter struck out of `word`, from `from` on and never the last
 * letter, where `struck(i)` says the letter at `i` may be one struck in extra.
 */
function withoutOneLetter(word: string, from: number, struck: (i: number) => boolean, fits: (candidate: string) => FormEntry | undefined): FormEntry | undefined {
  for (let i = from; i + 1 < word.length; i++) {
    if (!struck(i)) continue;
    const found = fits(word.slice(0, i) + word.slice(i + 1));
    if (found) return found;
  }
  return undefined;
}

/** A form with a clitic glued on (`envialhe`, `mándale`): the verb's form, if what is left is one. */
function gluedForm(token: Token): FormEntry | undefined {
  const candidates = GLUED.get(token.key);
  if (candidates === undefined) return undefined;
  for (const { clitic, entry } of candidates) {
    if (AMBIGUOUS_CLITICS.has(clitic) && token.fold === token.text.toLowerCase()) continue;
    return entry;
  }
  return undefined;
}

/**
 * Every base form of four letters or more with each clitic glued on, and what it is, in the
 * clitics' order: a word is looked up once instead of cut at each clitic it may end in.
 */
const GLUED: ReadonlyMap<string, ReadonlyArray<{ clitic: string; entry: FormEntry }>> = (() => {
  const glued = new Map<string, Array<{ clitic: string; entry: FormEntry }>>();
  for (const clitic of GLUED_CLITICS) {
    for (const [form, entry] of FORMS) {
      if (entry.form !== "base" || form.length < 4) continue;
      const word = form + clitic;
      const list = glued.get(word) ?? [];
      list.push({ clitic, entry });
      glued.set(word, list);
    }
  }
  return glued;
})();

/** Words the grammar knows as what they are: a slip is never read into one of them. */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...PORTUGUESE_WORDS, ...FIRST_NAMES, ...Object.keys(NUMBER_WORDS), ...Object.keys(MONTHS), ...Object.keys(WEEKDAYS),
  ...Object.keys(ID_KEYWORDS), ...Object.keys(KEEPING_VERBS), ...Object.keys(DROPPING_VERBS), ...Object.keys(MESSAGE_NOUNS),
  ...Object.keys(NEGATORS), ...Object.keys(NOUN_MARKERS), ...Object.keys(PLACE_PREPOSITIONS),
]);

/** Words a slip must never be read into: they are words of their own. */
function isOwnWord(key: string): boolean {
  return KNOWN_WORDS.has(key);
}

/** The sending form a token is: as written, with a clitic glued on, or with a one-letter slip. */
function formOf(token: Token): FormEntry | undefined {
  const form = FORMS.get(token.key);
  if (form !== undefined) return form;
  // A glued clitic is read by how the word is written (`mándala`, not `mandala`): such a word is not kept.
  if (GLUED.has(token.key)) return gluedForm(token) ?? formByFold(token);
  return formKeptByFold(token);
}

/** Whether a token is a sending form only as a typing slip: not as written, glued or with `re`. */
function readAsSlip(token: Token): boolean {
  return !FORMS.has(token.key) && !GLUED.has(token.key) && againForm(token) === undefined;
}

/**
 * Whether `prev` is an article or a noun's marker before `token`. `a` before an infinitive is the
 * preposition of `continua a enviar`, `começa a mandar` (pt-PT's way of saying what goes on), not an
 * article: an infinitive there stays a verb.
 */
function articleBefore(prev: Token, token: Token): boolean {
  if (NOUN_MARKERS[prev.key] !== undefined || prev.key === "as") return true;
  return prev.key === "a" && !token.key.endsWith("r");
}

/** What a word with no glued clitic is: a form with `re` before it, or a slip; depends on its fold alone. */
function formByFold(token: Token): FormEntry | undefined {
  return againForm(token) ?? (isOwnWord(token.key) ? undefined : slipOf(token.key));
}

/**
 * `formByFold` of the words met so far, by fold: most words of a turn are no sending form, and
 * the same words come back turn after turn; one lookup spares the tries with `re` and the slip
 * test. Only short words are kept, and the map is emptied when full.
 */
const BY_FOLD = new KeptAnswers<FormEntry | undefined>(4096);
const MAX_FOLD_KEPT = 24;

function formKeptByFold(token: Token): FormEntry | undefined {
  return token.fold.length > MAX_FOLD_KEPT ? formByFold(token) : BY_FOLD.of(token.fold, () => formByFold(token));
}

/** The word a sending form is with `re` before it (`reenvia`, `re-envia`, `remanda`, `republica`): sent again is sent. */
function againWord(token: Token): string | undefined {
  if (token.fold.startsWith("re-")) return token.fold.slice(3).split("-")[0];
  if (token.key.length >= 6 && token.key.startsWith("re") && !KNOWN_WORDS.has(token.key)) return token.key.slice(2);
  return undefined;
}

function againForm(token: Token): FormEntry | undefined {
  const word = againWord(token);
  return word === undefined ? undefined : FORMS.get(word);
}

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
  if (key === "deixe" || key === "deixa" || key === "para") return next === "de" && prev !== "nao" && prev !== "nunca";
  return true;
}

/** True when a negation earlier in the clause reaches the act at i. */
function negatedAt(tokens: Token[], i: number, from: number): boolean {
  const next = tokens[i + 1]?.key;
  if (next === "nada" || next === "ninguem" || (next === "a" && tokens[i + 2]?.key === "ninguem")) return true;
  // `manda não`, `envia não, só guarda`: speech puts the negation after the verb, where it ends the clause.
  if (next === "nao" && !tokens[i]!.breakAfter && tokens[i + 1]!.breakAfter) return true;
  if (waitsFirst(tokens, i)) return true;
  const actInPast = FORMS.get(tokens[i]!.key)?.form === "past";
  for (let j = i - 1; j >= from; j--) {
    const key = tokens[j]!.key;
    const form = FORMS.get(key);
    const before = tokens[j - 1]?.key ?? "";
    if (NEGATION_UNDOERS[key] !== undefined) {
      // `não se esqueça de enviar`, `não deixe de enviar`, `não só guarde como envie` ask to send.
      const negatedBefore = ["nao", "nunca", "sem", "se"].includes(before) || ["nao", "nunca"].includes(tokens[j - 2]?.key ?? "");
      if (!["deixe", "so", "apenas"].includes(key) || negatedBefore) return false;
    }
    if (isNegator(tokens, j)) return true;
    // `se não mandou manda agora`: a send in the past closes the clause the negation is in; the
    // request after it is a clause of its own.
    if (form?.form === "past" && !actInPast) return false;
    if (NEGATION_BRIDGES[key] !== undefined || form !== undefined) continue;
    return false;
  }
  return false;
}

/** Words after `espera` that make it a pause to correct: `espera aí,`, `pera lá,`. */
const STOPS_TO_CORRECT = new Set(["ai", "la"]);

/** Words that put a send off until something else happens: `espera eu dar o ok pra mandar`, `aguarda a aprovação antes de enviar`. */
const WAITING = new Set(["espera", "espere", "esperem", "aguarda", "aguarde", "aguardem", "pera"]);

/**
 * An infinitive of sending after a waiting word up to WINDOW words before it (no negation before
 * the waiting word, no comma after it): the send waits on something, and is not asked now. `espera
 * 5 minutos e manda` asks (an imperative, not an infinitive); `não espera, manda` asks.
 */
function waitsFirst(tokens: Token[], i: number): boolean {
  if (!/r$/.test(tokens[i]!.key)) return false;
  for (let k = i - 1; k >= Math.max(0, i - WINDOW); k--) {
    const t = tokens[k]!;
    // `espera, manda`, `espera aí, melhor mandar`: a word that stops to correct, not a wait.
    if (WAITING.has(t.key)) return tokens[k - 1]?.key !== "nao" && !t.breakAfter && !(STOPS_TO_CORRECT.has(tokens[k + 1]!.key) && tokens[k + 1]!.breakAfter);
  }
  return false;
}

/** The mark that ends the sentence a token is in: `?` for a question, `.`/`!` or none. */
function sentenceEnd(text: string, offset: number): string {
  for (let k = offset; k < text.length && k < offset + 400; k++) {
    const c = text[k]!;
    if (c === "?" || c === "!" || c === "\n" || (c === "." && /\s/.test(text[k + 1] ?? " "))) return c;
  }
  return "";
}

/**
 * `mandamos`, `enviámos`: the same form says what we did and what we do. Asked about (`já
 * mandamos o boleto?`, `por que mandamos dois emails?`) or with a word of the past in its
 * sentence (`enviamos ontem`), it reports what was done, and asks the agent for nothing.
 */
function weReport(tokens: Token[], i: number, from: number, text: string): boolean {
  const key = tokens[i]!.key;
  if (!/(amos|imos|emos)$/.test(key)) return false;
  if (text !== "" && sentenceEnd(text, tokens[i]!.end) === "?") return true;
  for (let k = from; k < Math.min(tokens.length, i + 6); k++) if (PAST_MARKERS[tokens[k]!.key] !== undefined) return true;
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
const FUTURE_CLITICS = new Set(["te", "me", "nos", "lhe", "lhes", "vos"]);
// `msm` and `tb`: `mesmo` and `também` as typed on a phone (`eu msm aviso ele`).
const SKIPPED = new Set(["ja", "so", "depois", "mesmo", "mesma", "msm", "proprio", "propria", "tambem", "tb", "logo", "la"]);
/**
 * A pronoun put before the verb (`eu próprio lhe transfiro`, `a Ana te manda`) names whom the send
 * reaches, not who sends: who sends is the word before it.
 */
const REACHED_BEFORE = new Set(["lhe", "lhes", "te", "vos"]);

/** Words between a reported request and its verb that hand the request on to us: `pediu pra gente mandar`, `pediu que mandássemos`. */
// `lhe` names whom the send reaches (`pede que lhe mandem o recibo`), not who sends.
const RELAYED_TO_US = new Set(["pra", "para", "que", "a", "gente", "nos", "voce", "voces", "vc", "vcs", "lhe", "lhes"]);

const US = new Set(["gente", "nos", "voce", "voces", "vc", "vcs"]);

/** A first-person verb with `eu` before or after it that takes a relayed request on oneself: `eu cuido disso`, `isso faço eu`, `deixa comigo`. */
const SELF_HANDLING = new Set(["cuido", "resolvo", "trato", "faco", "vejo", "comigo"]);

/**
 * `o cliente pediu pra gente mandar`, `a Bia pediu pra enviar`, `pediu que mandássemos`: a
 * request reported with the agent's side as who sends (only `pra` / `que` / `a gente` between, the
 * verb not in a finite form of someone else) is a request passed on, unless the person takes it on
 * within the next words (`…, eu cuido disso`, `deixa comigo`).
 */
function relayedToUs(tokens: Token[], k: number, i: number): boolean {
  if (k + 1 >= i) return false;
  let named = false;
  for (let m = k + 1; m < i; m++) {
    if (!RELAYED_TO_US.has(tokens[m]!.key) || tokens[m]!.breakAfter) return false;
    if (US.has(tokens[m]!.key)) named = true;
  }
  // Without `a gente` / `você` named, only an infinitive or a form of `nós` has us as who sends (`pediu que mande` is someone else).
  // `pediu para enviares` (pt-PT): the personal infinitive of `tu`, the agent addressed; `pede que
  // lhe mandem`: the plural, said to the business the agent acts for.
  if (!named && !/(?:r|res|rmos|ssemos|emos|amos|em|ssem)$/.test(tokens[i]!.key)) return false;
  for (let m = i + 1; m < Math.min(tokens.length, i + 14); m++) {
    // `isso faço eu`, `trato eu disso`: the subject after the verb, as in `mando eu`.
    if (SELF_HANDLING.has(tokens[m]!.key) && (tokens[m - 1]!.key === "eu" || tokens[m + 1]?.key === "eu" || tokens[m]!.key === "comigo")) return false;
  }
  return true;
}

/**
 * Someone other than the agent sends, or the send is what to be reminded of: `o cliente vai
 * mandar`, `eu mando depois`, `a Ana disse que manda`, `me lembra dia 12 de mandar`; a request
 * passed on to us (`o Ahmed pediu pra gente mandar`) only when the person takes it on (relayedToUs).
 */
function otherSender(tokens: Token[], i: number, from: number, text = ""): boolean {
  if (notedContent(tokens, i, text) || ownFuture(tokens[i]!)) return true;
  // A request passed on to us names who sends: the agent (`pediu pra gente mandar`).
  for (let k = Math.max(from, i - 5); k < i; k++) if (REPORTING_VERBS[tokens[k]!.key] !== undefined && relayedToUs(tokens, k, i)) return false;
  if (ownDuty(tokens, i, from) || thingSends(tokens, i, from)) return true;
  // `a Joana ficou de mandar`: someone took it on.
  for (let k = Math.max(from, i - 5); k < i - 1; k++) if (TOOK_ON.has(tokens[k]!.key) && tokens[k + 1]!.key === "de") return true;
  let reached = i;
  while (reached - 1 >= from && REACHED_BEFORE.has(tokens[reached - 1]!.key) && !tokens[reached - 1]!.breakAfter) reached--;
  let j = reached - 1;
  while (j >= from && SKIPPED.has(tokens[j]!.key)) j--;
  // `que eu depois mando`: a skipped word that starts a clause (`depois`) leaves who sends before it.
  let s = i - 1;
  while (s >= 0 && s >= from - 2 && SKIPPED.has(tokens[s]!.key) && !tokens[s]!.breakAfter) s--;
  if (s >= 0 && s < from && s < i - 1 && SELF_SENDERS[tokens[s]!.key] !== undefined && !tokens[s]!.breakAfter) return true;
  const prev = j >= from ? tokens[j] : undefined;
  // `a Ana vai te mandar`, `o cliente vai nos enviar`: a clitic between the future and its verb names whom it reaches.
  const futureAt = prev && FUTURE_CLITICS.has(prev.key) && j - 1 >= from && FUTURE.has(tokens[j - 1]!.key) && !tokens[j - 1]!.breakAfter ? j - 1 : j;
  if (futureAt >= from && FUTURE.has(tokens[futureAt]!.key)) {
    const subject = futureAt - 1 >= from ? tokens[futureAt - 1] : undefined;
    if (subject && AGENT_SUBJECTS[subject.key] === undefined && NEGATORS[subject.key] === undefined) return true;
  }
  if (prev && SELF_SENDERS[prev.key] !== undefined) return true;
  // `a Ana manda o contrato amanhã`, `o fornecedor envia a peça`: someone named or a person's noun
  // right before a present form, with no comma between, is who sends.
  if (prev && j === reached - 1 && !prev.breakAfter && (FIRST_NAMES.has(prev.key) || (PERSON_NOUNS[prev.key] !== undefined && DETERMINERS.has(tokens[j - 1]?.key ?? "")))) return true;
  // `quando o cliente do 6129 mandar`, `o fornecedor da Ana envia`: the person's noun with what it is of before the verb.
  if (prev && j === i - 1 && j >= 3 && !prev.breakAfter && OF_WORDS.has(tokens[j - 1]!.key) && !tokens[j - 1]!.breakAfter && !tokens[j - 2]!.breakAfter) {
    const noun = tokens[j - 2]!;
    if (PERSON_NOUNS[noun.key] !== undefined && DETERMINERS.has(tokens[j - 3]!.key) && !tokens[j - 3]!.breakAfter) return true;
  }
  // `mando eu`, `o email envio eu mesmo`: the subject after the verb, the person.
  if (tokens[i + 1]?.key === "eu" && !tokens[i]!.breakAfter) return true;
  // `queria que mandasses`: a wish put to the agent (tu), not one reported.
  const toAgent = /sses$/.test(tokens[i]!.key);
  for (let k = Math.max(from, i - 5); k < i && !toAgent; k++) if (REPORTING_VERBS[tokens[k]!.key] !== undefined && !relayedToUs(tokens, k, i) && !reportEndsBefore(tokens, k, i)) return true;
  for (let k = from; k < i; k++) if (REMINDING_WORDS[tokens[k]!.key] !== undefined && remindsSomeone(tokens, k)) return true;
  return cleftSender(tokens, i) || namedThenQue(tokens, i);
}

/**
 * `se não mandou manda agora`: `mandou` is there a send in the past, not an order reported, and a
 * finite send right after it, with nothing joining them, opens a clause of its own. An order
 * reported governs the send after it through `que`, `pra`, `de` or an infinitive (`mandou enviar`);
 * a verb that only reports (`disse`, `pediu`, `quer`) still does with nothing between (`o João disse
 * manda o relatório`, `a Ana pediu mande o recibo`): what someone else asked is passed on, not asked.
 */
function reportEndsBefore(tokens: Token[], k: number, i: number): boolean {
  return k === i - 1 && FORMS.get(tokens[k]!.key)?.form === "past" && !/r(?:es|em)?$/.test(tokens[i]!.key);
}

/**
 * `o Tiago que mande o email`, `a contabilidade que envie`, `o Marcos que mande o zap`: someone
 * named (a first name, or a noun with its article), then `que` and the verb, with no break between:
 * that one is to send, not the agent.
 */
function namedThenQue(tokens: Token[], i: number): boolean {
  if (i < 2 || tokens[i - 1]!.key !== "que" || tokens[i - 1]!.breakAfter || tokens[i - 2]!.breakAfter) return false;
  const who = tokens[i - 2]!;
  if (AGENT_SUBJECTS[who.key] !== undefined || SELF_ADDRESSEES[who.key] !== undefined) return false;
  const article = i >= 3 && DETERMINERS.has(tokens[i - 3]!.key) && !tokens[i - 3]!.breakAfter;
  return FIRST_NAMES.has(who.key) || (article && (PERSON_NOUNS[who.key] !== undefined || who.capital));
}

/** The copulas of a cleft: `o financeiro é que manda`, `são eles que mandam`, `foi a Ana quem enviou`. */
const CLEFT_COPULAS = new Set(["e", "sao", "foi"]);

/** A subject a cleft names: a determiner and a noun (`a contabilidade`), a name, a person's noun, the person. */
function cleftSubject(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  if (t === undefined || AGENT_SUBJECTS[t.key] !== undefined || t.breakAfter) return false;
  return FIRST_NAMES.has(t.key) || PERSON_NOUNS[t.key] !== undefined || SELF_SENDERS[t.key] !== undefined || (k >= 1 && DETERMINERS.has(tokens[k - 1]!.key) && !tokens[k - 1]!.breakAfter);
}

/**
 * A cleft names who sends: `a contabilidade é que envia as faturas`, `é o Jorge que manda`, `eu é
 * que mando`. Only `você` / `tu` there is the agent. Read on the words right before the verb, with
 * no punctuation between; `e que` without the accent is read so too (`o financeiro e que manda`).
 */
function cleftSender(tokens: Token[], i: number): boolean {
  const rel = tokens[i - 1]?.key;
  if ((rel !== "que" && rel !== "quem") || i < 3 || tokens[i - 2]!.breakAfter || tokens[i - 3]!.breakAfter) return false;
  // `X é que manda`
  if (rel === "que" && CLEFT_COPULAS.has(tokens[i - 2]!.key) && cleftSubject(tokens, i - 3)) return true;
  // `é (o) X que manda`
  const bare = CLEFT_COPULAS.has(tokens[i - 3]!.key);
  const withDet = i >= 4 && CLEFT_COPULAS.has(tokens[i - 4]!.key) && DETERMINERS.has(tokens[i - 3]!.key) && !tokens[i - 4]!.breakAfter;
  return (bare || withDet) && cleftSubject(tokens, i - 2);
}

/** The words that join a noun to what it is of: `o cliente do 6129`, `a contadora da loja`. */
const OF_WORDS = new Set(["do", "da", "dos", "das", "de"]);

/** `ficou de mandar`: someone took a send on. */
const TOOK_ON = new Set(["ficou", "ficaram", "fiquei", "ficamos", "fica", "ficam"]);

/** Words that join a request of its own to what comes before: `… e manda`, `… depois envia`. */
const JOINING = new Set(["e", "depois", "entao", "tambem"]);

/** pt-PT verbs of writing down, read only here (as keeping verbs, `registe … que pague pelo IBAN` would keep the payment). */
const NOTING_PT = new Set(["regista", "registe", "registar", "apontar", "aponta", "aponte"]);

/** A `+` or `&` between two words, which joins a request on as `e` does. */
const JOIN_SIGN = /^\s[+&]\s$/;

/** The word after a keeping verb that opens what it writes down: `anota que …`. */
const NOTE_OPENERS = new Set(["que"]);

/**
 * `anota que preciso enviar o contrato`, `regista no 9202: mandar email ao contador`: a send inside
 * what a keeping verb writes down (after a `que` or a colon that follows it, in the same sentence)
 * is the note's content; so is one after a reminder's colon.
 */
function notedContent(tokens: Token[], i: number, text: string): boolean {
  // `anota que atrasou e manda email ao cliente`, `… + email ze@…`: a request of its own, joined on.
  if (JOINING.has(tokens[i - 1]?.key ?? "") || (i > 0 && text !== "" && JOIN_SIGN.test(text.slice(tokens[i - 1]!.end, tokens[i]!.start)))) return false;
  // `registe que pague 40 à oficina`: `que` and a subjunctive ask it done, as an imperative does.
  if (tokens[i - 1]?.key === "que" && /(?:e|em)$/.test(tokens[i]!.key)) return false;
  // Back to the sentence's start: an opener (`que`, a colon) passed, then a keeping verb before it.
  let opened = false;
  for (let k = i - 1; k >= Math.max(0, i - 12); k--) {
    const t = tokens[k]!;
    const gap = text === "" ? "" : text.slice(t.end, tokens[k + 1]!.start);
    if (/[.;!?]/.test(gap)) return false;
    if (gap.includes(":") || (NOTE_OPENERS.has(tokens[k + 1]!.key) && k + 1 < i)) opened = true;
    if (KEEPING_VERBS[t.key] !== undefined || NOTING_PT.has(t.key)) return opened;
    // `põe um lembrete: ligar pro contador`: what follows a reminder's colon is what to be reminded of.
    if (opened && REMINDING_WORDS[t.key] !== undefined && remindsSomeone(tokens, k)) return true;
  }
  return false;
}

/** `preciso enviar`, `tenho de mandar`, `tenho que avisar`: the person's own task, not one asked of the agent. */
const OWN_DUTY = new Set(["preciso", "tenho", "devo"]);

function ownDuty(tokens: Token[], i: number, from: number): boolean {
  if (!/r$/.test(tokens[i]!.key)) return false;
  let k = i - 1;
  if (k >= from && (tokens[k]!.key === "de" || tokens[k]!.key === "que")) k--;
  // `é preciso avisar` is impersonal: it asks the agent.
  return k >= from && OWN_DUTY.has(tokens[k]!.key) && !tokens[k]!.breakAfter && !IMPERSONAL.has(tokens[k - 1]?.key ?? "");
}

const IMPERSONAL = new Set(["e", "foi", "sera", "seria", "era"]);

/** Things that send of themselves: `o sistema envia a fatura`, `o banco manda o código`. */
const SENDING_THINGS = new Set(["sistema", "app", "aplicativo", "aplicacao", "plataforma", "banco", "site", "robo", "bot", "servidor", "portal", "erp"]);

function thingSends(tokens: Token[], i: number, from: number): boolean {
  const prev = i - 1 >= from ? tokens[i - 1] : undefined;
  return prev !== undefined && !prev.breakAfter && SENDING_THINGS.has(prev.key) && DETERMINERS.has(tokens[i - 2]?.key ?? "") && !/r$/.test(tokens[i]!.key);
}

/**
 * `me lembra de mandar`, `lembra-me de enviar`, `lembrete pra mandar`: a send to be reminded of. A
 * bare `lembra de mandar` tells the agent to remember to send: a request.
 */
function remindsSomeone(tokens: Token[], k: number): boolean {
  const t = tokens[k]!;
  if (t.key !== "lembra" && t.key !== "lembre") return true;
  return /-(?:me|nos)$/.test(t.fold) || SELF_ADDRESSEES[tokens[k - 1]?.key ?? ""] !== undefined || PERSON_NOUNS[tokens[k + 1]?.key ?? ""] !== undefined || DETERMINERS.has(tokens[k + 1]?.key ?? "");
}

/** True when a text holds a place to send to: an address, a channel or handle, a link, a phone's digits. */
function placeLike(text: string): boolean {
  // A link is a place too: `sobe o arquivo em https://drive…/pasta` (the words stop at the link's `:` or `.`).
  return /@/.test(text) || /(^|\s)[#@][a-z]/i.test(text) || /(?:^|\s)(?:https?|www)(?![\p{L}\d])/iu.test(text) || (text.match(/\d/g) ?? []).length >= 7;
}

/** The text of the few words after token k, up to the clause's end. */
function placeAfter(tokens: Token[], k: number, text: string, toNextPreposition = false): string {
  let end = k;
  for (let m = k + 1; m < Math.min(tokens.length, k + 6); m++) {
    // `ao senhor Rui pelo 912 …`: the words up to the next preposition are who, the place is after it.
    if (toNextPreposition && PLACE_PREPOSITIONS[tokens[m]!.key] !== undefined) break;
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
  // A keeping verb keeps it; a sending verb before it is the act already (`encaminha o email pro …`),
  // or someone else's send (`o cliente vai mandar sms pra gente do 11 9…`: the place is where it comes from).
  for (let k = from; k < i; k++) if (KEEPING_VERBS[tokens[k]!.key] !== undefined || (k >= i - 3 && (actAt.has(k) || (FORMS.has(tokens[k]!.key) && (otherSender(tokens, k, from, text) || reportedAt(tokens, k, from, text)))))) return false;
  // A message noun with its place right after it (`+ email al@x.com`, `sms 11 98888-1234`), unless
  // a colon makes it a field's label (`cadastro: email al@x.com`).
  if (noun && namedAsAttribute(tokens, i)) return false;
  if (noun && !labelled(tokens, i, text) && placeLike(placeAfter(tokens, i, text).slice(0, 80))) return true;
  // The place may come after the person (`comunique ao senhor Rui pelo 912 …`): every preposition
  // to the clause's end is tried; one before a record's number (`no pedido 9339123`) is no place.
  for (let k = i + 1; k <= i + 6 && k < tokens.length; k++) {
    const after = tokens[k + 1];
    const record = after !== undefined && ID_KEYWORDS[after.key] !== undefined && !/[#@]$/.test(text.slice(tokens[k]!.end, after.start));
    if (PLACE_PREPOSITIONS[tokens[k]!.key] !== undefined && !record && placeLike(placeAfter(tokens, k, text, true).slice(0, 80))) return true;
    if (tokens[k]!.breakAfter) return false;
  }
  return false;
}

/** Forms of receiving before a message noun: `recebemos um sms do 11 9…` came in, nothing goes out. */
const RECEIVED = new Set(["recebemos", "recebi", "recebeu", "receberam", "recebido", "recebida", "recebia", "chegou", "chegaram", "veio", "vieram"]);

/** A sending form within the next eight words of a message noun (no `e` or `mas` before it) whose sender is someone else or the person. */
function sentLaterBySomeoneElse(tokens: Token[], i: number, text: string): boolean {
  for (let k = i + 1; k < Math.min(tokens.length, i + 9); k++) {
    if (breaksClause(tokens[k]!)) return false;
    if (FORMS.has(tokens[k]!.key)) return otherSender(tokens, k, i + 1, text);
  }
  return false;
}

/** Verbs that hold a message back: `segura o sms pro 11 9…`, `suspende o email pro cliente`. */
const HOLDING = new Set(["segura", "segure", "segurem", "segurar", "suspende", "suspenda", "adia", "adie", "trava", "trave", "retem", "retenha"]);

/** A sending form that reports a send done (`já enviaste o email ao …?`, `mandamos ontem`): the message noun after it is what was sent. */
function reportedAt(tokens: Token[], k: number, from: number, text: string): boolean {
  const entry = FORMS.get(tokens[k]!.key);
  if (entry === undefined) return false;
  if (weReport(tokens, k, from, text)) return true;
  if (entry.form !== "past") return false;
  if (text !== "" && sentenceEnd(text, tokens[k]!.end) === "?") return true;
  for (let m = from; m < k; m++) if (PAST_MARKERS[tokens[m]!.key] !== undefined) return true;
  return false;
}

/** Words that give a thing's value: `o email do cliente é …`, `o zap dela agora fica …`. */
const COPULAS = new Set(["e", "eh", "sao", "fica", "era", "passa"]);

/** `o email do cliente é ana@…`, `o whatsapp dele é 11 9…`: a message noun with its article, then `é` before the end of its clause, names a contact, asks no send. */
function namedAsAttribute(tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1]?.key ?? "";
  if (prev !== "o" && prev !== "a" && prev !== "seu" && prev !== "sua" && prev !== "meu" && prev !== "minha") return false;
  for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
    if (COPULAS.has(tokens[k]!.key) && tokens[k]!.text !== "e") return true;
    if (tokens[k]!.breakAfter) return false;
  }
  return false;
}

/** True when a colon stands just before token i: `email:` or `cadastro: email …` names a field. */
function labelled(tokens: Token[], i: number, text: string): boolean {
  const before = i > 0 ? text.slice(tokens[i - 1]!.end, tokens[i]!.start) : "";
  const after = text.slice(tokens[i]!.end, tokens[i + 1]?.start ?? tokens[i]!.end);
  return before.includes(":") || after.includes(":");
}

/** Dative clitics: written to someone. */
const DATIVE_CLITICS = ["lhes", "lhe", "les", "le"];

/** The writing verbs with a dative clitic glued on: `escrevelhe`, `escríbele`. */
const WRITING_GLUED: ReadonlySet<string> = new Set(Object.keys(WRITING_VERBS).flatMap((verb) => DATIVE_CLITICS.map((clitic) => verb + clitic)));

/**
 * A writing verb with someone to write to: a dative clitic (`escreve-lhe`, `escrevelhe`,
 * `escríbele`) or a preposition right after it that leads to a place (`escreve pro cliente no
 * ze@x.com`). With only the thing written after it (`escreve uma nota`) it keeps, not sends.
 */
function writesTo(tokens: Token[], i: number, text: string): boolean {
  const token = tokens[i]!;
  if (WRITING_VERBS[token.key] !== undefined && token.fold.includes("-") && token.fold.split("-").slice(1).some((p) => DATIVE_CLITICS.includes(p))) return true;
  // `escrevelhe`, `escríbele`: a clitic glued on without its hyphen.
  if (WRITING_GLUED.has(token.key)) return true;
  if (WRITING_VERBS[token.key] === undefined || token.breakAfter) return false;
  const next = tokens[i + 1];
  if (next === undefined || ADDRESSEE_PREPOSITIONS[next.key] === undefined || next.breakAfter) return false;
  if (text !== "" && placeLike(placeAfter(tokens, i + 1, text).slice(0, 80))) return true;
  // `escreve ao cliente`, `escreva à Ana`: someone written to (a bare `a` is as often the article: `escreve a nota`).
  return (next.key !== "a" || next.text === "à") && someoneNamed(tokens, i + 2);
}

/** True when the words from token k name a person other than the person or the agent by a person's noun or a name. */
function someoneNamed(tokens: Token[], k: number): boolean {
  let m = k;
  while (m < tokens.length && m < k + 3 && DETERMINERS.has(tokens[m]!.key) && !tokens[m]!.breakAfter) m++;
  const who = tokens[m];
  return who !== undefined && SELF_ADDRESSEES[who.key] === undefined && (PERSON_NOUNS[who.key] !== undefined || /^\p{Lu}/u.test(who.text));
}

/** Ways a message travels, after `por`, `via`, `pelo`: `por email`, `via whatsapp`, `pelo zap`. */
const MEDIA = new Set(["email", "e-mail", "mail", "whatsapp", "whats", "zap", "sms", "mensagem", "carta", "correio", "telegram", "messenger", "dm", "direct"]);
const BY = new Set(["por", "via", "pelo", "pela"]);

/**
 * A request whose verb is any, done to someone else by a way a message travels: `cobra o cliente do
 * 8533 por whatsapp`, `confirma com o fornecedor por email`. The clause starts with the request (a
 * word of the imperative's shape, no keeping verb, no article: `o cliente quer o recibo por email`
 * asks nothing) and names someone before the way.
 */
function byMedium(tokens: Token[], i: number, from: number): boolean {
  if (!MEDIA.has(tokens[i]!.key) || !BY.has(tokens[i - 1]?.key ?? "")) return false;
  let start = i - 1;
  while (start > from && !tokens[start - 1]!.breakAfter) start--;
  const verb = tokens[start]!;
  if (!/[ae]$/.test(verb.key) || verb.key.length < 4 || KEEPING_VERBS[verb.key] !== undefined || DETERMINERS.has(verb.key) || PERSON_NOUNS[verb.key] !== undefined || NOUN_MARKERS[verb.key] !== undefined) return false;
  return someoneBetween(tokens, start + 1, i - 1) || tokens.slice(start + 1, i - 1).some((t) => PERSON_NOUNS[t.key] !== undefined);
}

/** What someone must come to have: `que o cliente receba`, `o cliente tem de receber`. */
const RECEIVING = new Set(["receba", "recebam"]);
const RECEIVING_MUST = new Set(["tem", "têm", "tenha", "precisa", "deve", "devem", "precisam", "tenham"]);

/**
 * A send asked from the side of who gets it: someone other than the person or the agent, then within
 * four words `receba` (`quero que o cliente receba o recibo`, `garante que o fornecedor receba`) or
 * `receber` after a must (`o cliente tem de receber o recibo por email`). A fact (`o cliente recebeu`,
 * `vai receber`) asks nothing.
 */
function receivesAsked(tokens: Token[], i: number, from: number): boolean {
  const key = tokens[i]!.key;
  if (!RECEIVING.has(key) && key !== "receber") return false;
  let must = false;
  for (let k = i - 1; k >= Math.max(from, i - 5); k--) {
    const t = tokens[k]!;
    if (key === "receber" && (t.key === "de" || t.key === "que") && k === i - 1) continue;
    if (RECEIVING_MUST.has(t.key)) {
      must = true;
      continue;
    }
    if (PERSON_NOUNS[t.key] !== undefined || (/^\p{Lu}/u.test(t.text) && k > from)) return key === "receber" ? must : true;
  }
  return false;
}

/** Telling verbs whose object is whom they tell: `informa o cliente`, `contacta o fornecedor`, `lembra o cliente`. */
const DIRECT_TELLING = /^(?:inform|contact|contat|lembr[ae]$)/;

/** Words between a preposition and whom it names. */
const DETERMINERS = new Set(["o", "a", "os", "as", "seu", "sua", "nosso", "nossa", "senhor", "senhora", "sr", "sra", "dona"]);

/** True when the words from token k name someone other than the person or the agent. */
function someoneElse(tokens: Token[], k: number): boolean {
  let m = k;
  while (m < tokens.length && m < k + 3 && DETERMINERS.has(tokens[m]!.key) && !tokens[m]!.breakAfter) m++;
  const who = tokens[m];
  if (who === undefined || SELF_ADDRESSEES[who.key] !== undefined) return false;
  return PERSON_NOUNS[who.key] !== undefined || /^\p{Lu}/u.test(who.text) || m > k || ownedByName(tokens, m);
}

/**
 * A thing named by whose it is (`pro açougue do Tião`, `pra loja da Ana`): a noun, `do`/`da`, and a
 * capitalised name: the owner's place or business, a party to write to, not a thing of the person's.
 */
function ownedByName(tokens: Token[], m: number): boolean {
  const join = tokens[m + 1];
  const owner = tokens[m + 2];
  return join !== undefined && owner !== undefined && !tokens[m]!.breakAfter && !join.breakAfter && OF_CONTRACTIONS.has(join.key) && /^\p{Lu}\p{Ll}/u.test(owner.text);
}

/**
 * A telling verb said to someone else: a dative clitic (`diga-lhe`), a preposition and someone
 * (`diz ao cliente`, `fala pro João`, `fala com o fornecedor`), or, for `informar`, the person
 * told as its object (`informa o cliente`, `informe o rui@…`, a first name in lower case). Told to the person or the agent (`diz-me`, `fala
 * comigo`, `explica pra mim`), it sends nothing.
 */
function tellsSomeone(tokens: Token[], i: number): boolean {
  const token = tokens[i]!;
  if (TELLING_VERBS[token.key] === undefined) return false;
  if (token.fold.includes("-") && token.fold.split("-").slice(1).some((p) => DATIVE_CLITICS.includes(p))) return true;
  if (token.breakAfter) return false;
  const next = tokens[i + 1];
  if (next === undefined) return false;
  // A call's number stands for whom it reaches: `liga pro 11 97777-8204`.
  if (CALLING_VERBS[token.key] !== undefined && ADDRESSEE_PREPOSITIONS[next.key] !== undefined && !next.breakAfter && /^\d/.test(tokens[i + 2]?.text ?? "")) return true;
  // `retorna pro cliente` gets back to a person; `retorna pro estoque`, `retorna para o armazém` move a thing.
  if (TO_PERSONS_ONLY.has(token.key)) return ADDRESSEE_PREPOSITIONS[next.key] !== undefined && !next.breakAfter && personAt(tokens, i + 2);
  if ((ADDRESSEE_PREPOSITIONS[next.key] !== undefined || next.key === "com") && !next.breakAfter) return someoneElse(tokens, i + 2);
  if (DIRECT_TELLING.test(token.key) && DETERMINERS.has(next.key) && !next.breakAfter) {
    const who = tokens[i + 2];
    // `informe o rui@foz.example`, `informa a bia`: a first name typed in lower case is a person too.
    return who !== undefined && (PERSON_NOUNS[who.key] !== undefined || FIRST_NAMES.has(who.key) || /^\p{Lu}/u.test(who.text));
  }
  return false;
}

/** Telling verbs that tell only a person named after them: `retorna pro cliente`. */
const TO_PERSONS_ONLY = new Set(["retorna", "retorne", "retornar"]);

/** A person at token k, after any determiners: a person's noun, a first name, a capitalised name. */
function personAt(tokens: Token[], k: number): boolean {
  let m = k;
  while (m < tokens.length && m < k + 3 && DETERMINERS.has(tokens[m]!.key) && !tokens[m]!.breakAfter) m++;
  const who = tokens[m];
  return who !== undefined && SELF_ADDRESSEES[who.key] === undefined && (PERSON_NOUNS[who.key] !== undefined || FIRST_NAMES.has(who.key) || /^\p{Lu}/u.test(who.text));
}

/** `dá nota ao cliente de que …` (pt-PT): tells him; `dá uma nota`, `dá nota 10` do not. */
const GIVING_NOTICE = new Set(["da", "de", "dar"]);

/**
 * A message handed to someone: a giving verb, then within two words a message noun, then a
 * preposition and someone else (`deixa um recado pra Bia`, `dá um alô pro fornecedor`, `passa um
 * zap pro cliente`).
 */
function handsMessage(tokens: Token[], i: number): boolean {
  // `me dá um toque quando terminar` is news for the person, not a message out.
  if (GIVING_VERBS[tokens[i]!.key] === undefined || SELF_ADDRESSEES[tokens[i - 1]?.key ?? ""] !== undefined) return false;
  // `de` and `da` are `dê` and `dá` only written so, before an article (`da um toque`) or starting
  // their clause: `rascunho de email pro cliente`, `o rascunho da resposta ao cliente` give nothing.
  const article = tokens[i + 1]?.key === "um" || tokens[i + 1]?.key === "uma";
  if ((tokens[i]!.key === "de" || tokens[i]!.key === "da") && !/^d[êá]/i.test(tokens[i]!.text) && !article && !(i === 0 || tokens[i - 1]!.breakAfter)) return false;
  if (GIVING_NOTICE.has(tokens[i]!.key) && tokens[i + 1]?.key === "nota" && !tokens[i]!.breakAfter && !tokens[i + 1]!.breakAfter) {
    const prep = tokens[i + 2];
    return prep !== undefined && (prep.key === "a" || prep.key === "ao" || prep.key === "aos" || prep.key === "as") && !prep.breakAfter && personAt(tokens, i + 3);
  }
  for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
    if (tokens[k - 1]!.breakAfter) return false;
    const noun = tokens[k]!;
    if ((MESSAGE_NOUNS[noun.key] === undefined && HANDED_NOUNS[noun.key] === undefined) || noun.key === "nota" || noun.key === "aviso") continue;
    const prep = tokens[k + 1];
    if (prep === undefined || noun.breakAfter) return false;
    // `dá um toque`, `dá um alô` alone already tell someone; the others need whom.
    if (noun.key === "toque" || noun.key === "alo" || noun.key === "ping") return SELF_ADDRESSEES[prep.key] === undefined;
    return ADDRESSEE_PREPOSITIONS[prep.key] !== undefined && !prep.breakAfter && someoneElse(tokens, k + 2);
  }
  return false;
}

/**
 * `menciona o @joana no #suporte`, `marca a @bia`, `tagueia @rui`: a tagging verb with a handle right
 * after it (an article between at most) tells that person in a post. `marca reunião com a @ana`
 * has none right after.
 */
function tagsHandle(tokens: Token[], i: number, text: string): boolean {
  if (TAGGING_VERBS[tokens[i]!.key] === undefined || tokens[i]!.breakAfter) return false;
  let k = i + 1;
  if (DETERMINERS.has(tokens[k]?.key ?? "") && !tokens[k]!.breakAfter && !text.slice(tokens[k - 1]!.end, tokens[k]!.start).endsWith("@")) k++;
  const who = tokens[k];
  return who !== undefined && /^\s*@$/.test(text.slice(tokens[k - 1]!.end, who.start));
}

/** `bota no canal`, `joga no grupo da equipe`: a dropping verb and a place named by a word. */
function dropsInPlace(tokens: Token[], i: number): boolean {
  if (DROPPING_VERBS[tokens[i]!.key] === undefined || tokens[i]!.breakAfter) return false;
  for (let k = i + 1; k <= i + 6 && k < tokens.length; k++) {
    if (PLACE_PREPOSITIONS[tokens[k]!.key] !== undefined && PLACE_WORDS[tokens[k + 1]?.key ?? ""] !== undefined && !tokens[k]!.breakAfter) return true;
    if (tokens[k]!.breakAfter) return false;
  }
  return false;
}

/**
 * `põe o cliente a par`, `deixa o fornecedor avisado`, `mantém a Joana informada`: a verb that
 * leaves someone else knowing, within five words and no break. Left so themselves (`põe-me a par`,
 * `me deixa avisado`), the person is told by the agent, not someone out.
 */
function leavesInformed(tokens: Token[], i: number): boolean {
  const token = tokens[i]!;
  if (LEAVING_VERBS[token.key] === undefined || token.breakAfter) return false;
  const clitics = token.fold.split("-").slice(1);
  if (clitics.some((c) => SELF_ADDRESSEES[c] !== undefined) || SELF_ADDRESSEES[tokens[i - 1]?.key ?? ""] !== undefined) return false;
  for (let k = i + 1; k <= i + 5 && k < tokens.length; k++) {
    const two = `${tokens[k]!.key} ${tokens[k + 1]?.key ?? ""}`;
    if (KEPT_INFORMED[two] !== undefined || KEPT_INFORMED[tokens[k]!.key] !== undefined) {
      // `põe-no a par`: whom is the clitic; otherwise the words between name them.
      return clitics.length > 0 || (k > i + 1 && someoneBetween(tokens, i + 1, k));
    }
    if (tokens[k]!.breakAfter) return false;
  }
  return false;
}

/** Pronouns of someone else that a verb leaves informed: `deixa-os a par`, `põe eles a par`. */
const OTHERS = new Set(["ele", "ela", "eles", "elas", "todos", "todas", "geral", "galera"]);

/** True when the words from `from` up to `to` name a person other than the person or the agent: a person's noun, a name, `eles`. */
function someoneBetween(tokens: Token[], from: number, to: number): boolean {
  let m = from;
  while (m < to && DETERMINERS.has(tokens[m]!.key)) m++;
  const who = tokens[m];
  if (who === undefined || m >= to || SELF_ADDRESSEES[who.key] !== undefined) return false;
  return PERSON_NOUNS[who.key] !== undefined || OTHERS.has(who.key) || /^\p{Lu}/u.test(who.text);
}

/** `faz chegar ao cliente o comprovante`, `faz o contrato do 6010 chegar ao cliente`: `fazer` and `chegar` up to five words on, no break between. */
function makesReach(tokens: Token[], i: number): boolean {
  if (MAKING_VERBS[tokens[i]!.key] === undefined) return false;
  for (let k = i + 1; k <= i + 5 && k < tokens.length; k++) {
    // `faz o cliente saber do atraso`: someone made to know is told.
    if (tokens[k]!.key === "chegar" || (tokens[k]!.key === "saber" && someoneBetween(tokens, i + 1, k))) return true;
    // `faz saber ao cliente que …`: whom after `saber`.
    if (tokens[k]!.key === "saber" && k === i + 1 && !tokens[k]!.breakAfter && ADDRESSEE_PREPOSITIONS[tokens[k + 1]?.key ?? ""] !== undefined && someoneElse(tokens, k + 2)) return true;
    if (tokens[k]!.breakAfter) return false;
  }
  return false;
}

/**
 * `faz o envio da nota pro cliente`, `efetua a transferência de 300`, `faz um pix pra Ana`: a doing
 * verb and, within three words and no break, the noun of an act that sends. `faz o registo do envio`
 * names the keeping, not the send: the noun must come before any other noun.
 */
function doesSending(tokens: Token[], i: number): boolean {
  if (DOING_VERBS[tokens[i]!.key] === undefined) return false;
  for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
    if (tokens[k - 1]!.breakAfter) return false;
    const key = tokens[k]!.key;
    if (SENDING_ACT_NOUNS[key] !== undefined) return true;
    if (!DOING_FILLERS.has(key)) return false;
  }
  return false;
}
// `com`: `avança com a transferência`, `segue com o envio`.
const DOING_FILLERS: ReadonlySet<string> = new Set(["o", "a", "os", "as", "um", "uma", "com", "ja", "logo", "agora", "entao", "la", "esse", "essa", "este", "esta", "novo", "nova"]);

/** `põe a ana@x.com em cópia`: a place in the clause, then `em cópia`, asks to copy it in. */
function copiesIn(tokens: Token[], i: number, text: string): boolean {
  if (tokens[i]!.key !== "em" || tokens[i + 1]?.key !== "copia" || text === "") return false;
  // An address's dots end a clause for the tokenizer: the few words before are looked at whatever the clause.
  const start = tokens[Math.max(0, i - 6)]!.start;
  return placeLike(text.slice(start, tokens[i]!.start));
}

/** The first words of SENDING_PHRASES: no phrase starts at a token whose key is none of them (unless one starts with `*`). */
const PHRASE_FIRST_WORDS: ReadonlySet<string | undefined> = new Set(SENDING_PHRASES.map((p) => p.words[0]));
const PHRASE_AT_ANY_WORD = PHRASE_FIRST_WORDS.has("*") || PHRASE_FIRST_WORDS.has(undefined);

/** Where an act rule is tried: the turn's tokens, the token's clause start, the text, the sending forms already read. */
export interface ActPlace {
  readonly tokens: Token[];
  readonly i: number;
  readonly from: number;
  readonly text: string;
  readonly actAt: ReadonlySet<number>;
}

/**
 * A sending act read from the word it starts at, by structure rather than by a sending verb's
 * form. Each rule declares the words (keys or folds) it can start at: the reader tries a rule
 * only at one of them, so a word none declares costs one lookup, and a test runs every rule at
 * every word of the dev turns and fails where one fires at a word it did not declare.
 */
export interface ActRule {
  readonly name: string;
  /** The words the rule can fire at, as tokens' keys or folds. */
  readonly starts: readonly string[];
  /** The verb the act is read as. */
  readonly verb: string;
  fires(at: ActPlace): boolean;
  /** Whether the act is not asked of the agent: negated, done by someone else, or reported. */
  negated(at: ActPlace): boolean;
  /** The words the act is shown as. */
  shown(at: ActPlace): string;
}

const tokenText = ({ tokens, i }: ActPlace): string => tokens[i]!.text;
const asked = ({ tokens, i, from }: ActPlace): boolean => negatedAt(tokens, i, from);
const askedOfAgent = ({ tokens, i, from, text }: ActPlace): boolean =>
  negatedAt(tokens, i, from) || otherSender(tokens, i, from, text) || weReport(tokens, i, from, text);

/** First-person forms of telling and calling: `eu falo com o cliente pelo 912 …`, `ligo eu pro 11 9…`, `respondo ao cliente`. */
const OWN_TELLING = new Set(["falo", "ligo", "digo", "escrevo", "respondo", "comunico", "informo", "telefono", "contacto", "contato"]);

/**
 * A first-person telling verb with a place after it in its clause (`eu falo com o cliente pelo 912 …`):
 * the person tells them there, and the place is no request's. With no place (`eu ligo pro cliente
 * depois`) nothing is read, as before.
 */
function ownTelling(tokens: Token[], i: number, text: string): boolean {
  if (!OWN_TELLING.has(tokens[i]!.key) || tokens[i]!.breakAfter) return false;
  // `contato` and `contacto` are nouns too (`o contato do cliente`): only after `eu`.
  if ((tokens[i]!.key === "contato" || tokens[i]!.key === "contacto") && tokens[i - 1]?.key !== "eu") return false;
  let end = i;
  while (end + 1 < tokens.length && !tokens[end]!.breakAfter && end < i + 8) end++;
  return text !== "" && placeLike(text.slice(tokens[i]!.end, tokens[end]!.end));
}

/** Messages named with no verb, as a request on its own: `um email pro fornecedor`, `whats pro cliente`. */
const ADDRESSED_MESSAGES = ["recado", "mensagem", "msg", "email", "e-mail", "mail", "sms", "zap", "whats", "whatsapp", "torpedo", "dm"];
const ADDRESSED: ReadonlySet<string> = new Set(ADDRESSED_MESSAGES);

/** Verbs that put someone in copy of a message: `copia a supervisora@… na resposta`. */
const COPYING_VERBS = new Set(["copia", "copie", "copiem", "copiar"]);

/**
 * Someone put in copy by their address (`copia a supervisora@loja.example na resposta`, `copie o
 * gerente@… no retorno`): the verb, a determiner at most, and an address. `copia o arquivo pra
 * pasta` copies a thing and sends nothing.
 */
function copiesAddress(tokens: Token[], i: number, text: string): boolean {
  if (!COPYING_VERBS.has(tokens[i]!.key)) return false;
  let k = i + 1;
  if (DETERMINERS.has(tokens[k]?.key ?? "") && !tokens[i]!.breakAfter) k++;
  const who = tokens[k];
  return who !== undefined && !tokens[k - 1]!.breakAfter && text.charAt(who.end) === "@";
}

/** The acts read by structure, in the order they are tried: the first that fires at a word is its act. */
export const ACT_RULES: readonly ActRule[] = [
  {
    name: "messageToPlace",
    starts: [...Object.keys(MESSAGE_NOUNS), ...Object.keys(DROPPING_VERBS)],
    verb: "mensagem",
    fires: ({ tokens, i, from, text, actAt }) => text !== "" && messageToPlace(tokens, i, from, text, actAt),
    negated: ({ tokens, i, from, text }) => {
      // `não esquece o email pro …`: a negation an undoer follows asks.
      for (let k = Math.max(from, i - 4); k < i; k++) if (isNegator(tokens, k) && NEGATION_UNDOERS[tokens[k + 1]!.key] === undefined) return true;
      // `o zap pro 11 9… eu mesmo mando depois`: who sends it is said after the message.
      if (sentLaterBySomeoneElse(tokens, i, text)) return true;
      // `segura o sms pro 11 9… até amanhã`: the message is held back; `recebemos um sms do 11 9…`: it came in.
      for (let k = from; k < i; k++) if (HOLDING.has(tokens[k]!.key) || RECEIVED.has(tokens[k]!.key)) return true;
      return otherSender(tokens, i, from, text);
    },
    shown: tokenText,
  },
  {
    name: "byMedium",
    starts: [...MEDIA],
    verb: "avisar",
    fires: ({ tokens, i, from }) => byMedium(tokens, i, from),
    negated: asked,
    shown: ({ tokens, i }) => `${tokens[i - 1]!.text} ${tokens[i]!.text}`,
  },
  {
    name: "receivesAsked",
    starts: [...RECEIVING, "receber"],
    verb: "avisar",
    fires: ({ tokens, i, from }) => receivesAsked(tokens, i, from),
    // Who receives is named before the verb: only a negation says it is not asked.
    negated: asked,
    shown: tokenText,
  },
  { name: "tellsSomeone", starts: Object.keys(TELLING_VERBS), verb: "avisar", fires: ({ tokens, i }) => tellsSomeone(tokens, i), negated: askedOfAgent, shown: tokenText },
  { name: "handsMessage", starts: Object.keys(GIVING_VERBS), verb: "avisar", fires: ({ tokens, i }) => handsMessage(tokens, i), negated: askedOfAgent, shown: tokenText },
  { name: "dropsInPlace", starts: Object.keys(DROPPING_VERBS), verb: "avisar", fires: ({ tokens, i }) => dropsInPlace(tokens, i), negated: askedOfAgent, shown: tokenText },
  { name: "leavesInformed", starts: Object.keys(LEAVING_VERBS), verb: "avisar", fires: ({ tokens, i }) => leavesInformed(tokens, i), negated: askedOfAgent, shown: tokenText },
  { name: "makesReach", starts: Object.keys(MAKING_VERBS), verb: "avisar", fires: ({ tokens, i }) => makesReach(tokens, i), negated: askedOfAgent, shown: tokenText },
  { name: "doesSending", starts: Object.keys(DOING_VERBS), verb: "enviar", fires: ({ tokens, i }) => doesSending(tokens, i), negated: askedOfAgent, shown: tokenText },
  { name: "tagsHandle", starts: Object.keys(TAGGING_VERBS), verb: "mencionar", fires: ({ tokens, i, text }) => text !== "" && tagsHandle(tokens, i, text), negated: askedOfAgent, shown: tokenText },
  {
    name: "ownTelling",
    starts: [...OWN_TELLING],
    verb: "avisar",
    fires: ({ tokens, i, text }) => ownTelling(tokens, i, text),
    // A verb in the person's own first person: the person does it, the agent is asked nothing.
    negated: () => true,
    shown: tokenText,
  },
  { name: "copiesAddress", starts: [...COPYING_VERBS], verb: "copiar", fires: ({ tokens, i, text }) => text !== "" && copiesAddress(tokens, i, text), negated: askedOfAgent, shown: tokenText },
  { name: "addressedMessage", starts: ADDRESSED_MESSAGES, verb: "mensagem", fires: ({ tokens, i, from }) => addressedMessage(tokens, i, from), negated: askedOfAgent, shown: tokenText },
];

/** ACT_RULES by each word they declare, each list in the rules' order. */
const RULES_AT: ReadonlyMap<string, readonly ActRule[]> = (() => {
  const at = new Map<string, ActRule[]>();
  for (const rule of ACT_RULES) {
    for (const word of new Set(rule.starts)) {
      const list = at.get(word) ?? [];
      list.push(rule);
      at.set(word, list);
    }
  }
  return at;
})();

/** The rules that may fire at a token: those declaring its key or its fold, in the rules' order. */
function rulesAt(token: Token): readonly ActRule[] | undefined {
  const byKey = RULES_AT.get(token.key);
  const byFold = token.fold === token.key ? undefined : RULES_AT.get(token.fold);
  if (byFold === undefined) return byKey;
  if (byKey === undefined) return byFold;
  return ACT_RULES.filter((r) => byKey.includes(r) || byFold.includes(r));
}

/** Every token's clause start, as findActs reads it: for a test that tries the rules at every word. */
export function actClauseStarts(tokens: Token[]): number[] {
  return clauseStarts(tokens, breaksClause, WINDOW);
}

/**
 * A word that ends a clause. `e` is `and`, which does; written `é` it is the copula, which does
 * not, so a negation reaches through it (`não é pra mandar`, `não é preciso avisar`); `e` without
 * its accent stays `and` (`não cancela e manda email` asks).
 */
function breaksClause(t: Token): boolean {
  return CLAUSE_BREAKS[t.key] !== undefined && !(t.key === "e" && t.text !== "e" && t.text !== "E");
}

/** A phrase's word fits a token; `*` fits any word. */
function fitsPhrase(word: string, token: Token): boolean {
  return word === "*" || token.key === word;
}

/** Every sending act in a turn; words inside a quoted string are the text to write, not requests. */
export function findActs(tokens: Token[], quoted: (offset: number) => boolean = () => false, text = ""): SendingAct[] {
  const acts: SendingAct[] = [];
  const actAt = new Set<number>();
  /** Where each act starts and how it was read: by a verb's form (and whether a negation or a wait holds it) or by a message noun. */
  const found: FoundAct[] = [];
  const starts = actClauseStarts(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (quoted(token.start)) continue;
    const from = starts[i]!;
    const phrase = PHRASE_AT_ANY_WORD || PHRASE_FIRST_WORDS.has(token.key) ? matchPhrase(SENDING_PHRASES, tokens, i, fitsPhrase) : undefined;
    if (phrase) {
      const text = tokens.slice(i, i + phrase.length).map((t) => t.text).join(" ");
      const held = negatedAt(tokens, i, from);
      acts.push({ verb: phrase.lemma, text, negated: held });
      found.push({ at: i, by: "form", held });
      i += phrase.length - 1;
      continue;
    }
    if (copiesIn(tokens, i, text)) {
      acts.push({ verb: "cc", text: `${token.text} ${tokens[i + 1]!.text}`, negated: negatedAt(tokens, i, from) || otherSender(tokens, i, from, text) });
      found.push({ at: i, by: "rule", held: false });
      i += 1;
      continue;
    }
    if (writesTo(tokens, i, text)) {
      const held = negatedAt(tokens, i, from);
      acts.push({ verb: "escrever", text: token.text, negated: held || otherSender(tokens, i, from, text) });
      found.push({ at: i, by: "form", held });
      continue;
    }
    const entry = formOf(token);
    if (!entry) {
      const rules = rulesAt(token);
      if (rules === undefined) continue;
      const at: ActPlace = { tokens, i, from, text, actAt };
      for (const rule of rules) {
        if (!rule.fires(at)) continue;
        const told = MESSAGE_RULES.has(rule.name) && toldSent(tokens, i, text);
        acts.push({ verb: rule.verb, text: rule.shown(at), negated: rule.negated(at) || takenOnInClause(tokens, i, from, text) || told });
        found.push({ at: i, by: MESSAGE_RULES.has(rule.name) ? "noun" : "rule", held: false });
        break;
      }
      continue;
    }
    const prev = i > from ? tokens[i - 1] : undefined;
    // `manda ver`, `manda bala`: go ahead, not a send.
    if (entry.verb.lemma === "mandar" && SEND_IDIOMS[tokens[i + 1]?.key ?? ""] !== undefined) continue;
    // `o envio`, `um aviso`, `no post`: the noun, not the verb; `o envio … deixa comigo`, `o envio faço eu`: a send the person takes on.
    if ((NOUN_LIKE_FORMS[token.key] ?? NOUN_LIKE_FORMS[againWord(token) ?? ""]) !== undefined && prev !== undefined && NOUN_MARKERS[prev.key] !== undefined) {
      if (takenOn(tokens, i)) {
        acts.push({ verb: entry.verb.lemma, text: token.text, negated: true });
        found.push({ at: i, by: "form", held: false });
      }
      continue;
    }
    // `a manada de vacas`: a word read as a slip of a verb is the noun it is after an article.
    if (prev !== undefined && articleBefore(prev, token) && readAsSlip(token)) continue;
    // `transfere a reunião pra sexta`: a meeting moved, nothing sent.
    if (entry.verb.lemma === "transferir" && MOVED_THINGS.has(objectAfter(tokens, i))) continue;
    const held = negatedAt(tokens, i, from);
    const negated = held || onlyNamed(tokens, i, entry.form, from) || weReport(tokens, i, from, text) || otherSender(tokens, i, from, text) || toPersonHere(tokens, i, from, text) || takenOnInClause(tokens, i, from, text);
    // Only an act asked for makes a message noun right after it the same act.
    if (!negated) actAt.add(i);
    acts.push(!negated && assentOnly(tokens, i) ? { verb: entry.verb.lemma, text: token.text, negated, consent: true } : { verb: entry.verb.lemma, text: token.text, negated });
    found.push({ at: i, by: "form", held });
  }
  takeBack(tokens, acts, found);
  return acts;
}

/**
 * `isso, pode mandar`, `sim, pode enviar`, `manda`: a verb that ends the turn with only words of
 * assent before it sends nothing named to no place named; it says go ahead with what the turn
 * before asked.
 */
function assentOnly(tokens: Token[], i: number): boolean {
  if (i !== tokens.length - 1) return false;
  for (let k = 0; k < i; k++) if (ASSENT_WORDS[tokens[k]!.key] === undefined) return false;
  return true;
}

/** How an act of findActs was read. */
interface FoundAct {
  readonly at: number;
  readonly by: "form" | "noun" | "rule";
  /** A verb's form a negation or a wait reaches (`não manda ainda`, `espera … pra mandar`). */
  readonly held: boolean;
}

/** The act rules that read a message by its noun, with no verb of its own. */
const MESSAGE_RULES: ReadonlySet<string> = new Set(["messageToPlace", "addressedMessage"]);

/** Words that take back what was just said: `manda pro …, não, pera, não manda`. */
const TAKING_BACK = new Set(["pera", "perai", "espera", "espere", "calma", "opa", "ops", "alias", "melhor"]);

/**
 * Sends a later held one takes back, in place:
 * - `manda pro ana@…, não, pera, não manda ainda`: a send asked, then a word that takes it back
 *   (`não` on its own, `pera`, `espera`, `opa`) and a held send: the first is held too;
 * - `monta o sms pro 21 9… mas espera eu dar o ok pra mandar`, `segura o envio; o email pro … não manda ainda`:
 *   where every verb of sending in the turn is held, a message named with no verb of its own is the one held.
 */
function takeBack(tokens: Token[], acts: SendingAct[], found: FoundAct[]): void {
  for (let q = 1; q < acts.length; q++) {
    if (!found[q]!.held) continue;
    const p = q - 1;
    if (acts[p]!.negated || found[p]!.by !== "form") continue;
    for (let k = found[p]!.at + 1; k < found[q]!.at; k++) {
      const t = tokens[k]!;
      if (TAKING_BACK.has(t.key) || (t.key === "nao" && t.breakAfter)) {
        acts[p] = { ...acts[p]!, negated: true };
        break;
      }
    }
  }
  const forms = found.flatMap((f, n) => (f.by === "form" ? [n] : []));
  if (forms.length === 0 || !forms.every((n) => found[n]!.held && acts[n]!.negated)) return;
  found.forEach((f, n) => {
    if (f.by === "noun" && !acts[n]!.negated) acts[n] = { ...acts[n]!, negated: true };
  });
}

/** Pronouns a mesoclitic future holds between its stem and its ending: `enviar-lhe-ei`, `avisá-lo-emos`. */
const MESOCLITICS = new Set(["me", "te", "se", "lhe", "lhes", "o", "a", "os", "as", "lo", "la", "los", "las", "no", "na", "nos", "vos"]);
/** Endings of that future whose subject is not the agent addressed: I, we, he or she, they (`-ás`, `tu`, is the agent). */
const NOT_AGENT_FUTURE = new Set(["ei", "emos", "a", "ao"]);

/**
 * `enviar-lhe-ei o contrato amanhã`, `mandar-lhe-emos o orçamento`, `o fornecedor enviar-lhe-á a
 * factura` (pt-PT): the future with its pronoun inside says who will send, the person or someone
 * else, not the agent. Read on the word's folded parts, no pattern.
 */
function ownFuture(token: Token): boolean {
  const parts = token.fold.split("-");
  return parts.length === 3 && MESOCLITICS.has(parts[1]!) && NOT_AGENT_FUTURE.has(parts[2]!);
}

/** Words that end the reach of a send the person takes on after it: `manda o sms, que eu resolvo o resto`. */
const TAKEN_ON_STOPS = new Set(["que", "mas", "porque", "pois"]);

/** `eu trato`, `cuido eu`, `comigo`: the person takes something on, at word k. */
function takesOnAt(tokens: Token[], k: number, from: number, end: number): boolean {
  const key = tokens[k]!.key;
  if (key === "comigo") return true;
  if (!SELF_HANDLING.has(key)) return false;
  return (k - 1 >= from && tokens[k - 1]!.key === "eu" && !tokens[k - 1]!.breakAfter) || (k + 1 <= end && tokens[k + 1]!.key === "eu" && !tokens[k]!.breakAfter);
}

/**
 * The person takes the send at word i on, in its own clause: `deixa que eu trato do sms ao 912 …`,
 * `eu trato de enviar a factura`, `deixa comigo o e-mail ao rui@…`, `do e-mail para o … cuido eu`,
 * `o sms ao 912 … fica comigo`, `o zap pro … eu resolvo`. After the send, only up to a word that
 * starts another clause (`manda o sms, que eu resolvo o resto` asks).
 */
function takenOnInClause(tokens: Token[], i: number, from: number, text: string): boolean {
  let end = i;
  while (end + 1 < tokens.length && (!tokens[end]!.breakAfter || dotInWord(tokens, end, text)) && !breaksClause(tokens[end]!)) end++;
  for (let k = from; k < i; k++) if (takesOnAt(tokens, k, from, end)) return true;
  for (let k = i + 1; k <= end; k++) {
    if (TAKEN_ON_STOPS.has(tokens[k]!.key)) return false;
    if (takesOnAt(tokens, k, from, end)) return true;
  }
  return false;
}

/** A dot right between two words, as in an address (`cliente@loja.example`), breaks no clause. */
function dotInWord(tokens: Token[], k: number, text: string): boolean {
  const next = tokens[k + 1];
  return next !== undefined && text[tokens[k]!.end] === "." && next.start === tokens[k]!.end + 1;
}

/** Verbs after `já` that tell a message went: `o sms ao 912 … já seguiu`, `o email pro … já foi`. */
const TOLD_SENT = new Set(["seguiu", "foi", "saiu", "partiu", "seguiram", "foram", "sairam"]);
/** Words that start what a message says or another clause: `um sms ao 912 a dizer que a encomenda já saiu`. */
const MESSAGE_SAYS = new Set(["que", "dizer", "dizendo", "sobre", "com", "mas", "porque", "pois"]);

/**
 * A message named with its place and told already sent in the same clause (`o sms ao 912 345 678 já
 * seguiu`, `o email pro cliente@… já foi ontem`): a fact, not a request. Not once what the message
 * says has begun (`um sms ao 912 a dizer que a encomenda já saiu` asks).
 */
function toldSent(tokens: Token[], i: number, text: string): boolean {
  for (let k = i + 1; k + 1 < tokens.length && k <= i + 12; k++) {
    if (MESSAGE_SAYS.has(tokens[k]!.key)) return false;
    if (tokens[k]!.key === "ja" && TOLD_SENT.has(tokens[k + 1]!.key) && !tokens[k]!.breakAfter) return true;
    if (tokens[k]!.breakAfter && !dotInWord(tokens, k, text)) return false;
  }
  return false;
}

/** Words of the person taking a send on: `deixa comigo`, `faço eu`, `eu trato`. */
const TAKING_ON = new Set(["faco", "trato", "cuido", "resolvo", "mando", "envio"]);

/** `o envio pro cliente@… deixa comigo`, `que o envio para o 913 … faço eu`: the person takes the send named on, within the next ten words. */
function takenOn(tokens: Token[], i: number): boolean {
  for (let k = i + 1; k < Math.min(tokens.length, i + 11); k++) {
    const key = tokens[k]!.key;
    if (key === "comigo") return true;
    if (TAKING_ON.has(key) && (tokens[k - 1]!.key === "eu" || (tokens[k + 1]?.key === "eu" && !tokens[k]!.breakAfter))) return true;
  }
  return false;
}

/**
 * `um email pro fornecedor, por favor`, `whats pro cliente`, `mensagem pro fornecedor dizendo …`: a
 * message that starts its clause (bare or after `um` / `uma`), then to someone else, asks for it to
 * be sent. `o email pro cliente está pronto` names a message, and asks nothing.
 */
function addressedMessage(tokens: Token[], i: number, from: number): boolean {
  if (!ADDRESSED.has(tokens[i]!.key)) return false;
  const first = i === from || (i === from + 1 && (tokens[from]!.key === "um" || tokens[from]!.key === "uma") && !tokens[from]!.breakAfter);
  if (!first || tokens[i]!.breakAfter) return false;
  const prep = tokens[i + 1];
  return prep !== undefined && ADDRESSEE_PREPOSITIONS[prep.key] !== undefined && !prep.breakAfter && someoneElse(tokens, i + 2);
}

/** Things moved in time by `transferir`, not sent: `transfere a reunião pra sexta`. */
const MOVED_THINGS = new Set(["reuniao", "call", "consulta", "compromisso", "evento", "agendamento", "visita", "aula", "data", "horario", "entrevista"]);

/** The noun right after a verb and its article, if any: `transfere a reunião` → `reuniao`. */
function objectAfter(tokens: Token[], i: number): string {
  const next = tokens[i + 1];
  if (next === undefined || tokens[i]!.breakAfter) return "";
  return DETERMINERS.has(next.key) && !next.breakAfter ? (tokens[i + 2]?.key ?? "") : next.key;
}

/** Ways and places a message travels by: named in a send to the person, the send goes out (`avisa-me por sms`). */
const MEDIUM_WORDS = new Set([...MEDIA, "telefone", "ligacao", "celular", "telemovel", "whatsapp", "sms"]);

/**
 * `avisa-me quando terminar`, `me manda o resumo`, `responde-me só com sim`: a send to the person
 * with no way or place it travels by is an answer in the conversation, not a message out;
 * `avisa-me por sms`, `manda-me o recibo no ana@x.com` go out.
 */
function toPersonHere(tokens: Token[], i: number, from: number, text: string): boolean {
  const t = tokens[i]!;
  const clitic = t.fold.includes("-") && t.fold.split("-").slice(1).some((c) => c === "me" || c === "mim");
  const before = i - 1 >= from && tokens[i - 1]!.key === "me" && !tokens[i - 1]!.breakAfter;
  if (!clitic && !before) return false;
  let end = i;
  while (end + 1 < tokens.length && !tokens[end]!.breakAfter) end++;
  for (let k = from; k <= end; k++) if (MEDIUM_WORDS.has(tokens[k]!.key)) return false;
  return text === "" || !placeLike(text.slice(tokens[from]!.start, tokens[end]!.end));
}

/** True when a folded word is a form of a sending verb. */
export function isSendingForm(key: string): boolean {
  return FORMS.has(key);
}
