// The histories this process signed, remembered per signer: a history that comes back from
// outside is compared with what was signed instead of being hashed again.
import type { HistoryEntry } from "../model.js";
import type { Signer } from "../crypto/ed25519.js";
import { changedField, sameValue } from "./signing.js";

/**
 * The histories a signer made, by session: when one comes back from outside (a stateless
 * service gets each history back with the next call), the entries it still holds unchanged are
 * compared with what was signed instead of being hashed again. Bounded: up to a number of
 * sessions and of entries, a session touched since it was last passed over kept (a second chance).
 *
 * A session's record is changed in place, not deleted and set again at each touch: a Map that
 * entries leave and join grows new tables, and V8 keeps a table it left in the old generation
 * until a full collection, every value it held (each a history's entries) surviving the
 * scavenges in between with it.
 *
 * The bound is small on purpose: every entry kept here outlives the check that made it. What
 * comes back soon is the session a caller is in the middle of; one that comes back after 64
 * others is hashed again, which the head's signature, remembered by the signer, still spares a
 * verify.
 */
class SignedHistories {
  private static readonly KEEP_SESSIONS = 64;
  private static readonly KEEP_ENTRIES = 16_384;
  private readonly bySession = new Map<string, { entries: HistoryEntry[]; counted: number; touched: boolean }>();
  private held = 0;

  /** Records that `entries` (a history's own, growing list) is what was signed for `session`. */
  touch(session: string, entries: HistoryEntry[]): void {
    const kept = this.bySession.get(session);
    if (kept) {
      this.held += entries.length - kept.counted;
      kept.entries = entries;
      kept.counted = entries.length;
      kept.touched = true;
    } else {
      this.bySession.set(session, { entries, counted: entries.length, touched: false });
      this.held += entries.length;
    }
    // The oldest out first, but one touched since it was passed over (or touched now) goes to the
    // back instead, untouched: every other session is passed over at most once, so this ends.
    while (this.bySession.size > SignedHistories.KEEP_SESSIONS || (this.held > SignedHistories.KEEP_ENTRIES && this.bySession.size > 1)) {
      const [oldest, record] = this.bySession.entries().next().value!;
      this.bySession.delete(oldest);
      if (record.touched || oldest === session) {
        record.touched = false;
        this.bySession.set(oldest, record);
      } else {
        this.held -= record.counted;
      }
    }
  }

  get(session: string): HistoryEntry[] | undefined {
    return this.bySession.get(session)?.entries;
  }
}

const signedHistories = new WeakMap<Signer, SignedHistories>();

export function signedBy(signer: Signer): SignedHistories {
  let h = signedHistories.get(signer);
  if (!h) signedHistories.set(signer, (h = new SignedHistories()));
  return h;
}

/**
 * How many leading entries of `given` are entries this signer made, unchanged: every field the
 * links bind, and the outcome of each but the last of them (the last one's outcome is bound by
 * the entry after it, which is hashed, or by its report's signature, which is verified).
 */
export function signedPrefix(given: readonly HistoryEntry[], signed: readonly HistoryEntry[]): number {
  const n = Math.min(given.length, signed.length);
  for (let i = 0; i < n; i++) {
    if (changedField(given[i]!, signed[i]!, false)) return i;
    if (!sameValue(given[i]!.outcome, signed[i]!.outcome)) return i + 1;
  }
  return n;
}
