// The gateway reads an MCP server's tool list as the library does (`catalogueFromMcpTools`), with
// its overrides file as the overlay: what it adds is pins, and leaving out what cannot be offered.
import { expect } from "chai";
import { catalogueFromMcpTools } from "@toolgate/core";
import { buildCatalogue, pinRecord, readOverrides, type UpstreamTool } from "@toolgate/gateway";

const tools: UpstreamTool[] = [
  {
    name: "get_order",
    description: "Look up an order.",
    inputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
    annotations: { readOnlyHint: true, title: "Order" },
  },
  {
    name: "refund_card",
    description: "Refund an amount to a card.",
    inputSchema: { type: "object", properties: { order_id: { type: "string" }, amount: { type: "number" } }, unevaluatedProperties: false },
  },
  { name: "tag", description: "Tag an order.", inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { tags: { type: "array", items: [{ type: "string" }], additionalItems: false } } } },
  { name: "broken", description: "A schema no validator reads.", inputSchema: { type: "object", properties: { a: { type: "strnig" } } } },
  { name: "twice", description: "One of two tools of one name.", inputSchema: { type: "object" } },
  { name: "twice", description: "The other.", inputSchema: { type: "object" } },
  { name: "new_tool", description: "Not approved yet.", inputSchema: { type: "object" } },
];
const now = new Date("2026-12-01T00:00:00Z");
const pins = new Map(tools.filter((t) => t.name !== "new_tool").map((t) => [t.name, pinRecord(t, now)]));
const overridesFile = {
  max_result_chars: 2000,
  tools: { refund_card: { kind: "write" as const, arguments: { properties: { amount: { maximum: 500 } }, required: ["amount"] } }, gone: { kind: "read" as const } },
};

describe("gateway: the catalogue, read as the library reads MCP tools", () => {
  it("builds the pinned tools' catalogue exactly as catalogueFromMcpTools does with the overrides as overlay", () => {
    const built = buildCatalogue(tools, pins, readOverrides(overridesFile));
    const usable = tools.filter((t) => ["get_order", "refund_card", "tag"].includes(t.name));
    expect(built.catalogue).to.deep.equal(catalogueFromMcpTools(usable, { tools: { refund_card: overridesFile.tools.refund_card } }));
    expect(Object.keys(built.catalogue.tools)).to.deep.equal(["get_order", "refund_card", "tag"]);
    // An `unevaluatedProperties: false` is the upstream's own closing: not doubled with `additionalProperties`.
    expect(built.catalogue.tools.refund_card!.arguments).to.deep.equal({
      type: "object",
      properties: { order_id: { type: "string" }, amount: { type: "number", maximum: 500 } },
      unevaluatedProperties: false,
      required: ["amount"],
    });
    // The upstream's draft-07 stays named; the default dialect needs no name.
    expect(built.catalogue.tools.tag!.arguments.$schema).to.equal("http://json-schema.org/draft-07/schema#");
    expect(built.catalogue.tools.get_order!.arguments.$schema).to.equal(undefined);
    expect(built.catalogue.tools.get_order!.annotations).to.deep.equal({ readOnlyHint: true, title: "Order" });
  });

  it("leaves out what it cannot offer and says why: a schema that does not compile, a shared name, an unpinned tool, an override of no tool", () => {
    const built = buildCatalogue(tools, pins, readOverrides(overridesFile));
    expect(built.uncompiled.map((u) => u.tool)).to.deep.equal(["broken"]);
    expect(built.unusable).to.deep.equal(["twice"]);
    expect(built.status.get("new_tool")).to.equal("new");
    expect(built.unknownOverrides).to.deep.equal(["gone"]);
  });

  it("names the overrides file and line of an override the catalogue refuses", () => {
    let caught: unknown;
    try {
      buildCatalogue(tools, pins, readOverrides({ tools: { refund_card: { kind: "writes" as never } } }));
    } catch (e) {
      caught = e;
    }
    expect((caught as { code?: string }).code).to.equal("catalogue_invalid");
    expect((caught as { place: { file?: string; path?: string } }).place).to.deep.include({ file: "<overrides>" });
    expect((caught as { place: { path?: string } }).place.path).to.match(/^\/tools\/refund_card/);
  });
});
