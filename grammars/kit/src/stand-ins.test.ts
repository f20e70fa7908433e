// A turn written with `’ “ ” – — …` is read through its one-byte stand-in text, and its reading
// given back in the characters the person typed.
import { serialize } from "node:v8";
import { expect } from "chai";
import type { TurnReading } from "./port.js";
import { readTurnSafely } from "./reading.js";
import { readingGivenBack, standInText } from "./stand-ins.js";

/** Whether V8 holds the string one byte a character (its serialised form's tag). */
const oneByte = (s: string) => String.fromCharCode(serialize(s)[2]!) === '"';

/** A reader of straight quotes and of the words `don't` and `won't`, as the grammars read them typed on a keyboard. */
function quotesReader(text: string): TurnReading {
  const values = [...text.matchAll(/"([^"]+)"/g)].map((m) => ({ kind: "quoted" as const, text: m[0], value: m[1]! }));
  const sending = [...text.matchAll(/\b(?:don|won)'t send\b/gi)].map((m) => ({ verb: "send", text: m[0], negated: true }));
  return { language: "xx", read: true, sending, destinations: [], values };
}

const read = (text: string) => readTurnSafely("xx", text, { now: new Date("2026-03-02T10:00:00Z") }, quotesReader, "failed");

describe("stand-ins: a turn read through one-byte characters", () => {
  it("writes the turn one byte a character, each stand-in in its character's place", () => {
    const s = standInText("don’t send “olá — já”…")!;
    expect(s.text).to.equal(`don't send "olá - já".`);
    expect(oneByte(s.text)).to.equal(true);
    expect(s.used).to.equal(`'"-.`);
  });

  it("gives none to a turn of Latin-1, nor to one holding a character without a stand-in", () => {
    expect(standInText("reembolse 40,00 $ à Ana")).to.equal(undefined);
    expect(standInText("refund 40 € — today")).to.equal(undefined);
    expect(standInText("send “你好”")).to.equal(undefined);
  });

  it("reads curly quotes and apostrophes as straight ones, giving back the words as they were written", () => {
    const reading = read("Don’t send “we’re live — 9:00” yet");
    expect(reading.sending).to.deep.equal([{ verb: "send", text: "Don’t send", negated: true }]);
    expect(reading.values).to.deep.equal([{ kind: "quoted", text: "“we’re live — 9:00”", value: "we’re live — 9:00" }]);
  });

  it("gives back a lower-cased value in the turn's characters and keeps a value the reader made", () => {
    const s = standInText("Email ANA–B@X.ORG on 6–8 May")!;
    const reading: TurnReading = { language: "xx", read: true, sending: [], destinations: [{ kind: "email", text: "ANA-B@X.ORG", value: "ana-b@x.org" }], values: [{ kind: "date", text: "6-8 May", value: "2026-05-06" }] };
    const back = readingGivenBack(reading, s, "Email ANA–B@X.ORG on 6–8 May")!;
    expect(back.destinations).to.deep.equal([{ kind: "email", text: "ANA–B@X.ORG", value: "ana–b@x.org" }]);
    expect(back.values).to.deep.equal([{ kind: "date", text: "6–8 May", value: "2026-05-06" }]);
  });

  it("reads the turn as it is where the words read stand twice with different characters", () => {
    const text = `send "it's" and “it’s”`;
    const s = standInText(text)!;
    const reading = quotesReader(s.text);
    // `"it's"` stands twice in the stand-in text, once typed straight and once curly: no one answer.
    expect(readingGivenBack(reading, s, text)).to.equal(undefined);
    expect(read(text).values.map((v) => v.text)).to.deep.equal([`"it's"`]);
  });
});
