// A catalogue and a client factory for the admission and seed-003 checks' own tests: one tool
// per thing those checks read, a settable clock, no grammar (the kinds are all marked).
import { Client, type CatalogueFile, type ClientOptions } from "@toolgate/core";
import { plugin } from "./index.js";

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: "object", additionalProperties: false, required, properties });

export const checkCatalogue: CatalogueFile = {
  agents: { billing: { trust: "trusted" }, support: { trust: "trusted", roles: ["agent"] } },
  tools: {
    get_order: { description: "Look up an order.", kind: "read", arguments: obj({ order_id: { type: "string" } }, ["order_id"]) },
    refund_card: { description: "Refund an amount.", kind: "write", arguments: obj({ order_id: { type: "string" }, amount: { type: "number" } }, ["order_id", "amount"]) },
    old_refund: { description: "The refund tool before refund_card.", kind: "write", withdrawn: true, arguments: obj({}) },
    fetch_page: { description: "Fetch a web page.", kind: "read", reads_outside: true, arguments: { type: "object", properties: { url: { type: "string", format: "uri" }, options: { type: "object" } } } },
    send_webhook: { description: "Post a payload to a URL.", kind: "send", sends_out: true, arguments: obj({ url: { type: "string", format: "uri" }, payload: { type: "object" } }, ["url"]) },
    get_plan_details: {
      description: "Details of a plan the member holds.",
      kind: "read",
      roles: ["member", "agent"],
      requires_credential: true,
      owns: { argument: "portal_ref", context: "portal_refs" },
      arguments: obj({ portal_ref: { type: "string" } }, ["portal_ref"]),
    },
    update_address: {
      description: "Change the member's postal address.",
      kind: "write",
      roles: ["member"],
      requires_credential: true,
      owns: { argument: "portal_ref", context: "portal_refs" },
      arguments: obj({ portal_ref: { type: "string" }, address: { type: "string" } }, ["portal_ref", "address"]),
    },
    list_claims: { description: "Claims of a portal.", kind: "read", owns: { argument: "portal_ref", context: "portal_refs" }, arguments: obj({ portal_ref: { type: ["string", "number"] } }) },
    export_all: { description: "Export every record.", kind: "read", confirm: "always", arguments: obj({}) },
    close_account: { description: "Close an account.", kind: "write", confirm: "always", arguments: obj({ account: { type: "string" } }, ["account"]) },
    pay: { description: "Pay an amount.", kind: "write", arguments: obj({ amount: { type: "number" } }, ["amount"]) },
  },
};

export const T0 = Date.parse("2026-03-04T10:00:00Z");

/** A client on the checks' catalogue with a clock the test can move. */
export async function checkClient(options: Partial<ClientOptions> = {}): Promise<{ client: Client; clock: { now: number } }> {
  const clock = { now: T0 };
  const client = await Client.create({ catalogue: checkCatalogue, builtins: plugin, grammar: [], now: () => clock.now, log: () => {}, ...options });
  return { client, clock };
}

/** Origins that trust every argument: these tests are not about where values came from. */
export const fromContext = (args: Record<string, unknown>) => ({ origins: Object.fromEntries(Object.keys(args).map((k) => [k, "context"])) });
