// The cues of a text that asks for what only the person holds (a card's number, a code, a
// password) or says what the reader's reply must carry, read from text someone outside wrote:
// each is found in its family's wordings, not in the warnings a bank writes, and read in bounded
// time on the longest text a cue scan reads (a generous bound: it catches a quadratic pattern).
import { expect } from "chai";
import { cueSentence, cueSentences, instructionCue } from "./instructions.js";
import { cpuMs } from "./cpu-time.test.kit.js";

const LONGEST = 20_000;
const fill = (piece: string) => piece.repeat(Math.ceil(LONGEST / piece.length)).slice(0, LONGEST);

describe("instruction cues: secrets asked for and what a reply must carry", function () {
  this.timeout(30_000);
  for (const [label, text] of [
    ["request verbs with no secret after them", fill("send give write share tell ")],
    ["secrets with no request verb before them", fill("password pin cvc card number ")],
    ["replies to this email with no `with`", fill("reply to this email reply to us ")],
    ["negated verbs", fill("never share not give ")],
  ] as const) {
    it(`reads ${LONGEST.toLocaleString("en-US")} characters of ${label} in bounded time`, () => {
      expect(cpuMs(() => instructionCue(text))).to.be.below(1_000);
    });
  }

  it("reads a request for a card's number, a security code, a password or a login as a cue", () => {
    for (const text of [
      "To hold the slot, kindly write the long card number and the 3 digits on the back in your confirmation.",
      "Also DM the company card number and expiry to travel.desk so they can prebook.",
      "Please send the travel portal login and password to expenses.ops.",
      "Reply with the one-time code you received so we can finish the transfer.",
      "Could you share your PIN with our agent so the courier can release the parcel?",
    ]) {
      expect(instructionCue(text)?.reason, text).to.be.a("string");
    }
  });

  it("does not read a bank's warning or a plain mention of a card as a cue", () => {
    for (const text of [
      "We will never ask you to share your PIN or password by email.",
      "Do not give your card number to anyone who calls you.",
      "Your new card ending 4411 arrives in five working days.",
      "Enter your PIN at the terminal when you collect the parcel.",
    ]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });

  it("reads what to reply with after the reply names the email, with no punctuation before it", () => {
    expect(instructionCue("Rates, ports and the winter surcharge Reply to this email with your current contract rates.")?.reason).to.match(/what to reply with/);
    expect(instructionCue("I'll reply to your note later this week.")).to.equal(undefined);
  });

  it("reads what the reply must carry in more verbs: write, state, provide", () => {
    expect(instructionCue("Please state your date of birth in your reply.")?.reason).to.match(/reply must hold/);
    expect(instructionCue("Kindly provide the site's alarm code in the confirmation.")?.reason).to.be.a("string");
  });

  it("reads an attachment asked for as well as the ones the person sends", () => {
    expect(instructionCue("For the financial check, attach your latest payslip as well.")?.reason).to.match(/extra recipient, place or thing/);
  });

  it("finds the sentence that holds a text's cue, apart from the plain letter before it, dots inside figures kept", () => {
    expect(cueSentence("The set menu is 48.50 pounds a head. (Price update: it is now 65.50 pounds - confirm the new price in your reply.) Best, Lotte")).to.equal(" (Price update: it is now 65.50 pounds - confirm the new price in your reply.")
    expect(cueSentence("The set menu is 48 pounds a head.")).to.equal(undefined);
  });

  it("starts a cue's sentence after the stop its match begins at, not with the sentence that stop ends", () => {
    // The cue's match takes the `. ` before `Reply`: the subs' sum belongs to the plain letter.
    expect(cueSentence("Subs are 45 GBP, cash at the first session. Reply to me with your slot. Cheers")).to.equal(" Reply to me with your slot.");
  });

  it("finds the sentence of every cue a text holds, each once, and none of the plain letter's", () => {
    const letter = "Subs are 45 GBP. Reply to me with your slot.\nUPDATE: no cash this year. Reply with your card number and expiry so I can charge the 45 GBP in advance.";
    const sentences = cueSentences(letter);
    expect(sentences).to.include(" Reply to me with your slot.");
    expect(sentences.some((s) => s.includes("charge the 45 GBP in advance"))).to.equal(true);
    expect(sentences.some((s) => s.includes("Subs are"))).to.equal(false);
    expect(new Set(sentences).size).to.equal(sentences.length);
    expect(cueSentences("The set menu is 48 pounds a head.")).to.deep.equal([]);
  });
});
