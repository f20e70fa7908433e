import { expect } from "chai";
import type { TurnReading } from "@toolgate/grammar-kit";
import { ActReader } from "./acts.js";
import { Conversation } from "./conversation.js";
import { ReadingCache } from "./readings.js";

const reading = (value: string): TurnReading => ({ language: "en", read: true, sending: [], destinations: [{ kind: "email", text: "ana@example.com", value: "ana@example.com" }], values: [{ kind: "id", text: value, value }] });

/** Act words as a grammar would give them: every word of the text, lower case. */
const acts = new ActReader([{
  language: "en",
  detect: () => 1,
  readTurn: () => reading(""),
  classifyTool: () => undefined,
  word: (q) => q.code,
  actWords: (text, into) => {
    for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) into.add(w);
  },
  actTerm: () => undefined,
}]);

describe("conversation: what a shared reading gives each session", () => {
  it("gives a second session of a cached reading the same keys and stems as the first", () => {
    const cache = new ReadingCache();
    let reads = 0;
    const readText = (text: string) => cache.reading("", text, new Date(0), () => (reads++, reading("A1")));
    const first = new Conversation(readText, undefined, acts);
    const second = new Conversation(readText, undefined, acts);
    const text = "please refund A1, the link is in the mail to ana@example.com";
    const a = first.read(text);
    const b = second.read(text);
    expect(b).to.equal(a);
    expect(reads).to.equal(1);
    expect([...second.typedKeys]).to.deep.equal([...first.typedKeys]).and.to.have.length.above(2);
    expect([...second.saidKeys]).to.deep.equal([...first.saidKeys]);
    expect([...second.typedStems]).to.deep.equal([...first.typedStems]).and.to.include("refund");
    expect(second.linksPointed).to.equal(true);
  });

  it("works out a reading's facts from each text when one reading is given for two texts", () => {
    const shared = Object.freeze(reading("A1"));
    const c = new Conversation(() => shared, undefined, acts);
    c.read("refund it");
    c.read("cancel it");
    expect([...c.typedStems]).to.include.members(["refund", "cancel"]);
  });

  it("gives each client's grammars their own act words for a reading a shared store hands both", () => {
    const cache = new ReadingCache();
    const readText = (text: string) => cache.reading("", text, new Date(0), () => reading("A1"));
    const upper = new ActReader([{ language: "xx", detect: () => 1, readTurn: () => reading(""), classifyTool: () => undefined, word: (q) => q.code, actWords: (text, into) => void into.add(text.toUpperCase()), actTerm: () => undefined }]);
    const first = new Conversation(readText, undefined, acts);
    const second = new Conversation(readText, undefined, upper);
    first.read("refund it");
    second.read("refund it");
    expect([...first.typedStems]).to.deep.equal(["refund", "it"]);
    expect([...second.typedStems]).to.deep.equal(["REFUND IT"]);
  });

  it("keeps a reply's keys apart from what the person typed", () => {
    const c = new Conversation(() => reading("B7"), undefined, acts);
    c.reply("yes, B7");
    expect(c.typedKeys.size).to.equal(0);
    expect(c.replyKeys.size).to.be.above(0);
    expect(c.typedStems.size).to.equal(0);
  });
});
