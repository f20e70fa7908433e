// What the tests of origins worked out share: a session of the assistant on a test's catalogue,
// and a call made as an agent makes it (approved where it is asked about) and its result reported.
import { expect } from "chai";
import { Client, type CatalogueFile } from "@toolgate/core";

/** `now`: the clock, for a test whose texts give days without a year or a month, read as of that day. */
export async function assistantSession(catalogue: CatalogueFile, settings: Record<string, Record<string, unknown>> = {}, now?: number) {
  const client = await Client.create({ catalogue, log: () => {}, settings, ...(now === undefined ? {} : { now: () => now }) });
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

/** A reminder set at a local time, as the chat tests' catalogues declare it. */
export const setReminderTool = {
  kind: "write",
  arguments: { type: "object", additionalProperties: false, required: ["text", "at"], properties: { text: str, at: str } },
} as const;

/** A post to a channel, a send that leaves the organisation. */
export const postMessageTool = {
  kind: "send",
  sends_out: true,
  arguments: { type: "object", additionalProperties: false, required: ["channel", "text"], properties: { channel: str, text: str } },
} as const;

/** A team chat read, a reminder set and a post sent: the catalogue of the chat tests of origins worked out. */
export const chatCatalogue = {
  tools: { read_channel: readChannelTool, set_reminder: setReminderTool, post_message: postMessageTool },
} as CatalogueFile;

/** A mailbox search, as the mail tests' catalogues declare it: emails with their id, sender, subject and body. */
export const searchEmailsTool = {
  kind: "read",
  reads_outside: true,
  arguments: { type: "object", additionalProperties: false, properties: { query: str } },
  result: { type: "object", properties: { emails: { type: "array", items: { type: "object", properties: { id: str, from: str, subject: str, body: str } } } } },
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
