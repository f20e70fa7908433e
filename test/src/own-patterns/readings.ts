// Prints the grammars' reading of every dev turn of both corpora and of the bench's turns, one JSON
// line each: a pattern rewritten to run in linear time must leave this output byte for byte as it was.
// Usage: node test/dist/own-patterns/readings.js > readings.jsonl
import en from "@toolgate/grammar-en";
import pt from "@toolgate/grammar-pt";
import { CORPUS_NOW, corpusCases } from "../grammar-figures.js";
import { ADVERSARIAL_TURNS } from "../bench/adversarial-turns.js";
import { TURNS_50 } from "../bench/reading.js";

const now = new Date(CORPUS_NOW);
const turns: string[] = [];
for (const language of ["en", "pt"]) for (const c of corpusCases(language, "dev")) turns.push(...(c.turns ?? []), c.turn);
turns.push(...TURNS_50.en, ...TURNS_50.pt, ...ADVERSARIAL_TURNS.map(([, t]) => t));
for (const turn of turns) {
  for (const g of [en, pt]) process.stdout.write(`${JSON.stringify([g.language, turn.slice(0, 60), g.readTurn(turn, { now })])}\n`);
}
