// @toolgate/grammar-pt: the Portuguese reader of turns and tools, with its own tokenizer and
// lexicon (no compromise: its one global lexicon would leak Portuguese words into English).
import { defineGrammar, type Grammar } from "@toolgate/grammar-kit";
import { classifyTool } from "./classify.js";
import { detect } from "./detect.js";
import { readTurn } from "./read.js";
import { word } from "./wording.js";
import { actTerm, actWords } from "./act-words.js";
import { turnWords } from "./turn-words.js";
import { turnLeads } from "./leads.js";
import { turnCues } from "./cues.js";

// The lexicon reads Spanish words beside its own (`mándale`, `al cliente`, `viernes`): a Portuguese
// speaker slips into Spanish, and a turn in a Portuguese session that does is read.
export const grammar: Grammar = defineGrammar("pt", { detect, readTurn, classifyTool, word, actWords, actTerm, turnWords, turnLeads, turnCues, alsoReads: ["es"] });

export default grammar;
export { detect, readTurn, word };
