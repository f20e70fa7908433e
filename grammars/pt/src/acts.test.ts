// The sending acts read by structure declare the words they start at: a rule that fires at a word
// it did not declare would be gated off by the reader without a sign, so every rule is run at every
// word of the dev turns and of made-up turns and must fire only at words it declares.
import { expect } from "chai";
import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ACT_RULES, actClauseStarts, findActs, type ActRule } from "./acts.js";
import * as lexicon from "./lexicon.js";
import { tokenize } from "./tokens.js";

/** The person's turns of the Portuguese dev split (never the test split: its cases are held out). */
function devTurns(): string[] {
  const dir = fileURLToPath(new URL("../../../test/grammar-cases/pt/dev/", import.meta.url));
  const turns: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".yaml"))) {
    for (const line of readFileSync(dir + file, "utf8").split("\n")) {
      const m = /^ {2}turns?: (.*)$/.exec(line);
      if (m === null) continue;
      const parsed = JSON.parse(m[1]!) as string | string[];
      turns.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    }
  }
  return turns;
}

/** Each place in the texts where a rule fires at a word whose key and fold it does not declare. */
function undeclared(rules: readonly ActRule[], texts: readonly string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    const tokens = tokenize(text);
    const starts = actClauseStarts(tokens);
    for (const rule of rules) {
      const declared = new Set(rule.starts);
      const actAt = new Set<number>();
      for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i]!;
        if (declared.has(t.key) || declared.has(t.fold)) continue;
        if (rule.fires({ tokens, i, from: starts[i]!, text, actAt })) found.push(`${rule.name} at \`${t.text}\` in ${JSON.stringify(text)}`);
      }
    }
  }
  return found;
}

/** Every word of the lexicon's tables: made-up turns are drawn from them and a few places and names. */
const VOCABULARY: string[] = (() => {
  const words = new Set<string>();
  for (const table of Object.values(lexicon)) {
    if (table instanceof Set || Array.isArray(table)) for (const w of table) if (typeof w === "string") words.add(w);
    if (table !== null && typeof table === "object" && !(table instanceof Set) && !Array.isArray(table)) for (const w of Object.keys(table)) words.add(w);
  }
  for (const w of ["ana@caju.example", "#vendas", "11 98888-1234", "https://caju.example/x", "Rui", "Ana", "o", "a", "ao", "pro", "pelo", "por", "no", ",", ".", "cliente", "8811"]) words.add(w);
  return [...words].filter((w) => !/\s/.test(w) || /\d/.test(w));
})();

describe("Portuguese grammar: sending acts read by structure", () => {
  it("declares for every rule the words it starts at", () => {
    for (const rule of ACT_RULES) expect(rule.starts, rule.name).to.not.be.empty;
    expect(new Set(ACT_RULES.map((r) => r.name)).size).to.equal(ACT_RULES.length);
  });

  it("fires each rule only at words it declares, on every dev turn", () => {
    const turns = devTurns();
    expect(turns.length).to.be.greaterThan(500);
    expect(undeclared(ACT_RULES, turns)).to.deep.equal([]);
  });

  it("fires each rule only at words it declares, on made-up turns of the lexicon's words", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 12 }), (words) => {
        expect(undeclared(ACT_RULES, [words.join(" ")])).to.deep.equal([]);
      }),
      { numRuns: 3000, seed: 15 },
    );
  });

  it("finds a rule whose start words are not declared", () => {
    // The same rules with their first declared word left out: the test above must see each fire there.
    const turns = devTurns();
    const missing = ACT_RULES.filter((rule) => {
      const fired = new Set<string>();
      for (const text of turns) {
        const tokens = tokenize(text);
        const starts = actClauseStarts(tokens);
        tokens.forEach((t, i) => {
          if (rule.fires({ tokens, i, from: starts[i]!, text, actAt: new Set() })) fired.add(rule.starts.includes(t.key) ? t.key : t.fold);
        });
      }
      // Every rule fires somewhere in the dev turns: the test above covers each.
      expect(fired.size, `${rule.name} fires at no word of the dev turns`).to.be.greaterThan(0);
      const gated = { ...rule, starts: rule.starts.filter((w) => !fired.has(w)) };
      return undeclared([gated], turns).length === 0;
    });
    expect(missing.map((r) => r.name)).to.deep.equal([]);
  });

  it("reads the acts a rule declares at their words: `bate um fio pro Jorge`, `grita no #ops`", () => {
    expect(findActs(tokenize("bate um fio pro Jorge"), () => false, "bate um fio pro Jorge").map((a) => a.verb)).to.deep.equal(["avisar"]);
    expect(findActs(tokenize("grita no #ops que caiu"), () => false, "grita no #ops que caiu").map((a) => a.verb)).to.deep.equal(["mensagem"]);
  });
});
