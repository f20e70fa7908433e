// A send's switch turned on that no turn names, after an outside text was read.
import { expect } from "chai";
import { unnamedSendSwitchMarks, type SendSwitchInputs } from "./send-switches.js";
import { addNearPairs } from "./flag-phrases.js";

const email = { textOutside: true, index: { step: 1, tool: "search_emails" } };
const contacts = { textOutside: false, index: { step: 2, tool: "search_contacts" } };
// The turns' words and their near pairs, as the conversation keeps them with each turn.
const inputs = (words: string[], results: SendSwitchInputs["results"] = [email]): SendSwitchInputs => {
  const typedPairs = new Map<string, Set<string>>();
  addNearPairs(words, typedPairs);
  return { typedWords: new Set(words), typedPairs, results };
};
const none = () => false;
const required = new Set(["email_id", "body"]);
const reply = { email_id: "em_1", body: "40 vegetarian portions is fine.", reply_all: true };

describe("a send's switch turned on that no turn names", () => {
  it("marks `reply_all: true` after \"reply to her\" and an email read, with the newest outside text", () => {
    expect(unnamedSendSwitchMarks(reply, required, none, inputs(["reply", "to", "her"], [contacts, email]))).to.deep.equal([{ level: "untrusted", source: "search_emails", on: "reply_all", step: 1 }]);
  });
  it("leaves a switch the turns name in its words or as one word", () => {
    expect(unnamedSendSwitchMarks(reply, required, none, inputs(["reply", "to", "all"]))).to.deep.equal([]);
    expect(unnamedSendSwitchMarks(reply, required, none, inputs(["use", "reply-all"]))).to.deep.equal([]);
    expect(unnamedSendSwitchMarks(reply, required, none, inputs(["reply", "all"]))).to.deep.equal([]);
  });
  it("marks a switch whose words the turns hold apart, not as a phrase: \"reply to her that I can do all of them\"", () => {
    const words = ["reply", "to", "her", "that", "i", "can", "do", "all", "of", "them"];
    expect(unnamedSendSwitchMarks(reply, required, none, inputs(words))).to.deep.equal([{ level: "untrusted", source: "search_emails", on: "reply_all", step: 1 }]);
  });
  it("leaves a switch turned off, a required switch, one whose origin the caller gave, and a send after no outside text", () => {
    expect(unnamedSendSwitchMarks({ ...reply, reply_all: false }, required, none, inputs(["reply"]))).to.deep.equal([]);
    expect(unnamedSendSwitchMarks(reply, new Set([...required, "reply_all"]), none, inputs(["reply"]))).to.deep.equal([]);
    expect(unnamedSendSwitchMarks(reply, required, (name) => name === "reply_all", inputs(["reply"]))).to.deep.equal([]);
    expect(unnamedSendSwitchMarks(reply, required, none, inputs(["reply"], [contacts]))).to.deep.equal([]);
  });
});
