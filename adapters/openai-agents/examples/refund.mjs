// A support agent on the OpenAI Agents SDK, guarded by Toolgate, with a scripted model (no
// network): a lookup runs, a refund interrupts the run until the person approves it and runs
// once after, and a refund over the limit comes back to the model as a refusal it reads.
import { Agent, setTracingDisabled, tool } from "@openai/agents";
import { ScriptedModel, assistantMessage, functionCall } from "@openai/agents/testing";
import { z } from "zod";
import { guardAgentTools } from "@toolgate/openai-agents";

setTracingDisabled(true);
const tools = [
  tool({ name: "get_order", description: "Look up an order.", parameters: z.object({ order_id: z.string() }), execute: async ({ order_id }) => ({ order_id, total: 40 }) }),
  tool({
    name: "refund_card",
    description: "Refund an amount to the card an order was paid with.",
    parameters: z.object({ order_id: z.string(), amount: z.number().min(0) }),
    execute: async ({ order_id, amount }) => (console.log(`  (payments: refunded ${amount} on ${order_id})`), { refund_id: "rf_1" }),
  }),
];

// The model's turns, scripted.
const model = new ScriptedModel([
  [functionCall("get_order", { order_id: "4411" }, { callId: "c1" })],
  [functionCall("refund_card", { order_id: "4411", amount: 40 }, { callId: "c2" })],
  [assistantMessage("Refunded 40 on order 4411.")],
  [functionCall("refund_card", { order_id: "4411", amount: 900 }, { callId: "c3" })],
  [assistantMessage("I cannot refund 900.")],
]);

// The lines that guard the agent.
const guarded = await guardAgentTools(tools, { overlay: new URL("./overlay.yaml", import.meta.url).pathname, agent: "support", clientOptions: { log: () => {} } });
const agent = new Agent({ name: "support", instructions: "Help with orders.", model, tools: guarded.tools });

let result = await guarded.run(agent, "refund order 4411 40.00");
for (const interruption of result.interruptions) {
  console.log(`asks the person: ${guarded.guard.answerOf(interruption.rawItem.callId)?.detail.wording}`);
  result.state.approve(interruption);
}
result = await guarded.run(agent, result.state);
console.log(`model: ${result.finalOutput}`);
result = await guarded.run(agent, "refund 900 more on order 4411");
const output = model.lastCall.request.input.at(-1).output; // the tool output the model read
console.log(`model reads: ${JSON.parse(typeof output === "string" ? output : output.text).message}`);
console.log(`model: ${result.finalOutput}`);
for (const e of guarded.guard.session.history.entries) console.log(`step ${e.step} ${e.tool} ${e.decision} ${e.reasons.join(",")} ${e.outcome?.status ?? "-"}`);
