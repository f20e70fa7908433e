// Opening a session again: a new session's id, and why the head a stored session's caller sent
// is not the session's newest.
import { randomBytes } from "node:crypto";
import type { Head } from "../history/heads.js";

/** Why the head a stored session's caller sent is not the session's newest, or undefined when it is. */
export function staleHead(given: Head | null, mine: Head | undefined): string | undefined {
  if (given === null) return mine ? `rolled back: step ${mine.step} was seen, the caller's head is none` : undefined;
  if (typeof given !== "object" || !Number.isInteger(given.step) || typeof given.link !== "string") return "the caller's head is malformed";
  if (!mine || given.step > mine.step) return `step ${given.step} is not in the stored session`;
  if (given.step < mine.step) return `rolled back: step ${mine.step} was seen, the caller's head is at ${given.step}`;
  if (given.link !== mine.link) return `forked at step ${given.step}`;
  const outcome = given.outcome ?? null;
  if (outcome === (mine.outcome ?? null)) return undefined;
  return outcome === null ? `rolled back: an outcome was reported for step ${given.step}, the caller's head has none` : `forked at step ${given.step}: another outcome was reported for it`;
}

/** The random bytes of one session's id. */
const ID_BYTES = 12;
/** Ids drawn from the system's generator at once: one draw costs about what one id's did (2.4 µs), so each id costs 0.1 µs. */
const IDS_PER_DRAW = 256;
let drawn: Buffer | undefined;
let used = 0;

/**
 * A new session's id: 12 random bytes, base64url. The bytes are the same generator's, drawn for
 * 256 ids at a time, as node:crypto's `randomUUID` does; an id is no secret (every entry and
 * token carries it), and no id is handed out twice.
 */
export function newSessionId(): string {
  if (drawn === undefined || used === drawn.length) {
    drawn = randomBytes(ID_BYTES * IDS_PER_DRAW);
    used = 0;
  }
  const id = `s_${drawn.toString("base64url", used, used + ID_BYTES)}`;
  used += ID_BYTES;
  return id;
}

