// Stage said, S1: the person's latest turn asks to send something out (`post it to the
// channel`, not `don't post it`) and the call is a write that sends nothing, such as a save.
// A read is not asked about: looking something up is how a send often starts, and it changes
// nothing the person could mistake for the send. A call that sends after a turn no installed
// grammar could read is asked about too, and the question says the turn was not read; so is one
// after a turn with a stretch in a language no grammar reads, where that stretch could have asked for it.
import { defineCheck, note, pass, type CheckContext } from "@toolgate/core";
import type { TurnReading } from "@toolgate/grammar-kit";
import { leaves, sameValue, type Slot } from "../confirm_read/slots.js";

export default defineCheck({
  meta: {
    id: "s1_veto",
    title: "S1: sending verb",
    simply: "Where the person's turn asks to send something out and no tool sends anything, the call is stopped.",
    catches: "\"post it to the channel\" answered by a call to a tool that only saves.",
    cannotCatch: "A turn that sends something out in words the reader does not know; a turn in a language no grammar reads, or a stretch of one, is asked about only where the call sends.",
    stops: "asked by default; refused in strict mode",
    reads: ["turns"],
    switchable: true,
    modes: true,
    reasons: ["s1_veto"],
    examples: {
      allowed: [{ tool: "save_note", arguments: { text: "hi" }, turns: ["save a note saying hi"] }],
      stopped: [{ tool: "save_note", arguments: { text: "hi" }, turns: ["post hi to the team channel"] }],
    },
  },
  run(ctx) {
    const latest = ctx.turns.latest;
    if (!latest) return pass();
    if (!ctx.turns.read) {
      // A turn no installed grammar reads is never a silent pass on a call that sends: nothing
      // says whether the person asked for this send, so they are asked, and told why.
      return sends(ctx) ? note(["s1_veto"], { unread: true, note: latest.note ?? "" }) : pass();
    }
    if (sends(ctx) && partUnreadAsks(latest, ctx.call.arguments)) {
      return note(["s1_veto"], { unread: true, part: true, languages: [...new Set(latest.unread!.map((p) => p.language))] });
    }
    if (ctx.kind !== "write" || ctx.tool?.spec.sends_out === true) return pass();
    const asked = latest.sending.filter((act) => !act.negated && (act.consent !== true || earlierAskedSend(ctx.turns.earlier)));
    if (asked.length === 0) {
      const resent = sendPlacedAgain(latest, ctx.turns.earlier);
      return resent.length === 0 ? pass() : note(["s1_veto"], { sending: resent, placedAgain: true });
    }
    return note(["s1_veto"], { sending: [...new Set(asked.map((act) => act.text))] });
  },
});

/**
 * Whether a go-ahead (`isso, pode mandar`) consents to a send: the newest earlier turn that says
 * anything (an act, a send, a value) asked for one. With no such turn, nothing says what it lets
 * go, and it is read as the send its verb names.
 */
function earlierAskedSend(earlier: readonly TurnReading[]): boolean {
  const asking = earlier.find((turn) => turn.read && ((turn.acts?.length ?? 0) > 0 || turn.sending.length > 0 || turn.values.length > 0));
  return asking === undefined || asking.sending.some((act) => !act.negated);
}

/**
 * `email the proofs to proof@…` then `sorry, typo, it's proofs@… not proof@`: a turn that asks
 * nothing of its own (no act, no send) and only gives a place of the kind the send before it went
 * to puts that send to the new place, so the send is still asked for. The newest earlier turn that
 * says anything is read; its sends, as asked there. None where the earlier turn asked no send.
 */
function sendPlacedAgain(latest: TurnReading, earlier: readonly TurnReading[]): string[] {
  if (latest.destinations.length === 0 || (latest.acts?.length ?? 0) > 0) return [];
  const asking = earlier.find((turn) => turn.read && ((turn.acts?.length ?? 0) > 0 || turn.sending.length > 0 || turn.values.length > 0));
  if (asking === undefined || !asking.destinations.some((d) => latest.destinations.some((l) => l.kind === d.kind))) return [];
  return [...new Set(asking.sending.filter((act) => !act.negated).map((act) => act.text))];
}

/** Whether the call sends something out: a send, or a tool marked as sending out. */
function sends(ctx: CheckContext): boolean {
  return ctx.kind === "send" || ctx.tool?.spec.sends_out === true;
}

/**
 * Whether a stretch of the turn no grammar read could be what asked for this send: the stretches
 * read ask for no send, so the request may lie only in the unread one; or the call carries an
 * address that only an unread stretch gives, not a place the stretches read name. A stretch that gives nothing beside a send the turn asks
 * for in words read (a greeting, a thank-you) leaves the send to what was read.
 */
function partUnreadAsks(latest: TurnReading, args: Readonly<Record<string, unknown>>): boolean {
  const unread = latest.unread ?? [];
  if (unread.length === 0) return false;
  if (!latest.sending.some((act) => !act.negated)) return true;
  const given = leaves(args, "").map((l) => l.value);
  const named = new Set(latest.destinations.map((d) => d.value));
  return unread.some((part) => part.values.some((v) => !named.has(String(v.value)) && given.some((value) => sameValue(v.kind as Slot, value, v))));
}
