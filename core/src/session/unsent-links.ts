// Whether a link a record carries as a value of its own (a chat message's `links`, an email's
// listed attachments by URL) leads a call to a place the person did not send the agent to. Such a
// link is written by the record's author as surely as a link in its text: it is a structured
// field, so its whole value carries only the weak `outside:<tool>` mark, which suits an IBAN of
// a transactions list but not a place to fetch. "Read the channel and reply in the thread" asks
// for the messages, not for their links; "open the route link Gareth posted" sends the agent to
// them (the grammars' `links` cue, read once per turn). A page fetched from a place is not a
// place the person sent the agent on from either (origins.ts `sentTo`). A mailbox is left to
// the checks that read recipients: a reply to a message's sender is answered where its author is.

/**
 * A mailbox written alone (`kim@studio.example`, `mailto:kim@studio.example`): one `@`, no path and
 * no port. Not any value holding an `@`: a link the record's author writes may hold one in its
 * path or before its host (`https://drop.example/@kim`, `https://kim@drop.example/in`) and is still
 * a place to fetch. Bounded, one pass, no nested repeat.
 */
const MAILBOX = /^(?:mailto:)?[^\s@/:]{1,64}@[^\s@/:]{1,255}$/i;

/** Whether a place taken whole from a structured field of an outside read is held as the read's own. */
export function unsentLink(destination: boolean, leaf: unknown, place: boolean, sentTo: boolean): boolean {
  return destination && place && !sentTo && typeof leaf === "string" && !MAILBOX.test(leaf);
}
