// A choice of a closed set only an outside text names, on a write of an act nobody asked for.
import { expect } from "chai";
import { describe, it } from "mocha";
import type { Mark, OriginVerdict } from "../model.js";
import { unaskedChoiceMarks } from "./unasked-choices.js";

describe("choices an outside text names on an act nobody asked for", () => {
  const origins: Record<string, OriginVerdict> = {
    file_id: { origin: "typed", trusted: true },
    email: { origin: "typed", trusted: true },
    permission: { origin: "result:1.content", trusted: true },
  };
  const weak: Mark = { level: "untrusted", source: "read_file", on: "permission", step: 1, field: "content", weak: true };
  const choice = (name: string) => name === "permission";
  const inText = () => true;

  it("gives the choice the text's mark, no longer weak", () => {
    expect(unaskedChoiceMarks(origins, [weak], choice, inText, false, () => true)).to.deep.equal([{ level: "untrusted", source: "read_file", on: "permission", step: 1, field: "content" }]);
  });
  for (const { note, marks, asked, other, named, origin } of [
    { note: "the person asked for the act", marks: [weak], asked: true, other: true, named: true, origin: "result:1.content" },
    { note: "the person asked for no other act", marks: [weak], asked: false, other: false, named: true, origin: "result:1.content" },
    { note: "the text does not write the choice as a word", marks: [weak], asked: false, other: true, named: false, origin: "result:1.content" },
    { note: "the person typed the choice", marks: [], asked: false, other: true, named: true, origin: "typed" },
    { note: "the choice carries a text's mark already", marks: [{ ...weak, weak: undefined }], asked: false, other: true, named: true, origin: "result:1.content" },
  ]) {
    it(`marks nothing where ${note}`, () => {
      const o = { ...origins, permission: { origin, trusted: true } };
      expect(unaskedChoiceMarks(o, marks as Mark[], choice, () => named, asked, () => other)).to.deep.equal([]);
    });
  }
  it("marks nothing where another value came from a text too", () => {
    const o = { ...origins, email: { origin: "result:1.content", trusted: true } };
    expect(unaskedChoiceMarks(o, [weak], choice, inText, false, () => true)).to.deep.equal([]);
  });
  it("reads only choice arguments", () => {
    expect(unaskedChoiceMarks(origins, [weak], () => false, inText, false, () => true)).to.deep.equal([]);
  });
});
