// The business-hours check: its own examples through Toolgate's tester, the hours at fixed
// clocks, its settings, its place in the order, and its section in a generated checks page.
import { expect } from "chai";
import { Client, ToolgateError, renderDocs, runExamples, setting, type CheckSelection } from "@toolgate/core";
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

  const cases: Array<{ note: string; at: string; settings: Record<string, unknown>; tool?: string; want: { decision: string; reasons: string[] } }> = [
    { note: "refuses a refund at 08:59 UTC on a weekday", at: "2026-03-04T08:59:00Z", settings: {}, want: { decision: "refuse", reasons: ["outside_business_hours"] } },
    { note: "lets a refund through at 09:00 UTC on a weekday", at: "2026-03-04T09:00:00Z", settings: {}, want: { decision: "confirm", reasons: ["write"] } },
    { note: "refuses a refund at 17:00, when the business closes", at: "2026-03-04T17:00:00Z", settings: {}, want: { decision: "refuse", reasons: ["outside_business_hours"] } },
    { note: "refuses a refund on a Saturday", at: "2026-03-07T10:00:00Z", settings: {}, want: { decision: "refuse", reasons: ["outside_business_hours"] } },
    { note: "lets a read through on a Saturday", at: "2026-03-07T10:00:00Z", settings: {}, tool: "get_order", want: { decision: "allow", reasons: ["allow"] } },
    {
      note: "reads the hours in summer time: 08:30 UTC is 09:30 in Lisbon in July",
      at: "2026-07-01T08:30:00Z",
      settings: { time_zone: "Europe/Lisbon" },
      want: { decision: "confirm", reasons: ["write"] },
    },
    {
      note: "reads the hours in winter time: 08:30 UTC is 08:30 in Lisbon in January",
      at: "2026-01-07T08:30:00Z",
      settings: { time_zone: "Europe/Lisbon" },
      want: { decision: "refuse", reasons: ["outside_business_hours"] },
    },
    {
      note: "keeps a night shift open past midnight, on the day it opened",
      at: "2026-03-05T02:00:00Z",
      settings: { opens: "22:00", closes: "06:00", days: ["wednesday"] },
      want: { decision: "confirm", reasons: ["write"] },
    },
    {
      note: "closes a night shift that opened on a day it does not work",
      at: "2026-03-04T02:00:00Z",
      settings: { opens: "22:00", closes: "06:00", days: ["wednesday"] },
      want: { decision: "refuse", reasons: ["outside_business_hours"] },
    },
    {
      note: "holds reads to the hours too when `kinds` lists them",
      at: "2026-03-07T10:00:00Z",
      settings: { kinds: ["read", "write", "send"] },
      tool: "get_order",
      want: { decision: "refuse", reasons: ["outside_business_hours"] },
    },
  ];
  for (const c of cases) {
    it(c.note, async () => {
      const args = c.tool === "get_order" ? { order_id: "A1" } : undefined;
      const answer = await answerAt(c.at, [setting("business_hours", c.settings)], c.tool, args);
      expect({ decision: answer.decision, reasons: answer.reasons }).to.deep.equal(c.want);
    });
  }

  it("names the local time and the hours when it refuses", async () => {
    const answer = await answerAt("2026-03-04T10:00:00Z", [setting("business_hours", { time_zone: "Asia/Tokyo" })]);
    expect(answer.decision).to.equal("refuse");
    expect(answer.reasons).to.deep.equal(["outside_business_hours"]);
    expect(answer.detail).to.include({ local_time: "wednesday 19:00 Asia/Tokyo", opens: "09:00", closes: "17:00", plugin: "business_hours" });
  });

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
