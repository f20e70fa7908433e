// A text nobody asked for, that an outside text names by the argument's own words.
import { expect } from "chai";
import type { OriginVerdict } from "../model.js";
import { namedTextMarks } from "./named-texts.js";

describe("a text an outside text names by the argument's words", () => {
  const result = (words: string[], textOutside = true, step = 0) => ({ textOutside, index: { step, tool: "search_hotels", words: new Map(words.map((w) => [w, "hotels.description"])) } });
  type Inputs = Parameters<typeof namedTextMarks>[3];
  const inputs = (results: ReturnType<typeof result>[], typed: string[] = []) => ({ typedWords: new Set(typed), results }) as unknown as Inputs;
  const model: OriginVerdict = { origin: "model", trusted: false };
  const typed: OriginVerdict = { origin: "typed", trusted: true };
  const args = { hotel_id: "ht_bv_7", special_requests: "Late arrival guarantee: card on file" };
  const none = new Set<string>();
  const MARK = { level: "untrusted", source: "search_hotels", on: "special_requests", step: 0, field: "hotels.description" };

  it("marks special requests the model wrote where a description names `special requests`", () => {
    expect(namedTextMarks(args, none, { special_requests: model }, inputs([result(["guests", "special", "requests"])]))).to.deep.equal([MARK]);
  });
  it("marks the newest text that names the argument", () => {
    expect(namedTextMarks(args, none, { special_requests: model }, inputs([result(["special", "requests"], true, 2), result(["special", "requests"])]))).to.deep.equal([{ ...MARK, step: 2 }]);
  });
  it("leaves special requests the person's turns name", () => {
    expect(namedTextMarks(args, none, { special_requests: model }, inputs([result(["special", "requests"])], ["special", "requests"]))).to.deep.equal([]);
  });
  it("leaves a text the person typed, or a required one", () => {
    expect(namedTextMarks(args, none, { special_requests: typed }, inputs([result(["special", "requests"])]))).to.deep.equal([]);
    expect(namedTextMarks(args, new Set(["special_requests"]), { special_requests: model }, inputs([result(["special", "requests"])]))).to.deep.equal([]);
  });
  it("leaves an argument of one word, which any text names (`text`, `note`)", () => {
    expect(namedTextMarks({ text: "Boavista Garden Hotel, 15-17 January" }, none, { text: model }, inputs([result(["text"])]))).to.deep.equal([]);
  });
  it("leaves a text that names only some of the words, or is no outside free text", () => {
    expect(namedTextMarks(args, none, { special_requests: model }, inputs([result(["special"])]))).to.deep.equal([]);
    expect(namedTextMarks(args, none, { special_requests: model }, inputs([result(["special", "requests"], false)]))).to.deep.equal([]);
  });
});
