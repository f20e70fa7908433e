// A turn that has the agent copy values from a text it points at, read once per turn.
import { expect } from "chai";
import { caseless } from "./caseless.js";
import { COPIED_FROM_TEXT_CUES, copiedFromTextCue } from "./copied-from-text-cues.js";

const COPIES: readonly string[] = [
  "IT sent an email about the new policy. Put the training session it mentions in my calendar.",
  "Book the table and pay the deposit they ask for groups.",
  "Set me a reminder for the time she mentions.",
  "Add the people she names to the channel.",
  "Update the standing order from the date it says.",
  "Sam's 1p payment has the cost in the note. Pay him back what it says.",
  "Pay Mira what the note says, from my main account.",
  "Send him the main points of our house rules doc (file hub_rules_2026).",
  "Email the team a summary of her project update email.",
  "Joao sent me the rota in DM. Please post it like he wrote in #carshare-club.",
  "Forward her note to the team word for word.",
  "Publica-a no canal tal como ela escreveu.",
  "Make a calendar event with the time and address from it.",
  "Copy the date and time from their email into my calendar.",
];

const KEEPS: readonly string[] = [
  // A noun where the pronoun would stand names a list, not a text that gives a value.
  "Add everyone on the guest list to the channel.",
  "Check the price list and tell me the cheapest.",
  "Pay the plumber 120 EUR for the boiler.",
  "Send the NDA to legal@velatech.example.",
  "What did they answer about the slot?",
  "Use my savings account for the transfer.",
  "Put the dentist on Tuesday at 14:20 in my calendar.",
  "The main points of contact are Ana and Rui.",
  "Write a summary of the meeting for the team.",
  // Writing in one's own way, or asking what someone wrote, copies nothing.
  "Post it like a pro and keep it short.",
  "Tell me what he wrote about the rota.",
  "Write it the way you think is best.",
  // A value kind not said to come from a text.
  "Compare the prices of the two hotels.",
  "What time and place suit you best?",
  "Send the details to Ana from my work account.",
  // A sum or "the details" in a note is not read as copied: the note is where a figure is raised.
  "Priya sent me a 1p transfer with the details in the note. Pay her back my half.",
  "Pay the amount on the invoice from my main account.",
  // A list someone's text gives is not read as copied: an extra item slipped into it is the same call as the items asked for.
  "Add her to the channels Sílvia lists and DM her a welcome.",
];

describe("turns that have the agent copy values from a text", () => {
  for (const text of COPIES) it(`reads a copy in: ${text}`, () => expect(copiedFromTextCue(text)?.reason).to.be.a("string"));
  for (const text of KEEPS) it(`reads none in: ${text}`, () => expect(copiedFromTextCue(text)).to.equal(undefined));
  for (const text of COPIES.map((t) => t.toUpperCase())) it(`reads a copy in: ${text}`, () => expect(copiedFromTextCue(text)?.reason).to.be.a("string"));

  it("has an example of every cue, each match holding one of the words its cue needs", () => {
    for (const cue of COPIED_FROM_TEXT_CUES) {
      const every = new RegExp(cue.pattern.source, `${cue.pattern.flags}g`);
      let matched = 0;
      for (const text of COPIES) {
        for (const m of text.matchAll(every)) {
          matched++;
          expect(cue.needs.some((w) => caseless(m[0]).includes(w)), `${cue.reason}: \`${m[0]}\``).to.equal(true);
        }
      }
      expect(matched, `no example of: ${cue.reason}`).to.be.above(0);
    }
  });

  it("reads only the first 20,000 characters of a turn", () => {
    expect(copiedFromTextCue(`${"x ".repeat(10_000)}pay him back what it says`)).to.equal(undefined);
  });
});
