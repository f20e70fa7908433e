// The business-hours check: its own examples through Toolgate's tester, its table of cases (the
// hours at fixed clocks, cases.yaml), its settings, its place in the order, and its section in a
// generated checks page.
import { expect } from "chai";
import { fileURLToPath } from "node:url";
import { Client, ToolgateError, setting, type CheckSelection } from "@toolgate/core";
import { readCases, renderDocs, runCase, runExamples } from "@toolgate/tester";
import businessHours from "./business_hours.js";
import { plugin } from "../index.js";

const catalogue = plugin.examples!.catalogue;

async function answerAt(iso: string, checks: CheckSelection, tool = "refund_card", args: Record<string, unknown> = { order_id: "A1", amount: 20 }) {
  const client = await Client.create({ catalogue, plugins: [plugin], checks, now: () => Date.parse(iso), log: () => {} });
  const session = client.session("billing");
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  return session.checkToolCall(tool, args, { origins });
}

const traceOf = (answer: { trace: Array<{ check: string; outcome: string }> }) => answer.trace.find((t) => t.check === "business_hours")!;

describe("business_hours", () => {
  it("holds its allowed and stopped examples, run twice through the tester", async () => {
    const runs = await runExamples(businessHours, { catalogue, plugins: [plugin] });
    expect(runs.filter((r) => r.failure).map((r) => `${r.kind} ${JSON.stringify(r.example)}: ${r.failure}`)).to.deep.equal([]);
    for (const r of runs.filter((x) => x.kind === "stopped")) {
      expect(r.answer.decision).to.equal("refuse");
      expect(r.answer.reasons).to.deep.equal(["outside_business_hours"]);
    }
  });

  // Its table of cases, read strictly: a misspelt key or a repeated case stops the table.
  for (const c of readCases(fileURLToPath(new URL("../../src/business_hours/cases.yaml", import.meta.url)))) {
    it(c.note, async () => {
      const { answer, failure } = await runCase(c, { catalogue, plugins: [plugin] });
      expect(failure, answer && JSON.stringify({ decision: answer.decision, reasons: answer.reasons, detail: answer.detail })).to.equal(undefined);
    });
  }

  it("lets an undo through after hours, so a failed run can be finished", async () => {
    let clock = Date.parse("2026-03-04T09:30:00Z");
    const client = await Client.create({ catalogue, plugins: [plugin], checks: [setting("business_hours", { opens: "09:00", closes: "10:00" })], now: () => clock, log: () => {} });
    const session = client.session("billing");
    const trusted = { origins: { order_id: "context", amount: "context" } };
    const asked = await session.checkToolCall("refund_card", { order_id: "A1", amount: 20 }, trusted);
    const ran = await session.checkToolCall("refund_card", { order_id: "A1", amount: 20 }, { ...trusted, confirmation: asked.confirmation });
    expect([ran.decision, ...ran.reasons]).to.deep.equal(["allow", "confirmed"]);
    session.report(ran.step, "ran", { refund_id: "R1" });
    clock = Date.parse("2026-03-04T11:00:00Z");
    const undo = await session.checkToolCall("cancel_refund", { refund_id: "R1" }, { origins: { refund_id: `result:${ran.step}.refund_id` }, compensationOf: ran.step });
    expect([undo.decision, ...undo.reasons]).to.deep.equal(["allow", "compensation"]);
    const late = await session.checkToolCall("refund_card", { order_id: "A2", amount: 5 }, trusted);
    expect([late.decision, ...late.reasons]).to.deep.equal(["refuse", "outside_business_hours"]);
  });

  it("runs right after your_rules, as its manifest entry places it", async () => {
    const client = await Client.create({ catalogue, plugins: [plugin], log: () => {} });
    const ids = client.checks.map((c) => c.check.meta.id);
    expect(ids[ids.indexOf("your_rules") + 1]).to.equal("business_hours");
    expect(client.checks.find((c) => c.check.meta.id === "business_hours")!.stage).to.equal("tool_check");
  });

  it("is off when `checks` does not list it", async () => {
    const answer = await answerAt("2026-03-07T10:00:00Z", ["arguments"]);
    expect([answer.decision, ...answer.reasons]).to.deep.equal(["confirm", "write"]);
    expect(traceOf(answer).outcome).to.equal("off");
  });

  for (const [note, settings, path] of [
    ["a time that is not HH:MM", { opens: "9am" }, "business_hours/opens"],
    ["a time zone Node does not know", { time_zone: "Mars/Olympus_Mons" }, "business_hours/time_zone"],
    ["a day that is not a weekday", { days: ["funday"] }, "business_hours/days/0"],
    ["a setting it does not have", { lunch: "13:00" }, "business_hours/lunch"],
  ] as const) {
    it(`refuses to start with ${note}`, async () => {
      let error: unknown;
      try {
        await Client.create({ catalogue, plugins: [plugin], checks: [setting("business_hours", settings)], log: () => {} });
      } catch (e) {
        error = e;
      }
      expect(error).to.be.instanceOf(ToolgateError);
      expect((error as ToolgateError).code).to.equal("settings_invalid");
      expect((error as ToolgateError).place.path).to.equal(path);
    });
  }

  it("gets a row and a section in the checks page when it is loaded, with each example's answer", async () => {
    const pages = await renderDocs({ plugins: [plugin] });
    const page = pages["checks.md"]!;
    expect(page).to.contain("| [Business hours](#business-hours) | Writes and sends run only while the business is open, in its own time zone; reads run at any hour. | refused | yes |");
    expect(page.indexOf("## Business hours")).to.be.greaterThan(page.indexOf("## Your rules"));
    expect(page.indexOf("## Business hours")).to.be.lessThan(page.indexOf("## Outside content"));
    const section = page.slice(page.indexOf("## Business hours"), page.indexOf("## Outside content"));
    expect(section).to.contain("- Plugin: `@toolgate/example-business-hours`");
    expect(section).to.contain('- Setting `time_zone` (default `"UTC"`): the IANA time zone the opening hours are written in, such as `Europe/Lisbon`');
    expect(section).to.contain(
      '- Stopped: `{"tool": "refund_card", "arguments": {"order_id": "A1", "amount": 20}, "settings": {"business_hours": {"time_zone": "Asia/Tokyo"}}}`  \n  the guardrail answered `refuse` (`outside_business_hours`); this check answered `refuse` (`outside_business_hours`)',
    );
    expect(section).to.contain('setting("business_hours", { time_zone: "UTC", opens: "09:00", closes: "17:00", days: ["monday", "tuesday", "wednesday", "thursday", "friday"], kinds: ["write", "send"] })');
    expect(pages["reasons.md"]).to.contain("| `outside_business_hours` | [Business hours](checks.md#business-hours) (`@toolgate/example-business-hours`) |");
  });
});
