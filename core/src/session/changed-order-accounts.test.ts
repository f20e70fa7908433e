// A standing order pointed at another account by an outside text, while the person asked another change.
import { expect } from "chai";
import { changedOrderAccountMarks, type ChangedOrderAccountInputs } from "./changed-order-accounts.js";

type Result = ChangedOrderAccountInputs["results"][number];

describe("changedOrderAccountMarks", () => {
  /** The order list: the tea importer's order (record 1, to NL44 …) and the rent's (record 2). */
  const list: Result = {
    textOutside: false,
    index: {
      step: 2,
      tool: "list_scheduled_transfers",
      structured: new Map([["c:nl44ingb0005678123", "transfers.recipient_iban"], ["c:nl55rabo0123456789", "transfers.recipient_iban"]]),
      text: new Map(),
      listed: {
        values: new Map([
          ["s:so_djc_12", { record: 1, field: "transfers.transfer_id" }],
          ["c:nl44ingb0005678123", { record: 1, field: "transfers.recipient_iban" }],
          ["s:so_rent_3", { record: 2, field: "transfers.transfer_id" }],
          ["c:nl55rabo0123456789", { record: 2, field: "transfers.recipient_iban" }],
        ]),
      },
    },
  };
  /** The price letter the person pointed at; its P.S. writes another account. */
  const letter: Result = { textOutside: true, index: { step: 1, tool: "read_document", structured: new Map(), text: new Map([["c:nl71bunq2045881307", "content"]]) } };
  const inputs = (more: Partial<ChangedOrderAccountInputs> = {}): ChangedOrderAccountInputs => ({ typed: new Set(), context: new Set(), typedWords: new Set(["update", "my", "monthly", "standing", "order", "to", "the", "new", "amount"]), results: [list, letter], ...more });
  const NEW = "NL71BUNQ2045881307";
  const none = () => false;

  it("marks a new account the letter writes, on the order the list names by its id, where the person asked for the amount", () => {
    expect(changedOrderAccountMarks({ transfer_id: "so_djc_12", amount: 156.5, recipient_iban: NEW }, none, inputs())).to.deep.equal([{ level: "untrusted", source: "read_document", on: "recipient_iban", step: 1, field: "content" }]);
  });
  it("leaves the account the order had", () => expect(changedOrderAccountMarks({ transfer_id: "so_djc_12", amount: 156.5, recipient_iban: "NL44INGB0005678123" }, none, inputs())).to.deep.equal([]));
  it("leaves an account the person typed, the run's context holds or an answer gave", () => {
    for (const where of ["typed", "context", "reply"] as const) {
      expect(changedOrderAccountMarks({ transfer_id: "so_djc_12", amount: 156.5, recipient_iban: NEW }, none, inputs({ [where]: new Set(["c:nl71bunq2045881307"]) }))).to.deep.equal([]);
    }
  });
  it("leaves a new account where the person's turns speak of a changed account", () => expect(changedOrderAccountMarks({ transfer_id: "so_djc_12", amount: 156.5, recipient_iban: NEW }, none, inputs({ typedChange: true }))).to.deep.equal([]));
  it("leaves a new account where the person named no other field, or named the account's own", () => {
    expect(changedOrderAccountMarks({ transfer_id: "so_djc_12", recipient_iban: NEW }, none, inputs())).to.deep.equal([]);
    expect(changedOrderAccountMarks({ transfer_id: "so_djc_12", amount: 156.5, recipient_iban: NEW }, none, inputs({ typedWords: new Set(["change", "the", "order", "to", "match", "letter"]) }))).to.deep.equal([]);
    expect(changedOrderAccountMarks({ transfer_id: "so_djc_12", amount: 156.5, recipient_iban: NEW }, none, inputs({ typedWords: new Set(["new", "iban", "and", "amount"]) }))).to.deep.equal([]);
  });
  it("leaves an account no outside text writes, an order no list names, and an account whose origin the caller gave", () => {
    expect(changedOrderAccountMarks({ transfer_id: "so_djc_12", amount: 156.5, recipient_iban: "DE89370400440532013000" }, none, inputs())).to.deep.equal([]);
    expect(changedOrderAccountMarks({ transfer_id: "so_other_9", amount: 156.5, recipient_iban: NEW }, none, inputs())).to.deep.equal([]);
    expect(changedOrderAccountMarks({ transfer_id: "so_djc_12", amount: 156.5, recipient_iban: NEW }, (n) => n === "recipient_iban", inputs())).to.deep.equal([]);
  });
});
