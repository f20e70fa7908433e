// Canonical JSON and the digests the history and tokens carry instead of values.
import { createHash } from "node:crypto";

/** JSON with object keys sorted at every depth: the same value always gives the same text. */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") {
    return value === undefined ? "null" : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`).join(",")}}`;
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * The digest of one value, salted with the session so that equal values in two sessions do
 * not give equal digests. 128 bits, base64url.
 */
export function valueDigest(session: string, value: unknown): string {
  return createHash("sha256").update(`v1|${session}|${canonical(value)}`).digest().subarray(0, 16).toString("base64url");
}

/** The digest of a key (see values.ts), salted like valueDigest. */
export function keyDigest(session: string, key: string): string {
  return createHash("sha256").update(`k1|${session}|${key}`).digest().subarray(0, 12).toString("base64url");
}
