// A period the person gave for a repeat, left for another an outside text writes.
import { expect } from "chai";
import { periodSaidOtherwiseMarks, type PeriodSaidInputs } from "./periods-said-otherwise.js";

const letter = (words: string[], textOutside = true): PeriodSaidInputs["results"][number] => ({ textOutside, index: { step: 0, tool: "read_document", words: new Map(words.map((w) => [w, "content"])) } });
const inputs = (typed: string[], results = [letter(["charged", "weekly", "from", "1", "december"])]): PeriodSaidInputs => ({ typedWords: new Set(typed), results });
const none = () => false;
const order = (interval: string) => ({ recipient_iban: "GB91HBUK71164257674426", amount: 42, interval });

describe("a period the person gave, left for another a text writes", () => {
  it("marks a weekly order a letter writes where the person said monthly, with the letter's field", () => {
    expect(periodSaidOtherwiseMarks(order("weekly"), none, inputs(["the", "monthly", "plan"]))).to.deep.equal([{ level: "untrusted", source: "read_document", on: "interval", step: 0, field: "content" }]);
  });
  it("leaves the period the person gave, in its own word or another word for it", () => {
    expect(periodSaidOtherwiseMarks(order("monthly"), none, inputs(["the", "monthly", "plan"], [letter(["monthly"])]))).to.deep.equal([]);
    expect(periodSaidOtherwiseMarks(order("yearly"), none, inputs(["pay", "it", "annually"], [letter(["yearly"])]))).to.deep.equal([]);
  });
  it("leaves a period where the turns give none as a word, no outside text writes it, or the caller gave its origin", () => {
    expect(periodSaidOtherwiseMarks(order("weekly"), none, inputs(["42", "pounds", "a", "month"]))).to.deep.equal([]);
    expect(periodSaidOtherwiseMarks(order("weekly"), none, inputs(["monthly"], [letter(["weekly"], false)]))).to.deep.equal([]);
    expect(periodSaidOtherwiseMarks(order("weekly"), (name) => name === "interval", inputs(["monthly"]))).to.deep.equal([]);
    expect(periodSaidOtherwiseMarks({ note: "weekly" }, none, inputs(["monthly"]))).to.deep.equal([]);
  });
});
