// The text arguments of a write (an auto-reply's message, an event's description, a note) that the
// rules on copied values read: those the call holds as strings and the caller gave no origin for.
// A given origin is judged as given (origins.ts), so no rule works one out for it.

/** The call's `texts` arguments (catalogue.ts `textArgs`) it holds as strings and `given` says the caller gave no origin for, with their values. */
export function ungivenTexts(args: Readonly<Record<string, unknown>>, texts: ReadonlySet<string>, given: (name: string) => boolean): Array<[name: string, value: string]> {
  const out: Array<[string, string]> = [];
  for (const name of texts) {
    if (!Object.hasOwn(args, name) || given(name)) continue;
    const value = args[name];
    if (typeof value === "string") out.push([name, value]);
  }
  return out;
}
