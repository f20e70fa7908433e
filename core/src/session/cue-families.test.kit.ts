// What every cue family's tests ask, shared by the cue test files: each held text read with the
// family's reason, plain writing not read, and near misses of 20,000 characters read in bounded
// time. Named `.test.kit` so that the package leaves it out and the runner does not run it alone.
import { expect } from "chai";
import { cpuMs } from "./cpu-time.test.kit.js";
import type { InstructionCue } from "./instruction-cue.js";

export interface CueFamily {
  name: string;
  cues: readonly InstructionCue[];
  held: string[];
  plain: string[];
}

export function itReadsCueFamilies(families: readonly CueFamily[]): void {
  const LONGEST = 20_000;
  const fill = (piece: string) => piece.repeat(Math.ceil(LONGEST / piece.length)).slice(0, LONGEST);
  for (const f of families) {
    const reason = (text: string) => f.cues.find((c) => c.pattern.test(text))?.reason;
    for (const text of f.held) it(`reads \`${text}\` as ${f.name}`, () => expect(reason(text), text).to.be.a("string"));
    it(`does not read plain writing as ${f.name}`, () => {
      for (const text of f.plain) expect(reason(text), text).to.equal(undefined);
    });
    it(`reads ${LONGEST.toLocaleString("en-US")} characters of near misses of ${f.name} in bounded time`, () => {
      const pieces = f.held.map((t) => t.slice(0, Math.ceil(t.length / 2)).replace(/[.;!?]/g, " "));
      const spent = cpuMs(() => {
        for (const p of pieces) for (const c of f.cues) c.pattern.test(fill(`${p} `));
      });
      expect(spent).to.be.below(2_000);
    });
  }
}
