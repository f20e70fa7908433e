// Untrusted text never stalls a check: the inputs that held the event loop for seconds (a long
// token, a run of CJK, a URL ending in a long run of dots, a YAML alias bomb) are each answered
// within a generous bound, with the answer and its reasons asserted. The bench holds the figures.
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, MAX_SCAN_CHARS, ToolgateError, setting } from "@toolgate/core";
import { MAX_TURN_CHARS } from "@toolgate/grammar-kit";
import en from "@toolgate/grammar-en";
import pt from "@toolgate/grammar-pt";
import { catalogue } from "./fixtures.js";

/** Generous: the machine is shared; the old code took from seconds to minutes on these. */
const BOUND_MS = 2_000;

function timed<T>(fn: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = fn();
  return { value, ms: performance.now() - started };
}

let dir: string;

describe("hostile text", function () {
  before(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-hostile-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));
  // The first English reading loads compromise's lexicon: a test's time is not the bound.
  this.timeout(30_000);
  it("detects the language of a 100,000-character token and 20,000 CJK characters in bounded time", () => {
    for (const text of ["a".repeat(100_000), "漢".repeat(20_000), "a@".repeat(50_000), "a.b".repeat(33_000)]) {
      for (const g of [en, pt]) {
        const { value, ms } = timed(() => g.detect(text));
        expect(value, `${g.language} on ${text.slice(0, 4)}…`).to.equal(0);
        expect(ms, `${g.language} on ${text.slice(0, 4)}…`).to.be.below(BOUND_MS);
      }
    }
  });

  it("reads a turn up to its cap, and the reading says so", () => {
    const text = `please refund order 4411 ${"1 ".repeat(500_000)}`;
    for (const g of [en, pt]) {
      const { value, ms } = timed(() => g.readTurn(text, { now: new Date("2026-03-04T10:00:00Z") }));
      expect(value.cut, g.language).to.deep.equal({ read: MAX_TURN_CHARS, of: text.length });
      expect(ms, g.language).to.be.below(BOUND_MS);
    }
    expect(en.readTurn("refund order 4411", { now: new Date() }).cut).to.equal(undefined);
  });

  it("checks a megabyte argument of each adversarial shape in bounded time", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const shapes: Array<[string, string, string[]]> = [
      ["one long token", "a".repeat(1_000_000), ["schema_partial"]],
      // The person's turn is the same text: a destination they typed is theirs (destinations), so these answer as a long token does.
      ["a URL ending in a long run of dots", `http://x${".".repeat(1_000_000)}a`, ["schema_partial"]],
      ["a host ending in a long run of dots", `evil.example${".".repeat(1_000_000)}`, ["schema_partial"]],
      ["an address spelled with many zones", `fe80::1${"%".repeat(500_000)}`, ["schema_partial"]],
      ["numbers and pluses", "+1 ".repeat(330_000), ["schema_partial"]],
      ["CJK", "漢".repeat(1_000_000), ["schema_partial"]],
    ];
    for (const [note, text, reasons] of shapes) {
      const session = client.session("billing");
      session.read(text);
      const started = performance.now();
      const a = await session.checkToolCall("open_note", { text }, { origins: { text: "context" } });
      const ms = performance.now() - started;
      expect({ decision: a.decision, reasons: a.reasons }, note).to.deep.equal({ decision: reasons[0] === "undeclared_destination" ? "refuse" : "confirm", reasons });
      expect(ms, note).to.be.below(BOUND_MS);
    }
  });

  it("checks a megabyte of spelled addresses and of `+1 ` in bounded time, naming the address once", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const shapes: Array<[string, string, Record<string, unknown>]> = [
      ["spelled addresses", "a (at) b (dot) com ".repeat(55_000), { decision: "refuse", reasons: ["undeclared_destination"], destinations: ["a@b.com"] }],
      ["bracketed addresses", "a [at] b [.] com ".repeat(60_000), { decision: "refuse", reasons: ["undeclared_destination"], destinations: ["a@b.com"] }],
      ["pluses and ones", "+1 ".repeat(349_000), { decision: "confirm", reasons: ["schema_partial"], destinations: undefined }],
      ["pluses and ones before a host", `${"+1 ".repeat(349_000)}evil.example`, { decision: "refuse", reasons: ["undeclared_destination"], destinations: ["evil.example"] }],
    ];
    for (const [note, text, want] of shapes) {
      expect(text.length, note).to.be.within(900_000, MAX_SCAN_CHARS);
      const session = client.session("billing");
      const started = performance.now();
      const a = await session.checkToolCall("open_note", { text }, { origins: { text: "context" } });
      const ms = performance.now() - started;
      expect({ decision: a.decision, reasons: a.reasons, destinations: a.detail.destinations }, note).to.deep.equal(want);
      expect(ms, note).to.be.below(BOUND_MS);
    }
  });

  it("refuses an argument of a non-sending tool too long to scan whole, naming it as unread", async () => {
    const client = await Client.create({ catalogue, checks: [setting("destinations", {})], log: () => {} });
    const session = client.session("billing");
    const text = `${"a ".repeat(MAX_SCAN_CHARS / 2)} ana@x.com`;
    const a = await session.checkToolCall("open_note", { text }, { origins: { text: "context" } });
    expect({ decision: a.decision, reasons: a.reasons, detail: a.detail }).to.deep.include({ decision: "refuse", reasons: ["undeclared_destination"] });
    expect(a.detail).to.deep.include({ destinations: [], unread: ["/text"] });
  });

  it("refuses a YAML alias bomb as an invalid catalogue, not an internal error", async () => {
    const lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 9; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${String.fromCharCode(96 + i)}`).join(", ")}]`);
    const file = join(dir, "bomb.yaml");
    writeFileSync(file, `${lines.join("\n")}\ntools: {}\n`);
    const started = performance.now();
    const err = await Client.create({ catalogue: file, log: () => {} }).then(() => undefined, (x: unknown) => x);
    const ms = performance.now() - started;
    expect(err).to.be.instanceOf(ToolgateError);
    expect([(err as ToolgateError).code, (err as ToolgateError).place.file]).to.deep.equal(["catalogue_invalid", file]);
    expect((err as ToolgateError).message).to.contain("alias");
    expect(ms).to.be.below(BOUND_MS);
  });
});
