// Arguments whose value names what a call looks at or picks out, not a place it goes, though
// the value may be written like one: a mail rule's condition (`match: "from:billing@x.example"`)
// says which arriving mail the rule acts on, and a lookup's member handle (`user: kofi.tech`) names
// whom a read looks up. Nothing is sent to either. Where the value came from (a condition copied
// out of an email's body) is outside_content's question, as for an address inside a text a write
// writes; an argument that says where the rule forwards (`forward_to`) is still a destination.

/** Argument names of a rule's or a saved search's condition: what it matches, never where it goes. */
const CONDITION_NAMES = /^(?:match|matches|condition|conditions|criteria|filter|filters|query)$/i;

/** Argument names that name a workspace member by handle. */
const HANDLE_NAMES = /^(?:user|username|user_name|handle|user_id)$/i;

/** A bare dotted name, the whole value: `kofi.tech`, `shift.lead.ana`. No scheme, path, port or `@`. */
const BARE_DOTTED = /^[a-z0-9_-]{1,63}(?:\.[a-z0-9_-]{1,63}){1,7}$/i;

/**
 * Whether the argument's value names no place: a write's condition, whatever it holds, or a
 * read's member handle written as a bare dotted name. A URL or an address in a handle is still
 * read as a place: a handle has none.
 */
export function namesNoPlace(kind: string, name: string, value: unknown): boolean {
  if (kind === "write" && CONDITION_NAMES.test(name)) return true;
  return kind === "read" && HANDLE_NAMES.test(name) && typeof value === "string" && value.length <= 255 && BARE_DOTTED.test(value);
}
