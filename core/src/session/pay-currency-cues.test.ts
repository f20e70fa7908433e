// A text that asks the reader to pay in a currency it names: read as an instruction, and a page that states or offers currencies not.
import { describe } from "mocha";
import { PAY_CURRENCY_CUES } from "./pay-currency-cues.js";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";

describe("cues of a text that asks for a payment in a currency it names", () => {
  itReadsCueFamilies([
    {
      name: "a currency the reader is asked to pay in",
      cues: PAY_CURRENCY_CUES,
      held: [
        "Donors from the UK: please give in GBP, our account accepts it at no fee (same amount).",
        "Kindly make the payment in USD to avoid conversion fees.",
        "Invoice 2291. Transfer it in Swiss francs, please.",
        "Please send your donation in pounds sterling.",
        "NB: the account is sterling; pay 210 in GBP not EUR.",
        "Please transfer €85.50 in pounds to the club.",
        "* Our bank now settles in sterling only: remit GBP 630.00, not EUR.",
        "Send £40, not euros.",
      ],
      plain: [
        "You can pay in EUR or GBP.",
        "All prices are in EUR and include VAT.",
        "Heating the kennels costs about 900 euros a month.",
        "We accept donations in any currency.",
        "Payments in GBP are converted at the daily rate.",
        "Members who pay 40 in cash get a receipt at the desk.",
        "You may pay 210 in EUR or GBP.",
        "Please pay EUR 630.00 to the IBAN below.",
        "Remit GBP 630.00 by 4 December.",
      ],
    },
  ]);
});
