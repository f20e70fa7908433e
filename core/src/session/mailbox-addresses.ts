// The address of a mailbox written with its display name: an email's `from` reads "Kit Morrow
// <kit@thepaperlanterns.example>". The field's value is a record's, not free text, and the address
// in its angle brackets is that record's value as much as the whole: a person who says "put it in
// the calendar with them invited" after the band wrote in is invited at that address, which the
// record holds. Read once per structured field, when a result is reported; linear (one bounded
// pattern anchored at the end, no nested repeat).
import { valueKeys } from "./values.js";

/** A display name's mailbox: the address inside the last angle brackets, ending the string. */
const MAILBOX = /<([^<>\s@]{1,64}@[^<>\s@]{1,253})>\s{0,3}$/;
/** The longest field read for one. */
const MAX_LEAF = 400;

/** The keys of the address a structured `Name <address>` string holds, or none. */
export function mailboxAddressKeys(leaf: unknown): string[] {
  if (typeof leaf !== "string" || leaf.length > MAX_LEAF) return [];
  const m = MAILBOX.exec(leaf);
  return m && m.index > 0 ? valueKeys(m[1]!) : [];
}
