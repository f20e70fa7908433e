// How a call's value and a value read in a turn are compared, where the comparison is not plain equality.
import { expect } from "chai";
import fc from "fast-check";
import { idSaidWithItsWord, mentioned, normalise, sameValue, windowHolds } from "./slots.js";

describe("confirm_read: values compared", () => {
  it("takes a day said without its year as that day of any year, and a day said with one as that day only", () => {
    expect(sameValue("date", "2027-01-12", { kind: "date", text: "12 January", value: "2026-01-12" })).to.equal(true);
    expect(sameValue("date", "2027-01-12", { kind: "date", text: "12/01", value: "2026-01-12" })).to.equal(true);
    expect(sameValue("date", "2027-01-13", { kind: "date", text: "12 January", value: "2026-01-12" })).to.equal(false);
    expect(sameValue("date", "2027-01-12", { kind: "date", text: "12 January 2026", value: "2026-01-12" })).to.equal(false);
    expect(sameValue("date", "2027-11-27", { kind: "date", text: "Friday", value: "2026-11-27" })).to.equal(false);
  });

  it("on a read, takes a weekday said alone as that weekday of the week before or after; with its week, or on a write, as that day only", () => {
    expect(sameValue("date", "2026-11-23", { kind: "date", text: "Monday", value: "2026-11-30" }, true)).to.equal(true);
    expect(sameValue("date", "2026-12-04", { kind: "date", text: "sexta-feira", value: "2026-11-27" }, true)).to.equal(true);
    expect(sameValue("date", "2026-11-23", { kind: "date", text: "Monday", value: "2026-11-30" })).to.equal(false);
    expect(sameValue("date", "2026-11-16", { kind: "date", text: "Monday", value: "2026-11-30" }, true)).to.equal(false);
    expect(sameValue("date", "2026-11-24", { kind: "date", text: "Monday", value: "2026-11-30" }, true)).to.equal(false);
    expect(sameValue("date", "2026-11-23", { kind: "date", text: "next Monday", value: "2026-11-30" }, true)).to.equal(false);
  });

  it("takes an id whose letters begin the word said before its digits as that id, and no other", () => {
    const order = { kind: "id" as const, text: "order 4471", value: "4471" };
    expect(sameValue("id", "ORD-4471", order)).to.equal(true);
    expect(sameValue("id", "ORDER4471", order)).to.equal(true);
    expect(idSaidWithItsWord("CUST-5520", { kind: "id", text: "customer 5520", value: "5520" })).to.equal(true);
    expect(idSaidWithItsWord("PED-88", { kind: "id", text: "pedido #88", value: "88" })).to.equal(true);
    expect(idSaidWithItsWord("TKT-5120", { kind: "id", text: "ticket 5120", value: "5120" })).to.equal(true);
    expect(idSaidWithItsWord("KT-5120", { kind: "id", text: "ticket 5120", value: "5120" })).to.equal(false);
    expect(sameValue("id", "ORD-4472", order)).to.equal(false);
    expect(sameValue("id", "INV-4471", order)).to.equal(false);
    expect(idSaidWithItsWord("ORD-4471", { kind: "number", text: "4471", value: 4471 })).to.equal(false);
    expect(idSaidWithItsWord("ORD-4471", { kind: "id", text: "4471", value: "4471" })).to.equal(false);
  });

  it("takes an account grouped by dots, slashes, hyphens or spaces as the same account, and an email key with its dots", () => {
    const cnpj = { kind: "iban" as const, text: "12.345.678/0001-90", value: "12345678000190" };
    expect(sameValue("iban", "12.345.678/0001-90", cnpj)).to.equal(true);
    expect(sameValue("iban", "12345678000190", cnpj)).to.equal(true);
    expect(sameValue("iban", "12.345.678/0001-09", cnpj)).to.equal(false);
    expect(sameValue("iban", "PT50 0002 0000 0012 3456 7890 2", { kind: "iban", text: "PT50…", value: "PT50000200000012345678902" })).to.equal(true);
    const email = { kind: "iban" as const, text: "ana.souza@banco.example", value: "ana.souza@banco.example" };
    expect(sameValue("iban", "ana.souza@banco.example", email)).to.equal(true);
    expect(sameValue("iban", "anasouza@banco.example", email)).to.equal(false);
  });

  it("on a read, takes a window's first day before the day said, or its last day after it, as taking that day in", () => {
    const today = { kind: "date" as const, text: "today", value: "2026-11-25" };
    expect(windowHolds("since", "2026-11-16", today)).to.equal(true);
    expect(windowHolds("from_date", "2026-11-25", today)).to.equal(true);
    expect(windowHolds("start_date", "2026-11-26", today)).to.equal(false);
    expect(windowHolds("until", "2026-12-31", today)).to.equal(true);
    expect(windowHolds("end_date", "2026-11-24", today)).to.equal(false);
    expect(windowHolds("date", "2026-11-16", today)).to.equal(false);
    expect(windowHolds("since", "not a day", today)).to.equal(false);
    expect(windowHolds("from_to", "2026-11-16", today)).to.equal(false);
  });
});

describe("confirm_read: a value held in the call's arguments", () => {
  const number = (n: number) => ({ kind: "number" as const, text: String(n), value: n });
  it("takes a number as held where it stands in a text or an id of letters, never inside an id of digits alone", () => {
    expect(mentioned({ text: "refund 90 done" }, number(90))).to.equal(true);
    expect(mentioned({ order_id: "ORD-90" }, number(90))).to.equal(true);
    expect(mentioned({ order_id: "ORD-1290" }, number(90))).to.equal(true);
    expect(mentioned({ check_in: "2027-01-09" }, number(2))).to.equal(true);
    expect(mentioned({ order_id: "2250" }, number(5))).to.equal(false);
    expect(mentioned({ order_id: "2040" }, number(40))).to.equal(false);
    expect(mentioned({ iban: "PT50000200000012345678902" }, number(123))).to.equal(false);
  });
});

describe("confirm_read: a URL's trailing slashes", () => {
  const former = (text: string) => text.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/^www\./, "").replace(/\/+$/, "");
  it("are taken off as the former pattern took them, on any text", () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom("/", "h", "t", ":", ".", "w", " ", "\u0000", "A"), maxLength: 40 }), (t) => {
      expect(normalise("url", t)).to.equal(former(t));
    }), { numRuns: 3_000, seed: 7 });
  });
  it("are taken off a 20,000-slash run in one pass", () => {
    expect(normalise("url", `${"/".repeat(20_000)}\u0000/`)).to.equal(`${"/".repeat(20_000)}\u0000`);
    expect(normalise("host", `example.com${"/".repeat(20_000)}`)).to.equal("example.com");
  });
});
