// A write's accounts that only an outside free text gives, and the mark of that text.
import { expect } from "chai";
import { textAccountMark, textOnlyAccounts, type TextOnlyAccountInputs } from "./text-only-accounts.js";

describe("accounts only an outside text gives", () => {
  const OWNER = "c:ch5604835012345678009";
  const result = (textOutside = true, structured = new Map<string, string>()) => ({ textOutside, index: { step: 2, tool: "read_email", structured, text: new Map([[OWNER, "body"]]) } });
  const inputs = (over: Partial<TextOnlyAccountInputs<ReturnType<typeof result>>> = {}): TextOnlyAccountInputs<ReturnType<typeof result>> => ({ typed: new Set(), context: new Set(), results: [result()], ...over });
  const pay = { recipient_iban: "CH56 0483 5012 3456 7800 9", amount: 90, memo: "rent" };
  const none = () => false;

  it("finds the account a text writes, with the text's result, and marks it as a destination", () => {
    const found = textOnlyAccounts(pay, none, inputs());
    expect(found.map((a) => [a.name, a.key])).to.deep.equal([["recipient_iban", OWNER]]);
    expect(textAccountMark(found[0]!)).to.deep.equal({ level: "untrusted", source: "read_email", on: "recipient_iban", step: 2, field: "body", destination: true });
  });
  it("leaves an account the person typed or the run's context holds", () => {
    expect(textOnlyAccounts(pay, none, inputs({ typed: new Set([OWNER]) }))).to.deep.equal([]);
    expect(textOnlyAccounts(pay, none, inputs({ context: new Set([OWNER]) }))).to.deep.equal([]);
  });
  it("leaves an account a structured field of a result holds, or only a text that is not outside free text", () => {
    expect(textOnlyAccounts(pay, none, inputs({ results: [result(true, new Map([[OWNER, "payees.iban"]]))] }))).to.deep.equal([]);
    expect(textOnlyAccounts(pay, none, inputs({ results: [result(false)] }))).to.deep.equal([]);
  });
  it("leaves an argument the caller gave an origin for, and values that are no account", () => {
    expect(textOnlyAccounts(pay, (name) => name === "recipient_iban", inputs())).to.deep.equal([]);
    expect(textOnlyAccounts({ recipient_iban: "x".repeat(10_000), note: 42 }, none, inputs())).to.deep.equal([]);
  });
});
