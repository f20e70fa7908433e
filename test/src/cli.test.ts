// The `toolgate` command line, run in process: help on every command, exit codes scripts can
// rely on, and clear messages for bad input (docs/cli.md).
import { expect } from "chai";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMMANDS, run } from "@toolgate/cli";
import { shop } from "@toolgate/rulebooks";

interface Ran {
  code: number;
  out: string;
  err: string;
}

async function tg(argv: string[], env: NodeJS.ProcessEnv = {}, stopped?: Promise<void>): Promise<Ran> {
  let out = "";
  let err = "";
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t), env, stopped });
  return { code, out, err };
}

const refund = ["--catalogue", shop.catalogue, "--session", "billing", "--tool", "refund_card", "--args", '{"order_id":"4411","amount":40}'];
const typed = ["--origins", '{"order_id":"typed","amount":"typed"}', "--turn", "refund order 4411 40.00"];

describe("cli: toolgate", function () {
  this.timeout(20_000);
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-cli-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("describes every command with --help, with its options and exit codes", async () => {
    for (const c of COMMANDS) {
      const r = await tg([...c.name.split(" "), "--help"]);
      expect(r.code, c.name).to.equal(0);
      expect(r.out, c.name).to.include(`usage: toolgate ${c.name}`).and.include("exit codes:").and.include("  2   usage error");
    }
    const top = await tg(["--help"]);
    expect(top.code).to.equal(0);
    for (const c of COMMANDS) expect(top.out).to.include(`  ${c.name} `);
  });

  it("answers a usage error with exit 2 and a pointer to --help", async () => {
    expect((await tg([])).code).to.equal(2);
    const unknown = await tg(["frobnicate"]);
    expect([unknown.code, unknown.err]).to.satisfy(([c, e]: [number, string]) => c === 2 && e.includes("unknown command `frobnicate`"));
    const option = await tg(["check", ...refund, "--colour"]);
    expect(option.code).to.equal(2);
    expect(option.err).to.include("Unknown option '--colour'").and.include("see `toolgate check --help`");
    const required = await tg(["check", "--catalogue", shop.catalogue]);
    expect([required.code, required.err.split("\n")[0]]).to.deep.equal([2, "toolgate check: --tool is required"]);
    const notJson = await tg(["check", ...refund.slice(0, -1), "{order_id: 4411}"]);
    expect(notJson.code).to.equal(2);
    expect(notJson.err).to.include("--args is not JSON");
    const list = await tg(["check", ...refund.slice(0, -1), "[1,2]"]);
    expect(list.err).to.include("--args must be a JSON object");
    const port = await tg(["serve", "--catalogue", shop.catalogue, "--keys", "k.yaml", "--port", "eighty"]);
    expect(port.code).to.equal(2);
    expect(port.err).to.include("--port must be a whole number from 0 to 65535");
  });

  it("check: exits 0 on allow, 4 on confirm, 1 on refuse, and prints decision, reasons, detail and question", async () => {
    const allow = await tg(["check", "--catalogue", shop.catalogue, "--session", "billing", "--tool", "get_order", "--args", '{"order_id":"4411"}']);
    expect(allow.code).to.equal(0);
    expect(allow.out).to.include("decision: allow\nreasons: allow\n");
    const confirm = await tg(["check", ...refund, ...typed]);
    expect(confirm.code).to.equal(4);
    expect(confirm.out).to.include("decision: confirm\nreasons: write\n").and.match(/\nquestion: .+\n/).and.match(/\nconfirmation: tg1\./);
    const refuse = await tg(["check", "--catalogue", shop.catalogue, "--session", "billing", "--tool", "refund_card", "--args", '{"order_id":"4411","amount":40,"note":"x"}']);
    expect(refuse.code).to.equal(1);
    expect(refuse.out).to.include("decision: refuse\nreasons: argument_schema\n").and.include("pointer: /note");
  });

  it("check --json prints the answer and the history as JSON", async () => {
    const r = await tg(["check", "--catalogue", shop.catalogue, "--session", "billing", "--tool", "delete_order", "--args", "{}", "--json"]);
    expect(r.code).to.equal(1);
    const answer = JSON.parse(r.out);
    expect(answer.decision).to.equal("refuse");
    expect(answer.reasons).to.deep.equal(["unknown_tool"]);
    expect(answer.history.entries).to.have.length(1);
    expect(answer).to.not.have.property("trace");
  });

  it("explain prints each check's verdict in the order they ran, then the answer", async () => {
    const r = await tg(["explain", "--catalogue", shop.catalogue, "--session", "billing", "--tool", "delete_order", "--args", "{}"]);
    expect(r.code).to.equal(1);
    const lines = r.out.split("\n").filter(Boolean);
    expect(lines[0]).to.match(/^ 1 {2}kinds\s+tool_kinds\s+/);
    const decided = lines.find((l) => /\ballowed_tools\b/.test(l));
    expect(decided).to.match(/decide refuse unknown_tool/);
    expect(lines.slice(lines.indexOf(decided!) + 1, -1).every((l) => /\b(skipped|off)\b/.test(l))).to.equal(true);
    expect(lines.at(-1)).to.equal("answer: refuse unknown_tool");
    const json = JSON.parse((await tg(["explain", "--catalogue", shop.catalogue, "--session", "billing", "--tool", "delete_order", "--json"])).out);
    expect(json.decision).to.equal("refuse");
    expect(json.reasons).to.deep.equal(["unknown_tool"]);
    expect(json.trace.map((t: { check: string }) => t.check)).to.include.members(["tool_kinds", "allowed_tools", "any_other_write"]);
  });

  it("keys init writes a secret keys file and a licence, and will not overwrite them without --force", async () => {
    const first = await tg(["keys", "init", "--dir", dir, "--tenant", "shop"]);
    expect(first.code).to.equal(0);
    expect(first.out).to.include(`keys: ${join(dir, "keys.yaml")}`).and.include(`licence: ${join(dir, "licence.yaml")}`);
    expect(statSync(join(dir, "keys.yaml")).mode & 0o777).to.equal(0o600);
    expect(readFileSync(join(dir, "licence.yaml"), "utf8")).to.include("tenant: shop");
    const again = await tg(["keys", "init", "--dir", dir]);
    expect(again.code).to.equal(2);
    expect(again.err).to.include("exists; pass --force");
    expect((await tg(["keys", "init", "--dir", dir, "--force"])).code).to.equal(0);
  });

  it("carries a signed history between invocations with lasting keys: a token approved in one run is presented in the next", async () => {
    await tg(["keys", "init", "--dir", dir]);
    const keys = ["--keys", join(dir, "keys.yaml"), "--licence", join(dir, "licence.yaml")];
    const history = join(dir, "history.json");
    const asked = await tg(["check", ...refund, ...typed, ...keys, "--history-out", history, "--json"]);
    expect(asked.code).to.equal(4);
    const token = JSON.parse(asked.out).confirmation as string;
    const approved = await tg(["check", ...refund, ...typed, ...keys, "--history", history, "--history-out", history, "--confirmation", token]);
    expect(approved.code).to.equal(0);
    expect(approved.out).to.include("decision: allow\nreasons: confirmed\n").and.include("step: 1\n");

    const edited = JSON.parse(readFileSync(history, "utf8"));
    edited.entries[0].tool = "get_order";
    writeFileSync(history, JSON.stringify(edited));
    const tampered = await tg(["check", ...refund, ...typed, ...keys, "--history", history]);
    expect(tampered.code).to.equal(1);
    expect(tampered.out).to.include("decision: refuse\nreasons: history_invalid\n");
  });

  it("validate reports every problem of every file at once, with file:line, and exits 3", async () => {
    const catalogue = join(dir, "catalogue.yaml");
    writeFileSync(catalogue, "tools:\n  get_order:\n    kind: fetch\n    arguments: { type: object }\n  refund_card:\n    description: 7\n");
    const rulebook = join(dir, "rules.yaml");
    writeFileSync(rulebook, "rules:\n  - name: Bad Name\n    conditions: {}\n    event: { type: ask }\n");
    const r = await tg(["validate", "--catalogue", catalogue, "--rulebook", rulebook]);
    expect(r.code).to.equal(3);
    expect(r.err).to.include(`${catalogue}:3 /tools/get_order/kind: catalogue_invalid:`);
    expect(r.err).to.include(`${catalogue}:6 /tools/refund_card/arguments: catalogue_invalid: must have required property 'arguments'`);
    expect(r.err).to.include(`${catalogue}:6 /tools/refund_card/description: catalogue_invalid:`);
    expect(r.err).to.include(`${rulebook}:2 /rules/0/name: rulebook_invalid:`);
    expect(r.err).to.match(/4 problem\(s\) in 2 file\(s\)/);
    const json = JSON.parse((await tg(["validate", "--catalogue", catalogue, "--json"])).out);
    expect(json.valid).to.equal(false);
    expect(json.files[0].problems.map((p: { place: { line: number } }) => p.place.line)).to.deep.equal([3, 6, 6]);
  });

  it("validate passes valid files, checks settings against the checks' own schemas, and needs a file to look at", async () => {
    const ok = await tg(["validate", "--catalogue", shop.catalogue, "--rulebook", shop.rulebook]);
    expect(ok.code).to.equal(0);
    expect(ok.out).to.equal(`ok: ${shop.catalogue} (catalogue)\nok: ${shop.rulebook} (rulebook)\n`);
    const settings = join(dir, "settings.yaml");
    writeFileSync(settings, "checks: [arguments, no_such_check]\n");
    const bad = await tg(["validate", "--catalogue", shop.catalogue, "--settings", settings]);
    expect(bad.code).to.equal(3);
    expect(bad.err).to.include("unknown_check: unknown check `no_such_check`");
    expect((await tg(["validate"])).code).to.equal(2);
  });

  it("check exits 3 on a catalogue that does not load, naming the file", async () => {
    const missing = await tg(["check", "--catalogue", join(dir, "none.yaml"), "--tool", "x"]);
    expect(missing.code).to.equal(3);
    expect(missing.err).to.include(`catalogue_invalid: ${join(dir, "none.yaml")}: cannot read the file: ENOENT`);
    const history = await tg(["check", "--catalogue", shop.catalogue, "--tool", "get_order", "--history", join(dir, "none.json")]);
    expect(history.code).to.equal(3);
    expect(history.err).to.include("cannot read the history: ENOENT");
  });

  it("docs --check exits 1 naming a page that differs from the checks' metadata", async () => {
    writeFileSync(join(dir, "checks.md"), "stale\n");
    const r = await tg(["docs", "--out", dir, "--check"]);
    expect(r.code).to.equal(1);
    expect(r.err).to.include(`${join(dir, "checks.md")}: differs from the checks' metadata`).and.include(`${join(dir, "reasons.md")}: missing`);
    expect(readFileSync(join(dir, "checks.md"), "utf8")).to.equal("stale\n");
  });

  it("demo prints seed 000's nine answers", async () => {
    const r = await tg(["demo"]);
    expect(r.code).to.equal(0);
    const lines = r.out.split("\n").filter(Boolean);
    expect(lines).to.have.length(9);
    expect(lines[0]).to.equal("the model wrote the amount: confirm argument_origin");
    expect(lines[8]).to.equal("the history edited by hand: refuse history_invalid");
  });

  it("serve refuses to start without lasting keys or a caller token (exit 5), and on a bad keys file (exit 3)", async () => {
    const noKeys = await tg(["serve", "--catalogue", shop.catalogue], { TOOLGATE_TOKEN: "a".repeat(32) });
    expect(noKeys.code).to.equal(5);
    expect(noKeys.err).to.include("serve needs lasting keys");
    await tg(["keys", "init", "--dir", dir]);
    const keys = join(dir, "keys.yaml");
    const noToken = await tg(["serve", "--catalogue", shop.catalogue, "--keys", keys]);
    expect(noToken.code).to.equal(5);
    expect(noToken.err).to.include("no caller token: set TOOLGATE_TOKEN or pass --token-file FILE");
    const short = await tg(["serve", "--catalogue", shop.catalogue, "--keys", keys], { TOOLGATE_TOKEN: "short" });
    expect([short.code, short.err]).to.satisfy(([c, e]: [number, string]) => c === 5 && e.includes("at least 16 characters") && !e.includes("short\n"));
    const store = await tg(["serve", "--catalogue", shop.catalogue, "--keys", keys, "--heads", "redis://x"], { TOOLGATE_TOKEN: "a".repeat(32) });
    expect(store.code).to.equal(5);
    writeFileSync(join(dir, "bad-keys.yaml"), "public_key: x\n");
    const badKeys = await tg(["serve", "--catalogue", shop.catalogue, "--keys", join(dir, "bad-keys.yaml")], { TOOLGATE_TOKEN: "a".repeat(32) });
    expect(badKeys.code).to.equal(3);
    expect(badKeys.err).to.include("keys_invalid");
  });

  it("serve listens on a free port, answers, and stops cleanly with exit 0", async () => {
    await tg(["keys", "init", "--dir", dir]);
    const tokenFile = join(dir, "token");
    writeFileSync(tokenFile, "file-caller-token-0123456789\n");
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    let out = "";
    let err = "";
    const running = run(["serve", "--catalogue", shop.catalogue, "--rulebook", shop.rulebook, "--keys", join(dir, "keys.yaml"), "--port", "0", "--token-file", tokenFile, "--heads", `sqlite:${join(dir, "heads.db")}`], { out: (t) => (out += t), err: (t) => (err += t), env: {}, stopped });
    while (!out.includes("listening on")) await new Promise((r) => setTimeout(r, 10));
    const url = /listening on (\S+)/.exec(out)![1]!;
    expect(url).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${url}/v1/check`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer file-caller-token-0123456789" }, body: JSON.stringify({ agent: "billing", call: { tool: "delete_order", arguments: {} } }) });
    const answer = (await res.json()) as { decision: string; reasons: string[] };
    expect(answer.decision).to.equal("refuse");
    expect(answer.reasons).to.deep.equal(["unknown_tool"]);
    expect((await (await fetch(`${url}/readyz`)).json()) as object).to.deep.equal({ status: "ready", stores: { heads: true, usage: true } });
    stop();
    expect(await running).to.equal(0);
    expect(err).to.not.include("file-caller-token");
  });

  it("gateway: exit 2 without an upstream command, 5 when it cannot start, 3 on a bad overrides file", async () => {
    const pins = join(dir, "pins.yaml");
    // A pins file that exists: a missing one is an input error before the upstream starts.
    writeFileSync(pins, "tools: {}\n");
    const none = await tg(["gateway", "--pins", pins]);
    expect(none.code).to.equal(2);
    expect(none.err).to.include("name the upstream MCP server's command after `--`");
    const missing = await tg(["gateway", "--pins", pins, "--", join(dir, "no-such-server")]);
    expect(missing.code).to.equal(5);
    expect(missing.err).to.include("the upstream server did not start or answer");
    const noToken = await tg(["gateway", "--pins", pins, "--http", "0", "--", "node"]);
    expect(noToken.code).to.equal(5);
    expect(noToken.err).to.include("no caller token");
    const overrides = join(dir, "overrides.yaml");
    writeFileSync(overrides, "tools:\n  echo:\n    kind: read\n    colour: blue\n");
    const bad = await tg(["gateway", "--pins", pins, "--overrides", overrides, "--", "node"]);
    expect(bad.code).to.equal(3);
    expect(bad.err).to.include(`input_invalid: ${overrides}:4 /tools/echo/colour:`);
    const approveNothing = await tg(["gateway", "approve", "--pins", pins, "--", "node"]);
    expect(approveNothing.code).to.equal(2);
    expect(approveNothing.err).to.include("--tool NAME, or pass --all");
  });
});
