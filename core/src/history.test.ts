// The history's own verification: a history this process signed that comes back unchanged is
// compared, not hashed and verified again; anything changed, cut or made elsewhere is checked
// in full. (The edits a user makes through a session are tested in test/src/history.test.ts.)
import { expect } from "chai";
import { generateKeyPair, makeSigner, type Signer } from "./crypto/ed25519.js";
import { History, type HistoryEntry, type HistoryJSON } from "./history.js";

/** A signer that counts the signatures it is asked to verify. */
function counting(inner: Signer): Signer & { verified: number } {
  const s = {
    implementation: inner.implementation,
    publicKey: inner.publicKey,
    verified: 0,
    sign: (m: Uint8Array) => inner.sign(m),
    verify: (m: Uint8Array, sig: Uint8Array) => {
      s.verified++;
      return inner.verify(m, sig);
    },
  };
  return s;
}

function grow(history: History, signer: Signer, n: number): void {
  for (let i = 0; i < n; i++) {
    const step = history.length;
    history.append(signer, { at: 1_000 + step, agent: "billing", tool: step % 2 ? "refund_card" : "get_order", digest: `d${step}`, args: { order_id: `a${step}` }, numbers: { amount: step }, origins: { order_id: "typed" }, marks: [], decision: "allow", reasons: ["allow"], compensationOf: null, plan: null });
    history.report(step, { status: "ran", at: 2_000 + step, fields: { order_id: `f${step}` }, values: [`v${step}`] });
  }
}

function signedHistory() {
  const keys = generateKeyPair();
  const signer = counting(makeSigner(keys, "node"));
  const history = History.start(`s_${Math.random().toString(36).slice(2)}`);
  grow(history, signer, 6);
  return { keys, signer, history };
}

const EDITS: Array<[string, (e: HistoryEntry) => void]> = [
  ["tool", (e) => (e.tool = "delete_note")],
  ["args", (e) => (e.args = { order_id: "other" })],
  ["numbers", (e) => (e.numbers = { amount: 99 })],
  ["decision", (e) => (e.decision = "refuse")],
  ["outcome", (e) => (e.outcome = { status: "failed", at: 1 })],
  ["link", (e) => (e.link = "0".repeat(64))],
  ["sig", (e) => (e.sig = `${e.sig.slice(0, -4)}AAAA`)],
];

describe("a history this process signed, back from outside", () => {
  it("verifies unchanged without verifying a signature again, as JSON text or object", () => {
    const { signer, history } = signedHistory();
    for (const given of [history.toJSON(), JSON.stringify(history.toJSON())]) {
      signer.verified = 0;
      expect(History.from(given).verify(signer)).to.deep.equal({ valid: true });
      expect(signer.verified).to.equal(0);
    }
  });

  it("verifies with another signer of the same keys, which made none of it, in full", () => {
    const { keys, history } = signedHistory();
    const other = counting(makeSigner(keys, "node"));
    expect(History.from(history.toJSON()).verify(other)).to.deep.equal({ valid: true });
    expect(other.verified).to.equal(1);
  });

  for (const [field, edit] of EDITS) {
    for (const index of [0, 3, 5]) {
      // The newest entry's outcome is the caller's own report: not bound by any link.
      if (field === "outcome" && index === 5) continue;
      it(`refuses it with entry ${index}'s \`${field}\` edited`, () => {
        const { signer, history } = signedHistory();
        const json: HistoryJSON = history.toJSON();
        edit(json.entries[index]!);
        expect(History.from(json).verify(signer).valid).to.equal(false);
      });
    }
  }

  it("refuses it reordered, or with an entry removed from the start or the middle", () => {
    for (const change of [(e: HistoryEntry[]) => e.reverse(), (e: HistoryEntry[]) => e.shift(), (e: HistoryEntry[]) => e.splice(2, 1)]) {
      const { signer, history } = signedHistory();
      const json = history.toJSON();
      change(json.entries);
      expect(History.from(json).verify(signer).valid).to.equal(false);
    }
  });

  it("verifies the head of a history cut at its end, which is no longer the newest signed", () => {
    const { signer, history } = signedHistory();
    const json = history.toJSON();
    json.entries.splice(4);
    signer.verified = 0;
    expect(History.from(json).verify(signer)).to.deep.equal({ valid: true });
    expect(signer.verified).to.equal(1);
    json.entries[3]!.sig = `${json.entries[3]!.sig.slice(0, -4)}AAAA`;
    expect(History.from(json).verify(signer).valid).to.equal(false);
  });

  it("hashes and verifies what was added to it elsewhere, and refuses that part edited", () => {
    const { keys, signer, history } = signedHistory();
    const elsewhere = makeSigner(keys, "node");
    const carried = History.from(history.toJSON());
    expect(carried.verify(elsewhere).valid).to.equal(true);
    grow(carried, elsewhere, 3);
    signer.verified = 0;
    expect(History.from(carried.toJSON()).verify(signer)).to.deep.equal({ valid: true });
    expect(signer.verified).to.equal(1);
    const edited = carried.toJSON();
    edited.entries[7]!.numbers = { amount: 1 };
    expect(History.from(edited).verify(signer).valid).to.equal(false);
  });

  it("refuses a link spelled other than in lowercase hex, though it names the same digest", () => {
    const { keys, history } = signedHistory();
    const json = history.toJSON();
    json.entries[2]!.link = json.entries[2]!.link.toUpperCase();
    const got = History.from(json).verify(makeSigner(keys, "node"));
    expect(got).to.deep.equal({ valid: false, problem: "entry 2 does not match its link" });
  });

  it("keeps the records of the entries it makes in canonical key order, and verifies them in any order", () => {
    const keys = generateKeyPair();
    const signer = makeSigner(keys, "node");
    const history = History.start("s_order");
    history.append(signer, { at: 1, agent: "billing", tool: "refund_card", digest: "d0", args: { order_id: "a", amount: "b" }, numbers: { zeta: 1, amount: 2 }, origins: { order_id: "typed", amount: "model" }, marks: [], decision: "confirm", reasons: ["write"], compensationOf: null, plan: null });
    history.report(0, { status: "ran", at: 2, fields: { total: "t", charge_id: "c" }, values: ["v"] });
    history.append(signer, { at: 3, agent: "billing", tool: "get_order", digest: "d1", args: {}, numbers: {}, origins: {}, marks: [], decision: "allow", reasons: ["allow"], compensationOf: null, plan: null });
    const json = history.toJSON();
    const first = json.entries[0]!;
    expect([Object.keys(first.args), Object.keys(first.numbers), Object.keys(first.origins), Object.keys(first.outcome!.fields!)]).to.deep.equal([
      ["amount", "order_id"],
      ["amount", "zeta"],
      ["amount", "order_id"],
      ["charge_id", "total"],
    ]);
    // A store that gives keys back in another order (reversed here) changes nothing the link binds.
    const reversed = <T>(r: Record<string, T>) => Object.fromEntries(Object.entries(r).reverse());
    first.args = reversed(first.args);
    first.numbers = reversed(first.numbers);
    first.outcome!.fields = reversed(first.outcome!.fields!);
    expect(Object.keys(first.args)).to.deep.equal(["order_id", "amount"]);
    expect(History.from(JSON.stringify(json)).verify(makeSigner(keys, "node"))).to.deep.equal({ valid: true });
  });

  it("takes a newer outcome of the last entry it signed, as the caller's report", () => {
    const { signer, history } = signedHistory();
    const json = history.toJSON();
    json.entries[5]!.outcome = { status: "failed", at: 9 };
    const back = History.from(json);
    expect(back.verify(signer)).to.deep.equal({ valid: true });
    expect(back.verifiedEntries[5]!.outcome).to.deep.equal({ status: "failed", at: 9 });
  });
});

describe("an entry prepared, then committed", () => {
  const fields = (n: number) => ({ at: 5_000 + n, agent: "billing", tool: "get_order", digest: `p${n}`, args: { order_id: `p${n}` }, numbers: {}, origins: { order_id: "typed" }, marks: [], decision: "allow" as const, reasons: ["allow"], compensationOf: null, plan: null });

  it("is the entry append would have made", () => {
    const keys = generateKeyPair();
    const signer = makeSigner(keys, "node");
    const a = History.start("s_same");
    const b = History.start("s_same");
    grow(a, signer, 2);
    grow(b, signer, 2);
    const c = History.start("s_same");
    grow(c, signer, 2);
    const prepared = a.prepare(fields(9));
    const signed = c.sign(c.prepare(fields(9)), signer);
    expect([a.length, c.length], "prepare adds nothing").to.deep.equal([2, 2]);
    const appended = b.append(signer, fields(9));
    expect(a.commit(signer, prepared)).to.deep.equal(appended);
    expect(signed.entry.sig, "signed when prepared").to.equal(appended.sig);
    expect(c.commit(signer, signed)).to.deep.equal(appended);
  });

  it("is signed again when another signer commits it", () => {
    const mine = makeSigner(generateKeyPair(), "node");
    const keys = generateKeyPair();
    const theirs = makeSigner(keys, "node");
    const history = History.start("s_two_signers");
    const entry = history.commit(theirs, history.sign(history.prepare(fields(1)), mine));
    expect(History.from(history.toJSON()).verify(makeSigner(keys, "node"))).to.deep.equal({ valid: true });
    expect(entry.sig).to.equal(history.entries[0]!.sig);
  });

  it("is linked again when the newest entry's outcome is reported between the two, and verifies", () => {
    const keys = generateKeyPair();
    const signer = makeSigner(keys, "node");
    const history = History.start("s_late_report");
    grow(history, signer, 2);
    history.append(signer, fields(2));
    const prepared = history.prepare(fields(3));
    history.report(2, { status: "ran", at: 7_000 });
    const entry = history.commit(signer, prepared);
    expect(entry.link).to.not.equal(prepared.entry.link);
    expect(History.from(history.toJSON()).verify(makeSigner(keys, "node"))).to.deep.equal({ valid: true });
  });

  it("is linked again when committed to another history, and that one verifies", () => {
    const keys = generateKeyPair();
    const signer = makeSigner(keys, "node");
    const first = History.start("s_first");
    grow(first, signer, 2);
    const other = History.start("s_other");
    const entry = other.commit(signer, first.prepare(fields(4)));
    expect([entry.session, entry.step]).to.deep.equal(["s_other", 0]);
    expect(History.from(other.toJSON()).verify(makeSigner(keys, "node"))).to.deep.equal({ valid: true });
    expect(first.length).to.equal(2);
  });
});
