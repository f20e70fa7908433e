// Heads advance by compare-and-set, reports are signed, and a check sent again gets its answer:
// two copies of one history checked at once never both extend it (one approval is allowed once),
// the newest outcome cannot be rewritten to get past a limit, a step counts once toward usage,
// and a check whose answer was lost gets the answer recorded for it instead of a rollback refusal.
import { expect } from "chai";
import { Client, MemoryHeadStore, MemoryUsageStore, ToolgateError, type CheckAnswer, type Head, type HeadStore } from "@toolgate/core";
import { shop } from "@toolgate/rulebooks";
import { makeClient, ran } from "./fixtures.js";

type Session = ReturnType<Client["session"]>;
const CHARGE = { customer_id: "C7", amount: 40 };
const CHARGE_ORIGINS = { customer_id: "context", amount: "context" };
// The tenant of a client with no licence.
const TENANT = "local";

/** A head store whose next `n` reads wait for each other: the checks that make them all read the same head. */
class Barrier implements HeadStore {
  private waiting: Array<() => void> = [];
  private armed = 0;
  constructor(readonly inner: HeadStore) {}
  arm(n: number): void {
    this.armed = n;
  }
  async get(session: string): Promise<Head | undefined> {
    const head = await this.inner.get(session);
    if (this.armed > 0) {
      this.armed--;
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        if (this.armed === 0) for (const go of this.waiting.splice(0)) go();
      });
    }
    return head;
  }
  private held: { reached: () => void; go: Promise<void> } | undefined;
  /**
   * Holds the next advance until `release` is called; `reached` settles when that advance is
   * asked for (its caller read the head and is about to move it).
   */
  holdNextAdvance(): { reached: Promise<void>; release: () => void } {
    let reached!: () => void;
    let release!: () => void;
    const at = new Promise<void>((r) => (reached = r));
    this.held = { reached, go: new Promise<void>((r) => (release = r)) };
    return { reached: at, release };
  }
  advance(session: string, expected: Head | undefined, next: Head): Promise<boolean> {
    const held = this.held;
    this.held = undefined;
    held?.reached();
    // Answers later, as a store across the network does.
    return (held?.go ?? Promise.resolve()).then(() => new Promise((resolve) => setImmediate(() => resolve(this.inner.advance(session, expected, next) as boolean))));
  }
}

/** A session asked about a charge, and its history at that point. */
async function askedCharge(options: Parameters<typeof makeClient>[0] = {}) {
  const made = await makeClient(options);
  const s = made.client.session("billing");
  await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
  const asked = await s.checkToolCall("charge_card", CHARGE, { origins: CHARGE_ORIGINS });
  expect([asked.decision, asked.reasons]).to.deep.equal(["confirm", ["write"]]);
  return { ...made, s, token: asked.confirmation!, json: s.history.toJSON() };
}

function present(session: Session, token: string, requestId?: string): Promise<CheckAnswer> {
  return session.checkToolCall("charge_card", CHARGE, { origins: CHARGE_ORIGINS, confirmation: token, requestId });
}

describe("heads advance by compare-and-set", () => {
  it("allows one approval presented at once from copies of a history exactly once, the others re-checked on the new head", async () => {
    const heads = new Barrier(new MemoryHeadStore());
    for (let round = 0; round < 10; round++) {
      const { client, token, json } = await askedCharge({ heads });
      const copies = [0, 1, 2].map((i) => client.session("billing", { history: i % 2 ? JSON.stringify(json) : json }));
      heads.arm(copies.length);
      const answers = await Promise.all(copies.map((c) => present(c, token)));
      const allowed = answers.filter((a) => a.decision === "allow");
      expect(allowed.map((a) => [a.reasons, a.session, a.step])).to.deep.equal([[["confirmed"], json.session, json.entries.length]]);
      for (const lost of answers.filter((a) => a.decision !== "allow")) {
        expect([lost.decision, lost.reasons, lost.step]).to.deep.equal(["refuse", ["history_invalid"], 0]);
        expect(String(lost.detail.history)).to.match(/^rolled back: step \d+ was seen/);
        expect(lost.session).to.not.equal(json.session);
      }
      const winner = copies[answers.indexOf(allowed[0]!)]!;
      expect((await heads.inner.get(json.session))?.link).to.equal(winner.history.entries.at(-1)!.link);
    }
  });

  it("never forks a session checked from two copies at once, with a store that answers at once or later", async () => {
    for (const heads of [new MemoryHeadStore(), new Barrier(new MemoryHeadStore())]) {
      for (let round = 0; round < 10; round++) {
        const { client, s } = await askedCharge({ heads });
        const json = s.history.toJSON();
        const copies = [client.session("billing", { history: json }), client.session("billing", { history: json })];
        if (heads instanceof Barrier) heads.arm(2);
        const answers = await Promise.all(copies.map((c, i) => c.checkToolCall("get_order", { order_id: `o${i}` }, { origins: { order_id: "context" } })));
        const onSession = answers.filter((a) => a.session === json.session);
        expect(onSession.map((a) => [a.decision, a.step])).to.deep.equal([["allow", json.entries.length]]);
        const winner = copies[answers.indexOf(onSession[0]!)]!;
        const store = heads instanceof Barrier ? heads.inner : heads;
        expect((await store.get(json.session))?.link).to.equal(winner.history.entries.at(-1)!.link);
        // The winner goes on from its head; the loser's copy is refused as rolled back.
        expect((await winner.checkToolCall("get_order", { order_id: "next" }, { origins: { order_id: "context" } })).decision).to.equal("allow");
        const loser = await client.session("billing", { history: json }).checkToolCall("get_order", { order_id: "x" }, { origins: { order_id: "context" } });
        expect([loser.decision, loser.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
      }
    }
  });

  it("checks again, on the history as it is, when an outcome is reported while a check runs", async () => {
    for (const heads of [undefined, new Barrier(new MemoryHeadStore())]) {
      const { client } = await makeClient({ heads });
      const s = client.session("billing");
      const g = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "context" } });
      const origins = { order_id: "context", amount: "context", charge_id: `result:${g.step}.charge_id` };
      // With a store, the check's move of the head waits until the report has moved it: the
      // check read the head before the report, and checks again on the head the report made.
      const hold = heads?.holdNextAdvance();
      const pending = s.checkToolCall("refund_card", { order_id: "1", charge_id: "ch_1", amount: 5 }, { origins });
      if (hold) await hold.reached;
      // Reported while the refund is checked: the order rule reads it, so the answer is not the refusal the history without it gives.
      await s.report(g.step, "ran", { order_id: "1", charge_id: "ch_1", total: 40 });
      hold?.release();
      const a = await pending;
      expect([a.decision, a.reasons], heads ? "with a store" : "without").to.deep.equal(["confirm", ["write"]]);
      expect(s.history.entries.map((e) => e.step)).to.deep.equal([0, 1]);
    }
  });
});

describe("reports are signed", () => {
  /** get_order, then refund_card twice (the fixture's at_most: 2), each reported ran. */
  async function twoRefunds(options: Parameters<typeof makeClient>[0] = {}) {
    const made = await makeClient(options);
    const s = made.client.session("billing");
    const g = await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    const origins = { order_id: "context", amount: "context", charge_id: `result:${g}.charge_id` };
    const args = { order_id: "1", charge_id: "ch_1", amount: 5 };
    await ran(s, "refund_card", args, { refund_id: "r0" }, origins);
    const before = s.history.toJSON();
    await ran(s, "refund_card", args, { refund_id: "r1" }, origins);
    return { ...made, s, origins, args, before };
  }

  for (const store of ["with", "without"]) {
    const options = store === "with" ? {} : { heads: undefined };
    it(`refuses a history whose newest outcome was rewritten from ran to failed to get past at_most, ${store} a head store`, async () => {
      const { client, s, args, origins } = await twoRefunds(options);
      const json = s.history.toJSON();
      const third = await s.checkToolCall("refund_card", args, { origins });
      expect([third.decision, third.reasons, third.detail.rule]).to.deep.equal(["refuse", ["order_rule"], "at_most 2"]);
      json.entries.at(-1)!.outcome!.status = "failed";
      for (const history of [json, JSON.stringify(json)]) {
        const a = await client.session("billing", { history }).checkToolCall("refund_card", args, { origins });
        expect([a.decision, a.reasons], "from outside").to.deep.equal(["refuse", ["history_invalid"]]);
      }
      const inProcess = (await twoRefunds(options)).s;
      inProcess.history.entries.at(-1)!.outcome!.status = "failed";
      const b = await inProcess.checkToolCall("refund_card", args, { origins });
      expect([b.decision, b.reasons], "in process").to.deep.equal(["refuse", ["history_invalid"]]);
    });
  }

  it("refuses the copy from before a report, to check or to report another outcome, with a head store", async () => {
    const { client, s, args, origins } = await twoRefunds();
    const last = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "context" } });
    const before = s.history.toJSON();
    await s.report(last.step, "ran", { order_id: "1", charge_id: "ch_1", total: 40 });
    const rolled = client.session("billing", { history: before });
    expect(() => rolled.report(last.step, "failed")).to.throw(ToolgateError, /rolled back: an outcome was reported/);
    const a = await client.session("billing", { history: before }).checkToolCall("refund_card", args, { origins });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
    expect(String(a.detail.history)).to.contain("rolled back: an outcome was reported");
  });

  it("keeps an outcome once reported: the same report again is recorded once, another is refused, outcome_unknown is settled", async () => {
    const { s, token } = await askedCharge();
    const { step } = await present(s, token);
    s.report(step, "outcome_unknown");
    s.report(step, "ran", { charge_id: "ch_9" });
    const signed = s.history.entries[step]!.outcome!;
    s.report(step, "ran", { charge_id: "ch_9" });
    expect(s.history.entries[step]!.outcome).to.deep.equal(signed);
    expect(() => s.report(step, "failed")).to.throw(ToolgateError, /already reported `ran`/);
    expect(() => s.report(step, "ran", { charge_id: "ch_other" })).to.throw(ToolgateError, /already reported `ran`/);
  });
});

describe("usage is counted once per step", () => {
  const NOW = Date.parse("2026-03-04T10:00:00Z");
  const origins = { order_id: "context", amount: "context" };

  async function refunded(heads: HeadStore | undefined) {
    const usage = new MemoryUsageStore();
    const client = await Client.create({ catalogue: shop.catalogue, rulebook: shop.rulebook, heads, usage, now: () => NOW, log: () => {} });
    const s = client.session("billing");
    let a = await s.checkToolCall("refund_card", { order_id: "4411", amount: 100 }, { origins });
    if (a.decision === "confirm") a = await s.checkToolCall("refund_card", { order_id: "4411", amount: 100 }, { origins, confirmation: a.confirmation });
    expect(a.decision).to.equal("allow");
    return { client, usage, s, step: a.step, unreported: s.history.toJSON() };
  }

  for (const store of ["with", "without"]) {
    it(`counts a step reported ran again, in process and on copies of the history, once, ${store} a head store`, async () => {
      const { client, usage, s, step, unreported } = await refunded(store === "with" ? new MemoryHeadStore() : undefined);
      await s.report(step, "ran", { refund_id: "re_1" });
      await s.report(step, "ran", { refund_id: "re_1" });
      const reported = s.history.toJSON();
      await client.session("billing", { history: reported }).report(step, "ran", { refund_id: "re_1" });
      // The copy from before the report, reported again as it was (its answer was lost).
      const retried = client.session("billing", { history: unreported });
      await retried.report(step, "ran", { refund_id: "re_1" });
      if (store === "with") expect(retried.history.entries[step]!.outcome).to.deep.equal(reported.entries[step]!.outcome);
      expect(usage.since(TENANT, "refund_card", 0).map((r) => [r.step, r.numbers.amount])).to.deep.equal([[step, 100]]);
    });
  }

  it("does not count a report that lost the race for the head", async () => {
    const heads = new MemoryHeadStore();
    const { client, usage, step, unreported } = await refunded(heads);
    const first = client.session("billing", { history: unreported });
    const second = client.session("billing", { history: unreported });
    await first.report(step, "failed");
    expect(() => second.report(step, "ran", { refund_id: "re_1" })).to.throw(ToolgateError, /report_invalid/);
    expect(usage.since(TENANT, "refund_card", 0)).to.deep.equal([]);
  });

  it("counts a step once when two copies report it at the same moment: one report advances the head, the other lost the race", async () => {
    const heads = new Barrier(new MemoryHeadStore());
    const { client, usage, step, unreported } = await refunded(heads);
    const copies = [client.session("billing", { history: unreported }), client.session("billing", { history: unreported })];
    heads.arm(2);
    const settled = await Promise.allSettled(copies.map((c) => c.report(step, "ran", { refund_id: "re_1" })));
    expect(settled.map((r) => r.status).sort()).to.deep.equal(["fulfilled", "rejected"]);
    const lost = settled.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
    expect(String(lost.reason)).to.match(/report_invalid.*head moved/);
    expect(usage.since(TENANT, "refund_card", 0).map((r) => r.step)).to.deep.equal([step]);
    // The loser sends its report again: it gets the outcome the winner recorded, and nothing more is counted.
    const loser = copies[settled.indexOf(lost)]!;
    await loser.report(step, "ran", { refund_id: "re_1" });
    expect(loser.history.entries[step]!.outcome).to.deep.equal(copies[1 - settled.indexOf(lost)]!.history.entries[step]!.outcome);
    expect(usage.since(TENANT, "refund_card", 0)).to.have.length(1);
  });
});

describe("a check sent again after its answer was lost", () => {
  it("gets the answer recorded for it, with the history it made, instead of a rollback refusal", async () => {
    const { client, token, json } = await askedCharge();
    const first = client.session("billing", { history: json });
    const answer = await present(first, token, "req-1");
    expect([answer.decision, answer.reasons]).to.deep.equal(["allow", ["confirmed"]]);
    // The answer never reached the caller, who sends the same check again from the history it holds.
    const again = client.session("billing", { history: json });
    const replayed = await present(again, token, "req-1");
    expect(replayed).to.deep.equal(JSON.parse(JSON.stringify(answer)));
    expect(again.history.toJSON()).to.deep.equal(first.history.toJSON());
    await again.report(replayed.step, "ran", { charge_id: "ch_9" });
    const next = await again.checkToolCall("get_order", { order_id: "2" }, { origins: { order_id: "context" } });
    expect([next.decision, next.step]).to.deep.equal(["allow", replayed.step + 1]);
  });

  it("gets the answer recorded in a head written before heads carried their entry (the entry kept with the answer)", async () => {
    const { client, token, json, heads } = await askedCharge();
    const first = client.session("billing", { history: json });
    const answer = await present(first, token, "req-1");
    // The head as an older release wrote it: the entry inside the recorded answer, none beside it.
    const head = heads.get(json.session)!;
    const older: Head = { ...head, answer: JSON.stringify({ entry: JSON.parse(head.entry!), answer: JSON.parse(head.answer!).answer }), entry: null };
    expect(heads.advance(json.session, head, older)).to.equal(true);
    const again = client.session("billing", { history: json });
    expect(await present(again, token, "req-1")).to.deep.equal(JSON.parse(JSON.stringify(answer)));
    expect(again.history.toJSON()).to.deep.equal(first.history.toJSON());
  });

  it("gives back a recorded confirmation with its token", async () => {
    const { client, s } = await askedCharge();
    const json = s.history.toJSON();
    const asked = await client.session("billing", { history: json }).checkToolCall("cancel_refund", { refund_id: "re_1" }, { origins: { refund_id: "context" }, requestId: "req-2" });
    const again = await client.session("billing", { history: json }).checkToolCall("cancel_refund", { refund_id: "re_1" }, { origins: { refund_id: "context" }, requestId: "req-2" });
    expect(again.confirmation).to.be.a("string");
    expect(again).to.deep.equal(JSON.parse(JSON.stringify(asked)));
  });

  it("is refused as rolled back without the same request id, for another call, or once the head moved on", async () => {
    const { client, token, json } = await askedCharge();
    const first = client.session("billing", { history: json });
    expect((await present(first, token, "req-1")).decision).to.equal("allow");
    for (const retry of [
      () => present(client.session("billing", { history: json }), token),
      () => present(client.session("billing", { history: json }), token, "req-other"),
      () => client.session("billing", { history: json }).checkToolCall("charge_card", { ...CHARGE, amount: 41 }, { origins: CHARGE_ORIGINS, confirmation: token, requestId: "req-1" }),
    ]) {
      const a = await retry();
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
      expect(String(a.detail.history)).to.match(/^rolled back/);
    }
    await first.report(first.history.length - 1, "ran");
    const late = await present(client.session("billing", { history: json }), token, "req-1");
    expect([late.decision, late.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
  });

  it("refuses a request id that is not short text", async () => {
    const { s } = await askedCharge();
    for (const requestId of ["", "x".repeat(201), 7 as unknown as string]) {
      let thrown: unknown;
      try {
        await s.checkToolCall("get_order", { order_id: "1" }, { requestId });
      } catch (e) {
        thrown = e;
      }
      expect(thrown).to.be.instanceOf(ToolgateError).with.property("code", "input_invalid");
    }
  });
});
