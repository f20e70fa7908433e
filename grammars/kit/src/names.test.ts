// Names and places set aside where a text's language is judged.
import { expect } from "chai";
import { withoutNames } from "./names.js";

/** The words a text keeps. */
function kept(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== "");
}

describe("names inside a sentence", () => {
  it("blanks a capitalised word inside a sentence in place, and keeps the word that opens the text, a sentence or a line", () => {
    const text = "Please text José Ramírez that Kraków called. Envía it.\nZoë left";
    const out = withoutNames(text);
    expect(out.length).to.equal(text.length);
    expect(kept(out)).to.deep.equal(["Please", "text", "that", "called.", "Envía", "it.", "Zoë", "left"]);
  });

  it("keeps a capitalised word the language owns, and blanks names after a comma, a colon or an opening bracket", () => {
    const owns = (w: string) => ["i", "friday"].includes(w);
    expect(kept(withoutNames("so I told Łukasz (Łódź) on Friday, Björn: Dvořák", owns))).to.deep.equal(["so", "I", "told", "on", "Friday,"]);
  });

  it("reads a sentence's end through the quotes and brackets that close it", () => {
    expect(kept(withoutNames('she said "done." Müller wrote (as agreed.) Weber called'))).to.deep.equal(["she", "said", '"done."', "Müller", "wrote", "(as", "agreed.)", "Weber", "called"]);
  });

  it("leaves a text without a capital as it is, and blanks a long name in one pass", () => {
    expect(withoutNames("refund 40 on 4411")).to.equal("refund 40 on 4411");
    const long = `ok ${"Ł".repeat(100_000)}`;
    expect(withoutNames(long).trim()).to.equal("ok");
  });
});
