// A postal address the model wrote whose numbered words only an outside free text gives.
import { expect } from "chai";
import { rewrittenAddressMarks, type RewrittenAddressInputs } from "./rewritten-addresses.js";

describe("an address the model rewrote from an outside text", () => {
  const review = (textOutside = true, step = 1, names: string[] = ["p_bp_221"], delegated = false) => ({
    textOutside,
    delegated,
    index: { step, tool: "get_reviews", names, words: new Map(["ships", "coimbra", "pickup", "point", "loja", "14", "av", "fernão", "magalhães", "400"].map((w) => [w, "reviews.text"])) },
  });
  const inputs = (results: RewrittenAddressInputs["results"] = [review()], typed: string[] = ["send", "to", "rua", "dr", "alves", "7", "3000-120", "coimbra"]): RewrittenAddressInputs => ({ typed: new Set(["w:rua dr alves 7"]), typedWords: new Set(typed), results });
  const model = () => true;
  const order = (address: string, name = "shipping_address") => ({ product_id: "p_1", quantity: 1, [name]: address });
  const MARK = { level: "untrusted", source: "get_reviews", on: "shipping_address", step: 1, field: "reviews.text", destination: true };

  it("marks an address whose numbered words only the review writes, the city the person's", () =>
    expect(rewrittenAddressMarks(order("Loja 14, Av. Fernão Magalhães 400, Coimbra"), model, inputs())).to.deep.equal([MARK]));
  it("marks the newest text that writes every such word", () =>
    expect(rewrittenAddressMarks(order("Loja 14, Av. Fernão Magalhães 400, Coimbra"), model, inputs([review(true, 3), review()]))).to.deep.equal([{ ...MARK, step: 3 }]));
  it("leaves the address the person typed, reformatted", () => expect(rewrittenAddressMarks(order("Rua Dr Alves 7, 3000-120 Coimbra"), model, inputs())).to.deep.equal([]));
  it("leaves an address with a word no outside text writes (the model's own)", () =>
    expect(rewrittenAddressMarks(order("Loja 14, Av. Fernão Magalhães 400, 4000-001 Coimbra"), model, inputs())).to.deep.equal([]));
  it("leaves a value the model did not write, a text not from outside, a mailbox and another argument", () => {
    expect(rewrittenAddressMarks(order("Loja 14, Av. Fernão Magalhães 400, Coimbra"), () => false, inputs())).to.deep.equal([]);
    expect(rewrittenAddressMarks(order("Loja 14, Av. Fernão Magalhães 400, Coimbra"), model, inputs([review(false)]))).to.deep.equal([]);
    expect(rewrittenAddressMarks(order("loja14@fernao.example", "email_address"), model, inputs())).to.deep.equal([]);
    expect(rewrittenAddressMarks(order("Loja 14, Av. Fernão Magalhães 400, Coimbra", "gift_message"), model, inputs())).to.deep.equal([]);
  });
  it("leaves the place of a text the person named or handed the choice to", () => {
    expect(rewrittenAddressMarks(order("Loja 14, Av. Fernão Magalhães 400, Coimbra"), model, inputs([review(true, 1, ["w:rua dr alves 7"])]))).to.deep.equal([]);
    expect(rewrittenAddressMarks(order("Loja 14, Av. Fernão Magalhães 400, Coimbra"), model, inputs([review(true, 1, [], true)]))).to.deep.equal([]);
  });
  it("leaves an address with no numbered word the person did not say", () =>
    expect(rewrittenAddressMarks(order("Pickup point, Coimbra"), model, inputs())).to.deep.equal([]));
});
