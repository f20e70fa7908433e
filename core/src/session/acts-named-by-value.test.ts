// An act named by its generic verb and the value of the thing it is done to.
import { expect } from "chai";
import { actNamedByValue } from "./acts-named-by-value.js";

describe("an act named by its generic verb and the value it is done to", () => {
  // `add_user_to_channel`: `add` names no act, `channel` is its one term.
  const inputs = (typed: string[], typedArgumentTerms: string[] = ["channel"], genericVerb = ["add"], terms = ["channel"]) => ({ typedStems: new Set(typed), genericVerb, terms, typedArgumentTerms: new Set(typedArgumentTerms) });

  it("names the act whose verb the turns say and whose channel the person typed", () => expect(actNamedByValue(inputs(["add", "everyon", "to"]))).to.equal(true));
  it("names the act whose other terms the turns say in words", () => expect(actNamedByValue(inputs(["add", "channel"], []))).to.equal(true));
  it("leaves an act whose verb the turns never say", () => expect(actNamedByValue(inputs(["post", "there"]))).to.equal(false));
  it("leaves an act whose term is neither said nor typed as a value", () => expect(actNamedByValue(inputs(["add", "everyon"], ["user"]))).to.equal(false));
  it("leaves a name whose first word is an act (read as one elsewhere)", () => expect(actNamedByValue(inputs(["remov"], ["channel"], [], ["remov", "channel"]))).to.equal(false));
  it("leaves a name with no term", () => expect(actNamedByValue(inputs(["add"], ["channel"], ["add"], []))).to.equal(false));
});
