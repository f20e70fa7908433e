// @toolgate/grammar-en: the English reader of turns and tools, built on compromise.
import type { Grammar } from "@toolgate/core";
import { classifyTool } from "./classify.js";
import { detect } from "./detect.js";
import { readTurn } from "./read.js";
import { word } from "./wording.js";

export const grammar: Grammar = {
  language: "en",
  detect,
  readTurn,
  classifyTool,
  word,
};

export default grammar;
export { detect, readTurn, word };
