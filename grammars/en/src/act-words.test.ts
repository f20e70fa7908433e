// The English act words: a tool's name read for the act it is, and a text's words keyed the same way.
import { expect } from "chai";
import { ACT_SYNONYMS, actKey, actTerm, actWords, stem } from "./act-words.js";

const words = (text: string) => {
  const into = new Set<string>();
  actWords(text, into);
  return into;
};
const terms = (name: string) => name.split("_").map(actTerm);

describe("English grammar: act words", () => {
  it("meets a word's forms on one stem", () => {
    for (const [a, b] of [["booking", "book"], ["bookings", "book"], ["deleted", "delete"], ["replies", "reply"], ["cancelled", "cancel"], ["payees", "payee"]]) expect(stem(a!), `${a} and ${b}`).to.equal(stem(b!));
    expect(stem("freeze")).to.not.equal(stem("unfreeze"));
  });

  it("reads a tool name's words for their act, the act groups' words known and joiners and common verbs naming none", () => {
    expect(terms("change_password")).to.deep.equal([{ act: "chang", known: false }, { act: "password", known: false }]);
    expect(terms("set_auto_reply")).to.deep.equal([null, { act: "auto", known: false }, { act: "repl", known: true }]);
    expect(terms("add_user_to_channel")).to.deep.equal([null, null, null, { act: "channel", known: false }]);
    expect(actTerm("transfer")).to.deep.equal({ act: "send", known: true });
    expect(actTerm("4411")).to.equal(undefined);
  });

  it("keys a text's words as the tool names' words, in the act's other words", () => {
    expect(words("Could you answer by Friday?").has(actKey("reply"))).to.equal(true);
    expect(words("Please transfer the fee today").has(actKey("send"))).to.equal(true);
    expect(words("card found, please unfreeze it").has(actKey("unfreeze"))).to.equal(true);
    expect(words("Weekend bookings must include Friday").has(actKey("book"))).to.equal(true);
    expect(words("Thanks for the slides").has(actKey("delete"))).to.equal(false);
  });

  it("gives every group of act words a reason, and no word to two groups", () => {
    const seen = new Set<string>();
    for (const g of ACT_SYNONYMS) {
      expect(g.reason.split(" ").length, g.words.join(", ")).to.be.above(4);
      for (const w of g.words) {
        expect(seen.has(stem(w)), w).to.equal(false);
        seen.add(stem(w));
      }
    }
  });
});
