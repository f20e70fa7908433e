// Reading a turn takes linear time and a bounded one, whatever the turn holds: the adversarial
// turns of issue 15 (a 100,000-character token, 20,000 CJK characters, 50,000 "1.", 5,000 words,
// 200 addresses) are each read through a session, every grammar installed, under 50 ms on a quiet
// machine; a 50-word English turn has a p95 under 2 ms and a Portuguese one under 0.5 ms; a
// grammar loads in under 400 ms. The bench measures them (`npm run bench`); the bounds asserted
// here are generous, since the machine running the tests is shared, and catch a quadratic reader.
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { Client } from "@toolgate/core";
import en from "@toolgate/grammar-en";
import pt from "@toolgate/grammar-pt";
import { ADVERSARIAL_TURNS } from "./bench/adversarial-turns.js";
import { catalogue } from "./fixtures.js";

/** What the figures aim at; a test asserts them 20 times over, since the machine is shared. */
const ADVERSARIAL_MS = 50;
const SLACK = 20;


function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)]!;
}

describe("reading time", function () {
  this.timeout(120_000);
  it("reads each adversarial turn in bounded time, and says when it read only part of it", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    client.session("warm").read("please refund order 4411");
    for (const [label, text] of ADVERSARIAL_TURNS) {
      const session = client.session(`adversarial-${label}`);
      const started = performance.now();
      const reading = session.read(text);
      const ms = performance.now() - started;
      expect(ms, label).to.be.below(ADVERSARIAL_MS * SLACK);
      // A long turn is read up to the cap and the reading says so, or it is reported not read.
      if (text.length > 4_000 && reading.read) expect(reading.cut, label).to.deep.equal({ read: 4_000, of: text.length });
    }
  });
  it("reads a 50-word turn with a p95 under 2 ms in English and 0.5 ms in Portuguese", () => {
    const now = { now: new Date("2026-03-02T10:00:00Z") };
    const turns: Array<[typeof en, string, number]> = [
      [en, "hi there, could you please refund 40 dollars on order 4411 for Ana today, then email the receipt to ana@x.com and post a short note in #billing saying the refund went through, but don't cancel order 4412 because she still wants it and will pay for it on Friday, thanks a lot", 2],
      [pt, "olá, por favor reembolse 40 reais no pedido 4411 da Ana hoje, depois mande o recibo para ana@x.com e poste uma nota curta no #faturamento dizendo que o reembolso foi feito, mas não cancele o pedido 4412 porque ela ainda quer e vai pagar na sexta, obrigado", 0.5],
    ];
    for (const [g, text, target] of turns) {
      for (let i = 0; i < 50; i++) g.readTurn(text, now);
      const samples: number[] = [];
      for (let i = 0; i < 300; i++) {
        const started = performance.now();
        g.readTurn(text, now);
        samples.push(performance.now() - started);
      }
      expect(p95(samples), g.language).to.be.below(Math.max(target * SLACK, 100));
    }
  });
  it("loads each grammar in under 400 ms", () => {
    for (const name of ["@toolgate/grammar-en", "@toolgate/grammar-pt"]) {
      const script = `const t = performance.now(); const g = (await import(${JSON.stringify(name)})).default; g.readTurn("refund 40 on A1", { now: new Date() }); console.log(performance.now() - t);`;
      const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", cwd: process.cwd() });
      const ms = Number(run.stdout.trim());
      expect(Number.isFinite(ms), run.stderr).to.equal(true);
      expect(ms, name).to.be.below(400 * SLACK);
    }
  });
});
