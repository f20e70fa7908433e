// A catalogue that exercises every field the tool check reads, and a client factory with a
// settable clock, shared by the cross-package tests.
import { Client, MemoryHeadStore, type CatalogueFile, type ClientOptions } from "@toolgate/core";

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: "object", additionalProperties: false, required, properties });

export const catalogue: CatalogueFile = {
  agents: { billing: { trust: "trusted" }, ops: { trust: "trusted" }, scraper: { trust: "untrusted" } },
  tools: {
    get_order: {
      description: "Look up an order.",
      kind: "read",
      arguments: obj({ order_id: { type: "string" } }, ["order_id"]),
      result: { type: "object", properties: { order_id: { type: "string" }, charge_id: { type: "string" }, total: { type: "number" } } },
    },
    refund_card: {
      description: "Refund an amount against a charge.",
      kind: "write",
      after: [{ tool: "get_order", bind: { charge_id: "charge_id" } }],
      at_most: 2,
      arguments: obj({ order_id: { type: "string" }, charge_id: { type: "string" }, amount: { type: "number" } }, ["order_id", "charge_id", "amount"]),
      result: { type: "object", properties: { refund_id: { type: "string" } } },
      compensation: { tool: "cancel_refund", bind: { refund_id: "result.refund_id" } },
    },
    cancel_refund: { description: "Cancel a refund.", kind: "write", arguments: obj({ refund_id: { type: "string" } }, ["refund_id"]) },
    charge_card: {
      description: "Charge a card.",
      kind: "write",
      arguments: obj({ customer_id: { type: "string" }, amount: { type: "number" } }, ["customer_id", "amount"]),
      result: { type: "object", properties: { charge_id: { type: "string" } } },
      compensation: { tool: "void_charge", bind: { charge_id: "result.charge_id", amount: "args.amount" } },
    },
    void_charge: { description: "Void a charge.", kind: "write", arguments: obj({ charge_id: { type: "string" }, amount: { type: "number" } }, ["charge_id", "amount"]) },
    wire_transfer: { description: "Send money by wire.", kind: "write", irreversible: true, arguments: obj({ iban: { type: "string" }, amount: { type: "number" } }, ["iban", "amount"]) },
    send_email: { description: "Send an email.", kind: "send", sends_out: true, arguments: obj({ to: { type: "string", format: "email" }, body: { type: "string" } }, ["to"]) },
    read_inbox: { description: "Read new emails.", kind: "read", reads_outside: true, arguments: obj({}), result: { type: "object", properties: { body: { type: "string" } } } },
    post_reply: { description: "Post a reply on a ticket.", kind: "write", not_after: ["untrusted"], arguments: obj({ text: { type: "string" } }) },
    close_ticket: { description: "Close a ticket.", kind: "write", not_after: ["read_inbox"], arguments: obj({ ticket: { type: "string" } }) },
    open_note: { description: "Save a note with any fields.", kind: "write", arguments: { type: "object", properties: { text: { type: "string" } } } },
    restart_service: { description: "Restart a service.", kind: "write", agents: ["ops"], arguments: obj({ name: { type: "string" } }, ["name"]) },
    export_all: { description: "Export every record.", kind: "read", confirm: "always", arguments: obj({}) },
  },
};

export const T0 = Date.parse("2026-03-04T10:00:00Z");

/** A client on the fixture catalogue with a clock the test can move, every check on. */
export async function makeClient(options: Partial<ClientOptions> = {}): Promise<{ client: Client; clock: { now: number }; heads: MemoryHeadStore }> {
  const clock = { now: T0 };
  const heads = new MemoryHeadStore();
  const client = await Client.create({ catalogue, heads, now: () => clock.now, log: () => {}, ...options });
  return { client, clock, heads };
}

/** Runs a call; when it is confirmed, presents its token; reports the outcome. */
export async function ran(
  session: ReturnType<Client["session"]>,
  tool: string,
  args: Record<string, unknown>,
  result?: unknown,
  origins?: Record<string, string>,
): Promise<number> {
  const o = origins ?? Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  let a = await session.checkToolCall(tool, args, { origins: o });
  if (a.decision === "confirm") a = await session.checkToolCall(tool, args, { origins: o, confirmation: a.confirmation });
  if (a.decision !== "allow") throw new Error(`${tool} was not allowed: ${a.decision} ${a.reasons.join(", ")}`);
  await session.report(a.step, "ran", result);
  return a.step;
}
