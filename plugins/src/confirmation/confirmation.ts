// Tool check step 9: a confirmation token that covers exactly this call, with these
// arguments, at this point of the history. A token that covers nothing is no approval: the
// call is checked on as if none was given, and the trace says why.
import { defineCheck, decide, note, pass, periodMs, ToolgateError } from "@toolgate/core";

export interface ConfirmationSettings {
  expiry: string;
}

export default defineCheck<ConfirmationSettings>({
  meta: {
    id: "confirmation",
    title: "Confirmation",
    simply: "A call needing a person's yes runs only with that yes, signed; if nobody can give it, it does not run.",
    catches: "A yes reused for a different call, an altered call, or an expired yes.",
    cannotCatch: "A person who says yes without reading.",
    stops: "refused",
    reads: ["confirmation"],
    switchable: false,
    reasons: ["confirmed", "confirmation_stale"],
    provides: { tokenLifetime: true },
    settings: {
      type: "object",
      properties: {
        expiry: { type: "string", default: "P1D", description: "how long a confirmation token is valid: day, hour or an ISO-8601 duration" },
      },
    },
    examples: {
      allowed: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 20 }, approved: true, history: [{ tool: "get_order", arguments: { order_id: "A1" } }] }],
      stopped: [{ tool: "refund_card", arguments: { order_id: "A1", amount: 30 }, approved_for_other: true, history: [{ tool: "get_order", arguments: { order_id: "A1" } }] }],
    },
  },
  create(settings) {
    if (typeof settings.expiry !== "string") return {};
    const ms = periodMs(settings.expiry);
    if (ms === undefined) throw new ToolgateError("settings_invalid", `\`confirmation\` /expiry: not a period: \`${String(settings.expiry)}\``, { path: "confirmation/expiry" });
    return { tokenLifetimeMs: ms };
  },
  run(ctx) {
    const cover = ctx.confirmationCover();
    if (!cover) return pass();
    if (cover.covers) return decide("allow", ["confirmed"], { asked: cover.reasons });
    return note(["confirmation_stale"], { token: `covers nothing: ${cover.why}` });
  },
});
