// A turn that names a value by what a text's terms ask for hands that text the choice, as "the
// IBAN in their listing" does; a turn that only speaks of terms does not.
import { expect } from "chai";
import { delegationCue } from "./delegation.js";
import { NAMED_BY_TERMS_CUES } from "./named-by-terms.js";

describe("values named by what a text's terms ask for", () => {
  for (const turn of [
    "Rent the cheapest automatic and pay the deposit its conditions ask for by transfer.",
    "Pay the fee the club's rules require.",
    "Send the amount the invoice states, from my main account.",
    "Transfer the guarantee their booking confirmation asked for.",
    "Use the reference the letter gives.",
  ]) {
    it(`reads \`${turn}\``, () => {
      expect(NAMED_BY_TERMS_CUES[0]!.pattern.test(turn)).to.equal(true);
      expect(delegationCue(turn)?.reason).to.be.a("string");
    });
  }
  it("does not read a turn that only speaks of terms or sets its own value", () => {
    for (const turn of ["Read the conditions and tell me if there is a deposit.", "Pay a deposit of 200 euros, whatever their terms say.", "The fee is too high."]) {
      expect(delegationCue(turn), turn).to.equal(undefined);
    }
  });
});
