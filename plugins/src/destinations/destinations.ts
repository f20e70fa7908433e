// Tool check step 4: a destination (an address, a URL, a host) in an argument of a tool not
// known to send things out. Arguments that name where a call goes (declared `format: uri |
// email | hostname`, listed in `destinations`, or named `url`, `to`, `recipient`, `webhook`,
// `host` …) are the places a tool is meant to reach, and are left to the address check and to
// outside_content; so is an address a read takes as a search filter (`sender`), and one the
// person typed in their turns ("make a rule that archives anything from news@…"): they put it
// there, nothing slipped it in. Nor is an address inside a text the tool writes for people (an
// auto-reply's message, an event's description, a channel's topic: `textArgs`, by the schema):
// "contact Lisa at lisa@…" is what the text says, not where the call goes; where it came from is
// outside_content's question. A write's condition and a read's member handle name no place
// either (not-places.ts).
import { defineCheck, destinationsIn, pass, refuse } from "@toolgate/core";
import { namesNoPlace } from "./not-places.js";

export default defineCheck({
  meta: {
    id: "destinations",
    title: "Destinations",
    simply: "A tool may send something to an address only if it is known to send things out.",
    catches: "An email address or URL slipped into a tool that should not send anything.",
    cannotCatch: "A wrong address given to a tool that does send things out.",
    stops: "refused",
    reads: ["catalogue", "tool_kinds", "turns"],
    switchable: true,
    reasons: ["undeclared_destination"],
    examples: {
      allowed: [{ tool: "get_order", arguments: { order_id: "A1" } }],
      stopped: [{ tool: "get_order", arguments: { order_id: "https://attacker.example/x" } }],
    },
  },
  run(ctx) {
    const tool = ctx.tool;
    if (!tool || ctx.kind === "send" || tool.spec.sends_out) return pass();
    const found: string[] = [];
    const unread: string[] = [];
    for (const [name, value] of Object.entries(ctx.call.arguments)) {
      // A place the tool is meant to reach, a read's search filter (`sender: ana@x.example`), or a text the tool writes, is not slipped in.
      if (tool.textArgs.has(name)) continue;
      // A write's condition (a mail rule's `match`) and a read's member handle (`kofi.tech`) name no place (not-places.ts).
      if (namesNoPlace(ctx.kind, name, value)) continue;
      if (!tool.destinationArgs.has(name) && !(ctx.kind === "read" && tool.filterArgs.has(name))) destinationsIn(value, found, unread, `/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`);
    }
    // A value too long to read whole may hold a destination past what was read: fail closed.
    if (unread.length) return refuse("undeclared_destination", { destinations: found, unread });
    const slipped = found.filter((d) => !ctx.turns.typed(d));
    return slipped.length ? refuse("undeclared_destination", { destinations: slipped }) : pass();
  },
});
