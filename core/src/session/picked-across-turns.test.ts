import { expect } from "chai";
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { JOINT_READ_CHARACTERS, pickedAcrossTurns, QUIET_TURNS_PASSED, turnPickedFrom } from "./picked-across-turns.js";

const id = (value: string, superseded?: boolean): TurnValue => ({ kind: "id", text: value, value, ...(superseded ? { superseded } : {}) });
const reading = (values: TurnValue[], language = "pt"): TurnReading => ({ language, read: true, sending: [], destinations: [], values });

/** A list of two orders, then a turn that picks the second. */
const list = { text: "o 8120 e o 8134", reading: reading([id("8120"), id("8134")]) };
const pick = { text: "estorna o segundo", reading: reading([]) };

describe("a record an earlier turn listed, picked in the next turn", () => {
  it("sets apart in the earlier turn the records the two turns read as one leave out", () => {
    const picked = pickedAcrossTurns(list, pick, () => reading([id("8120", true), id("8134")]));
    expect(picked?.values.map((v) => `${v.value}:${v.superseded === true}`)).to.deep.equal(["8120:true", "8134:false"]);
    expect(Object.isFrozen(picked)).to.equal(true);
  });
  it("sets apart a value the joint reading tells as the pick's background, never one it reads as a bound", () => {
    const told = (v: TurnValue): TurnValue => ({ ...v, background: true });
    const bound: TurnValue = { kind: "amount", text: "até 50", value: 50, bound: true };
    const earlier = { text: "o 8120 e o 8134, até 50", reading: reading([id("8120"), id("8134"), { ...bound, bound: undefined }]) };
    const picked = pickedAcrossTurns(earlier, pick, () => reading([told(id("8120")), id("8134"), bound]));
    expect(picked?.values.map((v) => `${v.value}:${v.superseded === true}`)).to.deep.equal(["8120:true", "8134:false", "50:false"]);
  });
  it("sets apart only what the joint reading takes back where it also tells the whole list as background", () => {
    const told = (v: TurnValue): TurnValue => ({ ...v, background: true });
    // `o Pedro tem o pedido 6630 e a Rita o 6631`, then `o do Pedro fica, cancela o da Rita`.
    const picked = pickedAcrossTurns(list, pick, () => reading([told(id("8120", true)), told(id("8134"))]));
    expect(picked?.values.map((v) => `${v.value}:${v.superseded === true}`)).to.deep.equal(["8120:true", "8134:false"]);
  });
  it("keeps a sum the later turn picks by a word told of it, though the joint reading tells it as background", () => {
    const sum = (value: number, toldAs: string[], extra: Partial<TurnValue> = {}): TurnValue => ({ kind: "number", text: String(value), value, toldAs, ...extra });
    // `four rounds of golf at 30, 120 in all, and a buggy for 20`, then `refund the four rounds`.
    const earlier = { text: "four rounds of golf at 30, 120 in all, and a buggy for 20", reading: reading([sum(30, ["$sum"]), sum(120, ["$sum", "round"]), sum(20, ["$sum", "buggy"])], "en") };
    const later = { text: "refund the four rounds", reading: { ...reading([], "en"), picks: "round" } };
    const picked = pickedAcrossTurns(earlier, later, () => reading([sum(30, [], { background: true }), sum(120, [], { background: true }), sum(20, [])], "en"));
    expect(picked?.values.map((v) => `${v.value}:${v.superseded === true}`)).to.deep.equal(["30:true", "120:false", "20:false"]);
  });
  it("reads the two turns as one text, the earlier first", () => {
    let read = "";
    pickedAcrossTurns(list, pick, (text) => ((read = text), reading([])));
    expect(read).to.equal("o 8120 e o 8134\nestorna o segundo");
  });
  it("keeps the earlier turn as read alone where the joint reading takes nothing of it back", () => {
    expect(pickedAcrossTurns(list, pick, () => reading([id("8120"), id("8134")]))).to.equal(undefined);
  });
  it("leaves a value the later turn gives again to the later turn", () => {
    const later = { text: "estorna o 8120", reading: reading([id("8120")]) };
    expect(pickedAcrossTurns(list, later, () => reading([id("8120", true), id("8134"), id("8120")]))).to.equal(undefined);
  });
  it("reads nothing jointly where the earlier turn lists no two values of a kind, the languages differ, or the turns are too long", () => {
    const fail = () => {
      throw new Error("read");
    };
    expect(pickedAcrossTurns({ text: "o 8120", reading: reading([id("8120")]) }, pick, fail)).to.equal(undefined);
    expect(pickedAcrossTurns(list, { text: "refund the second", reading: reading([], "en") }, fail)).to.equal(undefined);
    expect(pickedAcrossTurns({ ...list, text: "x".repeat(JOINT_READ_CHARACTERS) }, pick, fail)).to.equal(undefined);
  });
  it("reads nothing jointly where the later turn names a record of its own, or gives a sum or a day at length; does where it only names where a message goes, or gives a sum in a short pick", () => {
    const fail = () => {
      throw new Error("read");
    };
    const amount: TurnValue = { kind: "amount", text: "50", value: 50 };
    const day: TurnValue = { kind: "date", text: "amanhã", value: "2026-03-03" };
    expect(pickedAcrossTurns(list, { text: "outra coisa", reading: reading([id("8200")]) }, fail)).to.equal(undefined);
    const long = `${"uma história longa ".repeat(8)}e depois`;
    for (const own of [amount, day]) expect(pickedAcrossTurns(list, { text: long, reading: reading([own]) }, fail), own.kind).to.equal(undefined);
    const short = pickedAcrossTurns(list, { text: "reembolsa 50 no segundo", reading: reading([amount]) }, () => reading([id("8120", true), id("8134"), amount]));
    expect(short?.values.map((v) => `${v.value}:${v.superseded === true}`)).to.deep.equal(["8120:true", "8134:false"]);
    const email: TurnValue = { kind: "email", text: "ana@example.com", value: "ana@example.com" };
    const later = { text: "cancela o segundo e avisa a ana@example.com", reading: reading([email]) };
    const picked = pickedAcrossTurns(list, later, () => reading([id("8120", true), id("8134"), email]));
    expect(picked?.values.map((v) => `${v.value}:${v.superseded === true}`)).to.deep.equal(["8120:true", "8134:false"]);
  });
  it("reads jointly where the later turn names a record of its own after a list of sums only: the customer billed for the pick", () => {
    const sum = (value: number, superseded?: boolean): TurnValue => ({ kind: "amount", text: `${value} euros`, value, ...(superseded ? { superseded } : {}) });
    const sums = { text: "dois orçamentos: 620 euros e 845 euros", reading: reading([sum(620), sum(845)]) };
    const billed = { text: "fica o segundo, fatura ao cliente GX-3", reading: reading([id("GX-3")]) };
    const picked = pickedAcrossTurns(sums, billed, () => reading([sum(620, true), sum(845), id("GX-3")]));
    expect(picked?.values.map((v) => `${v.value}:${v.superseded === true}`)).to.deep.equal(["620:true", "845:false"]);
  });
});

describe("a list whose records are read one as an id and one as a bare number", () => {
  it("is a list to pick from: the joint reading is read and the record left out set apart", () => {
    const earlier = { text: "os pedidos 9120 e 9121", reading: reading([id("9120"), { kind: "number", text: "9121", value: 9121 }]) };
    const picked = pickedAcrossTurns(earlier, pick, () => reading([id("9120", true), { kind: "number", text: "9121", value: 9121 }]));
    expect(picked?.values.map((v) => `${v.value}:${v.superseded === true}`)).to.deep.equal(["9120:true", "9121:false"]);
  });
});

describe("the turn a pick is read against, past turns that give no value", () => {
  const quiet = (text: string) => ({ text, reading: reading([]) });
  it("is the turn before where it gives a value, listed or not", () => {
    const request = { text: "cancela o 8120", reading: reading([id("8120")]) };
    expect(turnPickedFrom([request, list])).to.equal(request);
    expect(turnPickedFrom([list])).to.equal(list);
  });
  it("is the list past acknowledgements and words of waiting that give no value", () => {
    expect(turnPickedFrom([quiet("blz, vou ver aqui"), list])).to.equal(list);
    expect(turnPickedFrom([quiet("ok"), quiet("hold on, checking"), list])).to.equal(list);
  });
  it("is none past more quiet turns than a pick points back across, past a turn not read, or where no turn gives a value", () => {
    const many = Array.from({ length: QUIET_TURNS_PASSED + 1 }, (_, i) => quiet(`ok ${"!".repeat(i)}`));
    expect(turnPickedFrom([...many, list])).to.equal(undefined);
    const unread = { text: "สวัสดีครับ", reading: { ...reading([]), read: false } };
    expect(turnPickedFrom([unread, list])).to.equal(undefined);
    expect(turnPickedFrom([quiet("ok")])).to.equal(undefined);
    expect(turnPickedFrom([])).to.equal(undefined);
  });
});
