// What the tests of origins worked out share: a session of the assistant on a test's catalogue,
// and a call made as an agent makes it (approved where it is asked about) and its result reported.
import { expect } from "chai";
import { Client, type CatalogueFile } from "@toolgate/core";

export async function assistantSession(catalogue: CatalogueFile, settings: Record<string, Record<string, unknown>> = {}) {
  const client = await Client.create({ catalogue, log: () => {}, settings });
  return client.session("assistant");
}

const str = { type: "string" };

/** A team chat's channel read, as the chat tests' catalogues declare it: messages with their author, time and text. */
export const readChannelTool = {
  kind: "read",
  reads_outside: true,
  arguments: { type: "object", additionalProperties: false, properties: { channel: str, limit: { type: "integer" } } },
  result: { type: "object", properties: { messages: { type: "array", items: { type: "object", properties: { message_id: str, author: str, ts: str, text: str } } } } },
} as const;

type AssistantSession = Awaited<ReturnType<typeof assistantSession>>;

/** Makes the call, approves it with its token where it is asked about, expects it allowed, and reports its result; gives its step. */
export async function ran(s: AssistantSession, tool: string, args: Record<string, unknown>, result: unknown): Promise<number> {
  let a = await s.checkToolCall(tool, args);
  if (a.decision === "confirm") a = await s.checkToolCall(tool, args, { confirmation: a.confirmation });
  expect(a.decision).to.equal("allow");
  s.report(a.step, "ran", result);
  return a.step;
}
