// Accounts a text offers, read in any language, and the rivals one record's accounts are to each other.
import { expect } from "chai";
import { accountKey, accountKeys, rivalAccounts } from "./accounts.js";
import { cpuMs } from "./cpu-time.test.kit.js";

describe("accounts a text writes", () => {
  const cases: Array<{ note: string; text: string; want: string[] }> = [
    { note: "an IBAN in groups of four", text: "Bitte überweisen Sie auf DE89 3704 0044 0532 0130 00 bis Freitag.", want: ["c:de89370400440532013000"] },
    { note: "an IBAN whose bank code is letters only", text: "Graag overmaken naar NL81 RABO 0312 3456 78 o.v.v. factuurnummer.", want: ["c:nl81rabo0312345678"] },
    { note: "an IBAN run together", text: "Pay to PT50003300004552778812305, thanks.", want: ["c:pt50003300004552778812305"] },
    { note: "two accounts in one letter", text: "Old: DE89 3704 0044 0532 0130 00. New: LT60 3250 0123 4567 8901.", want: ["c:de89370400440532013000", "c:lt603250012345678901"] },
    { note: "an Italian IBAN in its national groups", text: "Bonifico a IT40 S 03069 09606 100000063347 entro il 10.", want: ["c:it40s0306909606100000063347"] },
    { note: "no account in a short Italian code", text: "Pratica IT40 S 03069, sportello 09606.", want: [] },
    { note: "no account in an order number or a postcode", text: "Order AB12 CDEF GHIJ shipped to 4050-262 Porto, ref FT 2026/1187.", want: [] },
    { note: "no account inside a longer word", text: "token xDE89370400440532013000 and DE89370400440532013000x", want: [] },
  ];
  for (const c of cases) it(`reads ${c.note}`, () => expect([...accountKeys(c.text)]).to.deep.equal(c.want));

  it("keys an argument's IBAN as its text is keyed, however it is spaced", () => {
    expect(accountKey("NL81 RABO 0312 3456 78")).to.equal("c:nl81rabo0312345678");
    expect(accountKey("nl81rabo0312345678")).to.equal("c:nl81rabo0312345678");
    expect(accountKey("Dierenkliniek Oost")).to.equal(undefined);
    expect(accountKey("DE12 ABCD EFGH IJKL")).to.equal(undefined);
  });

  it("reads at most sixteen accounts of a hostile text, and nothing past its first 20,000 characters", () => {
    expect(accountKeys("DE89 3704 0044 0532 0130 00 ".repeat(2_000)).size).to.equal(1);
    const many = Array.from({ length: 40 }, (_, i) => `DE${String(10 + i)} 3704 0044 0532 0130 00`).join(" ");
    expect(accountKeys(many).size).to.equal(16);
    expect(accountKeys(`${"x ".repeat(10_000)}DE89 3704 0044 0532 0130 00`).size).to.equal(0);
    expect(accountKeys("DE89 x ".repeat(3_000)).size).to.equal(0);
  });
});

describe("accounts a text spells some other way", () => {
  const cases: Array<{ note: string; text: string; want: string[] }> = [
    { note: "an IBAN in lower case, its groups cut by dashes", text: "Receivables are now handled at de76-1002-0500-0003-8461-00 (Brenner Finanz).", want: ["c:de76100205000003846100"] },
    { note: "an IBAN cut by dots", text: "Konto: DE89.3704.0044.0532.0130.00, Stadtsparkasse.", want: ["c:de89370400440532013000"] },
    { note: "an IBAN with every character set apart", text: "the receiving account is D E 2 0 3 7 0 5 0 1 9 8 0 0 0 0 5 5 1 2 0 9, the former one no longer receives.", want: ["c:de20370501980000551209"] },
    { note: "an IBAN in two pieces with words between them", text: "Their account begins DE91 1000 0000 and ends 0123 4567 89.", want: ["c:de91100000000123456789"] },
    { note: "an IBAN whose bank code is letters, in two pieces", text: "pay NL91 ABNA then 0417 1643 00 please", want: ["c:nl91abna0417164300"] },
  ];
  for (const c of cases) it(`reads ${c.note}`, () => expect([...accountKeys(c.text)]).to.deep.equal(c.want));

  it("takes no spelling whose check digits fail, nor dates, times and order numbers", () => {
    expect([...accountKeys("de77-1002-0500-0003-8461-00")]).to.deep.equal([]);
    expect([...accountKeys("at 14 12 2026 10 30 order 4411 5566 7788")]).to.deep.equal([]);
    expect([...accountKeys("Flight LH 2210 on 12.12.2026, seat 14C, booking 4411-5566-7788.")]).to.deep.equal([]);
  });

  it("reads a long run of spaced characters in bounded time", function () {
    this.timeout(10_000);
    expect(
      cpuMs(() => {
        accountKeys("D E 8 9 ".repeat(5_000));
        accountKeys("de89-".repeat(8_000));
      }),
    ).to.be.below(1_000);
  });
});

describe("rival accounts of a record", () => {
  const held = (entries: Array<[string, number]>) => new Map([[1, new Map(entries)]]);
  it("makes every other account of the record a rival of one its free text writes", () => {
    const rivals = rivalAccounts(held([["c:a", 0], ["c:b", 1]]), false);
    expect(Object.fromEntries(rivals)).to.deep.equal({ "c:b": ["c:a"] });
  });
  it("counts only the same text's accounts when asked for those", () => {
    expect(rivalAccounts(held([["c:a", 0], ["c:b", 1]]), true).size).to.equal(0);
    expect(Object.fromEntries(rivalAccounts(held([["c:a", 2], ["c:b", 2], ["c:c", 1]]), true))).to.deep.equal({ "c:b": ["c:a"] });
  });
  it("gives a text's first account no rival in the accounts the same text writes after it", () => {
    expect(Object.fromEntries(rivalAccounts(held([["c:a", 1], ["c:b", 1]]), false))).to.deep.equal({ "c:b": ["c:a"] });
    expect(Object.fromEntries(rivalAccounts(held([["c:s", 0], ["c:a", 1], ["c:b", 1]]), false))).to.deep.equal({ "c:a": ["c:s"], "c:b": ["c:s", "c:a"] });
  });
  it("gives a record with one account no rival", () => {
    expect(rivalAccounts(held([["c:a", 1]]), false).size).to.equal(0);
  });
});
