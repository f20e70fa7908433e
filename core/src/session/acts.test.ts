// The act words of the session's grammars put together: a text's words are every grammar's, a
// tool name's word is the act the grammar that knows it gives, and the engine knows no words.
import { expect } from "chai";
import type { ActTerm, Grammar } from "@toolgate/grammar-kit";
import { ActReader, actReader, actsNamed } from "./acts.js";

/** A grammar that reads act words from a table: `words` for texts, `terms` for tool-name words. */
function tableGrammar(language: string, words: Record<string, string>, terms: Record<string, ActTerm>, fail = false): Grammar {
  return {
    language,
    detect: () => 0,
    readTurn: () => ({ language, read: true, sending: [], destinations: [], values: [] }),
    classifyTool: () => undefined,
    word: (q) => q.code,
    actWords: (text, into) => {
      if (fail) throw new Error("broken");
      for (const w of text.toLowerCase().split(/[^a-z]+/)) if (Object.hasOwn(words, w)) into.add(words[w]!);
    },
    turnWords: () => [],
    turnLeads: () => [],
    turnCues: () => [],
    actTerm: (word) => {
      if (fail) throw new Error("broken");
      return Object.hasOwn(terms, word.toLowerCase()) ? terms[word.toLowerCase()] : undefined;
    },
  };
}

const stems = tableGrammar("xx", { reply: "repl", answer: "repl", card: "card", unfreeze: "unfreez" }, { reply: { act: "repl", known: true }, enviar: { act: "enviar", known: false }, card: { act: "card", known: false }, freeze: { act: "freez", known: false }, to: null, set: null });
const lexicon = tableGrammar("yy", { responda: "repl", envie: "send" }, { enviar: { act: "send", known: true }, para: null });

describe("acts: the act words of the session's grammars", () => {
  it("reads a text's act words in every grammar", () => {
    const reader = new ActReader([stems, lexicon]);
    expect([...reader.textWords("Answer today, responda hoje, envie")]).to.have.members(["repl", "send"]);
  });

  it("takes a tool name's word from the grammar whose lexicon knows it, before another's stem", () => {
    expect(new ActReader([stems, lexicon]).terms("enviar_card")).to.deep.equal(["send", "card"]);
    expect(new ActReader([lexicon, stems]).terms("enviar_card")).to.deep.equal(["send", "card"]);
    expect(new ActReader([stems]).terms("enviar_card")).to.deep.equal(["enviar", "card"]);
  });

  it("gives a word's act key only where a grammar's lexicon knows it, not a stem guessed from its letters", () => {
    const reader = new ActReader([stems, lexicon]);
    expect(reader.knownTerm("enviar")).to.equal("send");
    expect(reader.knownTerm("reply")).to.equal("repl");
    expect(reader.knownTerm("card")).to.equal(undefined);
    expect(reader.knownTerm("para")).to.equal(undefined);
    expect(new ActReader([stems, tableGrammar("zz", {}, {}, true)]).knownTerm("reply")).to.equal("repl");
  });

  it("drops a word any grammar says names no act, and a word no grammar reads", () => {
    expect(new ActReader([stems, lexicon]).terms("set_reply_to_card")).to.deep.equal(["repl", "card"]);
    expect(new ActReader([stems, lexicon]).terms("enviar_para_card")).to.deep.equal(["send", "card"]);
    expect(new ActReader([stems, lexicon]).terms("frobnicate_widget")).to.deep.equal([]);
    expect(new ActReader([]).terms("reply_email")).to.deep.equal([]);
  });

  it("splits a tool name at case changes and non-letters, and keeps each act once", () => {
    expect(new ActReader([stems]).terms("replyCard")).to.deep.equal(["repl", "card"]);
    expect(new ActReader([stems]).terms("reply-card_reply")).to.deep.equal(["repl", "card"]);
  });

  it("finds the act a text names, and its undoing", () => {
    const reader = new ActReader([stems, lexicon]);
    expect(actsNamed(reader.terms("freeze_card"), reader.textWords("card found, please unfreeze it"))).to.deep.equal(["unfreez", "card"]);
    expect(actsNamed(reader.terms("reply_card"), reader.textWords("nothing here"))).to.deep.equal([]);
  });

  it("keeps the other grammars' words when one grammar fails", () => {
    const reader = new ActReader([tableGrammar("zz", {}, {}, true), lexicon]);
    expect([...reader.textWords("responda")]).to.deep.equal(["repl"]);
    expect(reader.terms("enviar")).to.deep.equal(["send"]);
  });

  it("reads only the first 20,000 characters of a text", () => {
    expect(new ActReader([stems]).textWords(`${"a ".repeat(10_000)}unfreeze`).has("unfreez")).to.equal(false);
    expect(new ActReader([stems]).textWords(`${"a ".repeat(9_990)}unfreeze`).has("unfreez")).to.equal(true);
  });

  it("makes one reader per set of installed grammars", () => {
    const installed = new Map([["xx", stems]]);
    expect(actReader(installed)).to.equal(actReader(installed));
    expect(actReader(new Map(installed))).to.not.equal(actReader(installed));
  });
});
