// The bytes a history link hashes are the UTF-8 of a text made of canonical JSON (the contract,
// written out here the slow way); the writer in history-link.ts must give exactly those bytes
// for every entry, the odd ones included: unsorted keys, escapes, non-ASCII, lone surrogates,
// holes, numbers that print oddly, and values of the wrong type (which the reader refuses, but
// an entry built in process could hold).
import { expect } from "chai";
import { createHash } from "node:crypto";
import { canonical } from "../crypto/digest.js";
import { chainLink, linkBytes, outcomeBodyDigest } from "./history-link.js";
import type { HistoryEntry, Outcome } from "./history.js";

/** The contract: what a link hashes, as text. */
function contractText(previous: string, previousSig: string, previousOutcome: Outcome | null, e: HistoryEntry): string {
  const body = canonical([e.step, e.at, e.session, e.agent, e.tool, e.digest, e.args, e.numbers, e.origins, e.marks, e.decision, e.reasons, e.compensationOf, e.plan]);
  return `${previous}\n${previousSig}\n${canonical(previousOutcome)}\n${body}`;
}

const STRINGS = ["", "a", "order_id", "amount", "é", "quote\"d", "back\\slash", "tab\there", "line\nbreak", "\u0001", "\u007f", "\ud83d\ude00", "\ud800", "\udc00x", "~", "Z", "__proto__", "10", "9", "日本"];
// Integers of every length up to the largest safe one are written digit by digit; the rest through String().
const NUMBERS = [0, -0, 1, 9, 10, 99, 100_000, 1_795_999_925_878, 2 ** 53 - 1, -1, -1.5, 40, 40.1, 1e21, 1e-7, 2 ** 53, 123456789.125, Number.NaN, Number.POSITIVE_INFINITY];

function generator(seed: number) {
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const odd = () => pick<unknown>([undefined, null, true, false, { b: 1, a: [2] }, [1, "x"], pick(NUMBERS), pick(STRINGS)]);
  const record = (value: () => unknown) => {
    const r: Record<string, unknown> = {};
    for (let i = Math.floor(next() * 5); i > 0; i--) {
      Object.defineProperty(r, pick(STRINGS), { value: next() < 0.1 ? odd() : value(), enumerable: true, writable: true, configurable: true });
    }
    return r;
  };
  const list = () => {
    const xs: unknown[] = Array.from({ length: Math.floor(next() * 4) }, () => (next() < 0.1 ? odd() : pick(STRINGS)));
    if (next() < 0.05) xs[xs.length + 1] = "after a hole";
    return xs;
  };
  const maybe = <T>(usual: () => T) => (next() < 0.1 ? odd() : usual()) as T;
  const outcome = (): Outcome | null => {
    if (next() < 0.3) return null;
    const o: Record<string, unknown> = next() < 0.5 ? { status: pick(["ran", "failed"]), at: pick(NUMBERS) } : { at: pick(NUMBERS), status: "ran" };
    if (next() < 0.6) o.fields = record(() => pick(STRINGS));
    if (next() < 0.6) o.values = list();
    if (next() < 0.5) o.sig = pick(STRINGS);
    if (next() < 0.05) o.extra = odd();
    return o as unknown as Outcome;
  };
  // Any value may turn up anywhere: the entry is built loosely and read as an entry.
  const entry = (): HistoryEntry => (<Record<string, unknown>>{
    step: maybe(() => Math.floor(next() * 1000)),
    at: maybe(() => pick(NUMBERS)),
    session: maybe(() => pick(STRINGS)),
    agent: maybe(() => (next() < 0.3 ? null : pick(STRINGS))),
    tool: maybe(() => pick(STRINGS)),
    digest: maybe(() => pick(STRINGS)),
    args: maybe(() => record(() => pick(STRINGS))),
    numbers: maybe(() => record(() => pick(NUMBERS))),
    origins: maybe(() => record(() => pick(STRINGS))),
    marks: maybe(list),
    decision: maybe(() => pick(["allow", "confirm", "refuse"])),
    reasons: maybe(list),
    compensationOf: maybe(() => (next() < 0.5 ? null : Math.floor(next() * 10))),
    plan: maybe(() => (next() < 0.5 ? null : pick(STRINGS))),
    outcome: null,
    link: "",
    sig: "",
  }) as unknown as HistoryEntry;
  return { entry, outcome, text: () => pick(STRINGS) + pick(STRINGS) };
}

describe("the bytes a history link hashes", () => {
  it("are the UTF-8 of the contract's canonical text, for 20,000 generated entries", () => {
    const g = generator(7);
    for (let i = 0; i < 20_000; i++) {
      const e = g.entry();
      const previous = i % 3 === 0 ? "0".repeat(64) : g.text();
      const sig = g.text();
      const outcome = g.outcome();
      const expected = Buffer.from(contractText(previous, sig, outcome, e));
      const got = Buffer.from(linkBytes(previous, sig, outcome, e));
      if (!got.equals(expected)) expect(got.toString(), `entry ${i}: ${JSON.stringify(e)}`).to.equal(expected.toString());
    }
  });

  it("give the link as the SHA-256 of the contract's text, entry after entry", () => {
    const g = generator(11);
    let previous = "genesis";
    let sig = "";
    let outcome: Outcome | null = null;
    for (let i = 0; i < 200; i++) {
      const e = g.entry();
      const link = chainLink(previous, sig, outcome, e);
      expect(link).to.equal(createHash("sha256").update(contractText(previous, sig, outcome, e)).digest("hex"));
      previous = link;
      sig = g.text();
      outcome = g.outcome();
    }
  });

  it("give a report's outcome digest as the SHA-256 of the canonical outcome without its sig, for 20,000 generated outcomes", () => {
    const g = generator(13);
    let checked = 0;
    for (let i = 0; i < 20_000; i++) {
      const o = g.outcome();
      if (o === null) continue;
      const { sig: _sig, ...body } = o;
      expect(outcomeBodyDigest(o), `outcome ${i}: ${JSON.stringify(o)}`).to.equal(createHash("sha256").update(canonical(body)).digest("hex"));
      checked++;
    }
    expect(checked).to.be.greaterThan(10_000);
  });

  it("write every safe integer as String() does: each power of ten and its neighbours, multiples of 1e8, 10,000 random ones", () => {
    const xs: number[] = [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1];
    for (let p = 1; p < 2 ** 53; p *= 10) xs.push(p - 1, p, p + 1);
    for (let k = 1; k * 1e8 <= Number.MAX_SAFE_INTEGER; k = k * 3 + 1) xs.push(k * 1e8 - 1, k * 1e8, k * 1e8 + 1);
    let seed = 5;
    for (let i = 0; i < 10_000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      xs.push(Math.floor((seed / 2 ** 31) * 2 ** (1 + (i % 53))));
    }
    const e = generator(17).entry();
    for (const x of xs) {
      e.step = x;
      e.numbers = { n: x };
      expect(Buffer.from(linkBytes("a", "b", null, e)).toString(), `${x}`).to.equal(contractText("a", "b", null, e));
    }
  });

  it("grow past the buffer they start with, and start again clean after", () => {
    const g = generator(3);
    const e = g.entry();
    e.reasons = Array.from({ length: 3000 }, (_, i) => `reason_${i}_é`);
    expect(Buffer.from(linkBytes("a", "b", null, e)).toString()).to.equal(contractText("a", "b", null, e));
    const small = g.entry();
    expect(Buffer.from(linkBytes("a", "b", null, small)).toString()).to.equal(contractText("a", "b", null, small));
  });
});
