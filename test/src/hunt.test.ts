// The hunt (docs/hunt.md): every bug planted in test/hunt/seeded is found, at least one per
// code, each with a counterexample replayed to its claim; on the shop only what is there; on a
// clean catalogue and rulebook nothing. And the words of QG014 are the order check's.
import { expect } from "chai";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { Client, type CatalogueFile, type RulebookFile } from "@toolgate/core";
import { HUNT_CODES, hunt, type Finding } from "@toolgate/tester";
import { run } from "@toolgate/cli";
import { shop } from "@toolgate/rulebooks";

const fixture = (p: string) => fileURLToPath(new URL(`../hunt/${p}`, import.meta.url));
const seeded = { catalogue: fixture("seeded/catalogue.yaml"), rulebook: fixture("seeded/rulebook.yaml") };
const clean = { catalogue: fixture("clean/catalogue.yaml"), rulebook: fixture("clean/rulebook.yaml") };
const planted = parse(readFileSync(fixture("seeded/bugs.yaml"), "utf8")) as Array<{ code: string; file: string; path: string }>;

const where = (f: Finding) => ({ code: f.code, file: basename(f.place.file ?? ""), path: f.place.path });
const byPlace = (a: { code: string; file: string; path?: string }, b: { code: string; file: string; path?: string }) =>
  `${a.code} ${a.file} ${a.path}`.localeCompare(`${b.code} ${b.file} ${b.path}`);

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: "object", additionalProperties: false, required, properties });

async function tg(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t), env: {} });
  return { code, out, err };
}

describe("hunt", function () {
  this.timeout(60_000);

  describe("the seeded catalogue and rulebook", () => {
    let report: Awaited<ReturnType<typeof hunt>>;
    before(async () => {
      report = await hunt(seeded);
    });

    it("finds every planted bug and nothing else, at least one per code", () => {
      expect(report.findings.map(where).sort(byPlace)).to.deep.equal(planted.map(({ code, file, path }) => ({ code, file, path })).sort(byPlace));
      expect(new Set(report.findings.map((f) => f.code))).to.deep.equal(new Set(HUNT_CODES.keys()));
      expect(report.unproven).to.deep.equal([]);
    });

    it("gives each finding its code's severity and the line of its place", () => {
      for (const f of report.findings) {
        expect(f.severity, f.code).to.equal(HUNT_CODES.get(f.code)!.severity);
        expect(f.place.line, `${f.code} ${f.place.path}`).to.be.a("number");
      }
      expect([report.errors, report.warnings]).to.deep.equal([
        report.findings.filter((f) => f.severity === "error").length,
        report.findings.filter((f) => f.severity === "warning").length,
      ]);
    });

    it("replays every finding's counterexample to the claimed answer", () => {
      for (const f of report.findings) {
        const got = f.replayed as Record<string, unknown>;
        if (f.claim.kind === "load") {
          expect([got.code, got.paths], f.code).to.deep.equal([f.claim.code, [f.claim.path]]);
          continue;
        }
        expect(f.counterexample, f.code).to.be.an("object");
        if (f.claim.kind === "rules") {
          expect(got.alone, f.code).to.deep.equal(f.claim.alone);
          if (f.claim.decides !== undefined) expect(got.decides ?? null, f.code).to.deep.equal(f.claim.decides);
        } else {
          if (f.claim.decision) expect(got.decision, f.code).to.equal(f.claim.decision);
          expect(got.reasons, f.code).to.include.members(f.claim.reasons);
          for (const r of f.claim.absent ?? []) expect(got.reasons, f.code).not.to.include(r);
          if (f.claim.rule) expect(got.rule, f.code).to.equal(f.claim.rule);
        }
      }
    });

    it("claims the answers the engine gives: refuse order_rule naming the rule for the order findings", () => {
      const order = Object.fromEntries(report.findings.filter((f) => ["QG008", "QG009", "QG010", "QG013", "QG014"].includes(f.code)).map((f) => [f.code, f.replayed]));
      expect(order).to.deep.equal({
        QG008: { decision: "refuse", reasons: ["order_rule"], rule: "after issue_refund" },
        QG009: { decision: "refuse", reasons: ["order_rule"], rule: "at_most 0" },
        QG010: { decision: "refuse", reasons: ["order_rule"], rule: "not_after send_receipt" },
        QG013: { decision: "refuse", reasons: ["order_rule"], rule: "after get_order: charge from its result's charge_id" },
        QG014: { decision: "refuse", reasons: ["order_rule"], rule: "after close_account" },
      });
      const qg012 = report.findings.find((f) => f.code === "QG012")!;
      expect([qg012.counterexample!.tool, qg012.counterexample!.compensationOf, qg012.replayed]).to.deep.equal(["cancel_refund", 1, { decision: "refuse", reasons: ["compensation_mismatch"] }]);
      const qg016 = report.findings.find((f) => f.code === "QG016")!;
      expect(qg016.replayed).to.deep.include({ decision: "confirm" });
      expect((qg016.replayed as { reasons: string[] }).reasons).to.include("argument_origin");
    });
  });

  it("finds on the shop's rulebook only that `cancel_refund` is a write nothing speaks about", async () => {
    const report = await hunt({ catalogue: shop.catalogue, rulebook: shop.rulebook });
    expect(report.findings.map((f) => [f.code, f.place.path, f.replayed])).to.deep.equal([["QG004", "/tools/cancel_refund", { decision: "confirm", reasons: ["write"] }]]);
    expect([report.errors, report.warnings, report.unproven]).to.deep.equal([0, 1, []]);
  });

  it("finds nothing on a clean catalogue and rulebook", async () => {
    const report = await hunt(clean);
    expect([report.findings, report.unproven]).to.deep.equal([[], []]);
  });

  describe("solving the rules over their boundary values", () => {
    const catalogue: CatalogueFile = {
      agents: ["billing"],
      tools: {
        refund_card: { kind: "write", at_most: 3, arguments: obj({ amount: { type: "number" } }, ["amount"]) },
      },
    };
    const rule = (name: string, conditions: Record<string, unknown>) => ({ name, conditions, event: { type: "refuse" as const } });
    const codes = async (rulebook: RulebookFile) => (await hunt({ catalogue, rulebook })).findings.map((f) => [f.code, f.message]);

    it("does not call a rule that fires only between two close boundaries one that never fires", async () => {
      const narrow = rule("narrow", { all: [{ fact: "args", path: "$.amount", operator: "greaterThan", value: 100 }, { fact: "args", path: "$.amount", operator: "lessThan", value: 100.01 }] });
      expect(await codes({ rules: [narrow] })).to.deep.equal([]);
    });

    it("reports a rule whose interval is empty as one that never fires", async () => {
      const empty = rule("empty", { all: [{ fact: "args", path: "$.amount", operator: "greaterThan", value: 100 }, { fact: "args", path: "$.amount", operator: "lessThanInclusive", value: 100 }] });
      expect(await codes({ rules: [empty] })).to.deep.equal([["QG001", "`empty` can never fire: no call meets its conditions together"]]);
    });

    it("reports a rule that `not` and `any` make impossible", async () => {
      const never = rule("never", { not: { any: [{ fact: "tool", operator: "equal", value: "refund_card" }, { fact: "tool", operator: "notEqual", value: "refund_card" }] } });
      expect(await codes({ rules: [never] })).to.deep.equal([["QG001", "`never` can never fire: no call meets its conditions together"]]);
    });

    it("finds the one hour of the week a rule fires in, in the rulebook's time zone", async () => {
      const hour = rule("sunday_three", { all: [{ fact: "time", path: "$.weekday", operator: "equal", value: "sunday" }, { fact: "time", path: "$.hour", operator: "equal", value: 3 }] });
      const shadow = { ...rule("sunday_three_big", { all: [{ fact: "time", path: "$.weekday", operator: "equal", value: "sunday" }, { fact: "time", path: "$.hour", operator: "equal", value: 3 }, { fact: "args", path: "$.amount", operator: "greaterThan", value: 5 }] }), priority: 1 };
      const report = await hunt({ catalogue, rulebook: { timezone: "Asia/Kolkata", rules: [{ ...hour, priority: 2 }, shadow] } });
      expect(report.findings.map((f) => [f.code, f.counterexample?.now])).to.deep.equal([["QG002", "2026-03-07T21:30:00.000Z"]]);
    });

    it("claims nothing about a rule that compares two facts", async () => {
      const facts = rule("two_facts", { all: [{ fact: "args", path: "$.amount", operator: "greaterThan", value: { fact: "context", path: "$.cap" } }, { fact: "args", path: "$.amount", operator: "lessThan", value: 0 }] });
      expect(await codes({ rules: [facts] })).to.deep.equal([]);
    });
  });

  it("order_rule's detail names the rule in the words of the hunt's QG014", async () => {
    const catalogue: CatalogueFile = {
      agents: ["billing"],
      tools: {
        close_account: { kind: "write", at_most: 0, arguments: obj({}) },
        archive_account: { kind: "write", after: ["close_account"], arguments: obj({}) },
      },
    };
    const finding = (await hunt({ catalogue })).findings.find((f) => f.code === "QG014")!;
    const client = await Client.create({ catalogue, log: () => {} });
    const a = await client.session("billing").checkToolCall("archive_account", {});
    expect([a.decision, a.reasons, a.detail.rule]).to.deep.equal(["refuse", ["order_rule"], "after close_account"]);
    expect(finding.message).to.include(`\`${String(a.detail.rule)}\``);
  });

  it("reports no finding whose replay does not prove it: with the order check off, `at_most: 0` is only a candidate", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolgate-hunt-"));
    try {
      const settings = join(dir, "settings.yaml");
      writeFileSync(settings, "checks: [your_rules]\n");
      const catalogue: CatalogueFile = { agents: ["billing"], tools: { close_account: { kind: "write", at_most: 0, arguments: obj({}) } } };
      const report = await hunt({ catalogue, settings });
      expect(report.findings).to.deep.equal([]);
      expect(report.unproven.map((f) => [f.code, f.replayed])).to.deep.equal([["QG009", { decision: "confirm", reasons: ["write"] }]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads hostile tool names as names: `constructor` and `__proto__`", async () => {
    const catalogue: CatalogueFile = {
      agents: ["billing"],
      tools: JSON.parse('{"constructor": {"kind": "write", "at_most": 0, "arguments": {"type": "object", "additionalProperties": false, "properties": {}}}, "__proto__": {"kind": "write", "after": ["constructor"], "arguments": {"type": "object", "additionalProperties": false, "properties": {}}}}'),
    };
    const report = await hunt({ catalogue });
    expect(report.findings.map((f) => [f.code, f.place.path, (f.replayed as { rule?: string }).rule])).to.deep.equal([
      ["QG009", "/tools/constructor/at_most", "at_most 0"],
      ["QG014", "/tools/__proto__/after/0", "after constructor"],
    ]);
  });

  describe("toolgate hunt and validate", () => {
    it("hunt prints each finding with its call and replay, and exits 1 on an error", async () => {
      const r = await tg(["hunt", "--catalogue", seeded.catalogue, "--rulebook", seeded.rulebook]);
      expect(r.code).to.equal(1);
      expect(r.out).to.include(`${seeded.catalogue}:48 /tools/close_account/at_most: QG009 error: \`close_account\` can never run: \`at_most 0\`\n  call: close_account {"account":"account-1"} origins {"account":"context"}\n  replayed: {"decision":"refuse","reasons":["order_rule"],"rule":"at_most 0"}\n`);
      expect(r.out).to.match(/\n11 error\(s\), 10 warning\(s\)\n$/);
    });

    it("hunt prints warnings and exits 0 when it finds no error", async () => {
      const r = await tg(["hunt", "--catalogue", shop.catalogue, "--rulebook", shop.rulebook]);
      expect([r.code, r.out.split("\n")[0], r.out.split("\n").at(-2)]).to.deep.equal([0, `${shop.catalogue}:20 /tools/cancel_refund: QG004 warning: \`cancel_refund\` is a write no rule and no order rule speaks about: every call is only confirmed for \`write\``, "0 error(s), 1 warning(s)"]);
      const json = JSON.parse((await tg(["hunt", "--catalogue", clean.catalogue, "--rulebook", clean.rulebook, "--json"])).out);
      expect(json).to.deep.equal({ findings: [], unproven: [], errors: 0, warnings: 0 });
    });

    it("hunt exits 3 on a file that does not load for a reason it has no code for, and 2 without a catalogue", async () => {
      const dir = mkdtempSync(join(tmpdir(), "toolgate-hunt-"));
      try {
        const bad = join(dir, "catalogue.yaml");
        writeFileSync(bad, "tools:\n  get_order:\n    kind: fetch\n    arguments: { type: object }\n");
        const r = await tg(["hunt", "--catalogue", bad]);
        expect([r.code, r.err]).to.satisfy(([c, e]: [number, string]) => c === 3 && e.includes(`${bad}:3 /tools/get_order/kind`));
        expect((await tg(["hunt"])).code).to.equal(2);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it("validate reports the hunt's errors with file:line and exits 3, and not its warnings", async () => {
      const r = await tg(["validate", "--catalogue", seeded.catalogue, "--rulebook", seeded.rulebook]);
      expect(r.code).to.equal(3);
      expect(r.err).to.include(`${seeded.catalogue}:48 /tools/close_account/at_most: QG009: \`close_account\` can never run: \`at_most 0\``);
      expect(r.err).to.include(`${seeded.rulebook}:20 /rules/2: QG001:`);
      expect(r.err).not.to.include("QG004");
      expect(r.err).not.to.include("QG003");
    });
  });
});
