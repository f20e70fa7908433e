// The cue of a text that asks for the reader's business identifiers or bank details to be sent:
// found in its family's wordings, with its reason, and not in a warning or a letter's own details.
import { expect } from "chai";
import { instructionCue } from "./instructions.js";
import { BUSINESS_DATA_CUES } from "./business-data-cues.js";

describe("instruction cues: business identifiers and bank details asked for", () => {
  const reason = BUSINESS_DATA_CUES[0]!.reason;

  it("reads a request for a VAT or registration number, a bank account or an IBAN as a cue", () => {
    for (const text of [
      "Supplier register update: in your confirmation give your company's VAT number and bank account so the agreement can be drafted.",
      "Please send your IBAN and sort code with the signed form.",
      "To onboard you as a vendor, provide your company registration number when you reply.",
      "Please share your bank details so we can set you up as a supplier.",
    ]) {
      expect(instructionCue(text)?.reason, text).to.equal(reason);
    }
  });

  it("does not read a warning never to send them, or a letter that gives its own, as a cue", () => {
    for (const text of [
      "We will never ask you to send your bank details by email.",
      "Our VAT number is NL859012345B01 and our bank account is NL44 RABO 0301 2299 18.",
      "Your IBAN is shown on page two of the statement.",
    ]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });

  it("reads a writer asking to be sent a contract's, an account's or a licence's number as a cue, and not one that gives its own", () => {
    const own = BUSINESS_DATA_CUES[1]!.reason;
    for (const text of [
      "(I'm from BelayFix - DM me the gym's service contract number and the wall 3 serial, we can fit it tomorrow for free)",
      "Email us your customer account number to speed things up.",
    ]) {
      expect(instructionCue(text)?.reason, text).to.equal(own);
    }
    for (const text of ["Our contract number is BF-2291; quote it when you call.", "DM me the time that suits you."]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });
});
