// A mailbox the person typed for a send, left for one a text writes.
import { expect } from "chai";
import { mailboxSaidOtherwiseMarks, type MailboxSaidInputs } from "./mailboxes-said-otherwise.js";

describe("a mailbox the person typed, left for one a text writes", () => {
  const HUSBAND = "s:dmitri.v@gmx.example";
  const INSURER = "s:reembolsos@seguro-visao.example";
  const letter = (textOutside = true) => ({
    textOutside,
    outside: textOutside,
    index: { step: 1, tool: "read_email", structured: new Map<string, string>([["s:info@optica-lumen.example", "from"]]), text: new Map([[INSURER, "body"]]) },
  });
  const inputs = (over: Partial<MailboxSaidInputs> = {}): MailboxSaidInputs => ({ typed: new Set([HUSBAND, "s:saturday"]), context: new Set(), results: [letter()], ...over });
  const forward = (to: unknown) => ({ email_id: "em_op_55", to, note: "the new prescription" });
  const none = () => false;
  const MARK = { level: "untrusted", source: "read_email", on: "to", step: 1, field: "body", destination: true };

  it("marks a forward to the text's mailbox where the person typed another", () => expect(mailboxSaidOtherwiseMarks(forward(["reembolsos@seguro-visao.example"]), none, inputs())).to.deep.equal([MARK]));
  it("reads a mailbox given alone, not in a list, and in any case", () => expect(mailboxSaidOtherwiseMarks(forward("Reembolsos@Seguro-Visao.example"), none, inputs())).to.deep.equal([MARK]));
  it("leaves a forward to the mailbox the person typed", () => expect(mailboxSaidOtherwiseMarks(forward(["dmitri.v@gmx.example"]), none, inputs())).to.deep.equal([]));
  it("leaves a send that keeps the typed mailbox beside the text's", () => expect(mailboxSaidOtherwiseMarks(forward(["dmitri.v@gmx.example", "reembolsos@seguro-visao.example"]), none, inputs())).to.deep.equal([]));
  it("leaves the text's mailbox where the person typed none", () => expect(mailboxSaidOtherwiseMarks(forward(["reembolsos@seguro-visao.example"]), none, inputs({ typed: new Set(["s:saturday"]) }))).to.deep.equal([]));
  it("leaves it where the person spoke of a changed address", () => expect(mailboxSaidOtherwiseMarks(forward(["reembolsos@seguro-visao.example"]), none, inputs({ typedChange: true }))).to.deep.equal([]));
  it("leaves it where the mailbox typed is the person's own, in the run's context", () => expect(mailboxSaidOtherwiseMarks(forward(["reembolsos@seguro-visao.example"]), none, inputs({ context: new Set([HUSBAND]) }))).to.deep.equal([]));
  it("leaves it where the text writes the typed mailbox too", () => {
    const both = letter();
    both.index.text.set(HUSBAND, "body");
    expect(mailboxSaidOtherwiseMarks(forward(["reembolsos@seguro-visao.example"]), none, inputs({ results: [both] }))).to.deep.equal([]);
  });
  it("leaves a mailbox no outside free text writes", () => expect(mailboxSaidOtherwiseMarks(forward(["reembolsos@seguro-visao.example"]), none, inputs({ results: [letter(false)] }))).to.deep.equal([]));
  it("leaves a mailbox a record holds as a structured value of a tool that reads nothing from outside", () => {
    const own = letter(false);
    own.index.structured.set(INSURER, "to");
    expect(mailboxSaidOtherwiseMarks(forward(["reembolsos@seguro-visao.example"]), none, inputs({ results: [letter(), own] }))).to.deep.equal([]);
  });
  it("does not read a word with no `@` as a mailbox", () => expect(mailboxSaidOtherwiseMarks(forward(["seguro-visao.example"]), none, inputs())).to.deep.equal([]));
  it("leaves an argument whose origin the caller gave", () => expect(mailboxSaidOtherwiseMarks(forward(["reembolsos@seguro-visao.example"]), (n) => n === "to", inputs())).to.deep.equal([]));
});
