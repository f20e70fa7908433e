// Values said each of a thing, and the thing named again: the kit's reader, given a grammar's words.
import { expect } from "chai";
import type { Span } from "./addresses.js";
import { asideByLabel, type LabelWords } from "./labels.js";

/** Phones as a grammar would find them: the digits with their spaces. */
function phones(text: string): Span[] {
  return [...text.matchAll(/\d{3} \d{3} \d{4}/g)].map((m) => ({ kind: "phone", text: m[0], value: m[0].replace(/ /g, ""), start: m.index, end: m.index + m[0].length }) as Span);
}

const FILLERS = new Set(["is", "on", "and", "the"]);
const PLAIN: LabelWords = { fillers: FILLERS, fold: (t) => t.toLowerCase() };
const SERVING: LabelWords = { ...PLAIN, servedAlready: (after) => /^\s*already knows\b/.test(after) };

const aside = (text: string, words: LabelWords) => [...asideByLabel(text, phones(text), words)].map((s) => String(s.value));

describe("values set aside by the thing named again", () => {
  it("keeps the value of the thing named again and sets the others aside", () => {
    expect(aside("text them: Ana is on 212 555 0101, Bo on 212 555 0102; Bo first", PLAIN)).to.deep.equal(["2125550101"]);
  });
  it("sets aside the value of a thing named again as needing nothing, where the grammar says how that is said", () => {
    const text = "text them: Ana is on 212 555 0101, Bo on 212 555 0102, but Bo already knows";
    expect(aside(text, SERVING)).to.deep.equal(["2125550102"]);
    // Without the grammar's words the naming reads as a pick, as before.
    expect(aside(text, PLAIN)).to.deep.equal(["2125550101"]);
    // Every thing so named: none is left to ask, nothing is set aside.
    expect(aside("Ana is on 212 555 0101, Bo on 212 555 0102, Ana already knows and Bo already knows", SERVING)).to.deep.equal([]);
  });
});
