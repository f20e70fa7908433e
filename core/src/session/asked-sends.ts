// Whether the person's latest turn asks for a send in its own verb: "email the action points to
// the committee" asks for a send, though the verb is not the send tool's name (`send_email`). A
// write of another act beside it (a mailbox rule, a share) is then an act nobody asked for beside
// one the person did ask for, as when the turn names another writing tool's act in full
// (unasked-acts.ts, unasked-act-texts.ts, unasked-choices.ts read that). The turn's sending acts
// were read once with it (the grammar's `sending`): a negated one ("don't email anyone") or a
// bare go-ahead (`consent`) asks for no send of its own.
import type { TurnReading } from "@toolgate/grammar-kit";

/**
 * Whether the latest turn asks for a send (a sending act neither negated nor a bare go-ahead) and
 * the catalogue has a tool that sends (`sendTool`: asked only then, it looks through the catalogue).
 */
export function sendAsked(latest: TurnReading | undefined, sendTool: () => boolean): boolean {
  if (latest === undefined || !latest.read) return false;
  if (!latest.sending.some((act) => !act.negated && act.consent !== true)) return false;
  return sendTool();
}
