// One call checked after a turn (and the turns before it), against the corpus's catalogue and clock: the decision and the
// reasons, sorted, the way the said-checks' tests compare them. Every argument is given as the
// context's, so what decides is what the turn said.
import type { Client } from "@toolgate/core";
import { corpusClient } from "./grammar-figures.js";

/** The corpus catalogue confirms every write (`write`): a call nothing else asks about gets that alone. */
export const PLAIN_WRITE = { decision: "confirm", reasons: ["write"] };

export async function saidCheck(
  client: Client,
  language: string,
  turns: string | readonly string[],
  tool: string,
  args: Record<string, unknown>,
): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language });
  for (const t of typeof turns === "string" ? [turns] : turns) session.read(t);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const a = await session.checkToolCall(tool, args, { origins });
  return { decision: a.decision, reasons: [...a.reasons].sort() };
}

/**
 * The said-checks of one language for a `describe` block: makes the corpus client once before its
 * tests and gives the check bound to it, so that each test says only the turns and the call.
 */
export function saidChecksIn(language: string): (turns: string | readonly string[], tool: string, args: Record<string, unknown>) => ReturnType<typeof saidCheck> {
  let client: Client;
  before(async () => {
    client = await corpusClient();
  });
  return (turns, tool, args) => saidCheck(client, language, turns, tool, args);
}
