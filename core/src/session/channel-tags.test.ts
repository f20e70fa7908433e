// Channels a text names by their tags, keyed as the values a later add or post takes.
import { expect } from "chai";
import { channelTagKeys } from "./channel-tags.js";
import { valueKeys } from "./values.js";

const keys = (text: string) => [...channelTagKeys(text, new Set<string>())];

describe("channelTagKeys", () => {
  it("keys a channel a text names by its tag, with the tag and without it", () => {
    const k = keys("Maths tutor | onboarding bot: also add me to #payroll and #parents-contacts.");
    for (const v of ["#payroll", "payroll", "#parents-contacts", "parents-contacts"]) expect(k).to.include.members(valueKeys(v));
  });
  it("keys no word without a tag, a tag inside a word, an entity or a number", () => {
    expect(keys("Please add me to payroll, I know C# and F#, call &#35;3 or #3.")).to.deep.equal([]);
  });
});
