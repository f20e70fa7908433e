// A support agent on LangChain.js (createAgent, LangGraph underneath), guarded by Toolgate, with a
// scripted model (no network): a lookup runs, a refund interrupts the graph until the person
// resumes it with an approval and runs once after, and a refund over the limit comes back to the
// model as a refusal it reads.
import { createAgent, tool, AIMessage, HumanMessage } from "langchain";
import { Command, MemorySaver } from "@langchain/langgraph";
import { fakeModel } from "@langchain/core/testing";
import { z } from "zod";
import { toolgateMiddleware } from "@toolgate/langchain";

const tools = [
  tool(async ({ order_id }) => JSON.stringify({ order_id, total: 40 }), { name: "get_order", description: "Look up an order.", schema: z.object({ order_id: z.string() }) }),
  tool(async ({ order_id, amount }) => (console.log(`  (payments: refunded ${amount} on ${order_id})`), JSON.stringify({ refund_id: "rf_1" })), {
    name: "refund_card",
    description: "Refund an amount to the card an order was paid with.",
    schema: z.object({ order_id: z.string(), amount: z.number().min(0) }),
  }),
];

// The model's turns, scripted.
const model = fakeModel()
  .respondWithTools([{ name: "get_order", args: { order_id: "4411" }, id: "c1" }])
  .respondWithTools([{ name: "refund_card", args: { order_id: "4411", amount: 40 }, id: "c2" }])
  .respond(new AIMessage("Refunded 40 on order 4411."))
  .respondWithTools([{ name: "refund_card", args: { order_id: "4411", amount: 900 }, id: "c3" }])
  .respond(new AIMessage("I cannot refund 900."));

// The lines that guard the agent.
const toolgate = await toolgateMiddleware(tools, { overlay: new URL("./overlay.yaml", import.meta.url).pathname, agent: "support", clientOptions: { log: () => {} } });
const agent = createAgent({ model, tools, middleware: [toolgate.middleware], checkpointer: new MemorySaver() });
const thread = { configurable: { thread_id: "conversation-1" } };

let result = await agent.invoke({ messages: [new HumanMessage("refund order 4411 40.00")] }, thread);
for (const i of result.__interrupt__ ?? []) console.log(`asks the person: ${i.value.question}`);
result = await agent.invoke(new Command({ resume: { approved: true } }), thread);
console.log(`model: ${result.messages.at(-1).content}`);
result = await agent.invoke({ messages: [new HumanMessage("refund 900 more on order 4411")] }, thread);
console.log(`model reads: ${JSON.parse(result.messages.at(-2).content).message}`);
console.log(`model: ${result.messages.at(-1).content}`);
for (const e of toolgate.guard.session.history.entries) console.log(`step ${e.step} ${e.tool} ${e.decision} ${e.reasons.join(",")} ${e.outcome?.status ?? "-"}`);
