// The said-checks against the corpus of turns and calls (test/grammar-cases): per check and
// language, at most 5% false asks and at most 5% misses, with the real client.
import { expect } from "chai";
import { BAR, corpusCases, corpusFigures, formatFigures, SAID_CHECKS } from "./grammar-figures.js";

describe("the said-checks on the corpus of turns", () => {
  it("has at least 200 English and 80 Portuguese cases, about half of them matching calls", () => {
    for (const [language, least] of [["en", 200], ["pt", 80]] as const) {
      const cases = corpusCases(language);
      expect(cases.length).to.be.at.least(least);
      const allPass = cases.filter((c) => SAID_CHECKS.every((id) => c.want[id] === "pass")).length;
      expect(allPass / cases.length).to.be.within(0.35, 0.65);
    }
  });

  for (const language of ["en", "pt"]) {
    it(`keeps false asks and misses within 5% for every check in ${language}`, async function () {
      this.timeout(120_000);
      const figures = await corpusFigures(language);
      for (const id of SAID_CHECKS) {
        const f = figures[id];
        expect(f.falseAsks, `${formatFigures(language, figures)}\n${f.wrong.join("\n")}`).to.be.at.most(Math.floor(BAR * f.wantPass));
        expect(f.misses, `${formatFigures(language, figures)}\n${f.wrong.join("\n")}`).to.be.at.most(Math.floor(BAR * f.wantAsk));
      }
    });
  }
});
