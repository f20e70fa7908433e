// Toolgate for the Vercel AI SDK: wraps a `tools` object so that every call the model proposes is
// checked once, a confirm becomes the SDK's own tool-approval request, a refusal comes back as a
// tool result the model can read, and every result is sanitized and reported to the history.
import type { ModelMessage, Tool, ToolApprovalConfiguration, ToolExecutionOptions, ToolSet } from "ai";
import { Client, ToolGuard, catalogueFromTools, type CatalogueFile, type ClientOptions, type DeclaredTool, type OverlayFile, type ToolGuardOptions } from "@toolgate/core";

export interface GuardOptions extends ToolGuardOptions {
  /** What the tools do not say (kind, order rules, result fields, undo): a YAML file or an object. */
  overlay?: string | OverlayFile;
  /** A client made elsewhere (its catalogue must hold these tools); otherwise one is made from the tools. */
  client?: Client;
  /** Options for the client made from the tools (rulebook, checks, settings, keys, …). */
  clientOptions?: Omit<ClientOptions, "catalogue">;
}

export interface GuardedTools<TOOLS extends ToolSet> {
  /** The same tools, each `execute` running only what the check allowed or the person approved. */
  tools: TOOLS;
  /** Pass to `generateText` / `streamText` / an agent as `toolApproval`. */
  toolApproval: ToolApprovalConfiguration<TOOLS, any>;
  /** The conversation's guard: its session, and each call's recorded answer. */
  guard: ToolGuard;
}

/** The catalogue entries the tools themselves declare, with the overlay merged in. */
export async function catalogueFromAiTools(tools: ToolSet, overlay?: string | OverlayFile): Promise<CatalogueFile> {
  const declared: DeclaredTool[] = [];
  for (const [name, t] of Object.entries(tools) as Array<[string, Tool]>) {
    // A description made per call is not known ahead: the kind is then read from the name alone.
    declared.push({ name, description: typeof t.description === "string" ? t.description : undefined, schema: await schemaOf(t.inputSchema) });
  }
  return catalogueFromTools(declared, overlay);
}

/**
 * Guards one conversation's tools. Make one per conversation: its session carries the history
 * of that conversation's calls.
 */
export async function guardTools<TOOLS extends ToolSet>(tools: TOOLS, options: GuardOptions = {}): Promise<GuardedTools<TOOLS>> {
  const client = options.client ?? (await Client.create({ ...options.clientOptions, catalogue: await catalogueFromAiTools(tools, options.overlay) }));
  const guard = new ToolGuard(client, options);
  const wrapped: Record<string, Tool> = {};
  for (const [name, t] of Object.entries(tools) as Array<[string, Tool]>) {
    const execute = t.execute;
    if (typeof execute !== "function") {
      wrapped[name] = t;
      continue;
    }
    wrapped[name] = {
      ...t,
      execute: async (input: unknown, opts: ToolExecutionOptions<any>) => {
        guard.hear(personTurns(opts.messages));
        const approved = approvalOf(opts.messages, opts.toolCallId) === true;
        const run = await guard.run(opts.toolCallId, name, input, async (args) => finalValue(await execute.call(t, args as never, opts)), { approved });
        return run.status === "ran" ? run.result : run.refusal;
      },
    } as Tool;
  }
  const toolApproval = async ({ toolCall, messages, toolsContext }: { toolCall: { toolCallId: string; toolName: string; input: unknown }; messages: ModelMessage[]; toolsContext?: Record<string, unknown> }) => {
    guard.hear(personTurns(messages));
    // An allowed call runs here, as it is checked: the SDK asks about every call of a step before
    // it executes any, and the history must hear each outcome before the next call is checked.
    const t = Object.hasOwn(tools, toolCall.toolName) ? (tools as Record<string, Tool>)[toolCall.toolName] : undefined;
    const execute = t?.execute;
    const handler = typeof execute === "function"
      ? async (args: Record<string, unknown>) => finalValue(await execute.call(t, args as never, { toolCallId: toolCall.toolCallId, messages, context: toolsContext?.[toolCall.toolName] } as ToolExecutionOptions<any>))
      : undefined;
    const p = await guard.propose(toolCall.toolCallId, toolCall.toolName, toolCall.input, handler);
    if (approvalOf(messages, toolCall.toolCallId) === false) guard.decline(toolCall.toolCallId);
    if (p.decision === "allow") return "not-applicable" as const;
    if (p.decision === "confirm") return { type: "user-approval" as const, reason: p.question };
    return { type: "denied" as const, reason: p.message };
  };
  return { tools: wrapped as TOOLS, toolApproval: toolApproval as unknown as ToolApprovalConfiguration<TOOLS, any>, guard };
}

/** The text of every message the person wrote, oldest first. */
export function personTurns(messages: readonly ModelMessage[] | undefined): string[] {
  const out: string[] = [];
  for (const m of messages ?? []) {
    if (m?.role !== "user") continue;
    if (typeof m.content === "string") out.push(m.content);
    else if (Array.isArray(m.content)) out.push(m.content.filter((p) => p?.type === "text").map((p) => (p as { text: string }).text).join("\n"));
  }
  return out;
}

/**
 * The person's answer to the approval request of a call, as the messages carry it: true, false,
 * or undefined when no answer is there. The approval request must belong to that call.
 */
export function approvalOf(messages: readonly ModelMessage[] | undefined, toolCallId: string): boolean | undefined {
  const ids = new Set<string>();
  let answer: boolean | undefined;
  for (const m of messages ?? []) {
    if (!Array.isArray(m?.content)) continue;
    for (const part of m.content as Array<Record<string, unknown>>) {
      if (m.role === "assistant" && part?.type === "tool-approval-request" && part.toolCallId === toolCallId && typeof part.approvalId === "string") ids.add(part.approvalId);
      if (m.role === "tool" && part?.type === "tool-approval-response" && typeof part.approvalId === "string" && ids.has(part.approvalId)) {
        // Any "no" for the call stands: a later "yes" does not undo it.
        answer = answer === false ? false : part.approved === true;
      }
    }
  }
  return answer;
}

async function schemaOf(schema: unknown): Promise<unknown> {
  if (schema && typeof schema === "object" && !("~standard" in schema) && "jsonSchema" in schema && "_type" in schema) {
    return await (schema as { jsonSchema: unknown }).jsonSchema;
  }
  return schema;
}

/** A streaming tool's final output is its last value, as the SDK takes it. */
async function finalValue(value: unknown): Promise<unknown> {
  if (value && typeof value === "object" && Symbol.asyncIterator in value) {
    let last: unknown;
    for await (const v of value as AsyncIterable<unknown>) last = v;
    return last;
  }
  return value;
}
