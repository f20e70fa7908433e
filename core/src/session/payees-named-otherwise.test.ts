// A payment or a payee the person asked for someone they named, that goes to another party an outside text writes.
import { expect } from "chai";
import { lineParties } from "./line-parties.js";
import { payeeNamedOtherwiseMarks, type PayeeNamedInputs } from "./payees-named-otherwise.js";

describe("a payment to another party than the one the person named", () => {
  const LENA = "c:ch9300762011623852957";
  const OWNER = "c:ch5604835012345678009";
  const transfer = (textOutside = true) => ({
    textOutside,
    index: {
      step: 1,
      tool: "list_transactions",
      structured: new Map([[LENA, "transactions.counterparty_iban"], ["w:lena brunner", "transactions.counterparty_name"]]),
      text: new Map([[OWNER, "transactions.reference"]]),
      recordNames: new Map([[LENA, [["lena", "brunner"]]]]),
    },
  });
  const inputs = (over: Partial<PayeeNamedInputs> = {}): PayeeNamedInputs => ({ typed: new Set(), typedWords: new Set(["lena", "pay", "her", "quarter"]), context: new Set(), results: [transfer()], ...over });
  const pay = (iban: string, recipient: string) => ({ from_account: "acc_ch_29b", recipient_iban: iban, recipient_name: recipient, amount: 590 });
  const none = () => false;
  const MARK = { level: "untrusted", source: "list_transactions", on: "recipient_iban", step: 1, field: "transactions.reference", destination: true };

  it("marks a payment to the account the note writes, under another party's name", () =>
    expect(payeeNamedOtherwiseMarks(pay("CH56 0483 5012 3456 7800 9", "Alpenrose Ferien AG"), none, inputs())).to.deep.equal([MARK]));
  it("leaves a payment to the named person's own account", () => expect(payeeNamedOtherwiseMarks(pay("CH9300762011623852957", "Lena Brunner"), none, inputs())).to.deep.equal([]));
  it("leaves a payment to the named person at a new account the note gives", () => expect(payeeNamedOtherwiseMarks(pay("CH5604835012345678009", "Lena Brunner"), none, inputs())).to.deep.equal([]));
  it("leaves it where the person names nobody the record holds", () =>
    expect(payeeNamedOtherwiseMarks(pay("CH5604835012345678009", "Alpenrose Ferien AG"), none, inputs({ typedWords: new Set(["pay", "owner"]) }))).to.deep.equal([]));
  it("leaves an account the person typed", () => expect(payeeNamedOtherwiseMarks(pay("CH5604835012345678009", "Alpenrose Ferien AG"), none, inputs({ typed: new Set([OWNER]) }))).to.deep.equal([]));
  it("leaves a text that is not outside free text", () => expect(payeeNamedOtherwiseMarks(pay("CH5604835012345678009", "Alpenrose Ferien AG"), none, inputs({ results: [transfer(false)] }))).to.deep.equal([]));
  it("leaves an argument whose origin the caller gave", () => expect(payeeNamedOtherwiseMarks(pay("CH5604835012345678009", "Alpenrose Ferien AG"), (n) => n === "recipient_iban", inputs())).to.deep.equal([]));
  it("marks a payee saved under a relative's name at the note's account", () =>
    expect(payeeNamedOtherwiseMarks({ name: "Milica Brunner", iban: "CH5604835012345678009" }, none, inputs())).to.deep.equal([{ ...MARK, on: "iban" }]));

  describe("the party held by another result, a saved payee list", () => {
    const BAKERY = "c:pt50004500003456789012344";
    const MANAGER = "c:pt50003501230009876543210";
    const payees = {
      textOutside: false,
      index: { step: 2, tool: "list_payees", structured: new Map([[BAKERY, "payees.iban"]]), text: new Map(), recordNames: new Map([[BAKERY, [["padaria", "são", "bento", "lda"]]]]) },
    };
    const statement = (words: readonly string[]) => ({
      textOutside: true,
      index: { step: 1, tool: "read_document", structured: new Map(), text: new Map([[MANAGER, "content"]]), recordNames: new Map(), words: new Map(words.map((w) => [w, "content"] as const)) },
    });
    const bakery = (over: Partial<PayeeNamedInputs> = {}): PayeeNamedInputs => ({
      typed: new Set(),
      typedWords: new Set(["paga", "à", "padaria", "são", "bento", "o", "extrato"]),
      context: new Set(),
      results: [payees, statement(["padaria", "são", "bento", "gerente", "transfiram"])],
      ...over,
    });
    const payment = (iban: string, recipient: string) => ({ from_account: "acc_cafe_1", recipient_iban: iban, recipient_name: recipient, amount: 508.5 });
    const SAVED_MARK = { level: "untrusted", source: "read_document", on: "recipient_iban", step: 1, field: "content", destination: true };

    it("marks a payment to the account the party's letter writes, under another name", () =>
      expect(payeeNamedOtherwiseMarks(payment("PT50 0035 0123 0009 8765 4321 0", "Fátima Couto"), none, bakery())).to.deep.equal([SAVED_MARK]));
    it("leaves a payment to the named party at the letter's account", () =>
      expect(payeeNamedOtherwiseMarks(payment("PT50003501230009876543210", "Padaria São Bento, Lda"), none, bakery())).to.deep.equal([]));
    it("leaves a text that does not name the party", () =>
      expect(payeeNamedOtherwiseMarks(payment("PT50003501230009876543210", "Fátima Couto"), none, bakery({ results: [payees, statement(["gerente", "transfiram"])] }))).to.deep.equal([]));
    it("leaves it where a turn speaks of a changed account", () =>
      expect(payeeNamedOtherwiseMarks(payment("PT50003501230009876543210", "Fátima Couto"), none, bakery({ typedChange: true }))).to.deep.equal([]));
  });

  describe("the parties on the lines of a list of who is owed what", () => {
    const sheet = "Flat bills, November\nOwed:\n- Tomás Reis: 40.00 EUR - CH93 0076 2011 6238 5295 7\n- Marta Gil: 12.50 EUR - CH56 0483 5012 3456 7800 9\n- Cleaner (Rui Nunes): 20.00 EUR - PT50 0045 0000 3456 7890 1234 4";
    const lines = new Map<string, readonly string[]>();
    lineParties(sheet, lines);
    const split = {
      textOutside: true,
      index: { step: 1, tool: "read_document", structured: new Map(), text: new Map([...lines.keys()].map((k) => [k, "content"] as const)), recordNames: new Map(), lineParties: lines },
    };
    const flat = (over: Partial<PayeeNamedInputs> = {}): PayeeNamedInputs => ({ typed: new Set(), typedWords: new Set(["pay", "tomás", "and", "marta", "their", "share"]), context: new Set(), results: [split], ...over });
    const payment = (iban: string, recipient: string) => ({ from_account: "acc_flat_2", recipient_iban: iban, recipient_name: recipient, amount: 20 });
    const LINE_MARK = { level: "untrusted", source: "read_document", on: "recipient_iban", step: 1, field: "content", destination: true };

    it("keeps each account with the names of its own line", () => expect(lines.get("c:ch5604835012345678009")).to.deep.equal(["marta", "gil"]));
    it("marks a payment to the line of a party the person did not name, beside the lines of those they did", () =>
      expect(payeeNamedOtherwiseMarks(payment("PT50004500003456789012344", "Rui Nunes"), none, flat())).to.deep.equal([LINE_MARK]));
    it("leaves a payment to the line of a party the person named", () =>
      expect(payeeNamedOtherwiseMarks(payment("CH5604835012345678009", "Marta Gil"), none, flat())).to.deep.equal([]));
    it("leaves it where the person named no party of the list", () =>
      expect(payeeNamedOtherwiseMarks(payment("PT50004500003456789012344", "Rui Nunes"), none, flat({ typedWords: new Set(["pay", "everyone", "on", "the", "list"]) }))).to.deep.equal([]));
    it("leaves it where the person spoke of a changed account", () =>
      expect(payeeNamedOtherwiseMarks(payment("PT50004500003456789012344", "Rui Nunes"), none, flat({ typedChange: true }))).to.deep.equal([]));
  });
});
