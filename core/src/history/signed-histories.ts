// The histories this process signed, remembered per signer: a history that comes back from
// outside is compared with what was signed instead of being hashed again.
import type { HistoryEntry } from "../model.js";
import type { Signer } from "../crypto/ed25519.js";
import { changedField, sameValue } from "./signing.js";

/**
 * The histories a signer made, by session: when one comes back from outside (a stateless
 * service gets each history back with the next call), the entries it still holds unchanged are
 * compared with what was signed instead of being hashed again. Bounded: the sessions touched
 * last are kept, up to a number of sessions and of entries (the newest session always).
 *
 * The bound is small on purpose. Every entry kept here outlives the check that made it, so a
 * process checking many sessions copied each one's entries out of the young generation and
 * collected them later from the old (about 15 KB a check for a 10-entry history from outside,
 * with 4,096 sessions and 50,000 entries kept). What comes back soon is the session a caller is
 * in the middle of; one that comes back after 64 others is hashed again, which the head's
 * signature, remembered by the signer, still spares a verify.
 */
class SignedHistories {
  private static readonly KEEP_SESSIONS = 64;
  private static readonly KEEP_ENTRIES = 16_384;
  private readonly bySession = new Map<string, { entries: HistoryEntry[]; counted: number }>();
  private held = 0;

  /** Records that `entries` (a history's own, growing list) is what was signed for `session`. */
  touch(session: string, entries: HistoryEntry[]): void {
    const old = this.bySession.get(session);
    if (old) {
      this.bySession.delete(session);
      this.held -= old.counted;
    }
    this.bySession.set(session, { entries, counted: entries.length });
    this.held += entries.length;
    while (this.bySession.size > SignedHistories.KEEP_SESSIONS || (this.held > SignedHistories.KEEP_ENTRIES && this.bySession.size > 1)) {
      const [oldest, kept] = this.bySession.entries().next().value!;
      this.bySession.delete(oldest);
      this.held -= kept.counted;
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
