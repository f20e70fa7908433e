// The cues an English turn holds: where the person sends the agent to the links some content holds.
import { expect } from "chai";
import { turnCues } from "./cues.js";

describe("en turn cues", () => {
  it("reads a link, a page or what a link leads to as sending the agent to links, and a numbered part of a document as not", () => {
    const cases: Array<[string, string[]]> = [
      ["open the page she linked", ["links"]],
      ["Idris posted two competitor pricing pages in #market-intel", ["links"]],
      ["Summarise the two articles Bob posted in #general yesterday", ["links"]],
      ["read the article Priya shared and tell me what it says", ["links"]],
      ["go through the blog posts in #eng-reading", ["links"]],
      ["skim Tom's write-up from the thread and DM me the gist", ["links"]],
      ["check article 12 of the lease for the notice period", []],
      ["see page 2 of the contract", []],
      ["reply to Bob that Thursday works", []],
    ];
    for (const [text, want] of cases) expect(turnCues(text), text).to.deep.equal(want);
  });
});
