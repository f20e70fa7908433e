// Toolgate for the OpenAI Agents SDK (JS): each function tool's `needsApproval` asks Toolgate,
// a confirm becomes the run's own interruption (approved through its RunState), the tool runs
// only what the check allowed or the person approved, and a refusal is the tool's output the
// model reads. Every result is sanitized and reported to the history.
import { run as runAgent, RunState, type Agent, type AgentInputItem, type FunctionTool, type RunContext, type Tool } from "@openai/agents";
import { Client, ToolGuard, catalogueFromTools, type CatalogueFile, type ClientOptions, type OverlayFile, type ToolGuardOptions } from "@toolgate/core";

export interface GuardOptions extends ToolGuardOptions {
  /** What the tools do not say (kind, order rules, result fields, undo): a YAML file or an object. */
  overlay?: string | OverlayFile;
  /** A client made elsewhere (its catalogue must hold these tools); otherwise one is made from the tools. */
  client?: Client;
  /** Options for the client made from the tools (rulebook, checks, settings, keys, …). */
  clientOptions?: Omit<ClientOptions, "catalogue">;
}

export interface GuardedAgentTools<T extends Tool<any>[]> {
  /** The same tools, guarded: give these to the `Agent`. */
  tools: T;
  /** `run(agent, input, options)` of the SDK, reading the person's turns from the input first. */
  run: typeof runAgent;
  /** The conversation's guard: its session, and each call's recorded answer. */
  guard: ToolGuard;
}

/** The catalogue entries the function tools declare, with the overlay merged in. */
export function catalogueFromAgentTools(tools: readonly Tool<any>[], overlay?: string | OverlayFile): CatalogueFile {
  return catalogueFromTools(functionTools(tools).map((t) => ({ name: t.name, description: t.description, schema: t.parameters })), overlay);
}

/**
 * Guards one conversation's function tools. Make one per conversation: its session carries the
 * history of that conversation's calls. Tools that are not function tools (hosted tools) are
 * refused: Toolgate cannot see them run.
 */
export async function guardAgentTools<T extends Tool<any>[]>(tools: T, options: GuardOptions = {}): Promise<GuardedAgentTools<T>> {
  for (const t of tools) if (t.type !== "function") throw new Error(`toolgate: \`${(t as { name?: string }).name ?? t.type}\` is a ${t.type} tool; only function tools can be guarded`);
  const client = options.client ?? (await Client.create({ ...options.clientOptions, catalogue: catalogueFromAgentTools(tools, options.overlay) }));
  const guard = new ToolGuard(client, options);
  const wrapped = functionTools(tools).map((t) => guardTool(guard, t));
  const run = ((agent: Agent<any, any>, input: string | AgentInputItem[] | RunState<any, any>, runOptions?: unknown) => {
    if (!(input instanceof RunState)) guard.hear(personTurns(input));
    return (runAgent as (a: unknown, i: unknown, o?: unknown) => unknown)(agent, input, runOptions);
  }) as typeof runAgent;
  return { tools: wrapped as unknown as T, run, guard };
}

function guardTool(guard: ToolGuard, t: FunctionTool<any, any, any>): FunctionTool<any, any, any> {
  const name = t.name;
  return {
    ...t,
    needsApproval: async (ctx: RunContext, input: unknown, callId?: string) => {
      if (callId === undefined) return true;
      // An allowed call runs here, as it is checked: the SDK asks about every call of a turn
      // before it invokes any, and the history must hear each outcome before the next check.
      const toolCall = { type: "function_call" as const, callId, name, arguments: JSON.stringify(input ?? {}), status: "completed" as const };
      const p = await guard.propose(callId, name, input, async (args) => t.invoke(ctx, JSON.stringify(args), { toolCall }));
      return p.decision === "confirm";
    },
    invoke: async (ctx: RunContext<any>, input: string, details?: Parameters<FunctionTool["invoke"]>[2]) => {
      const callId = details?.toolCall?.callId;
      // A call the SDK cannot name is never run: its approval could not be told apart.
      if (typeof callId !== "string") return JSON.stringify({ toolgate: "refused", tool: name, reasons: [], message: `Toolgate refused this call to \`${name}\`: it has no call id. Nothing ran.` });
      const approved = ctx.isToolApproved({ toolName: name, callId }) === true;
      const outcome = await guard.run(callId, name, input, async (args) => t.invoke(ctx, JSON.stringify(args), details), { approved });
      return outcome.status === "ran" ? outcome.result : JSON.stringify(outcome.refusal);
    },
  } as FunctionTool<any, any, any>;
}

function functionTools(tools: readonly Tool<any>[]): FunctionTool<any, any, any>[] {
  return tools.filter((t): t is FunctionTool<any, any, any> => t.type === "function");
}

/** The text of every turn the person wrote in a run's input, oldest first. */
export function personTurns(input: string | readonly AgentInputItem[]): string[] {
  if (typeof input === "string") return [input];
  const out: string[] = [];
  for (const item of input) {
    if ((item as { role?: string }).role !== "user") continue;
    const content = (item as { content?: unknown }).content;
    if (typeof content === "string") out.push(content);
    else if (Array.isArray(content)) out.push(content.filter((c) => c?.type === "input_text").map((c) => c.text as string).join("\n"));
  }
  return out;
}
