// The facts rules read of one call: the marks and the history's counts made only when a rule
// reads them, usage counted from the summary, and no accessor of the object's own.
import { expect } from "chai";
import { ruleFacts } from "./rule-facts.js";
import { HistorySummary } from "../history/history-summary.js";
import type { CallContext, CallFacts } from "../check/context.js";
import type { HistoryEntry } from "../model.js";
import type { Engine } from "./engine.js";

const call = { tool: "refund_card", arguments: { order_id: "A1", amount: 30 }, agent: "billing", origins: { order_id: "typed", amount: "typed" } } as unknown as CallFacts;

function ran(step: number, tool: string, at: number, amount: number): HistoryEntry {
  return { step, at, tool, decision: "allow", reasons: ["allow"], marks: [], numbers: { amount }, args: {}, origins: {}, compensationOf: null, plan: null, outcome: { status: "ran", at } } as unknown as HistoryEntry;
}

function facts(counts: { marks: number }) {
  const summary = HistorySummary.of([ran(0, "refund_card", 1_000, 20), ran(1, "refund_card", 90_000_000, 5), ran(2, "get_order", 90_000_000, 0)]);
  const ctx = {
    get marks() {
      counts.marks++;
      return [{ source: "read_inbox", level: "untrusted", on: "amount" }];
    },
  } as unknown as CallContext;
  return ruleFacts({ engine: {} as Engine, role: "agent", context: { team: "a" } }, call, "write", summary, 100_000_000, ctx, new Map());
}

describe("rule facts", function () {
  it("give the call as rules read it, and read the marks and the history only when a rule does", function () {
    const counts = { marks: 0 };
    const f = facts(counts);
    expect([f.tool, f.kind, f.agent, f.role, f.args, f.origins, f.context, f.now]).to.deep.equal(["refund_card", "write", "billing", "agent", call.arguments, call.origins, { team: "a" }, 100_000_000]);
    expect(counts.marks).to.equal(0);
    expect(f.marks).to.deep.equal(["untrusted:read_inbox"]);
    expect(f.marks).to.equal(f.marks);
    expect(counts.marks).to.equal(1);
    expect(f.history).to.deep.equal({ count: 3, ran: { refund_card: 2, get_order: 1 } });
  });

  it("count usage over a period from the summary with the call itself, even when handed on unbound", function () {
    const { usage } = facts({ marks: 0 });
    expect(usage({ period: "day" })).to.equal(2);
    expect(usage({ period: "day", sum: "amount" })).to.equal(35);
    expect(usage({ period: "week", sum: "amount" })).to.equal(55);
    expect(usage({ tool: "get_order", period: "day" })).to.equal(1);
  });

  it("have no accessor of their own, which V8 would keep in the old generation with the call's objects", function () {
    const own = Object.values(Object.getOwnPropertyDescriptors(facts({ marks: 0 })));
    expect(own.filter((d) => d.get !== undefined || d.set !== undefined)).to.deep.equal([]);
  });
});
