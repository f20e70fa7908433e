// Codes of three characters that mix letters and figures, keyed as a text's identifiers.
import { expect } from "chai";
import { isShortCode } from "./short-codes.js";

describe("isShortCode", () => {
  it("takes a seat, a stall or a bay written in three characters with a letter and a figure", () => {
    for (const w of ["22c", "d04", "b17", "1ab"]) expect(isShortCode(w), w).to.equal(true);
  });
  it("leaves a number, a word, a currency and a longer or shorter code", () => {
    for (const w of ["122", "the", "eur", "1a", "a1b2", ""]) expect(isShortCode(w), w).to.equal(false);
  });
});
