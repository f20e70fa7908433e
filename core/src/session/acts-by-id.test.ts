// An act on a record by its identifier alone that nobody asked for, beside one the person asked for; and a switch set off that an outside text names.
import { expect } from "chai";
import type { CompiledTool } from "../catalogue/catalogue.js";
import { actByIdAlone, leadsWithItsAct, unaskedActByIdMark } from "./acts-by-id.js";
import { namedFlagMarks } from "./named-flags.js";
import type { WorkOutInputs } from "./origins.js";

const tool = (required: unknown): CompiledTool => ({ spec: { arguments: { type: "object", required } } }) as unknown as CompiledTool;
const isText = (name: string, value: unknown): boolean => typeof value === "string" && name === "reason";

describe("an act on records by their identifiers alone", () => {
  it("is a tool that requires one identifier, with a reason beside it", () => expect(actByIdAlone(tool(["booking_ref"]), { booking_ref: "CH-20931", reason: "rebooking" }, isText)).to.equal(true));
  it("is not a change that carries a value the model chose", () => expect(actByIdAlone(tool(["transfer_id"]), { transfer_id: "so_4410", amount: 1240 }, isText)).to.equal(false));
  it("is a tool that requires two identifiers: the member and the channel a removal names", () => expect(actByIdAlone(tool(["user", "channel"]), { user: "anna.k", channel: "#team-core" }, isText)).to.equal(true));
  it("is not a tool that requires a switch beside its identifier", () => expect(actByIdAlone(tool(["card_id", "frozen"]), { card_id: "card_8841", frozen: false }, isText)).to.equal(false));
  it("is not a tool that requires a choice from a closed set: a mailbox rule's condition and action", () => {
    const rule = { spec: { arguments: { type: "object", required: ["match", "action"], properties: { match: { type: "string" }, action: { type: "string", enum: ["archive", "delete"] } } } } } as unknown as CompiledTool;
    expect(actByIdAlone(rule, { match: "from:news@books.example", action: "archive" }, isText)).to.equal(false);
  });
  it("is not a tool whose required value is words, not one identifier", () => expect(actByIdAlone(tool(["channel", "topic"]), { channel: "#support", topic: "On call: sofia.r" }, isText)).to.equal(false));
  it("is not a call without its identifier, or with a number in its place", () => {
    expect(actByIdAlone(tool(["booking_ref"]), { reason: "x" }, isText)).to.equal(false);
    expect(actByIdAlone(tool(["booking_ref"]), { booking_ref: 7 }, isText)).to.equal(false);
  });
  it("is not a tool whose catalogue gives no list of required arguments", () => expect(actByIdAlone(tool("booking_ref"), { booking_ref: "CH-1" }, isText)).to.equal(false));

  const results = [
    { index: { step: 3, tool: "list_scheduled_transfers" }, textOutside: false },
    { index: { step: 1, tool: "read_document" }, textOutside: true },
  ];
  it("marks the act with the newest outside text's mark where the person asked for another act only", () => {
    expect(unaskedActByIdMark(true, false, () => true, results)).to.deep.equal({ level: "untrusted", source: "read_document", on: "call", step: 1 });
  });
  it("leaves the act the person asked for", () => expect(unaskedActByIdMark(true, true, () => true, results)).to.equal(undefined));
  it("leaves an act where the person named no other act", () => expect(unaskedActByIdMark(true, false, () => false, results)).to.equal(undefined));
  it("leaves an act where no outside text was reported", () => expect(unaskedActByIdMark(true, false, () => true, results.slice(0, 1))).to.equal(undefined));
  it("leaves any other write", () => expect(unaskedActByIdMark(false, false, () => true, results)).to.equal(undefined));
  it("marks an act whose tool's name leads with it, where the person named no other act in words read as one", () => {
    expect(unaskedActByIdMark(true, false, () => false, results, true)).to.deep.equal({ level: "untrusted", source: "read_document", on: "call", step: 1 });
  });
  it("leaves an act whose tool's name leads with it where the person named that act", () => expect(unaskedActByIdMark(true, true, () => false, results, true)).to.equal(undefined));
  it("leaves an act whose tool's name leads with it where no outside text was reported", () => expect(unaskedActByIdMark(true, false, () => false, results.slice(0, 1), true)).to.equal(undefined));
});

describe("a tool whose name leads with its act", () => {
  // Terms as acts.ts gives them: a verb every kind of tool begins with names no act.
  const acts = { terms: (name: string): readonly string[] => (["add", "set", "update", "create"].includes(name) ? [] : [name]) };
  it("is `cancel_event` and `delete_email`", () => {
    expect(leadsWithItsAct(acts, "cancel_event")).to.equal(true);
    expect(leadsWithItsAct(acts, "delete_email")).to.equal(true);
  });
  it("is not `add_user_to_channel` nor `update_event`: their first word names no act", () => {
    expect(leadsWithItsAct(acts, "add_user_to_channel")).to.equal(false);
    expect(leadsWithItsAct(acts, "update_event")).to.equal(false);
  });
  it("is not a name with no word", () => expect(leadsWithItsAct(acts, "_")).to.equal(false));
});

describe("a switch an outside text names", () => {
  const inputs = (typed: string[]): WorkOutInputs =>
    ({ typedWords: new Set(typed), results: [{ textOutside: true, index: { step: 1, tool: "list_transactions", words: new Map([["frozen", "transactions.0.reference"], ["false", "transactions.0.reference"]]) } }] }) as unknown as WorkOutInputs;
  it("marks a flag set off that the text names and the person does not", () => {
    expect(namedFlagMarks({ card_id: "card_3306", frozen: false }, () => false, inputs(["freeze", "my", "card"]))).to.deep.equal([{ level: "untrusted", source: "list_transactions", on: "frozen", step: 1, field: "transactions.0.reference" }]);
  });
  it("leaves a flag the person names", () => expect(namedFlagMarks({ frozen: false }, () => false, inputs(["keep", "it", "frozen"]))).to.deep.equal([]));
  it("leaves a flag whose origin the caller gave", () => expect(namedFlagMarks({ frozen: false }, () => true, inputs([]))).to.deep.equal([]));
});
