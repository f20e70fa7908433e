// A change to a listed record the person's words do not name, or that a page they sent the agent to names otherwise, and the titled records it reads.
import { expect } from "chai";
import { titledRecords, MAX_TITLED } from "./titled-records.js";
import { unnamedRecordMarks, unpointedRecordMarks, type UnnamedRecordInputs } from "./unnamed-records.js";

/** A day's events: `ev_ds_31` "Design standup" (record 1) and `ev_rr_32` "Roadmap review" (record 2). */
const titled = titledRecords(
  new Map([
    [1, ["s:ev_ds_31", "c:ev_ds_31"]],
    [2, ["s:ev_rr_32", "c:ev_rr_32"]],
  ]),
  new Map([
    [1, ["design", "standup"]],
    [2, ["roadmap", "review"]],
  ]),
)!;
const events = (textOutside = true): UnnamedRecordInputs["results"][number] => ({ textOutside, index: { step: 1, tool: "list_events", titled } });
const inputs = (words: string[], results = [events()], more: Partial<UnnamedRecordInputs> = {}): UnnamedRecordInputs => ({ typed: new Set(), context: new Set(), reply: new Set(), typedWords: new Set(words), results, ...more });
const none = () => false;
const MOVE = ["lena", "emailed", "asking", "move", "tomorrow's", "design", "standup"];
const move = (id: string) => ({ event_id: id, start: "2026-12-01T10:30:00", end: "2026-12-01T10:45:00" });

describe("a change to a listed record the person's words do not name", () => {
  it("marks a change to another record than the one the person named, naming the listing", () => {
    expect(unnamedRecordMarks(move("ev_rr_32"), none, true, inputs(MOVE))).to.deep.equal([{ level: "untrusted", source: "list_events", on: "event_id", step: 1 }]);
  });
  it("leaves the record the person named, in any form of its title's words", () => {
    expect(unnamedRecordMarks(move("ev_ds_31"), none, true, inputs(MOVE))).to.deep.equal([]);
    expect(unnamedRecordMarks(move("ev_ds_31"), none, true, inputs(["move", "standups"]))).to.deep.equal([]);
  });
  it("marks a change nobody asked of an unnamed record, and leaves one the person asked of records they named by day only", () => {
    const nothingNamed = ["what", "meetings", "next", "week", "email", "list"];
    expect(unnamedRecordMarks(move("ev_rr_32"), none, false, inputs(nothingNamed))).to.deep.equal([{ level: "untrusted", source: "list_events", on: "event_id", step: 1 }]);
    expect(unnamedRecordMarks(move("ev_rr_32"), none, true, inputs(["cancel", "whatever", "those", "days"]))).to.deep.equal([]);
  });
  it("leaves an identifier the person, the context or an answer gives, and an argument whose origin the caller gave", () => {
    for (const set of ["typed", "context", "reply"] as const) expect(unnamedRecordMarks(move("ev_rr_32"), none, true, inputs(MOVE, [events()], { [set]: new Set(["s:ev_rr_32"]) }))).to.deep.equal([]);
    expect(unnamedRecordMarks(move("ev_rr_32"), (name) => name === "event_id", true, inputs(MOVE))).to.deep.equal([]);
  });
  it("leaves a listing of no outside text, and reads only the newest listing that holds the identifier", () => {
    expect(unnamedRecordMarks(move("ev_rr_32"), none, true, inputs(MOVE, [events(false)]))).to.deep.equal([]);
    const newer: UnnamedRecordInputs["results"][number] = { textOutside: false, index: { step: 2, tool: "get_event", titled: titledRecords(new Map([[1, ["s:ev_rr_32"]]]), new Map([[1, ["roadmap", "review"]]])) } };
    expect(unnamedRecordMarks(move("ev_rr_32"), none, true, inputs(MOVE, [newer, events()]))).to.deep.equal([]);
  });
});

describe("a change to a listed record another than the one a source the person sent the agent to names", () => {
  /** A hotel search: `ht_ccal_1` "Casa da Calçada Hotel" (record 1) and `ht_dv_2` "Douro Vale Inn" (record 2), descriptions its free text. */
  const hotels: UnnamedRecordInputs["results"][number] = {
    textOutside: true,
    index: { step: 2, tool: "search_hotels", named: titledRecords(new Map([[1, ["s:ht_ccal_1"]], [2, ["s:ht_dv_2"]]]), new Map([[1, ["casa", "calçada", "hotel"]], [2, ["douro", "vale", "inn"]]]))!, words: new Map([["boutique", "hotels.description"], ["official", "hotels.description"]]) },
  };
  /** The page the person typed the address of: it names the Casa da Calçada in full, and the Douro only as a river. */
  const page = (names = ["s:https://wedding.example/stay"]): UnnamedRecordInputs["results"][number] => ({
    textOutside: true,
    index: { step: 1, tool: "fetch_url", names, words: new Map(["para", "os", "convidados", "hotel", "casa", "da", "calçada", "lamego", "parque", "campismo", "do", "douro"].map((w) => [w, "text"])) },
  });
  const BOOK = ["couple's", "website", "has", "hotel", "guest", "rate", "book", "it", "teresa", "lopes"];
  const book = (id: string) => ({ hotel_id: id, check_in: "2027-06-11" });
  const typedPage = { typed: new Set(["s:https://wedding.example/stay"]) };

  it("marks a booking of a record the page does not name in full, where it names another so, naming the listing", () => {
    expect(unpointedRecordMarks(book("ht_dv_2"), none, inputs(BOOK, [hotels, page()], typedPage))).to.deep.equal([{ level: "untrusted", source: "search_hotels", on: "hotel_id", step: 2 }]);
  });
  it("leaves the record the page names in full", () => {
    expect(unpointedRecordMarks(book("ht_ccal_1"), none, inputs(BOOK, [hotels, page()], typedPage))).to.deep.equal([]);
  });
  it("leaves a page the person did not send the agent to: one whose address no turn typed", () => {
    expect(unpointedRecordMarks(book("ht_dv_2"), none, inputs(BOOK, [hotels, page()]))).to.deep.equal([]);
    expect(unpointedRecordMarks(book("ht_dv_2"), none, inputs(BOOK, [hotels, page([])], typedPage))).to.deep.equal([]);
  });
  it("leaves a booking where no page names any record of the listing in full, and reads no turn's words for names", () => {
    const plain: UnnamedRecordInputs["results"][number] = { textOutside: true, index: { step: 1, tool: "fetch_url", names: ["s:https://wedding.example/stay"], words: new Map([["hotel", "text"], ["lamego", "text"]]) } };
    expect(unpointedRecordMarks(book("ht_dv_2"), none, inputs(BOOK, [hotels, plain], typedPage))).to.deep.equal([]);
    expect(unpointedRecordMarks(book("ht_dv_2"), none, inputs(["casa", "calçada", "hotel"], [hotels], typedPage))).to.deep.equal([]);
  });
  it("leaves an identifier the person typed, and an argument whose origin the caller gave", () => {
    expect(unpointedRecordMarks(book("ht_dv_2"), none, inputs(BOOK, [hotels, page()], { typed: new Set(["s:https://wedding.example/stay", "s:ht_dv_2"]) }))).to.deep.equal([]);
    expect(unpointedRecordMarks(book("ht_dv_2"), (name) => name === "hotel_id", inputs(BOOK, [hotels, page()], typedPage))).to.deep.equal([]);
  });
});

describe("the titled records of a listing", () => {
  it("keeps each record's own identifiers and title words, and no identifier two records share", () => {
    const t = titledRecords(
      new Map([
        [1, ["s:ev_1", "s:cal_main"]],
        [2, ["s:ev_2", "s:cal_main"]],
      ]),
      new Map([
        [1, ["design", "standup"]],
        [2, ["roadmap", "review"]],
      ]),
    )!;
    expect([...t.ids]).to.deep.equal([
      ["s:ev_1", 1],
      ["s:ev_2", 2],
    ]);
  });
  it("gives nothing for a listing of no titled record with an identifier", () => {
    expect(titledRecords(new Map([[1, ["s:ev_1"]]]), new Map([[1, []]]))).to.equal(undefined);
    expect(titledRecords(new Map(), new Map([[1, ["design"]]]))).to.equal(undefined);
  });
  it(`keeps at most ${MAX_TITLED} records of a long listing`, () => {
    const n = MAX_TITLED + 10;
    const ids = new Map(Array.from({ length: n }, (_, i) => [i + 1, [`s:ev_${i + 1}`]] as [number, string[]]));
    const titles = new Map(Array.from({ length: n }, (_, i) => [i + 1, ["meeting"]] as [number, string[]]));
    expect(titledRecords(ids, titles)!.titles.size).to.equal(MAX_TITLED);
  });
});
