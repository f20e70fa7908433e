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

export function newSessionId(): string {
  return `s_${randomBytes(12).toString("base64url")}`;
}

