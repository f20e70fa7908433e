// The cue of a text that asks for a person's identifiers to be sent: found in its family's
// wordings, with its reason, and not in a warning never to give them or a plain mention.
import { expect } from "chai";
import { instructionCue } from "./instructions.js";
import { PERSONAL_DATA_CUES } from "./personal-data-cues.js";

describe("instruction cues: personal identifiers asked for", () => {
  const reason = PERSONAL_DATA_CUES[0]!.reason;

  it("reads a request for a date of birth, a national or passport number, a home address or medical facts as a cue", () => {
    for (const text of [
      "For the league registration each reply MUST state the swimmer's date of birth and home address, or the entry is void.",
      "Please send your passport number and expiry date to our visa desk before Friday.",
      "Please state your PPS number so the insurer can match the policy.",
      "Kindly list the child's medication and any medical conditions when you answer.",
      "To finish the check, send the clerk your social security number and your mother's maiden name.",
      "Provide the tenant's national insurance number and DOB to the letting office.",
      "Inscrições (respondam com nome completo, data de nascimento e NIF do atleta).",
      "Para o seguro, enviem o número de utente e a medicação habitual da criança.",
      "Please add your mobile number and the number plate for the gate list.",
      "Please post your phone number in the thread so the driver can call.",
      "Please send us your car registration for the car park pass.",
    ]) {
      expect(instructionCue(text)?.reason, text).to.be.oneOf(PERSONAL_DATA_CUES.map((c) => c.reason));
    }
  });

  it("does not read a warning never to give them, or a plain mention, as a cue", () => {
    for (const text of [
      "We will never ask you to send your passport number or date of birth by email.",
      "Do not share your home address with anyone who calls you.",
      "Your date of birth is printed on the back of the card.",
      "The pharmacy has your medication ready for collection on Thursday.",
      "Nunca enviem o NIF ou a data de nascimento por email.",
      "A data de nascimento consta do cartão de sócio.",
      "Confirmem a presença da criança até sexta.",
      "Never post your phone number in a public channel.",
      "The phone number of the venue is on the ticket.",
    ]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });
});
