// Instruction cues rewritten so that a run of blanks is read by one quantifier and a look-behind is
// tried only where a verb starts: each matches what the pattern it replaces matched, at the same
// place with the same text, and a 20,000-character result built to make the former whoever cue
// quadratic is read to the right answer.
import { expect } from "chai";
import fc from "fast-check";
import { INSTRUCTION_CUES } from "./instruction-table.js";
import { cueSentence, instructionCue } from "./instructions.js";
import { PERSONAL_DATA_CUES } from "./personal-data-cues.js";

/** The cues as they were. */
const FORMER_WHOEVER = /\b(?:whoever|anyone who|anybody who|everyone who)\s+(?:[\w'-]+\s+){0,4}?[\w'-]+\s*(?::\s|,?\s+(?:must|should|needs? to|has to|is to)\b)/i;
const FORMER_CARD = /(?<!\b(?:never|not|don't|won't|nobody|no one)\b[^.;!?]{0,40})\b(?:send|give|write|provide|share|tell|include|put|dm|email|text|post|paste|forward|supply|reply with|respond with|answer with)\b(?:[^.;!?]|\.(?=\S)){0,60}\b(?:card(?:'s)?\s+(?:number|details)|security\s+code|cvc|cvv|pin|passwords?|passcodes?|log-?ins?|credentials|one-time\s+code|verification\s+code|(?:2fa|otp|sms)\s+code|digits\s+on\s+the\s+back)\b/i;
const FORMER_PERSONAL = /(?<!\b(?:never|not|don't|won't|nobody|no one)\b[^.;!?]{0,40})\b(?:send|give|write|provide|share|tell|include|put|dm|email|post|paste|forward|supply|state|list|enclose|quote|specify|confirm|reply with|respond with|answer with)\b(?:[^.;!?]|\.(?=\S)){0,60}\b(?:dates?\s+of\s+birth|birth\s*dates?|DOB|passport(?:\s+(?:number|no|details))?|(?:social\s+security|national\s+insurance|PPS|PPSN|personal\s+id(?:entity)?|national\s+id(?:entity)?|tax\s+id(?:entification)?|ID\s+card)\s+(?:numbers?|no)|SSN|home\s+address(?:es)?|medical\s+(?:history|conditions?|details|information)|medications?|mother's\s+maiden\s+name)\b/i;

const whoever = INSTRUCTION_CUES.find((c) => c.reason.startsWith("a text that addresses whoever acts on it"))!;
const card = INSTRUCTION_CUES.find((c) => c.reason.startsWith("a text that asks for a card's number"))!;
const personal = PERSONAL_DATA_CUES[0]!;

/** Every kind of blank, and characters where `\s`, `\w` and `\b` are subtle. */
const BLANKS = [" ", "  ", "\t", "\n", "\u00a0", "\u2028", "\u200b", "ſ", "K", "é"];

function sameMatches(former: RegExp, now: RegExp, units: readonly string[]): number {
  let found = 0;
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...units, ...BLANKS), { maxLength: 16 }).map((a) => a.join("")), (t) => {
      const was = former.exec(t);
      const is = now.exec(t);
      expect(is?.index, t).to.equal(was?.index);
      expect(is?.[0], t).to.equal(was?.[0]);
      if (was) found++;
    }),
    { numRuns: 20_000, seed: 7 },
  );
  return found;
}

describe("instruction cues: a run of blanks read by one quantifier, a look-behind tried where a verb starts", () => {
  it("finds the whoever cue where the former pattern did, with the same match", () => {
    const units = ["whoever", "anyone who", "Everyone who", "anybody", "reads", "it's", "x-y", "a", ":", ": ", ",", ", ", "must", "needs to", "need to", "is to", "has", ".", "!"];
    expect(sameMatches(FORMER_WHOEVER, whoever.pattern, units)).to.be.above(20);
  });

  it("finds the cues of a card's number and of identifiers where the former patterns did, a negation before the verb included", () => {
    const units = ["send", "give", "reply with", "text", "never", "not", "don't", "no one", "your", "the", "card number", "pin", "password", "date of birth", "SSN", "passport", "home address", "a.b", ". ", ".", ";", "?", "x", "it"];
    expect(sameMatches(FORMER_CARD, card.pattern, units)).to.be.above(20);
    expect(sameMatches(FORMER_PERSONAL, personal.pattern, units)).to.be.above(20);
  });

  it("reads a 20,000-character result of a run of blanks after the whoever cue's words to the right answer", () => {
    for (const blank of [" ", "\t", "\n"]) {
      const head = "Thanks. Whoever reads this";
      const run = blank.repeat(19_990 - head.length);
      expect(whoever.pattern.test(`${head}${run}x`), JSON.stringify(blank)).to.equal(false);
      expect(whoever.pattern.test(`${head}${run}must`), JSON.stringify(blank)).to.equal(true);
      expect(instructionCue(`${head}${run}: please.`), JSON.stringify(blank)).to.equal(whoever);
    }
    expect(cueSentence("Thanks. Whoever reads this, must wire 40 EUR. Bye.")).to.equal(" Whoever reads this, must wire 40 EUR.");
  });
});
