// A quoted text said in the clause of an act that sends nothing, in a turn that also asks a send:
// `remind me on Thursday: 'invoice 221 is due Friday', and send Mr Okafor a mail about it`, `book him
// for the earlier one, 'ice resurfacer service', with Marc, and text him to confirm`. The quote is
// that act's text (the reminder's words, the meeting's title), not the message's: confirm_read does
// not ask a send to hold it. Where the turn gives each act values of its own the kit already says
// whose each value is; this reads the quotes of a turn whose other values all sit in one clause.
import type { ClauseAct, SendingAct, Span, TurnReading } from "@toolgate/grammar-kit";

/**
 * Marks each quoted value of the reading whose clause opens with an act that is not one of the
 * turn's sends as that act's (TurnValue `act`), where the turn asks a send and the kit marked no
 * value's act. A quote in a send's own clause (`text Tash 'gates open at 4'`) stays the message's.
 */
export function markQuotesOfActsThatSendNothing(text: string, reading: TurnReading, quotes: readonly Span[], acts: readonly ClauseAct[], sending: readonly SendingAct[]): void {
  const asked = sending.filter((s) => !s.negated && s.consent !== true);
  if (asked.length === 0 || acts.length === 0 || reading.values.some((v) => v.act !== undefined)) return;
  // The words a send opens with (`send Mr Okafor a mail`, `text`): an act head among them sends.
  const sendHeads = new Set(asked.map((s) => (s.text.trim().split(/\s+/)[0] ?? "").toLowerCase()));
  // The reading holds every quote, in the order said (the kit sorts values by where they start).
  const quoted = reading.values.filter((v) => v.kind === "quoted");
  const inOrder = [...quotes].sort((a, b) => a.start - b.start || a.end - b.end);
  if (quoted.length !== inOrder.length) return;
  let k = -1;
  for (let q = 0; q < inOrder.length; q++) {
    while (k + 1 < acts.length && acts[k + 1]!.start <= inOrder[q]!.start) k++;
    if (k < 0) continue;
    const head = acts[k]!;
    if (!sendHeads.has(wordAt(text, head.start))) quoted[q]!.act = head.act;
  }
}

/** The word written at `start`, lower case, up to the next space or mark. */
function wordAt(text: string, start: number): string {
  let end = start;
  while (end < text.length && /[\p{L}\p{N}'’-]/u.test(text[end]!)) end++;
  return text.slice(start, end).toLowerCase();
}
