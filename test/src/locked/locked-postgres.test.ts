// A PostgreSQL store whose session row another connection holds locked past the store's
// `lock_timeout`: the check fails with lock_not_available (55P03), which every surface answers as a
// busy store, and the usage it reserved for the call is taken back, so the tenant's next check has
// the budget it would have had.
import { expect } from "chai";
import pg from "pg";
import { Client, storeBusy } from "@toolgate/core";
import { PgDatabase, PgHeadStore, PgUsageStore } from "@toolgate/store-postgres";
import { startPostgres, type Postgres } from "../postgres.js";
import { CREDIT } from "./credit.js";

describe("a PostgreSQL store whose session row another connection holds locked", function () {
  this.timeout(60_000);
  let server: Postgres;
  before(async () => {
    server = await startPostgres();
  });
  after(() => server?.stop());

  it("refuses the check as busy (55P03) and takes its usage reservation back: the next check has the budget it would have had", async () => {
    // Every connection of the store waits at most 300 ms for a lock.
    const db = PgDatabase.use(`${server.url}?options=${encodeURIComponent("-c lock_timeout=300")}`);
    const locker = new pg.Client({ connectionString: server.url });
    await locker.connect();
    try {
      const usage = new PgUsageStore(db);
      const client = await Client.create({ catalogue: CREDIT.catalogue, rulebook: CREDIT.rulebook, heads: new PgHeadStore(db), usage, log: () => {} });
      const session = client.session("billing");
      session.read("spend 60 then 30 then 40 of the credit");
      const spend = (amount: number) => session.checkToolCall("look_up_credit", { amount }, { origins: { amount: "typed" } });
      const spent = async () => (await db.pool.query("SELECT step::int, reserved, (numbers->>'amount')::int AS amount FROM usage WHERE session = $1 ORDER BY step", [session.id])).rows;

      const first = await spend(60);
      expect([first.decision, first.reasons, first.step]).to.deep.equal(["allow", ["allow"], 0]);
      await session.report(0, "ran", { spent: 60 });
      expect(await spent()).to.deep.equal([{ step: 0, reserved: false, amount: 60 }]);

      await locker.query("BEGIN");
      await locker.query("SELECT step FROM heads WHERE session = $1 FOR UPDATE", [session.id]);
      let failed: unknown;
      try {
        await spend(30);
      } catch (e) {
        failed = e;
      } finally {
        await locker.query("ROLLBACK");
      }
      expect([(failed as { code?: string })?.code, storeBusy(failed)], String(failed)).to.deep.equal(["55P03", true]);
      expect(await spent(), "no reservation left by the failed check").to.deep.equal([{ step: 0, reserved: false, amount: 60 }]);

      // 60 + 40 is the whole credit, not over it: the failed 30 would have made it 130.
      const next = await spend(40);
      expect([next.decision, next.reasons, next.step]).to.deep.equal(["allow", ["allow"], 1]);
      const over = await spend(1);
      expect([over.decision, over.reasons, over.step]).to.deep.equal(["refuse", ["daily_credit"], 2]);
    } finally {
      await locker.end();
      await db.release();
    }
  });
});
