// A support agent on the AI SDK, guarded by Toolgate, with a scripted model (no network):
// a lookup runs, a refund waits for the person's approval and runs once after it, and a refund
// over the limit comes back to the model as a refusal it reads.
import { generateText, stepCountIs, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { z } from "zod";
import { guardTools } from "@toolgate/ai-sdk";

const tools = {
  get_order: tool({ description: "Look up an order.", inputSchema: z.object({ order_id: z.string() }), execute: async ({ order_id }) => ({ order_id, total: 40 }) }),
  refund_card: tool({
    description: "Refund an amount to the card an order was paid with.",
    inputSchema: z.object({ order_id: z.string(), amount: z.number().min(0) }),
    execute: async ({ order_id, amount }) => (console.log(`  (payments: refunded ${amount} on ${order_id})`), { refund_id: "rf_1" }),
  }),
};

// The model's turns, scripted.
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
const call = (id, toolName, input) => ({ content: [{ type: "tool-call", toolCallId: id, toolName, input: JSON.stringify(input) }], finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage, warnings: [] });
const say = (text) => ({ content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] });
const model = new MockLanguageModelV4({ doGenerate: [call("c1", "get_order", { order_id: "4411" }), call("c2", "refund_card", { order_id: "4411", amount: 40 }), say("Refunded 40 on order 4411."), call("c3", "refund_card", { order_id: "4411", amount: 900 }), say("I cannot refund 900.")] });

// The lines that guard the agent.
const guarded = await guardTools(tools, { overlay: new URL("./overlay.yaml", import.meta.url).pathname, agent: "support", clientOptions: { log: () => {} } });
const run = (messages) => generateText({ model, messages, tools: guarded.tools, toolApproval: guarded.toolApproval, stopWhen: stepCountIs(5) });

const messages = [{ role: "user", content: "refund order 4411 40.00" }];
let result = await run(messages);
messages.push(...result.response.messages);
for (const part of result.content.filter((p) => p.type === "tool-approval-request")) {
  console.log(`asks the person: ${part.reason}`);
  messages.push({ role: "tool", content: [{ type: "tool-approval-response", approvalId: part.approvalId, approved: true }] });
}
result = await run(messages);
console.log(`model: ${result.text}`);
result = await run([{ role: "user", content: "refund 900 more on order 4411" }]);
const refused = result.steps[0].content.find((p) => p.type === "tool-approval-response");
console.log(`model reads: ${refused.reason}`);
console.log(`model: ${result.text}`);
for (const e of guarded.guard.session.history.entries) console.log(`step ${e.step} ${e.tool} ${e.decision} ${e.reasons.join(",")} ${e.outcome?.status ?? "-"}`);
