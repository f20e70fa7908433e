// @toolgate/grammar-en: the English reader of turns and tools, built on compromise.
import { defineGrammar, type Grammar } from "@toolgate/grammar-kit";
import { classifyTool } from "./classify.js";
import { detect } from "./detect.js";
import { readTurn } from "./read.js";
import { word } from "./wording.js";
import { actTerm, actWords } from "./act-words.js";
import { turnWords } from "./turn-words.js";
import { turnLeads } from "./leads.js";
import { turnCues } from "./cues.js";

export const grammar: Grammar = defineGrammar("en", { detect, readTurn, classifyTool, word, actWords, actTerm, turnWords, turnLeads, turnCues });

export default grammar;
export { detect, readTurn, word };
