// A tenant's daily credit, read over every session: the limit a reservation taken at a check
// counts against, for the tests of a check that fails on a busy store.
import type { CatalogueFile, RulebookFile } from "@toolgate/core";

/** A tenant's daily credit of 100, spent by a tool's `amount`, read over every session (a held, reserving usage store). */
export const CREDIT: { catalogue: CatalogueFile; rulebook: RulebookFile } = {
  catalogue: {
    agents: ["billing"],
    tools: {
      look_up_credit: {
        description: "Spend from the tenant's daily credit.",
        kind: "read",
        arguments: { type: "object", additionalProperties: false, required: ["amount"], properties: { amount: { type: "number" } } },
      },
    },
  },
  rulebook: {
    rules: [
      {
        name: "daily_credit",
        description: "At most 100 a day across every session of the tenant, this call included.",
        conditions: { all: [{ fact: "tool", operator: "equal", value: "look_up_credit" }, { fact: "usage", params: { tool: "look_up_credit", period: "day", scope: "tenant", sum: "amount" }, operator: "greaterThan", value: 100 }] },
        event: { type: "refuse" },
      },
    ],
  },
};
