// Whether the act word a person's turn said belongs to another tool: "send the itinerary" says
// `send`, the verb of `send_itinerary`, and the act group of `send` holds paying too (`pay_deposit`
// starts with it). The turn named the whole of one tool's name, verb and thing, so its verb is
// that tool's; a tool sharing only the verb was not asked for. So with a look-up: "vê a reserva"
// names all of `get_booking` (its one term, `book`), and `book_flight` shares only its verb. Only
// sets are compared: the turns' act words were read once with each turn (acts.ts), a tool name's
// terms once per name.

/**
 * Whether the verb of `toolName` that the turns name (`typed`) is claimed by another tool of the
 * catalogue: one whose every term the turns name and whose terms hold that verb, where the turns
 * do not name every term of `toolName` itself. `terms` gives a tool name's act terms; `toolNames`
 * are the catalogue's tools, or only those the turns name in full (`namedInFull`), the same answer.
 */
export function actClaimedByAnother(toolName: string, terms: (name: string) => readonly string[], toolNames: Iterable<string>, typed: ReadonlySet<string>): boolean {
  const own = terms(toolName);
  const verb = own[0];
  if (verb === undefined || !typed.has(verb) || own.every((t) => typed.has(t))) return false;
  for (const other of toolNames) {
    if (other === toolName) continue;
    const theirs = terms(other);
    if (theirs.includes(verb) && theirs.every((t) => typed.has(t))) return true;
  }
  return false;
}

/**
 * The tools whose every act term the turns name (`typed`) and that name a thing, a term beyond
 * their verb (`verbOf`, the terms of a name's first word): the only ones that can claim a verb.
 * `get_booking` names its thing alone (`get` is no act); `pay` names nothing but its verb.
 */
export function namedInFull(toolNames: Iterable<string>, terms: (name: string) => readonly string[], typed: ReadonlySet<string>, verbOf: (name: string) => readonly string[] = () => []): string[] {
  const out: string[] = [];
  for (const name of toolNames) {
    const theirs = terms(name);
    // A tool named by its verb alone (`pay`) names no thing: saying its verb is not naming it in full.
    const verb = verbOf(name);
    if (theirs.length > 0 && theirs.some((t) => !verb.includes(t)) && theirs.every((t) => typed.has(t))) out.push(name);
  }
  return out;
}
