// Where a send the latest turn asks points back at someone (`email him the kit list`, `manda-lhe um
// sms com isso`) and names no place: the place an earlier turn gave. The person who gave Tom's
// address and now says `email him` means that address; a call that cannot send there is a stopped
// send, as one after a turn naming the address itself.
import type { Destination, TurnReading } from "@toolgate/grammar-kit";

/** The kinds of place a send said by phone or by email can go to. */
const BY_KIND: Readonly<Record<"phone" | "email", ReadonlyArray<Destination["kind"]>>> = {
  phone: ["phone"],
  email: ["email"],
};

/** The kinds of place a person is reached at: where a send pointed at them by a pronoun goes. */
const PERSONAL: ReadonlyArray<Destination["kind"]> = ["email", "phone", "handle"];

/** The places a send points back to, and whether it picked one of them by a word told of it. */
export interface Followed {
  places: Destination[];
  /** The send picked its place among the earlier turn's by a word (`text him on the mobile`): a write holds it only by carrying it. */
  picked: boolean;
}

/**
 * The places the latest turn's send points back to: those the newest earlier turn that gave one of
 * the kinds the send can use gave and kept (a place it took back is none); of them, the one alone
 * the send picks by a word that turn told of it (`mobile 07700 …, home 020 …`, then `text him on the
 * mobile`). None where the latest turn names a place of its own, asks no send of the agent, or
 * points at no one. The grammar's reading of each turn holds all of this; nothing is read again here.
 */
export function followedPlaces(latest: TurnReading, earlier: readonly TurnReading[]): Followed {
  const none = { places: [], picked: false };
  const pointed = latest.sendsToPointed;
  if (pointed === undefined || latest.destinations.length > 0) return none;
  if (!latest.sending.some((act) => !act.negated && act.consent !== true)) return none;
  const kinds = pointed.by === undefined ? PERSONAL : BY_KIND[pointed.by];
  for (const turn of earlier) {
    if (!turn.read) continue;
    const kept = keptPlaces({ ...turn, destinations: turn.destinations.filter((d) => kinds.includes(d.kind)) });
    if (kept.length === 0) continue;
    const word = latest.sendPicks;
    const picked = word === undefined ? [] : kept.filter((d) => turn.values.some((v) => v.kind === d.kind && String(v.value) === d.value && (v.toldAs ?? []).includes(word)));
    return picked.length === 1 ? { places: picked, picked: true } : { places: kept, picked: false };
  }
  return none;
}

/**
 * A turn's places but those it took back for another (`manda para o 916… vírgula não, manda mas é
 * email para o rui@…`): the place corrected is no place to send to. A place the reading sets apart
 * with no other kept (`keep di@x posted`) is still the turn's: setting apart is not always a
 * taking back, and a send with nowhere else to go is asked about as before.
 */
export function keptPlaces(turn: TurnReading): Destination[] {
  const kept = turn.destinations.filter((d) => !takenBackIn(turn, d));
  return kept.length > 0 ? kept : turn.destinations;
}

/** Whether the turn took the place back: its value of the same kind and value is marked superseded. */
export function takenBackIn(turn: TurnReading, d: Destination): boolean {
  return turn.values.some((v) => v.kind === d.kind && String(v.value) === d.value && v.superseded === true);
}
