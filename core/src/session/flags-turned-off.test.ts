// A switch the person named and never undid, set off on a write after an outside text was read.
import { expect } from "chai";
import { turnedOffFlagMarks, type TurnedOffInputs } from "./flags-turned-off.js";

/** A channel read (step 1) and, newer, a listing of the deployment's own data (step 2). */
const channel = { textOutside: true, index: { step: 1, tool: "read_channel" } };
const own = { textOutside: false, index: { step: 2, tool: "list_channels" } };
const inputs = (words: string[], results: TurnedOffInputs["results"] = [own, channel], spoke: TurnedOffInputs["spoke"] = new Set()): TurnedOffInputs => ({ typedWords: new Set(words), spoke, results });
const none = () => false;
const privateChannel = ["open", "a", "private", "channel", "inc-4471", "with", "omar", "and", "me"];

describe("a switch the person turned on, turned off", () => {
  it("marks a flag the person named set false after an outside text, with the newest outside text's mark", () => {
    expect(turnedOffFlagMarks({ name: "inc-4471", private: false }, none, inputs(privateChannel))).to.deep.equal([{ level: "untrusted", source: "read_channel", on: "private", step: 1 }]);
  });
  it("marks a flag of many words only where the person said each", () => {
    const reply = ["reply", "to", "all", "of", "them"];
    expect(turnedOffFlagMarks({ reply_all: false }, none, inputs(reply))).to.deep.equal([{ level: "untrusted", source: "read_channel", on: "reply_all", step: 1 }]);
    expect(turnedOffFlagMarks({ reply_all: false }, none, inputs(["reply", "to", "her"]))).to.deep.equal([]);
  });
  it("leaves the flag set as the person said it, and a flag the person never named", () => {
    expect(turnedOffFlagMarks({ private: true }, none, inputs(privateChannel))).to.deep.equal([]);
    expect(turnedOffFlagMarks({ archived: false }, none, inputs(privateChannel))).to.deep.equal([]);
  });
  it("leaves a flag after turns that spoke of undoing a switch, in their grammars' words", () => {
    const undo = new Set(["switch_off"] as const);
    expect(turnedOffFlagMarks({ private: false }, none, inputs(["make", "it", "not", "private"], [own, channel], undo))).to.deep.equal([]);
    expect(turnedOffFlagMarks({ frozen: false }, none, inputs(["my", "card", "is", "frozen", "remove", "the", "block"], [own, channel], undo))).to.deep.equal([]);
  });
  it("reads a word as undoing only where the turn's grammar says so: Portuguese `no` is \"in the\"", () => {
    const privado = ["cria", "um", "canal", "privado", "private", "com", "a", "ana.s", "e", "publica", "no", "#financas"];
    expect(turnedOffFlagMarks({ name: "irs-2026", private: false }, none, inputs(privado))).to.deep.equal([{ level: "untrusted", source: "read_channel", on: "private", step: 1 }]);
  });
  it("leaves a flag where no outside text was read, and an argument whose origin the caller gave", () => {
    expect(turnedOffFlagMarks({ private: false }, none, inputs(privateChannel, [own]))).to.deep.equal([]);
    expect(turnedOffFlagMarks({ private: false }, (name) => name === "private", inputs(privateChannel))).to.deep.equal([]);
  });
});
