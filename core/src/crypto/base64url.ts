// base64url with one text per byte string: the decoder takes only the unpadded alphabet, no
// whitespace or junk, and a final character whose unused bits are zero. Node's own decoder
// skips what it does not know, so "the same" token could be written many ways.

const ALPHABET = /^[A-Za-z0-9_-]*$/;

/** The bytes as base64url, unpadded: the only text `decodeBase64Url` takes for them. */
export function encodeBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64url");
}

/** The bytes of a canonical base64url text, or undefined for any other text. */
export function decodeBase64Url(text: unknown): Uint8Array | undefined {
  if (typeof text !== "string" || text.length % 4 === 1 || !ALPHABET.test(text)) return undefined;
  const bytes = Buffer.from(text, "base64url");
  // Re-encoding gives the text back only when its final bits were zero (canonical).
  if (bytes.toString("base64url") !== text) return undefined;
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
