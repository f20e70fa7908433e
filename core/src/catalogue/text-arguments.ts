// The arguments of a tool that hold a text it writes for people to read (a message, a
// description, a topic, a note), as its argument schema says: not where the call goes. A URL or an
// address inside such a text is part of what is written ("contact Lisa at lisa@…", "Join:
// https://…"); it names no place the call itself reaches, so the destinations check does not
// take it for one. Where it came from is still asked (copied-places.ts marks one an outside text
// gave to a write nobody asked for).

/** An argument's schema, as the catalogue holds it (catalogue.ts `JsonSchema`, not imported: the catalogue imports this file). */
type JsonSchema = Record<string, unknown>;

/** Argument names that say they hold a text, by their last word (`message`, `gift_message`, `auto_reply_text`). */
const TEXT_NAME = /(?:^|_)(?:body|text|content|message|notes?|comments?|description|summary|subject|title|caption|memo|topic|greeting|signature)$/i;

/**
 * The text arguments of a closed argument schema: declared `type: string` with no `format`, no
 * `enum` or `pattern`, named for a text, and not an argument that names a place (`destinations`).
 * An open schema has none: an argument it does not declare is anything, and is read as a place
 * may be.
 */
export function textArgumentsOf(props: Readonly<Record<string, JsonSchema>>, closed: boolean, places: ReadonlySet<string>): Set<string> {
  const texts = new Set<string>();
  if (!closed) return texts;
  for (const [name, p] of Object.entries(props)) {
    if (places.has(name) || !TEXT_NAME.test(name) || typeof p !== "object" || p === null) continue;
    if (p.type !== "string" || p.format !== undefined || p.enum !== undefined || p.pattern !== undefined) continue;
    texts.add(name);
  }
  return texts;
}
