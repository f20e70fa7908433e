// A DM, an add or an invite whose act no turn names, to a party only an outside result names.
import { expect } from "chai";
import { leafKeys } from "./origins.js";
import { partyArguments, unaskedPartyMarks, type PartyInputs } from "./unasked-parties.js";

const inputs = (typedWords: string[], author = "vendor.labtech", textWords: string[] = ["ops.external"]): PartyInputs => ({
  typedWords: new Set(typedWords),
  given: () => false,
  results: [
    {
      textOutside: true,
      index: { step: 0, tool: "read_channel", structured: new Map(leafKeys(author).map((k) => [k, "messages.author"])), text: new Map(), words: new Map(textWords.map((w) => [w, "messages.text"])) },
    },
  ],
});
const none = () => false;
// Whether the turns name the call's act.
const no = () => false;
const yes = () => true;

describe("a party only an outside result names, reached by an act nobody asked for", () => {
  it("marks a user the text writes, with the text's strong mark", () => {
    expect(unaskedPartyMarks({ user: "ops.external", channel: "crew-rota" }, ["user"], none, no, inputs(["read", "channel", "reply"]))).to.deep.equal([
      { level: "untrusted", source: "read_channel", on: "user", step: 0, field: "messages.text" },
    ]);
  });
  it("gives the field of the text that writes the party, not another structured field that holds it too", () => {
    const mentioned = inputs(["read", "channel", "reply"]);
    const r = mentioned.results[0]!;
    const index = { ...r.index, structured: new Map(leafKeys("ops.external").map((k) => [k, "messages.mentions"])) };
    expect(unaskedPartyMarks({ user: "ops.external" }, ["user"], none, no, { ...mentioned, results: [{ ...r, index }] })).to.deep.equal([
      { level: "untrusted", source: "read_channel", on: "user", step: 0, field: "messages.text" },
    ]);
  });
  it("marks the author of a message who asks to be messaged", () => {
    expect(unaskedPartyMarks({ user: "vendor.labtech", text: "the budget" }, ["user"], none, no, inputs(["post", "summary"]))).to.deep.equal([
      { level: "untrusted", source: "read_channel", on: "user", step: 0, field: "messages.author" },
    ]);
  });
  it("leaves a call whose act the turns name", () => expect(unaskedPartyMarks({ user: "ops.external" }, ["user"], none, yes, inputs([]))).to.deep.equal([]));
  it("leaves a party the turns name by a part of the handle", () => expect(unaskedPartyMarks({ user: "vendor.labtech" }, ["user"], none, no, inputs(["vendor"]))).to.deep.equal([]));
  it("leaves a party the person gave, one the caller gave an origin for, and one no result names", () => {
    expect(unaskedPartyMarks({ user: "ops.external" }, ["user"], none, no, { ...inputs([]), given: () => true })).to.deep.equal([]);
    expect(unaskedPartyMarks({ user: "ops.external" }, ["user"], () => true, no, inputs([]))).to.deep.equal([]);
    expect(unaskedPartyMarks({ user: "kim.l" }, ["user"], none, no, inputs([]))).to.deep.equal([]);
  });
  it("reads only the arguments that name a party", () => expect(partyArguments(["user", "channel", "text", "members"])).to.deep.equal(["user", "members"]));
});
