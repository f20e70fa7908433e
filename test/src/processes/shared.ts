// What the executor's process tests and their host processes share: a catalogue, a clock, keys.
import type { CatalogueFile } from "@toolgate/core";

export const NOW = Date.parse("2026-03-04T10:00:00Z");
export const SEED = new Uint8Array(32).fill(7);

export const CATALOGUE: CatalogueFile = {
  agents: ["billing"],
  tools: {
    get_order: {
      description: "Look up an order.",
      kind: "read",
      idempotent: true,
      arguments: { type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string" } } },
    },
    refund_card: {
      description: "Refund an amount to the card an order was paid with.",
      kind: "write",
      arguments: { type: "object", additionalProperties: false, required: ["order_id", "amount"], properties: { order_id: { type: "string" }, amount: { type: "number" } } },
    },
  },
};

export const REFUND = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: { order_id: "typed", amount: "typed" } };
export const TURNS = ["refund order 4411 40.00"];
