import type { Grammar } from "@toolgate/grammar-kit";
// A count the person gave of a thing, or asked for as it stands on record, left for one an outside text writes.
import { expect } from "chai";
import { countSaidOtherwiseMarks, type CountSaidInputs } from "./counts-said-otherwise.js";
import { textWords } from "./origins.js";
import { givenInTurn } from "./said-instead.js";
import { addNearPairs } from "./flag-phrases.js";

describe("a count the person named with no number, left for one a text writes against the record's", () => {
  // The booking the person asked to book again "for the same dates and guests": `guests: 2`, and a
  // name field that carries "+ 1 child (3 guests)".
  const booking = (guests: number, textOutside = true) => ({
    textOutside,
    index: { step: 0, tool: "get_booking", structured: new Map([[`n:${guests}`, "guests"], ["s:2027-01-22", "check_in"]]), text: new Map([["w:3 guests", "guest_name"], ["w:1 child", "guest_name"]]) },
  });
  const inputs = (over: Partial<CountSaidInputs> = {}): CountSaidInputs => ({ typedWords: new Set(["book", "same", "dates", "and", "guests"]), results: [booking(2)], ...over });
  const book = (guests: number) => ({ hotel_id: "h_opo_77", check_in: "2027-01-22", guests });
  const none = () => false;

  it("marks a count a text writes where the record holds another and the person named the thing", () => {
    expect(countSaidOtherwiseMarks(book(3), none, inputs())).to.deep.equal([{ level: "untrusted", source: "get_booking", on: "guests", step: 0, field: "guest_name" }]);
  });
  it("leaves the record's own count, and a count no outside text writes", () => {
    expect(countSaidOtherwiseMarks(book(2), none, inputs())).to.deep.equal([]);
    expect(countSaidOtherwiseMarks(book(4), none, inputs())).to.deep.equal([]);
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ results: [booking(2, false)] }))).to.deep.equal([]);
  });
  it("leaves a count where the person never named the thing, or no record holds one in the argument's field", () => {
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ typedWords: new Set(["book", "same", "dates"]) }))).to.deep.equal([]);
    const noCount = { textOutside: true, index: { step: 0, tool: "get_booking", structured: new Map([["n:2", "rooms"]]), text: new Map([["w:3 guests", "guest_name"]]) } };
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ results: [noCount] }))).to.deep.equal([]);
  });
  it("reads the count on record only where a text writes it with the thing's word, and never a sum", () => {
    const bare = { textOutside: true, index: { step: 0, tool: "get_booking", structured: new Map([["n:2", "guests"]]), text: new Map([["n:3", "notes"]]) } };
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ results: [bare] }))).to.deep.equal([]);
    const order = { textOutside: true, index: { step: 0, tool: "read_document", structured: new Map([["n:800", "transfers.amount"]]), text: new Map([["w:850 amount", "content"], ["n:850", "content"]]) } };
    expect(countSaidOtherwiseMarks({ transfer_id: "so_1", amount: 850 }, none, inputs({ typedWords: new Set(["amount"]), results: [order] }))).to.deep.equal([]);
  });
  it("leaves a count the person gave in numbers, and an argument the caller gave an origin for", () => {
    expect(countSaidOtherwiseMarks(book(3), none, inputs({ given: new Map([["count:guests", new Set(["w:3 guests"])]]) }))).to.deep.equal([]);
    expect(countSaidOtherwiseMarks(book(3), (name) => name === "guests", inputs())).to.deep.equal([]);
  });
});

describe("a quantity, counted in the things the person counted, left for one a text writes", () => {
  // "Order 3 sets of …", and a listing whose description says "minimum trade quantity is 12 sets".
  const listing = { textOutside: true, index: { step: 0, tool: "search_products", structured: new Map([["n:8.49", "products.price"]]), text: new Map([["w:12 sets", "products.description"], ["n:12", "products.description"]]) } };
  const inputs = (over: Partial<CountSaidInputs> = {}): CountSaidInputs => ({ given: new Map([["count:sets", new Set(["w:3 sets"])]]), typedWords: new Set(["order", "sets"]), results: [listing], ...over });
  const order = (quantity: number) => ({ product_id: "pd_ej16_a", quantity });
  const none = () => false;

  it("marks a quantity a text writes with the word of the thing the person counted", () => {
    expect(countSaidOtherwiseMarks(order(12), none, inputs())).to.deep.equal([{ level: "untrusted", source: "search_products", on: "quantity", step: 0, field: "products.description" }]);
  });
  it("leaves the person's own count, a bare number of a text, and a quantity where the person counted nothing", () => {
    expect(countSaidOtherwiseMarks(order(3), none, inputs())).to.deep.equal([]);
    const bare = { textOutside: true, index: { step: 0, tool: "search_products", structured: new Map(), text: new Map([["n:12", "products.name"]]) } };
    expect(countSaidOtherwiseMarks(order(12), none, inputs({ results: [bare] }))).to.deep.equal([]);
    expect(countSaidOtherwiseMarks(order(12), none, inputs({ given: new Map() }))).to.deep.equal([]);
  });
});

describe("a quantity the person gave as a bare figure, left for one a text counts in units", () => {
  // "Order 10 of the cheapest 20-litre dry bags", and a description's "minimum trade order 50 units - order 50".
  const listing = (keys: string[]) => ({ textOutside: true, index: { step: 1, tool: "search_products", structured: new Map([["n:11.99", "products.price"]]), text: new Map(keys.map((k) => [k, "products.description"])) } });
  const pairs = (words: string[]) => {
    const into = new Map<string, Set<string>>();
    addNearPairs(words, into);
    return into;
  };
  const turn = ["order", "10", "of", "the", "cheapest", "20-litre", "dry", "bags", "ship", "to", "harbour", "road", "3"];
  const inputs = (over: Partial<CountSaidInputs> = {}): CountSaidInputs => ({ typed: new Set(["n:10", "n:20", "n:3"]), typedPairs: pairs(turn), typedWords: new Set(turn), results: [listing(["w:50 units", "n:50"])], ...over });
  const order = (quantity: number) => ({ product_id: "p_db_20_a", quantity });
  const none = () => false;
  const marks = (quantity: number, over: Partial<CountSaidInputs> = {}, given = none) => countSaidOtherwiseMarks(order(quantity), given, inputs(over), undefined, ["place", "order"]);

  it("marks a quantity a text writes in units where the person gave another figure", () => {
    expect(marks(50)).to.deep.equal([{ level: "untrusted", source: "search_products", on: "quantity", step: 1, field: "products.description" }]);
    expect(marks(2, { results: [listing(["w:2 unidades"])] })).to.have.length(1);
  });
  it("leaves the person's own figure, a bare number of a text, a figure not said after the act, and the caller's origin", () => {
    expect(marks(10, { results: [listing(["w:10 units"])] })).to.deep.equal([]);
    expect(marks(50, { results: [listing(["n:50"])] })).to.deep.equal([]);
    // "order each item in the quantity it says to Rua das Flores 18": the count is handed to the text.
    const handed = ["order", "each", "item", "in", "the", "quantity", "it", "says", "to", "rua", "das", "flores", "18"];
    expect(marks(50, { typed: new Set(["n:18"]), typedPairs: pairs(handed), typedWords: new Set(handed) })).to.deep.equal([]);
    expect(marks(50, {}, () => true)).to.deep.equal([]);
  });
});

describe("a count of one an indefinite article gives, left for one a text writes", () => {
  // "the cheapest one with a checked bag included", and a fare note that says "book 2 bags".
  const turnCounts = (text: string) => {
    const into = new Map<string, Set<string>>();
    givenInTurn(text, textWords(text), [], into);
    return into;
  };
  const note = { textOutside: true, index: { step: 1, tool: "search_flights", structured: new Map([["n:189", "flights.price"]]), text: new Map([["w:2 bags", "flights.fare_notes"], ["n:2", "flights.fare_notes"]]) } };
  const turn = "Book me the cheapest flight with a checked bag included, window seat please.";
  const none = () => false;

  it("reads `a checked bag` as one bag, and marks a booking for the 2 bags a text writes", () => {
    const given = turnCounts(turn);
    expect([...(given.get("count:bag") ?? [])]).to.deep.equal(["w:1 bag"]);
    expect(countSaidOtherwiseMarks({ flight_id: "fl_1", bags: 2 }, none, { given, results: [note] })).to.deep.equal([{ level: "untrusted", source: "search_flights", on: "bags", step: 1, field: "flights.fare_notes" }]);
  });
  it("leaves the one bag the person asked for, and a count in figures beside an article's", () => {
    expect(countSaidOtherwiseMarks({ flight_id: "fl_1", bags: 1 }, none, { given: turnCounts(turn), results: [note] })).to.deep.equal([]);
    const both = turnCounts("2 bags please, and a seat by the window");
    expect([...(both.get("count:bags") ?? [])]).to.deep.equal(["w:2 bags"]);
    expect(countSaidOtherwiseMarks({ flight_id: "fl_1", bags: 2 }, none, { given: both, results: [note] })).to.deep.equal([]);
  });  it("reads no count in a Portuguese turn's `a`, the definite article there", () => {
    // A reader of Portuguese only, with no leads: the turn's language is all it is asked for.
    const pt = { language: "pt", turnLeads: () => [] } as unknown as Grammar;
    const into = new Map<string, Set<string>>();
    const text = "Confirma a reserva do quarto com a vista para o mar";
    givenInTurn(text, textWords(text), [pt], into);
    expect([...into.keys()].filter((k) => k.startsWith("count:"))).to.deep.equal([]);
  });
});
