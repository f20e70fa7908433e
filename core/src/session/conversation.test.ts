import { expect } from "chai";
import type { Grammar, TurnReading } from "@toolgate/grammar-kit";
import { ActReader } from "./acts.js";
import { Conversation, EARLIER_TURNS_KEPT } from "./conversation.js";
import { TurnWords } from "./turn-words.js";
import { ReadingCache } from "./readings.js";

const reading = (value: string): TurnReading => ({ language: "en", read: true, sending: [], destinations: [{ kind: "email", text: "ana@example.com", value: "ana@example.com" }], values: [{ kind: "id", text: value, value }] });

/** Act words as a grammar would give them: every word of the text, lower case; a cue of links where the text says `link`. */
const grammar: Grammar = {
  language: "en",
  detect: () => 1,
  readTurn: () => reading(""),
  classifyTool: () => undefined,
  word: (q) => q.code,
  actWords: (text, into) => {
    for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) into.add(w);
  },
  actTerm: () => undefined,
  turnWords: () => [],
  turnLeads: () => [],
  turnCues: (text) => (text.includes("link") ? ["links"] : []),
};
const acts = new ActReader([grammar]);
/** The grammar's turn words (none: these tests weigh none) and its cues. */
const words = new TurnWords(new Map([["en", grammar]]));

describe("conversation: what a shared reading gives each session", () => {
  it("gives a second session of a cached reading the same keys and stems as the first", () => {
    const cache = new ReadingCache();
    let reads = 0;
    const readText = (text: string) => cache.reading("", text, new Date(0), () => (reads++, reading("A1")));
    const first = new Conversation(readText, undefined, acts, words);
    const second = new Conversation(readText, undefined, acts, words);
    const text = "please refund A1, the link is in the mail to ana@example.com";
    const a = first.read(text);
    const b = second.read(text);
    expect(b).to.equal(a);
    expect(reads).to.equal(1);
    expect([...second.typedKeys]).to.deep.equal([...first.typedKeys]).and.to.have.length.above(2);
    expect([...second.saidKeys]).to.deep.equal([...first.saidKeys]);
    expect([...second.typedStems]).to.deep.equal([...first.typedStems]).and.to.include("refund");
    expect(second.linksPointed).to.equal(true);
  });

  it("works out a reading's facts from each text when one reading is given for two texts", () => {
    const shared = Object.freeze(reading("A1"));
    const c = new Conversation(() => shared, undefined, acts, words);
    c.read("refund it");
    c.read("cancel it");
    expect([...c.typedStems]).to.include.members(["refund", "cancel"]);
  });

  it("gives each client's grammars their own act words for a reading a shared store hands both", () => {
    const cache = new ReadingCache();
    const readText = (text: string) => cache.reading("", text, new Date(0), () => reading("A1"));
    const upper = new ActReader([{ language: "xx", detect: () => 1, readTurn: () => reading(""), classifyTool: () => undefined, word: (q) => q.code, actWords: (text, into) => void into.add(text.toUpperCase()), actTerm: () => undefined, turnWords: () => [], turnLeads: () => [], turnCues: () => [] }]);
    const first = new Conversation(readText, undefined, acts, words);
    const second = new Conversation(readText, undefined, upper, words);
    first.read("refund it");
    second.read("refund it");
    expect([...first.typedStems]).to.deep.equal(["refund", "it"]);
    expect([...second.typedStems]).to.deep.equal(["REFUND IT"]);
  });

  it("gives a session the same keys, in the same order, from a reading read for it alone as from one a store shares", () => {
    const full = (): TurnReading => ({
      language: "en",
      read: true,
      sending: [],
      destinations: [{ kind: "email", text: "ana@example.com", value: "ana@example.com" }],
      values: [
        { kind: "amount", text: "40 euros", value: 40, currency: "EUR" },
        { kind: "amount", text: "between 300 and 400 euros", value: 300 },
        { kind: "id", text: "A1", value: "A1" },
        { kind: "date", text: "Monday 30 November", value: "2026-11-30" },
      ],
    });
    const cache = new ReadingCache();
    const fresh = new Conversation(() => full(), undefined, acts, words);
    const shared = new Conversation((text) => cache.reading("", text, new Date(0), full), undefined, acts, words);
    const turns = ["refund 40 euros on A1, between 300 and 400 euros, the link is in the mail to ana@example.com, Rua das Flores 12 at 10:00", "do what she asks on member 00417"];
    for (const c of [fresh, shared]) {
      c.read(turns[0]!);
      c.reply(turns[1]!);
      c.read(turns[1]!);
    }
    const sets = (c: Conversation) => [c.typedKeys, c.saidKeys, c.replyKeys, c.typedStems, c.typedWords, c.askedSums].map((s) => [...s]);
    expect(sets(fresh)).to.deep.equal(sets(shared));
    expect([...fresh.typedKeys]).to.include.members(["w:rua das flores 12", "t:2026-11-30T10:00"]);
    expect([...fresh.askedSums]).to.include("n:40");
    expect([fresh.linksPointed, fresh.delegated, fresh.changeTyped]).to.deep.equal([shared.linksPointed, shared.delegated, shared.changeTyped]).and.to.deep.equal([true, true, false]);
  });

  it("leaves a turn's near pairs and what it gives for the first question, then gives the maps reading each turn as it came gives", () => {
    const full = (): TurnReading => ({ language: "en", read: true, sending: [], destinations: [], values: [{ kind: "date", text: "Monday 30 November", value: "2026-11-30" }] });
    const cache = new ReadingCache();
    const fresh = new Conversation(() => full(), undefined, acts, words);
    const shared = new Conversation((text) => cache.reading("", text, new Date(0), full), undefined, acts, words);
    const asked = new Conversation(() => full(), undefined, acts, words);
    const turns = ["reply all on Monday 30 November at 10:00", "book 2 rooms at 18:30 and notify the guests"];
    for (const c of [fresh, shared, asked]) c.read(turns[0]!);
    // One session asked between the turns, the others only at the end: each turn is added in its order all the same.
    expect(asked.given.get("time")).to.deep.equal(new Set(["time:10:00"]));
    for (const c of [fresh, shared, asked]) c.read(turns[1]!);
    const maps = (c: Conversation) => [[...c.given].map(([k, v]) => [k, [...v]]), [...c.typedPairs].map(([k, v]) => [k, [...v]])];
    expect(maps(fresh)).to.deep.equal(maps(shared)).and.to.deep.equal(maps(asked));
    expect(fresh.typedPairs.get("reply")?.has("all")).to.equal(true);
    expect(fresh.typedPairs.get("notify")?.has("guests")).to.equal(true);
    expect([...fresh.given.get("time")!]).to.deep.equal(["time:10:00", "time:18:30"]);
  });

  it("drops no turn's near pairs and days whose work threw: the next question does it again", () => {
    // A reading whose values fail to be gone through while `failing` holds, as a fault in the work would.
    let failing = false;
    const values = [{ kind: "date", text: "Monday 30 November", value: "2026-11-30" }];
    Object.defineProperty(values, Symbol.iterator, {
      value: function* () {
        if (failing) throw new Error("work failed");
        for (let i = 0; i < values.length; i++) yield values[i];
      },
    });
    const c = new Conversation(() => ({ language: "en", read: true, sending: [], destinations: [], values }) as TurnReading, undefined, acts, words);
    c.read("reply all on Monday 30 November");
    failing = true;
    expect(() => c.given).to.throw("work failed");
    failing = false;
    expect([...(c.given.get("day") ?? [])]).to.include("2026-11-30");
    expect(c.typedPairs.get("reply")?.has("all")).to.equal(true);
  });

  it("keeps a reply's keys apart from what the person typed", () => {
    const c = new Conversation(() => reading("B7"), undefined, acts, words);
    c.reply("yes, B7");
    expect(c.typedKeys.size).to.equal(0);
    expect(c.replyKeys.size).to.be.above(0);
    expect(c.typedStems.size).to.equal(0);
  });
});

describe("conversation: the person's earlier turns", () => {
  const readText = (text: string) => reading(text);

  it("shows the turns before the latest, newest first, without the person's answers", () => {
    const said = new Conversation(readText, undefined, acts, words);
    said.read("A1");
    said.reply("B1");
    said.read("A2");
    said.read("A3");
    expect(said.earlierTurns.map((r) => r.values[0]!.value)).to.deep.equal(["A2", "A1"]);
    expect(Object.isFrozen(said.earlierTurns)).to.equal(true);
  });

  it("keeps at most EARLIER_TURNS_KEPT of them, the newest", () => {
    const said = new Conversation(readText, undefined, acts, words);
    for (let i = 0; i < EARLIER_TURNS_KEPT + 5; i++) said.read(`T${i}`);
    expect(said.earlierTurns).to.have.length(EARLIER_TURNS_KEPT);
    expect(said.earlierTurns[0]!.values[0]!.value).to.equal(`T${EARLIER_TURNS_KEPT + 3}`);
  });

  it("makes the list again when a turn is read, not per call", () => {
    const said = new Conversation(readText, undefined, acts, words);
    said.read("A1");
    expect(said.earlierTurns).to.have.length(0);
    said.read("A2");
    const first = said.earlierTurns;
    expect(said.earlierTurns).to.equal(first);
    said.read("A3");
    expect(said.earlierTurns.map((r) => r.values[0]!.value)).to.deep.equal(["A2", "A1"]);
  });
});
