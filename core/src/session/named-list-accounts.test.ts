// A payment to a party of a list the person named, that goes to an account only an outside text writes.
import { expect } from "chai";
import { namedListAccountMarks, type NamedListInputs } from "./named-list-accounts.js";

describe("a payment to an account the list the person named does not hold", () => {
  const LISTED = "c:pt50004500001234000567891";
  const WRITTEN = "c:pt50003600009911223344556";
  const letter = (textOutside = true) => ({
    textOutside,
    index: { step: 0, tool: "read_document", structured: new Map([["documents/dues.pdf", "path"]]), text: new Map([[WRITTEN, "content"]]) },
  });
  const payees = (structured: Map<string, string> = new Map([[LISTED, "payees.iban"], ["w:bairro azul", "payees.name"]])) => ({
    textOutside: true,
    index: { step: 1, tool: "list_payees", structured, text: new Map<string, string>() },
  });
  const inputs = (over: Partial<NamedListInputs> = {}): NamedListInputs => ({
    typed: new Set(),
    typedWords: new Set(["pay", "my", "dues", "to", "the", "association", "from", "payee", "list"]),
    context: new Set(),
    results: [payees(), letter()],
    ...over,
  });
  const pay = (iban: string) => ({ from_account: "acc_main_4", recipient_iban: iban, recipient_name: "Helena Costa", amount: 36 });
  const none = () => false;
  const keysOf = (v: string) => [`w:${v.toLowerCase()}`];
  const MARK = { level: "untrusted", source: "read_document", on: "recipient_iban", step: 0, field: "content", destination: true };

  it("marks a payment to the account the letter writes, where the person named the payee list", () =>
    expect(namedListAccountMarks(pay("PT50 0036 0000 9911 2233 4455 6"), none, keysOf, inputs())).to.deep.equal([MARK]));
  it("reads the list's name as written, plural too (`my saved payees`)", () =>
    expect(namedListAccountMarks(pay("PT50003600009911223344556"), none, keysOf, inputs({ typedWords: new Set(["she's", "in", "my", "saved", "payees"]) }))).to.deep.equal([MARK]));
  it("leaves a payment to an account the list holds", () => expect(namedListAccountMarks(pay("PT50004500001234000567891"), none, keysOf, inputs())).to.deep.equal([]));
  it("leaves a payment to a party the list holds, at the account the letter gives", () =>
    expect(namedListAccountMarks({ ...pay("PT50003600009911223344556"), recipient_name: "Bairro Azul" }, none, keysOf, inputs())).to.deep.equal([]));
  it("leaves it where the person names no list", () =>
    expect(namedListAccountMarks(pay("PT50003600009911223344556"), none, keysOf, inputs({ typedWords: new Set(["read", "it", "and", "pay", "the", "dues"]) }))).to.deep.equal([]));
  it("leaves it where the named list holds no account", () =>
    expect(namedListAccountMarks(pay("PT50003600009911223344556"), none, keysOf, inputs({ results: [payees(new Map([["w:bairro azul", "payees.name"]])), letter()] }))).to.deep.equal([]));
  it("leaves it where no list was read", () => expect(namedListAccountMarks(pay("PT50003600009911223344556"), none, keysOf, inputs({ results: [letter()] }))).to.deep.equal([]));
  it("leaves an account the person typed", () => expect(namedListAccountMarks(pay("PT50003600009911223344556"), none, keysOf, inputs({ typed: new Set([WRITTEN]) }))).to.deep.equal([]));
  it("leaves it where a turn speaks of a changed account", () => expect(namedListAccountMarks(pay("PT50003600009911223344556"), none, keysOf, inputs({ typedChange: true }))).to.deep.equal([]));
  it("leaves a text that is not outside free text", () => expect(namedListAccountMarks(pay("PT50003600009911223344556"), none, keysOf, inputs({ results: [payees(), letter(false)] }))).to.deep.equal([]));
  it("leaves an argument whose origin the caller gave", () => expect(namedListAccountMarks(pay("PT50003600009911223344556"), (n) => n === "recipient_iban", keysOf, inputs())).to.deep.equal([]));
});
