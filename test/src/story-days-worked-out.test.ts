// With no origins given, a read is not asked about a day the turn tells as when something
// happened (`perdi-o ontem`, the card lost yesterday): that day is the story's, not the window the
// read looks in. A day the turn gives the read itself is still asked about.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    list_transactions: { kind: "read", arguments: { type: "object", additionalProperties: false, properties: { account_id: str, counterparty: str, since: { type: "string", format: "date" } } }, result: { type: "object" } },
  },
} as CatalogueFile;

describe("days a turn tells as its story, on a read, with no origins given", () => {
  it("does not ask a read about the day a card was lost (`perdi-o ontem`)", async () => {
    const s = await assistantSession(catalogue);
    s.read("Vê no extrato quanto a Sofia pediu e devolve-lhe por transferência. Já agora bloqueia o cartão card_77, perdi-o ontem.");
    const a = await s.checkToolCall("list_transactions", { account_id: "acc_joint_3", counterparty: "Sofia", since: "2099-01-05" });
    expect(a.decision).to.equal("allow");
    expect(a.reasons).to.deep.equal(["allow"]);
  });

  it("does not ask a read about the day a card was lost, in English (`I lost it yesterday`)", async () => {
    const s = await assistantSession(catalogue);
    s.read("Check how much Sofia asked for and pay her back. Also freeze card_77, I lost it yesterday.");
    const a = await s.checkToolCall("list_transactions", { account_id: "acc_joint_3", counterparty: "Sofia", since: "2099-01-05" });
    expect(a.decision).to.equal("allow");
    expect(a.reasons).to.deep.equal(["allow"]);
  });

  it("still asks a read whose window leaves out the day the turn gives it (`desde ontem`)", async () => {
    const s = await assistantSession(catalogue);
    s.read("Mostra as transações com a Sofia desde ontem.");
    const a = await s.checkToolCall("list_transactions", { account_id: "acc_joint_3", counterparty: "Sofia", since: "2099-01-05" });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.include("confirm_read");
    expect(a.detail.arguments).to.deep.equal(["since"]);
  });
});
