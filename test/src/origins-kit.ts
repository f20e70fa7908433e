// What the tests of origins worked out share: a session of the assistant on a test's catalogue,
// and a call made as an agent makes it (approved where it is asked about) and its result reported.
import { expect } from "chai";
import { Client, type CatalogueFile } from "@toolgate/core";

export async function assistantSession(catalogue: CatalogueFile, settings: Record<string, Record<string, unknown>> = {}) {
  const client = await Client.create({ catalogue, log: () => {}, settings });
  return client.session("assistant");
}

type AssistantSession = Awaited<ReturnType<typeof assistantSession>>;

/** Makes the call, approves it with its token where it is asked about, expects it allowed, and reports its result; gives its step. */
export async function ran(s: AssistantSession, tool: string, args: Record<string, unknown>, result: unknown): Promise<number> {
  let a = await s.checkToolCall(tool, args);
  if (a.decision === "confirm") a = await s.checkToolCall(tool, args, { confirmation: a.confirmation });
  expect(a.decision).to.equal("allow");
  s.report(a.step, "ran", result);
  return a.step;
}
