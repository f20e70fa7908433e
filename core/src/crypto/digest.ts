// Canonical JSON and the digests the history and tokens carry instead of values.
import * as nodeCrypto from "node:crypto";
import { createHash } from "node:crypto";

/** Object keys as JSON text: most are plain names, met again and again, so their spelling is kept. */
const keyText = new Map<string, string>();
export function quotedKey(k: string): string {
  let q = keyText.get(k);
  if (q === undefined) {
    q = quoted(k);
    if (keyText.size < 4096) keyText.set(k, q);
  }
  return q;
}

/** Printable ASCII without `"` and `\\`: JSON writes such a string as it is, between quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** A string as JSON text. */
export function quoted(s: string): string {
  return PLAIN.test(s) ? `"${s}"` : JSON.stringify(s);
}

/** Whether keys are already in canonical (code-unit) order. */
export function inOrder(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if (keys[i - 1]! > keys[i]!) return false;
  return true;
}

/**
 * JSON with object keys sorted at every depth: the same value always gives the same text.
 * Keys whose value is undefined are left out; undefined elsewhere is `null`.
 */
export function canonical(value: unknown): string {
  switch (typeof value) {
    case "string":
      return quoted(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "undefined":
      return "null";
    case "object":
      if (value === null) return "null";
      if (Array.isArray(value)) {
        let out = "[";
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ",";
          // A hole stays empty, as Array.prototype.join leaves it.
          if (i in value) out += canonical(value[i]);
        }
        return `${out}]`;
      } else {
        const obj = value as Record<string, unknown>;
        const keys = Object.keys(obj);
        if (keys.length > 1 && !inOrder(keys)) keys.sort();
        let out = "{";
        let first = true;
        for (const k of keys) {
          const v = obj[k];
          if (v === undefined) continue;
          out += `${first ? "" : ","}${quotedKey(k)}:${canonical(v)}`;
          first = false;
        }
        return `${out}}`;
      }
    default:
      return JSON.stringify(value);
  }
}

/** One-shot hashing where the platform has it (Node ≥ 20.12); the same bytes either way. */
const oneShot = typeof nodeCrypto.hash === "function" ? nodeCrypto.hash : undefined;

/** SHA-256 as hex, of a text's UTF-8 bytes or of bytes. */
export function sha256(data: string | Uint8Array): string {
  return oneShot ? oneShot("sha256", data, "hex") : createHash("sha256").update(data).digest("hex");
}

function sha256Bytes(text: string): Buffer {
  return oneShot ? oneShot("sha256", text, "buffer") : createHash("sha256").update(text).digest();
}

/**
 * The digest of one value, salted with the session so that equal values in two sessions do
 * not give equal digests. 128 bits, base64url.
 */
export function valueDigest(session: string, value: unknown): string {
  const hash = new CanonicalHash(`v1|${session}|`);
  canonicalTo(value, hash);
  // Written from the digest's first 16 bytes in place: a view of them would be one more object a call.
  return hash.digest().toString("base64url", 0, 16);
}

/**
 * From this many code units on, a piece of canonical text is hashed as it is, not joined to the
 * text before it: a text joined from pieces is copied whole before it is hashed, and a copy of a
 * megabyte cost several times what hashing it does (and more where the collector is busy).
 */
const LONG_PIECE = 1 << 14;

/** SHA-256 of a text given in pieces: short pieces joined, long ones hashed as they are. */
class CanonicalHash {
  private pending: string;
  private hash: ReturnType<typeof createHash> | undefined;

  constructor(prefix: string) {
    this.pending = prefix;
  }

  write(piece: string): void {
    if (piece.length < LONG_PIECE) {
      this.pending += piece;
      return;
    }
    this.hash ??= createHash("sha256");
    this.hash.update(this.pending).update(piece);
    this.pending = "";
  }

  /** A value with no long piece (most are) is hashed at once, as one text. */
  digest(): Buffer {
    return this.hash === undefined ? sha256Bytes(this.pending) : this.hash.update(this.pending).digest();
  }
}

/** `canonical(value)` written to a hash in pieces: the same text, never joined whole. */
function canonicalTo(value: unknown, out: CanonicalHash): void {
  if (typeof value === "string") {
    if (value.length < LONG_PIECE || !PLAIN.test(value)) out.write(quoted(value));
    else {
      out.write('"');
      out.write(value);
      out.write('"');
    }
  } else if (typeof value !== "object" || value === null) out.write(canonical(value));
  else if (Array.isArray(value)) {
    out.write("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.write(",");
      if (i in value) canonicalTo(value[i], out);
    }
    out.write("]");
  } else {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.length > 1 && !inOrder(keys)) keys.sort();
    out.write("{");
    let first = true;
    for (const k of keys) {
      const v = obj[k];
      if (v === undefined) continue;
      out.write(`${first ? "" : ","}${quotedKey(k)}:`);
      canonicalTo(v, out);
      first = false;
    }
    out.write("}");
  }
}

/** The digest of a key (see values.ts), salted like valueDigest. */
export function keyDigest(session: string, key: string): string {
  return sha256Bytes(`k1|${session}|${key}`).toString("base64url", 0, 12);
}
