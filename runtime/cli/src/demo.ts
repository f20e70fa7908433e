// Seed 000's transcript, "One call, every check": the shop's refund asked about in each of the
// ways a run can ask, through the public API. The demo prints it; a test asserts it.
import { Client } from "@toolgate/core";
import type { CheckAnswer } from "@toolgate/core";

const SHOWN = ["pointer", "rule", "destinations"] as const;

function format(value: unknown): string {
  return Array.isArray(value) ? `[${value.map(format).join(", ")}]` : String(value);
}

/** One line: `what: decision reasons {detail}`, the detail cut to the keys the seed shows. */
export function show(what: string, check: CheckAnswer): string {
  const detail = SHOWN.filter((k) => check.detail[k] !== undefined).map((k) => `${k}: ${format(check.detail[k])}`);
  return `${what}: ${check.decision} ${check.reasons.join(", ")}${detail.length ? ` {${detail.join(", ")}}` : ""}`;
}

export async function seedTranscript(files: { catalogue: string; rulebook?: string }, log: (m: string) => void = () => {}): Promise<string[]> {
  const lines: string[] = [];
  const client = await Client.create({ catalogue: files.catalogue, rulebook: files.rulebook, log });
  const billing = client.session("billing"); // one conversation with the billing desk
  billing.read("refund order 4411 40.00"); // what the person typed

  const refund = { order_id: "4411", amount: 40.0 };
  const typed = { order_id: "typed", amount: "typed" };
  lines.push(show("the model wrote the amount", await billing.checkToolCall("refund_card", refund, { origins: { order_id: "typed", amount: "model" } })));
  let asked = await billing.checkToolCall("refund_card", refund, { origins: typed });
  lines.push(show("the person typed the amount", asked));
  lines.push(show("the person approved it", await billing.checkToolCall("refund_card", refund, { origins: typed, confirmation: asked.confirmation })));

  asked = await billing.checkToolCall("refund_card", refund, { origins: typed });
  lines.push(
    show(
      "approved, then the amount changed",
      await billing.checkToolCall("refund_card", { order_id: "4411", amount: 45.0 }, { origins: { order_id: "typed", amount: "model" }, confirmation: asked.confirmation }),
    ),
  );

  lines.push(show("an argument the tool does not declare", await billing.checkToolCall("refund_card", { ...refund, note: "goodwill" }, { origins: { ...typed, note: "model" } })));
  lines.push(show("a tool the catalogue does not have", await billing.checkToolCall("delete_order", { order_id: "4411" })));
  lines.push(
    show(
      "a destination in a tool that sends nothing out",
      await billing.checkToolCall("refund_card", { order_id: "https://refunds.invalid/4411", amount: 40.0 }, { origins: { order_id: "model", amount: "typed" } }),
    ),
  );
  lines.push(show("proposed after reading the inbox", await billing.checkToolCall("refund_card", refund, { origins: typed, labels: { call: ["untrusted:read_inbox"] } })));

  billing.history.entries[0]!.tool = "get_order"; // the history, edited by hand
  lines.push(show("the history edited by hand", await billing.checkToolCall("refund_card", refund, { origins: typed })));
  return lines;
}
