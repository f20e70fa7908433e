// The one place the English grammar touches compromise: it loads the grammar's own build of
// compromise (grammars/en/compromise/, made from the installed release by
// scripts/build-compromise.mjs, its lexicon expanded at build time) and adds the grammar's words to
// that build's world once, the first time a text is read (a client that reads no turn never loads
// it), and parses every text the same way in it (compromise's steps, its post-tagger run by
// PostTagger). The build is a module of its own: a user's `compromise` in the same process keeps
// its own world, untouched. Nothing passes a lexicon per call, because that would mutate the world
// on every turn.
import { createRequire } from "node:module";
import type compromise from "compromise";
import { RELATIVE_DAYS, SENDING_VERBS } from "./lexicon.js";
import { Finders, type FinderView, type PatternWorld } from "./finders.js";
import { PostTagger, type TaggerView, type TaggerWorld } from "./post-tagger.js";
import { smallNumber } from "./small-numbers.js";
import { StepGates, type GateModel, type GateTerm } from "./step-gates.js";

type Nlp = typeof compromise;
type Doc = ReturnType<Nlp>;

/** compromise, its world extended, and how a text is parsed in it. */
interface World {
  nlp: Nlp;
  /** compromise's parse steps (`nlp.hooks()`) as `nlp(text)` runs them, with four changes (see parse). */
  steps: Array<string | ((doc: Doc) => void)>;
  /** A compromise view of a tokenised text, as `nlp(text)` makes it before the steps. */
  view: (text: string) => Doc;
  /** A plain compromise view of some of a document's terms. */
  plain: (document: unknown, pointer: unknown) => Doc;
  /** compromise's view of numbers, made of a document's terms (its `parse` reads them). */
  numbers: (document: unknown, pointer: unknown) => NumbersView;
  /** compromise's finders of numbers, people and places, their patterns compiled once. */
  finders: Finders;
}

/** The part of compromise's view of numbers read here. */
interface NumbersView {
  parse(): Array<{ num?: number | null; unit?: string }>;
}

let world: World | undefined;

/** The grammar's own build of compromise, relative to this module (in dist/), as `require` takes it. */
export const OWN_COMPROMISE = "../compromise/compromise.cjs";

/** compromise, its world extended; loaded synchronously (the own build is one CommonJS file) when first used. */
function loaded(): World {
  if (!world) {
    const nlp = createRequire(import.meta.url)(OWN_COMPROMISE) as Nlp;
    extendWorld(nlp);
    const inner = nlp.world() as unknown as TaggerWorld & { methods: { one: { tokenize: { fromString(text: string, w: unknown): unknown } } } };
    const View = Object.getPrototypeOf(nlp("")).constructor as new (document: unknown) => Doc;
    // compromise sets up its post-tagger's patterns (their needs and wants; the build parses each
    // one's steps when it is first read) the first time it tags a text.
    nlp("send");
    // compromise's class of number views, taken from one the first time a number is left to its parser.
    let Numbers: (new (document: unknown, pointer: unknown) => NumbersView) | undefined;
    const tagger = new PostTagger(inner);
    const gates = new StepGates(nlp.model() as unknown as GateModel);
    const documentOf = (doc: Doc) => (doc as unknown as { document: GateTerm[][] }).document;
    const steps = (nlp.hooks() as string[])
      // Chunks (noun, verb and adjective phrases) are read by nothing here; conjugation computes its own.
      // Term ids are read only to find a pointer's terms again in a document changed since the
      // pointer was made (compromise's `getDoc`), and no document here changes after its parse;
      // the contraction steps still give the terms they make ids of their own.
      .filter((step) => step !== "chunks" && step !== "id")
      .map((step) => {
        if (step === "postTagger") return (doc: Doc) => tagger.run(doc as unknown as TaggerView);
        // These steps change no term of most sentences: run on those holding a term they may change.
        if (step === "contractions" || step === "contractionTwo" || step === "machine" || step === "alias") {
          return (doc: Doc) => {
            const sentences = gates.sentences(step, documentOf(doc));
            if (sentences !== undefined) new (View as unknown as new (document: unknown) => Doc)(sentences).compute(step);
          };
        }
        return step;
      });
    world = {
      nlp,
      steps,
      view: (text) => new View(inner.methods.one.tokenize.fromString(text, inner)),
      plain: (document, pointer) => new (View as unknown as new (document: unknown, pointer: unknown) => Doc)(document, pointer),
      numbers: (document, pointer) => {
        Numbers ??= nlp("").numbers().constructor as new (document: unknown, pointer: unknown) => NumbersView;
        return new Numbers(document, pointer);
      },
      finders: new Finders(inner as unknown as PatternWorld),
    };
  }
  return world;
}

/**
 * compromise's reading of a text, in the one extended world: what `nlp(text)` gives, its steps run
 * otherwise. The post-tagger is `PostTagger` (the same tags, found faster); the chunker and the
 * terms' ids are left out; the contraction steps, `alias` and `machine` run only on the
 * sentences `StepGates` says they may change. No change touches compromise's world, so other users of compromise in the process see it
 * as they left it.
 */
function parse(text: string): Doc {
  const { steps, view } = loaded();
  const doc = view(text);
  if (text === "") return doc;
  for (const step of steps) {
    if (typeof step === "string") doc.compute(step);
    else step(doc);
  }
  return doc;
}

/**
 * A verb's forms as compromise conjugates a word it is told is a verb (`PresentTense`, `PastTense`,
 * `Gerund` …), from its conjugation rules and the lexicon, without parsing a text.
 */
export function conjugations(verb: string): Partial<Record<string, string>> {
  const { nlp } = loaded();
  const methods = nlp.methods() as unknown as { two: { transform: { verb: { conjugate(verb: string, model: unknown): Record<string, string> } } } };
  return methods.two.transform.verb.conjugate(verb, nlp.model());
}

function extendWorld(nlp: Nlp): void {
  const words: Record<string, string> = {};
  for (const verb of SENDING_VERBS) {
    for (const extra of verb.extra) {
      if (!/^[a-z]+$/.test(extra)) continue;
      words[extra] = extra.endsWith("ed") ? "PastTense" : "Infinitive";
    }
  }
  // Short forms of dates compromise does not know; their meaning is read by dates.ts.
  for (const word of Object.keys(RELATIVE_DAYS)) if (/^[a-z]+$/.test(word)) words[word] ??= "Date";
  nlp.addWords(words);
}

/** True when compromise's lexicon holds the word: a real word, never read as a slip of another. */
export function knownWord(word: string): boolean {
  const lexicon = (loaded().nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
  return Object.hasOwn(lexicon, word);
}

/** A term as the English grammar reads it from compromise. */
export interface Term {
  /** Lower case, with contractions expanded (`don't` gives `do` then `not`). */
  norm: string;
  /** The words as written (empty for the hidden half of a contraction). */
  text: string;
  tags: Set<string>;
  start: number;
  end: number;
  /** The spaces and punctuation after the term. */
  post: string;
  /** True when punctuation or a sentence end follows this term. */
  breakAfter: boolean;
}

interface RawTerm {
  text: string;
  normal?: string;
  implicit?: string;
  post?: string;
  tags?: Set<string>;
  offset?: { start: number; length: number };
  /** The sentence and position of the term. */
  index?: [number, number];
}

/** What compromise reads in one text: its terms, the people and places, the numbers in words. */
export interface Analysis {
  terms: Term[];
  names: Array<{ text: string; start: number }>;
  /** The numbers written with a letter in them (`forty`, `2 million`, `5th`): those in digits alone are read from the text. */
  numbers: Array<{ text: string; start: number; value: number; unit: string; ordinal: boolean }>;
}

/**
 * compromise's cost grows faster than the length of a run of numbers or symbols with no sentence
 * end (30,000 `+1`s take most of a minute), so a text is given to it in pieces of at most this
 * many characters, cut at a sentence end where there is one and at a space otherwise.
 */
export const PIECE = 1_000;

/** Where to cut a text into pieces for compromise. */
export function pieces(text: string): Array<{ start: number; text: string }> {
  const out: Array<{ start: number; text: string }> = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + PIECE);
    if (end < text.length) {
      const window = text.slice(start, end);
      const sentence = Math.max(window.lastIndexOf(". "), window.lastIndexOf("! "), window.lastIndexOf("? "), window.lastIndexOf("\n"));
      const space = window.lastIndexOf(" ");
      if (sentence > PIECE / 4) end = start + sentence + 1;
      else if (space > PIECE / 4) end = start + space;
    }
    out.push({ start, text: text.slice(start, end) });
    start = end;
  }
  return out;
}

/** Parses a text once with compromise and returns what the English grammar needs of it. */
export function analyse(text: string): Analysis {
  const cut = pieces(text);
  if (cut.length === 1) {
    // One piece starts at 0: its places are the text's.
    const only = analysePiece(cut[0]!.text);
    const last = only.terms[only.terms.length - 1];
    if (last) last.breakAfter = true;
    return only;
  }
  const all: Analysis = { terms: [], names: [], numbers: [] };
  for (const piece of cut) {
    const part = analysePiece(piece.text);
    for (const t of part.terms) all.terms.push({ ...t, start: t.start + piece.start, end: t.end + piece.start });
    for (const n of part.names) all.names.push({ ...n, start: n.start + piece.start });
    for (const n of part.numbers) all.numbers.push({ ...n, start: n.start + piece.start });
  }
  const last = all.terms[all.terms.length - 1];
  if (last) last.breakAfter = true;
  return all;
}

/** `json` options for each match's text and offset without copies of its terms (compromise reads `terms: false`; its types leave it out). */
const WITHOUT_TERMS = { offset: true, terms: false } as unknown as { offset: true };

/** A view of the sentences of `doc` (its terms `docs`) that hold a term `has` holds of, or undefined when none does. */
function sentencesWith(doc: Doc, docs: RawTerm[][], has: (term: RawTerm) => boolean): Doc | undefined {
  const pointer: number[][] = [];
  docs.forEach((sentence, n) => {
    if (sentence.some(has)) pointer.push([n]);
  });
  return pointer.length === 0 ? undefined : (doc as unknown as { update(pointer: number[][]): Doc }).update(pointer);
}

/** compromise's pointer to a run of terms of one sentence. */
function pointerOf(terms: RawTerm[]): number[] {
  const [n, start] = terms[0]!.index!;
  return [n, start, start + terms.length];
}

/**
 * The text and offset of each match of a view, as compromise's `json` gives them, in one `json`
 * of a plain view: the people's and numbers' own `json` work out each match's parts too (a
 * person's names and gender, a number's value), and their offsets anew for each match.
 */
function textsOf(found: object): Array<{ text: string; start: number }> {
  const { document, pointer } = found as { document: unknown; pointer: unknown };
  const plain = loaded().plain(document, pointer);
  return (plain.json(WITHOUT_TERMS) as Array<{ text: string; offset?: { start: number } }>).map((item) => ({ text: item.text, start: item.offset?.start ?? 0 }));
}

function analysePiece(text: string): Analysis {
  const doc = parse(text);
  doc.compute("offset");
  const terms: Term[] = [];
  const docs = (doc as unknown as { docs: RawTerm[][] }).docs;
  for (const sentence of docs) {
    sentence.forEach((raw, i) => {
      const start = raw.offset?.start ?? 0;
      const norm = (raw.implicit ?? raw.normal ?? raw.text).toLowerCase();
      const post = raw.post ?? "";
      terms.push({
        norm,
        text: raw.text,
        post,
        tags: raw.tags ?? new Set<string>(),
        start,
        end: start + (raw.offset?.length ?? raw.text.length),
        breakAfter: i === sentence.length - 1 || /[.,;:!?()[\]{}\n—–]|\s-\s/.test(post),
      });
    });
  }
  const names: Analysis["names"] = [];
  const { finders, numbers: numbersOf } = loaded();
  // compromise finds people and places sentence by sentence, so only the sentences holding a term
  // of theirs are searched (none at all in most turns).
  const withPeople = sentencesWith(doc, docs, (t) => t.tags?.has("Person") === true);
  const withPlaces = sentencesWith(doc, docs, (t) => t.tags?.has("Place") === true || t.tags?.has("Address") === true);
  for (const found of [withPeople && finders.people(withPeople as unknown as FinderView), withPlaces && finders.places(withPlaces as unknown as FinderView)]) {
    if (found === undefined) continue;
    for (const item of textsOf(found)) names.push(item);
  }
  const numbers: Analysis["numbers"] = [];
  // compromise cuts numbers out of the whole text at once (whether `5 million` is one number
  // depends on the other numbers of the text); only those with a letter in them are worked out, a
  // few of the dozens a turn holds, and where each stands alone they are known without its finder.
  const wordedTerms = finders.numbersWithLetters(doc as unknown as FinderView, docs);
  if (wordedTerms.length === 0) return { terms, names, numbers };
  const worded = wordedTerms.map(pointerOf);
  const { document } = doc as unknown as { document: unknown };
  // The commonest numbers in words are read without compromise's parser; the others by it, in one view.
  const values: Array<{ num?: number | null; unit?: string } | undefined> = worded.map(([n, , end], i) => smallNumber(wordedTerms[i]!, docs[n!]?.[end!]));
  const rest = worded.filter((_, i) => values[i] === undefined);
  if (rest.length > 0) {
    const parsed = numbersOf(document, rest).parse();
    let k = 0;
    for (let i = 0; i < values.length; i++) if (values[i] === undefined) values[i] = parsed[k++];
  }
  const texts = textsOf({ document, pointer: worded });
  values.forEach((number, i) => {
    const value = number?.num;
    if (typeof value !== "number" || !Number.isFinite(value)) return;
    numbers.push({
      ...texts[i]!,
      value,
      unit: (number?.unit ?? "").toLowerCase(),
      ordinal: wordedTerms[i]!.some((t) => t.tags?.has("Ordinal") === true),
    });
  });
  return { terms, names, numbers };
}

export { parse };
