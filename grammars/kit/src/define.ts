// Assembles a grammar package's parts into the port's Grammar, the same way for every language.
import type { Grammar } from "./port.js";

/** A grammar's parts: all of Grammar but its language. */
export type GrammarParts = Omit<Grammar, "language">;

/** The Grammar of `language` made of its reader, detector, classifier, wording and act words the words its turns are compared with the leads they ask for and the cues they hold. */
export function defineGrammar(language: string, parts: GrammarParts): Grammar {
  return {
    language,
    detect: parts.detect,
    readTurn: parts.readTurn,
    classifyTool: parts.classifyTool,
    word: parts.word,
    actWords: parts.actWords,
    actTerm: parts.actTerm,
    turnWords: parts.turnWords,
    turnLeads: parts.turnLeads,
    turnCues: parts.turnCues,
    ...(parts.alsoReads ? { alsoReads: parts.alsoReads } : {}),
  };
}
