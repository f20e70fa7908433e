// The summary a check reads must answer every question exactly as walking the entries would,
// as the history grows and as the newest entry's outcome is reported and settled.
import { expect } from "chai";
import { generateKeyPair, makeSigner } from "../crypto/ed25519.js";
import { History, type HistoryEntry, type OutcomeStatus } from "./history.js";
import type { HistoryFacts } from "./history-summary.js";

const TOOLS = ["get_order", "refund_card", "cancel_refund", "read_inbox"];
const STATUSES: Array<OutcomeStatus | null> = [null, "ran", "failed", "outcome_unknown", "compensated"];

/** Every question of the summary, answered by walking the entries (those of results only with `results`: they are indexed when first asked). */
function walked(entries: readonly HistoryEntry[], h: HistoryFacts, results = true): void {
  const ran = (e: HistoryEntry) => e.decision === "allow" && e.outcome?.status === "ran";
  expect(h.count).to.equal(entries.length);
  for (const tool of TOOLS) {
    expect(h.ran(tool), `ran ${tool}`).to.equal(entries.filter((e) => e.tool === tool && ran(e)).length);
    expect(h.used(tool), `used ${tool}`).to.equal(entries.filter((e) => e.tool === tool && e.decision === "allow" && e.compensationOf === null && e.outcome?.status !== "failed").length);
    expect(h.firstAllowed(tool), `first ${tool}`).to.equal(entries.find((e) => e.tool === tool && e.decision === "allow")?.step);
    expect(h.runs(tool).map((r) => [r.step, r.at, r.numbers]), `runs ${tool}`).to.deep.equal(entries.filter((e) => e.tool === tool && ran(e)).map((e) => [e.step, e.outcome!.at, e.numbers]));
  }
  expect({ ...h.ranByTool() }).to.deep.equal(Object.fromEntries(TOOLS.map((t) => [t, entries.filter((e) => e.tool === t && ran(e)).length]).filter(([, n]) => n !== 0)));
  for (const plan of ["p1", "p2"]) expect(h.planRan(plan)).to.equal(entries.filter((e) => e.plan === plan && ran(e)).length);
  for (let k = 0; k < entries.length; k++) {
    expect(h.undone(k), `undone ${k}`).to.equal(entries.some((e) => e.compensationOf === k && e.decision === "allow" && e.outcome?.status !== "failed"));
    expect(h.undone(k, true), `undone at all ${k}`).to.equal(entries.some((e) => e.compensationOf === k && e.decision === "allow"));
  }
  expect([...h.ranWrites()]).to.deep.equal(entries.filter((e) => ran(e) && e.compensationOf === null).map((e) => [e.step, e.tool]));
  expect(h.resultsHeld(), "results held").to.equal(entries.some((e) => (e.outcome?.values?.length ?? 0) > 0));
  if (!results) return;
  for (let v = 0; v < 12; v++) expect(h.resultHolds(`v${v}`), `holds v${v}`).to.equal(entries.some((e) => e.outcome?.values?.includes(`v${v}`) ?? false));
}

describe("history summary", () => {
  it("answers as walking the entries does, as entries are added and outcomes reported and settled", () => {
    const signer = makeSigner(generateKeyPair(), "node");
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let run = 0; run < 20; run++) {
      const history = History.start(`s_${run}`);
      // Results first asked for at a step of their own in each run: indexed from the entries then, kept after.
      const askFrom = rand(30);
      for (let i = 0; i < 30; i++) {
        const step = history.length;
        history.append(signer, {
          at: 1_000 + step,
          agent: null,
          tool: TOOLS[rand(TOOLS.length)]!,
          digest: `d${step}`,
          args: {},
          numbers: { amount: rand(50) },
          origins: {},
          marks: [],
          decision: (["allow", "allow", "confirm", "refuse"] as const)[rand(4)]!,
          reasons: ["allow"],
          compensationOf: step > 0 && rand(4) === 0 ? rand(step) : null,
          plan: rand(3) === 0 ? `p${1 + rand(2)}` : null,
        });
        walked(history.verifiedEntries, history.summary, i >= askFrom);
        // Reported once or twice (`outcome_unknown` settled later), or never.
        for (let r = rand(3); r > 0; r--) {
          const status = STATUSES[rand(STATUSES.length)];
          if (!status) break;
          history.report(step, { status, at: 5_000 + step, values: [`v${rand(12)}`, `v${rand(12)}`].sort() }, signer);
          walked(history.verifiedEntries, history.summary, i >= askFrom);
        }
      }
      // Made again from the entries alone, as a history from outside is: the same answers.
      const again = History.from(history.toJSON());
      expect(again.verify(signer).valid).to.equal(true);
      walked(again.verifiedEntries, again.summary);
    }
  });
});
