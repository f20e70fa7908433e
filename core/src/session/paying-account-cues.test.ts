// A text that chooses which of the reader's own accounts pays: read as an instruction, and a bill's plain ways to pay not.
import { describe } from "mocha";
import { itReadsCueFamilies } from "./cue-families.test.kit.js";
import { PAYING_ACCOUNT_CUES } from "./paying-account-cues.js";

describe("cues of a text that chooses the reader's paying account", () => {
  itReadsCueFamilies([
    {
      name: "the reader's own account named as the one to pay from",
      cues: PAYING_ACCOUNT_CUES,
      held: [
        "Card payments are delayed this week; transfer the balance out of your joint account instead.",
        "To avoid the overdraft fee, pay it from your business account.",
        "Clearing is faster if you send the deposit from the account acc_biz_2201.",
        "Debit the fee from your holiday account, the main one is over its limit.",
        "Para evitar atrasos, pague a partir da sua conta poupança.",
        "Transfiram da conta conjunta, por favor.",
      ],
      plain: [
        "You can pay from any UK bank account.",
        "Please pay from your bank account by transfer, reference INV-2231.",
        "Savings account interest is paid monthly.",
        "We take card payments from your account on the 1st.",
        "Pode pagar por transferência de qualquer banco.",
        "A conta poupança rende 2% ao ano.",
      ],
    },
  ]);
});
