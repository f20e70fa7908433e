// Where a send goes against where the turn said it goes: `text the vet at 306-555-0117` answered by
// a text to 306-555-0171, `post in #billing - not #general` by a post in #general, `email the proofs
// to tom@…, sorry, toms@…` by an email to tom@. The send takes a place of the kind the turn named, so
// it "takes" it, but not the one named: a send that reaches somebody the person did not say is
// stopped as one that reaches nobody they said.
import type { Destination } from "@toolgate/grammar-kit";
import { ACCEPTS, sameValue, type Slot } from "../confirm_read/slots.js";

/** The slots of the arguments that say where a send goes: a contact or an account, a channel or a handle. */
const PLACE_SLOTS: ReadonlySet<Slot> = new Set(["email", "phone", "iban", "channel", "handle"]);

/**
 * What separates several places written in one argument (`ana@x.com, bo@y.com`, `Ana <ana@x.com>`),
 * by the slot: a phone and an account are written with spaces inside, so only `,` and `;` part them.
 */
const APART: Partial<Record<Slot, RegExp>> = {
  email: /[\s,;<>]+/,
  channel: /[\s,;]+/,
  handle: /[\s,;]+/,
  phone: /[,;]+/,
};

/** The places one argument's text holds: each address of a list, the one in `Name <address>`. */
function placesIn(slot: Slot, text: string): string[] {
  const apart = APART[slot];
  const parts = (apart === undefined ? [text] : text.split(apart)).map((p) => p.trim()).filter((p) => p !== "");
  // A display name beside an address (`Ana Lima <ana@x.com>`) is no place: the address is.
  const addresses = slot === "email" ? parts.filter((p) => p.includes("@")) : parts;
  return addresses.length > 0 ? addresses : [text.trim()];
}

/** The string values under one argument, however deep: `to: [a, b]` gives both. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  return out;
}

/**
 * The places the turn gives this send (`given`) that a send's arguments went past for another: for
 * each argument that takes a kind of place the turn gives, where one of its places is none of them,
 * the given places of that kind. An argument is weighed only where the turn gives at least one place
 * of a kind it takes: a send to an address where the turn named only a phone is read by the rule of
 * places no tool takes, not by this one.
 */
export function passedOver(slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, given: readonly Destination[]): Destination[] {
  const out: Destination[] = [];
  for (const [name, slot] of slots) {
    if (!PLACE_SLOTS.has(slot) || !Object.hasOwn(args, name)) continue;
    // A place said only by its kind (`post it in the channel`) names none to weigh the call's against.
    const own = given.filter((d) => d.value !== "" && ACCEPTS[slot].includes(d.kind));
    if (own.length === 0) continue;
    const elsewhere = stringsOf(args[name])
      .filter((text) => text.trim() !== "")
      .some((text) => placesIn(slot, text).some((place) => !own.some((d) => sameValue(slot, place, { kind: d.kind, text: d.text, value: d.value }))));
    if (elsewhere) for (const d of own) if (!out.includes(d)) out.push(d);
  }
  return out;
}
