// The check tester reads a table of cases strictly: a misspelt key, a repeated case or a want
// that is neither an answer nor an error stops the table, naming the line.
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readCases, reasonsCovered } from "./testing.js";
import type { ToolgateError } from "@toolgate/core";

let dir: string;
let n = 0;
function table(text: string): string {
  const file = join(dir, `cases-${n++}.yaml`);
  writeFileSync(file, text);
  return file;
}

/** The error reading a table gives: its code, line and message without the place. */
function readError(text: string): { code: string; line: number | undefined; message: string } {
  try {
    readCases(table(text));
  } catch (e) {
    const t = e as ToolgateError;
    return { code: t.code, line: t.place.line, message: t.problems[0]!.message };
  }
  throw new Error("the table was read");
}

const good = `- note: a read is allowed
  tool: get_order
  arguments: { order_id: A1 }
  want: { decision: allow, reasons: [allow] }
`;

describe("the check tester's table of cases", () => {
  before(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-cases-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));
  it("reads a well-formed table", () => {
    expect(readCases(table(good)).map((c) => c.note)).to.deep.equal(["a read is allowed"]);
  });

  it("refuses a misspelt key of a case, naming the line and the key it meant", () => {
    const e = readError(`${good}- note: origins misspelt
  tool: refund_card
  arguments: { order_id: A1, amount: 20 }
  orgins: { amount: typed }
  want: { decision: confirm, reasons: [write] }
`);
    expect([e.code, e.line]).to.deep.equal(["input_invalid", 8]);
    expect(e.message).to.equal("case 1 (`origins misspelt`) has an unknown key `orgins`: did you mean `origins`?");
  });

  it("refuses a misspelt key of a want, and of an earlier call", () => {
    expect(readError(good.replace("reasons: [allow] }", "reasons: [allow], detial: { a: 1 } }")).message).to.include("unknown key `detial`: did you mean `detail`?");
    expect(readError(`${good}  history: [{ tool: get_order, argumens: {} }]\n`).message).to.include("unknown key `argumens`");
  });

  it("refuses two cases with the same note", () => {
    const e = readError(good + good.replace("{ order_id: A1 }", "{ order_id: A2 }"));
    expect(e.message).to.equal("case 1 repeats the note of case 0: `a read is allowed`");
  });

  it("refuses two cases with the same scenario under different notes", () => {
    const e = readError(good + good.replace("a read is allowed", "the same read again"));
    expect(e.message).to.equal("case 1 (`the same read again`) repeats the scenario of case 0");
  });

  it("takes a case that wants an error, and refuses one that wants an error and an answer", () => {
    const [c] = readCases(table(good.replace("{ decision: allow, reasons: [allow] }", "{ error: settings_invalid }")));
    expect(c!.want).to.deep.equal({ error: "settings_invalid" });
    expect(readError(good.replace("{ decision: allow,", "{ error: settings_invalid, decision: allow,")).message).to.equal("case 0 wants both an error and `decision`");
    expect(readError(good.replace("{ decision: allow, reasons: [allow] }", "{ reasons: [allow] }")).message).to.equal("case 0 wants neither a decision with reasons nor an error");
  });

  it("counts the reasons a table names, in answers and in the trace it expects", () => {
    const cases = readCases(table(good.replace("reasons: [allow] }", "reasons: [allow], trace: { confirmation: note confirmation_stale, order: pass } }")));
    expect([...reasonsCovered(cases)].sort()).to.deep.equal(["allow", "confirmation_stale"]);
  });
});
