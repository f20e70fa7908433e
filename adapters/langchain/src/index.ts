// Toolgate for LangChain.js / LangGraph.js: an agent middleware whose `wrapToolCall` checks every
// call once, turns a confirm into a LangGraph interrupt a person resumes, runs only what the
// check allowed or the person approved, and answers a refusal with a tool message the model reads.
import { createMiddleware, ToolMessage } from "langchain";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { interrupt } from "@langchain/langgraph";
import { Client, ToolGuard, catalogueFromTools, type CatalogueFile, type ClientOptions, type OverlayFile, type ToolGuardOptions } from "@toolgate/core";

export interface GuardOptions extends ToolGuardOptions {
  /** What the tools do not say (kind, order rules, result fields, undo): a YAML file or an object. */
  overlay?: string | OverlayFile;
  /** A client made elsewhere (its catalogue must hold these tools); otherwise one is made from the tools. */
  client?: Client;
  /** Options for the client made from the tools (rulebook, checks, settings, keys, …). */
  clientOptions?: Omit<ClientOptions, "catalogue">;
}

/** What the interrupt shows the person; resume with `{ approved: true }` or `{ approved: false }`. */
export interface ApprovalRequest {
  toolgate: "approval";
  callId: string;
  tool: string;
  arguments: Record<string, unknown>;
  question: string;
  reasons: string[];
}

type LangChainTool = Pick<StructuredToolInterface, "name" | "description" | "schema">;

/** The catalogue entries the tools declare, with the overlay merged in. */
export function catalogueFromLangChainTools(tools: readonly LangChainTool[], overlay?: string | OverlayFile): CatalogueFile {
  return catalogueFromTools(tools.map((t) => ({ name: t.name, description: t.description, schema: t.schema })), overlay);
}

/**
 * The Toolgate middleware for `createAgent({ ..., middleware: [...] , checkpointer })`, for one
 * conversation (one thread): its session carries that conversation's history. A checkpointer is
 * needed for the interrupt a confirm raises.
 */
export async function toolgateMiddleware(tools: readonly LangChainTool[], options: GuardOptions = {}) {
  const client = options.client ?? (await Client.create({ ...options.clientOptions, catalogue: catalogueFromLangChainTools(tools, options.overlay) }));
  const guard = new ToolGuard(client, options);
  const middleware = createMiddleware({
    name: "Toolgate",
    wrapToolCall: async (request, handler) => {
      guard.hear(personTurns(request.state.messages as unknown[]));
      const { id, name, args } = request.toolCall;
      const callId = typeof id === "string" ? id : "";
      const reply = (content: unknown, status: "success" | "error") =>
        new ToolMessage({ content: typeof content === "string" ? content : JSON.stringify(content), tool_call_id: callId, name, status });
      if (callId === "") return reply({ toolgate: "refused", tool: name, reasons: [], message: `Toolgate refused this call to \`${name}\`: it has no call id. Nothing ran.` }, "error");
      let passthrough: unknown;
      // The tool runs on the copy of the arguments the guard checked, never on the request's own.
      const handle = async (checked: Record<string, unknown>) => {
        const out = await handler({ ...request, toolCall: { ...request.toolCall, args: checked } });
        if (!ToolMessage.isInstance(out)) {
          passthrough = out; // a Command updating the graph: not a result to show
          return undefined;
        }
        return out.content;
      };
      // An allowed call runs as it is checked: tool calls of one step run side by side, and the
      // history must hear each outcome before the next call is checked.
      const p = await guard.propose(callId, name, args, handle);
      let approved = false;
      if (p.decision === "confirm") {
        // Raised again when the graph resumes: the proposal is not checked again, and the
        // person's answer comes back here. The token stays in the guard.
        const ask: ApprovalRequest = { toolgate: "approval", callId, tool: name, arguments: args, question: p.question ?? "", reasons: p.reasons };
        const answer = interrupt(ask) as { approved?: unknown } | boolean | undefined;
        approved = answer === true || (typeof answer === "object" && answer !== null && answer.approved === true);
        if (!approved) guard.decline(callId);
      }
      const outcome = await guard.run(callId, name, args, handle, { approved });
      if (passthrough !== undefined) return passthrough as ToolMessage;
      return outcome.status === "ran" ? reply(outcome.result ?? "", "success") : reply(outcome.refusal, "error");
    },
  });
  return { middleware, guard };
}

/** The text of every message the person wrote, oldest first. */
export function personTurns(messages: readonly unknown[] | undefined): string[] {
  const out: string[] = [];
  for (const m of messages ?? []) {
    const type = (m as { type?: string; getType?: () => string })?.getType?.() ?? (m as { type?: string })?.type;
    if (type !== "human") continue;
    const content = (m as { content?: unknown }).content;
    if (typeof content === "string") out.push(content);
    else if (Array.isArray(content)) out.push(content.filter((c) => c?.type === "text").map((c) => c.text as string).join("\n"));
  }
  return out;
}
