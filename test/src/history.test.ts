// The signed history and confirmation tokens: every edit, removal, reorder, replay and rollback
// is refused as history_invalid; a token covers exactly one call at one point, until it expires.
import { expect } from "chai";
import { Client, MemoryUsageStore, ToolgateError, generateKeyPair, type HistoryEntry, type HistoryJSON } from "@toolgate/core";
import { catalogue, makeClient, ran } from "./fixtures.js";

async function sessionWithHistory() {
  const made = await makeClient();
  const s = made.client.session("billing");
  await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
  await ran(s, "charge_card", { customer_id: "C7", amount: 40 }, { charge_id: "ch_9" });
  await ran(s, "get_order", { order_id: "2" }, { order_id: "2", charge_id: "ch_2", total: 10 });
  return { ...made, s };
}

const EDITS: Array<[string, (e: HistoryEntry) => void]> = [
  ["step", (e) => (e.step += 1)],
  ["at", (e) => (e.at += 1)],
  ["session", (e) => (e.session = "s_other")],
  ["agent", (e) => (e.agent = "ops")],
  ["tool", (e) => (e.tool = "read_inbox")],
  ["digest", (e) => (e.digest = "AAAAAAAAAAAAAAAAAAAAAA")],
  ["args", (e) => (e.args = { ...e.args, extra: "AAAA" })],
  ["numbers", (e) => (e.numbers = { amount: 1 })],
  ["origins", (e) => (e.origins = { order_id: "typed" })],
  ["marks", (e) => (e.marks = ["untrusted:web"])],
  ["decision", (e) => (e.decision = e.decision === "allow" ? "refuse" : "allow")],
  ["reasons", (e) => (e.reasons = ["write"])],
  ["compensationOf", (e) => (e.compensationOf = 0)],
  ["plan", (e) => (e.plan = "p")],
  ["link", (e) => (e.link = "0".repeat(64))],
  ["sig", (e) => (e.sig = e.sig.slice(0, -4) + "AAAA")],
];

describe("the signed history", () => {
  for (const [field, edit] of EDITS) {
    for (const index of [0, 2, 3]) {
      it(`refuses a history whose entry ${index} had its \`${field}\` edited, in process and from outside`, async () => {
        const { client, s } = await sessionWithHistory();
        const json = s.history.toJSON();
        edit(s.history.entries[index]!);
        const a = await s.checkToolCall("get_order", { order_id: "1" });
        expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);

        edit(json.entries[index]!);
        const resumed = client.session("billing", { history: json });
        const b = await resumed.checkToolCall("get_order", { order_id: "1" });
        expect([b.decision, b.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
      });
    }
  }

  it("refuses a history from outside whose entries were edited through the session after it was opened (and verified)", async () => {
    const { client, s } = await sessionWithHistory();
    const json = s.history.toJSON();
    for (const [field, edit] of EDITS) {
      const resumed = client.session("billing", { history: JSON.stringify(json) });
      edit(resumed.history.entries[2]!);
      const a = await resumed.checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons, a.detail.history], field).to.deep.equal(["refuse", ["history_invalid"], `entry 2 was changed (\`${field}\`)`]);
    }
  });

  it("accepts an unchanged history from outside, and answers from where it ends", async () => {
    const { client, s } = await sessionWithHistory();
    const resumed = client.session("billing", { history: JSON.stringify(s.history.toJSON()) });
    const a = await resumed.checkToolCall("get_order", { order_id: "3" });
    expect([a.decision, a.reasons, a.step]).to.deep.equal(["allow", ["allow"], s.history.length]);
  });

  it("refuses a history with an entry removed from the middle or the start, and one reordered", async () => {
    const { client, s } = await sessionWithHistory();
    for (const mutate of [(e: HistoryEntry[]) => e.splice(2, 1), (e: HistoryEntry[]) => e.shift(), (e: HistoryEntry[]) => e.reverse()]) {
      const json = s.history.toJSON();
      mutate(json.entries);
      const a = await client.session("billing", { history: json }).checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
    }
  });

  it("refuses a history whose earlier reported outcome was edited", async () => {
    const { client, s } = await sessionWithHistory();
    const json = s.history.toJSON();
    json.entries[2]!.outcome!.status = "failed";
    const a = await client.session("billing", { history: json }).checkToolCall("get_order", { order_id: "1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
    const inProcess = s.history.entries[2]!;
    inProcess.outcome = { status: "failed", at: inProcess.outcome!.at };
    const b = await s.checkToolCall("get_order", { order_id: "1" });
    expect([b.decision, b.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
  });

  it("refuses another session's entries swapped in", async () => {
    const { client, s } = await sessionWithHistory();
    const other = client.session("billing");
    await ran(other, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    const json: HistoryJSON = s.history.toJSON();
    json.entries[0] = other.history.toJSON().entries[0]!;
    const a = await client.session("billing", { history: json }).checkToolCall("get_order", { order_id: "1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
    const replay = { ...other.history.toJSON(), session: s.id };
    const b = await client.session("billing", { history: replay }).checkToolCall("get_order", { order_id: "1" });
    expect([b.decision, b.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
  });

  it("refuses a history signed with other keys", async () => {
    const { s } = await sessionWithHistory();
    const stranger = await Client.create({ catalogue, log: () => {} });
    const a = await stranger.session("billing", { history: s.history.toJSON() }).checkToolCall("get_order", { order_id: "1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
  });

  it("refuses a history whose head's signature was taken from the entry before, or whose newest outcome's was", async () => {
    const { client, s } = await sessionWithHistory();
    const forged = s.history.toJSON();
    forged.entries.at(-1)!.sig = forged.entries.at(-2)!.sig;
    const a = await client.session("billing", { history: forged }).checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "typed" } });
    expect([a.decision, a.reasons, a.step, a.detail.history]).to.deep.equal(["refuse", ["history_invalid"], 0, "the newest entry's reported outcome does not verify"]);
    const swapped = s.history.toJSON();
    swapped.entries.at(-1)!.outcome!.sig = swapped.entries.at(-2)!.outcome!.sig;
    const b = await client.session("billing", { history: swapped }).checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "typed" } });
    expect([b.decision, b.reasons, b.step, b.detail.history]).to.deep.equal(["refuse", ["history_invalid"], 0, "the newest entry's reported outcome does not verify"]);
  });

  it("refuses a malformed history, naming the field", async () => {
    const { client, s } = await sessionWithHistory();
    const json = s.history.toJSON() as unknown as { entries: Array<Record<string, unknown>> };
    json.entries[1]!.step = "one";
    const a = await client.session("billing", { history: json }).checkToolCall("get_order", { order_id: "1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
    expect(String(a.detail.problem)).to.contain("/entries/1/step");
    const b = await client.session("billing", { history: "{not json" }).checkToolCall("get_order", { order_id: "1" });
    expect([b.decision, b.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
  });

  it("starts a new history at step 0 after history_invalid, keeping the refused call's entry", async () => {
    const { s } = await sessionWithHistory();
    const before = s.id;
    s.history.entries[0]!.tool = "read_inbox";
    const a = await s.checkToolCall("get_order", { order_id: "1" });
    expect([a.decision, a.reasons, a.step]).to.deep.equal(["refuse", ["history_invalid"], 0]);
    expect(a.session).to.not.equal(before);
    expect(s.history.entries.map((e) => [e.tool, e.decision, e.reasons])).to.deep.equal([["get_order", "refuse", ["history_invalid"]]]);
    const next = await s.checkToolCall("get_order", { order_id: "1" });
    expect([next.decision, next.reasons, next.step]).to.deep.equal(["allow", ["allow"], 1]);
  });

  describe("rollback", () => {
    it("cannot be caught without a head store: a history cut at its end still verifies", async () => {
      const keys = generateKeyPair();
      const stateful = await makeClient({ keys });
      const s = stateful.client.session("billing");
      await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
      await ran(s, "get_order", { order_id: "2" }, { order_id: "2", charge_id: "ch_2", total: 10 });
      const json = s.history.toJSON();
      json.entries.splice(1);
      const stateless = await Client.create({ catalogue, keys, log: () => {} });
      const a = await stateless.session("billing", { history: json }).checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons, a.step]).to.deep.equal(["allow", ["allow"], 1]);
    });
    it("is refused with a head store that saw a newer head", async () => {
      const { client, s } = await sessionWithHistory();
      const json = s.history.toJSON();
      json.entries.splice(3);
      const a = await client.session("billing", { history: json }).checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
      expect(String(a.detail.problem)).to.contain("rolled back");
    });
    it("is refused in process, where the session remembers what it signed", async () => {
      const { s } = await sessionWithHistory();
      s.history.entries.pop();
      const a = await s.checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
    });
  });

  it("refuses to take the outcome of a step the next entry already bound", async () => {
    const { s } = await sessionWithHistory();
    expect(() => s.report(0, "failed")).to.throw(ToolgateError).with.property("code", "report_invalid");
    expect(() => s.report(99, "ran")).to.throw(ToolgateError).with.property("code", "report_invalid");
    expect(() => s.report(s.history.length - 1, "exploded" as "ran")).to.throw(ToolgateError).with.property("code", "report_invalid");
  });
});

describe("confirmation tokens", () => {
  async function asked() {
    const made = await makeClient();
    const s = made.client.session("billing");
    const origins = { customer_id: "context", amount: "context" };
    const a = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    return { ...made, s, a, origins };
  }

  it("covers the call for a history from outside, signed by another client of the same keys", async () => {
    const keys = generateKeyPair();
    const origins = { customer_id: "context", amount: "context" };
    const elsewhere = (await makeClient({ keys })).client.session("billing");
    await ran(elsewhere, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    const { client } = await makeClient({ keys });
    const s = client.session("billing", { history: JSON.stringify(elsewhere.history.toJSON()) });
    const a = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    const b = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins, confirmation: a.confirmation });
    expect([b.decision, b.reasons]).to.deep.equal(["allow", ["confirmed"]]);
  });

  it("allows the call it covers as confirmed", async () => {
    const { s, a, origins } = await asked();
    const b = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins, confirmation: a.confirmation });
    expect([b.decision, b.reasons]).to.deep.equal(["allow", ["confirmed"]]);
  });

  const stale: Array<[string, (x: Awaited<ReturnType<typeof asked>>) => Promise<{ decision: string; reasons: string[]; trace: Array<{ check: string; reasons?: string[]; detail?: Record<string, unknown> }> }>, string]> = [
    ["an argument changed", ({ s, a, origins }) => s.checkToolCall("charge_card", { customer_id: "C7", amount: 41 }, { origins, confirmation: a.confirmation }), "the arguments changed"],
    ["another tool", ({ s, a }) => s.checkToolCall("void_charge", { charge_id: "C7", amount: 40 }, { origins: { charge_id: "context", amount: "context" }, confirmation: a.confirmation }), "covers `charge_card`"],
    ["another session", ({ client, a, origins }) => client.session("billing").checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins, confirmation: a.confirmation }), "another session"],
    [
      "the history moved on",
      async ({ s, a, origins }) => {
        await s.checkToolCall("get_order", { order_id: "1" });
        return s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins, confirmation: a.confirmation });
      },
      "history moved on",
    ],
    [
      "it expired",
      ({ s, a, origins, clock }) => {
        clock.now += 86_400_000 + 1;
        return s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins, confirmation: a.confirmation });
      },
      "expired",
    ],
    ["it was forged", ({ s, a, origins }) => s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins, confirmation: a.confirmation!.slice(0, -3) + "AAA" }), "signature"],
  ];
  for (const [what, run, why] of stale) {
    it(`covers nothing once ${what}: the call is asked about again`, async () => {
      const x = await asked();
      const b = await run(x);
      expect(b.decision).to.equal("confirm");
      expect(b.reasons).to.not.include("confirmed");
      const t = b.trace.find((e) => e.check === "confirmation")!;
      expect(t.reasons).to.deep.equal(["confirmation_stale"]);
      expect(String(t.detail?.token)).to.contain(why);
    });
  }

  it("covers nothing once the approved call ran", async () => {
    const { s, a, origins } = await asked();
    const b = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins, confirmation: a.confirmation });
    s.report(b.step, "ran", { charge_id: "ch_1" });
    const again = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins, confirmation: a.confirmation });
    expect([again.decision, again.reasons]).to.deep.equal(["confirm", ["write"]]);
  });
});

describe("verifying and signing", () => {
  it("is done on the calling thread: no thread switch is exported and a signer only signs and verifies", async () => {
    const core = await import("@toolgate/core");
    for (const name of ["useVerifyThread", "verifyingBeside", "startVerifyingBeside"]) expect(name in core, name).to.equal(false);
    for (const implementation of ["node", "tweetnacl"] as const) {
      const signer = core.makeSigner(generateKeyPair(), implementation);
      expect(["signLater", "verifyLater"].filter((m) => m in signer), implementation).to.deep.equal([]);
    }
  });
});

describe("a session's calls", () => {
  it("are checked one at a time when proposed together, each linked onto the one before", async () => {
    const { client } = await makeClient();
    const s = client.session("billing");
    const answers = await Promise.all([1, 2, 3, 4].map((n) => s.checkToolCall("get_order", { order_id: String(n) })));
    expect(answers.map((a) => [a.decision, a.reasons, a.step])).to.deep.equal([1, 2, 3, 4].map((_, i) => ["allow", ["allow"], i]));
    const resumed = await client.session("billing", { history: s.history.toJSON() }).checkToolCall("get_order", { order_id: "5" });
    expect([resumed.decision, resumed.reasons, resumed.step]).to.deep.equal(["allow", ["allow"], 4]);
  });
});
