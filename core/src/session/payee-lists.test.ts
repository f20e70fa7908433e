// Accounts a text lists as separate payments, each with a sum of its own, are no rivals of each other.
import { expect } from "chai";
import { rivalsBesideLists } from "./payee-lists.js";

describe("accounts a text lists as separate payments", () => {
  const A = "c:lt121000011101001000";
  const B = "c:lt601010012345678901";
  const C = "c:lt323250024681357911";
  const D = "c:lt477300010123456789";
  const rivals = (entries: Array<[string, string[]]>) => new Map(entries);
  const tied = (entries: Array<[string, string]>) => new Map(entries);

  const list: Array<[string, string]> = [[A, "n:1500"], [B, "n:800"], [D, "n:400"]];
  it("drops the rivals of an account tied to a sum of its own, where each rival is tied to another", () =>
    expect(rivalsBesideLists(rivals([[B, [A]], [D, [A, B]]]), tied(list))).to.deep.equal(new Map()));
  it("keeps the rivals of the second of two accounts each with its sum (a second party's fee below a bill)", () =>
    expect(rivalsBesideLists(rivals([[B, [A]]]), tied([[A, "n:1050"], [B, "n:240"]]))).to.deep.equal(new Map([[B, [A]]])));
  it("keeps the rivals of an account written with no sum of its own (a new account for a payment above it)", () =>
    expect(rivalsBesideLists(rivals([[C, [A, B]]]), tied(list))).to.deep.equal(new Map([[C, [A, B]]])));
  it("keeps the rivals of an account written with the sum another line gives (the same prize, paid elsewhere)", () =>
    expect(rivalsBesideLists(rivals([[C, [A, B]]]), tied([...list, [C, "n:800"]]))).to.deep.equal(new Map([[C, [A, B]]])));
  it("keeps the rivals of an account where a rival has no sum of its own (a letterhead's account above)", () =>
    expect(rivalsBesideLists(rivals([[B, [A]]]), tied([[B, "n:800"], [C, "n:700"], [D, "n:400"]]))).to.deep.equal(new Map([[B, [A]]])));
  it("keeps the rivals of an account two texts tie different sums to", () =>
    expect(rivalsBesideLists(rivals([[B, [A]]]), tied([[A, "n:1500"], [B, ""], [C, "n:700"], [D, "n:400"]]))).to.deep.equal(new Map([[B, [A]]])));
});
