// The words a listing turn tells of each thing it lists: stems taken the same way for any word, and
// each listed record keeping the words of its own clauses.
import { expect } from "chai";
import fc from "fast-check";
import type { TurnValue } from "./port.js";
import { stemOfPick, sumsInPieces, toldOfEach, type ListWording } from "./told-of-each.js";

/** The stem as it is defined: the possessive dropped, decomposed, its marks dropped, lower case, five letters. */
const stemByDefinition = (word: string) => word.replace(/['’]s$/u, "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().slice(0, 5);

/** An English wording that keeps words of three letters: `oak` is told. */
const LISTS = { joins: new Set(["and", "but"]), shortest: 3 };

const id = (text: string): TurnValue => ({ kind: "id", text, value: text });
const sum = (text: string, value: number): TurnValue => ({ kind: "amount", text, value });

/** A wording of both languages that keeps words of four letters or more: `the`, `do` are not told. */
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
  it("takes the same stem of plain and accented words, in any case", () => {
    const letters = fc.constantFrom(..."aAbBcCeEiIzZ'’çÇãÃéÉñÑöÖ".split(""), "e\u0301", "ﬁ", "İ", "ß");
    fc.assert(fc.property(fc.array(letters, { minLength: 1, maxLength: 12 }).map((cs) => cs.join("")), (word) => {
      expect(stemOfPick(word)).to.equal(stemByDefinition(word));
    }), { numRuns: 2_000 });
    expect(stemOfPick("Grace's")).to.equal("grace");
    expect(stemOfPick("Évora")).to.equal("evora");
  });

  it("gives each listed record the words of its own item, a semicolon ending one and a joining word opening a new clause", () => {
    const text = "the walnut desk is DK-410; the oak shelves and their brackets are DK-411, paid in full";
    const told = toldOfEach(text, [id("DK-410"), id("DK-411")], LISTS);
    expect([...told.values()].map((ws) => ws.join(" "))).to.deep.equal(["the walnu desk", "the oak shelv their brack are paid full"]);
  });

  it("tells a sum in a clause a joining word opens as the record's before it, and none in a clause of no record", () => {
    const values = [id("BX-15"), id("BX-16"), sum("60", 60)];
    const pairs = (text: string) => [...sumsInPieces(text, values, LISTS)].map(([s, r]) => `${s.text}:${r.text}`);
    expect(pairs("BX-15 new pads and a chain for the bike at 60 too; BX-16 a bell")).to.deep.equal(["60:BX-15"]);
    expect(pairs("BX-15 new pads; and a chain for the bike at 60 too; BX-16 a bell")).to.deep.equal([]);
  });

  it("tells a sum as the record's past a short clause or two of its state, not past a longer one", () => {
    const values = [id("KT-3"), id("KT-4"), sum("75", 75), sum("60", 60)];
    const pairs = (text: string) => [...sumsInPieces(text, values, LISTS)].map(([s, r]) => `${s.text}:${r.text}`);
    expect(pairs("Ola's kiln firing KT-3, booked, 75, and Ben's KT-4, not yet confirmed, 60")).to.deep.equal(["75:KT-3", "60:KT-4"]);
    expect(pairs("KT-3, half paid, deposit kept, 75; KT-4 waiting, 60")).to.deep.equal(["75:KT-3", "60:KT-4"]);
    expect(pairs("KT-3, and then the whole class came back later, 75; KT-4, 60")).to.deep.equal(["60:KT-4"]);
  });

  it("gives the words before a bracket to the value the bracket holds, not to the value before", () => {
    expect(told("arranjos: a gola do casaco (14 €), a manga da camisa (22 €) e o botão (3 €)")).to.deep.equal({ 14: ["gola", "casac"], 22: ["manga", "camis"], 3: ["botao"] });
    expect(told("repairs: the strap (40), the buckle (25)")).to.deep.equal({ 40: ["strap"], 25: ["buckl"] });
  });

  it("ends no clause at a number's decimal or thousands mark, so the words after the mark stay with the record before", () => {
    // Read as a clause mark, the comma of `1,5` opened a clause that a bracket gave to the record after it.
    const told = [...toldOfEach("BK-7 came to 1,5 thousand for roof tiles (BK-8 for the gutter)", [id("BK-7"), id("BK-8")], LISTS).values()];
    expect(told[0]).to.include("tiles");
    expect(told[1]).to.not.include("tiles");
  });

  it("keeps the words after a value's clause with it where no bracket follows them", () => {
    expect(told("a gola custa 14, manga da camisa, e o botão 3")).to.deep.equal({ 14: ["gola", "custa", "manga", "camis"], 3: ["botao"] });
  });
  it("gives a joining word's clause to the value after the short clauses that name it, not to the value before", () => {
    expect(told("a lona custa 40 and the owner, Mrs Hale, pays 75")).to.deep.equal({ 40: ["lona", "custa"], 75: ["owner", "hale", "pays"] });
    // A longer clause between is the story told on: the joining word's clause stays with the value before.
    expect(told("a lona custa 40 and the owner, who came on Monday with her son, pays 75")).to.deep.equal({ 40: ["lona", "custa", "owner", "came", "monda", "with"], 75: ["pays"] });
  });

  it("lists sums that repeat, each equal one with its own words, but not records said twice", () => {
    const each = (text: string, values: TurnValue[]) => [...toldOfEach(text, values, WORDING)].map(([v, words]) => `${v.text}:${words.filter((w) => !w.startsWith("$")).join(" ")}`);
    const text = "lockers this term: Oduya 35, Brennan 35 and Castell 20";
    expect(each(text, sums(text))).to.deep.equal(["35:oduya", "35:brenn", "20:caste"]);
    // Both paid the same: whichever the later pick meets, the sum it picks is one and the same.
    const byTwo = "two rooms, Hollis 90 and Ferrand 90";
    expect(each(byTwo, sums(byTwo))).to.deep.equal([]);
    const records = "HB-2 for Hollis, HB-2 again for Ferrand, HB-3 for Moss";
    expect(each(records, [id("HB-2"), id("HB-2"), id("HB-3")])).to.deep.equal([]);
  });

  it("tells a sentence that goes on about values of its own of none of the list, where a sentence of words only stays with the last item", () => {
    const each = (text: string, values: TurnValue[]) => [...toldOfEach(text, values, LISTS)].map(([v, words]) => `${v.text}:${words.join(" ")}`);
    const phone = (text: string): TurnValue => ({ kind: "phone", text, value: text.replace(/ /g, "") });
    const records = [id("GY-1"), id("GY-2")];
    const own = "two lockers: Tariq's GY-1 and Odile's GY-2. Tariq's spare key is with 07700 900813";
    expect(each(own, [...records, phone("07700 900813")])).to.deep.equal(["GY-1:tariq", "GY-2:odile"]);
    const story = "two lockers: Tariq's GY-1 and Odile's GY-2. Her padlock is rusty";
    expect(each(story, records)).to.deep.equal(["GY-1:tariq", "GY-2:odile her padlo rusty"]);
  });
});
