// How each tool's kind is decided, once, when the client is created: the tool kinds file wins,
// then the catalogue's marks (with MCP hints), then the grammar's reading with `infer: true`;
// anything else is a write. `client.kinds()` lists each kind and where it came from.
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, setting, ToolgateError, type CatalogueFile, type ClientOptions } from "@toolgate/core";
import { type Grammar, type Kind, type ToolDescription } from "@toolgate/grammar-kit";
import { plugin } from "../index.js";

/** A client on this test's own catalogue: how kinds are decided is about the catalogue's marks. */
async function checkClient(options: Partial<ClientOptions> & { catalogue: CatalogueFile }): Promise<{ client: Client }> {
  return { client: await Client.create({ builtins: plugin, grammar: [], log: () => {}, ...options }) };
}

const open = { type: "object", additionalProperties: false, properties: { id: { type: "string" } } };

const catalogue: CatalogueFile = {
  tools: {
    get_order: { description: "Look up an order.", kind: "read", arguments: open },
    marked_send: { description: "Post a message.", kind: "write", sends_out: true, arguments: open },
    hinted_read: { description: "List things.", annotations: { readOnlyHint: true }, arguments: open },
    hinted_destructive: { description: "Remove things.", annotations: { readOnlyHint: true, destructiveHint: true }, arguments: open },
    hinted_write_that_sends: { description: "Send an email.", annotations: { readOnlyHint: false, openWorldHint: true }, arguments: open },
    search_docs: { description: "Search the docs.", arguments: open },
    notify_team: { description: "Tell the team.", arguments: open },
    orders: { description: "Orders.", arguments: open },
    get_order_in_file: { description: "Look up an order.", kind: "read", arguments: open },
  },
};

/** A grammar that reads kinds from a table, and counts how often it is asked. */
function tableGrammar(table: Record<string, Kind>): Grammar & { asked: string[] } {
  const asked: string[] = [];
  return {
    language: "en",
    asked,
    detect: () => 1,
    readTurn: () => ({ language: "en", read: true, sending: [], destinations: [], values: [] }),
    classifyTool: (tool: ToolDescription) => {
      asked.push(tool.name);
      return table[tool.name];
    },
    word: (q) => q.code,
    turnWords: () => [],
    turnLeads: () => [],
    turnCues: () => [],
    actWords: () => {},
    actTerm: () => undefined,
  };
}

const TABLE: Record<string, Kind> = { search_docs: "read", notify_team: "send", hinted_write_that_sends: "send", get_order: "write" };

describe("tool_kinds: how each tool's kind is decided", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-kinds-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("takes the file first, then the catalogue's marks, then MCP hints, then the grammar, else a write", async () => {
    const file = join(dir, "tool_kinds.yaml");
    writeFileSync(file, "get_order_in_file: write\n");
    const { client } = await checkClient({ catalogue, grammar: tableGrammar(TABLE), settings: { tool_kinds: { file } } });
    const kinds = Object.fromEntries(client.kinds().map((k) => [k.tool, [k.kind, k.source]]));
    expect(kinds).to.deep.equal({
      get_order: ["read", "catalogue"],
      marked_send: ["send", "catalogue"],
      hinted_read: ["read", "annotations"],
      hinted_destructive: ["write", "annotations"],
      hinted_write_that_sends: ["send", "inferred"],
      search_docs: ["read", "inferred"],
      notify_team: ["send", "inferred"],
      orders: ["write", "default"],
      get_order_in_file: ["write", "file"],
    });
  });

  it("asks the grammar once per tool, when the client is created, never per call", async () => {
    const grammar = tableGrammar(TABLE);
    const { client } = await checkClient({ catalogue, grammar });
    const before = grammar.asked.length;
    expect(before).to.be.greaterThan(0);
    const s = client.session();
    await s.checkToolCall("search_docs", { id: "1" });
    await s.checkToolCall("notify_team", { id: "1" });
    expect(grammar.asked.length).to.equal(before);
  });

  it("with infer: false, counts every unmarked tool a write", async () => {
    const { client } = await checkClient({ catalogue, grammar: tableGrammar(TABLE), settings: { tool_kinds: { infer: false } } });
    const kinds = Object.fromEntries(client.kinds().map((k) => [k.tool, [k.kind, k.source]]));
    expect(kinds.search_docs).to.deep.equal(["write", "default"]);
    expect(kinds.notify_team).to.deep.equal(["write", "default"]);
    expect(kinds.hinted_write_that_sends).to.deep.equal(["write", "annotations"]);
    expect(kinds.hinted_read).to.deep.equal(["read", "annotations"]);
  });

  it("lets an inferred read through and asks about a tool nobody marked, for write", async () => {
    const { client } = await checkClient({ catalogue, grammar: tableGrammar(TABLE) });
    const s = client.session();
    const read = await s.checkToolCall("search_docs", { id: "1" });
    expect([read.decision, read.reasons]).to.deep.equal(["allow", ["allow"]]);
    const unmarked = await s.checkToolCall("orders", { id: "1" }, { origins: { id: "context" } });
    expect([unmarked.decision, unmarked.reasons]).to.deep.equal(["confirm", ["write"]]);
    expect(unmarked.trace.find((t) => t.check === "tool_kinds")).to.deep.include({ outcome: "note", reasons: ["write"] });
  });

  it("refuses a kinds file naming a tool the catalogue lacks, or a kind that is not one", async () => {
    const file = join(dir, "tool_kinds.yaml");
    for (const text of ["no_such_tool: read\n", "orders: maybe\n"]) {
      writeFileSync(file, text);
      const err = await checkClient({ catalogue, checks: [setting("tool_kinds", { file })] }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).to.be.instanceOf(ToolgateError);
      expect((err as ToolgateError).code).to.equal("settings_invalid");
    }
  });
});
