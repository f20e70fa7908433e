// Two processes sharing one SQLite head file and one SQLite entry file resume a stored session at
// the same head at the same moment. Which reads the head first is up to the machine, and the
// answers follow it (race-stored-orders.test.ts sets each order by hand). When both read it
// before either advances, the one that loses the head checks again on the new one: one approval
// (the same confirmation token, presented by both) is allowed once and the other asked afresh, and
// two calls are recorded at steps of their own. When one reads it after the other's advance, its
// caller's head is no longer the newest: refused as rolled back on a new session, nothing written
// for it in the raced one. Never the same step twice, never a lost entry, never a second run.
import { expect } from "chai";
import type { Head } from "@toolgate/core";
import { ran } from "../fixtures.js";
import type { Answer } from "./child-process.js";
import { sharedStores } from "./shared-stores.js";

const ROUNDS = 4;

describe("race: two processes resuming one stored session on shared SQLite stores", function () {
  this.timeout(120_000);
  const shared = sharedStores("toolgate-race-stored-");
  let id = 0;

  /** Sends each child its call on the stored session at `head`, waits until both are ready, then lets both go at once. */
  async function race(session: string, head: Head | null, calls: Array<{ tool: string; args: Record<string, unknown>; options: Record<string, unknown> }>): Promise<Array<{ answer: Answer }>> {
    const ids = calls.map(() => ++id);
    shared.children.forEach((c, i) => c.send({ id: ids[i], stored: { session, head }, ...calls[i] }));
    await Promise.all(shared.children.map((c, i) => c.next(`${ids[i]}:ready`)));
    shared.children.forEach((c, i) => c.send({ go: ids[i] }));
    const got = await Promise.all(shared.children.map((c, i) => c.next(`${ids[i]}:answer`)));
    for (const g of got) if (g.error) throw new Error(String(g.error));
    return got as unknown as Array<{ answer: Answer }>;
  }

  async function asked() {
    const s = shared.client.session("billing", { stored: true });
    await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    const origins = { customer_id: "context", amount: "context" };
    const a = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins });
    expect(a.decision).to.equal("confirm");
    return { session: s.id, head: s.head, step: a.step, token: a.confirmation!, origins };
  }

  async function verifiesAt(session: string, step: number): Promise<void> {
    const stored = await shared.client.storedHistory(session);
    expect(stored.verification).to.deep.equal({ valid: true });
    expect(stored.history.length).to.equal(step + 1);
  }

  /** The answer of a call whose first read of the head came after the other's advance: its caller's head is not the newest, refused on a new session. */
  function rolledBack(answer: Answer, session: string, step: number): void {
    expect([answer.decision, answer.reasons, answer.problem, answer.previous, answer.step]).to.deep.equal(["refuse", ["history_invalid"], `rolled back: step ${step + 1} was seen, the caller's head is at ${step}`, session, 0]);
    expect(answer.session).to.not.equal(session);
  }

  it("allows one approval both present at once exactly once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { session, head, step, token, origins } = await asked();
      const call = { tool: "charge_card", args: { customer_id: "C7", amount: 40 }, options: { origins, confirmation: token } };
      const got = await race(session, head, [call, call]);
      const allowed = got.filter((g) => g.answer.decision === "allow");
      expect(allowed.map((g) => [g.answer.reasons, g.answer.session, g.answer.step]), `round ${round}: ${JSON.stringify(got)}`).to.deep.equal([[["confirmed"], session, step + 1]]);
      const lost = got.find((g) => g.answer.decision !== "allow")!.answer;
      if (lost.decision === "refuse") {
        rolledBack(lost, session, step);
        await verifiesAt(session, step + 1);
      } else {
        // It read the head before the other advanced, lost it, and was checked again on the new head, which the token does not cover.
        expect([lost.decision, lost.reasons, lost.session, lost.step]).to.deep.equal(["confirm", ["write"], session, step + 2]);
        await verifiesAt(session, step + 2);
      }
    }
  });

  it("never forks a stored session two processes advance at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { session, head, step } = await asked();
      const calls = [0, 1].map((i) => ({ tool: "get_order", args: { order_id: `o${i}` }, options: { origins: { order_id: "context" } } }));
      const got = await race(session, head, calls);
      const refused = got.filter((g) => g.answer.decision !== "allow");
      if (refused.length === 0) {
        expect(got.map((g) => [g.answer.reasons, g.answer.session]), `round ${round}`).to.deep.equal([
          [["allow"], session],
          [["allow"], session],
        ]);
        expect(got.map((g) => g.answer.step).sort()).to.deep.equal([step + 1, step + 2]);
        await verifiesAt(session, step + 2);
      } else {
        expect(refused.length, `round ${round}: ${JSON.stringify(got)}`).to.equal(1);
        rolledBack(refused[0]!.answer, session, step);
        const allowed = got.find((g) => g.answer.decision === "allow")!.answer;
        expect([allowed.reasons, allowed.session, allowed.step]).to.deep.equal([["allow"], session, step + 1]);
        await verifiesAt(session, step + 1);
      }
    }
  });
});
