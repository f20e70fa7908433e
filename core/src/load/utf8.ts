// Text that crosses into the product as bytes (a named file, a request's body) is UTF-8 and is
// refused when it is not, never read with U+FFFD in place of the bytes: a value so read is not the
// value the sender holds, and a history so read names a session or a key it does not hold. A BOM
// stays in the text, for the parser to refuse or accept as it would.

const STRICT = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The text of `bytes`; throws a `TypeError` when they are not UTF-8. */
export function strictUtf8(bytes: Uint8Array): string {
  return STRICT.decode(bytes);
}
