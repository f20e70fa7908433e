// Stage said, S1: the person's latest turn asks to send something out (`post it to the
// channel`, not `don't post it`) and the call is a write that sends nothing, such as a save.
// A read is not asked about: looking something up is how a send often starts, and it changes
// nothing the person could mistake for the send. A call that sends after a turn no installed
// grammar could read is asked about too, and the question says the turn was not read.
import { defineCheck, note, pass } from "@toolgate/core";

export default defineCheck({
  meta: {
    id: "s1_veto",
    title: "S1: sending verb",
    simply: "Where the person's turn asks to send something out and no tool sends anything, the call is stopped.",
    catches: "\"post it to the channel\" answered by a call to a tool that only saves.",
    cannotCatch: "A turn that sends something out in words the reader does not know; a turn in a language no grammar reads is asked about only where the call sends.",
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
      const sends = ctx.kind === "send" || ctx.tool?.spec.sends_out === true;
      return sends ? note(["s1_veto"], { unread: true, note: latest.note ?? "" }) : pass();
    }
    if (ctx.kind !== "write" || ctx.tool?.spec.sends_out === true) return pass();
    const asked = latest.sending.filter((act) => !act.negated);
    if (asked.length === 0) return pass();
    return note(["s1_veto"], { sending: [...new Set(asked.map((act) => act.text))] });
  },
});
