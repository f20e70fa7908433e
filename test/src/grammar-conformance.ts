// The conformance cases every grammar must pass, one file per language in
// test/grammar-cases/conformance/<lang>.yaml: odd inputs, amounts in the language's own decimal
// style, language detection, address normalisation and negated sending acts.
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
}

const dir = fileURLToPath(new URL("../grammar-cases/conformance/", import.meta.url));

export function conformanceCases(language: string): ConformanceCases {
  return parse(readFileSync(`${dir}${language}.yaml`, "utf8")) as ConformanceCases;
}
