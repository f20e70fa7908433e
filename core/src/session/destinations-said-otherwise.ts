// The shared reading of accounts-said-otherwise.ts and mailboxes-said-otherwise.ts: the person
// typed a destination of one kind (an account, a mailbox) for a write, and the write goes to
// another of that kind that only an outside free text writes. Each rule says what its kind's keys
// are; a check only looks keys up: the turns' and the results' keys were read with them.
import type { Mark } from "../model.js";

/** What the rules look up: the person's and the run's keys, and the reported results' indexes, newest first. */
export interface DestinationSaidInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  /** Whether a turn speaks of a changed account, address or recipient (instructions.ts `speaksOfChange`). */
  readonly typedChange?: boolean;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly outside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> } }>;
}

/** How a rule reads its kind: the keys of an argument's value, and whether one of the person's keys is of the kind. */
export interface DestinationKind {
  readonly keysOf: (value: unknown) => string[];
  readonly isKey: (key: string) => boolean;
}

/** The most of the person's keys looked through for the destinations they typed. */
const MAX_TYPED = 4096;

/**
 * The marks of a write's destinations of one kind that the person's turns did not type, where they
 * typed another of that kind that the write names nowhere and that is none of the person's own
 * (the run's context, a result that reads nothing from outside), nor one the same text writes: the
 * newest outside free text's `untrusted:<tool>` that writes it, on that argument, as a destination.
 * `given` says which arguments the caller gave an origin for.
 */
export function destinationSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: DestinationSaidInputs, kind: DestinationKind): Mark[] {
  if (inputs.typedChange) return [];
  const named: Array<[string, string[]]> = [];
  for (const [name, value] of Object.entries(args)) {
    const keys = kind.keysOf(value);
    if (keys.length > 0) named.push([name, keys]);
  }
  if (named.length === 0 || named.some(([, keys]) => keys.some((k) => inputs.typed.has(k)))) return [];
  const own = (key: string) => inputs.context.has(key) || inputs.results.some((r) => !r.outside && r.index.structured.has(key));
  const typedOfKind: string[] = [];
  let seen = 0;
  for (const key of inputs.typed) {
    if (++seen > MAX_TYPED) break;
    if (kind.isKey(key) && !own(key)) typedOfKind.push(key);
  }
  if (typedOfKind.length === 0) return [];
  const marks: Mark[] = [];
  for (const [name, keys] of named) {
    if (given(name)) continue;
    for (const key of keys) {
      if (own(key)) continue;
      const r = inputs.results.find((x) => x.textOutside && x.index.text.has(key));
      // A text that writes the typed destination as well tells its own story of the two (a debit
      // from the person's account that failed, a reply-to beside the sender's own address): which
      // one it goes to is read by other rules (origins.ts `rivalled`), not here.
      if (r && !typedOfKind.some((a) => r.index.text.has(a) || r.index.structured.has(a))) {
        marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)!, destination: true });
        break;
      }
    }
  }
  return marks;
}
