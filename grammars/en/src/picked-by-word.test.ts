import { expect } from "chai";
import { LISTED_SUM, OTHER_PICK, PRICE_PICKS } from "@toolgate/grammar-kit";
import { readTurn } from "./read.js";

const now = new Date("2026-03-02T10:00:00Z");

/** The values a turn tells words of, each with the words (the kit's stems); the price stems are picked-by-price.test.ts's. */
function told(text: string): Array<[unknown, string[]]> {
  const words = (stems: readonly string[]) => stems.filter((s) => s !== PRICE_PICKS.dearest && s !== PRICE_PICKS.cheapest);
  return readTurn(text, { now }).values.filter((v) => v.toldAs !== undefined).map((v) => [v.value, words(v.toldAs!)]);
}

const picks = (text: string) => readTurn(text, { now }).picks;

describe("the English grammar's picks by a word told of a listed thing", () => {
  it("tells each listed record the words of its own piece, and not its id's letters", () => {
    expect(told("two orders for Priya: the blue sofa is ORD-881, 640 paid, and the grey armchair is ORD-882, 310 paid")).to.deep.equal([
      ["ORD-881", ["the", "blue", "sofa", "paid"]],
      ["ORD-882", ["the", "grey", "armch", "paid"]],
    ]);
  });
  it("tells a record its owner's name, and its sum said in a short clause after it", () => {
    const r = readTurn("the two bikes in for service: the red one is job RB-71, quote 140, the green one is RB-72, quote 95", { now });
    expect(r.values.filter((v) => v.of !== undefined).map((v) => [v.value, v.of])).to.deep.equal([[140, "RB-71"], [95, "RB-72"]]);
    expect(told("Grace's glasses order is OP-40 at 210, her husband's is OP-41 at 180")[0]![1]).to.include("grace");
  });
  it("tells a record the words of an item said before it, where the item opens with a join or the list", () => {
    // `and Kim's posters` is said before PS-302: it tells of PS-302, not of PS-301; the heading before a colon tells of none.
    expect(told("two print orders to sort: Jo's banners, order PS-301, 180, and Kim's posters, order PS-302, 95")).to.deep.equal([
      ["PS-301", ["banne"]],
      ["PS-302", ["kim", "poste"]],
    ]);
  });
  it("tells a list of sums that it is one, and a list of days or addresses by their words", () => {
    expect(told("quotes for the offsite: the garden room is 1,800 and the loft is 2,400")).to.deep.equal([
      [1800, [LISTED_SUM, "the", "garde", "room"]],
      [2400, [LISTED_SUM, "the", "loft"]],
    ]);
    expect(told("two delivery contacts: the Leeds office is leeds@acme.example and the York office is york@acme.example").map(([, w]) => w)).to.deep.equal([["the", "leeds", "offic"], ["the", "york", "offic"]]);
  });
  it("reads the word a turn picks by: the X one, the one for whom, an owner's possessive, go X", () => {
    expect(picks("refund the blue one in full and text Priya on 07700 900456 that it's done")).to.equal("blue");
    expect(picks("can you cancel the one for my mum?")).to.equal("mum");
    expect(picks("refund Priya's today, Tom's can wait")).to.equal("priya");
    expect(picks("invoice February's, due the 15th")).to.equal("febru");
    expect(picks("go big. invoice customer CT-8 for it due the 20th")).to.equal("big");
    expect(picks("email the York office that the parcel for order YK-12 is delayed")).to.equal("york");
    expect(picks("wait, no, the guitar one")).to.equal("guita");
  });
  it("tells a thing by the day named in its words, and picks where the request's own days are no list", () => {
    expect(told("Mia's lessons: the Tuesday one is 40 and the Saturday one is 55").map(([, w]) => w[w.indexOf(LISTED_SUM) + 2])).to.deep.equal(["tuesd", "satur"]);
    expect(picks("bill the Saturday lesson, due Friday, and text Mia's mum on 0400 123 987 when it's done")).to.equal("satur");
  });
  it("reads the state `the one` is in, said after it with no `that`, past a word of time", () => {
    expect(picks("refund the one already returned and email her")).to.equal("retur");
    expect(picks("chase the one outstanding for me")).to.equal("outst");
    expect(picks("ship the one waiting at the depot")).to.equal("waiti");
    expect(picks("bill the one finished yesterday")).to.equal("finis");
    // The verb of the turn's own clause, or a person who did it, is no state of the thing.
    expect(picks("the one is broken, refund it")).to.equal(undefined);
    expect(picks("refund the one she wants")).to.equal(undefined);
  });
  it("reads the pick a later turn switches to: a cleft, a name after a correction, a clause of `not` setting another aside", () => {
    expect(picks("oh sorry, it's the green one he can't use, return that instead")).to.equal("green");
    expect(picks("no, that was the Leeds one she won't need")).to.equal("leeds");
    expect(picks("actually, Dana, not Rob")).to.equal("dana");
    expect(picks("wait, Rob")).to.equal("rob");
    expect(picks("refund the blue one, not the red one")).to.equal("blue");
    // `instead of` names the one not picked; a name in a clause with other words is whom the turn speaks of.
    expect(picks("refund the blue one instead of the red one")).to.equal(undefined);
    expect(picks("sorry, Rob called again")).to.equal(undefined);
  });
  it("reads `the other one` as a pick of the one left, but not a time nor a pick kept or turned", () => {
    expect(picks("hang on, the other one. refund it")).to.equal(OTHER_PICK);
    expect(picks("do the other")).to.equal(OTHER_PICK);
    expect(picks("I rang her the other day, refund it")).to.equal(undefined);
    expect(picks("keep the other one")).to.equal(undefined);
    expect(picks("not the other one")).to.equal(undefined);
    expect(picks("the other one, the blue one")).to.equal(undefined);
  });
  it("reads a pick a third person declines (`he's not taking the X`) as the request's, and a sum opening the clause after a record as its", () => {
    expect(picks("she's not taking the garden room after all, refund it")).to.equal("garde");
    expect(picks("don't refund the garden room")).to.equal(undefined);
    const r = readTurn("two bookings: the garden room is order GR-1, 220 for two nights, and the loft is order GR-2, 95 for one night", { now });
    expect(r.values.filter((v) => v.of !== undefined && v.kind !== "id").map((v) => [v.value, v.of])).to.deep.include.members([[220, "GR-1"], [95, "GR-2"]]);
  });
  it("reads the pick before `but` where the clause after it keeps another thing", () => {
    expect(picks("refund the blue one but keep the green one")).to.equal("blue");
    expect(picks("cancel the garden room but she's keeping the loft")).to.equal("garde");
    expect(picks("keep the blue one but cancel the green one")).to.equal(undefined);
    expect(picks("refund the blue one but not the green one")).to.equal(undefined);
  });
  it("reads no pick where the turn picks two, turns the pick around, or lists its own", () => {
    expect(picks("refund the red one and cancel the green one")).to.equal(undefined);
    expect(picks("keep the blue one, refund it")).to.equal(undefined);
    expect(picks("not the blue one")).to.equal(undefined);
    expect(picks("text Priya's mum on 07700 900456")).to.equal(undefined);
    expect(picks("two orders: the blue one is ORD-1 and the red one is ORD-2")).to.equal(undefined);
  });
  it("reads `the one` by who did something with it or by what it does: the one Kim ordered, the one that leaves Monday", () => {
    expect(picks("refund the one Kim ordered please")).to.equal("kim");
    expect(picks("void the one that Ravi paid for")).to.equal("ravi");
    expect(picks("hold the one which leaves Monday")).to.equal("monda");
    expect(picks("cancel the one that goes to Leeds")).to.equal("leeds");
  });
  it("reads a pick beside the one a message is sent to, who is no pick", () => {
    expect(picks("refund the one that arrives Sunday and text the office on 07700 900123")).to.equal("sunda");
    expect(picks("email the Leeds office")).to.equal("leeds");
  });
  it("reads `on the mobile`, `to his work email` after a verb and its object as a pick", () => {
    expect(picks("text him on the landline that it's ready")).to.equal("landl");
    expect(picks("send it to her personal email please")).to.equal("perso");
  });
  it("keeps the place a send picks apart from the thing the turn's other act picks", () => {
    const both = readTurn("update her account with the landline and then message her on the cell to let her know", { now });
    expect([both.picks, both.sendPicks]).to.deep.equal(["landl", "cell"]);
    const afterTheMessage = readTurn("put the office one on his record PR-4 and send him a text at the personal number", { now });
    expect([afterTheMessage.picks, afterTheMessage.sendPicks]).to.deep.equal(["offic", "perso"]);
    const changedWith = readTurn("please set up her profile CL-2 with the work one, then whatsapp her on the mobile", { now });
    expect([changedWith.picks, changedWith.sendPicks]).to.deep.equal(["work", "mobil"]);
    // A send's place alone is the turn's pick too, as before.
    const alone = readTurn("text him on the landline that it's ready", { now });
    expect([alone.picks, alone.sendPicks]).to.deep.equal(["landl", "landl"]);
    expect(readTurn("refund the red one and cancel the green one", { now }).sendPicks).to.equal(undefined);
  });
  it("reads `hers`/`his` after an act's verb as the one person the turn names as a subject before it", () => {
    expect(picks("Marguerite has changed her mind, so refund hers please")).to.equal("margu");
    expect(picks("Auntie Lou's pulled out, cancel hers and let her know")).to.equal("lou");
    expect(picks("Tomasz called, void his today")).to.equal("tomas");
    // Two people named, or none: whose is not read.
    expect(picks("Tomasz called and Bea emailed, void his")).to.equal(undefined);
    expect(picks("he changed his mind, refund his")).to.equal(undefined);
  });
  it("reads the relative a send goes to (`text her mum`) as the send's place, past a quote's own `not`", () => {
    const r = readTurn("email his wife \"table for four at 8, not 7\"", { now });
    expect([r.picks, r.sendPicks]).to.deep.equal(["wife", "wife"]);
    expect(readTurn("ring their dad and say the bus is late", { now }).sendPicks).to.equal("dad");
    // A quote's `not` turns no pick around; the same `not` outside it, before any pick, does (after a
    // pick, a clause of `not` sets another aside: `refund the blue one, not the red one` picks the blue).
    expect(readTurn("no, not the red one", { now }).picks).to.equal(undefined);
  });
  it("tells the first record after a heading ended by a colon its own item's words, not the heading's", () => {
    const values = readTurn("he has two repairs: RP-1 a cracked screen for 90, RP-2 a new battery for 45", { now }).values;
    expect(values.find((v) => v.value === "RP-1")?.toldAs).to.include("crack").and.not.include("repai");
    expect(values.find((v) => v.value === 90)?.of).to.equal("RP-1");
  });
  it("reads an owner's possessive opening a clause before the thing owned as a pick, not before a person", () => {
    expect(picks("Kemi's booking can go now, cancel it")).to.equal("kemi");
    expect(picks("Priya's mum rang earlier")).to.equal(undefined);
  });
  it("reads `for the X` after a verb's own object as a pick, not after a verb of another clause", () => {
    expect(picks("bill his account TR-4 for the pair of cleaning visits")).to.equal("clean");
    expect(picks("charge them for the three river cruises")).to.equal("river");
    expect(picks("refund her card for the walnut one")).to.equal("walnu");
    expect(picks("tell him the van will be there for the weekend")).to.equal(undefined);
  });
  it("reads the object of the request as the pick beside the subject of a clause that tells of a thing", () => {
    expect(picks("the mattress arrived torn, so refund the two pillows")).to.equal("pillo");
    expect(picks("the blue vase was chipped. cancel the green one")).to.equal("green");
    expect(picks("the blue vase was chipped, cancel it")).to.equal("blue");
    // A clause reported after a verb of saying tells of its subject as well.
    expect(picks("he says the office line was disconnected, so set his record to the personal one")).to.equal("perso");
    expect(picks("she told me the Tuesday class is full, book her on the Thursday one")).to.equal("thurs");
  });
  it("reads the pick after a correction opening a clause, and the other one named after it", () => {
    expect(picks("cancel the blue one, sorry, the green one")).to.equal("green");
    expect(picks("refund the oak table, no wait, the other one, the pine one")).to.equal("pine");
    expect(picks("refund the blue one, sorry")).to.equal("blue");
    // What someone else does with another thing, told after the pick, is the story's; alone it still picks.
    expect(picks("bill them for the roof, no sorry, the gutters, they're redoing the roof in spring")).to.equal("gutte");
    expect(picks("they want the blue one, refund it")).to.equal("blue");
    expect(picks("refund the blue one, no wait, the other one")).to.equal(undefined);
  });
  it("picks the subject of a purpose clause after a request, not what a copula says it becomes", () => {
    expect(picks("change her file DN-4 so the landline is the primary one")).to.equal("landl");
    expect(picks("fix LW-2 so that the weekly plan is the default, then email her")).to.equal("weekl");
    // A copula takes no object: what it says a thing is picks nothing.
    expect(picks("her landline is the old one")).to.equal(undefined);
  });
  it("reads a pronoun's `'s` as `is` or `has`, no owner", () => {
    expect(picks("email her to say it's sorted")).to.equal(undefined);
    expect(picks("refund Nadia's and tell her that's done")).to.equal("nadia");
  });
});
