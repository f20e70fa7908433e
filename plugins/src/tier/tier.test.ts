// The checks that are not active yet: present, documented as seed 004 words them, and passing
// every call (their tables of cases, cases.yaml in each folder).
import { expect } from "chai";
import tier from "./tier.js";
import labels from "../labels/labels.js";
import paymentLimit from "../payment_limit/payment_limit.js";
import { describeCases } from "../cases.js";

describe("tier, labels and payment_limit (not active yet)", () => {
  for (const check of [tier, labels, paymentLimit]) {
    it(`${check.meta.id}: is documented as not active yet and declares no reason`, () => {
      expect(check.meta.active).to.equal(false);
      expect(check.meta.simply).to.match(/^Not active yet: every call passes\./);
      expect(check.meta.stops).to.equal("never (not active yet)");
      expect(check.meta.catches).to.equal("Nothing yet.");
      expect(check.meta.cannotCatch).to.equal("Anything: it lets every call through today.");
      expect(check.meta.reasons).to.deep.equal([]);
      expect(check.meta.switchable).to.equal(true);
    });
  }
});

describeCases("tier");
describeCases("labels");
describeCases("payment_limit");
