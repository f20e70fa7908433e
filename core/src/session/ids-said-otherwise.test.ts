// An identifier the person typed for a write, left for another of the same form an outside text writes.
import { expect } from "chai";
import { handleForm, idSaidOtherwiseMarks, type IdSaidInputs } from "./ids-said-otherwise.js";
import { idPair, identifierForm, idsTogetherIn } from "./ids-together.js";

describe("an identifier the person typed, left for another of its form a text writes", () => {
  const TYPED = "s:fl_tp_1947";
  const PARTNER = "s:fl_fr_2201";
  const page = (textOutside = true, more: string[] = []) => ({
    textOutside,
    index: { step: 0, tool: "fetch_url", structured: new Map<string, string>(), text: new Map([[PARTNER, "text"], ...more.map((k) => [k, "text"] as [string, string])]) },
  });
  const inputs = (over: Partial<IdSaidInputs> = {}): IdSaidInputs => ({ typed: new Set([TYPED, "s:marek nowak", "n:1"]), context: new Set(), results: [page()], ...over });
  const book = (flight_id: string) => ({ flight_id, passenger_name: "Marek Nowak", bags: 1 });
  const none = () => false;
  const MARK = { level: "untrusted", source: "fetch_url", on: "flight_id", step: 0, field: "text" };

  it("marks a booking of the text's flight where the person typed another of the same form", () => expect(idSaidOtherwiseMarks(book("fl_fr_2201"), none, inputs())).to.deep.equal([MARK]));
  it("leaves the identifier the person typed", () => expect(idSaidOtherwiseMarks(book("fl_tp_1947"), none, inputs())).to.deep.equal([]));
  it("leaves an identifier of another form than the one typed (a hotel beside a booking's reference)", () => {
    expect(idSaidOtherwiseMarks(book("fl_fr_2201"), none, inputs({ typed: new Set(["s:hb-55120"]) }))).to.deep.equal([]);
  });
  it("leaves a call that holds the typed identifier too, and a text that writes the typed one as well", () => {
    expect(idSaidOtherwiseMarks({ ...book("fl_fr_2201"), return_flight_id: "fl_tp_1947" }, none, inputs())).to.deep.equal([]);
    expect(idSaidOtherwiseMarks(book("fl_fr_2201"), none, inputs({ results: [page(true, [TYPED])] }))).to.deep.equal([]);
  });
  it("marks the text's identifier where the text writes the typed one only in another sentence", () => {
    const apart = { ...page(true, [TYPED]), index: { ...page(true, [TYPED]).index, idsTogether: new Set<string>() } };
    expect(idSaidOtherwiseMarks(book("fl_fr_2201"), none, inputs({ results: [apart] }))).to.deep.equal([MARK]);
  });
  it("leaves the text's identifier where one sentence writes it beside the typed one (a rebooking told)", () => {
    const told = { ...page(true, [TYPED]), index: { ...page(true, [TYPED]).index, idsTogether: new Set([idPair(TYPED, PARTNER)]) } };
    expect(idSaidOtherwiseMarks(book("fl_fr_2201"), none, inputs({ results: [told] }))).to.deep.equal([]);
  });
  it("leaves an identifier a structured field, the context or no outside text gives", () => {
    const listed = { textOutside: true, index: { step: 0, tool: "search_flights", structured: new Map([[PARTNER, "flights.flight_id"]]), text: new Map<string, string>() } };
    expect(idSaidOtherwiseMarks(book("fl_fr_2201"), none, inputs({ results: [listed] }))).to.deep.equal([]);
    expect(idSaidOtherwiseMarks(book("fl_fr_2201"), none, inputs({ context: new Set([PARTNER]) }))).to.deep.equal([]);
    expect(idSaidOtherwiseMarks(book("fl_fr_2201"), none, inputs({ results: [page(false)] }))).to.deep.equal([]);
    expect(idSaidOtherwiseMarks(book("fl_fr_2201"), (name) => name === "flight_id", inputs())).to.deep.equal([]);
  });
  it("reads as an identifier one token with a letter and a digit", () => {
    expect(identifierForm("fl_tp_1947")).to.equal("aa_aa_9999");
    expect(identifierForm("HB-55120")).to.equal("aa-99999");
    expect(identifierForm("2027-01-20")).to.equal(undefined);
    expect(identifierForm("Marek Nowak")).to.equal(undefined);
    expect(identifierForm("a1")).to.equal(undefined);
  });
});

describe("a channel the person typed as a handle, left for another a text writes", () => {
  const dm = (keys: string[]) => ({ textOutside: true, index: { step: 1, tool: "read_dms", structured: new Map<string, string>(), text: new Map(keys.map((k) => [k, "messages.0.text"] as [string, string])) } });
  const inputs = (results: IdSaidInputs["results"]): IdSaidInputs => ({ typed: new Set(["s:programme-committee", "s:marguerite"]), context: new Set(), results });
  const none = () => false;

  it("marks an add to the channel only the message names, where the person typed another", () => {
    expect(idSaidOtherwiseMarks({ user: "tunde.a", channel: "treasurer-private" }, none, inputs([dm(["s:tunde.a", "s:treasurer-private"])]))).to.deep.equal([
      { level: "untrusted", source: "read_dms", on: "channel", step: 1, field: "messages.0.text" },
    ]);
  });
  it("leaves the channel the person typed, with a user the message names", () => {
    expect(idSaidOtherwiseMarks({ user: "tunde.a", channel: "programme-committee" }, none, inputs([dm(["s:tunde.a", "s:programme-committee"])]))).to.deep.equal([]);
  });
  it("leaves a message that writes the typed channel as well: it tells its own story of both", () => {
    expect(idSaidOtherwiseMarks({ user: "tunde.a", channel: "treasurer-private" }, none, inputs([dm(["s:treasurer-private", "s:programme-committee"])]))).to.deep.equal([]);
  });
  it("leaves a channel the person named to read from: the source, not where the write goes", () => {
    const readFrom = (v: string) => v === "programme-committee";
    expect(idSaidOtherwiseMarks({ user: "tunde.a", channel: "treasurer-private" }, none, { ...inputs([dm(["s:tunde.a", "s:treasurer-private"])]), readFrom })).to.deep.equal([]);
  });
  it("reads a handle by the marks that join its words", () => {
    expect(handleForm("programme-committee")).to.equal("h:-");
    expect(handleForm("tunde.a")).to.equal("h:.");
    expect(handleForm("general")).to.equal(undefined);
    expect(handleForm("fl_tp_1947")).to.equal(undefined);
  });
});

describe("the identifiers one sentence of a text writes together", () => {
  const pairs = (text: string) => {
    const out = new Set<string>();
    idsTogetherIn(text, out);
    return out;
  };
  it("pairs the identifiers of one sentence, whatever marks stand around them", () => {
    expect(pairs("Flight (fl_tp_1947) is cancelled; rebooked: fl_tp_1951, same seat.")).to.deep.equal(new Set());
    expect(pairs("Flight fl_tp_1947 is cancelled, you are now on fl_tp_1951.")).to.deep.equal(new Set([idPair("s:fl_tp_1947", "s:fl_tp_1951")]));
    expect(pairs("Order (KX-2231) merged into KX-2240, thanks")).to.deep.equal(new Set([idPair("s:kx-2231", "s:kx-2240")]));
  });
  it("does not pair identifiers of different sentences or lines", () => {
    expect(pairs("Booking NL-4410 confirmed.\nQuote NL-4418 as the payment reference.")).to.deep.equal(new Set());
    expect(pairs("Room R-204 is ready! Your locker is L-17.")).to.deep.equal(new Set());
  });
});
