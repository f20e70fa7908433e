// The grammars' patterns the ReDoS analyser finds super-linear (the list of own-patterns.test.ts),
// each fed its attack in the shapes a turn carries it to the pattern: blanks where the analyser
// pumped tabs or control characters, after each word the pattern needs, up to the reading cap.
// Each turn is read through a session with both grammars, and must take a bounded time: a listed
// pattern a turn reaches and stalls on is fixed first.
import { expect } from "chai";
import { Client } from "@toolgate/core";
import { catalogue } from "./fixtures.js";
import { KNOWN_SUPER_LINEAR } from "./own-patterns.test.js";
import { attackTurns, parseAttack, patternWords, READING_CAP } from "./own-patterns/attacks.js";
import { ownPatterns, readVerdicts } from "./own-patterns/verdicts.js";

/**
 * Generous: a turn at the cap is read in a few milliseconds of CPU; the patterns this test found
 * took from seconds to hours. CPU time, not the clock's: the machine running the tests is shared.
 */
const BOUND_MS = 1_000;

function cpuMs<T>(fn: () => T): number {
  const started = process.cpuUsage();
  fn();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1_000;
}

describe("listed grammar patterns on the turns that reach them", function () {
  this.timeout(1_800_000);

  it("reads the analyser's attack strings without evaluating them", () => {
    expect(parseAttack(String.raw`'id\t' + '\t'.repeat(436) + '\x00'`)).to.deep.equal([
      { text: "id\t", times: 1 },
      { text: "\t", times: 436 },
      { text: "\0", times: 1 },
    ]);
    expect(parseAttack(String.raw`'\'0' + 'ª\'A'.repeat(331) + '\n'`).map((p) => p.text)).to.deep.equal(["'0", "ª'A", "\n"]);
    expect(() => parseAttack("process.exit()")).to.throw(/does not know/);
  });

  it("puts the attack after the words the pattern needs, with blanks for tabs, at the cap", () => {
    // The Portuguese id keyword pattern stalled on `pedido` and spaces, not on the analyser's tabs.
    const source = String.raw`\b(?:pedido|[Oo]rder|id)s?\s*(?:n[ºo°]\.?|de\s+numero)?\s*:?\s*#?\s*([a-z]{0,10}[-_]?\d[\w-]*)(?![\w/]|[.,]\d)`;
    expect(patternWords(source)).to.include.members(["pedido", "order", "id", "de", "numero"]);
    expect(patternWords(source)).to.not.include.members(["s", "w", "numeros"]);
    const turns = attackTurns(source, String.raw`'id\t' + '\t'.repeat(436) + '\x00'`);
    expect(turns.every((t) => t.length === READING_CAP)).to.equal(true);
    expect(turns).to.include(`pedido id${" ".repeat(READING_CAP - 10)}x`);
    expect(turns).to.include(`id\t${"\t".repeat(READING_CAP - 4)}\0`);
  });

  it("reads every listed grammar pattern's attack, as a turn carries it, in bounded time", async () => {
    const verdicts = readVerdicts();
    const { all } = ownPatterns();
    const client = await Client.create({ catalogue, grammar: ["en", "pt"], log: () => {} });
    client.session("warm").read("please refund order 4411, e reembolsa 40 no pedido 4412");
    const listed = KNOWN_SUPER_LINEAR.filter((k) => k.file.startsWith("grammars/"));
    const slow: string[] = [];
    let turns = 0;
    for (const { key, file } of listed) {
      const pattern = all.get(key);
      expect(pattern, `${file}: ${key} is listed but not built`).to.not.equal(undefined);
      for (const turn of attackTurns(pattern!.source, verdicts[key]?.attack)) {
        const ms = cpuMs(() => client.session(`attack-${turns++}`).read(turn));
        if (ms > BOUND_MS) slow.push(`${file} (${key}): ${Math.round(ms)} ms on ${JSON.stringify(turn.slice(0, 40))}…`);
      }
    }
    expect(slow, "listed patterns a turn reaches and stalls on: rewrite each linear").to.deep.equal([]);
    expect(turns).to.be.above(listed.length * 2);
  });
});
