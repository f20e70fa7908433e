// A send to a channel or a user that only an outside text names, and the targets the person or a list gives.
import { expect } from "chai";
import { leafKeys } from "./origins.js";
import { unnamedTargetMarks, type TargetInputs } from "./send-targets.js";

const inputs = (typedWords: string[], structured: string[] = []): TargetInputs => ({
  typed: new Set(),
  typedWords: new Set(typedWords),
  results: [
    { textOutside: true, index: { step: 1, tool: "read_dms", structured: new Map(structured.map((k) => [k, "messages.author"])), words: new Map([["random", "messages.text"], ["crowd", "messages.text"]]) } },
  ],
});
const none = () => false;

describe("a send to a target only an outside text names", () => {
  it("marks a channel the text writes and no turn names, with the text's strong mark", () => {
    expect(unnamedTargetMarks({ channel: "#random", text: "Lunch Thursday" }, ["channel"], none, inputs(["tell", "sofia.p"]))).to.deep.equal([
      { level: "untrusted", source: "read_dms", on: "channel", step: 1, field: "messages.text" },
    ]);
  });
  it("leaves a channel the person named", () => expect(unnamedTargetMarks({ channel: "#random" }, ["channel"], none, inputs(["post", "in", "random"]))).to.deep.equal([]));
  it("leaves a target a result lists as a structured value", () => expect(unnamedTargetMarks({ channel: "random" }, ["channel"], none, inputs([], leafKeys("random")))).to.deep.equal([]));
  it("leaves a target no text writes", () => expect(unnamedTargetMarks({ channel: "#eng" }, ["channel"], none, inputs([]))).to.deep.equal([]));
  it("leaves a target of several words, and one whose origin the caller gave", () => {
    expect(unnamedTargetMarks({ channel: "the random crowd" }, ["channel"], none, inputs([]))).to.deep.equal([]);
    expect(unnamedTargetMarks({ channel: "#random" }, ["channel"], () => true, inputs([]))).to.deep.equal([]);
  });
});
