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

export const grammar: Grammar = defineGrammar("pt", { detect, readTurn, classifyTool, word, actWords, actTerm, turnWords, turnLeads, turnCues });

export default grammar;
export { detect, readTurn, word };
