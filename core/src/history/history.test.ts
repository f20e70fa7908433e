// The history's own verification: a history this process signed that comes back unchanged is
// compared, not hashed and verified again; anything changed, cut or made elsewhere is checked
// in full. (The edits a user makes through a session are tested in test/src/history.test.ts.)
import { expect } from "chai";
import { generateKeyPair, makeSigner, type Signer } from "../crypto/ed25519.js";
import { ToolgateError } from "../errors.js";
import { History, type HistoryEntry, type Outcome } from "./history.js";
import { MemoryHeadStore } from "./heads.js";
import type { HistoryJSON } from "./shape.js";

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
    history.report(step, { status: "ran", at: 2_000 + step, fields: { order_id: `f${step}` }, values: [`v${step}`] }, signer);
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

  it("answers a verification that failed again without verifying again, for the same signer only", () => {
    const { keys } = signedHistory();
    const other = signedHistory();
    const json = other.history.toJSON();
    const first = counting(makeSigner(keys, "node"));
    const carried = History.from(json);
    const problem = { valid: false, problem: "the newest entry's reported outcome does not verify" };
    expect(carried.verify(first)).to.deep.equal(problem);
    expect(carried.verify(first)).to.deep.equal(problem);
    expect(first.verified).to.equal(1);
    const second = counting(makeSigner(keys, "node"));
    expect(carried.verify(second)).to.deep.equal(problem);
    expect(second.verified).to.equal(1);
    // Its own signer verifies it: a failure is kept for the signer it failed for.
    expect(carried.verify(other.signer)).to.deep.equal({ valid: true });
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
    history.report(0, { status: "ran", at: 2, fields: { total: "t", charge_id: "c" }, values: ["v"] }, signer);
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

  it("refuses the newest entry's reported outcome edited: the report is signed", () => {
    const { keys, signer, history } = signedHistory();
    for (const edit of [(o: Outcome) => (o.status = "failed"), (o: Outcome) => (o.at += 1), (o: Outcome) => (o.values = []), (o: Outcome) => delete o.sig]) {
      const json = history.toJSON();
      edit(json.entries[5]!.outcome!);
      // By this signer, which made it, and by another of the same keys, which verifies it in full.
      expect(History.from(json).verify(signer).valid).to.equal(false);
      expect(History.from(JSON.stringify(json)).verify(makeSigner(keys, "node")).valid).to.equal(false);
    }
    // An outcome swapped in from another step, its signature with it, does not verify either.
    const json = history.toJSON();
    json.entries[5]!.outcome = json.entries[4]!.outcome;
    expect(History.from(json).verify(makeSigner(keys, "node")).valid).to.equal(false);
  });

  it("refuses the newest outcome edited in process, where the session holds the copy", () => {
    const { signer, history } = signedHistory();
    history.entries[5]!.outcome!.status = "failed";
    expect(history.verify(signer)).to.deep.equal({ valid: false, problem: "entry 5 was changed (`outcome`)" });
  });
});

describe("a history's head in a head store", () => {
  const fields = (n: number) => ({ at: 5_000 + n, agent: "billing", tool: "get_order", digest: `p${n}`, args: { order_id: `p${n}` }, numbers: {}, origins: { order_id: "typed" }, marks: [], decision: "allow" as const, reasons: ["allow"], compensationOf: null, plan: null });

  it("advances only from the head it was read as (compare-and-set), a report included", () => {
    const signer = makeSigner(generateKeyPair(), "node");
    const store = new MemoryHeadStore();
    const history = History.start("s_cas");
    history.append(signer, fields(0));
    expect(store.advance("s_cas", undefined, history.point!)).to.equal(true);
    expect(store.advance("s_cas", undefined, history.point!), "a second first head").to.equal(false);
    const read = store.get("s_cas");
    history.append(signer, fields(1));
    expect(store.advance("s_cas", read, history.point!)).to.equal(true);
    expect(store.advance("s_cas", read, history.point!), "from the head that was replaced").to.equal(false);
    const unreported = store.get("s_cas");
    history.report(1, { status: "ran", at: 6_000 }, signer);
    expect(history.point!.outcome).to.equal(history.verifiedEntries[1]!.outcome!.sig);
    expect(store.advance("s_cas", unreported, history.point!)).to.equal(true);
    expect(store.advance("s_cas", unreported, history.point!), "from before the report").to.equal(false);
  });

  it("refuses the copy from before a report once the report moved the head", () => {
    const signer = makeSigner(generateKeyPair(), "node");
    const store = new MemoryHeadStore();
    const history = History.start("s_report_head");
    history.append(signer, fields(0));
    const before = history.toJSON();
    history.report(0, { status: "ran", at: 6_000 }, signer);
    store.advance("s_report_head", undefined, history.point!);
    expect(History.from(history.toJSON()).verify(signer, store)).to.deep.equal({ valid: true });
    expect(History.from(before).verify(signer, store)).to.deep.equal({ valid: false, problem: "rolled back: an outcome was reported for step 0, the history has none" });
  });

  it("makes the next entry without adding it, refuses it once the history moved, and adopts one recorded elsewhere", () => {
    const keys = generateKeyPair();
    const signer = makeSigner(keys, "node");
    const history = History.start("s_adopt");
    grow(history, signer, 2);
    const copy = History.from(history.toJSON());
    const entry = history.next(signer, fields(2));
    expect(history.length).to.equal(2);
    const moved = History.from(history.toJSON());
    moved.append(signer, fields(3));
    expect(() => moved.add(signer, entry)).to.throw(ToolgateError);
    history.add(signer, entry);
    expect(history.verifiedEntries.at(-1)).to.equal(entry);
    const other = makeSigner(keys, "node");
    expect(copy.verify(other).valid).to.equal(true);
    expect(copy.adopt(other, { ...entry, link: "0".repeat(64) }), "not its next link").to.equal(undefined);
    expect(copy.adopt(other, { ...entry, sig: history.verifiedEntries[1]!.sig }), "not signed").to.equal(undefined);
    expect(copy.adopt(other, JSON.parse(JSON.stringify(entry)))).to.deep.equal(entry);
    expect(History.from(copy.toJSON()).verify(other)).to.deep.equal({ valid: true });
  });

  it("refuses the entry next made once the entry before it was reported, and takes it again once linked again", () => {
    const signer = makeSigner(generateKeyPair(), "node");
    const history = History.start("s_add_moved");
    grow(history, signer, 1);
    history.append(signer, fields(1));
    const entry = history.next(signer, fields(2));
    history.report(1, { status: "ran", at: 7_000 }, signer);
    expect(() => history.add(signer, entry)).to.throw(ToolgateError, "made on another head");
    expect(history.length).to.equal(2);
    const again = history.next(signer, fields(2));
    const other = History.from(history.toJSON());
    expect(other.verify(signer).valid).to.equal(true);
    // The same entry, made on the same head, is taken by another copy of the history only once linked again.
    other.add(signer, { ...again });
    expect(() => other.add(signer, { ...again, step: 3 })).to.throw(ToolgateError);
    history.add(signer, again);
    expect(History.from(history.toJSON()).verify(makeSigner(generateKeyPair(), "node")).valid).to.equal(false);
    expect(History.from(history.toJSON()).verify(signer)).to.deep.equal({ valid: true });
  });
});
