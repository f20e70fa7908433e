// The words a person's turns are compared with come from the grammars that read each turn: the
// union of their sets where several read it, none where none did, and a grammar that fails gives
// none of its own.
import { expect } from "chai";
import type { Grammar, TurnReading, TurnWordSet } from "@toolgate/grammar-kit";
import { TurnWords } from "./turn-words.js";

/** A grammar of `language` whose sets are `sets`; `fail`: it throws when asked. */
function wordsGrammar(language: string, sets: Partial<Record<TurnWordSet, string[]>>, fail = false): Grammar {
  return {
    language,
    detect: () => 0,
    readTurn: () => ({ language, read: true, sending: [], destinations: [], values: [] }),
    classifyTool: () => undefined,
    word: (q) => q.code,
    actWords: () => {},
    actTerm: () => undefined,
    turnWords: (set) => {
      if (fail) throw new Error("broken");
      return sets[set] ?? [];
    },
    turnLeads: () => [],
    turnCues: () => [],
  };
}

const en = wordsGrammar("en", { repeat: ["monthly"], time_change: ["moved"], name_filler: ["about"], people: ["guests"], switch_off: ["not", "no"], choice_private: ["private"], choice_view: ["read-only"] });
const pt = wordsGrammar("pt", { repeat: ["mensal"], time_change: ["remarcada"], name_filler: ["sobre"], people: ["pessoas"], switch_off: ["não"], choice_private: ["privado"], choice_view: ["leitura"], choice_edit: ["edição"] });
const words = new TurnWords(new Map([["en", en], ["pt", pt]]));
const read = (language: string, languages?: string[]): TurnReading => ({ language, read: true, sending: [], destinations: [], values: [], ...(languages ? { languages } : {}) });

describe("turn words: the grammars' words a person's turns are compared with", () => {
  it("names the grammars that read a turn: its own, each of a turn read by several, none for a turn no installed grammar read", () => {
    expect(words.readersOf(read("en"))).to.deep.equal([en]);
    expect(words.readersOf(read("pt", ["pt", "en", "pt"]))).to.deep.equal([pt, en]);
    expect(words.readersOf(read("fr"))).to.deep.equal([]);
    expect(words.readersOf({ ...read("en"), read: false })).to.deep.equal([]);
  });

  it("reads a turn's words in the sets of the grammar that read it", () => {
    expect(words.spokenOf(["paga", "mensal"], read("pt"))).to.deep.equal(["repeat"]);
    expect(words.spokenOf(["pay", "it", "monthly", "it", "moved"], read("en"))).to.deep.equal(["repeat", "time_change"]);
  });

  it("meets an entry of two words only where the turn holds them one after the other", () => {
    const paired = new TurnWords(new Map([["en", wordsGrammar("en", { time_change: ["new slot"], repeat: ["each friday"] })]]));
    expect(paired.spokenOf(["use", "her", "new", "slot"], read("en"))).to.deep.equal(["time_change"]);
    expect(paired.spokenOf(["post", "each", "friday"], read("en"))).to.deep.equal(["repeat"]);
    expect(paired.spokenOf(["the", "new", "printer", "has", "a", "slot"], read("en"))).to.deep.equal([]);
    expect(paired.spokenOf(["slot", "new"], read("en"))).to.deep.equal([]);
    expect(paired.spokenOf(["new"], read("en"))).to.deep.equal([]);
  });

  it("does not read a word of another language's set in a turn that language's grammar did not read", () => {
    expect(words.spokenOf(["paga", "monthly"], read("pt"))).to.deep.equal([]);
    expect(words.spokenOf(["pay", "it", "mensal"], read("en"))).to.deep.equal([]);
  });

  it("reads a word that undoes a switch in the language of the grammar that read the turn only", () => {
    expect(words.spokenOf(["cria", "um", "canal", "privado", "no", "#financas"], read("pt"))).to.deep.equal([]);
    expect(words.spokenOf(["não", "privado"], read("pt"))).to.deep.equal(["switch_off"]);
    expect(words.spokenOf(["no", "reply-all"], read("en"))).to.deep.equal(["switch_off"]);
  });

  it("gives the values a turn's choice words name, in the words a tool's schema writes the choice with", () => {
    expect(words.choiceValues(["canal", "privado"], read("pt"))).to.deep.equal(["private"]);
    expect(words.choiceValues(["só", "para", "leitura"], read("pt"))).to.deep.equal(["view", "viewer", "read", "reader", "read-only", "readonly", "view-only"]);
    expect(words.choiceValues(["share", "it", "read-only"], read("en"))).to.include("view");
    expect(words.choiceValues(["sem", "edição"], read("pt"))).to.deep.equal(["edit", "editor", "write", "writer"]);
  });

  it("gives no choice for a word of another language's set, nor for a turn no grammar read, nor for a word of no set", () => {
    expect(words.choiceValues(["canal", "privado"], read("en"))).to.deep.equal([]);
    expect(words.choiceValues(["canal", "privado"], { ...read("pt"), read: false })).to.deep.equal([]);
    expect(words.choiceValues(["publica", "o", "resumo"], read("pt"))).to.deep.equal([]);
    expect(words.choiceValues(["a", "private", "channel"], read("pt", ["pt", "en"]))).to.deep.equal(["private"]);
  });

  it("reads a turn several grammars read in the union of their sets", () => {
    expect(words.spokenOf(["paga", "it", "monthly"], read("pt", ["pt", "en"]))).to.deep.equal(["repeat"]);
  });

  it("reads a turn no grammar read, or one read in a language not installed, as speaking of none", () => {
    expect(words.spokenOf(["monthly", "mensal"], { ...read("und"), read: false })).to.deep.equal([]);
    expect(words.spokenOf(["monthly", "mensal"], read("es"))).to.deep.equal([]);
  });

  it("never reads words of people as a turn's concept, and gives a count's words of people in every installed grammar", () => {
    expect(words.spokenOf(["guests", "pessoas"], read("en", ["en", "pt"]))).to.deep.equal([]);
    expect([...words.people()]).to.deep.equal(["guests", "pessoas"]);
  });

  it("never reads a name's words as a turn's concept, and weighs a name's fillers in every installed grammar", () => {
    expect(words.spokenOf(["about", "sobre"], read("en", ["en", "pt"]))).to.deep.equal([]);
    expect([...words.nameFiller()]).to.deep.equal(["about", "sobre"]);
  });

  it("takes none of the words of a grammar that throws or gives something other than a list of words", () => {
    const odd = wordsGrammar("xx", {});
    (odd as { turnWords: unknown }).turnWords = () => "monthly";
    const broken = new TurnWords(new Map([["en", wordsGrammar("en", {}, true)], ["xx", odd]]));
    expect(broken.spokenOf(["monthly"], read("en", ["en", "xx"]))).to.deep.equal([]);
    expect([...broken.nameFiller()]).to.deep.equal([]);
  });
});
