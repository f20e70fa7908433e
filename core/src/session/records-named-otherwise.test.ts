// A record the person named in their words, left for a sibling of the same list after outside free text was read.
import { expect } from "chai";
import { leafKeys } from "./origins.js";
import { recordNamedOtherwiseMarks, type RecordNamedInputs } from "./records-named-otherwise.js";

describe("a record of a list left for another than the one the person named", () => {
  const accounts = (names: Array<[string, string[]]>, outside = false) => ({
    outside,
    textOutside: outside,
    index: { step: 2, tool: "get_accounts", text: new Map<string, string>(), named: { ids: new Map(names.flatMap(([id], i) => leafKeys(id).map((k) => [k, i + 1] as const))), titles: new Map(names.map(([, words], i) => [i + 1, words] as const)) } },
  });
  const invoice = (textOutside = true) => ({ outside: textOutside, textOutside, index: { step: 1, tool: "read_document", text: new Map([["n:400", "content"]]) } });
  const BANK = accounts([["acc_chk_812", ["current", "account"]], ["acc_sav_813", ["savings"]]]);
  const inputs = (results: RecordNamedInputs["results"], words: string[] = ["pay", "from", "my", "current", "account"], context: string[] = []): RecordNamedInputs => ({ typed: new Set(), context: new Set(context.flatMap((v) => leafKeys(v))), reply: new Set(), typedWords: new Set(words), results });
  const none = () => false;
  const MARK = { level: "untrusted", source: "read_document", on: "from_account", step: 1 };

  it("marks the account the person did not name, where they named its sibling, after an outside text", () => {
    expect(recordNamedOtherwiseMarks({ from_account: "acc_sav_813", amount: 402 }, none, inputs([BANK, invoice()]))).to.deep.equal([MARK]);
  });
  it("leaves the account the person named", () => expect(recordNamedOtherwiseMarks({ from_account: "acc_chk_812" }, none, inputs([BANK, invoice()]))).to.deep.equal([]));
  it("leaves a record when the person named none of the list, or named both", () => {
    expect(recordNamedOtherwiseMarks({ from_account: "acc_sav_813" }, none, inputs([BANK, invoice()], ["pay", "the", "invoice"]))).to.deep.equal([]);
    expect(recordNamedOtherwiseMarks({ from_account: "acc_sav_813" }, none, inputs([BANK, invoice()], ["move", "from", "savings", "to", "current"]))).to.deep.equal([]);
  });
  it("reads only the words that tell the records apart (`account` names neither)", () => {
    const joint = accounts([["acc_1", ["current", "account"]], ["acc_2", ["joint", "account"]]]);
    expect(recordNamedOtherwiseMarks({ from_account: "acc_2" }, none, inputs([joint, invoice()], ["from", "my", "account"]))).to.deep.equal([]);
    expect(recordNamedOtherwiseMarks({ from_account: "acc_2" }, none, inputs([joint, invoice()]))).to.deep.equal([MARK]);
  });
  it("leaves a listing from outside (its names share words with its town)", () => {
    const hotels = accounts([["ht_al_2", ["casa", "vinha"]], ["ht_al_5", ["alenquer"]]], true);
    expect(recordNamedOtherwiseMarks({ hotel_id: "ht_al_2" }, none, inputs([hotels, invoice()], ["hotel", "near", "alenquer"]))).to.deep.equal([]);
  });
  it("leaves a call with no outside free text reported, a value the run's context gives, and one the caller gave an origin", () => {
    expect(recordNamedOtherwiseMarks({ from_account: "acc_sav_813" }, none, inputs([BANK, invoice(false)]))).to.deep.equal([]);
    expect(recordNamedOtherwiseMarks({ from_account: "acc_sav_813" }, none, inputs([BANK, invoice()], undefined, ["acc_sav_813"]))).to.deep.equal([]);
    expect(recordNamedOtherwiseMarks({ from_account: "acc_sav_813" }, (n) => n === "from_account", inputs([BANK, invoice()]))).to.deep.equal([]);
  });
});
