// The conformance cases every grammar must pass, one file per language in
// test/grammar-cases/conformance/<lang>.yaml: odd inputs, amounts in the language's own decimal
// style, language detection, address normalisation, negated sending acts, act words, leads, cues
// and surnames said with a title.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export interface ConformanceCases {
  language: string;
  /** Texts no grammar may throw on. */
  odd: string[];
  /** Amounts written the language's way, and the number each is. */
  amounts: Array<{ text: string; value: number }>;
  /** Short turns in the language: its grammar scores them above 0.5, every other below. */
  detect: string[];
  /** Addresses and how they normalise: the same in every grammar. */
  addresses: Array<{ text: string; kind: string; value: string }>;
  /** Turns that name a sending act and negate it. */
  negated: Array<{ text: string; verb: string }>;
  /** Texts that name the act of a tool's English word: the text's act words hold that word's key. */
  acts: Array<{ text: string; act: string }>;
  /** Words of tool names and the English tool word each means; null for a word that names no act. */
  nameWords: Array<{ word: string; act: string | null }>;
  /** Turns and the leads each asks for, in minutes before a time (the port's `turnLeads`). */
  leads: Array<{ text: string; minutes: number[] }>;
  /** Turns and the cues each holds (the port's `turnCues`): every cue in at least one. */
  cues: Array<{ text: string; cues: string[] }>;
  /**
   * Turns naming a person and the surname read (TurnValue `surname`), null where the name is said
   * without a title and so keys no record.
   */
  surnames: Array<{ text: string; surname: string | null }>;
}

const dir = fileURLToPath(new URL("../grammar-cases/conformance/", import.meta.url));

export function conformanceCases(language: string): ConformanceCases {
  return parse(readFileSync(`${dir}${language}.yaml`, "utf8")) as ConformanceCases;
}
