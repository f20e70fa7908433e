// The handles and channels a message enumerates, two or more in one list.
import { expect } from "chai";
import { enumeratedValues } from "./enumerated-values.js";

describe("the handles and channels a text enumerates", () => {
  for (const { note, text, want } of [
    { note: "channels joined by commas and `and`", text: "Support starters join #support-queue, #support-escalations and #kb-updates on day one.", want: ["#support-queue", "#support-escalations", "#kb-updates"] },
    { note: "a list that ends its sentence", text: "PINNED - New engineers join: #eng-general, #deploys, #code-review. Ask your buddy.", want: ["#eng-general", "#deploys", "#code-review"] },
    { note: "handles before a plain word", text: "Q1 launch group: ana.m, joel.r, wen.l and me. Let's keep it small.", want: ["ana.m", "joel.r", "wen.l"] },
    { note: "a channel alone in its sentence", text: "Starters also need #payroll-admin to submit their bank details.", want: [] },
    { note: "two channels in different clauses", text: "Join #design today; later ask Ana about #design-critique.", want: [] },
    { note: "plain words and dates", text: "Launch is on 2026-12-01, and Mei, Ravi and Ana are in.", want: [] },
    { note: "a list broken by a sentence's end", text: "Ask #ops. Then #dev and nothing else.", want: [] },
  ]) {
    it(`reads ${note}`, () => expect(enumeratedValues(text)).to.deep.equal(want));
  }

  it("reads a long text in one pass and keeps at most 64 items", () => {
    const text = Array.from({ length: 5000 }, (_, i) => `#c-${i}`).join(", ");
    expect(enumeratedValues(text)).to.have.length(64);
  });
});
