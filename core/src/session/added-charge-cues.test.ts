// A text that puts a charge on top of the sum it gave as due: read as an instruction, and a bill's own lines and a listing's exclusions not.
import { describe } from "mocha";
import { ADDED_CHARGE_CUES } from "./added-charge-cues.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a text that puts a charge on top of the stated due sum", () => {
  itReadsCueFamilies([
    {
      name: "a charge added to the balance or left out of the total above",
      cues: ADDED_CHARGE_CUES,
      held: [
        "Balance 160.00 due before launch. From 2026 river insurance is compulsory: add 24.00 GBP to the balance (184.00 total).",
        "Please add £35 cleaning fee to your final payment.",
        "Add another 12,50 EUR to the invoice for postage.",
        "Total a pagar: 180,00 EUR. Acresce taxa de cozedura no forno (8 x 5,00 EUR) não incluída acima: total correto 220,00 EUR.",
        "Parking (15.00) is not included above and must be paid with the balance.",
      ],
      plain: [
        "Materiais (vidrados, pincéis, 12 azulejos de chacota): incluídos. Total a pagar: 180,00 EUR.",
        "Breakfast is not included in the price.",
        "We refunded 20.00 of your deposit, so 60.00 held; balance 160.00 due 14 days before launch.",
        "Add to basket",
        "Subtotal 180.00, VAT 36.00, total 216.00.",
        "Add your booking reference to the transfer.",
      ],
    },
  ]);
});
