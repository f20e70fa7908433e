// Readings of turns kept by digest, for a service that is sent the same turns with every request
// of a conversation: a turn is read once, not once per request. Bounded (least recently used out).
import { hash } from "node:crypto";
import type { TurnReading } from "@toolgate/grammar-kit";
import { frozen } from "../check/frozen.js";

/** What a client asks of a store of readings (ClientOptions.readings). */
export interface ReadingStore {
  /**
   * The reading of `text` at the clock `now` where `scope` names everything else it depends on
   * (the session's language, the conversation's): a kept one, or `read()`'s. Frozen through.
   */
  reading(scope: string, text: string, now: Date, read: () => TurnReading): TurnReading;
}

/**
 * Readings kept by a digest of their scope (the session's language and the conversation's), the
 * clock's UTC day and the text: a grammar reads relative dates ("tomorrow") from the day, and
 * nothing else of the clock (decisions.md). A text longer than `maxText` is read every time, so a
 * few large turns cannot fill the memory. A reading is frozen through when it is read and the same
 * frozen value is handed to every session that reads the text: none can change what the next
 * reads, and none pays for a copy. What a session works out from a reading (its keys, its act
 * words) is kept with it by the conversation (conversation.ts). One cache serves one client: the
 * readings are its grammars'.
 */
export class ReadingCache implements ReadingStore {
  private readonly kept = new Map<string, TurnReading>();
  hits = 0;
  misses = 0;

  constructor(
    readonly capacity = 4096,
    readonly maxText = 16 * 1024,
  ) {}

  reading(scope: string, text: string, now: Date, read: () => TurnReading): TurnReading {
    if (text.length > this.maxText || this.capacity <= 0) return frozen(read());
    const day = Math.floor(now.getTime() / 86_400_000);
    const key = hash("sha256", `${scope}\u0000${day}\u0000${text}`, "base64url");
    const found = this.kept.get(key);
    if (found) {
      // Most recently used last: the first key is the one to drop.
      this.kept.delete(key);
      this.kept.set(key, found);
      this.hits++;
      return found;
    }
    this.misses++;
    const reading = frozen(read());
    this.kept.set(key, reading);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
    return reading;
  }

  get size(): number {
    return this.kept.size;
  }
}
