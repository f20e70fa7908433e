// A hostile MCP server over stdio for the gateway's tests, speaking raw JSON-RPC lines: `twice`
// answers every call twice (and a response to a request never made), `hang` never answers,
// `late` answers after 1.5 s, `huge` answers 50 MB of text, `odd_shape` answers a result whose
// content is not a list, `wrong_output` answers structured content its output schema refuses;
// `send` is a write that answers `sent`; each call is counted on stderr (`ran NAME`).
import { createInterface } from "node:readline";

const OPEN = { type: "object", properties: { month: { type: "string" } }, additionalProperties: false };
const TOOLS = ["twice", "hang", "late", "huge", "odd_shape"].map((name) => ({ name, description: `The ${name} tool.`, inputSchema: OPEN, annotations: { readOnlyHint: true } }));
TOOLS.push({ name: "send", description: "Send the report.", inputSchema: OPEN, annotations: { destructiveHint: true } } as never);
TOOLS.push({ name: "wrong_output", description: "The wrong_output tool.", inputSchema: OPEN, annotations: { readOnlyHint: true }, outputSchema: { type: "object", required: ["total"], properties: { total: { type: "number" } } } } as never);

function send(message: unknown): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

createInterface({ input: process.stdin }).on("line", (line) => {
  let m: { id?: number | string; method?: string; params?: { name?: string; protocolVersion?: string } };
  try {
    m = JSON.parse(line);
  } catch {
    return;
  }
  if (m.id === undefined || m.method === undefined) return;
  const answer = (result: unknown) => send({ jsonrpc: "2.0", id: m.id, result });
  if (m.method === "initialize") return answer({ protocolVersion: m.params?.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "hostile-upstream", version: "1.0.0" } });
  if (m.method === "tools/list") return answer({ tools: TOOLS });
  if (m.method !== "tools/call") return send({ jsonrpc: "2.0", id: m.id, error: { code: -32601, message: "no such method" } });
  const name = m.params?.name;
  process.stderr.write(`ran ${name}\n`);
  const text = (t: string) => ({ content: [{ type: "text", text: t }] });
  switch (name) {
    case "twice":
      answer(text("first"));
      answer(text("second"));
      send({ jsonrpc: "2.0", id: 987_654, result: text("to nobody") });
      return;
    case "hang":
      return;
    case "send":
      answer(text("sent"));
      return;
    case "late":
      setTimeout(() => answer(text("late")), 1_500);
      return;
    case "huge":
      answer(text("x".repeat(50 * 1024 * 1024)));
      return;
    case "odd_shape":
      answer({ content: "not a list", isError: "yes" });
      return;
    case "wrong_output":
      answer({ content: [{ type: "text", text: "{}" }], structuredContent: { total: "forty" } });
      return;
  }
});
