// Two processes sharing one SQLite head file check calls on copies of one history at the same
// moment. One approval (the same confirmation token, from two copies) is allowed exactly once;
// two calls on one session never fork it: one is recorded on the session, the other is checked
// again on the new head and refused as rolled back, on a new history.
import { expect } from "chai";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, keyPairFromSeed, type HistoryJSON } from "@toolgate/core";
import { SqliteHeadStore } from "@toolgate/store-sqlite";
import { catalogue, ran } from "../fixtures.js";
import { Child, type Answer } from "./child-process.js";

const ROUNDS = 6;

describe("race: two processes sharing a SQLite head store", function () {
  this.timeout(120_000);
  let dir: string;
  let file: string;
  let seed: string;
  let children: Child[];
  let client: Client;
  let store: SqliteHeadStore;
  let id = 0;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-race-"));
    file = join(dir, "heads.db");
    seed = randomBytes(32).toString("hex");
    store = new SqliteHeadStore(file);
    client = await Client.create({ catalogue, keys: keyPairFromSeed(Buffer.from(seed, "hex")), heads: store, log: () => {} });
    children = [new Child(seed, file), new Child(seed, file)];
    await Promise.all(children.map((c) => c.next("started")));
  });

  after(() => {
    for (const c of children ?? []) c.stop();
    store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Sends each child its call on `history`, waits until both are ready, then lets both go at once. */
  async function race(history: HistoryJSON, calls: Array<{ tool: string; args: Record<string, unknown>; options: Record<string, unknown> }>): Promise<Array<{ answer: Answer; head: string }>> {
    const ids = calls.map(() => ++id);
    children.forEach((c, i) => c.send({ id: ids[i], history, ...calls[i] }));
    await Promise.all(children.map((c, i) => c.next(`${ids[i]}:ready`)));
    children.forEach((c, i) => c.send({ go: ids[i] }));
    const got = await Promise.all(children.map((c, i) => c.next(`${ids[i]}:answer`)));
    for (const g of got) if (g.error) throw new Error(String(g.error));
    return got as unknown as Array<{ answer: Answer; head: string }>;
  }

  async function asked() {
    const s = client.session("billing");
    await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    const origins = { customer_id: "context", amount: "context" };
    const a = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins });
    expect(a.decision).to.equal("confirm");
    return { history: s.history.toJSON(), token: a.confirmation!, origins };
  }

  it("allows one approval presented at once from two copies of a history exactly once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { history, token, origins } = await asked();
      const call = { tool: "charge_card", args: { customer_id: "C7", amount: 40 }, options: { origins, confirmation: token } };
      const got = await race(history, [call, call]);
      const allowed = got.filter((g) => g.answer.decision === "allow");
      expect(allowed.map((g) => [g.answer.reasons, g.answer.session, g.answer.step]), `round ${round}`).to.deep.equal([[["confirmed"], history.session, history.entries.length]]);
      const lost = got.find((g) => g.answer.decision !== "allow")!;
      expect([lost.answer.decision, lost.answer.reasons, lost.answer.step]).to.deep.equal(["refuse", ["history_invalid"], 0]);
      expect(lost.answer.problem).to.match(/^rolled back: step \d+ was seen/);
      expect(store.get(history.session)?.link).to.equal(allowed[0]!.head);
    }
  });

  it("never forks a session two processes advance at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { history } = await asked();
      const calls = [0, 1].map((i) => ({ tool: "get_order", args: { order_id: `o${i}` }, options: { origins: { order_id: "context" } } }));
      const got = await race(history, calls);
      const onSession = got.filter((g) => g.answer.session === history.session);
      expect(onSession.map((g) => [g.answer.decision, g.answer.step]), `round ${round}`).to.deep.equal([["allow", history.entries.length]]);
      const other = got.find((g) => g.answer.session !== history.session)!;
      expect([other.answer.decision, other.answer.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
      expect(store.get(history.session)).to.include({ step: history.entries.length, link: onSession[0]!.head });
    }
  });
});
