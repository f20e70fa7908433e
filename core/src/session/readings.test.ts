import { expect } from "chai";
import type { TurnReading } from "@toolgate/grammar-kit";
import { ReadingCache } from "./readings.js";

const DAY = 86_400_000;
const at = (ms: number) => new Date(ms);

function counting() {
  let reads = 0;
  const read = (text: string) => (): TurnReading => {
    reads++;
    return { language: "en", read: true, sending: [], destinations: [], values: [{ kind: "id", text, value: text }] };
  };
  return { read, reads: () => reads };
}

describe("server: readings kept by digest", () => {
  it("reads a turn once for the same language, text and day, and again on another day or language", () => {
    const cache = new ReadingCache();
    const c = counting();
    cache.reading("en", "refund A1", at(10 * DAY + 5), c.read("refund A1"));
    cache.reading("en", "refund A1", at(10 * DAY + 80_000), c.read("refund A1"));
    expect(c.reads()).to.equal(1);
    cache.reading("en", "refund A1", at(11 * DAY), c.read("refund A1"));
    cache.reading("pt", "refund A1", at(11 * DAY), c.read("refund A1"));
    expect(c.reads()).to.equal(3);
  });

  it("hands every session the same reading frozen through, so none can change what the next reads", () => {
    const cache = new ReadingCache();
    const c = counting();
    const first = cache.reading("en", "refund A1", at(0), c.read("refund A1"));
    const second = cache.reading("en", "refund A1", at(0), c.read("refund A1"));
    expect(second).to.equal(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.values) && Object.isFrozen(first.values[0])).to.equal(true);
    expect(() => first.values.push({ kind: "id", text: "B2", value: "B2" })).to.throw(TypeError);
    expect(() => {
      second.values[0]!.value = "changed";
    }).to.throw(TypeError);
    expect(cache.reading("en", "refund A1", at(0), c.read("refund A1")).values).to.deep.equal([{ kind: "id", text: "refund A1", value: "refund A1" }]);
    const long = "x".repeat(20_000);
    expect(Object.isFrozen(cache.reading("en", long, at(0), c.read(long)).values)).to.equal(true);
    expect(c.reads()).to.equal(2);
  });

  it("keeps at most its capacity, dropping the least recently used, and never keeps a text over its limit", () => {
    const cache = new ReadingCache(2, 100);
    const c = counting();
    cache.reading("en", "a", at(0), c.read("a"));
    cache.reading("en", "b", at(0), c.read("b"));
    cache.reading("en", "a", at(0), c.read("a"));
    cache.reading("en", "c", at(0), c.read("c"));
    expect(cache.size).to.equal(2);
    cache.reading("en", "a", at(0), c.read("a"));
    expect(c.reads()).to.equal(3);
    cache.reading("en", "b", at(0), c.read("b"));
    expect(c.reads()).to.equal(4);
    const long = "x".repeat(101);
    cache.reading("en", long, at(0), c.read(long));
    cache.reading("en", long, at(0), c.read(long));
    expect(c.reads()).to.equal(6);
  });

  it("keeps nothing when a read throws", () => {
    const cache = new ReadingCache();
    expect(() =>
      cache.reading("en", "x", at(0), () => {
        throw new Error("grammar broke");
      }),
    ).to.throw("grammar broke");
    expect(cache.size).to.equal(0);
  });
});
