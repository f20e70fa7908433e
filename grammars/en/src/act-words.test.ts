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
    // British hire is American rent: `hire this one alongside the minibus` names `rent_car`'s act.
    expect(words("hire this one alongside the minibus").has(actKey("rent"))).to.equal(true);
    expect(words("We hired a van last year").has(actKey("rent"))).to.equal(true);
    expect(words("Return with a full tank").has(actKey("rent"))).to.equal(false);
  });

  it("reads settling a bill, clearing one and giving someone a sum as paying: `settle the invoice`, `clear my balance`, `give them 40 GBP`", () => {
    const pays = (text: string) => words(text).has(actKey("send"));
    expect(pays("Settle the council tax reminder in letters/council-tax-dec.pdf")).to.equal(true);
    expect(pays("can you settle up with Priya for the dinner")).to.equal(true);
    expect(pays("clear the gas bill from my current account")).to.equal(true);
    expect(pays("please clear my outstanding balance with the dentist")).to.equal(true);
    expect(pays("go to the donation page and give them 40 GBP from my main account")).to.equal(true);
    expect(pays("hand Tom £20 for the tickets")).to.equal(true);
    expect(pays("give Ana 25 euros for the flowers")).to.equal(true);
  });
  it("reads giving access and clearing a place as no payment: `give Omar view access`, `clear bay 6`", () => {
    const pays = (text: string) => words(text).has(actKey("send"));
    expect(pays("Give Omar view access to the 2027 budget")).to.equal(false);
    expect(pays("give me edit rights, I need to fill in my line")).to.equal(false);
    expect(pays("Need to clear bay 6 before the units arrive")).to.equal(false);
    expect(pays("clear my inbox of the old newsletters")).to.equal(false);
    expect(pays("give me 5 minutes and then book the room")).to.equal(false);
    expect(pays("give the team 2 days to review it")).to.equal(false);
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
