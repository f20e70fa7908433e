// Two processes sharing one SQLite head file and one SQLite entry file report the outcome of one
// step of a stored session at the same moment: the same outcome, or two that differ. The head
// store's compare-and-set lets one report in; the stored session holds exactly that outcome, its
// entries verify, and the loser is refused `report_invalid` — never a second outcome recorded,
// never an error of another kind. A report of a step that was never checked is refused by both.
import { expect } from "chai";
import type { Head } from "@toolgate/core";
import { sharedStores } from "./shared-stores.js";

const ROUNDS = 3;

interface Reported {
  reported: boolean;
  code: string | null;
}

describe("race: two processes reporting one step of a stored session at once", function () {
  this.timeout(120_000);
  const shared = sharedStores("toolgate-race-reports-");
  let id = 0;

  /** Each child reports its outcome of `step` on the stored session at `head`; both go at once. */
  async function race(session: string, head: Head | null, reports: Array<{ step: number; status: string; result?: unknown }>): Promise<Reported[]> {
    const ids = reports.map(() => ++id);
    shared.children.forEach((c, i) => c.send({ id: ids[i], stored: { session, head }, tool: "", args: {}, options: {}, report: reports[i] }));
    await Promise.all(shared.children.map((c, i) => c.next(`${ids[i]}:ready`)));
    shared.children.forEach((c, i) => c.send({ go: ids[i] }));
    const got = await Promise.all(shared.children.map((c, i) => c.next(`${ids[i]}:answer`)));
    return got.map((g) => {
      if (g.error) throw new Error(String(g.error));
      return g.answer as Reported;
    });
  }

  async function checked() {
    const s = shared.client.session("billing", { stored: true });
    const a = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "context" } });
    expect(a.decision).to.equal("allow");
    return { session: s.id, head: s.head, step: a.step };
  }

  async function outcomeAt(session: string, step: number): Promise<string | undefined> {
    const stored = await shared.client.storedHistory(session);
    expect(stored.verification).to.deep.equal({ valid: true });
    return stored.history.entry(step)?.outcome?.status;
  }

  it("records one of two different outcomes reported at once, and refuses the other", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { session, head, step } = await checked();
      const got = await race(session, head, [
        { step, status: "ran", result: { order_id: "1", charge_id: "ch_1", total: 40 } },
        { step, status: "failed" },
      ]);
      const won = got.filter((g) => g.reported);
      expect(won.length, `round ${round}: ${JSON.stringify(got)}`).to.equal(1);
      expect(got.find((g) => !g.reported)!.code).to.equal("report_invalid");
      expect(await outcomeAt(session, step)).to.equal(got[0]!.reported ? "ran" : "failed");
    }
  });

  it("records the same outcome reported at once exactly once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { session, head, step } = await checked();
      const report = { step, status: "ran", result: { order_id: "1", charge_id: "ch_1", total: 40 } };
      const got = await race(session, head, [report, report]);
      expect(got.some((g) => g.reported), JSON.stringify(got)).to.equal(true);
      for (const g of got) if (!g.reported) expect(g.code).to.equal("report_invalid");
      expect(await outcomeAt(session, step)).to.equal("ran");
      const stored = await shared.client.storedHistory(session);
      expect(stored.history.length).to.equal(step + 1);
    }
  });

  it("refuses, in both processes, a report of a step that was never checked", async () => {
    const { session, head, step } = await checked();
    const got = await race(session, head, [
      { step: step + 1, status: "ran", result: {} },
      { step: step + 7, status: "failed" },
    ]);
    expect(got).to.deep.equal([
      { reported: false, code: "report_invalid" },
      { reported: false, code: "report_invalid" },
    ]);
    expect(await outcomeAt(session, step)).to.equal(undefined);
  });
});
