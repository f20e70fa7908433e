// The tool-kinds bar over the labelled set: at least 90% classed right by the English grammar,
// and not one write or send tool classed as a read.
import { expect } from "chai";
import { BAR, classifyAll, figures, loadLabelled } from "./tool-kinds-labelled.js";

describe("tool kinds inferred by the English grammar", () => {
  const tools = loadLabelled();
  const f = figures(classifyAll(tools));

  it("has at least 150 labelled tools, each with a kind", () => {
    expect(tools.length).to.be.at.least(150);
    for (const t of tools) expect(["read", "write", "send"], t.name).to.include(t.kind);
  });

  it("classes no write or send tool as a read", () => {
    const unsafe = f.wrong.filter((c) => c.kind === "read").map((c) => c.tool.name);
    expect(unsafe).to.deep.equal([]);
    expect(f.unsafeReads).to.equal(BAR.unsafeReads);
  });

  it(`classes at least ${BAR.percent}% of the tools right`, () => {
    expect(f.percent).to.be.at.least(BAR.percent);
  });
});
