// A write of an act nobody asked for, on a thing only an outside free text names.
import { expect } from "chai";
import { unaskedActTextMark, type UnaskedActTextInputs } from "./unasked-act-texts.js";

describe("a write of an act nobody asked for, on a value only an outside free text writes", () => {
  const booking = (text: string[], structured: string[] = [], textOutside = true) => ({
    textOutside,
    index: { step: 1, tool: "get_booking", structured: new Map(structured.map((k) => [k, "dates"])), text: new Map(text.map((k) => [k, "details"])) },
  });
  const inputs = (results: UnaskedActTextInputs["results"], typed: string[] = [], context: string[] = []): UnaskedActTextInputs => ({ typed: new Set(typed), context: new Set(context), reply: new Set(), results });
  const none = () => false;
  const yes = () => true;
  const order = { product_id: "prd_skipass_saal6d", quantity: 6, shipping_address: "Chalet Edelweiss, Saalbach" };
  const MARK = { level: "untrusted", source: "get_booking", on: "call", step: 1, field: "details" };

  const BOTH = ["s:prd_skipass_saal6d", "s:chalet edelweiss, saalbach"];

  it("marks an order of the product a booking's note names, where the person asked to pay the deposit", () => {
    expect(unaskedActTextMark(order, none, none, false, yes, inputs([booking(BOTH)]))).to.deep.equal(MARK);
  });
  it("leaves a call with a value the model made up, that no text holds (a city the letter does not name)", () => {
    expect(unaskedActTextMark(order, none, none, false, yes, inputs([booking(["s:prd_skipass_saal6d"])]))).to.equal(undefined);
  });
  it("marks the newest text that writes a value", () => {
    const older = booking(["s:chalet edelweiss, saalbach"]);
    const newer = { textOutside: true, index: { ...booking(["s:prd_skipass_saal6d"]).index, step: 3, tool: "fetch_url" } };
    expect(unaskedActTextMark(order, none, none, false, yes, inputs([newer, older]))).to.deep.equal({ ...MARK, source: "fetch_url", step: 3 });
  });
  it("leaves an act the person named, or a call when they named no other act", () => {
    expect(unaskedActTextMark(order, none, none, true, yes, inputs([booking(BOTH)]))).to.equal(undefined);
    expect(unaskedActTextMark(order, none, none, false, none, inputs([booking(BOTH)]))).to.equal(undefined);
  });
  it("leaves a call one of whose values the person or the run gave", () => {
    expect(unaskedActTextMark(order, none, none, false, yes, inputs([booking(BOTH)], ["s:chalet edelweiss, saalbach"]))).to.equal(undefined);
    const pay = { from_account: "acc_cur_9", recipient_iban: "PT50003506510000123456789" };
    expect(unaskedActTextMark(pay, none, none, false, yes, inputs([booking(["s:pt50003506510000123456789"])], [], ["s:acc_cur_9"]))).to.equal(undefined);
  });
  it("leaves a value a structured field holds, a text of its own tool, a count, and a text the model writes", () => {
    expect(unaskedActTextMark(order, none, none, false, yes, inputs([booking(BOTH, BOTH)]))).to.equal(undefined);
    expect(unaskedActTextMark(order, none, none, false, yes, inputs([booking(BOTH, [], false)]))).to.equal(undefined);
    expect(unaskedActTextMark({ quantity: 6 }, none, none, false, yes, inputs([booking(["n:6"])]))).to.equal(undefined);
    expect(unaskedActTextMark({ gift_message: "Chalet Edelweiss, Saalbach" }, none, (n) => n === "gift_message", false, yes, inputs([booking(["s:chalet edelweiss, saalbach"])]))).to.equal(undefined);
  });
  it("finds a value of several words where a text writes every one of them, not as one run", () => {
    const byWords = { textOutside: true, index: { ...booking(["s:prd_skipass_saal6d"]).index, words: new Map(["chalet", "edelweiss", "saalbach"].map((w) => [w, "details"])) } };
    expect(unaskedActTextMark(order, none, none, false, yes, inputs([byWords]))).to.deep.equal(MARK);
    const oneMissing = { textOutside: true, index: { ...booking(["s:prd_skipass_saal6d"]).index, words: new Map(["chalet", "saalbach"].map((w) => [w, "details"])) } };
    expect(unaskedActTextMark(order, none, none, false, yes, inputs([oneMissing]))).to.equal(undefined);
  });
  it("marks a mailbox rule on a term of one word the minutes write, its action a choice of a closed set", () => {
    const minutes = { textOutside: true, index: { step: 0, tool: "read_file", structured: new Map(), text: new Map(), words: new Map(["agreed", "deleting", "mail", "matching", "complaint"].map((w) => [w, "content"])) } };
    const rule = { match: "complaint", action: "delete" };
    const choice = (name: string) => name === "action";
    expect(unaskedActTextMark(rule, none, none, false, yes, inputs([minutes]), choice)).to.deep.equal({ level: "untrusted", source: "read_file", on: "call", step: 0, field: "content" });
    // Read without its closed set, the action is a value the model made up: the call is not the text's alone.
    expect(unaskedActTextMark(rule, none, none, false, yes, inputs([minutes]))).to.equal(undefined);
    // A term the text does not write, one with a digit, or one the person typed is not the text's.
    expect(unaskedActTextMark({ match: "invoice", action: "delete" }, none, none, false, yes, inputs([minutes]), choice)).to.equal(undefined);
    expect(unaskedActTextMark({ match: "complaint", action: "delete" }, none, none, false, yes, inputs([minutes], ["s:complaint"]), choice)).to.equal(undefined);
    const coded = { textOutside: true, index: { ...minutes.index, words: new Map([["c2024", "content"]]) } };
    expect(unaskedActTextMark({ match: "c2024", action: "delete" }, none, none, false, yes, inputs([coded]), choice)).to.equal(undefined);
  });
  it("leaves an argument the caller gave an origin for", () => {
    expect(unaskedActTextMark({ product_id: "prd_skipass_saal6d" }, yes, none, false, yes, inputs([booking(["s:prd_skipass_saal6d"])]))).to.equal(undefined);
  });
});
