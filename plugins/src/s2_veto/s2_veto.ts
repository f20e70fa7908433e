// Stage said, S2: the person's latest turn names a place to send to (an address, a phone, an
// IBAN, a channel) that the call neither carries nor has an argument for. A turn whose every
// sending act is negated (`don't email ana@x.com`) names no place to send to; a place it takes back
// for another (`… vírgula não, manda mas é email para …`) is none. A latest turn that names no place
// but asks the agent to send to someone it points back at (`manda-lhe um sms com isso`, `text her
// that`) sends to the place an earlier turn gave (followed-place.ts). Reads pass. A send that
// takes the kind of place the turn names but holds another one of that kind (`email it to ana@x.com`
// answered by an email to bo@x.com) is not S2's: the call can take the place, and which value it
// holds is the confirm read's question (docs/decisions.md, "S2 keeps its contract").
import { defineCheck, note, pass } from "@toolgate/core";
import { type Destination, type TurnReading } from "@toolgate/grammar-kit";
import { ACCEPTS, leaves, normalise, slotsOf, snake, type Slot } from "../confirm_read/slots.js";
import { followedPlaces, keptPlaces } from "./followed-place.js";

export default defineCheck({
  meta: {
    id: "s2_veto",
    title: "S2: destination",
    simply: "Where the turn names a place to send to that no tool takes, and the call does not take it either, the call is stopped. A send that can take the kind of place the turn names but holds another place of that kind is not stopped here: \"email the plan to ana@x.com\" answered by an email to bo@x.com passes S2, and the confirm read asks about it, as it asks about any value that differs from the one the person said. Where the turn asks to send to someone it points back at (`text her that`, `manda-lhe um sms`) and names no place, the place is the one an earlier turn gave.",
    catches: "\"save the note for ana@x.com\" answered by a tool that cannot send it there; \"her mobile is 07700 900432\" then \"text her I'm on my way\" answered by a note, or by a tool that sends by another means than the one the turn asks for (a post where the turn gave a phone).",
    cannotCatch: "A destination written in a way the reader does not recognise. An earlier turn's place is followed only where the latest turn points at the person by a pronoun the verb carries or that follows it (Portuguese `-lhe`, `-lhes`; English `him`, `her`, `them` after a text); English `email him`, `send her`, Portuguese `manda pra ela`, and a person named again are read on the latest turn alone.",
    stops: "asked by default; refused in strict mode",
    reads: ["turns"],
    switchable: true,
    modes: true,
    reasons: ["s2_veto"],
    examples: {
      allowed: [
        { tool: "save_note", arguments: { order_id: "A1", text: "x" }, turns: ["save a note on A1 saying x"] },
        { tool: "send_email", arguments: { to: "bo@x.com", body: "x" }, turns: ["email x to ana@x.com"] },
      ],
      stopped: [{ tool: "save_note", arguments: { order_id: "A1", text: "x" }, turns: ["save a note on A1 for ana@x.com"] }],
    },
  },
  run(ctx) {
    const latest = ctx.turns.latest;
    if (!latest || !ctx.turns.read) return pass();
    // The latest turn's own places (one it took back for another is none); else the place an
    // earlier turn gave that its send points back to (`email him the kit list`).
    const own = latest.destinations.length > 0;
    const followed = own ? { places: keptPlaces(latest), picked: false } : followedPlaces(latest, ctx.turns.earlier);
    const places = [...followed.places, ...unreadPlaces(latest, followed.places)];
    if (places.length === 0) return pass();
    if (ctx.kind === "read") return pass();
    if (latest.sending.length > 0 && latest.sending.every((act) => act.negated)) return pass();
    const slots = [...slotsOf(ctx.tool, ctx.call.arguments).values()];
    const texts = leaves(ctx.call.arguments, "").filter((l): l is { path: string; value: string } => typeof l.value === "string");
    const strings = texts.map((l) => l.value);
    // What the call makes is called by its title (`Vendas` of `a call de vendas`): a word the
    // same as a channel's name there is the thing's name, not the channel written without its mark.
    const bare = texts.filter((l) => !namesTheThing(l.path)).map((l) => l.value);
    const unsaid: string[] = [];
    let held = 0;
    for (const d of places) {
      // A place the send points back at (`manda um sms nesse número`) is that send's: a call that
      // sends nothing holds it as another step's value, not as where to send. A place the send
      // picked among an earlier turn's by its word (`text him on the mobile`) is held by a call that
      // sends, or one carrying it: a write holding another of that turn's phones holds its own act's.
      if ((d.pointedAt !== true || ctx.kind === "send") && (takes(slots, d) || carries(strings, bare, d)) && (!followed.picked || ctx.kind === "send" || carries(strings, bare, d))) {
        held++;
        continue;
      }
      if (!unsaid.includes(d.text)) unsaid.push(d.text);
    }
    // The places an earlier turn gave that a send points back to are where the person can be
    // reached (`o Theo é do Fabio, fabio@…, cel 11 9…`, then `manda-lhe '…'`): one of them is
    // enough for a send; which one is the confirm read's question, not a place no tool reaches.
    if (!own && ctx.kind === "send" && held > 0) return pass();
    return unsaid.length === 0 ? pass() : note(["s2_veto"], { destinations: unsaid });
  },
});

/** The kinds of address a stretch left unread may send to. */
const SENT_TO: ReadonlySet<string> = new Set(["email", "phone", "iban", "channel", "handle"]);

/**
 * The places to send to that the turn's stretches in a language no grammar reads hold, beside
 * those read (`avísale a Carla a carla@x.example que …, and set a reminder`): what the stretch
 * asks of the place is not known, so it may be a send there, and a call that does not take it is
 * asked about (fail closed), as a place read would be.
 */
function unreadPlaces(latest: TurnReading, read: readonly Destination[]): Destination[] {
  const out: Destination[] = [];
  for (const part of latest.unread ?? []) {
    for (const v of part.values) {
      if (!SENT_TO.has(v.kind) || typeof v.value !== "string") continue;
      if (read.some((d) => d.value === v.value) || out.some((d) => d.value === v.value)) continue;
      out.push({ kind: v.kind as Destination["kind"], text: v.text, value: v.value });
    }
  }
  return out;
}

/** True when one of the tool's arguments is meant for this kind of place. */
function takes(slots: Slot[], d: Destination): boolean {
  return slots.some((slot) => ACCEPTS[slot].includes(d.kind) && slot !== "text");
}

/** Argument names that name the thing a call makes or changes, not where anything goes. */
const THING_NAMES = /(?:^|_)(?:title|subject|summary|topic|heading|label)$/;

/** Whether an argument's path (`/title`, `/event/title`) names the thing itself. */
function namesTheThing(path: string): boolean {
  const last = path.slice(path.lastIndexOf("/") + 1);
  return THING_NAMES.test(snake(last));
}

/**
 * True when an argument's text holds the place itself; a channel or a handle written without its
 * mark only in `bare`, the arguments that do not name the thing made.
 */
function carries(strings: string[], bare: string[], d: Destination): boolean {
  if (d.value === "") return false;
  const kind = d.kind === "host" ? "url" : d.kind;
  const want = normalise(kind, d.value);
  if (want === "") return false;
  if (kind === "channel" || kind === "handle") {
    // A channel is carried as the whole value (`ops`, `#ops`) or as `#ops` in a text, never as
    // a part of another word (`team` in `team@x.com`).
    const mark = kind === "channel" ? "#" : "@";
    return bare.some((s) => normalise(kind, s) === want) || strings.some((s) => s.toLowerCase().includes(`${mark}${d.value.toLowerCase()}`));
  }
  return strings.some((s) => normalise(kind, s).includes(want) || s.toLowerCase().includes(d.value.toLowerCase()));
}
