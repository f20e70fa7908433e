import { expect } from "chai";
import { toldOfEach, type ListWording } from "./told-of-each.js";
import type { TurnValue } from "./port.js";

const WORDING: ListWording = { joins: new Set(["e", "and"]), shortest: 4 };

/** The sums of the text in digits, in order, as a grammar would give them. */
function sums(text: string): TurnValue[] {
  return [...text.matchAll(/\d+/g)].map((m) => ({ kind: "number", text: m[0], value: Number(m[0]) }));
}

/** Each value's told words, without the list-of-sums mark. */
function told(text: string): Record<string, string[]> {
  return Object.fromEntries([...toldOfEach(text, sums(text), WORDING)].map(([v, words]) => [String(v.value), words.filter((w) => !w.startsWith("$"))]));
}

describe("the kit's words told of each listed value", () => {
  it("gives the words before a bracket to the value the bracket holds, not to the value before", () => {
    expect(told("arranjos: a gola do casaco (14 €), a manga da camisa (22 €) e o botão (3 €)")).to.deep.equal({ 14: ["gola", "casac"], 22: ["manga", "camis"], 3: ["botao"] });
    expect(told("repairs: the strap (40), the buckle (25)")).to.deep.equal({ 40: ["strap"], 25: ["buckl"] });
  });
  it("keeps the words after a value's clause with it where no bracket follows them", () => {
    expect(told("a gola custa 14, manga da camisa, e o botão 3")).to.deep.equal({ 14: ["gola", "custa", "manga", "camis"], 3: ["botao"] });
  });
});
