// One call checked after one turn, against the corpus's catalogue and clock: the decision and the
// reasons, sorted, the way the said-checks' tests compare them. Every argument is given as the
// context's, so what decides is what the turn said.
import type { Client } from "@toolgate/core";

/** The corpus catalogue confirms every write (`write`): a call nothing else asks about gets that alone. */
export const PLAIN_WRITE = { decision: "confirm", reasons: ["write"] };

export async function saidCheck(
  client: Client,
  language: string,
  turn: string,
  tool: string,
  args: Record<string, unknown>,
): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language });
  session.read(turn);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const a = await session.checkToolCall(tool, args, { origins });
  return { decision: a.decision, reasons: [...a.reasons].sort() };
}
