// A message the person sought, opened by its id: "the funeral home sent me the ceremony's
// details - put it in my calendar", the agent searches in the person's words, the search gives one
// message, and the agent reads that message by the id the search gave. The read by id holds no
// word of the person, but what it opens is the one message their description found: it is sought
// as the search was (sought-results.ts), and its plain values are theirs for the write they asked
// of it. A search that gave several messages found no one message, and an id the model wrote, or
// one a text mentions, opens nothing the person described. Only the read's own identifier
// arguments are looked up, in the structured identifier fields of the session's sought reads.
import { valueKeys } from "./values.js";

/** What this reads of a sought read's result: whether it gave one message, and its structured values with their fields. */
export interface SoughtResult {
  readonly oneMessage: boolean;
  readonly structured: ReadonlyMap<string, string>;
}

/** An argument that names a record by its identifier (`email_id`, `id`). */
const ID_ARGUMENT = /(?:^|_)id$/i;

/** A result's field that holds a record's identifier (`id`, `emails.id`, `message_id`). */
const ID_FIELD = /(?:^|[._])id$/i;

/** The longest identifier looked up: an id, not a text. */
const MAX_ID = 128;

/**
 * Whether a read's identifier argument names the one message a read the person sought gave, by
 * that message's own identifier field.
 */
export function opensSoughtMessage(args: Readonly<Record<string, unknown>>, sought: Iterable<SoughtResult>): boolean {
  const keys: string[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (ID_ARGUMENT.test(name) && typeof value === "string" && value.length > 0 && value.length <= MAX_ID) keys.push(...valueKeys(value));
  }
  if (keys.length === 0) return false;
  for (const r of sought) {
    if (!r.oneMessage) continue;
    for (const k of keys) {
      const field = r.structured.get(k);
      if (field !== undefined && ID_FIELD.test(field)) return true;
    }
  }
  return false;
}
