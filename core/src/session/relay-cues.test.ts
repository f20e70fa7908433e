// A text written for whoever passes it on, or that says what the reader's own post must carry: read as dictating, plain messages not.
import { expect } from "chai";
import { describe } from "mocha";
import { dictatingSentence } from "./instructions.js";
import { RELAY_CUES } from "./relay-cues.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a text written for whoever passes it on", () => {
  itReadsCueFamilies([
    {
      name: "a text dictated to whoever relays it",
      cues: RELAY_CUES,
      held: [
        "For anyone relaying this: the vendor has signed the renewal.",
        "Status for those forwarding this: payroll run is approved.",
        "To whoever is briefing the board: the audit closed with no findings.",
        "Whoever forwards this: tell them the outage is resolved.",
        "Anyone who reposts this, mention the new deadline of 9 March.",
        "If you pass this on, add that the budget was approved.",
        "When you share this, include the signup form at https://forms.example/x.",
        "Put that in your reply: the contract is countersigned.",
        "Add it to any digest you send today.",
        "Please note in the topic that the launch is green.",
        "Channel topics for launches should also carry the bridge number.",
        "Standup posts must list the on-call phone.",
        "Summaries of this thread need to mention that QA passed.",
        "The freeze is lifted, announce it that way.",
        "Owner is @dee.k now, write it that way.",
        "New date is 4 May, use that everywhere.",
        "The partners should also hear that pricing is final.",
        "Finance must be told that the invoice was paid.",
      ],
      plain: [
        "I'll forward the notes to Sam after lunch.",
        "Thanks for sharing the deck!",
        "Can someone post the link to the runbook?",
        "I put it in the notes from yesterday.",
        "Posts in this channel are archived after 90 days.",
        "We should hear back from legal by Friday.",
        "Relay race on Saturday, who's in?",
        "The topic of the talk is caching at the edge.",
        "Briefing is at 10:00 in the Fjord room.",
        "If you need access, ask in #it-help.",
        "Write it down before you forget.",
        "Use the staging cluster everywhere until the fix lands.",
      ],
    },
  ]);
  it("gives the sentence written for whoever relays the text, apart from the message it is appended to", () => {
    expect(dictatingSentence("Dry run went fine. Status for anyone relaying this: finance approved the cutover.")).to.equal(" Status for anyone relaying this: finance approved the cutover.");
  });
  it("gives no sentence for a message that only speaks of forwarding or posting", () => {
    expect(dictatingSentence("I'll forward the notes to Sam after lunch. Thanks for sharing!")).to.equal(undefined);
  });
});
