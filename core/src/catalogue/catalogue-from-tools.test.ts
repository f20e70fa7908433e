import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "../client.js";
import { argumentSchemaOf, catalogueFromMcpTools, catalogueFromTools } from "./catalogue-from-tools.js";
import { ToolgateError } from "../errors.js";

const orderSchema = { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] };
const refundSchema = { type: "object", properties: { order_id: { type: "string" }, amount: { type: "number", minimum: 0 } }, required: ["order_id", "amount"] };

/** The directories overlayFile made, removed when the tests end. */
const made: string[] = [];

function overlayFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "toolgate-overlay-"));
  made.push(dir);
  const file = join(dir, "overlay.yaml");
  writeFileSync(file, text);
  return file;
}

function failure(f: () => unknown): ToolgateError {
  try {
    f();
  } catch (e) {
    if (e instanceof ToolgateError) return e;
    throw e;
  }
  throw new Error("expected a ToolgateError");
}

describe("a catalogue from the tools themselves", () => {
  after(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  it("takes each tool's description and schema, closes the schema, and infers the kind as for any catalogue", async () => {
    const catalogue = catalogueFromTools([
      { name: "get_order", description: "Look up an order.", schema: orderSchema },
      { name: "refund_card", description: "Refund an amount to the card an order was paid with.", schema: refundSchema },
    ]);
    expect(catalogue.tools.get_order).to.deep.equal({ description: "Look up an order.", arguments: { ...orderSchema, additionalProperties: false } });
    const client = await Client.create({ catalogue, log: () => {} });
    expect(client.kinds().map((k) => `${k.tool} ${k.kind} ${k.source}`)).to.deep.equal(["get_order read inferred", "refund_card write inferred"]);
    const answer = await client.session("billing").checkToolCall("get_order", { order_id: "4411", extra: "x" });
    expect([answer.decision, answer.reasons]).to.deep.equal(["refuse", ["argument_schema"]]);
  });

  it("adds what the overlay says: kind, order rules, result fields, undo and tightened arguments", async () => {
    const catalogue = catalogueFromTools(
      [
        { name: "get_order", description: "Order details.", schema: orderSchema },
        { name: "refund_card", description: "Refund.", schema: refundSchema },
        { name: "cancel_refund", description: "Cancel a refund.", schema: { type: "object", properties: { refund_id: { type: "string" } } } },
      ],
      overlayFile(
        [
          "tools:",
          "  get_order: { kind: read, result: { type: object, properties: { total: { type: number } } } }",
          "  refund_card:",
          "    kind: write",
          "    after: [get_order]",
          "    arguments: { properties: { amount: { maximum: 500 } } }",
          "    result: { type: object, properties: { refund_id: { type: string } } }",
          "    compensation: { tool: cancel_refund, bind: { refund_id: result.refund_id } }",
          "  cancel_refund: { kind: write }",
        ].join("\n"),
      ),
    );
    expect(catalogue.tools.refund_card!.arguments.properties).to.deep.equal({ order_id: { type: "string" }, amount: { type: "number", minimum: 0, maximum: 500 } });
    expect(catalogue.tools.refund_card!.after).to.deep.equal(["get_order"]);
    const client = await Client.create({ catalogue, checks: ["arguments", "order"], log: () => {} });
    const billing = client.session("billing");
    const first = await billing.checkToolCall("refund_card", { order_id: "4411", amount: 40 }, { origins: { order_id: "context", amount: "context" } });
    expect([first.decision, first.reasons]).to.deep.equal(["refuse", ["order_rule"]]);
    const look = await billing.checkToolCall("get_order", { order_id: "4411" });
    billing.report(look.step, "ran", { total: 40 });
    const over = await billing.checkToolCall("refund_card", { order_id: "4411", amount: 900 });
    expect([over.decision, over.reasons]).to.deep.equal(["refuse", ["argument_schema"]]);
  });

  it("refuses an overlay that names a tool the agent does not have, with its file and line", () => {
    const file = overlayFile("tools:\n  get_order: { kind: read }\n  refund_crad: { kind: write }\n");
    const e = failure(() => catalogueFromTools([{ name: "get_order", schema: orderSchema }], file));
    expect(e.code).to.equal("catalogue_invalid");
    expect(e.message).to.contain("`refund_crad`");
    expect([e.place.file, e.place.line]).to.deep.equal([file, 3]);
  });

  it("refuses an overlay field that is not a catalogue field, with its line", () => {
    const file = overlayFile("tools:\n  get_order:\n    kind: read\n    knd: write\n");
    const e = failure(() => catalogueFromTools([{ name: "get_order", schema: orderSchema }], file));
    expect(e.code).to.equal("catalogue_invalid");
    expect(e.place.line).to.equal(4);
  });

  it("refuses a schema library that cannot give its JSON Schema, and a schema that is not an object", () => {
    const opaque = { "~standard": { version: 1, vendor: "other", validate: () => ({ value: {} }) } };
    expect(failure(() => catalogueFromTools([{ name: "t", schema: opaque }])).message).to.contain("cannot give its JSON Schema");
    expect(failure(() => catalogueFromTools([{ name: "t", schema: "string" }])).code).to.equal("catalogue_invalid");
    expect(failure(() => catalogueFromTools([{ name: "t", schema: orderSchema }, { name: "t", schema: orderSchema }])).message).to.contain("two tools");
  });

  it("asks a Standard JSON Schema for its draft 2020-12 form and drops the default dialect's name", () => {
    const asked: string[] = [];
    const standard = { "~standard": { version: 1, vendor: "x", jsonSchema: { input: (o: { target: string }) => (asked.push(o.target), { $schema: "https://json-schema.org/draft/2020-12/schema", ...orderSchema }) } } };
    expect(argumentSchemaOf(standard, "get_order")).to.deep.equal(orderSchema);
    expect(asked).to.deep.equal(["draft-2020-12"]);
  });

  it("builds one from an MCP tools/list: annotations decide the kind, the overlay overrides", async () => {
    const catalogue = catalogueFromMcpTools(
      [
        { name: "read_file", description: "Reads a file.", inputSchema: { type: "object", properties: { path: { type: "string" } } }, annotations: { readOnlyHint: true } },
        { name: "delete_file", description: "Deletes a file.", inputSchema: { type: "object", properties: { path: { type: "string" } } }, annotations: { destructiveHint: true } },
        { name: "echo", inputSchema: { type: "object", properties: { message: { type: "string" } } } },
      ],
      { tools: { echo: { kind: "read", arguments: { properties: { message: { maxLength: 10 } } } } } },
    );
    const client = await Client.create({ catalogue, log: () => {} });
    expect(client.kinds().map((k) => `${k.tool} ${k.kind} ${k.source}`)).to.deep.equal(["read_file read annotations", "delete_file write annotations", "echo read catalogue"]);
    const long = await client.session().checkToolCall("echo", { message: "much too long a message" });
    expect([long.decision, long.reasons]).to.deep.equal(["refuse", ["argument_schema"]]);
  });
});
