// Stage said: a value in a write (an amount, an id, a date, an address) that no turn, reply,
// context or tool result holds is asked about: never allowed, never refused.
import { defineCheck, idCompact, note, pass, phoneNationalForms } from "@toolgate/core";
import { idSaidWithItsWord, leaves, normalise, sameValue, slotsOf, type Slot } from "../confirm_read/slots.js";

/** Slots whose values are facts someone must have said; free text, names and choices are not. */
const GROUNDED_SLOTS = new Set<Slot>(["number", "id", "date", "email", "url", "host", "phone", "iban", "channel", "handle"]);

/** A single word with a digit in it (`A1`, `INV-2024-17`) is a value wherever it stands. */
const VALUE_LIKE = /^[#@]?[\p{L}\d][\p{L}\d._+/-]*$/u;

export default defineCheck({
  meta: {
    id: "grounded",
    title: "Grounding",
    simply: "A value in a write that nobody said and no tool returned is asked about, never allowed and never refused.",
    catches: "An amount, id or date the model made up.",
    cannotCatch: "A value someone did say that is still the wrong one.",
    stops: "asked",
    reads: ["turns", "results"],
    switchable: true,
    reasons: ["ungrounded"],
    examples: {
      allowed: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 }, turns: ["refund 20 on order A1"] }],
      stopped: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 80 }, turns: ["refund 20 on order A1"] }],
    },
  },
  run(ctx) {
    // With no turn given there is nothing said to ground a value in, as for S1, S2 and the
    // confirm read: the check passes, and argument_origin still asks about the model's values.
    if (ctx.kind === "read" || !ctx.turns.latest) return pass();
    const args = ctx.call.arguments;
    const ungrounded: string[] = [];
    for (const [name, slot] of slotsOf(ctx.tool, args)) {
      if (!(name in args)) continue;
      for (const { value } of leaves(args[name], "")) {
        if (!groundable(slot, value)) continue;
        const text = String(value);
        // The surname a record may be kept under, as the call names it: folded once, not once per value said.
        const surnameCalled = slot === "id" && typeof value === "string" ? text.trim().toLowerCase() : undefined;
        const said =
          ctx.turns.said(value) ||
          (typeof value === "string" && ctx.turns.said(normalise(slot, text))) ||
          (slot === "id" && typeof value === "string" && value.trim().startsWith("#") && ctx.turns.said(value.trim().slice(1))) ||
          (slot === "id" && idCompact(text) !== text && ctx.turns.said(idCompact(text))) ||
          // `ORD-4471` called, `order 4471` said in any turn: the id's letters are the word said before its digits.
          (slot === "id" && typeof value === "string" && ctx.turns.values.some((v) => idSaidWithItsWord(value, v))) ||
          // `Mrs Harding` said, `harding` called as the customer: a record kept under the name said with a
          // title, which the turn's grammar reads (TurnValue `surname`).
          (surnameCalled !== undefined && ctx.turns.values.some((v) => v.surname === surnameCalled)) ||
          (slot === "phone" && phoneNationalForms(normalise("phone", text)).some((form) => ctx.turns.said(form))) ||
          // `+55 11 91234-5678` said, `11912345678` called: the call is the said number's national part.
          (slot === "phone" && ctx.turns.values.some((v) => v.kind === "phone" && sameValue("phone", value, v))) ||
          // `@priya_drives` said, `@priya_drives` called as a channel: a handle keeps its `_` where a
          // channel's name folds it to `-`, so both sides are compared on the channel's one form.
          ((slot === "channel" || slot === "handle") && ctx.turns.values.some((v) => (v.kind === "channel" || v.kind === "handle") && normalise("channel", String(v.value)) === normalise("channel", text))) ||
          // `https://drop.example/in/` said, `https://drop.example/in` called: one place, its scheme, case and last slash aside.
          ((slot === "url" || slot === "host") && ctx.turns.values.some((v) => (v.kind === "url" || v.kind === "host") && normalise("url", String(v.value)) === normalise("url", text)));
        if (!said && !ungrounded.includes(name)) ungrounded.push(name);
      }
    }
    return ungrounded.length === 0 ? pass() : note(["ungrounded"], { arguments: ungrounded });
  },
});

function groundable(slot: Slot, value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "string" || value.trim() === "") return false;
  if (GROUNDED_SLOTS.has(slot)) return true;
  // Free text is written by the model; a lone token with a digit in it is a value all the same.
  return slot === "text" && /\d/.test(value) && VALUE_LIKE.test(value.trim());
}
